"""Records round-trip (write, read: the same state and the same text), and text that is not a
record is refused with MalformedText quoting it, an illegal action in one with IllegalAction."""

import pytest

from game.errors import IllegalAction, MalformedText
from game.registry import NAMES, rules
from game.text import QUOTE_LIMIT
from tests.game.contract.games import cases, path, played, samples

LONGEST_MESSAGE = 2 * QUOTE_LIMIT + 300  # a message quotes at most QUOTE_LIMIT of the input, twice


@pytest.mark.parametrize(("name", "index"), cases())
def test_records_round_trip(name, index):
    game = rules(name)
    states = path(name, index)
    for state in states[:8] + samples(name, index, 25):  # every secret choice of a first vote, too
        text = game.write_record(state)
        again = game.read_record(text)
        assert again == state
        assert game.write_record(again) == text
        assert again.to_act() == state.to_act() and again.legal_actions() == state.legal_actions()


def refused(game, text, error=MalformedText) -> str:
    with pytest.raises(error) as caught:
        game.read_record(text)
    message = str(caught.value)
    assert len(message) <= LONGEST_MESSAGE, message
    return message


@pytest.mark.parametrize("name", NAMES)
def test_text_that_is_no_record_is_refused_quoting_it(name):
    game = rules(name)
    for text in ("", " ", "nonsense", "§" * 3, "1 2 3"):
        message = refused(game, text)
        assert repr(text.strip())[1:-1][:20] in message or not text.strip() or name == "catherders"


@pytest.mark.parametrize("name", NAMES)
def test_a_record_that_is_not_text_is_refused(name):
    for value in (None, 7, b"record"):
        refused(rules(name), value)


@pytest.mark.parametrize(("name", "index"), cases())
def test_a_damaged_record_is_refused_quoting_the_damage(name, index):
    game = rules(name)
    text = game.write_record(path(name, index)[0])
    message = refused(game, text.rstrip() + " zq§9")
    assert "zq§9" in message
    refused(game, text[: len(text) // 3] + " ¤¤ " + text[len(text) // 3:])


@pytest.mark.parametrize("name", NAMES)
def test_a_record_longer_than_any_game_is_refused_unread(name):
    game = rules(name)
    text = game.write_record(path(name, 0)[0])
    message = refused(game, text + " " + "1" * 200_000)
    assert "characters" in message


@pytest.mark.parametrize(("name", "index"), cases())
def test_an_illegal_action_in_a_record_is_refused_naming_it(name, index):
    """The record of a game with an action of another state in place of its last one."""
    game, states, actions = rules(name), path(name, index), played(name, index)
    for number in range(1, len(actions)):
        state, action = states[number], actions[number - 1]
        if action not in state.legal_actions() and states[number - 1].action_text(action) != "pass":
            break
    else:  # the pageant: every cat may be picked at every vote; a vote after the end may not
        assert name == "pageant"
        damaged = game.write_record(states[-1]) + " " + "1" * states[-1].seats
        with pytest.raises(IllegalAction, match="the game is over"):
            game.read_record(damaged)
        return
    text = game.write_record(state.play(state.legal_actions()[0]))
    good = state.action_text(state.legal_actions()[0])
    head, _, tail = text.rstrip().rpartition(good)
    with pytest.raises(IllegalAction) as caught:
        game.read_record(head + state.action_text(action) + tail)
    assert len(str(caught.value)) <= LONGEST_MESSAGE
