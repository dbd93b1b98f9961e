"""What a table game's rules give the review of a finished game (game/review.py) besides the
contract: `history`, the game's first state and every action since, and `chances`, every
seat's chance where the game has a quick estimate of its own."""

import pytest

from game.registry import rules
from tests.game.contract.games import SETUPS, path, played

TABLE_GAMES = ("pageant", "clowder", "mansion")
CASES = [(name, index) for name in TABLE_GAMES for index in range(len(SETUPS[name]))]


@pytest.mark.parametrize(("name", "index"), CASES)
def test_the_history_replays_the_game_one_decision_at_a_time(name, index):
    """From any state of a random game (a secret vote or token under way too), the first state
    and every action played, each seat's secret choice one action of its own."""
    game, states, actions = rules(name), path(name, index), played(name, index)
    for number in sorted({0, 1, len(states) // 3, len(states) // 2 + 1, len(states) - 1}):
        first, since = game.history(states[number])
        assert first == states[0] and since == actions[:number]


STATES = 300  # the first states of a random game checked (a random pageant runs long)


@pytest.mark.parametrize(("name", "index"), CASES)
def test_the_chances_are_chances_where_the_game_has_them(name, index):
    """None once over and where the game has no estimate (a vote, a round or a turn under way,
    Clowder's placing); elsewhere one chance a seat, summing to 1 (the review plays the other
    states on)."""
    game = rules(name)
    states = path(name, index)[:STATES] + path(name, index)[-1:]
    answered = [game.chances(state) for state in states]
    assert answered[-1] is None
    for state, chances in zip(states, answered, strict=True):
        if chances is not None:
            assert len(chances) == state.seats and all(0.0 <= c <= 1.0 for c in chances)
            assert sum(chances) == pytest.approx(1.0)
    assert 0 < sum(c is not None for c in answered) < len(states)
    if name == "pageant":  # between two votes, never during one
        assert all((c is None) == bool(s.picks) for s, c in zip(states[:-1], answered, strict=False))
    if name != "clowder":  # Clowder's cats are placed first: its estimate waits for the tokens
        assert answered[0] is not None
