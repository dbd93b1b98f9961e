"""Cat Herders' rules view's diagrams (RULES.md's `<!-- diagram: {...} -->` lines): each a small
position drawn on a canvas by the board's own renderer (web/catherders/board/draw.py), from
what web/catherders/diagram.py makes of its spec, coloured by the page's theme.

Made by web/kit/rules.py's RulesView with `diagram=Diagrams(page).make`, as every game's. The
diagrams' module is imported when the rules are first shown, not while the page starts. A
spec that cannot be drawn is shown as the sentence saying why, never as a broken page.
"""

from __future__ import annotations

from web.catherders.board.draw import draw
from web.catherders.board.geometry import Layout
from web.shell.dom import document, window

DIAGRAM_SIZE = (300, 230)  # CSS pixels of a diagram's canvas


class Diagrams:
    """The diagrams of Cat Herders' rules view on one page."""

    def __init__(self, page):
        self.page = page

    def make(self, spec: dict):
        """A diagram's node (a figure with its canvas and caption) from its spec."""
        from web.catherders.diagram import DiagramError, build

        figure = document.createElement("figure")
        figure.className = "diagram"
        try:
            diagram = build(spec, self.page.board_view.theme)
        except DiagramError as e:
            figure.textContent = str(e)
            return figure
        canvas = document.createElement("canvas")
        canvas.setAttribute("role", "img")
        canvas.setAttribute("aria-label", diagram.caption)
        canvas.dataset.diagram = diagram.ident
        width, height = DIAGRAM_SIZE
        ratio = float(window.devicePixelRatio or 1)
        canvas.width, canvas.height = int(width * ratio), int(height * ratio)
        canvas.style.width, canvas.style.height = f"{width}px", f"{height}px"
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        layout = Layout(diagram.game.board, width, height, labels=False, cells=diagram.cells)
        draw(ctx, layout, diagram.scene, width, height)
        caption = document.createElement("figcaption")
        caption.textContent = diagram.caption
        figure.appendChild(canvas)
        figure.appendChild(caption)
        return figure
