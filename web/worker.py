"""The computer opponent's worker script: the search runs here, off the page's main thread.

PyScript starts this file in a web worker (web.computer creates it on demand,
with worker.toml: the worker gets only the modules this file imports);
the page awaits the exported functions, so the board never freezes while
the computer thinks. Each call receives the whole game as its link fragment
and answers with a turn's text.
"""

from __future__ import annotations

import random
import sys

from game import Game
from opponent import BUDGETS, HINT_LEVEL, choose_turn, hint
from web.link import decode


def _game(fragment: str) -> Game:
    return decode(fragment).replay()


def choose(fragment: str, level: str, seed: int) -> str:
    """The computer's turn at `level` for the side to move in the game of `fragment`.

    The level's time budget applies as well as its node budget, so a slow device
    answers in time (playing a little weaker).
    """
    seconds = BUDGETS[level][0]
    return str(choose_turn(_game(fragment), level, random.Random(int(seed)), seconds))


def suggest(fragment: str, seed: int) -> str:
    """A hint: a good turn for the side to move."""
    return str(hint(_game(fragment), random.Random(int(seed)), BUDGETS[HINT_LEVEL][0]))


def warm_up() -> str:
    """Search a small position once, so the first real turn costs what the later ones do
    (the page calls this once the worker has started)."""
    game = decode("v=1&board=hex6&setup=beginner&cats=9&seed=1").replay()
    return str(choose_turn(game, "medium", random.Random(0), 0.3))


def modules() -> list[str]:
    """The names of every module imported in this worker (tests check the shipped standard
    library against them)."""
    return sorted(sys.modules)


__export__ = ["choose", "suggest", "warm_up", "modules"]
