"""The computer's worker plays Cat's Mansion (web/shell/computer_worker.py choose("mansion", …),
in CPython): a record in, the text of whoever-must-act's action out, legal in that game, the
same as the level's own choice from what every player sees, and a record the page can
append it to."""

import random

import pytest

from game.mansion import RecordError, Rules
from game.mansion.actions import read_action
from game.mansion.bots import LEVELS, choose
from game.mansion.record import read_record, write_record
from game.mansion.seen import seen_by
from tests.mansion.bot_states import CHOICE_PHASES, record_of, sampled
from web.shell import computer_worker as worker


def cases():
    return sampled(4, 1, Rules(shorter=True), per_phase=1) + sampled(5, 1, per_phase=1)


@pytest.mark.parametrize("level", LEVELS)
def test_the_answer_is_the_actors_legal_action_as_text(level):
    phases = set()
    for index, (state, actions) in enumerate(cases()):
        record = record_of(state, actions)
        answer = worker.choose("mansion", record, state.actor(), level, index)
        action = read_action(answer)
        assert action in state.legal_actions()
        assert action == choose(seen_by(state), state.actor(), level, random.Random(index))
        assert read_record(record + " " + answer).actions[-1] == action  # the page appends it
        phases.add(state.phase)
    assert phases == set(CHOICE_PHASES) - {"gift"}


def test_the_first_turn_of_a_new_game():
    record = write_record(5, Rules(), 3, ())
    state = read_record(record).state
    for level in LEVELS:
        assert read_action(worker.choose("mansion", record, state.actor(), level, 1)) in state.legal_actions()


def test_a_seat_that_is_not_to_act_is_refused():
    record = write_record(5, Rules(), 3, ())
    other = (read_record(record).state.actor() + 1) % 5
    with pytest.raises(ValueError, match=f"seat {other} is not the one to act"):
        worker.choose("mansion", record, other, "easy", 1)


def test_a_bad_record_is_the_records_own_error_and_a_bad_level_is_named():
    with pytest.raises(RecordError, match="mansion 1 cats"):
        worker.choose("mansion", "clowder 1 players 3", 0, "easy", 1)
    with pytest.raises(ValueError, match="'expert'"):
        worker.choose("mansion", write_record(3, Rules(), 2, ()), 0, "expert", 1)


def test_choose_is_exported_to_the_page():
    assert "choose" in worker.CALLS and "mansion_choice" not in worker.CALLS
