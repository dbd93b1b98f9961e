"""The table games' sounds played as their screens take the news (web/kit/table/sounds.py), on
the worker's stand-in page (tests/support/page.py): each action named by the game's own
sounds_for, told whether a computer's seat did it, all played one after another; nothing while
the history is looked back through, for a game not shown, or with no news."""

from __future__ import annotations

import types

import pytest

from tests.support.page import fresh_page, listeners, operations
from web.kit.speaker import speaker
from web.kit.storage import BrowserStorage, Settings
from web.kit.table.game import TableGame
from web.kit.table.seats import PERSON, Seat
from web.kit.table.sounds import play_news

RECIPES = {"tick": {"notes": ({"wave": "sine", "start": 0.0, "duration": 0.1, "freq": 440.0,
                               "freq_end": 440.0, "gain": 0.2, "envelope": ((0.0, 0.0), (0.01, 1.0),
                                                                            (0.1, 0.0))},)}}


class State:
    """A state whose `actor()` is `seat` (None: everyone at once)."""

    def __init__(self, seat):
        self.seat = seat

    def actor(self):
        return self.seat


class Page:
    """What play_news reads of a table game's page, with the speaker's needs."""

    GAME = TableGame(name="clowder", prefix="cl", called="Clowder", a_game="a Clowder game", players=(2, 4))

    def __init__(self, doc):
        self.heard = []  # (action, by_computer) as sounds_for was asked
        self.SOUNDS = types.SimpleNamespace(SOUNDS=RECIPES, sounds_for=self._sounds_for)
        self.session = types.SimpleNamespace(seats=(Seat(PERSON, "You"), Seat("easy")), viewing=None)
        self.settings = Settings(BrowserStorage(doc.window.localStorage))

    def _sounds_for(self, before, action, after, by_computer):
        self.heard.append((action, by_computer))
        return ["tick"]

    def on(self, element_id, event, fn, **options):
        pass

    def on_element(self, target, event, fn, **options):
        target.addEventListener(event, fn, options)


@pytest.fixture
def page():
    with fresh_page() as doc:
        doc.body.dataset.game = "clowder"
        made = Page(doc)
        speaker(made)  # as TablePage.open makes it
        for event, hid, _options in listeners(doc.body):  # the person's first interaction
            if event == "pointerdown":
                doc.dispatch(hid, {"type": event})
        made.doc = doc
        yield made


def sounds_sent(page) -> list:
    return [op for op in operations(page.doc) if op[0] == "sound"]


NEWS = [(State(0), "a", None), (State(1), "b", None), (State(None), "c", None)]


def test_each_action_is_named_by_the_game_and_all_play_one_after_another(page):
    play_news(page, NEWS)
    assert page.heard == [("a", False), ("b", True), ("c", False)]
    (op,) = sounds_sent(page)
    assert [note[0] for note in op[1]] == pytest.approx([0.0, 0.13, 0.26])
    assert page.doc.body.dataset.sounds == "tick tick tick"


def test_nothing_while_looking_back_for_a_game_not_shown_or_without_news(page):
    page.session.viewing = 3
    play_news(page, NEWS)
    page.session.viewing = None
    page.doc.body.dataset.game = "pageant"
    play_news(page, NEWS)
    page.doc.body.dataset.game = "clowder"
    play_news(page, [])
    assert page.heard == [] and sounds_sent(page) == []
