"""A bad link says what is wrong, keeps the page usable and the saved game, and is never HTML.

A link that cannot be read is refused whole. A link whose turns go wrong part-way opens at its
last legal turn, names the turn refused and why, and shows the rest of its turns to copy.
"""

from __future__ import annotations

import json
import random
from urllib.parse import quote

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import click_cell, fen, link_of, play_turn_by_clicks
from tests.browser.pagetools import canvas_info, hash_fragment, open_page, page_state, screenshot, wait_for
from tests.catherders.web.bad_links import BAD_LINKS, XSS, names_all

pytestmark = pytest.mark.browser
# The module's page is its shared one (conftest's warm_page): a "first visit" here is one
# with nothing saved, which the shared page gives (storage cleared).
SHARED_PAGE = True

GOOD = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"
# Opened on the page: a link that is no game link at all, one whose value and one whose key
# are HTML (never made HTML on the page). Every kind's reason: tests/catherders/web/test_link_refused.py.
ON_THE_PAGE = ("garbage", "html in a value", "html in a key")


def _no_injected_html(page) -> None:
    found = page.evaluate(
        """() => ({inProblem: document.querySelectorAll(
                       '#problem *:not(p):not(button):not(label.copy):not(label.copy > textarea)').length,
                   imgX: [...document.images].filter(i => i.getAttribute('src') === 'x').length,
                   alerted: window.__alerted || 0})""")
    assert found == {"inProblem": 0, "imgX": 0, "alerted": 0}, found


def _watch_alerts(context) -> None:
    context.add_init_script("window.alert = () => { window.__alerted = (window.__alerted || 0) + 1; };")


def test_bad_links_say_what_is_wrong_and_keep_the_saved_game(page, server_url, subtests):
    """With a game in progress (one turn played), a bad link of each kind ON_THE_PAGE, opened
    as a new page load, shows a message in #problem naming what is wrong, with a button for a
    fresh game; the page is still ready, its board drawn, the saved game is resumed unchanged
    and a click still plays a turn on it; nothing from the link becomes HTML and no alert
    fires. Then a bad link pasted into the open page."""
    _watch_alerts(page.context)
    open_page(page, server_url, GOOD)
    game = Game(new_position("hex6", "beginner", 9, 7))
    turn = next(t for t in game.legal_turns() if t.origin is None)
    play_turn_by_clicks(page, game, turn)
    for kind, fragment, named in [link for link in BAD_LINKS if link[0] in ON_THE_PAGE]:
        with subtests.test(kind=kind):
            open_page(page, server_url, fragment)
            state = page_state(page)
            assert page.locator("#problem").is_visible(), state
            assert "This link does not hold a game that can be opened" in state["problem"], state
            assert names_all(state["problem"], named), state["problem"]
            assert page.locator("#problem button", has_text="Start a new game").is_visible()
            _no_injected_html(page)
            info = canvas_info(page)
            assert not info["hidden"] and info["painted"] > 0.3 * info["sampled"], info
            # The saved game is back, unchanged, and still playable by clicks.
            assert (state["fen"], state["turns"]) == (game.fen(), str(len(game.stack))), state
            if kind == "html in a value":
                screenshot(page, "05-bad-link")
            if len(game.stack) < 4:
                play_turn_by_clicks(page, game, next(iter(game.legal_turns())))
                assert fen(page) == game.fen()
            stored = page.evaluate("localStorage.getItem('catherders.games.v1')")
            assert f"seed=7&turns={str(game.turns[0]).replace(' ', '_').replace('>', '~')}" in stored
    _a_bad_link_pasted_into_the_open_page_keeps_the_game(page, game)


def test_a_bad_link_on_a_first_visit_starts_a_fresh_game(page, server_url):
    """With nothing saved, a bad link still gives a playable page: a new game, the message,
    and the message's button opens the new-game dialog."""
    _watch_alerts(page.context)
    open_page(page, server_url, "v=1&board=" + quote(XSS))
    state = page_state(page)
    assert f"unknown board '{XSS}'" in state["problem"], state
    assert state["fen"].startswith("hex6 b ") and state["turns"] == "0"
    assert page.evaluate("location.hash").startswith("#v=1&rules=designer&board=hex6")
    _no_injected_html(page)
    start = fen(page)
    game = Game(start)
    target = next(game.board.names[c] for c, piece in enumerate(game.cells)
                  if piece == 0 and game.board.is_wall[c])
    click_cell(page, target)
    wait_for(page, "document.body.dataset.turns === '1' || document.body.dataset.building === '1'",
             what="the placement to be played")
    assert fen(page) != start
    page.locator("#problem button", has_text="Start a new game").click()
    page.locator("#dlg-new").wait_for(state="visible")
    assert page.locator("#problem").is_hidden()


