"""Setting up a position by hand: the model behind the position editor (pure Python).

The editor holds the pieces on a board, the side to move and the catches so
far; the supply follows from the herders on the board. Each edit is checked
as it is made, and a refused edit changes nothing and says why in `message`:
a cat on the Wall, more herders than a player owns. What cannot be judged one
piece at a time (the number of cats in all, a game already won) is said by
`problem()`, and `position()` asks the engine itself (Position.parse) before a
position is played, shared or made a puzzle.
"""

from __future__ import annotations

from game.catherders import (
    BLUE,
    CAT,
    EMPTY,
    RED,
    NotationError,
    Position,
    get_board,
    herder,
    is_herder,
    owner,
)
from game.catherders.position import MAX_CATS, MIN_CATS
from web.catherders.words import COLOURS, SIDES

TOOLS = ("blue", "red", "cat", "erase")
PIECE_OF_TOOL = {"blue": herder(BLUE), "red": herder(RED), "cat": CAT, "erase": EMPTY}
MAX_CATCHES = MAX_CATS


class PositionEditor:
    """A position being set up: pieces, side to move, catches; the tool in hand."""

    def __init__(self, board: str = "hex6"):
        self.board = get_board(board)
        self.cells = [EMPTY] * self.board.size
        self.to_move = BLUE
        self.captures = [0, 0]
        self.tool = "cat"
        self.message = "Choose a piece, then click cells to put it there (again to take it off)."

    @classmethod
    def from_position(cls, position: Position | str) -> PositionEditor:
        """An editor holding `position` (a Position or its text), to change it."""
        pos = Position.parse(position) if isinstance(position, str) else position
        editor = cls(pos.board.name)
        for p in (BLUE, RED):
            for c in pos.herders[p]:
                editor.cells[c] = herder(p)
        for c in pos.cats:
            editor.cells[c] = CAT
        editor.to_move = pos.to_move
        editor.captures = list(pos.captures)
        editor.message = "Editing the position shown."
        return editor

    # ---- edits ------------------------------------------------------------------------

    def set_board(self, name: str) -> None:
        """Change the board; the pieces go (they do not fit another board), the rest stays."""
        board = get_board(name)  # NotationError for an unknown board: nothing changes
        self.board = board
        self.cells = [EMPTY] * board.size
        self.message = f"Board {name}: an empty board of {board.size} cells."

    def set_tool(self, tool: str) -> None:
        """Choose what a click puts: 'blue', 'red', 'cat' or 'erase'."""
        if tool not in TOOLS:
            raise ValueError(f"unknown tool {tool!r}: expected one of {', '.join(TOOLS)}")
        self.tool = tool

    def click(self, cell: int | None) -> bool:
        """Put the tool's piece on `cell`, or take it off when the same piece is there;
        False (and `message` says why) when refused. A refusal changes nothing."""
        names = self.board.names
        if cell is None or not 0 <= cell < self.board.size:
            self.message = "That is outside the board."
            return False
        piece = PIECE_OF_TOOL[self.tool]
        if self.cells[cell] == piece and piece != EMPTY:
            piece = EMPTY  # a second click takes it off
        if piece == CAT and self.board.is_wall[cell]:
            self.message = f"Cats live in the Park: {names[cell]} is on the Wall."
            return False
        if is_herder(piece) and self.cells[cell] != piece:
            p = owner(piece)
            if self.on_board(p) >= self.board.herders:
                self.message = (f"{SIDES[p]} owns {self.board.herders} herders on "
                                f"{self.board.name}, and all of them are on the board already.")
                return False
        self.cells[cell] = piece
        what = {EMPTY: "empty", CAT: "a cat",
                herder(BLUE): "a blue herder", herder(RED): "a red herder"}[piece]
        self.message = f"{names[cell]}: {what}."
        return True

    def set_side(self, player: int) -> None:
        """Who moves first from the position (BLUE or RED)."""
        if player not in (BLUE, RED):
            raise ValueError(f"side must be 0 (blue) or 1 (red), not {player!r}")
        self.to_move = player

    def set_captures(self, blue: int, red: int) -> bool:
        """The cats each side has caught already; refused (False, `message`) when not a
        whole number from 0 to MAX_CATCHES."""
        for who, n in zip(COLOURS, (blue, red), strict=True):
            if not isinstance(n, int) or not 0 <= n <= MAX_CATCHES:
                self.message = f"Cats caught by {who}: expected a whole number from 0 to {MAX_CATCHES}."
                return False
        self.captures = [blue, red]
        return True

    # ---- what it makes ------------------------------------------------------------------

    def on_board(self, player: int) -> int:
        """How many of `player`'s herders stand on the board."""
        return self.cells.count(herder(player))

    def text(self) -> str:
        """The position's text (which may not be valid yet: see problem())."""
        names = self.board.names

        def listed(piece):
            return ",".join(names[c] for c in range(self.board.size) if self.cells[c] == piece) or "-"

        supply = [self.board.herders - self.on_board(p) for p in (BLUE, RED)]
        return (f"{self.board.name} {'br'[self.to_move]} b:{listed(herder(BLUE))} r:{listed(herder(RED))} "
                f"c:{listed(CAT)} {self.captures[0]}-{self.captures[1]} {supply[0]}-{supply[1]}")

    def problem(self) -> str | None:
        """Why this cannot be played yet, in a player's words, or None when it can."""
        total = self.cells.count(CAT) + sum(self.captures)
        if total % 2 == 0 or not MIN_CATS <= total <= MAX_CATS:
            return (f"{total} cats in all, counting those caught: a game needs an odd number "
                    f"from {MIN_CATS} to {MAX_CATS}.")
        try:
            Position.parse(self.text())
        except NotationError as e:
            return str(e)
        return None

    def position(self) -> Position:
        """The position, checked by the engine (NotationError says what is wrong)."""
        return Position.parse(self.text())
