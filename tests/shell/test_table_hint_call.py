"""The computer's worker's hint for a table game (web/shell/computer_worker.py's `hint`, in
CPython): one message of the protocol, its action the hard level's `choose` from the same seed,
its reason the engine's for that action from what the seat sees, and bad input refused."""

import json
import random

import pytest

from game.registry import rules
from web.shell import computer_worker as worker
from web.shell import protocol

SEATS = {"pageant": 3, "clowder": 2, "mansion": 3}


def record_after(name: str, decisions: int) -> tuple[str, int]:
    """The record of a game played `decisions` decisions by easy players, and its seat to act."""
    game = rules(name)
    state, rng = game.new(SEATS[name], 4), random.Random(4)
    for _ in range(decisions):
        seat = state.to_act()
        state = state.play(game.choose(state.seen_by(seat), seat, "easy", rng))
    return game.write_record(state), state.to_act()


@pytest.mark.parametrize("name", sorted(SEATS))
def test_a_hint_is_the_hard_choice_with_its_engines_reason(name):
    record, seat = record_after(name, 3)
    names = [f"Guest {s}" for s in range(SEATS[name])]
    answer = worker.answer(json.dumps(protocol.call("hint", 7, name, record, seat, 11, names)))
    assert answer["k"] == "result" and answer["id"] == 7, answer
    hint = json.loads(answer["value"])
    assert hint["action"] == worker.choose(name, record, seat, worker.HINT_LEVEL, 11)
    assert hint["reason"] is None or (isinstance(hint["reason"], str) and hint["reason"])
    unnamed = json.loads(worker.hint(name, record, seat, 11, []))
    assert unnamed["action"] == hint["action"]


def test_a_reason_is_given_where_the_engine_has_one():
    record, seat = record_after("pageant", 0)  # a first vote: the pick meets one of the goals
    hint = json.loads(worker.hint("pageant", record, seat, 1, ["You", "Ann", "Bea"]))
    assert hint["reason"] and hint["reason"].startswith("if chosen, it meets your goal ")


def test_bad_input_is_refused_with_its_reason():
    record, seat = record_after("mansion", 2)
    wrong = worker.answer(json.dumps(protocol.call("hint", 1, "catherders", record, 0, 1, [])))
    assert wrong["k"] == "failure" and "not one of pageant, clowder, mansion" in wrong["error"]
    for names in (["Ann"], ["Ann", "Bea", 3], "Ann"):
        with pytest.raises(ValueError, match="names"):
            worker.hint("mansion", record, seat, 1, names)
    unread = worker.answer(json.dumps(protocol.call("hint", 2, "clowder", record, 0, 1, [])))
    assert unread["k"] == "failure" and "RecordError" in unread["error"]


def test_the_hint_is_a_shared_call_that_fetches_its_game(monkeypatch):
    assert "hint" in worker.CALLS and "hint" not in worker.CAT_HERDERS_CALLS
    monkeypatch.setattr(worker.importlib.util, "find_spec", lambda name: None)
    assert worker.game_of_call(json.dumps(protocol.call("hint", 1, "clowder", "r", 0, 1, []))) == "clowder"
