"""The computer's worker reviews a table game a few decisions a call (web/shell/computer_worker.py's
table_review_begin, table_review_next and table_review_result, in CPython), and asks and judges
Learn from your mistakes' questions (table_quiz_question, table_quiz_answer): each call one
message of the protocol's table, its answer what game/review.py gives, and the game's part of
the worker fetched for the call that names it."""

import json
import random

import pytest

from game.registry import rules
from game.review import Reviewer
from web.shell import computer_worker as worker
from web.shell import protocol

DECISIONS = 14  # of a Cat's Mansion race of three cats (an unfinished game is reviewed too)


def record_of_a_short_race() -> str:
    game = rules("mansion")
    state, rng = game.new(3, 4, {"rules": "s"}), random.Random(4)
    for _ in range(DECISIONS):
        seat = state.to_act()
        state = state.play(game.choose(state.seen_by(seat), seat, "easy", rng))
    return game.write_record(state)


def answered(message: dict):
    """The worker's result for `message` (sent as the page sends it: JSON text)."""
    answer = worker.answer(json.dumps(message))
    assert answer["k"] == "result" and answer["id"] == message["id"], answer
    return answer["value"]


def test_a_table_review_is_begun_taken_a_few_decisions_a_call_and_read_whole():
    record = record_of_a_short_race()
    total = answered(protocol.call("table_review_begin", 1, "mansion", record, 5))
    assert total == DECISIONS
    calls = []
    while not calls or calls[-1]["done"] < total:  # a decision a call at least
        calls.append(json.loads(answered(protocol.call("table_review_next", 2 + len(calls)))))
        assert calls[-1]["total"] == total
    done = [c["done"] for c in calls]
    assert done == sorted(set(done)) and done[-1] == total  # onwards, never the same twice
    whole = json.loads(answered(protocol.call("table_review_result", 99)))
    game = rules("mansion")
    reviewer = Reviewer(game, game.read_record(record), 5)  # the same review, straight from the engine
    while not reviewer.done:
        reviewer.step()
    review = reviewer.review()
    assert whole == json.loads(json.dumps(review.shown()))
    costly = [i for seat in whole["costly"] for i in seat]
    assert sorted(whole["judged"]) == sorted(str(i) for i in costly)  # the costly ones only
    decisions = json.loads(json.dumps(review.to_dict()))["decisions"]
    assert all(whole["judged"][str(i)] == decisions[i] for i in costly)
    done = worker.answer(json.dumps(protocol.call("table_review_next", 100)))
    assert done["k"] == "failure" and "no table review under way" in done["error"]


def test_a_review_begun_again_starts_over_and_a_wrong_game_is_refused():
    record = record_of_a_short_race()
    answered(protocol.call("table_review_begin", 1, "mansion", record, 5))
    answered(protocol.call("table_review_next", 2))
    first = json.loads(answered(protocol.call("table_review_result", 3)))
    answered(protocol.call("table_review_begin", 4, "mansion", record, 5))
    assert json.loads(answered(protocol.call("table_review_result", 5)))["chances"] == first["chances"][:1]
    wrong = worker.answer(json.dumps(protocol.call("table_review_begin", 5, "catherders", record, 5)))
    assert wrong["k"] == "failure" and "not one of pageant, clowder, mansion" in wrong["error"]
    unread = worker.answer(json.dumps(protocol.call("table_review_begin", 6, "clowder", record, 5)))
    assert unread["k"] == "failure" and "RecordError" in unread["error"]


def test_the_call_that_names_a_game_fetches_its_part_of_the_worker(monkeypatch):
    """As in the browser before a game's zip is fetched: no game's package is found."""
    monkeypatch.setattr(worker.importlib.util, "find_spec", lambda name: None)
    begin = protocol.call("table_review_begin", 1, "clowder", "clowder 1 players 2 seed 1 actions", 1)
    assert worker.game_of_call(json.dumps(begin)) == "clowder"
    choose = protocol.call("choose", 2, "pageant", "r", 0, "easy", 1)
    assert worker.game_of_call(json.dumps(choose)) == "pageant"
    assert worker.game_of_call(json.dumps(protocol.call("suggest", 3, "v=1", 1))) == "catherders"
    question = protocol.call("table_quiz_question", 7, "mansion", "r", 1, 0)
    assert worker.game_of_call(json.dumps(question)) == "mansion"
    for call in (protocol.call("table_review_next", 4), protocol.call("table_review_result", 5),
                 protocol.call("modules", 6)):
        assert worker.game_of_call(json.dumps(call)) is None  # its game was fetched at the start


@pytest.mark.parametrize("kind", ["table_review_begin", "table_review_next", "table_review_result",
                                  "table_quiz_question", "table_quiz_answer"])
def test_each_table_review_call_is_the_workers(kind):
    assert kind in worker.CALLS and kind not in worker.CAT_HERDERS_CALLS


def test_a_question_and_its_answers_through_the_workers_calls():
    """table_quiz_question gives a costly decision's choices; table_quiz_answer judges each, the
    hard one right; a choice the rules refuse is a failure that quotes it."""
    from tests.game.test_review import BLUNDERS
    from tests.game.test_review_quiz import blundered

    bad = BLUNDERS["mansion"][1]
    game, state, index = blundered("mansion")
    record = game.write_record(state)
    choices = json.loads(answered(protocol.call("table_quiz_question", 1, "mansion", record, 5, index)))
    assert bad in choices and 2 <= len(choices) <= 4
    verdicts = {c: json.loads(answered(protocol.call("table_quiz_answer", 2, "mansion", record, 5, index, c)))
                for c in choices}
    assert verdicts[bad]["right"] is False and verdicts[bad]["judgement"]["action"] == bad
    best = verdicts[bad]["judgement"]["best"]
    assert verdicts[best]["right"] is True
    refused = worker.answer(json.dumps(protocol.call("table_quiz_answer", 3, "mansion", record, 5, index,
                                                     "z" * 200)))
    assert refused["k"] == "failure" and "z" * 20 in refused["error"] and "z" * 81 not in refused["error"]
