"""The computer's worker plays Clowder (web/shell/computer_worker.py choose("clowder", …), in CPython): a
record in, a token digit or an action's text out, legal in that game and the same as the
level's own choice from the seat's view."""

import random

import pytest

from game.clowder import CHOOSE, RecordError, State, read_action
from game.clowder.bots import LEVELS, choose
from game.clowder.record import read_record, write_record
from game.clowder.seen import seen_by
from tests.clowder.states import random_state
from web.shell import computer_worker as worker


def record_of(players, seed, steps):
    """The record of random_state(players, seed, steps), by replaying its decisions."""
    state = random_state(players, seed, steps)
    rng = random.Random(f"clowder-state:{players}:{seed}:{steps}")
    replayed, actions = State.new(players, seed), []
    while replayed != state:
        if replayed.phase == CHOOSE:
            action = read_action("t" + "".join(str(rng.choice(replayed.allowed_tokens(s)))
                                               for s in range(players)), players)
        else:
            action = rng.choice(replayed.legal_actions())
        actions.append(action)
        replayed = replayed.play(action)
    return write_record(players, seed, actions), state


@pytest.mark.parametrize("level", LEVELS)
def test_a_token_in_choose_is_a_digit_the_seat_may_pick(level):
    record, state = record_of(4, 3, 9)
    assert state.phase == CHOOSE
    for seat in range(4):
        answer = worker.choose("clowder", record, seat, level, 7)
        assert answer in {str(t) for t in state.allowed_tokens(seat)}
        assert int(answer) == choose(seen_by(state, seat), seat, level, random.Random(7))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("steps", [0, 13, 30, 45])
def test_an_action_is_its_text_and_legal_in_the_game(level, steps):
    record, state = record_of(3, 11, steps)
    assert state.phase != CHOOSE
    seat = state.actor()
    answer = worker.choose("clowder", record, seat, level, 5)
    action = read_action(answer, 3)
    assert action in state.legal_actions()
    assert action == choose(seen_by(state, seat), seat, level, random.Random(5))
    read_record(record + " " + answer)  # the page can append it to the game's record


def test_a_seat_that_is_not_to_act_is_refused():
    record, state = record_of(3, 11, 13)
    other = (state.actor() + 1) % 3
    with pytest.raises(ValueError, match=f"seat {other} is not the one to act"):
        worker.choose("clowder", record, other, "easy", 1)


def test_a_bad_record_is_the_records_own_error():
    with pytest.raises(RecordError, match="clowder 1 players"):
        worker.choose("clowder", "pageant 1", 0, "easy", 1)


def test_choose_is_exported_to_the_page():
    assert "choose" in worker.CALLS and "clowder_choice" not in worker.CALLS
