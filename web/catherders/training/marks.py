"""What a lesson, a puzzle or a mistake to learn from puts on the session (pure Python): the
lock once the item is judged, and the cells its hint or verdict marks."""

from __future__ import annotations


class LessonMarks:
    """The lock (why nobody may play, or None) and the marked cells."""

    def __init__(self):
        self.locked: str | None = None
        self.cells: list[int] = []

    def lock(self, reason: str) -> None:
        """Let nobody play, for `reason` (said when someone tries)."""
        self.locked = reason

    def mark(self, cells) -> None:
        """Mark these cells (none: no marks)."""
        self.cells = list(cells)
