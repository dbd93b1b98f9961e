"""Cat Herders' words: the sides' names, indexed by player (game.catherders.BLUE, RED).

- `COLOURS` ("blue", "red"), lower-case inside a sentence (the engine's own names,
  game.catherders.position.COLOUR_NAMES);
- `SIDES` ("Blue", "Red"), capitalised to start one.

The words every game's text shares (counts, lists) are web/kit/words.py's.
"""

from __future__ import annotations

from game.catherders.position import COLOUR_NAMES

__all__ = ["COLOURS", "SIDES"]

COLOURS: tuple[str, ...] = COLOUR_NAMES  # by player: "blue", "red"
SIDES: tuple[str, ...] = tuple(name.capitalize() for name in COLOURS)  # by player: "Blue", "Red"
