"""A finished table game's review on its page (web/kit/table/review.py), on the worker's
stand-in page in CPython, for each table game: the button runs it through the computer's
worker's own calls (a stand-in answering in CPython) a decision at a time; the chart, its
legend and the costliest decisions are drawn; a decision clicked shows its step and says what
was better; "Learn from your mistakes" asks each costly decision, and an answer is judged."""

from __future__ import annotations

import asyncio

import pytest

from game.mansion.pieces import Rules
from tests.support.page import Elements, Sketchbook, fresh_page, listeners
from web.kit.elements import element
from web.shell.computer_worker import (
    choose,
    table_quiz_answer,
    table_quiz_question,
    table_review_begin,
    table_review_next,
    table_review_result,
)


class Worker:
    """The computer's worker as the page reaches it, answering in CPython."""

    async def choose(self, game, record, seat, level, seed):
        return choose(game, record, seat, level, seed)

    async def table_review_begin(self, game, record, seed):
        return table_review_begin(game, record, seed)

    async def table_review_next(self):
        return table_review_next()

    async def table_review_result(self):
        return table_review_result()

    async def table_quiz_question(self, game, record, seed, index):
        return table_quiz_question(game, record, seed, index)

    async def table_quiz_answer(self, game, record, seed, index, action):
        return table_quiz_answer(game, record, seed, index, action)


def finished(game: str):
    """(the page's class, a link to a finished game of easy computers) for `game`."""
    if game == "pageant":
        from web.pageant.link import PageantLink, Seat, encode
        from web.pageant.session import PageantSession
        from web.pageant.view import PageantPage
        session = PageantSession.from_link(PageantLink((Seat("easy"),) * 3, 3))
    elif game == "clowder":
        from web.clowder.link import Seat
        from web.clowder.session import ClowderSession
        from web.clowder.view import ClowderPage as PageantPage
        session = ClowderSession((Seat("easy"),) * 2, 3)
    else:
        from web.mansion.link import Seat
        from web.mansion.session import MansionSession
        from web.mansion.view import MansionPage as PageantPage
        session = MansionSession((Seat("easy"),) * 3, 3, Rules(shorter=True))
    while session.phase != "over":
        asked = session.computers_to_ask()
        if asked:
            record = session.record()
            session.computers_chose({seat: choose(game, record, seat, "easy", 1) for seat in asked})
        else:
            session.go_on()  # the pageant's reveals and rounds
    if game == "pageant":
        fragment = encode(PageantLink(session.seats, session.game.seed, session.game.votes))
    else:
        fragment = session.fragment()
    return PageantPage, fragment


def text_of(node) -> str:
    """A stand-in node's text with its children's (the stand-in does not gather it)."""
    return (node.textContent or "") + "".join(text_of(child) for child in node.children)


def fire(node, kind: str, **data) -> None:
    """The view sends the game an event `kind` of `node` (its listener's), with `data`."""
    found = [hid for k, hid, _options in listeners(node) if k == kind]
    assert found, f"no {kind} listener"
    for hid in found:
        node._doc.dispatch(hid, {"type": kind, **data})


