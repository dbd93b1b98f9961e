"""Cat's Mansion's record text and action texts: they read back the game they were written
from; text that cannot be read, or actions the rules refuse, are refused with a message
quoting the fault."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion import (
    BOWL,
    MOUSE,
    PASSAGE,
    PILLOW,
    Attack,
    Bid,
    Choose,
    End,
    IllegalActionError,
    RecordError,
    Retreat,
    Rules,
    Stand,
    State,
    Stay,
    Step,
    read_action,
    read_record,
    read_rules,
    replay,
    rules_text,
    space_named,
    write_action,
    write_record,
)
from game.mansion.actions import Push
from game.mansion.board import NAMES
from game.mansion.playout import racing_action, random_game
from game.text import QUOTE_LIMIT, shown
from tests.support.helpers import played_out

ALL_RULES = [Rules(s, b, c) for s in (False, True) for b in (False, True) for c in (False, True)]


def some_game(cats: int, seed: int, rules: Rules, steps: int, choice_seed: int) -> tuple[tuple, State]:
    """Up to `steps` racing actions from the set-up (fewer if the game ends first)."""
    return played_out(State.new(cats, seed, rules), racing_action, steps, choice_seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 5), st.integers(0, 2**31 - 1), st.sampled_from(ALL_RULES), st.integers(0, 400),
       st.integers(0, 2**32))
def test_a_record_reads_back_the_game_it_was_written_from(cats, seed, rules, steps, choice_seed):
    actions, state = some_game(cats, seed, rules, steps, choice_seed)
    text = write_record(cats, rules, seed, actions)
    record = read_record(text)
    assert tuple(record) == (cats, rules, seed, actions) and record.state == state
    assert replay(cats, seed, actions, rules) == state


def test_a_whole_games_record_round_trips_and_unpacks():
    actions, state = random_game(4, 7, Rules(shorter=True))
    cats, rules, seed, read_actions = record = read_record(write_record(4, Rules(shorter=True), 7, actions))
    assert (cats, rules, seed, read_actions) == (4, Rules(shorter=True), 7, actions)
    assert record.state == state and state.is_over


def test_the_record_format():
    actions = (Step(space_named("g4")), Step(space_named("f4")), Attack(2), Stand(), Bid(True, 3),
               Bid(False, 0), Push(space_named("e4"), True), Push(None, False), End(), Stay(),
               Retreat(space_named("a1")), Choose(PASSAGE))
    assert write_record(5, Rules(True, True, False), 7, actions) == (
        "mansion 1 cats 5 rules sb seed 7 actions g4 f4 a-2 s b-p-3 b-0 p-e4-o p-x e r t-a1 c-home")


def test_a_record_may_be_wrapped_over_lines():
    actions, state = some_game(3, 9, Rules(), 120, 3)
    text = write_record(3, Rules(), 9, actions).replace(" ", "\n  ")
    assert read_record(text).state == state


@pytest.mark.parametrize("action, text", [
    (Step(0), "a1"), (Step(space_named("q13")), "q13"), (Stay(), "r"), (End(), "e"), (Attack(0), "a-0"),
    (Attack(4), "a-4"), (Retreat(space_named("g4")), "t-g4"), (Stand(), "s"), (Bid(False, 0), "b-0"),
    (Bid(True, 0), "b-p-0"), (Bid(True, 6), "b-p-6"), (Bid(False, 24), "b-24"),
    (Push(space_named("g4"), False), "p-g4"), (Push(space_named("g4"), True), "p-g4-o"),
    (Push(None, False), "p-x"), (Choose(MOUSE), "c-mouse"), (Choose(BOWL), "c-bowl"),
    (Choose(PILLOW), "c-pillow"), (Choose(PASSAGE), "c-home"),
])
def test_each_action_has_its_text(action, text):
    assert write_action(action) == str(action) == text
    assert read_action(text) == action


@pytest.mark.parametrize("text", ["", "x", "a0", "a14", "r1", "a-5", "a-", "a-01", "t-", "t-c9", "b", "b-1",
                                  "b-03", "b-p", "b-x-3", "b-p-3-3", "p-", "p-g4-x", "p-x-o", "c-cat",
                                  "c-", "ee", "E", "g4 ", " g4", "g4.f4", "b-999"])
def test_an_action_text_that_names_no_action_is_refused_quoting_it(text):
    with pytest.raises(RecordError) as info:
        read_action(text)
    assert repr(text[:40]) in str(info.value)


def test_a_long_bad_action_is_quoted_shortly():
    with pytest.raises(RecordError) as info:
        read_action("z" * 500)
    assert shown("z" * 500) in str(info.value) and "z" * (QUOTE_LIMIT + 1) not in str(info.value)


ACTIONS = st.one_of(
    st.builds(Step, st.integers(0, len(NAMES) - 1)), st.just(Stay()), st.just(End()), st.just(Stand()),
    st.builds(Attack, st.integers(0, 4)), st.builds(Retreat, st.integers(0, len(NAMES) - 1)),
    st.builds(Bid, st.booleans(), st.integers(0, 8).map(lambda n: 3 * n)),
    st.builds(Push, st.integers(0, len(NAMES) - 1), st.booleans()), st.just(Push(None, False)),
    st.builds(Choose, st.sampled_from([MOUSE, BOWL, PILLOW, PASSAGE])),
)


@settings(max_examples=300, deadline=None)
@given(ACTIONS)
def test_every_actions_text_reads_back_as_it(action):
    text = write_action(action)
    assert read_action(text) == action
    assert text.isascii() and " " not in text and "." not in text and text == str(action)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=12), st.text(alphabet="abcegoprstxz-0123456789", max_size=8)))
def test_any_text_reads_as_the_action_it_writes_or_is_refused(text):
    try:
        action = read_action(text)
    except RecordError as e:
        assert repr(text[:40]) in str(e)
    else:
        assert write_action(action) == text


@pytest.mark.parametrize("rules, text", [
    (Rules(), "-"), (Rules(shorter=True), "s"), (Rules(both_ways=True, close=True), "bc"),
    (Rules(True, True, True), "sbc"),
])
def test_the_rules_texts(rules, text):
    assert rules_text(rules) == text and read_rules(text) == rules


@pytest.mark.parametrize("text", ["", "x", "bs", "ss", "s-", "--", "S"])
def test_a_bad_rules_text_is_refused(text):
    with pytest.raises(RecordError):
        read_rules(text)


def test_an_illegal_action_in_a_record_names_it_and_its_number():
    text = write_record(5, Rules(), 1, (Stay(), End()))
    with pytest.raises(IllegalActionError) as info:
        read_record(text)
    assert info.value.action == End()
    assert str(info.value).startswith("illegal action 'e': action 2 of the record: ")


def test_an_action_after_the_end_is_refused():
    actions, _ = random_game(3, 3, Rules(shorter=True))
    words = f"action {len(actions) + 1} of the record: the game is over"
    with pytest.raises(IllegalActionError, match=words):
        replay(3, 3, actions + (Stay(),), Rules(shorter=True))


@pytest.mark.parametrize("energy", ["3" * 4301, "9" * 5000, "٣", "３", "³", "03", "003", "+3", ""],
                         ids=lambda energy: f"{energy[:8]!r}, {len(energy)} characters")
def test_a_bids_energy_is_at_most_two_ascii_digits(energy):
    """4,301 digits hit Python's integer-string limit: a bare ValueError from int()."""
    for text in (f"b-{energy}", f"b-p-{energy}"):
        with pytest.raises(RecordError, match="a bid|not an action"):
            read_action(text)
        with pytest.raises(RecordError, match="a bid|not an action"):
            read_record(f"mansion 1 cats 3 rules - seed 1 actions {text}")

