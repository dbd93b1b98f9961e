"""A computer cat's choice depends only on what it sees and the generator it is handed: the
same view and the same generator seed give the same choice at every level, whatever the
global random module's state; the easy level's random choices (its bids) vary with the
generator's seed."""

import random

from game.mansion import Rules
from game.mansion.bots import LEVELS, choose
from game.mansion.phases import BID_ATTACKER
from game.mansion.seen import seen_by
from tests.mansion.bot_states import CHOICE_PHASES, game_positions, gift_position, sampled


def positions():
    found = [state for rules in (Rules(), Rules(both_ways=True, close=True))
             for state, _ in sampled(5, 1, rules, per_phase=1)]
    return found + [gift_position()]


def test_the_same_view_and_generator_seed_give_the_same_choice_at_every_level():
    for index, state in enumerate(positions()):
        seen = seen_by(state)
        for level in LEVELS:
            random.seed(1)
            first = choose(seen, seen.actor(), level, random.Random(index))
            random.seed(2)  # a cat that drew from the global generator would differ
            assert choose(seen, seen.actor(), level, random.Random(index)) == first
            # nothing kept between calls
            assert choose(seen, seen.actor(), level, random.Random(index)) == first


def test_the_positions_cover_every_phase_with_a_choice():
    assert {state.phase for state in positions()} == set(CHOICE_PHASES)


def test_the_easy_levels_bid_varies_with_the_generator_seed():
    state = next(s for s, _ in game_positions(5, 1) if s.phase == BID_ATTACKER and s.energy[s.actor()] >= 6
                 and s.purrs[s.actor()])
    bids = {choose(seen_by(state), state.actor(), "easy", random.Random(draw)) for draw in range(30)}
    assert len(bids) >= 3 and bids <= set(state.legal_actions())
