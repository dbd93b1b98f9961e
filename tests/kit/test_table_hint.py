"""A hint at a table game (web/kit/table/hint.py): asked of the computer's worker with the
record and the seat only, at the hard level; kept while the game stays at the decision it
answers, and dropped when the game moved on while it was thought of."""

import asyncio
from types import SimpleNamespace

from game.pageant import cat_name
from web.clowder.link import PERSON, Seat
from web.kit.table.hint import HINT_LEVEL, ask_hint, shown_hint
from web.pageant.link import PageantLink
from web.pageant.session import PageantSession


class Link:
    """The computer's worker, answering `answer` and remembering what it was asked; `meanwhile`
    runs while it thinks."""

    def __init__(self, answer: str, meanwhile=lambda: None):
        self.answer, self.meanwhile, self.asked = answer, meanwhile, []

    async def choose(self, game, record, seat, level, seed):
        self.asked.append((game, record, seat, level))
        self.meanwhile()
        return self.answer


def pageant(kinds=(PERSON, "easy", "hard")) -> PageantSession:
    return PageantSession.from_link(PageantLink(tuple(Seat(k, "You") if k == PERSON else Seat(k)
                                                      for k in kinds), 4))


def test_a_hint_asks_the_hard_player_with_the_record_and_the_seat_only_and_holds_until_the_vote():
    session = pageant()
    link = Link("7")
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    hint = asyncio.run(ask_hint(page, link))
    assert link.asked == [("pageant", session.record(), 0, HINT_LEVEL)]
    assert hint.sentence == f"Hint: vote for {cat_name(7)}."
    assert shown_hint(session) is hint and session.hint_cat() == 7
    session.select(3)  # marking another cat keeps the hint: the decision is still to make
    assert shown_hint(session) is hint
    session.cast()
    session.computers_chose({1: "1", 2: "2"})
    assert shown_hint(session) is None and session.hint_cat() is None


def test_an_answer_for_a_game_that_moved_on_meanwhile_is_dropped():
    session = pageant()

    def vote():
        session.select(3)
        session.cast()
        session.computers_chose({1: "1", 2: "2"})

    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    assert asyncio.run(ask_hint(page, Link("7", vote))) is None
    assert shown_hint(session) is None


def test_no_hint_is_asked_when_no_person_has_a_decision():
    session = pageant((PERSON, PERSON, "easy"))  # the device is to be handed over first
    link = Link("7")
    page = SimpleNamespace(session=session, GAME=SimpleNamespace(name="pageant"))
    assert session.hint_seat() is None
    assert asyncio.run(ask_hint(page, link)) is None and link.asked == []
