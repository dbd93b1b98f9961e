"""The table games' one loop that asks the computers (web/kit/table/computers.py), in CPython
with a stand-in worker: every seat waited for is asked through the one call, `choose(game,
record, seat, level, seed)`; the answers go to the session's `computers_chose`; an answer
that went stale while it was thought of (another game opened, the record changed, a seat no
longer waited for) is dropped and the computers asked again."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from web.kit.table.computers import ask_computers, is_stale


class Session:
    """A table that waits for the computers in `waits` (rounds of seats), one round at a time."""

    def __init__(self, waits):
        self.waits = [list(seats) for seats in waits]
        self.seats = [SimpleNamespace(who=level) for level in ("person", "easy", "hard")]
        self.moves = 0
        self.taken = []

    def computers_to_ask(self):
        return self.waits[0] if self.waits else []

    def record(self):
        return f"record {self.moves}"

    def computers_chose(self, choices):
        assert set(choices) == set(self.waits[0])
        self.taken.append(dict(choices))
        self.waits.pop(0)
        self.moves += 1


class Page:
    GAME = SimpleNamespace(name="clowder")

    def __init__(self, session):
        self.session = session
        self.events = []
        self.screen = SimpleNamespace(draw=lambda: self.events.append("draw"))

    async def idle(self):
        self.events.append("idle")

    def computers_answered(self):
        self.events.append("answered")

    def save(self):
        self.events.append("save")


class Link:
    """The computer's worker: answers `seat * 10 + calls`, and runs `meanwhile` on a call."""

    def __init__(self, meanwhile=None):
        self.calls = []
        self.meanwhile = meanwhile or {}

    def choose(self, *args):
        self.calls.append(("choose", *args))
        if len(self.calls) in self.meanwhile:
            self.meanwhile[len(self.calls)]()
        future = asyncio.get_event_loop().create_future()
        future.set_result(args[2] * 10 + len(self.calls))
        return future


def run(page, link):
    asyncio.run(ask_computers(page, link))


def test_every_seat_waited_for_is_asked_through_the_one_call_and_answered_as_text():
    session = Session([[1, 2], [2]])
    page, link = Page(session), Link()
    run(page, link)
    assert [call[:4] for call in link.calls] == [
        ("choose", "clowder", "record 0", 1), ("choose", "clowder", "record 0", 2),
        ("choose", "clowder", "record 1", 2)]
    assert [call[4] for call in link.calls] == ["easy", "hard", "hard"]
    assert all(isinstance(call[5], int) for call in link.calls)  # a seed
    assert session.taken == [{1: "11", 2: "22"}, {2: "23"}]
    assert page.events == ["idle", "answered", "save", "draw"] * 2


def test_an_answer_for_a_game_replaced_meanwhile_is_dropped_and_the_new_game_asked():
    old, new = Session([[1]]), Session([[2]])
    page = Page(old)
    link = Link({1: lambda: setattr(page, "session", new)})
    run(page, link)
    assert old.taken == [] and new.taken == [{2: "22"}]


def test_an_answer_after_the_game_moved_on_is_dropped_and_asked_again():
    session = Session([[1]])
    page = Page(session)
    link = Link({1: lambda: setattr(session, "moves", 5)})  # an undo, a person's action...
    run(page, link)
    assert session.taken == [{1: "12"}]
    assert [call[2] for call in link.calls] == ["record 0", "record 5"]


def test_an_answer_for_a_seat_no_longer_waited_for_is_dropped():
    session = Session([[1, 2]])
    page = Page(session)
    assert is_stale(page, session, "record 0", {1: "x", 3: "y"})
    assert not is_stale(page, session, "record 0", {1: "x", 2: "y"})
    assert is_stale(page, session, "record 1", {1: "x"})
    assert is_stale(Page(Session([[1]])), session, "record 0", {1: "x"})
