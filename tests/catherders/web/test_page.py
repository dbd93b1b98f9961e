"""Cat Herders' page object (web/catherders/page.py) in CPython: the game's worker booted as
the browser boots it (tests/shell/test_boot_stored.py does the same), on a Detached platform
instead of the browser (web/shell/dom.py), and the page driven through the interface its
features use
(web/kit/page_interface.py): act, refresh and what asked to follow it, say, adopting a game,
and the animation of the turns played, one frame at a time.
"""

from __future__ import annotations

import inspect

import pytest

from tests.support.booting import booted as booted_worker
from web.catherders.page_interface import CatHerdersPage
from web.kit.page_interface import FeaturePage


@pytest.fixture
def booted():
    """(page, its platform, the worker's stand-in page module): Cat Herders booted in a fresh
    worker, no storage (tests/support/booting.py); the platform keeps the animation frames
    asked for (`frames`), called back when the test says."""
    with booted_worker("catherders", {}) as started:
        yield started


def _a_turn(session) -> str:
    """A whole turn the side to move may play, typed (a click may leave choices to make)."""
    return str(next(iter(session.game.legal_turns())))


def _data(dom, name: str) -> str:
    return getattr(dom.document.body.dataset, name, "")


@pytest.mark.parametrize("interface", [FeaturePage, CatHerdersPage])
def test_the_page_offers_every_member_of_the_features_interface(booted, interface):
    """Each method of the kit's FeaturePage (web/kit/page_interface.py) and of Cat Herders'
    own (web/catherders/page_interface.py) is the page's, with its parameters; each property
    and part is there."""
    page, _platform, _dom = booted
    names = [n for n in [*vars(interface), *getattr(interface, "__annotations__", {})]
             if not n.startswith("_")]
    assert len(names) >= 10
    for name in names:
        assert hasattr(page, name), name
        member = vars(interface).get(name)
        if inspect.isfunction(member):
            wanted = list(inspect.signature(member).parameters)[1:]
            assert list(inspect.signature(getattr(page, name)).parameters) == wanted, name


def test_a_turn_acted_is_kept_animated_and_drawn_to_its_end(booted):
    """act() plays a person's turn: the game is saved under the page's id with its link, the
    animation's frames wait to be shown (body[data-animating]), and the frames played one by
    one at 230 ms each empty the queue, then the board is drawn as it is."""
    page, platform, dom = booted
    s = page.session
    page.act(lambda: s.type_turn(_a_turn(s)))
    assert len(s.game.stack) == 1
    assert page.store.current()["fragment"] == s.fragment()
    assert page.store.current()["id"] == page.game_id
    left = page.frames_left()
    assert left >= 1 and _data(dom, "animating") == "1"
    now = 0.0
    for _ in range(4 * left + 4):  # each frame: its first paint, then its end 230 ms on
        if not platform.frames:
            break
        callback = platform.frames[-1]
        platform.frames.clear()
        callback(now)
        now += 240.0
    assert page.frames_left() == 0
    assert _data(dom, "animating") == ""
    assert _data(dom, "turns") == "1"


def test_what_asked_to_follow_a_refresh_is_called_after_each_in_order(booted):
    """on_refresh: each function is called once per refresh, after the features' own, in the
    order asked."""
    page, _platform, _dom = booted
    called = []
    page.on_refresh(lambda: called.append("first"))
    page.on_refresh(lambda: called.append("second"))
    page.refresh()
    page.act(lambda: None)
    assert called == ["first", "second"] * 2


def test_say_puts_the_words_on_the_status_line(booted):
    """say(): the session's message, shown on the status line at once."""
    page, _platform, dom = booted
    page.say("Hello from a feature.")
    assert page.session.message == "Hello from a feature."
    assert dom.document.getElementById("status").textContent == "Hello from a feature."


def test_a_game_adopted_keeps_its_id_only_when_told(booted):
    """adopt(): the game shown changes; its saved id changes only when one is given (None: a
    game not kept, as a lesson's), and the end counts as announced when told so."""
    from web.catherders.session import Session

    page, _platform, _dom = booted
    kept = page.game_id
    other = Session(page.session.spec)
    page.adopt(other)
    assert page.session is other and page.game_id == kept
    page.adopt(other, game_id=None, announced=True)
    assert page.game_id is None and page.announced_over is True
    page.show_game(other, None, announced=False)
    assert page.game_id not in (None, kept) and page.announced_over is False


def test_show_game_stops_the_animation_of_the_game_before(booted):
    """A game shown in place of another: no frame of the last one is left to draw."""
    from web.catherders.session import Session

    page, _platform, dom = booted
    s = page.session
    page.act(lambda: s.type_turn(_a_turn(s)))
    assert page.frames_left()
    page.show_game(Session(s.spec), None)
    assert page.frames_left() == 0 and _data(dom, "animating") == ""


def test_undo_and_redo_through_the_page_keep_the_address(booted):
    """Undo and redo are the session's, followed by the page: the saved game follows."""
    page, _platform, _dom = booted
    s = page.session
    page.act(lambda: s.type_turn(_a_turn(s)))
    played = s.fragment()
    page.act(s.undo)
    assert page.store.current()["fragment"] == s.fragment() != played
    page.act(s.redo)
    assert page.store.current()["fragment"] == played
