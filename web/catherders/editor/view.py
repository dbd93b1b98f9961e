"""The position editor's view (#edit): set up a position, play it, share it, make a puzzle.

Part of the browser layer. The model is web/catherders/editor/model.py's PositionEditor; this
module draws it on the view's own canvas, forwards clicks, taps and the
keyboard's cell cursor to it, and offers what can be done with the position:
play it (people or the computer, through the page's usual game), copy its
link (a game link with `start=`), copy its text, and make it a puzzle once
the solver has proved one (game/catherders/puzzles.py make_puzzle), shared as a link
that opens as that puzzle. One listener per control, made once; the canvas
is redrawn from the editor after every change.
"""

from __future__ import annotations

import asyncio

from game.catherders import BLUE, CAT, RED, NotationError, Rules
from game.catherders.rules import VARIANTS
from game.text import DIGITS
from web.catherders.access.describe import describe_cell
from web.catherders.board.draw import Scene, draw
from web.catherders.board.geometry import Layout
from web.catherders.board.keys import ARROWS, CURSOR_KEYS, ArrowSteps
from web.catherders.editor.model import PositionEditor
from web.catherders.panel import fill_board_select, fill_player_select
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, encode
from web.catherders.words import SIDES
from web.kit.elements import element
from web.shell.dom import document, window

TOOL_GROUP, SIDE_GROUP = "edit-tool", "edit-side"  # the radio groups' names (index.html)
TOOL_WORDS = {"blue": "a blue herder", "red": "a red herder", "cat": "a cat", "erase": "nothing (erase)"}


