"""A rules view's canvas figure (web/kit/figures.py's diagram_figure), on a stand-in page: a
known kind is a canvas at the page's pixel ratio, labelled and captioned with its words and
painted by the game; another kind is a sentence."""

from __future__ import annotations

import sys
import types


class Node(types.SimpleNamespace):
    def __init__(self, tag):
        super().__init__(tag=tag, children=[], attrs={}, textContent="", className="",
                         dataset=types.SimpleNamespace(), style=types.SimpleNamespace())

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attrs[name] = value

    def append(self, *nodes):
        self.children.extend(nodes)

    def getContext(self, _kind):  # noqa: N802 - the DOM's name
        self.ctx = types.SimpleNamespace(setTransform=lambda *args: setattr(self, "transform", args))
        return self.ctx


def test_a_known_kind_is_a_painted_labelled_canvas_and_another_a_sentence(monkeypatch):
    dom = types.ModuleType("web.shell.dom")
    dom.document = types.SimpleNamespace(createElement=Node)
    dom.window = types.SimpleNamespace(devicePixelRatio=2)
    monkeypatch.setitem(sys.modules, "web.shell.dom", dom)
    from web.kit.figures import diagram_figure

    painted = []
    figure = diagram_figure({"kind": "roofs"}, ("roofs",),
                            lambda kind: ((120, 80), f"the {kind}", lambda ctx: painted.append(ctx)))
    canvas, caption = figure.children
    assert (figure.tag, figure.className, figure.dataset.diagram) == ("figure", "diagram", "roofs")
    assert canvas.attrs == {"role": "img", "aria-label": "the roofs"} and caption.textContent == "the roofs"
    assert (canvas.width, canvas.height, canvas.style.width) == (240, 160, "120px")
    assert canvas.transform == (2.0, 0, 0, 2.0, 0, 0) and painted == [canvas.ctx]
    odd = diagram_figure({"kind": "moon"}, ("roofs",), None)
    assert not odd.children and "cannot draw: 'moon'" in odd.textContent
    assert "cannot draw" in diagram_figure("not a spec", ("roofs",), None).textContent


def test_a_picture_canvas_is_sharp_and_labelled(monkeypatch):
    dom = types.ModuleType("web.shell.dom")
    dom.document = types.SimpleNamespace(createElement=Node)
    dom.window = types.SimpleNamespace(devicePixelRatio=1.5)
    monkeypatch.setitem(sys.modules, "web.shell.dom", dom)
    from web.kit.figures import picture_canvas

    canvas, ctx = picture_canvas(40, 30, "Ann's cats")
    assert (canvas.tag, canvas.width, canvas.height) == ("canvas", 60, 45)
    assert (canvas.style.width, canvas.style.height) == ("40px", "30px")
    assert canvas.attrs == {"role": "img", "aria-label": "Ann's cats"}
    assert ctx is canvas.ctx and canvas.transform == (1.5, 0, 0, 1.5, 0, 0)
