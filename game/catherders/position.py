"""Positions as values, and their text form.

A position is seven fields separated by single spaces:

    hex6 b b:a1,f11 r:f1,k11 c:c4,c5,d7,e5,f7,g4,h9,i6,i9 0-0 13-13

board, side to move (b or r), blue herders, red herders, cats, captures
B-R, herders in supply B-R. Cell lists are comma-separated in canonical
order, '-' when empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.text import shown

from .board import Board, get_board
from .errors import NotationError

BLUE, RED = 0, 1
COLOUR_LETTERS = "br"
COLOUR_NAMES = ("blue", "red")
MIN_CATS, MAX_CATS = 3, 25
# A position's text is at most 779 characters: sq13's 169 cells each named once (up to three
# characters and a comma) and the other fields at their longest. Longer text is refused unread.
MAX_POSITION_LENGTH = 1_000

_PAIR = re.compile(r"([0-9]{1,3})-([0-9]{1,3})")


def majority(total_cats: int) -> int:
    """Captures needed to win with this many cats in the game (5 of 9)."""
    return total_cats // 2 + 1


@dataclass(frozen=True)
class Position:
    """An immutable snapshot of a position; str() gives its canonical text."""

    board: Board
    to_move: int
    herders: tuple[tuple[int, ...], tuple[int, ...]]
    cats: tuple[int, ...]
    captures: tuple[int, int]
    supply: tuple[int, int]

    @property
    def total_cats(self) -> int:
        """Cats in the game: those on the board plus those captured."""
        return len(self.cats) + self.captures[0] + self.captures[1]

    def __str__(self) -> str:
        names = self.board.names

        def cell_list(cells):
            return ",".join(names[c] for c in sorted(cells)) or "-"

        return " ".join(
            (
                self.board.name,
                COLOUR_LETTERS[self.to_move],
                "b:" + cell_list(self.herders[BLUE]),
                "r:" + cell_list(self.herders[RED]),
                "c:" + cell_list(self.cats),
                f"{self.captures[0]}-{self.captures[1]}",
                f"{self.supply[0]}-{self.supply[1]}",
            )
        )

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read a position; NotationError names the field and value at fault."""
        if not isinstance(text, str):
            raise NotationError(f"position must be text, not {type(text).__name__}")
        if len(text) > MAX_POSITION_LENGTH:
            raise NotationError(f"position of {len(text)} characters: a position's text is at most "
                                f"{MAX_POSITION_LENGTH}")
        fields = text.strip().split(" ")
        if len(fields) != 7 or "" in fields:
            raise NotationError(
                f"position {shown(text.strip())}: expected 7 fields separated by single spaces "
                "(board, side to move, b:…, r:…, c:…, captures B-R, supply B-R), "
                f"got {len([f for f in fields if f])}"
            )
        board_f, side_f, blue_f, red_f, cats_f, capt_f, supply_f = fields
        try:
            board = get_board(board_f)
        except NotationError as e:
            raise NotationError(f"position board field: {e}") from None
        if side_f not in ("b", "r"):
            raise NotationError(f"position side-to-move field {shown(side_f)}: expected 'b' or 'r'")
        taken: dict[int, str] = {}
        blue = _cell_list(board, blue_f, "b:", taken)
        red = _cell_list(board, red_f, "r:", taken)
        cats = _cell_list(board, cats_f, "c:", taken)
        for c in cats:
            if board.is_wall[c]:
                raise NotationError(f"position field 'c:': cat on Wall cell {board.names[c]!r}")
        captures = _pair(capt_f, "captures")
        supply = _pair(supply_f, "supply")
        for colour, on_board in ((BLUE, blue), (RED, red)):
            if len(on_board) + supply[colour] != board.herders:
                raise NotationError(
                    f"position supply field {shown(supply_f)}: {COLOUR_NAMES[colour]} has "
                    f"{len(on_board)} herders on the board and {supply[colour]} in supply, "
                    f"but {board.herders} in all on {board.name}"
                )
        pos = cls(board, "br".index(side_f), (blue, red), cats, captures, supply)
        total = pos.total_cats
        if total % 2 == 0 or not MIN_CATS <= total <= MAX_CATS:
            raise NotationError(
                f"position cats field {shown(cats_f)} with captures {shown(capt_f)}: {total} cats in all, "
                f"expected an odd number from {MIN_CATS} to {MAX_CATS}"
            )
        if min(captures) >= majority(total):
            raise NotationError(
                f"position captures field {shown(capt_f)}: both players cannot have won"
            )
        return pos


def _cell_list(board: Board, field: str, prefix: str, taken: dict[int, str]) -> tuple[int, ...]:
    if not field.startswith(prefix):
        raise NotationError(f"position field {shown(field)}: expected it to start with {prefix!r}")
    body = field[len(prefix):]
    if body == "-":
        return ()
    cells = []
    for name in body.split(","):
        cell = board.index.get(name)
        if cell is None:
            raise NotationError(f"position field {prefix!r}: no cell {shown(name)} on {board.name}")
        if cell in taken:
            raise NotationError(
                f"position field {prefix!r}: cell {shown(name)} is already in field {taken[cell]!r}"
            )
        taken[cell] = prefix
        cells.append(cell)
    return tuple(sorted(cells))


def _pair(field: str, what: str) -> tuple[int, int]:
    m = _PAIR.fullmatch(field)
    if not m:
        raise NotationError(
            f"position {what} field {shown(field)}: expected two counts B-R of 0 or more, like 0-0"
        )
    return int(m.group(1)), int(m.group(2))