def _a_bad_link_pasted_into_the_open_page_keeps_the_game(page, game: Game) -> None:
    """Changing only the fragment to a bad one (no reload) shows the message and leaves the
    game on the board as it was, and the address bar holds that game's link again at once
    (so "Copy link" or a reload never picks up the bad link); play goes on."""
    link = hash_fragment(page)
    page.evaluate("f => { location.hash = f; }", "v=1&board=" + quote(XSS))
    wait_for(page, "document.getElementById('problem').textContent.includes(arg)", f"unknown board '{XSS}'",
             what="the problem box")
    assert page.locator("#problem").is_visible()
    _no_injected_html(page)
    assert fen(page) == game.fen() and page_state(page)["turns"] == str(len(game.stack))
    assert hash_fragment(page) == link, "the address bar still holds the bad link"
    play_turn_by_clicks(page, game, next(iter(game.legal_turns())))
    assert hash_fragment(page).startswith(GOOD + "&turns=")


def _four_turns() -> Game:
    """The GOOD link's game after four random (seeded) turns."""
    game = Game(new_position("hex6", "beginner", 9, 7))
    rng = random.Random(5)
    for _ in range(4):
        game.random_turn(rng)
    return game


# (kind, the link's turns after the legal ones, what the message names, the rest shown to copy)
BAD_TAILS = [
    ("illegal turn", "a1,k10_j9~i8", "Turn 5 of the link was refused: illegal turn 'a1': a1 is not empty",
     "a1,k10_j9~i8"),
    ("html in a turn", quote(XSS) + ",a2", f"Turn 5 of the link was refused: malformed turn '{XSS}'",
     XSS.replace(" ", "_").replace(">", "~") + ",a2"),
]


def _saved_games(page) -> list[dict]:
    return json.loads(page.evaluate("localStorage.getItem('catherders.games.v1')"))


def test_a_link_with_a_bad_fifth_turn_opens_at_its_fourth(page, server_url, subtests):
    """With a saved game in progress, a link whose 5th turn is bad opens at its 4th turn: the
    four legal turns are on the board and in the move list, the message quotes turn 5 and
    says why it was refused and where the game opens, and a read-only field holds the link's
    turns from turn 5 on, to copy. The address bar holds the four turns, the saved game is
    still saved with its own turns, both games are under Recent games, and play goes on.
    Nothing from the link becomes HTML. Then a link whose first turn is bad."""
    _watch_alerts(page.context)
    open_page(page, server_url, GOOD)
    saved = Game(new_position("hex6", "beginner", 9, 7))
    legal = _four_turns()
    # Another game than the link's (a link that continues a saved game takes its place).
    play_turn_by_clicks(page, saved, next(t for t in saved.legal_turns()
                                          if t.origin is None and t != legal.turns[0]))
    saved_entry = _saved_games(page)[0]
    for kind, tail, named, rest in BAD_TAILS:
        with subtests.test(kind=kind):
            open_page(page, server_url, link_of(GOOD, legal) + "," + tail)
            state = page_state(page)
            assert (state["fen"], state["turns"]) == (legal.fen(), "4"), state
            assert page.locator("#moves button").all_inner_texts() == [str(t) for t in legal.turns]
            problem = page.locator("#problem")
            assert problem.is_visible() and named in state["problem"], state["problem"]
            assert "The game opens after turn 4, the link's last legal turn." in state["problem"]
            field = problem.locator("textarea")
            assert field.input_value() == rest and field.get_attribute("readonly") is not None
            assert "from turn 5 on" in problem.locator("label").inner_text()
            _no_injected_html(page)
            assert hash_fragment(page) == link_of(GOOD, legal)
            stored = _saved_games(page)
            assert saved_entry in stored, "the saved game was overwritten"
            assert stored[0]["fragment"] == link_of(GOOD, legal)
            assert page.locator("#recent button").count() == 2
            if kind == "illegal turn":
                screenshot(page, "05-bad-turn-in-link")
    # Play goes on from turn 4.
    play_turn_by_clicks(page, legal, next(iter(legal.legal_turns())))
    assert fen(page) == legal.fen() and saved_entry in _saved_games(page)
    _a_link_whose_first_turn_is_bad_opens_at_the_start(page)


def _a_link_whose_first_turn_is_bad_opens_at_the_start(page) -> None:
    """No legal turn at all (a link pasted into the same tab): the link's game opens at its
    start, and the message says so, naming the cat flight that is wrong."""
    page.evaluate("f => { location.hash = f; }", GOOD + "&turns=a5_b6~b5,a2")
    wait_for(page, "document.getElementById('problem').textContent.includes('Turn 1 of the link')",
             what="the message")
    state = page_state(page)
    assert state["turns"] == "0" and state["fen"] == Game(new_position("hex6", "beginner", 9, 7)).fen()
    assert "Turn 1 of the link was refused" in state["problem"]
    assert "cat b6 must flee to c6, not b5" in state["problem"]
    assert "The game opens at its start" in state["problem"]
    assert page.locator("#problem textarea").input_value() == "a5_b6~b5,a2"
