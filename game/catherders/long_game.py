"""A long random game: the first seed whose random game lasts more than a given number of
turns, and those turns' texts. What the page's long-game test (tests/browser/catherders/
test_long_game.py) and its benchmark (bench/bench_refresh.py) both play."""

from __future__ import annotations

import random

from .setups import new_position
from .state import Game


def long_game(turns: int, first_seed: int = 1, tries: int = 1000) -> tuple[int, list[str]]:
    """The first seed from `first_seed` whose random game (its start, 9 cats on hex6 with the
    beginner set-up, and its turns all drawn from that seed) lasts more than `turns` turns, and
    its first `turns` turns' texts. ValueError when none of `tries` seeds does."""
    for seed in range(first_seed, first_seed + tries):
        game = Game(new_position("hex6", "beginner", 9, seed))
        rng = random.Random(seed)
        while not game.is_over() and len(game.stack) <= turns:
            game.random_turn(rng)
        if not game.is_over():
            return seed, [str(t) for t in game.turns[:turns]]
    raise ValueError(f"no seed from {first_seed} gives a game longer than {turns} turns")
