"""Other generator seeds are what vary the easy level's play. (That the same view and the same
generator seed give the same choice at every level, whatever the global random module's
state, is the contract's: tests/game/contract/test_bots.py.)"""

import random

from game.clowder import CHOOSE
from game.clowder.bots import choose
from game.clowder.seen import seen_by
from tests.clowder.states import random_state


def test_the_easy_levels_token_varies_with_the_generator_seed():
    state = random_state(4, 3, 9)
    assert state.phase == CHOOSE
    seen = seen_by(state, 1)
    assert {choose(seen, 1, "easy", random.Random(draw)) for draw in range(20)} == set(
        state.allowed_tokens(1))
