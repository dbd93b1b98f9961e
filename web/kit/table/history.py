"""Looking back through a table game played action by action: what Clowder's and Cat's
Mansion's sessions share (pure Python, no page).

A session that mixes `ActionHistory` in keeps `states` (the state before any action, then
after each), `actions`, `viewing` (None for the live game, else the number of actions of
the state shown) and `news` (the (before, action, after) committed since the view took
them). The live game goes on while a person looks back.
"""

from __future__ import annotations


class ActionHistory:
    """The history's steps over a session's `states`, `actions`, `viewing` and `news`."""

    states: list
    actions: list
    viewing: int | None
    news: list

    def shown_number(self) -> int:
        """The number of actions of the state shown (the live game's or the history's)."""
        return len(self.actions) if self.viewing is None else self.viewing

    def shown_state(self):
        """The state shown: the live game, or the history's step while looking back."""
        return self.states[self.shown_number()]

    def step(self, delta: int) -> None:
        """Step through the history by `delta` actions (from the live game: from its last)."""
        self.step_to(self.shown_number() + delta)

    def step_to(self, number: int) -> None:
        """Show the game after `number` actions (clamped); the last is the live game."""
        total = len(self.actions)
        number = max(0, min(total, number))
        self.viewing = None if number == total else number

    def take_news(self) -> list:
        """The (before, action, after) committed since the last call (for the view to say and
        animate), oldest first."""
        news, self.news = self.news, []
        return news
