"""Turns typed in notation on the page: the engine's position, and clear refusals."""

from __future__ import annotations

import pytest
from pagetools import fen, open_page, page_state, screenshot, wait_for, wait_turns

from game import Game, new_position

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def test_typing_turns_plays_them_and_a_bad_one_is_explained(page, server_url):
    """Two typed turns (one with a cat's flight) give the engine's position; a malformed and
    an illegal turn are refused with a message quoting them, the text stays in the field to
    be corrected, and the game does not change."""
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 7))
    field = page.locator("#turn-text")

    first = next(t for t in game.legal_turns() if t.flights)
    field.fill(str(first))
    field.press("Enter")
    game.push(first)
    wait_turns(page, 1)
    assert fen(page) == game.fen()
    assert field.input_value() == ""

    field.fill("b2-zz9")
    page.locator("#btn-turn").click()
    wait_for(page, "document.getElementById('status').textContent.includes('zz9')",
             what="the refusal of a malformed turn")
    assert "malformed turn 'b2-zz9'" in page_state(page)["status"]
    assert field.input_value() == "b2-zz9"

    herder = next(t for t in game.legal_turns() if t.flights)
    bare = str(herder).split()[0]  # the herder's action without the cat's flight
    field.fill(bare)
    field.press("Enter")
    wait_for(page, "document.getElementById('status').textContent.includes('illegal turn')",
             what="the refusal of an incomplete turn")
    assert f"illegal turn '{bare}'" in page_state(page)["status"]
    assert fen(page) == game.fen()
    screenshot(page, "13-typed-turn-refused")

    field.fill(str(herder))
    field.press("Enter")
    game.push(herder)
    wait_turns(page, 2)
    assert fen(page) == game.fen()
