"""Saved games: a reload resumes exactly, and opening another game's link loses nothing."""

from __future__ import annotations

import re

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import fen, link_of, play_some_turns
from tests.browser.pagetools import hash_fragment, open_page, page_state, wait_for, wait_ready
from web.kit.storage import BACKUP_KEY, KEY, GameStore

pytestmark = pytest.mark.browser
# The module's page is its shared one (conftest's warm_page): every test opens its address
# by a real load, storage cleared, and its reloads keep what it saved.
SHARED_PAGE = True

LINK_A = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=21"
LINK_B = "v=1&rules=designer&board=hex6&setup=advanced&cats=9&seed=22"


def _recent(page) -> list[str]:
    return page.locator("#recent button").all_inner_texts()


def test_reload_resumes_exactly(page, server_url):
    """Three clicked turns, then a reload: same position, turns, move list and link. Opening
    the bare address (no fragment) in the same browser resumes the saved game too (from
    localStorage), with its move list."""
    open_page(page, server_url, LINK_A)
    game = Game(new_position("hex6", "beginner", 9, 21))
    play_some_turns(page, game, 3, seed=1)
    fragment = hash_fragment(page)

    page.reload()
    wait_ready(page)
    state = page_state(page)
    assert (state["fen"], state["turns"]) == (game.fen(), "3")
    assert hash_fragment(page) == fragment

    open_page(page, server_url)  # no fragment: the saved game comes back
    state = page_state(page)
    assert (state["fen"], state["turns"]) == (game.fen(), "3"), state
    assert hash_fragment(page) == fragment
    assert page.locator("#moves button").all_inner_texts() == [str(t) for t in game.turns]
    assert state["problem"] == ""
    stored = page.evaluate("localStorage.getItem('catherders.games.v1')")
    assert fragment in stored


def test_opening_another_link_keeps_the_game_in_recent_games(page, server_url):
    """With game A in progress, opening the shared link of game B shows B, and A stays in
    the Recent games list; clicking it returns to A's exact position. The same holds when
    the link is opened in the same tab (only the fragment changes: a hashchange)."""
    open_page(page, server_url, LINK_A)
    a = Game(new_position("hex6", "beginner", 9, 21))
    play_some_turns(page, a, 2, seed=2)

    b = Game(new_position("hex6", "advanced", 9, 22))
    b.push(next(iter(b.legal_turns())))
    open_page(page, server_url, link_of(LINK_B, b))
    assert fen(page) == b.fen()
    page.click("#recent-box summary")
    recent = _recent(page)
    assert len(recent) == 2, recent
    assert "2 turns" in recent[1] and "advanced" not in recent[1], recent
    assert "advanced" in recent[0] and re.search(r"\b1 turns?\b", recent[0]), recent
    assert page.locator("#recent button.current").count() == 1

    page.locator("#recent button", has_text="2 turns").click()
    wait_for(page, "document.body.dataset.fen === arg", a.fen(), what="game A to come back")
    assert page_state(page)["turns"] == "2"
    assert hash_fragment(page) == link_of(LINK_A, a)

    # A third game by changing only the fragment, as when a link is pasted into this tab.
    c = Game(new_position("hex7", "beginner", 9, 23))
    page.evaluate("f => { location.hash = f; }", "v=1&board=hex7&setup=beginner&cats=9&seed=23")
    wait_for(page, "document.body.dataset.fen === arg", c.fen(), what="game C from the hash change")
    recent = _recent(page)
    assert len(recent) == 3, recent
    assert any("2 turns" in r for r in recent) and any("advanced" in r for r in recent), recent


