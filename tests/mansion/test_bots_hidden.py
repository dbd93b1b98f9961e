"""A computer cat cannot peek: seen_by hides the seed (the Turn Order deck's order, the dice
and the Present's cards: everything secret at the table), no level ever reads a state's
seed. (That the real seed never changes a choice, at every level in every phase, is the
contract's: tests/game/contract/test_bots.py, with game.mansion's hidden variants.)"""

import random

import pytest

from game.mansion import Rules, State
from game.mansion.bots import LEVELS, choose
from game.mansion.seen import seen_by
from tests.mansion.bot_states import gift_position, sampled


class Peeking(State):
    """A state whose seed cannot be read: reading it fails the test."""

    @property
    def seed(self):
        raise AssertionError("a computer cat read the seed")


def peeking(state: State) -> Peeking:
    spy = object.__new__(Peeking)
    spy.__dict__.update(state.__dict__)
    return spy


def positions():
    found = [state for rules in (Rules(), Rules(shorter=True), Rules(close=True))
             for state, _ in sampled(5, 1, rules, per_phase=1)]
    return found + [gift_position(seed=1)]


def test_seen_by_hides_the_seed_and_nothing_else():
    state = sampled(5, 1)[0][0]
    seen = seen_by(state)
    assert seen.seed is None and state.seed == 1
    assert seen.with_seed(1) == state


def test_a_spy_state_refuses_its_seed():
    spy = peeking(State.new(3, 4))
    with pytest.raises(AssertionError, match="read the seed"):
        getattr(spy, "seed")  # noqa: B009 (the attribute read is the test)
    assert spy.legal_actions() == State.new(3, 4).legal_actions()


def test_no_level_reads_the_seed():
    for index, state in enumerate(positions()):
        for level in LEVELS:
            told = choose(seen_by(state), state.actor(), level, random.Random(index))
            assert choose(peeking(state), state.actor(), level, random.Random(index)) == told
