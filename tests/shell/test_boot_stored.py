"""The page starts whatever its storage holds: the game's worker (web/shell/main.py) booted in
CPython, as the browser boots it (the view's hello brings the storage and the address), with
hostile values under every key of ours, for each of the four games. It must say it is ready,
keep every value it could not read (under its key, or aside under a backup key), and say
what it kept aside. A saved game whose link no longer opens is reported and stays listed.

The worker's stand-in page is pure Python: the browser is only its platform (web/shell/bridge.py
in the worker), here a Detached one that keeps the messages the game posts. Every module of
web/ is imported afresh for each boot and forgotten after, so no other test sees its state.
"""

from __future__ import annotations

import json

import pytest

from tests.support.booting import boot, worker_loop
from tests.support.parsers_storage import FRAGMENTS
from web.kit.storage import (
    GAME_KEYS,
    REVIEWS_BACKUP_KEY,
    REVIEWS_KEY,
    SETTINGS_BACKUP_KEY,
    SETTINGS_KEY,
    backup_keys,
)

BACKUPS = {**dict(GAME_KEYS.values()), SETTINGS_KEY: SETTINGS_BACKUP_KEY, REVIEWS_KEY: REVIEWS_BACKUP_KEY}
PICTURE_KEY = "catherders.board-picture.v1"  # read by assets/boot.js only
ENTRY = {"id": "0123456789ab", "fragment": "v=1&seed=1", "label": "a game", "saved": 1.7e12}
HOSTILE = {
    "deep lists": "[" * 2000,
    "deep objects": '{"a":' * 3000,
    "not JSON": "{not json \ud800",
    "huge": "x" * 200_000,
    "a number": "5",
    "null": "null",
    "an infinite saved time": json.dumps([{**ENTRY, "saved": float("inf")}]),
    "entries of every wrong type": json.dumps([1, "a", None, [], {}, {**ENTRY, "id": 7},
                                                {**ENTRY, "saved": True}, {**ENTRY, "fragment": ""}]),
    "values of the wrong type": json.dumps({"preview": "yes", "lessons_solved": [True, "x", None],
                                            "friends": {"m": [[]]}, "g1": {"fragment": 1, "review": []}}),
    "deep values": json.dumps({"preview": json.loads("[" * 200 + "]" * 200),
                               "g1": {"fragment": "v=1", "review": {"a": json.loads("[" * 20 + "]" * 20)}}}),
}


@pytest.fixture
def worker():
    """boot(game, storage, prepare) -> (page, storage after, every batch's text): a fresh worker
    each time (tests/support/booting.py), `prepare()` called once its modules are imported; its
    event loop stays current until the test ends (the page's later calls schedule on it)."""
    with worker_loop() as loop:

        def start(game: str, storage: dict, prepare=None):
            page, platform, dom = boot(loop, game, storage, prepare)
            posted = [json.dumps(message) for message in platform.sent]
            return page, dom.window.localStorage._items, posted

        yield start


def _ready(posted: list[str]) -> bool:
    kinds = [json.loads(text)["k"] for text in posted]
    return "ready" in kinds and "failed" not in kinds


def _shown(posted: list[str]) -> str:
    """Every text the worker sent the view (its operations), as one string."""
    return "\n".join(posted)


@pytest.mark.parametrize("game", list(GAME_KEYS))
@pytest.mark.parametrize("hostile", list(HOSTILE), ids=str)
def test_the_page_starts_whatever_is_stored_and_keeps_it(worker, game, hostile):
    """Every key of ours holds the hostile value: the game starts, and each value is still under
    its key or kept aside under its backup key; the game's own list, written at the start, had
    its value kept aside and the page said so."""
    text = HOSTILE[hostile]
    storage = {key: text for key in [*BACKUPS, PICTURE_KEY]}
    page, after, posted = worker(game, storage)
    assert _ready(posted), [p for p in posted if '"failed"' in p]
    for key in BACKUPS:
        assert after[key] == text or any(after.get(k) == text for k in backup_keys(BACKUPS[key])), key
    key, backup = GAME_KEYS[game]
    assert any(after.get(k) == text for k in backup_keys(backup)), "the game's list was not kept aside"
    assert "kept aside" in _shown(posted)
    assert after[PICTURE_KEY] == text
    assert page.store.entries()[0]["id"] == page.game_id  # the game started is saved
    real = _in_the_browser(storage, posted)
    assert real == after  # every write the worker made, the browser took


