"""Every game keeps game.contract: its RULES and states are the Protocols, random games end,
and at every state of them the invariants hold."""

import pytest

from game import contract
from game.registry import NAMES, rules
from tests.game.contract.games import SETUPS, cases, path, played


@pytest.mark.parametrize("name", NAMES)
def test_the_rules_keep_the_protocol(name):
    game = rules(name)
    assert isinstance(game, contract.Rules)
    assert game.name == name and game.title
    assert set(game.seat_counts) and all(type(n) is int and n >= 2 for n in game.seat_counts)
    assert game.levels and len(set(game.levels)) == len(game.levels)


@pytest.mark.parametrize("name", NAMES)
def test_the_levels_are_the_computer_players(name):
    import importlib

    assert rules(name).levels == importlib.import_module(f"game.{name}.bots").LEVELS


@pytest.mark.parametrize("name", NAMES)
def test_a_new_game_at_every_seat_count_keeps_the_protocol(name):
    game = rules(name)
    for seats in game.seat_counts:
        state = game.new(seats, 7)
        assert isinstance(state, contract.State)
        assert state.seats == seats and 0 <= state.to_act() < seats and not state.is_over()


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_set_up_is_refused(name):
    game = rules(name)
    low, high = min(game.seat_counts), max(game.seat_counts)
    for seats in (low - 1, high + 1, "3"):
        with pytest.raises(ValueError):
            game.new(seats, 1)
    with pytest.raises(contract_errors().MalformedText):
        game.new(low, 1, {"no such option": "1"})


def contract_errors():
    import game.errors

    return game.errors


@pytest.mark.parametrize(("name", "index"), cases())
def test_random_games_end_and_keep_the_invariants(name, index):
    states = path(name, index)
    seats = SETUPS[name][index][0]
    assert states[-1].is_over() and len(states) > 2
    for state in states:
        over = state.is_over()
        assert state.seats == seats
        assert (state.to_act() is None) == over
        assert over or state.winners() == ()
        actions = state.legal_actions()
        if over:
            assert not actions
            assert all(0 <= seat < seats for seat in state.winners())
            assert len(set(state.winners())) == len(state.winners())
        else:
            assert 0 <= state.to_act() < seats
            assert actions and len(set(actions)) == len(actions)


@pytest.mark.parametrize(("name", "index"), cases())
def test_states_are_values(name, index):
    """A state's play leaves it as it was: playing on from an earlier state replays the game."""
    states, actions = path(name, index), played(name, index)
    half = len(states) // 2
    again = states[0]
    for action in actions[:half]:
        again = again.play(action)
    assert again == states[half] and hash(again) == hash(states[half])
    assert again.play(actions[half]) == states[half + 1]  # played on again from the same state
