"""Every game's computer players (RULES.choose), at every level, in every kind of decision
the game asks of a seat (tests/game/contract/decisions.py): the choice is legal, the same
from the same generator whatever the global random module's state, and the same whatever
the seat may not know; and games between computers end."""

import random

import pytest

from game.registry import NAMES, rules
from tests.game.contract.decisions import KINDS, decision_states, kind
from tests.game.contract.games import hidden_variants, legal_or_same

# Cat Herders' deeper searches take seconds: test_seen.py asks them on its random games, and
# tests/catherders/ asks every level with small budgets. Here its quick levels only.
QUICK = {"catherders": ("easy", "medium")}


def levels(name: str) -> tuple[str, ...]:
    """The levels asked at every decision state of game `name`."""
    return QUICK.get(name, rules(name).levels)


# Clowder's hard and max play out two rounds many times (max four times as many): they are
# asked at the first state of each kind of decision and at every SPARSE-th state (max: only
# at the first of each kind), not at all.
SPARSE = {("clowder", "hard"): 4, ("clowder", "max"): 1000}


def asked(name: str, level: str, number: int, state, states) -> bool:
    """Whether `level` is asked at decision state `number` of game `name`."""
    step = SPARSE.get((name, level))
    if step is None or number % step == 0:
        return True
    return next(s for s in states if kind(name, s) == kind(name, state)) is state


@pytest.mark.parametrize("name", NAMES)
def test_the_states_cover_every_kind_of_decision(name):
    states = decision_states(name)
    kinds = [kind(name, state) for state in states]
    assert set(kinds) == KINDS[name]
    assert min(kinds.count(each) for each in KINDS[name]) >= 3
    assert all(not state.is_over() for state in states)


@pytest.mark.parametrize("name", NAMES)
def test_every_level_decides_legally_repeatably_and_blindly(name):
    game = rules(name)
    states = decision_states(name)
    for number, state in enumerate(states):
        seat = state.to_act()
        seen = state.seen_by(seat)
        variants = hidden_variants(name, state, seat)
        for level in levels(name):
            if not asked(name, level, number, state, states):
                continue
            random.seed(1)
            action = game.choose(seen, seat, level, random.Random(number))
            assert legal_or_same(name, state, action), (level, kind(name, state), action)
            random.seed(2)  # a player that drew from the global generator would differ
            assert game.choose(seen, seat, level, random.Random(number)) == action, (level, kind(name, state))
            for variant in variants:
                assert game.choose(variant.seen_by(seat), seat, level, random.Random(number)) == action, (
                    level, kind(name, state), "changed by what the seat cannot see")


def test_the_blindness_checks_vary_what_is_hidden():
    """The blindness check above is not empty: in every game with something hidden, most
    decision states have a variant that differs only in what the seat cannot see."""
    for name in ("pageant", "clowder", "mansion"):
        states = decision_states(name)
        varied = sum(bool(hidden_variants(name, state, state.to_act())) for state in states)
        assert varied >= len(states) // 2, name


# Set-ups of whole games between computers: (seats, seed, options, the levels seat by seat).
WHOLE_GAMES = {
    "catherders": ((2, 3, {"board": "hex5"}, ("easy",)),),
    "pageant": ((3, 1, None, ("easy",)), (7, 2, None, ("easy",)), (5, 3, None, ("medium",)),
                (7, 4, None, ("medium", "easy")), (3, 5, None, ("hard", "medium", "easy")),
                (4, 6, None, ("hard", "easy"))),
    "clowder": ((2, 1, None, ("easy",)), (3, 2, None, ("medium",)), (4, 3, None, ("hard", "medium", "easy")),
                (2, 4, None, ("hard",)), (3, 5, None, ("hard", "easy"))),
    "mansion": ((5, 7, None, ("easy", "medium", "hard")), (3, 8, {"rules": "sbc"}, ("hard",)),
                (4, 9, {"rules": "s"}, ("medium", "easy")), (3, 10, {"rules": "sc"}, ("easy",))),
}
MAX_DECISIONS = 20_000
ALWAYS_A_WINNER = {"pageant", "mansion"}  # Clowder may end after its last round without one


def whole_games():
    return [(name, index) for name in NAMES for index in range(len(WHOLE_GAMES[name]))]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "index"), whole_games())
def test_games_between_computers_end(name, index):
    seats, seed, options, mix = WHOLE_GAMES[name][index]
    game = rules(name)
    state = game.new(seats, seed, options)
    generators = [random.Random(seat) for seat in range(seats)]
    for _ in range(MAX_DECISIONS):
        if state.is_over():
            break
        seat = state.to_act()
        state = state.play(game.choose(state.seen_by(seat), seat, mix[seat % len(mix)], generators[seat]))
    assert state.is_over(), f"no end after {MAX_DECISIONS} decisions"
    assert state.winners() or name not in ALWAYS_A_WINNER
