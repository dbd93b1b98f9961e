"""The easy level's random choices (its bids) vary with the generator's seed. (That the same
view and the same generator seed give the same choice at every level, whatever the global
random module's state, is the contract's: tests/game/contract/test_bots.py.)"""

import random

from game.mansion.bots import choose
from game.mansion.phases import BID_ATTACKER
from game.mansion.seen import seen_by
from tests.mansion.bot_states import game_positions


def test_the_easy_levels_bid_varies_with_the_generator_seed():
    state = next(s for s, _ in game_positions(5, 1) if s.phase == BID_ATTACKER and s.energy[s.actor()] >= 6
                 and s.purrs[s.actor()])
    bids = {choose(seen_by(state), state.actor(), "easy", random.Random(draw)) for draw in range(30)}
    assert len(bids) >= 3 and bids <= set(state.legal_actions())
