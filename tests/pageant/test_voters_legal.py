"""Every level always votes for a cat, 1 to 9, in any legal state (3 to 7 players, ties and
re-votes in progress, late spots). (Whole games of computers are the contract's:
tests/game/contract/test_bots.py.)"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS, Game
from game.pageant.bots import LEVELS, choose
from game.pageant.seen import seen_by
from tests.pageant.states import random_game


@pytest.mark.slow
@settings(max_examples=30, deadline=None, derandomize=True)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**31 - 1), votes=st.integers(0, 60),
       tie_bias=st.sampled_from([0.0, 0.5, 0.9]), draw=st.integers(0, 2**32))
def test_every_level_votes_for_a_cat_in_random_states(players, seed, votes, tie_bias, draw):
    game = random_game(players, seed, votes, tie_bias)
    for seat in range(players):
        for level in LEVELS:
            assert choose(seen_by(game, seat), seat, level, random.Random(draw)) in CATS


def test_every_level_votes_at_the_third_vote_of_a_tied_spot_and_at_second_place():
    tied = Game.new(4, 5).vote((1, 1, 2, 2)).vote((3, 3, 4, 4))
    assert tied.round.ties == 2  # the next tie is settled by lot
    late = random_game(6, 11, 0)
    while late.round.spot != 2:
        rnd = late.round
        late = late.vote([next(c for c in CATS if c not in rnd.ranking)] * 6)
    for game in (tied, late):
        for level in LEVELS:
            assert choose(seen_by(game, 0), 0, level, random.Random(1)) in CATS


def test_an_unknown_level_is_refused_by_name():
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(Game.new(3, 1), 0), 0, "expert", random.Random(1))


def test_a_seat_other_than_the_one_that_sees_is_refused():
    with pytest.raises(ValueError, match="seat 1 does not see"):
        choose(seen_by(Game.new(3, 1), 0), 1, "easy", random.Random(1))
