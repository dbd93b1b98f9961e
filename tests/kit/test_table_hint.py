"""A hint at a table game (web/kit/table/hint.py): asked of the computer's worker with the
record, the seat and the seats' names only; its reason shown and said after the action; kept
while the game stays at the decision it answers, and dropped when the game moved on while it
was thought of."""

import asyncio
import json
from types import SimpleNamespace

from game.pageant import cat_name
from web.clowder.link import PERSON, Seat
from web.kit.table.hint import ask_hint, shown_hint, with_reason
from web.pageant.link import PageantLink
from web.pageant.session import PageantSession


class Link:
    """The computer's worker, answering `answer` (and `reason`) to a hint and remembering what
    it was asked; `meanwhile` runs while it thinks."""

    def __init__(self, answer: str, meanwhile=lambda: None, reason: str | None = None):
        self.answer, self.meanwhile, self.reason, self.asked = answer, meanwhile, reason, []

    async def hint(self, game, record, seat, seed, names):
        self.asked.append((game, record, seat, tuple(names)))
        self.meanwhile()
        return json.dumps({"action": self.answer, "reason": self.reason})


def pageant(kinds=(PERSON, "easy", "hard")) -> PageantSession:
    return PageantSession.from_link(PageantLink(tuple(Seat(k, "You") if k == PERSON else Seat(k)
                                                      for k in kinds), 4))


def test_a_hint_asks_the_hard_player_with_the_record_and_the_seat_only_and_holds_until_the_vote():
    session = pageant()
    link = Link("7")
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    hint = asyncio.run(ask_hint(page, link))
    assert link.asked == [("pageant", session.record(), 0, session.names())]
    assert hint.sentence == f"Hint: vote for {cat_name(7)}." and hint.reason is None
    assert shown_hint(session) is hint and session.hint_cat() == 7
    session.select(3)  # marking another cat keeps the hint: the decision is still to make
    assert shown_hint(session) is hint
    session.cast()
    session.computers_chose({1: "1", 2: "2"})
    assert shown_hint(session) is None and session.hint_cat() is None


def a_vote(session):
    """What the table does while a hint is thought of: the person's vote cast and revealed."""
    def vote():
        session.select(3)
        session.cast()
        session.computers_chose({1: "1", 2: "2"})
    return vote


def test_an_answer_for_a_game_that_moved_on_meanwhile_is_dropped():
    session = pageant()
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    assert asyncio.run(ask_hint(page, Link("7", a_vote(session)))) is None
    assert shown_hint(session) is None


def test_no_hint_is_asked_when_no_person_has_a_decision():
    session = pageant((PERSON, PERSON, "easy"))  # the device is to be handed over first
    link = Link("7")
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    assert session.hint_seat() is None
    assert asyncio.run(ask_hint(page, link)) is None and link.asked == []


def test_the_reason_follows_the_action_in_the_line_shown_and_said():
    session = pageant()
    reason = f"it meets your goal {cat_name(7)} above {cat_name(2)}"
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    hint = asyncio.run(ask_hint(page, Link("7", reason=reason)))
    assert hint.reason == reason
    assert hint.sentence == f"Hint: vote for {cat_name(7)}; {reason}."
    assert shown_hint(session) is hint


def test_a_stale_reason_goes_with_its_hint():
    session = pageant()
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    assert asyncio.run(ask_hint(page, Link("7", a_vote(session), "the others are pushing Tofu"))) is None
    assert shown_hint(session) is None and session.hint is None


def test_a_sentence_with_a_reason_ends_once():
    assert with_reason("Hint: end the turn.", None) == "Hint: end the turn."
    assert with_reason("Hint: end the turn.", "") == "Hint: end the turn."
    assert with_reason("Hint: end the turn.", "it counts the Kitchen.") == (
        "Hint: end the turn; it counts the Kitchen.")