class EditView:
    """The #edit view of one Page."""

    def __init__(self, page):
        self.page = page
        self.editor = PositionEditor()
        self.rules = Rules()
        self.layout: Layout | None = None
        self.size = (0.0, 0.0)
        self.cursor: int | None = None
        self.steps = ArrowSteps()
        self.made_link: str | None = None  # the puzzle link made from the position shown
        self.canvas = element("edit-board")
        self.ctx = self.canvas.getContext("2d")
        self._fill_controls()
        on = page.on
        document.observe(element("edit-board-wrap"), self._wrap_resized)
        page.on_element(self.canvas, "click", self._on_click)
        page.on_element(self.canvas, "keydown", self._on_key, keys=CURSOR_KEYS, stop=True,
                        **{"if": '#edit-board[data-cursor-on="1"]'})
        page.on_element(self.canvas, "focus", self._on_focus)
        page.on_element(self.canvas, "blur", self._on_blur)
        on("edit-tools", "change", self._on_tool)
        on("edit-size", "change", self._on_size)
        on("edit-side", "change", self._on_side)
        for ident in ("edit-caught-0", "edit-caught-1"):
            on(ident, "change", self._on_caught)
        on("edit-rules", "change", self._on_rules)
        on("btn-edit-clear", "click", lambda _e: self._clear())
        on("btn-edit-game", "click", lambda _e: self.start_from_game())
        on("btn-edit-load", "click", lambda _e: self._load_text())
        on("btn-edit-play", "click", lambda _e: self._play())
        on("btn-edit-link", "click", lambda _e: asyncio.ensure_future(self._copy("link")))
        on("btn-edit-text", "click", lambda _e: asyncio.ensure_future(self._copy("text")))
        on("btn-edit-puzzle", "click", lambda _e: self._make_puzzle())
        on("btn-edit-try", "click", lambda _e: self._try_puzzle())
        on("btn-edit-back", "click", lambda _e: page.views.back_to_game())

    # ---- controls ------------------------------------------------------------------

    def _fill_controls(self) -> None:
        fill_board_select(element("edit-size"))
        fill_player_select(element("edit-blue"), "human")
        fill_player_select(element("edit-red"), "ai-medium")

    def _sync_controls(self) -> None:
        """Show the editor's choices in the controls (after a change made elsewhere)."""
        ed = self.editor
        element("edit-size").value = ed.board.name
        document.check(element("edit-tools"), TOOL_GROUP, ed.tool)
        document.check(element("edit-side"), SIDE_GROUP, "br"[ed.to_move])
        for p in (BLUE, RED):
            element(f"edit-caught-{p}").value = str(ed.captures[p])
        element("edit-rules").value = self.rules.ruleset
        variants = set(self.rules.variants.split(","))
        for name in VARIANTS:
            document.check(element("edit-rules-box"), "edit-variant", name, name in variants)

    def _on_tool(self, _event) -> None:
        checked = document.radio_value(TOOL_GROUP)
        if checked:
            self.editor.set_tool(checked)
            self.editor.message = f"A click now puts {TOOL_WORDS[self.editor.tool]} on a cell."
            self.render()

    def _on_size(self, _event) -> None:
        self.editor.set_board(str(element("edit-size").value))
        self.layout = None
        self.cursor = None
        self.render()

    def _on_side(self, _event) -> None:
        checked = document.radio_value(SIDE_GROUP)
        if checked:
            self.editor.set_side(BLUE if checked == "b" else RED)
            self.editor.message = f"{SIDES[self.editor.to_move]} moves first."
            self.render()

    def _on_caught(self, _event) -> None:
        values = []
        for p in (BLUE, RED):
            text = str(element(f"edit-caught-{p}").value).strip()
            values.append(int(text) if 0 < len(text) <= 3 and DIGITS.issuperset(text) else -1)
        if not self.editor.set_captures(*values):
            for p in (BLUE, RED):  # the refused number goes; the kept one shows
                element(f"edit-caught-{p}").value = str(self.editor.captures[p])
        else:
            self.editor.message = f"Cats caught so far: blue {values[0]}, red {values[1]}."
        self.render()

    def _on_rules(self, _event) -> None:
        variants = [name for name in VARIANTS if document.box_checked("edit-variant", name)]
        self.rules = Rules.parse(str(element("edit-rules").value), ",".join(variants) or "-")
        self.editor.message = f"Rules: {self.rules.ruleset}" + (
            f", variants {self.rules.variants}" if self.rules.variants != "-" else "") + "."
        self.render()

    def _clear(self) -> None:
        self.editor.set_board(self.editor.board.name)
        self.editor.message = "The board is empty: put the pieces on it."
        self.render()

    # ---- entering ------------------------------------------------------------------

    def start_from_game(self) -> None:
        """Edit the position the game shows (while looking back: that earlier one)."""
        s = self.page.session
        shown = s.shown_game()
        self.editor = PositionEditor.from_position(shown.fen())
        self.rules = s.spec.rules
        n = s.shown_turn_count()
        self.editor.message = (f"Editing the position after turn {n} of the game." if n
                               else "Editing the game's starting position.")
        self.layout = None
        self.cursor = None
        if str(window.location.hash)[1:] != "edit":
            window.location.hash = "edit"
        else:
            self.render()

    def shown(self) -> None:
        """The view has just been shown: lay out and draw."""
        self._sync_controls()
        self.layout = None
        self.render()

    # ---- the board -------------------------------------------------------------------

    def _resize(self) -> None:
        wrap = element("edit-board-wrap")
        width = max(200.0, float(wrap.getBoundingClientRect().width))
        height = min(width, max(260.0, float(window.innerHeight) * 0.72))
        names = self.editor.board.names
        ratio = float(window.devicePixelRatio or 1)
        self.canvas.style.width, self.canvas.style.height = f"{width}px", f"{height}px"
        self.canvas.width, self.canvas.height = int(width * ratio), int(height * ratio)
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.size = (width, height)
        self.layout = Layout(self.editor.board, width, height, labels=True)
        document.hook("editCells", [[names[c], x, y] for c, (x, y) in enumerate(self.layout.centres)])

    def _wrap_resized(self, _event) -> None:
        if self.layout is not None:  # shown at least once: lay out again at the new size
            self.layout = None
            self.draw()

    def draw(self) -> None:
        """Draw the position being set up."""
        if self.layout is None or self.layout.board is not self.editor.board:
            self._resize()
        marks = {"cursor": self.cursor}
        self.canvas.dataset.cursorOn = "1" if self.cursor is not None else ""
        scene = Scene(tuple(self.editor.cells), marks, None, labels=True,
                      mover=self.editor.to_move, theme=self.page.board_view.theme)
        draw(self.ctx, self.layout, scene, *self.size)

    def render(self) -> None:
        """Redraw the board and say everything about the position."""
        ed = self.editor
        self.draw()
        element("edit-say").textContent = ed.message
        herders = ed.board.herders
        counts = [ed.on_board(p) for p in (BLUE, RED)]
        element("edit-count").textContent = (
            f"Blue: {counts[0]} on the board, {herders - counts[0]} in supply. "
            f"Red: {counts[1]} on the board, {herders - counts[1]} in supply. "
            f"Cats: {ed.cells.count(CAT)} in the park, {sum(ed.captures)} caught.")
        problem = ed.problem()
        box = element("edit-problem")
        box.textContent = "" if problem is None else f"Not playable yet: {problem}"
        box.hidden = problem is None
        for ident in ("btn-edit-play", "btn-edit-link", "btn-edit-puzzle"):
            element(ident).disabled = problem is not None
        text = ed.text()
        field = element("edit-text")
        if document.activeElement is not field:
            field.value = text
        body = document.body.dataset
        body.editFen = text
        body.editOk = "1" if problem is None else ""
        if self.made_link is not None and not self.made_link.endswith(text.replace(" ", "_")):
            self._forget_puzzle()

    def _cell_at(self, event):
        rect = self.canvas.getBoundingClientRect()
        return self.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)

    def _on_click(self, event) -> None:
        if self.layout is None:
            return
        self._edit(self._cell_at(event))

    def _edit(self, cell) -> None:
        ok = self.editor.click(cell)
        document.body.dataset.editRefused = "" if ok else self.editor.message
        self.render()
        element("edit-say").classList.toggle("refused", not ok)

    def _on_focus(self, _event) -> None:
        if self.canvas.matches(":focus-visible") and self.cursor is None:
            board = self.editor.board
            self.cursor = board.index.get("f6", board.size // 2)
            self._cursor_moved()

    def _on_blur(self, _event) -> None:
        self.cursor = None
        self.draw()

    def _on_key(self, event) -> None:
        key = str(event.key)
        if self.layout is None or key not in CURSOR_KEYS or self.cursor is None:
            return
        event.preventDefault()
        event.stopPropagation()
        if key in ARROWS:
            self.cursor = self.steps.step(self.layout, self.cursor, key)
            self._cursor_moved()
        else:
            self._edit(self.cursor)
            element("edit-say").textContent = self.editor.message

    def _cursor_moved(self) -> None:
        self.draw()
        said = describe_cell(self.editor, self.editor.cells, self.cursor)
        element("edit-say").textContent = f"{said}. Enter puts {TOOL_WORDS[self.editor.tool]}."
        element("edit-say").classList.remove("refused")
        document.body.dataset.cursor = self.editor.board.names[self.cursor]

    def _load_text(self) -> None:
        text = str(element("edit-text").value).strip()
        try:
            editor = PositionEditor.from_position(text)
        except NotationError as e:
            self.editor.message = f"That position text cannot be read, nothing changed: {e}"
        else:
            editor.tool = self.editor.tool
            self.editor = editor
            self.editor.message = "The position text is on the board."
            self.layout = None
            self._sync_controls()
        self.render()

    # ---- using the position ----------------------------------------------------------

    def spec(self) -> GameSpec:
        """The game the position starts (NotationError when it is not playable)."""
        text = str(self.editor.position())  # checked by the engine
        players = (str(element("edit-blue").value), str(element("edit-red").value))
        return GameSpec(rules=self.rules, start_text=text, players=players)

    def _play(self) -> None:
        try:
            session = Session(self.spec())
        except NotationError as e:
            self.editor.message = f"This position cannot be played: {e}"
            self.render()
            return
        self.page.views.show_board()
        self.page.start_game(session)

    async def _copy(self, what: str) -> None:
        if what == "text":
            value = self.editor.text()
        else:
            try:
                value = self._url(encode(self.spec()))
            except NotationError as e:
                self.editor.message = f"No link for this position: {e}"
                self.render()
                return
        element("edit-copied").value = value
        element("edit-copied-box").hidden = False
        try:
            await window.navigator.clipboard.writeText(value)
            said = "Link copied" if what == "link" else "Position text copied"
        except Exception:
            said = "Copy it from the field below"
        self.editor.message = f"{said}: {'it opens this position as a game' if what == 'link' else value}."
        self.render()

    @staticmethod
    def _url(fragment: str) -> str:
        return str(window.location.href).split("#")[0] + "#" + fragment

    def _make_puzzle(self) -> None:
        from game.catherders.puzzles import PuzzleError, make_puzzle
        from web.catherders.editor.puzzle_link import encode_made

        kind = str(element("edit-kind").value)
        say = element("edit-puzzle-say")
        try:
            puzzle = make_puzzle(self.editor.text(), self.rules.ruleset, self.rules.variants, kind)
        except PuzzleError as e:
            self._forget_puzzle()
            say.textContent = f"Not a puzzle yet: {e}"
            document.body.dataset.editPuzzle = "refused"
            return
        self.made_link = encode_made(puzzle)
        say.textContent = (f"Proved by the solver: {puzzle.goal} Level {puzzle.level}. "
                           "Share the link below, or try it.")
        element("edit-puzzle-link").value = self._url(self.made_link)
        element("edit-puzzle-share").hidden = False
        document.body.dataset.editPuzzle = "made"

    def _forget_puzzle(self) -> None:
        self.made_link = None
        element("edit-puzzle-share").hidden = True
        element("edit-puzzle-say").textContent = ""
        document.body.dataset.editPuzzle = ""

    def _try_puzzle(self) -> None:
        if self.made_link is not None:
            window.location.hash = self.made_link
