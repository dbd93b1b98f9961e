"""The board's canvas on Cat Herders' page (a view): its size and layout, the switches it is
drawn with (the cells' names, flipped, high contrast, the light or dark scheme), and the
scene of the position shown or of one animation frame.

The page (web/catherders/page.py) makes one, `page.board_view`; the features read its
`canvas`, `layout` and switches, and ask it to `resize()` or `draw()`.
"""

from __future__ import annotations

from game.catherders import EMPTY
from web.catherders.board.draw import Scene, draw
from web.catherders.board.geometry import Layout
from web.catherders.turn_in_progress import Frame
from web.kit.elements import element
from web.shell.dom import document, window


class BoardCanvas:
    """The canvas `#board` in `#board-wrap`, drawn from the page's session."""

    def __init__(self, page):
        self.page = page
        self.canvas = element("board")
        self.ctx = self.canvas.getContext("2d")
        self.layout: Layout | None = None
        self.css_size = (0.0, 0.0)
        self.labels = True
        self.flipped = False
        self.contrast = False
        # The page follows the system's light or dark scheme (style.css); the canvas too.
        self.dark_query = window.matchMedia("(prefers-color-scheme: dark)")
        self.theme = "dark" if self.dark_query.matches else "light"

    def wire(self) -> None:
        """Listen to the board's switches."""
        page = self.page
        page.on("chk-labels", "change", self._toggle_labels)
        page.on("chk-flip", "change", self._toggle_flip)
        page.on_element(self.dark_query, "change", self._on_scheme_change)

    def wire_contrast(self) -> None:
        """Listen to the high contrast switch, and apply the one remembered."""
        self.page.on("chk-contrast", "change", self._toggle_contrast)
        self._apply_contrast()

    # ---- the switches ----------------------------------------------------------------

    def set_flipped(self, flipped: bool) -> None:
        """Red's herders at the bottom (True) or blue's; laid out again at the next draw."""
        self.flipped = flipped
        element("chk-flip").checked = flipped
        self.layout = None

    def flip(self) -> None:
        """Turn the board over (the key f)."""
        element("chk-flip").checked = not self.flipped
        self._toggle_flip()

    def _on_scheme_change(self, event) -> None:
        self.theme = "dark" if event.matches else "light"
        self.draw()

    def _toggle_contrast(self, _event) -> None:
        self.page.settings.set("contrast", bool(element("chk-contrast").checked))
        self._apply_contrast()
        self.draw()

    def _apply_contrast(self) -> None:
        """High contrast (remembered): stronger page colours (style.css) and board
        (web/catherders/board/draw.py)."""
        high = bool(self.page.settings.get("contrast", False))
        element("chk-contrast").checked = high
        document.body.dataset.contrast = "high" if high else ""
        self.contrast = high

    def _toggle_flip(self, _event=None) -> None:
        self.flipped = bool(element("chk-flip").checked)
        self.resize_and_draw()

    def _toggle_labels(self, _event) -> None:
        self.labels = bool(element("chk-labels").checked)
        self.resize_and_draw()

    # ---- drawing ----------------------------------------------------------------------

    def resize(self) -> None:
        """Fit the canvas to its box, sharp on high-density screens."""
        wrap = element("board-wrap")
        rect = wrap.getBoundingClientRect()
        width = max(200.0, float(rect.width))
        height = max(200.0, float(rect.height))
        ratio = float(window.devicePixelRatio or 1)
        self.canvas.style.width = f"{width}px"
        self.canvas.style.height = f"{height}px"
        self.canvas.width = int(width * ratio)
        self.canvas.height = int(height * ratio)
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.css_size = (width, height)
        board = self.page.session.board
        self.layout = Layout(board, width, height, self.labels, self.flipped)
        names = board.names
        document.hook("cells", [[names[c], x, y] for c, (x, y) in enumerate(self.layout.centres)])

    def resize_if_needed(self) -> None:
        """Lay the board out again if it has not been, or is another board."""
        if self.layout is None or self.layout.board is not self.page.session.board:
            self.resize()

    def resize_and_draw(self) -> None:
        """Resize, then draw the board as it is now."""
        self.resize()
        self.draw()

    def scene(self, marks: dict) -> Scene:
        """The scene for the position shown, with these marks."""
        s = self.page.session
        return Scene(s.shown_cells(), marks, s.last_turn(), self.labels,
                     mover=s.game.to_move, theme=self.theme, contrast=self.contrast)

    def draw(self, scene: Scene | None = None) -> None:
        """Draw a scene (the page's current one by default)."""
        self.resize_if_needed()
        draw(self.ctx, self.layout, scene or self.page.scene(), *self.css_size)

    def frame_scene(self, frame: Frame, t: float) -> Scene:
        """The board part-way through one animation step (t from 0 to 1)."""
        c = self.layout.centres
        before, after = frame.before, frame.after
        hidden, floating = set(), []
        moved_from = {a for a, _ in frame.moves}
        moved_to = {b for _, b in frame.moves}
        slide = min(1.0, t * 1.4)  # slide first, then fade what leaves or arrives
        for a, b in frame.moves:
            hidden.update((a, b))
            piece = before[a]
            x = c[a][0] + (c[b][0] - c[a][0]) * slide
            y = c[a][1] + (c[b][1] - c[a][1]) * slide
            floating.append((piece, x, y, 1.0))
        for cell, (old, new) in enumerate(zip(before, after, strict=True)):
            if old == new or cell in moved_from or cell in moved_to:
                continue
            hidden.add(cell)
            if old != EMPTY and new == EMPTY:
                floating.append((old, *c[cell], 1.0 - t))
            elif new != EMPTY:
                floating.append((new, *c[cell], t))
        s = self.page.session
        return Scene(before, {}, s.last_turn() if not frame.moves else None, self.labels,
                     frozenset(hidden), floating, s.game.to_move, self.theme)