@pytest.mark.parametrize("game, prefix", [("pageant", "pg"), ("clowder", "cl"), ("mansion", "ma")])
def test_a_finished_games_review_is_run_drawn_stepped_to_and_asked(game, prefix):
    cls, fragment = finished(game)
    with fresh_page(Sketchbook()) as doc:
        doc.href, doc.hash = "https://x/", "#" + fragment
        doc.body.dataset.game = game
        for box in ("cl-board-box", "ma-board-box"):
            doc.measured(box, [0, 0, 600, 460])

        async def review():
            page = cls.open(fragment)
            page.review.link = Worker()
            page.held = Elements(doc, f"{prefix}-review-legend", f"{prefix}-review-list",
                                 f"{prefix}-review-answers", "pg-ladder")  # read later
            assert not element(f"btn-{prefix}-analyse").disabled  # the game is over
            fire(element(f"btn-{prefix}-analyse"), "click")
            assert page.review.running and not element(f"{prefix}-review-box").hidden
            while page.review.running:
                await asyncio.sleep(0)
            return page

        page = asyncio.run(review())
        data = page.review.data
        assert data is not None and page.review.done == page.review.total == len(data["chances"]) - 1
        assert element(f"{prefix}-review-status").textContent == page.review.summary()
        assert not element(f"{prefix}-review-chart").hidden
        assert len(page.held[f"{prefix}-review-legend"].children) == len(page.session.seats)
        costly = page.review.costly()
        assert costly, "easy computers give something away in a whole game"
        items = page.held[f"{prefix}-review-list"].children
        assert len(items) == len(costly)
        first = costly[0]
        fire(element(f"{prefix}-review-list"), "click", button={"decision": str(first["index"])})
        assert page.session.viewing == page.session.review_step(first["index"]) or (
            page.session.viewing is None
            and page.session.review_step(first["index"]) == page.session.shown_number())
        assert element(f"{prefix}-announce").textContent == page.review.decision_label(first)
        if game == "mansion" and page.session.viewing is not None:  # the better choice marked on the map
            from game.mansion.actions import read_action
            assert page.session.hint_space() == getattr(read_action(first["best"]), "space", None)
        if game == "pageant" and page.session.viewing is not None:  # on the ladder's place voted for
            from game.pageant import cat_name
            marked = [li for li in page.held["pg-ladder"].children if "better" in li.className.split()]
            assert len(marked) == 1 and cat_name(int(first["best"])) in text_of(marked[0])
        played, best = page.review.decision_words(first)
        assert played and best and played != best
        asyncio.run(learn(page, prefix, costly))


async def settled(page) -> None:
    """Let the quiz's calls to the (stand-in) worker answer."""
    for _ in range(50):
        await asyncio.sleep(0)


async def learn(page, prefix: str, costly: list[dict]) -> None:
    """Learn from your mistakes: each question shown unmarked with its choices, the played
    action and the hard computer's among them; the first answered with the hard choice (right,
    and then marked), the next with the action played (not quite), then the quiz goes on to the
    end."""
    quiz, session = page.review.quiz, page.session
    fire(element(f"btn-{prefix}-review-learn"), "click")
    assert quiz.asked == [d["index"] for d in costly]
    assert element(f"{prefix}-review-list").hidden  # the list holds the answers
    for number, decision in enumerate(costly):
        await settled(page)
        assert session.review_mark is None and quiz.choices is not None
        assert element(f"{prefix}-review-question").textContent.endswith("which is best?")
        answers = page.held[f"{prefix}-review-answers"].children
        assert len(answers) == len(quiz.choices) >= 2
        assert {decision["action"], decision["best"]} <= set(quiz.choices)
        pick = decision["best"] if number == 0 else decision["action"]
        fire(element(f"{prefix}-review-answers"), "click", button={"answer": str(quiz.choices.index(pick))})
        assert element(f"{prefix}-review-answer").textContent == "Judging your answer…"
        await settled(page)
        said = element(f"{prefix}-review-answer").textContent
        assert said.startswith("Right: " if number == 0 else "Not quite: "), said
        best_words = session.choice_words(session.review_step(decision["index"]), decision["best"])
        if number == 0:  # the hard computer's own choice
            assert said.startswith("Right: the hard computer chose the same."), said
        else:  # the choice follows a colon: a game's words may be a clause ("your cat leaps…")
            assert f"The hard computer's choice, marked above: {best_words}." in said, said
        assert session.review_mark == (session.review_step(decision["index"]), decision["best"])
        last = number == len(costly) - 1
        assert said.endswith("That was the last question." if last else "Next question below.")
        assert element(f"btn-{prefix}-review-next").hidden == last
        if not last:
            fire(element(f"btn-{prefix}-review-next"), "click")
