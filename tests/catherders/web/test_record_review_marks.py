"""A reviewed game's marks in the page's record (web/catherders/session.py record() / from_record()):
a session's `annotations` are written after their turns and read back as they were, and
annotations of turns the game no longer has (taken back, or never played) are left out."""

from __future__ import annotations

import json
import random

from game.catherders.record import NAG_OF_MARK, Annotation, read_record
from web.catherders.review.notes import ReviewData, marks_by_turn, marks_of_annotations
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, encode
from web.shell import computer_worker as worker

TURNS = 8


def played_session(seed: int = 4, turns: int = TURNS) -> Session:
    """A session of `turns` seeded random turns, blue a person and red the computer."""
    spec = GameSpec(seed=seed, players=("human", "ai-medium"))
    game = spec.replay()
    rng = random.Random(seed)
    for _ in range(turns):
        game.random_turn(rng)
    spec.turns = [str(t) for t in game.turns]
    return Session(spec)


NOTES = {0: Annotation(NAG_OF_MARK["inaccuracy"], "best a2; 55% -> 49%"),
         3: Annotation(NAG_OF_MARK["blunder"], "best b2-c3 e5>f6; 80% -> 31%; missed a catch"),
         5: Annotation(NAG_OF_MARK["mistake"], None),
         6: Annotation(None, "a comment alone"),
         7: Annotation(1, None)}  # a glyph that is no mark (!)


def test_a_record_read_back_keeps_the_sessions_annotations():
    """record() then from_record(): the same annotations by turn index (glyphs and
    comments), so the same marks, on the same game with the same players."""
    s = played_session()
    s.annotate(NOTES)
    text = s.record()
    back = Session.from_record(text)
    assert back.annotations == NOTES
    assert marks_of_annotations(back.annotations) == marks_of_annotations(s.annotations) == \
        {0: "inaccuracy", 3: "blunder", 5: "mistake"}
    assert back.game.fen() == s.game.fen() and [str(t) for t in back.game.turns] == s.spec.turns
    assert back.spec.players == ("human", "ai-medium")
    assert back.record() == text  # written again, the same record
    assert s.annotations == NOTES  # record() leaves the session's annotations alone


def test_a_workers_review_kept_on_the_session_survives_the_record():
    """The review's notes put on the session as the page does (review_view: Annotation by
    int index), written and read back: the review's marks, the comments as made."""
    s = played_session(seed=6)
    total = worker.review_begin(encode(s.current_spec()), 150)
    for _ in range(total):
        worker.review_next()
    review = ReviewData.from_dict(json.loads(worker.review_result()))
    assert marks_by_turn(review)
    s.annotate({int(i): Annotation(nag, comment) for i, (nag, comment) in review.annotations().items()})
    back = Session.from_record(s.record())
    assert marks_of_annotations(back.annotations) == marks_by_turn(review)
    assert {i: a.comment for i, a in back.annotations.items()} == \
        {int(i): comment for i, (_, comment) in review.notes.items()}


def test_annotations_past_the_last_turn_are_left_out():
    """Annotations of turns the game does not have (index = turns or more) are not written,
    and do not stop the record being written; the others are kept."""
    s = played_session()
    s.annotate({2: Annotation(4, "kept"), TURNS: Annotation(2, "one past"),
                TURNS + 9: Annotation(6, None)})
    text = s.record()
    assert "one past" not in text
    record = read_record(text)
    assert record.annotations == {2: Annotation(4, "kept")}
    assert Session.from_record(text).annotations == {2: Annotation(4, "kept")}


def test_a_turn_taken_back_loses_its_mark_in_the_record():
    """After undo, the last turn's annotation belongs to no turn: the record leaves it out,
    and keeps it in the session for when the turn is played again (redo)."""
    s = played_session()
    s.spec.players = ("human", "human")  # undo takes back one turn
    s.annotate({TURNS - 2: Annotation(2, None), TURNS - 1: Annotation(4, "last")})
    assert s.undo()
    assert read_record(s.record()).annotations == {TURNS - 2: Annotation(2, None)}
    assert TURNS - 1 in s.annotations
    assert s.redo()
    assert read_record(s.record()).annotations == {TURNS - 2: Annotation(2, None),
                                                   TURNS - 1: Annotation(4, "last")}


def test_a_session_without_annotations_writes_a_plain_record():
    """No annotations: no glyph or comment in the record, and none read back."""
    s = played_session()
    text = s.record()
    assert "{" not in text and "?" not in text
    assert Session.from_record(text).annotations == {}
