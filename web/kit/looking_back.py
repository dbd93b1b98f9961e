"""Looking back through a game, one step at a time (pure Python): what every game's session
shares. A session that mixes `LookingBack` in says how many steps the live game has
(`total()`) and keeps `viewing`: None for the live game, else the number of steps of the
position shown. The live game goes on while a person looks back.

Clowder's and Cat's Mansion's history (web/kit/table/history.py) steps over actions, the
pageant's over votes (web/pageant/session.py) and Cat Herders' over turns
(web/catherders/history.py).
"""

from __future__ import annotations


class LookingBack:
    """The steps over a game of `total()` steps, `viewing` the one shown (None: the live game)."""

    viewing: int | None

    def total(self) -> int:
        """How many steps the live game has."""
        raise NotImplementedError

    def shown_number(self) -> int:
        """The number of steps of the position shown (the live game's, or the one looked at)."""
        return self.total() if self.viewing is None else self.viewing

    def step(self, delta: int) -> None:
        """Step by `delta` (from the live game: from its last step)."""
        self.step_to(self.shown_number() + delta)

    def step_to(self, number: int) -> None:
        """Show the game after `number` steps (clamped); the last is the live game."""
        total = self.total()
        number = max(0, min(total, number))
        self.viewing = None if number == total else number
