"""A stand-in for a page's 2-D canvas context and a DOM element, for the games' drawing tests
(tests/clowder/web/test_draw.py, tests/mansion/web/test_draw.py) and the rules view's figures."""

from __future__ import annotations

import sys
import types

CANVAS_API = {
    "arc", "beginPath", "clearRect", "closePath", "ellipse", "fill", "fillRect", "fillText",
    "lineTo", "moveTo", "quadraticCurveTo", "setLineDash", "stroke",
    "fillStyle", "strokeStyle", "lineWidth", "font", "textAlign", "textBaseline",
    "globalAlpha", "lineCap", "lineJoin",
}


class RecordingContext:
    """Records calls, and each fill, stroke and text with its style and points; fails on
    anything outside the canvas API. A text is (text, x, y, fill style, font); a filled
    rectangle is recorded as a fill only where RECTS is true."""

    RECTS = True

    def __init__(self):
        d = self.__dict__
        d["calls"], d["fills"], d["strokes"], d["texts"], d["points"] = [], [], [], [], []
        d["path"] = []
        d["style"] = {"fillStyle": "#000", "strokeStyle": "#000", "font": "", "globalAlpha": 1.0}

    def __setattr__(self, name, value):
        assert name in CANVAS_API, f"not a canvas property: {name}"
        self.style[name] = value

    def __getattr__(self, name):
        assert name in CANVAS_API, f"not a canvas method: {name}"
        return lambda *args: self._call(name, args)

    def _call(self, name, args):
        self.calls.append((name, args))
        if name == "beginPath":
            self.path.clear()
        elif name in ("moveTo", "lineTo"):
            self._point(args[0], args[1])
        elif name == "quadraticCurveTo":
            self._point(args[0], args[1])
            self._point(args[2], args[3])
        elif name in ("arc", "ellipse"):
            x, y = args[0], args[1]
            rx, ry = (args[2], args[2]) if name == "arc" else (args[2], args[3])
            self.points.extend([(x - rx, y - ry), (x + rx, y + ry)])
            self.path.append((x, y))
        elif name == "fill":
            self.fills.append((self.style["fillStyle"], list(self.path)))
        elif name == "fillRect" and self.RECTS:
            x, y, w, h = args
            self.fills.append((self.style["fillStyle"], [(x, y), (x + w, y + h)]))
            self.points.extend([(x, y), (x + w, y + h)])
        elif name == "stroke":
            self.strokes.append((self.style["strokeStyle"], list(self.path)))
        elif name == "fillText":
            self.texts.append((str(args[0]), args[1], args[2], self.style["fillStyle"], self.style["font"]))
            self.points.append((args[1], args[2]))

    def _point(self, x, y):
        self.path.append((x, y))
        self.points.append((x, y))

    def names(self):
        """The sequence of method names called."""
        return [c[0] for c in self.calls]


def check_rules_figures(monkeypatch, game: str, context: type, kinds, words_and_size, plate: str):
    """Diagrams(page).make(spec) of web/<game>/rules_parts.py, on a stand-in page: a figure
    holding a canvas drawn by the renderer (an image labelled with the picture's words, drawn at
    the page's devicePixelRatio on the dark theme's plate) and its caption, for each of `kinds`;
    an unknown kind, a sentence. `words_and_size(kind)` is the picture's words and size."""

    class TransformingContext(context):
        """A recording context that also takes the page's devicePixelRatio transform."""

        def setTransform(self, *args):  # noqa: N802 - the DOM's name
            self.calls.append(("setTransform", args))

    class FakeNode:
        """Just enough of a DOM element for rules_parts.Diagrams.make."""

        def __init__(self, tag):
            self.tag, self.children, self.attrs, self.textContent = tag, [], {}, ""
            self.dataset, self.style = types.SimpleNamespace(), types.SimpleNamespace()
            self.ctx = None

        def setAttribute(self, name, value):  # noqa: N802
            self.attrs[name] = value

        def append(self, *nodes):
            self.children.extend(nodes)

        def getContext(self, kind):  # noqa: N802
            self.ctx = TransformingContext()
            return self.ctx

    fake = types.ModuleType("web.shell.dom")
    fake.document = types.SimpleNamespace(createElement=FakeNode)
    fake.window = types.SimpleNamespace(devicePixelRatio=2)
    monkeypatch.setitem(sys.modules, "web.shell.dom", fake)
    diagrams = __import__(f"web.{game}.rules_parts", fromlist=["Diagrams"]).Diagrams
    page = types.SimpleNamespace(theme="dark")
    for kind in kinds:
        figure = diagrams(page).make({"kind": kind})
        canvas, caption = figure.children
        words, size = words_and_size(kind)
        assert canvas.attrs == {"role": "img", "aria-label": words}
        assert caption.textContent == words
        assert canvas.width == 2 * size[0]
        assert canvas.ctx.calls[0] == ("setTransform", (2.0, 0, 0, 2.0, 0, 0))
        assert any(style == plate for style, _ in canvas.ctx.fills)
    odd = diagrams(page).make({"kind": f"{game}-nope"})
    assert not odd.children and "cannot draw" in odd.textContent