BROWSER_QUOTA = 5_000_000  # characters a browser lets a site's localStorage hold (Chrome, Firefox)


def _in_the_browser(storage: dict, posted: list[str]) -> dict:
    """The browser's localStorage once the view applied the worker's writes in order, as
    web/view/ops.py does: a write past the quota is refused, and said only in the console."""
    real = dict(storage)
    for text in posted:
        message = json.loads(text)
        for op in message.get("ops", []):
            if op[0] == "store":
                trial = {**real, op[1]: op[2]} if op[2] is not None else {k: v for k, v in real.items()
                                                                          if k != op[1]}
                if sum(len(k) + len(v) for k, v in trial.items()) <= BROWSER_QUOTA:
                    real = trial
    return real


@pytest.mark.parametrize("game", list(GAME_KEYS))
def test_a_value_too_big_to_copy_stays_where_it_is_in_the_browser(worker, game):
    """A value of 3 million characters: the browser has no room for a copy of it, so the page
    must not write over it (the view's refused write is not seen by the worker): the page
    starts, says its games are not saved, and the value is still there."""
    key = GAME_KEYS[game][0]
    text = "{" + "x" * 3_000_000
    page, after, posted = worker(game, {key: text})
    assert _ready(posted)
    assert _in_the_browser({key: text}, posted)[key] == text
    assert "not saved" in _shown(posted)


def _saved(game: str, fragment: str) -> dict:
    return {GAME_KEYS[game][0]: json.dumps([{**ENTRY, "fragment": fragment}])}


@pytest.mark.parametrize("game", list(GAME_KEYS))
def test_a_saved_game_whose_link_no_longer_opens_is_reported_and_kept(worker, game):
    """The last game's link from an older build: the page starts with a new game, says the
    saved one could not be opened, and keeps it listed; opening it from the list again says so
    too, and the game shown stays."""
    old = FRAGMENTS[game][0].replace("seed=", "seed=x").replace("v=1", "v=0")
    page, after, posted = worker(game, _saved(game, old))
    assert _ready(posted)
    assert "could not be" in _shown(posted) or "cannot be opened" in _shown(posted)
    assert [e["fragment"] for e in page.store.entries()][1:] == [old]
    session = page.session
    entry = page.store.get(ENTRY["id"])
    (page.open_saved if game == "catherders" else page._open_saved)(entry)
    assert page.session is session and page.store.get(ENTRY["id"]) == entry


@pytest.mark.parametrize("game", list(GAME_KEYS))
def test_a_saved_game_whose_reading_fails_unexpectedly_does_not_stop_the_page(worker, game):
    """A saved link whose reading fails with an error that is no ValueError (a parser's bug,
    as issue 29 found for links): the page starts all the same, says so, keeps the game."""
    boom = FRAGMENTS[game][0] + "&boom"

    def prepare():
        def failing(original):
            def read(*args):
                if any(isinstance(a, str) and a.endswith("&boom") for a in args):
                    raise TypeError("a parser's bug")
                return original(*args)
            return read

        if game == "catherders":
            from web.catherders import session

            original = session.Session.from_fragment
            session.Session.from_fragment = classmethod(lambda cls, f: failing(original)(f))
        else:
            view = __import__(f"web.{game}.view", fromlist=["view"])
            page_class = next(v for v in vars(view).values() if isinstance(v, type)
                              and v.__module__ == view.__name__ and "session_of" in vars(v))
            page_class.session_of = failing(page_class.session_of)

    page, after, posted = worker(game, _saved(game, boom), prepare)
    assert _ready(posted), [p for p in posted if '"failed"' in p]
    assert "a parser's bug" in _shown(posted) or "TypeError" in _shown(posted)
    assert boom in [e["fragment"] for e in page.store.entries()]
