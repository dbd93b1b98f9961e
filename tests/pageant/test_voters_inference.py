"""The hard level's guess of the others' goals: a revealed pick favours the goals it helps,
and the hands it deals are always hands the rules allow."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS, Game, Round
from game.pageant.guess import pair_weights, sample_goals
from game.pageant.seen import seen_by
from tests.pageant.states import random_game


def test_a_first_pick_favours_goals_with_that_cat_below():
    game = Game.new(4, 3)
    picked = next(c for c in CATS if c != game.owners[1])
    game = game.vote((game.owners[1] % 9 + 1, picked, 1, 2))
    weights = pair_weights(seen_by(game, 0), 1)
    for other in CATS:
        if other not in (picked, game.owners[1]) and other not in game.round.ranking:
            assert weights[other][picked] > weights[picked][other]


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**31 - 1), votes=st.integers(0, 30),
       draw=st.integers(0, 2**32))
def test_sampled_goals_are_always_a_hand_the_rules_deal(players, seed, votes, draw):
    game = random_game(players, seed, votes)
    seen = seen_by(game, 0)
    rng = random.Random(draw)
    goals = [seen.goals] + [sample_goals(pair_weights(seen, seat), own, rng)
                            for seat, own in enumerate(seen.owners) if seat != 0]
    Round.start(seen.owners, goals)  # raises unless each hand pairs up the eight other cats
