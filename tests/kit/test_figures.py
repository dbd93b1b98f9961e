"""A rules view's canvas figure (web/kit/figures.py's diagram_figure), on the worker's stand-in
page (a fresh Document whose canvases keep what is drawn, tests/support/page.py): a known kind
is a canvas at the page's pixel ratio, labelled and captioned with its words and painted by the
game; another kind is a sentence."""

from __future__ import annotations

from tests.support.page import Sketchbook, fresh_page, transforms, written
from web.kit.figures import diagram_figure, picture_canvas


def test_a_known_kind_is_a_painted_labelled_canvas_and_another_a_sentence():
    with fresh_page(Sketchbook()) as doc:
        doc.dpr = 2.0  # as the view's hello says
        painted = []
        figure = diagram_figure({"kind": "roofs"}, ("roofs",),
                                lambda kind: ((120, 80), f"the {kind}", lambda ctx: painted.append(ctx)))
        canvas, caption = figure.children
        assert (figure.tagName, figure.className, figure.dataset.diagram) == ("FIGURE", "diagram", "roofs")
        assert written(canvas, "attr") == {"role": "img", "aria-label": "the roofs"}
        assert caption.textContent == "the roofs"
        assert (canvas.width, canvas.height, written(canvas, "style")["width"]) == (240, 160, "120px")
        assert transforms(canvas) == [(2.0, 0, 0, 2.0, 0, 0)] and painted == [doc.canvas(canvas).context]
        odd = diagram_figure({"kind": "moon"}, ("roofs",), None)
        assert not list(odd.children) and "cannot draw: 'moon'" in odd.textContent
        assert "cannot draw" in diagram_figure("not a spec", ("roofs",), None).textContent


def test_a_picture_canvas_is_sharp_and_labelled():
    with fresh_page(Sketchbook()) as doc:
        doc.dpr = 1.5
        canvas, ctx = picture_canvas(40, 30, "Ann's cats")
        assert (canvas.tagName, canvas.width, canvas.height) == ("CANVAS", 60, 45)
        style = written(canvas, "style")
        assert (style["width"], style["height"]) == ("40px", "30px")
        assert written(canvas, "attr") == {"role": "img", "aria-label": "Ann's cats"}
        assert ctx is doc.canvas(canvas).context and transforms(canvas) == [(1.5, 0, 0, 1.5, 0, 0)]
