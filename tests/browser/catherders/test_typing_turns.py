"""Turns typed in notation on the page: the engine's position, and clear refusals."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import fen, wait_turns
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def test_typing_turns_plays_them_and_a_bad_one_is_explained(page, server_url):
    """Two typed turns (one with a cat's flight) give the engine's position; a malformed and
    an illegal turn are refused with a message quoting them, the text stays in the field to
    be corrected, and the game does not change. Then a player with no legal action passes."""
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
    _a_player_with_no_legal_action_presses_pass(page)


STUCK = ("v=1&rules=designer&start=hex5_b_b:a1,a2,a3,a4,a5,b1,b2,b3,b4,c1,c2,d1_r:b6,e1"
         "_c:b5,c3,c4,c5,d2,d3,e2_0-0_0-10")


def _a_player_with_no_legal_action_presses_pass(page) -> None:
    """Blue's herders are all hemmed in and none is in supply (a link opened in the same
    tab): the page offers Pass, and pressing it plays the pass (the move list shows it, red
    is to move, Pass is gone)."""
    page.evaluate("f => { location.hash = f; }", STUCK)
    wait_for(page, "document.body.dataset.turns === '0' && "
                   "document.getElementById('status').textContent.includes('must pass')",
             what="blue told to pass")
    page.locator("#btn-pass").click()
    wait_turns(page, 1)
    assert page.locator("#moves li button").first.text_content() == "pass"
    assert fen(page).split()[1] == "r"
    assert page.locator("#btn-pass").count() == 0


def test_a_refused_turn_is_explained_beside_the_field_on_a_phone(make_page, server_url):
    """On a phone, with the page scrolled down to the turn field, a refused turn's reason
    shows right under the field (role=alert, the field marked invalid and described by it),
    inside the screen; the next turn played clears it."""
    page = make_page(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                     is_mobile=True, has_touch=True)
    open_page(page, server_url, LINK)
    field, note = page.locator("#turn-text"), page.locator("#turn-note")
    field.scroll_into_view_if_needed()
    field.fill("a1")
    field.press("Enter")
    wait_for(page, "!document.getElementById('turn-note').hidden", what="the note under the field")
    assert "illegal turn 'a1': a1 is not empty" in note.inner_text()
    assert note.get_attribute("role") == "alert"
    assert field.get_attribute("aria-invalid") == "true"
    assert field.get_attribute("aria-describedby") == "turn-note"
    box = note.bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, box
    screenshot(page, "13-typed-turn-refused-phone")

    game = Game(new_position("hex6", "beginner", 9, 7))
    turn = next(t for t in game.legal_turns() if t.origin is None)
    field.fill(str(turn))
    field.press("Enter")
    wait_turns(page, 1)
    assert note.is_hidden() and field.get_attribute("aria-invalid") == "false"
