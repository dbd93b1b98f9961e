"""Looking back through a table game played action by action: what Clowder's and Cat's
Mansion's sessions share (pure Python, no page).

A session that mixes `ActionHistory` in keeps `states` (the state before any action, then
after each), `actions`, `viewing` (None for the live game, else the number of actions of
the state shown) and `news` (the (before, action, after) committed since the view took
them). The live game goes on while a person looks back.
"""

from __future__ import annotations

from web.kit.looking_back import LookingBack


class ActionHistory(LookingBack):
    """The history's steps (web/kit/looking_back.py) over a session's `states`, `actions`,
    `viewing` and `news`."""

    states: list
    actions: list
    viewing: int | None
    news: list

    def total(self) -> int:
        """How many actions the live game has."""
        return len(self.actions)

    def shown_state(self):
        """The state shown: the live game, or the history's step while looking back."""
        return self.states[self.shown_number()]

    def take_news(self) -> list:
        """The (before, action, after) committed since the last call (for the view to say and
        animate), oldest first."""
        news, self.news = self.news, []
        return news