def test_continuing_a_shared_game_does_not_duplicate_it(page, server_url):
    """Opening a link that continues a saved game (same start, more turns) updates that
    saved game instead of adding a second entry to Recent games."""
    open_page(page, server_url, LINK_A)
    game = Game(new_position("hex6", "beginner", 9, 21))
    play_some_turns(page, game, 1, seed=4)
    game.push(next(iter(game.legal_turns())))  # the other player's turn, made elsewhere
    open_page(page, server_url, link_of(LINK_A, game))
    assert fen(page) == game.fen()
    page.click("#recent-box summary")
    recent = _recent(page)
    assert len(recent) == 1 and "2 turns" in recent[0], recent


def test_an_older_link_of_the_same_game_does_not_lose_the_later_turns(page, server_url):
    """Opening an older link of the game in progress (same start, fewer turns: a link sent
    earlier, a bookmark) shows that position, but the game with all its turns stays in
    Recent games: clicking it brings back every turn."""
    open_page(page, server_url, LINK_A)
    game = Game(new_position("hex6", "beginner", 9, 21))
    play_some_turns(page, game, 4, seed=3)
    full = game.fen()
    older = Game(new_position("hex6", "beginner", 9, 21))
    for t in game.turns[:2]:
        older.push(t)
    open_page(page, server_url, link_of(LINK_A, older))
    assert fen(page) == older.fen()
    page.click("#recent-box summary")
    recent = _recent(page)
    assert any("4 turns" in r for r in recent), f"the 4-turn game was lost: {recent}"
    page.locator("#recent button", has_text="4 turns").click()
    wait_for(page, "document.body.dataset.fen === arg", full, what="the 4-turn game")


def test_unreadable_storage_is_kept_aside_and_said(page, server_url):
    """If the browser's saved games cannot be read (not JSON, or JSON nested 2,000 deep), the
    page says so, keeps the unreadable text under a backup key instead of erasing it (a
    second under the next numbered key), and plays on."""
    open_page(page, server_url, LINK_A)
    page.evaluate("k => localStorage.setItem(k, '{not json')", KEY)
    page.reload()
    wait_ready(page)
    state = page_state(page)
    assert "saved games could not be read" in state["problem"], state
    assert page.evaluate("k => localStorage.getItem(k)", BACKUP_KEY) == "{not json"
    game = Game(new_position("hex6", "beginner", 9, 21))
    play_some_turns(page, game, 1)
    assert fen(page) == game.fen()
    # JSON nested deeper than Python can read (a RecursionError in the game's runtime): the
    # page still starts, and the value is kept aside beside the first, which stays.
    deep = "[" * 2000
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, deep])
    page.reload()
    wait_ready(page)
    assert "saved games could not be read" in page_state(page)["problem"]
    assert page.evaluate("k => localStorage.getItem(k)", BACKUP_KEY + ".2") == deep
    assert page.evaluate("k => localStorage.getItem(k)", BACKUP_KEY) == "{not json"


def test_a_saved_game_that_cannot_be_rebuilt_stays_listed(page, server_url):
    """A saved game whose link this page cannot read (say, from a newer version) is not
    resumed: the page says so and starts a new game, and the saved game stays in Recent
    games (clicking it says why it cannot be opened) instead of being erased."""
    backend = {}
    store = GameStore(type("Backend", (), {"getItem": lambda _s, k: backend.get(k),
                                           "setItem": lambda _s, k, v: backend.__setitem__(k, v)})())
    store.save("feedbeef0001", "v=3&board=hex6&seed=5", "a game from the future", 1_700_000_000_000)
    open_page(page, server_url, LINK_A)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, backend[KEY]])
    open_page(page, server_url)  # no fragment: resume the saved game
    state = page_state(page)
    assert "Your last game could not be restored" in state["problem"], state
    assert "version '3'" in state["problem"], state
    assert state["turns"] == "0"
    page.click("#recent-box summary")
    listed = page.locator("#recent button", has_text="a game from the future")
    assert listed.count() == 1, _recent(page)
    listed.click()
    wait_for(page, "document.getElementById('problem').textContent.includes('cannot be opened')",
             what="the message for the unreadable saved game")
    assert "a game from the future" in page.evaluate("k => localStorage.getItem(k)", KEY)
