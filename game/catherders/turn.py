"""A turn as a value, and its text form.

    a3                  place a herder from supply on the Wall cell a3
    b2-d4 e5>f6 d3>d2   move the herder on b2 to d4; cat e5 flees to f6,
                        then cat d3 to d2
    c4 e5>f6>f7         under double-step a cat may make two steps
    b2-d4 e5>f6 xd4     under escort, the herder on d4 leaves with a cat
    pass                a player with no legal action passes

Tokens are separated by spaces. Captures are not written: they follow from
the rules. Turn.parse checks only the form and the cell names; whether the
turn is legal is the game's business (Game.push).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.text import shown

from .board import Board
from .errors import NotationError

_CELL = r"[a-z][0-9]{1,2}"
# A turn's text is at most about 150 characters: a move on sq13 (7), eight cats each fleeing two
# steps (12 each with the space) and eight escorts (5 each). The longest in 1,440 random games
# on every board is 70. Longer text is refused unread.
MAX_TURN_LENGTH = 300
_ACTION = re.compile(rf"({_CELL})(?:-({_CELL}))?")
_FLIGHT = re.compile(rf"{_CELL}(?:>{_CELL}){{1,2}}")
_ESCORT = re.compile(rf"x({_CELL})")


@dataclass(frozen=True)
class Turn:
    """One player's turn.

    origin  the moved herder's cell, or None for a placement or a pass
    target  the placed or moved herder's new cell, or None for a pass
    steps   in order: a tuple of cells for each cat that moved (where it
            was, then each cell it stepped to), or an int, the cell of a
            herder that escorts a captured cat out
    """

    board: Board
    origin: int | None
    target: int | None
    steps: tuple = ()

    @property
    def is_pass(self) -> bool:
        """True for the pass turn."""
        return self.target is None

    @property
    def is_placement(self) -> bool:
        """True when the turn places a herder from supply."""
        return self.target is not None and self.origin is None

    @property
    def flights(self) -> list[tuple[int, ...]]:
        """The cats' paths, in the order they fled."""
        return [s for s in self.steps if isinstance(s, tuple)]

    @property
    def escorts(self) -> list[int]:
        """Cells of the herders that escorted captured cats out."""
        return [s for s in self.steps if isinstance(s, int)]

    def action_text(self) -> str:
        """The first token alone: the placement, the move, or 'pass'."""
        names = self.board.names
        if self.target is None:
            return "pass"
        if self.origin is None:
            return names[self.target]
        return f"{names[self.origin]}-{names[self.target]}"

    def __str__(self) -> str:
        names = self.board.names
        tokens = [self.action_text()]
        for step in self.steps:
            if isinstance(step, tuple):
                tokens.append(">".join(names[c] for c in step))
            else:
                tokens.append("x" + names[step])
        return " ".join(tokens)

    @classmethod
    def parse(cls, text: str, board: Board) -> Turn:
        """Read a turn for `board`; NotationError quotes the text and says why."""
        if not isinstance(text, str):
            raise NotationError(f"turn must be text, not {type(text).__name__}")
        if len(text) > MAX_TURN_LENGTH:
            raise NotationError(f"turn of {len(text)} characters: a turn is at most {MAX_TURN_LENGTH}, "
                                f"not {shown(text.strip())}")
        tokens = text.split()
        if not tokens:
            raise NotationError("empty turn: expected a placement, a move or 'pass'")

        def fail(why: str):
            raise NotationError(f"malformed turn {shown(text.strip())}: {why}")

        def cell(name: str) -> int:
            c = board.index.get(name)
            if c is None:
                fail(f"no cell {shown(name, 12)} on {board.name}")
            return c

        if tokens[0] == "pass":
            if len(tokens) > 1:
                fail("nothing may follow 'pass'")
            return cls(board, None, None, ())
        m = _ACTION.fullmatch(tokens[0])
        if not m:
            fail(f"{shown(tokens[0], 12)} is not a placement like 'a3' or a move like 'b2-d4'")
        origin = cell(m.group(1)) if m.group(2) else None
        target = cell(m.group(2) or m.group(1))
        steps: list = []
        for token in tokens[1:]:
            if _FLIGHT.fullmatch(token):
                steps.append(tuple(cell(n) for n in token.split(">")))
            elif (e := _ESCORT.fullmatch(token)) is not None:
                steps.append(cell(e.group(1)))
            else:
                fail(f"{shown(token, 12)} is neither a cat's flight like 'e5>f6' nor an escort like 'xd4'")
        return cls(board, origin, target, tuple(steps))
