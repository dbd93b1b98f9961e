"""A computer player's choice depends only on what it sees and the generator it is handed:
the same view and the same generator seed give the same choice at every level, whatever the
global random module's state; other generator seeds are what vary the easy level's play."""

import random

from game.clowder import CHOOSE
from game.clowder.bots import LEVELS, choose
from game.clowder.seen import seen_by
from tests.clowder.states import deciders, random_state


def choice(seen, seat, level, draw):
    rng = random.Random(draw)
    return choose(seen, seat, level, rng)


def positions():
    return [random_state(2 + index % 3, index, 4 * index + 1) for index in range(16)]


def test_the_same_view_and_generator_seed_give_the_same_choice_at_every_level():
    for index, state in enumerate(positions()):
        seat = deciders(state)[-1]
        seen = seen_by(state, seat)
        for level in LEVELS:
            random.seed(1)
            first = choice(seen, seat, level, index)
            random.seed(2)  # a player that drew from the global generator would differ
            assert choice(seen, seat, level, index) == first


def test_the_positions_cover_every_phase_with_a_choice():
    assert {state.phase for state in positions()} == {"choose", "move", "place", "caught"}


def test_the_easy_levels_token_varies_with_the_generator_seed():
    state = random_state(4, 3, 9)
    assert state.phase == CHOOSE
    seen = seen_by(state, 1)
    assert {choose(seen, 1, "easy", random.Random(draw)) for draw in range(20)} == set(
        state.allowed_tokens(1))
