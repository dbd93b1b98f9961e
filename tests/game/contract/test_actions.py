"""`legal_actions` is exactly what `play` accepts: every listed action plays, and actions of
other states of the same game that are not listed are refused with IllegalAction, the state
unchanged."""

import pytest

from game.errors import IllegalAction, MalformedText
from game.registry import rules
from tests.game.contract.games import cases, pool, samples

TRIED = 60  # unlisted actions tried at each sampled state


@pytest.mark.parametrize(("name", "index"), cases())
def test_every_listed_action_plays(name, index):
    for state in samples(name, index):
        for action in state.legal_actions():
            after = state.play(action)
            assert after != state or name == "catherders"  # a pass may lead to the same board
            text = state.action_text(action)
            assert isinstance(text, str) and text
            assert state.read_action(text) == action  # one spelling for one action
            del after  # (Cat Herders' table takes its game back from a table no one holds)


@pytest.mark.parametrize(("name", "index"), cases())
def test_actions_not_listed_are_refused_and_change_nothing(name, index):
    game, actions = rules(name), pool(name, index)
    refused = 0
    for state in samples(name, index):
        listed = set(state.legal_actions())
        before = game.write_record(state)
        others = [a for a in actions if a not in listed]
        for action in others[:: max(1, len(others) // TRIED)]:
            with pytest.raises(IllegalAction):
                state.play(action)
            refused += 1
        assert game.write_record(state) == before
    assert refused or name == "pageant"  # the pageant's picks are the nine cats at every vote


@pytest.mark.parametrize(("name", "index"), cases())
def test_read_action_refuses_text_that_spells_none(name, index):
    state = samples(name, index)[0]
    for text in ("", "§", "not an action at all", "x" * 500):
        with pytest.raises(MalformedText) as refused:
            state.read_action(text)
        assert len(str(refused.value)) < 300
