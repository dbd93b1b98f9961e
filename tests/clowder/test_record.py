"""Clowder's record text and action texts: they read back the game they were written from,
and text that cannot be read, or actions the rules refuse, are refused with a message quoting
the fault."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.clowder import (
    NYX,
    BuyKey,
    EndTurn,
    Flee,
    GiveLife,
    IllegalActionError,
    Move,
    Place,
    RecordError,
    Reveal,
    State,
    read_action,
    write_action,
)
from game.clowder.cli import random_action, random_game
from game.clowder.record import Record, read_record, replay, write_record
from game.text import QUOTE_LIMIT, shown
from tests.support.helpers import played_out


def some_game(players: int, seed: int, steps: int, choice_seed: int) -> tuple[tuple, State]:
    """Up to `steps` random legal actions from the set-up (fewer if the game ends first)."""
    return played_out(State.new(players, seed), random_action, steps, choice_seed)


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**31 - 1), st.integers(0, 400), st.integers(0, 2**32))
def test_a_record_reads_back_the_game_it_was_written_from(players, seed, steps, choice_seed):
    actions, state = some_game(players, seed, steps, choice_seed)
    text = write_record(players, seed, actions)
    assert read_record(text) == Record(players, seed, actions, state)
    assert replay(players, seed, actions) == state


def test_a_whole_games_record_round_trips_and_unpacks():
    actions, state = random_game(4, 7)
    players, seed, read_actions, read_state = read_record(write_record(4, 7, actions))
    assert (players, seed, read_actions, read_state) == (4, 7, actions, state) and state.is_over


def test_the_record_format():
    actions = (Place(7), Place(9), Place(11), Place(13), Place(15), Reveal((2, 1)), Move(0, 8),
               Move(NYX, 3), Flee(10, 0), GiveLife(), BuyKey(2), EndTurn(), Move(1, 0))
    assert write_record(2, 5, actions) == ("clowder 1 players 2 seed 5 actions O1 O3 O5 O7 O9 t21 "
                                           "a-O2 n-I3 f-O4-r g k-y e b-T")


def test_a_record_may_be_wrapped_over_lines():
    actions, state = some_game(3, 9, 60, 3)
    text = write_record(3, 9, actions).replace(" ", "\n  ")
    assert read_record(text).state == state


@pytest.mark.parametrize("action, text", [
    (Place(7), "O1"), (Place(18), "O12"), (Reveal((2, 1, 3)), "t213"), (Move(0, 13), "a-O7"),
    (Move(1, 0), "b-T"), (Move(NYX, 3), "n-I3"), (GiveLife(), "g"), (Flee(10, 0), "f-O4-r"),
    (BuyKey(0), "k-r"), (BuyKey(1), "k-b"), (BuyKey(2), "k-y"), (EndTurn(), "e"),
])
def test_each_action_has_its_text(action, text):
    assert write_action(action) == str(action) == text
    assert read_action(text, 3) == action


@pytest.mark.parametrize("text", ["", "x", "O13", "I0", "t12", "t1234", "t104", "a-O13", "c-O1",
                                  "a", "a-", "f-O4", "f-O4-g", "k-", "k-x", "ee", "g-O1", "A-O1",
                                  "n-T-r", "o1", "t2 1"])
def test_an_action_text_that_names_no_action_is_refused_quoting_it(text):
    with pytest.raises(RecordError) as info:
        read_action(text, 3)
    assert repr(text[:40]) in str(info.value)


def test_a_long_bad_action_is_quoted_shortly():
    with pytest.raises(RecordError) as info:
        read_action("z" * 500, 3)
    assert shown("z" * 500) in str(info.value) and "z" * (QUOTE_LIMIT + 1) not in str(info.value)


def test_an_illegal_action_in_a_record_names_it_and_its_number():
    s = State.new(3, 1)
    taken = s.legal_actions()[0]
    text = write_record(3, 1, (taken, taken))
    with pytest.raises(IllegalActionError) as info:
        read_record(text)
    assert info.value.action == taken
    assert str(info.value).startswith(f"illegal action {str(taken)!r}: action 2 of the record: a cat is on")


def test_an_action_after_the_end_is_refused():
    actions, _ = random_game(2, 3)
    words = f"action {len(actions) + 1} of the record: the game is over"
    with pytest.raises(IllegalActionError, match=words):
        replay(2, 3, actions + (EndTurn(),))


def test_an_action_text_longer_than_any_action_is_refused_at_once():
    """An action had no cap: 50,000,000 characters took 0.35 s to refuse."""
    import time

    text = "a-O" + "9" * 30_000_000
    start = time.thread_time()
    with pytest.raises(RecordError, match="not an action"):
        read_action(text, 4)
    assert time.thread_time() - start < 0.05
