"""The URL holds the game: opened anywhere, it reproduces the exact game and position."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import cell_center, fen, play_some_turns, play_turn_by_clicks
from tests.browser.pagetools import hash_fragment, open_page, page_state, wait_for, wait_ready
from web.catherders.sharing.link import decode

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=11"


def test_the_url_opened_in_a_fresh_context_restores_the_position(make_page, server_url):
    """After four clicked turns the address bar's URL, opened in a new browser context (no
    storage shared), shows the same position, turn count and move list; the second player
    can continue from it, and the first page, sent the new link, catches up."""
    first = make_page()
    open_page(first, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 11))
    play_some_turns(first, game, 4, seed=3)
    url = first.url
    fragment = hash_fragment(first)
    assert decode(fragment).turns == [str(t) for t in game.turns]

    second = make_page()
    second.goto(url)
    wait_ready(second)
    state = page_state(second)
    assert state["fen"] == game.fen() == fen(first)
    assert state["turns"] == "4"
    assert second.locator("#moves button").all_inner_texts() == [str(t) for t in game.turns]
    assert state["problem"] == ""

    # Play at a distance: the second player makes a turn and sends the link back.
    turn = next(iter(game.legal_turns()))
    play_turn_by_clicks(second, game, turn)
    reply = second.url
    first.goto(reply)  # same document, new fragment: the page follows the hash change
    first.wait_for_function("document.body.dataset.turns === '5'")
    assert fen(first) == game.fen()


def test_the_link_names_every_option_of_the_game(make_page, server_url):
    """A game with alternate rules, a variant and a custom seed keeps them all in the link:
    a fresh context opening it plays under the same rules (same legal result for a turn)."""
    link = "v=1&rules=alternate&variants=double-step&board=hex7&setup=advanced&cats=11&seed=5"
    page = make_page()
    open_page(page, server_url, link)
    game = Game(new_position("hex7", "advanced", 11, 5), decode(link).rules)
    assert fen(page) == game.fen()
    play_some_turns(page, game, 2, seed=9)
    fragment = hash_fragment(page)
    assert fragment.startswith(link + "&turns="), fragment

    other = make_page()
    open_page(other, server_url, fragment)
    assert fen(other) == game.fen()
    assert page_state(other)["turns"] == "2"


def test_copy_link_puts_the_games_compact_url_on_the_clipboard(make_page, server_url):
    """The Copy link button writes the game's compact link (v=2) to the clipboard and says so
    in the status line; the link opens the same game on another page."""
    page = make_page(permissions=["clipboard-read", "clipboard-write"])
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 11))
    play_some_turns(page, game, 1, seed=7)
    page.click("#btn-copy")
    wait_for(page, "document.getElementById('status').textContent.startsWith('Link copied')",
             what="the copied message")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.split("#", 1)[0] == page.url.split("#", 1)[0]
    assert copied.split("#", 1)[1].startswith("v=2&")
    assert decode(copied.split("#", 1)[1]).turns == [str(t) for t in game.turns]
    other = make_page()
    open_page(other, server_url, copied.split("#", 1)[1])
    assert fen(other) == game.fen()


def test_a_link_opened_during_an_animation(page, server_url):
    """A link pasted into the tab while the last turn is still animating (here a placement on
    a cell the new, smaller board does not have) opens the new game cleanly: no error, and
    the board drawn is the new one. The click and the new address are given in one task of
    the page, so the game's worker gets the link right after the turn, before the turn's
    first animation frame: the test does not depend on how fast the machine is."""
    open_page(page, server_url, "v=1&board=hex9&setup=beginner&cats=25&seed=3")
    game = Game(new_position("hex9", "beginner", 25, 3))
    far = max(t.target for t in game.legal_turns() if t.origin is None)
    x, y = cell_center(page, game.board.names[far])
    small = "v=1&rules=designer&board=hex5&setup=beginner&cats=3&seed=1"
    page.evaluate("""([x, y, f]) => {
        window.__animated = false;
        new MutationObserver((records) => {  // the value before each change, and now
            if (document.body.dataset.animating === "1"
                || records.some((r) => r.oldValue === "1")) window.__animated = true;
        }).observe(document.body, { attributes: true, attributeOldValue: true,
                                    attributeFilter: ["data-animating"] });
        const board = document.getElementById("board");
        const at = { bubbles: true, clientX: x, clientY: y, pointerType: "mouse" };
        board.dispatchEvent(new PointerEvent("pointerdown", at));
        board.dispatchEvent(new MouseEvent("click", at));
        location.hash = f; }""", [x, y, small])
    target = Game(new_position("hex5", "beginner", 3, 1))
    wait_for(page, "document.body.dataset.fen === arg", target.fen(), what="the hex5 game")
    assert page.evaluate("window.__animated"), "the turn started no animation"
    assert page_state(page)["problem"] == "", page_state(page)["problem"]
    assert hash_fragment(page) == small
    assert page.evaluate("window.catHerders.cellNames().length") == len(target.board.names)
