"""Every game's `Rules.sample`: a whole state the seat cannot tell from the real one (what a
searching computer player plays on), at every kind of decision and along random games."""

import random

import pytest

from game.registry import NAMES, rules
from tests.game.contract.decisions import decision_states
from tests.game.contract.games import cases, samples


def _decisions(name: str, index: int):
    return [s for s in samples(name, index) if not s.is_over()]


def _check(name: str, state) -> set:
    """Asserts what a sample keeps; returns the distinct records of a few samples."""
    game = rules(name)
    seat = state.to_act()
    seen = state.seen_by(seat)
    drawn = set()
    for number in range(4):
        sample = game.sample(seen, seat, random.Random(number))
        assert sample.to_act() == seat
        assert sample.seen_by(seat) == seen
        assert sample.seats == state.seats
        assert list(sample.legal_actions()) == list(state.legal_actions())
        assert game.sample(seen, seat, random.Random(number)).seen_by(seat) == seen
        drawn.add(repr(sample))
    return drawn


@pytest.mark.parametrize(("name", "index"), cases())
def test_a_sample_keeps_what_the_seat_sees(name, index):
    for state in _decisions(name, index):
        _check(name, state)


@pytest.mark.parametrize("name", NAMES)
def test_samples_at_every_kind_of_decision(name):
    varied = sum(len(_check(name, state)) > 1 for state in decision_states(name))
    if name == "catherders":
        assert varied == 0  # nothing is hidden
    else:
        assert varied == len(decision_states(name))  # the hidden rest is drawn anew


def test_a_sample_is_the_same_from_the_same_generator():
    for name in NAMES:
        state = decision_states(name)[0]
        seat = state.to_act()
        seen = state.seen_by(seat)
        one = rules(name).sample(seen, seat, random.Random(5))
        assert repr(one) == repr(rules(name).sample(seen, seat, random.Random(5)))


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_for_a_seat_that_is_not_the_games_is_refused(name):
    state = decision_states(name)[0]
    seen = state.seen_by(state.to_act())
    with pytest.raises(ValueError):
        rules(name).sample(seen, 9, random.Random(1))
