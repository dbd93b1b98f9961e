"""`seen_by` hides what a seat may not know, and the computer players (RULES.choose) are legal
at every level, repeatable from the same generator, and blind to what their seat cannot see."""

import random

import pytest

from game.registry import NAMES, rules
from tests.game.contract.games import cases, hidden_variants, legal_or_same, samples

BOT_STATES = 4  # states of each random game a computer player is asked at, every level
# Cat Herders' searches are the slow ones: hard on its first set-up only, and max not here: it
# is hard's search with about seven times the nodes (BUDGETS in game/catherders/bots.py), 16 s
# here; tests/catherders/ asks it with a small budget.
SLOW = {"catherders": (2, {"hard": 0, "max": -1})}  # (states, {level: the one set-up it plays})


def deciding(name, index, count):
    """`count` states of the random game that are not over, spread over it."""
    return [state for state in samples(name, index, count + 1) if not state.is_over()][:count]


@pytest.mark.parametrize(("name", "index"), cases())
def test_a_seat_sees_the_same_whatever_it_may_not_know(name, index):
    varied = 0
    for state in samples(name, index, 30):
        for seat in range(state.seats):
            seen = state.seen_by(seat)
            assert seen == state.seen_by(seat)  # the same view each time
            for variant in hidden_variants(name, state, seat):
                assert variant.seen_by(seat) == seen
                varied += 1
    assert varied or name == "catherders"  # nothing is hidden in Cat Herders


@pytest.mark.parametrize(("name", "index"), cases())
def test_a_seat_sees_what_changes(name, index):
    """seen_by is not blind itself: the view changes as the game goes on."""
    states = samples(name, index)
    assert len({repr(state.seen_by(0)) for state in states}) > 1


@pytest.mark.parametrize("name", NAMES)
def test_seen_by_refuses_a_seat_not_in_the_game(name):
    state = samples(name, 0)[0]
    for seat in (-1, state.seats, "0", None):
        with pytest.raises(ValueError):
            state.seen_by(seat)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "index"), cases())
def test_the_computer_players_are_legal_repeatable_and_blind(name, index):
    game = rules(name)
    count, only = SLOW.get(name, (BOT_STATES, {}))
    for number, state in enumerate(deciding(name, index, count)):
        seat = state.to_act()
        seen = state.seen_by(seat)
        for level in game.levels:
            if only.get(level, index) != index or (level == "max" and number):
                continue
            random.seed(1)
            action = game.choose(seen, seat, level, random.Random(number))
            assert legal_or_same(name, state, action), (level, action)
            random.seed(2)  # a player that drew from the global generator would differ
            assert game.choose(seen, seat, level, random.Random(number)) == action
            for variant in hidden_variants(name, state, seat):
                assert game.choose(variant.seen_by(seat), seat, level, random.Random(number)) == action


@pytest.mark.parametrize("name", NAMES)
def test_an_unknown_level_is_refused(name):
    state = samples(name, 0)[0]
    with pytest.raises(ValueError, match="level"):
        rules(name).choose(state.seen_by(state.to_act()), state.to_act(), "no such level", random.Random(1))
