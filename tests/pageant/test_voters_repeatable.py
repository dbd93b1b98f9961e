"""A computer's vote depends only on what it sees and its random generator: the same view
and the same seed give the same vote."""

import random

from game.pageant.bots import LEVELS, choose
from game.pageant.seen import seen_by
from tests.pageant.states import random_game


def test_the_same_view_and_seed_give_the_same_vote_at_every_level():
    for index in range(6):
        game = random_game(3 + index % 5, index, 5 * index)
        seen = seen_by(game, index % game.players)
        for level in LEVELS:
            votes = {choose(seen, seen.seat, level, random.Random(index)) for _ in range(2)}
            assert len(votes) == 1
