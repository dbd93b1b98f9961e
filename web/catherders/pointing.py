"""Pointing at the board (pure Python): the cell pointed at (hover, the keyboard's cursor, a
first tap) and what the action there would do (the consequence preview), and the marks of the
cats either side could catch (threats). The page remembers both switches (web.catherders.page).
"""

from __future__ import annotations

from game.catherders import Game
from game.catherders.consequences import Preview, catchable, preview, threatened


class Pointing:
    """The pointed cell, its preview, the keyboard's cursor and a first tap waiting for a second."""

    def __init__(self):
        self.on = True  # whether the consequence preview is on
        self.pointed: int | None = None
        self.preview: Preview | None = None
        self.cursor: int | None = None
        self.tap_pending: int | None = None  # a first tap previewed this cell: a second plays
        self._key: tuple | None = None  # (game, turns, hash, action) previewed

    def point(self, game: Game, cell: int | None, action_at) -> bool:
        """Point at `cell`; with the preview on, work out what `action_at(cell)` (an
        (origin, target) or None) would do. True when the preview changed."""
        before = self.preview
        if cell != self.tap_pending:
            self.tap_pending = None
        self.pointed = cell
        action = action_at(cell) if self.on else None
        key = (id(game), len(game.stack), game.hash, action)
        if action is None:
            self.preview = None
        elif before is None or self._key != key:
            self.preview = preview(game, *action)
        self._key = key
        return self.preview is not before

    def unpoint(self) -> None:
        """Point at nothing: no preview."""
        self.pointed = self.preview = self.tap_pending = None

    def wants_second_tap(self, cell: int | None, action_at) -> bool:
        """Whether a tap on `cell` only previews (the first tap on an action's cell)."""
        return (self.on and cell is not None and self.pointed != cell
                and action_at(cell) is not None)

    def set_on(self, on: bool) -> None:
        """Switch the consequence preview on or off."""
        self.on = bool(on)
        if not on:
            self.unpoint()

    def status(self, message: str, names) -> str:
        """The status line: what the pointed action would do, or `message`."""
        if self.preview is None:
            return message
        said = self.preview.describe()
        if self.tap_pending is not None and self.tap_pending == self.pointed:
            said += f" Tap {names[self.pointed]} again to play it."
        return said


class Threats:
    """Whether the board marks the cats either side could catch, and those cats (kept per position)."""

    def __init__(self):
        self.on = False
        self._cached: tuple | None = None  # (position key, mine, theirs)

    def of(self, g: Game) -> tuple[list[int], list[int]]:
        """(cats the side to move could catch now, cats the other side could catch on its
        next turn) in `g`; ([], []) once the game is over."""
        key = (id(g), len(g.stack), g.hash)
        if self._cached is None or self._cached[0] != key:
            if g.is_over():
                mine, theirs = set(), set()
            else:
                mine, theirs = catchable(g), threatened(g)
            self._cached = (key, sorted(mine), sorted(theirs))
        return self._cached[1], self._cached[2]
