"""A first visit says the board is for two people here and offers the computer."""

from __future__ import annotations

import pytest

from game.catherders import Game
from tests.browser.catherders.playing import click_cell, fen, wait_turns
from tests.browser.pagetools import hash_fragment, open_page, screenshot, wait_for

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def test_a_first_visit_is_welcomed_and_can_start_a_game_against_the_computer(page, server_url):
    """No link and nothing saved: the welcome shows; Play the computer opens the new-game
    dialog with red as the computer, and Start begins that game (the welcome is gone)."""
    open_page(page, server_url)
    welcome = page.locator("#welcome")
    assert welcome.is_visible()
    screenshot(page, "16-welcome")
    page.click("#btn-welcome-computer")
    page.locator("#dlg-new").wait_for(state="visible")
    assert not welcome.is_visible()
    assert page.locator("select[name=red]").input_value() == "ai-medium"
    page.click("#btn-start")
    wait_for(page, "location.hash.includes('red=ai-medium')", what="a game against the computer")
    assert "red=ai-medium" in hash_fragment(page)
    page.reload()
    page.wait_for_function("document.body.dataset.ready === '1'")
    assert not page.locator("#welcome").is_visible()  # a returning visitor is not welcomed again


def test_no_welcome_for_a_shared_link_and_it_leaves_after_a_turn(page, server_url, make_page):
    """Opening a link shows no welcome; on a first visit, playing a turn dismisses it."""
    open_page(page, server_url, LINK)
    assert not page.locator("#welcome").is_visible()
    fresh = make_page()
    open_page(fresh, server_url)
    assert fresh.locator("#welcome").is_visible()
    game = Game(fen(fresh))  # a random start: place where no cat has to run
    quiet = next(t for t in game.legal_turns() if t.origin is None and not t.flights)
    click_cell(fresh, game.board.names[quiet.target])
    wait_turns(fresh, 1)
    assert not fresh.locator("#welcome").is_visible()
