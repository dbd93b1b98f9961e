"""Every level always chooses one of the actor's legal actions in positions hypothesis draws
from racing games of 3 to 5 cats in every variant; an unknown level, a seat not to act and a
game that is over are refused. (Positions of every phase with a choice, the Present's
included, and whole games of computer cats, are the contract's:
tests/game/contract/test_bots.py.)"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion import Rules, State
from game.mansion.bots import LEVELS, choose
from game.mansion.phases import OVER
from game.mansion.seen import seen_by
from tests.mansion.bot_states import VARIANTS, game_positions


@settings(max_examples=20, deadline=None, derandomize=True)
@given(cats=st.integers(3, 5), seed=st.sampled_from((1, 2)), rules=st.sampled_from(VARIANTS),
       steps=st.integers(0, 900), draw=st.integers(0, 2**32))
def test_every_level_chooses_legally_in_positions_hypothesis_draws(cats, seed, rules, steps, draw):
    state = game_positions(cats, seed, rules, limit=steps + 1)[-1][0]
    for level in LEVELS:
        assert choose(seen_by(state), state.actor(), level, random.Random(draw)) in state.legal_actions()


def test_an_unknown_level_is_refused_by_name():
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(State.new(3, 1)), 0, "expert", random.Random(1))


def test_a_seat_that_is_not_to_act_is_refused():
    state = State.new(4, 2)
    other = (state.actor() + 1) % 4
    with pytest.raises(ValueError, match=f"seat {other} is not the one to act"):
        choose(seen_by(state), other, "easy", random.Random(1))


def test_a_game_that_is_over_has_no_action_to_choose():
    state = game_positions(3, 4, Rules(shorter=True), eager=0.9)[-1][0]
    ends = [state.play(action) for action in state.legal_actions()]
    over = [after for after in ends if after.phase == OVER]
    assert over, "this seeded game's last position has an action that ends it"
    with pytest.raises(ValueError, match="over"):
        choose(seen_by(over[0]), 0, "hard", random.Random(1))
