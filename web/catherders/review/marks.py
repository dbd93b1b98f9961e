"""A review's marks and comments on a game's turns, kept with the game (pure Python): by turn
index, game.catherders.record's Annotation; written into the game's record."""

from __future__ import annotations


class ReviewMarks:
    """The marks and comments by turn index."""

    def __init__(self):
        self.notes: dict = {}

    def annotate(self, notes: dict) -> None:
        """Replace the marks and comments."""
        self.notes = dict(notes)

    def up_to(self, turns: int) -> dict:
        """The marks of the first `turns` turns (those of the game as it is now)."""
        return {i: a for i, a in self.notes.items() if i < turns}
