"""Games and starts for the compact code's tests (test_compact.py, test_compact_any_text.py)."""

from __future__ import annotations

import random

from game.catherders import Game, Rules, new_position
from tests.support.helpers import P

DESIGNER = Rules.parse("designer", "")
HEX6 = new_position("hex6", "beginner", 9, 0)

HEX6_WALL = ("a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1 f11 g2 g11 h3 h11 "
             "i4 i11 j5 j11 k6 k7 k8 k9 k10 k11").split()
RING1 = "b2 b3 b4 b5 b6 c2 c7 d2 d8 e2 e9 f2 f10 g3 g10 h4 h10 i5 i10 j6 j7 j8 j9 j10".split()
# The Wall full of herders and every Park cell next to it a cat: neither side can act.
BLOCKED = P(" ".join(HEX6_WALL[:15]), " ".join(HEX6_WALL[15:]), " ".join(RING1 + ["f6"]))


def crowded(gap: int) -> str:
    """Blue's Wall cells all taken and `gap` of red's free, two ring cats gone: blue can
    only pass until the cats near the Wall have fled."""
    return P(" ".join(HEX6_WALL[:15]), " ".join(HEX6_WALL[15:-gap]), " ".join(RING1[:-2] + ["f6"]))


def random_game(start, rules: Rules, seed: int, limit: int | None = None) -> Game:
    """A seeded random game (uniform action, then uniform choices), to its end or `limit` turns."""
    game, rng = Game(start, rules), random.Random(seed)
    while not game.is_over() and (limit is None or len(game.turns) < limit):
        game.random_turn(rng)
    return game


def texts(turns) -> list[str]:
    """Each turn's text."""
    return [str(t) for t in turns]
