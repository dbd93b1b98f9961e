"""Flipping the board: red's side at the bottom, for a person playing red against the computer."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import cell_center, click_cell, fen, wait_turns
from tests.browser.pagetools import open_page, screenshot
from tests.browser.recording import hold_computer, release_computer

pytestmark = pytest.mark.browser

PEOPLE = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def test_f_flips_the_board_and_clicks_still_hit_their_cells(page, server_url):
    """Two people: a1 starts at the bottom; F turns the board (a1 at the top, the box ticked);
    a placement clicked on the flipped board is the engine's placement. Then a game against
    the computer playing blue opens flipped."""
    open_page(page, server_url, PEOPLE)
    assert cell_center(page, "a1")[1] > cell_center(page, "k11")[1]
    assert not page.locator("#chk-flip").is_checked()
    page.locator("#board").focus()
    page.keyboard.press("f")
    page.wait_for_function("document.getElementById('chk-flip').checked")
    assert cell_center(page, "a1")[1] < cell_center(page, "k11")[1]

    game = Game(new_position("hex6", "beginner", 9, 7))
    placement = next(t for t in game.legal_turns() if t.origin is None and not t.flights)
    click_cell(page, game.board.names[placement.target])
    game.push(placement)
    wait_turns(page, 1)
    assert fen(page) == game.fen()
    _playing_red_against_the_computer_shows_red_at_the_bottom(page)


def _playing_red_against_the_computer_shows_red_at_the_bottom(page) -> None:
    """Blue is the computer, red a person (a game opened by its link in the same tab): the
    board opens flipped; unticking the box turns it back."""
    hold_computer(page)  # the new game at its start until then
    page.evaluate("f => { location.hash = f; }", PEOPLE + "&blue=ai-easy")
    start = str(new_position("hex6", "beginner", 9, 7))
    page.wait_for_function("f => document.body.dataset.fen === f", arg=start)
    assert page.locator("#chk-flip").is_checked()
    assert cell_center(page, "a1")[1] < cell_center(page, "k11")[1]
    release_computer(page)
    wait_turns(page, 1)  # the computer's first turn
    screenshot(page, "14-flipped-for-red")
    page.locator("#chk-flip").uncheck()
    assert cell_center(page, "a1")[1] > cell_center(page, "k11")[1]
