"""What a table game's page needs to know of its game (web/kit/table/page.py's `TableGame`):
its name, the prefix of its elements' ids, its words, how many players it takes and what a
step of its history is; its storage keys and its guide's setting follow from its name."""

from __future__ import annotations

from dataclasses import dataclass

from web.kit.storage import GAME_KEYS


@dataclass(frozen=True)
class TableGame:
    """What a table game's page needs to know of its game."""

    name: str  # in links and body[data-game]; its section's id
    prefix: str  # of its elements' ids: "pg" gives pg-problem, btn-pg-new, dlg-pg-new ...
    called: str  # at the start of a sentence: "The pageant", "Clowder"
    a_game: str  # "a pageant", "a Clowder game"
    players: tuple[int, int]  # the fewest and the most
    step: str = "move"  # what one step of its history is: "move", "vote"

    @property
    def store_key(self) -> str:
        """Where its games are kept (web/kit/storage.py's GAME_KEYS)."""
        return GAME_KEYS[self.name][0]

    @property
    def backup_key(self) -> str:
        """Where the copy of its games is kept."""
        return GAME_KEYS[self.name][1]

    @property
    def guide_setting(self) -> str:
        """The setting of its guide's switch."""
        return f"{self.name}_guide"

    @property
    def rules_fragment(self) -> str:
        """The address of its rules view."""
        return f"game={self.name}&rules"
