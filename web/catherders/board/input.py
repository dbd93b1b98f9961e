"""The board's pointer and keyboard: hover and taps preview, clicks play, a cell cursor.

Part of the browser layer. Every event goes to the page's Session (point,
click, tap); the board is then redrawn from it. One listener per event type
on the canvas, made once.

- A mouse or pen hovering over a cell points at it: with preview on, the
  board and the status line show what the action there would do.
- A tap on a touch screen goes to Session.tap (first tap previews, a second
  tap on the same cell plays); a mouse click goes to Session.click.
- With the board focused, the arrow keys move a cell cursor (along the hex
  or square lines, as seen on screen), Enter or Space click the cursor's
  cell, and Esc cancels. The cursor's cell, what stands on it and what the
  action there would do are said in #board-say, a polite live region.
"""

from __future__ import annotations

from web.catherders.access.describe import describe_cell
from web.catherders.board.keys import ARROWS, CURSOR_KEYS, ArrowSteps
from web.kit.elements import element
from web.shell.dom import document


class BoardInput:
    """Pointer, touch and keyboard input on the board canvas of `page`."""

    def __init__(self, page):
        self.page = page
        self.pointer_type = "mouse"  # of the last pointerdown: a click after a touch is a tap
        self.steps = ArrowSteps()
        canvas = page.board_view.canvas
        page.on_element(canvas, "pointermove", self._on_move)
        page.on_element(canvas, "pointerleave", self._on_leave)
        page.on_element(canvas, "pointerdown", self._on_down)
        page.on_element(canvas, "click", self._on_click)
        page.on_element(canvas, "keydown", self._on_key, keys=CURSOR_KEYS, stop=True,
                        **{"if": '#board[data-cursor-on="1"]'})
        page.on_element(canvas, "focus", self._on_focus)
        page.on_element(canvas, "blur", self._on_blur)

    def _cell_at(self, event):
        rect = self.page.board_view.canvas.getBoundingClientRect()
        return self.page.board_view.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)

    def _on_move(self, event) -> None:
        if str(event.pointerType) == "touch" or self.page.board_view.layout is None:
            return
        cell = self._cell_at(event)
        s = self.page.session
        if cell != s.pointed:
            s.point(cell)
            self.page.show_pointing()

    def _on_leave(self, event) -> None:
        if str(event.pointerType) == "touch":
            return
        s = self.page.session
        if s.pointed is not None and s.cursor is None:
            s.unpoint()
            self.page.show_pointing()

    def _on_down(self, event) -> None:
        self.pointer_type = str(event.pointerType or "mouse")

    def _on_click(self, event) -> None:
        cell = self._cell_at(event)
        s = self.page.session
        if self.pointer_type == "touch":
            self.page.act(lambda: s.tap(cell))
        else:
            self.page.act(lambda: s.click(cell))
            if cell is not None:
                s.point(cell)  # the mouse is still there: preview what it points at now
                self.page.show_pointing()

    # ---- the keyboard's cell cursor ---------------------------------------------------

    def _on_focus(self, _event) -> None:
        # A mouse click focuses the board too: the cursor shows only for the keyboard's focus.
        if self.page.board_view.canvas.matches(":focus-visible"):
            self._start_cursor()

    def _start_cursor(self) -> None:
        s = self.page.session
        if s.cursor is None:
            board = s.board
            s.set_cursor(s.selected if s.selected is not None else board.index.get(
                "f6", len(board.names) // 2))
        self.steps.forget()
        self._cursor_moved()

    def _on_blur(self, _event) -> None:
        s = self.page.session
        s.set_cursor(None)
        s.unpoint()
        self.page.show_pointing()

    def _on_key(self, event) -> None:
        key = str(event.key)
        s, layout = self.page.session, self.page.board_view.layout
        if layout is None or key not in CURSOR_KEYS:
            return
        if s.cursor is None:  # focused by a click: the arrows still step through the game
            return
        if key in ARROWS and not (event.ctrlKey or event.metaKey or event.altKey):
            event.preventDefault()
            event.stopPropagation()  # not the history's arrows: the board has the focus
            s.set_cursor(self.steps.step(layout, s.cursor, key))
            self._cursor_moved()
        elif key in ("Enter", " "):
            event.preventDefault()
            event.stopPropagation()
            cell = s.cursor
            self.page.act(lambda: s.click(cell))
            s.set_cursor(cell)
            self._cursor_moved()

    def _cursor_moved(self) -> None:
        s = self.page.session
        s.point(s.cursor)
        self.page.show_pointing()
        said = describe_cell(s.game, s.shown_cells(), s.cursor)
        if s.preview is not None:
            said += ". " + s.preview.describe()
        # What a played turn did, or a message, is said once, by the page's voice (#announce).
        element("board-say").textContent = said
        document.body.dataset.cursor = s.board.names[s.cursor]
