"""A stand-in for a page's 2-D canvas context and a DOM element, for the games' drawing tests
(tests/clowder/web/test_draw.py, tests/mansion/web/test_draw.py) and the rules view's figures."""

from __future__ import annotations

import asyncio
import types

from web.shell import dom
from web.shell.dom import Detached, Document

CANVAS_API = {
    "arc", "beginPath", "clearRect", "closePath", "ellipse", "fill", "fillRect", "fillText",
    "lineTo", "moveTo", "quadraticCurveTo", "setLineDash", "stroke",
    "fillStyle", "strokeStyle", "lineWidth", "font", "textAlign", "textBaseline",
    "globalAlpha", "lineCap", "lineJoin", "setTransform", "globalCompositeOperation",
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
    """Diagrams(page).make(spec) of web/<game>/rules_parts.py, on the worker's stand-in page
    (web/shell/dom.py, its canvases on recording contexts): a figure
    holding a canvas drawn by the renderer (an image labelled with the picture's words, drawn at
    the page's devicePixelRatio on the dark theme's plate) and its caption, for each of `kinds`;
    an unknown kind, a sentence. `words_and_size(kind)` is the picture's words and size."""

    class TransformingContext(context):
        """A recording context that also takes the page's devicePixelRatio transform."""

        def setTransform(self, *args):  # noqa: N802 - the DOM's name
            self.calls.append(("setTransform", args))

    class Platform(Detached):
        """Canvases drawn on a recording context."""

        def canvas(self, width, height):
            surface = types.SimpleNamespace(width=width, height=height, ctx=TransformingContext())
            surface.getContext = lambda _kind: surface.ctx
            return surface

    doc = Document(Platform())  # the worker's stand-in page, on a screen of 2 pixels a CSS pixel
    doc.dpr = 2.0
    monkeypatch.setattr(dom, "document", doc)
    monkeypatch.setattr(dom, "window", doc.window)
    loop = asyncio.new_event_loop()  # the page's writes are sent at the loop's next turn
    asyncio.set_event_loop(loop)
    diagrams = __import__(f"web.{game}.rules_parts", fromlist=["Diagrams"]).Diagrams
    page = types.SimpleNamespace(theme="dark")
    for kind in kinds:
        figure = diagrams(page).make({"kind": kind})
        canvas, caption = figure.children
        words, size = words_and_size(kind)
        attributes = {op[2]: op[3] for op in doc.ops if op[0] == "attr" and op[1] == canvas._ref}
        assert attributes == {"role": "img", "aria-label": words}
        assert caption.textContent == words
        assert canvas.width == 2 * size[0]
        ctx = doc.canvas(canvas).surface.ctx
        assert ctx.calls[0] == ("setTransform", (2.0, 0, 0, 2.0, 0, 0))
        assert any(style == plate for style, _ in ctx.fills)
    odd = diagrams(page).make({"kind": f"{game}-nope"})
    assert not list(odd.children) and "cannot draw" in odd.textContent
    loop.close()
    asyncio.set_event_loop(None)
