"""Every level always chooses something the rules allow: in CHOOSE a token the seat may
pick, otherwise one of the actor's legal actions, in positions hypothesis draws; an unknown
level and a seat not to act are refused. (Two positions of each phase from each of 18 random
games, and whole games of computers, are the contract's: tests/game/contract/test_bots.py,
which asks max too; here max is left out, being hard's code with four times the play-outs.)"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.clowder import CHOOSE, State
from game.clowder.bots import LEVELS, choose
from game.clowder.seen import seen_by
from tests.clowder.states import deciders, random_state


@settings(max_examples=60, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 120),
       draw=st.integers(0, 2**32))
def test_every_level_chooses_legally_in_positions_hypothesis_draws(players, seed, steps, draw):
    state = random_state(players, seed, steps)
    for seat in deciders(state):
        seen = seen_by(state, seat)
        for level in [level for level in LEVELS if level != "max"]:
            rng = random.Random(draw)
            if state.phase == CHOOSE:
                assert choose(seen, seat, level, rng) in state.allowed_tokens(seat)
            else:
                assert choose(seen, seat, level, rng) in state.legal_actions()


def test_an_unknown_level_is_refused_by_name():
    state = State.new(3, 1)
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(state, 0), 0, "expert", random.Random(1))
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(random_state(3, 1, 7), 0), 0, "expert", random.Random(1))


def test_a_token_is_chosen_in_choose_and_an_action_only_by_the_seat_to_act():
    placing = State.new(4, 2)
    other = (placing.actor() + 1) % 4
    with pytest.raises(ValueError, match="not the one to act"):
        choose(seen_by(placing, other), other, "easy", random.Random(1))
    choosing = random_state(4, 2, 9)
    assert choosing.phase == CHOOSE
    assert choose(seen_by(choosing, 0), 0, "easy", random.Random(1)) in choosing.allowed_tokens(0)
