"""What a Session (web/catherders/session.py) shows and says, read only, and the few changes
other modules may make (pure Python): the read-only properties over its concerns (containers
as copies), what the board shows and marks, the status line, and pointing at the board.

Its state is the Session's: `SessionReads.__init__` makes one of each concern, and only the
two modules of the Session change them.
"""

from __future__ import annotations

from game.catherders import Game, Turn
from game.catherders.consequences import Preview
from web.catherders.history import GameHistory
from web.catherders.pointing import Pointing, Threats
from web.catherders.review.marks import ReviewMarks
from web.catherders.sharing.friend import side_refusal, whose_turn
from web.catherders.sharing.link import GameSpec
from web.catherders.training.marks import LessonMarks
from web.catherders.turn_in_progress import Frame, TurnInProgress
from web.catherders.words import SIDES


class SessionReads:
    """The Session's concerns and what they show (see the module's docstring)."""

    def __init__(self, spec: GameSpec, game: Game):
        self._spec = spec
        self._history = GameHistory(game)
        self._turn = TurnInProgress(game, self.shown_cells)
        self._hint: Turn | None = None  # a suggested turn, shown until the next action
        self._pointing = Pointing()
        self._threats = Threats()
        self._lesson = LessonMarks()
        self._review = ReviewMarks()
        self._message = ""

    def computer_level(self, player: int) -> str | None:
        """The computer's level if `player` (BLUE or RED) is played by the computer."""
        who = self._spec.players[player]
        return who[3:] if who.startswith("ai-") else None

    def computer_to_move(self) -> str | None:
        """The level of the computer that should play now, or None (a person, or no move)."""
        if self.locked or self.view is not None or self.builder is not None or self.game.is_over():
            return None
        return self.computer_level(self.game.to_move)

    def _not_your_turn(self) -> str | None:
        """Why a person cannot play now (a finished lesson, looking back, game over, the
        computer's turn), or None."""
        if self.locked:
            return self.locked
        if self.view is not None:
            return (f"You are looking at turn {self.view}. Go to the last turn "
                    "(→ or End) to play.")
        if self.game.is_over():
            return self.describe_turn() + " Start a new game to play again."
        if self.computer_to_move() is not None:
            return f"{SIDES[self.game.to_move]} is the computer: wait for its move."
        return side_refusal(self._spec, self.game.to_move)

    # ---- the state, read only (containers as copies) ------------------------------------

    @property
    def spec(self) -> GameSpec:
        """How the game was set up (its turns are the game's: see `current_spec`)."""
        return self._spec

    @property
    def game(self) -> Game:
        """The live game."""
        return self._history.game

    @property
    def board(self):
        """The board being played on."""
        return self._history.game.board

    @property
    def view(self) -> int | None:
        """The number of turns of the position looked at, or None for the live position."""
        return self._history.viewing

    @property
    def selected(self) -> int | None:
        """The cell of the herder selected to move, or None."""
        return self._turn.selected

    @property
    def builder(self):
        """The turn being built (game.catherders.builder's TurnBuilder), or None."""
        return self._turn.builder

    @property
    def focus_cat(self) -> int | None:
        """The cat chosen to run next within the turn being built, or None."""
        return self._turn.focus_cat

    @property
    def hint(self) -> Turn | None:
        """The suggested turn marked on the board until the next action, or None."""
        return self._hint

    @property
    def frames(self) -> list[Frame]:
        """The animation of what the last action played (a copy; `take_frames` empties it)."""
        return list(self._turn.frames)

    @property
    def message(self) -> str:
        """The last thing said (the status line when nothing is pointed at: see `status`)."""
        return self._message

    @property
    def preview_on(self) -> bool:
        """Whether the consequence preview is on."""
        return self._pointing.on

    @property
    def threats_on(self) -> bool:
        """Whether the board marks the cats either side could catch."""
        return self._threats.on

    @property
    def pointed(self) -> int | None:
        """The cell pointed at (hover, cursor, first tap), or None."""
        return self._pointing.pointed

    @property
    def preview(self) -> Preview | None:
        """What the pointed action would do, or None."""
        return self._pointing.preview

    @property
    def cursor(self) -> int | None:
        """The keyboard's cell cursor, or None."""
        return self._pointing.cursor

    @property
    def hint_cells(self) -> list[int]:
        """The cells a lesson's, a puzzle's or a mistake's hint or verdict marks (a copy)."""
        return list(self._lesson.cells)

    @property
    def locked(self) -> str | None:
        """Why nobody may play (a lesson or a puzzle judged), or None."""
        return self._lesson.locked

    @property
    def annotations(self) -> dict:
        """A review's marks and comments by turn index (game.catherders.record's Annotation; a copy)."""
        return dict(self._review.notes)

    @property
    def can_undo(self) -> bool:
        """Whether Undo does something: a turn in progress to drop, or a turn to take back that
        is not only the computer's opening turn (against the computer, an undo lands on the
        person's turn, and before the computer's first there is none)."""
        if self.builder is not None or self.selected is not None:
            return True
        stack = self.game.stack
        if not stack:
            return False
        opened_by_computer = self.computer_level(self.game.start.to_move) is not None
        return not (len(stack) == 1 and opened_by_computer and self._against_computer())

    @property
    def can_redo(self) -> bool:
        """Whether a turn taken back can be played again."""
        return bool(self._history.redo)

    # ---- what other modules may change -------------------------------------------------

    def say(self, message: str) -> None:
        """Make `message` the last thing said (the status line)."""
        self._message = message

    def lock(self, reason: str) -> None:
        """Let nobody play, for `reason` (said when someone tries): a lesson or a puzzle judged."""
        self._lesson.lock(reason)

    def mark_hint(self, turn: Turn | None) -> None:
        """Mark a suggested turn on the board, until the next action (None: no hint)."""
        self._hint = turn

    def mark_cells(self, cells) -> None:
        """Mark these cells on the board for a hint or a verdict (none: no marks)."""
        self._lesson.mark(cells)

    def take_frames(self) -> list[Frame]:
        """The animation of what the last action played, handed over once: it is emptied."""
        frames, self._turn.frames = self._turn.frames, []
        return frames

    def set_threats(self, on: bool) -> None:
        """Switch the marks of the cats either side could catch on or off."""
        self._threats.on = bool(on)

    def set_cursor(self, cell: int | None) -> None:
        """Put the keyboard's cell cursor on `cell` (None: no cursor)."""
        self._pointing.cursor = cell

    def annotate(self, notes: dict) -> None:
        """Replace the review's marks and comments: {turn index: game.catherders.record's Annotation}."""
        self._review.annotate(notes)

    # ---- what is shown ---------------------------------------------------------

    def shown_game(self) -> Game:
        """The game as shown: the live one, or a copy at the turn being looked at."""
        return self._history.shown_game()

    def shown_cells(self) -> tuple[int, ...]:
        """What stands on each cell as the board shows it: the turn being built, the
        position looked at, or the live one."""
        built = self._turn.cells()
        return built if built is not None else tuple(self.shown_game().cells)

    def last_turn(self) -> Turn | None:
        """The turn that led to the shown position (None at the start)."""
        return self._history.last_turn()

    def highlights(self) -> dict:
        """What the board marks now: selection, reachable cells, the choices of the turn."""
        marks = {"selected": None, "targets": [], "flee": [], "escort": [], "stay": [], "focus": None,
                 "hint": self._hint, "preview": self.preview, "cursor": self.cursor,
                 "catchable": [], "threatened": [], "hint_cells": self._lesson.cells}
        if self._threats.on and self.builder is None:
            marks["catchable"], marks["threatened"] = self.threats()
        if self.view is None and not self.game.is_over():
            self._turn.marks(marks)
        return marks

    def describe_turn(self) -> str:
        """The status line when nothing special happened: whose turn, or the result."""
        game, spec = self.game, self._spec
        outcome = game.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return f"Game over: a draw ({outcome.reason})."
            return f"Game over: {SIDES[outcome.winner]} wins ({outcome.reason})."
        who = SIDES[game.to_move]
        level = self.computer_level(game.to_move)
        if level is not None:
            return f"{who} (computer, {level}) is thinking…"
        if side_refusal(spec, game.to_move):
            return whose_turn(spec, game.to_move)
        if not game.legal_actions():
            return f"{who} has no legal action and must pass: press Pass."
        if spec.you is not None:
            return (f"{whose_turn(spec, game.to_move)} Place a herder on the Wall, "
                    "or click one of yours to move it.")
        return f"{who} to play: place a herder on the Wall, or click one of yours to move it."

    # ---- pointing: the consequence preview, threats ----------------------------------

    def action_at(self, cell: int | None) -> tuple[int | None, int] | None:
        """The herder action a click on `cell` would begin now, as (origin, target), or None:
        a move of the selected herder, or a placement on an empty Wall cell."""
        if cell is None or self.builder is not None or self._not_your_turn():
            return None
        actions = self.game.legal_actions()
        if self.selected is not None and (self.selected, cell) in actions:
            return self.selected, cell
        if (None, cell) in actions:  # as a click: a Wall cell places, selection or not
            return None, cell
        return None

    def point(self, cell: int | None) -> bool:
        """Point at a cell (hover, the keyboard cursor, a first tap): with preview on, work
        out what the action there would do. Returns True when the preview changed."""
        return self._pointing.point(self.game, cell, self.action_at)

    def unpoint(self) -> None:
        """Point at nothing: no preview."""
        self._pointing.unpoint()

    def tap(self, cell: int | None) -> None:
        """A tap on a touch screen: with preview on, the first tap on an action's cell
        previews it and a second tap on the same cell plays it; other taps are clicks."""
        if self._pointing.wants_second_tap(cell, self.action_at):
            self._hint = None
            self._turn.frames = []
            self.point(cell)
            self._pointing.tap_pending = cell
            self._message = self.status()
            return
        self.click(cell)

    def set_preview(self, on: bool) -> None:
        """Switch the consequence preview on or off."""
        self._pointing.set_on(on)

    def threats(self) -> tuple[list[int], list[int]]:
        """(cats the side to move could catch now, cats the other side could catch on its
        next turn) in the shown position; ([], []) once the game is over."""
        return self._threats.of(self.shown_game())

    def status(self) -> str:
        """The status line: what the pointed action would do, or the last message."""
        return self._pointing.status(self._message, self.board.names)
