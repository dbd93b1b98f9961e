"""The game record: shown for copying, and a pasted record loads the game it describes."""

from __future__ import annotations

import pytest
from pagetools import fen, open_page, page_state, play_some_turns, wait_for

from game import Game, Rules, new_position
from game.record import read_record, write_record

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=41"


def test_record_shows_the_game_and_a_pasted_record_loads(page, server_url):
    """After two clicked turns the record box holds a record the engine replays to the page's
    position; pasting another game's record (hex7, alternate rules, three turns) and pressing
    Load record shows that game's position, moves and a link that reproduces it."""
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 41))
    play_some_turns(page, game, 2, seed=12)
    page.click("details:has(#record) summary")
    shown = page.input_value("#record")
    assert read_record(shown).replay().fen() == game.fen() == fen(page)

    other = Game(new_position("hex7", "advanced", 11, 2), Rules.parse("alternate"))
    for _ in range(3):
        other.push(next(iter(other.legal_turns())))
    text = write_record(other, {"Board": "hex7"})
    page.fill("#record", text)
    page.click("#btn-record-load")
    wait_for(page, "document.body.dataset.fen === arg", other.fen(), what="the loaded record")
    state = page_state(page)
    assert state["turns"] == "3" and state["problem"] == ""
    assert page.locator("#moves button").all_inner_texts() == [str(t) for t in other.turns]
    assert "rules=alternate" in page.evaluate("location.hash")


def test_a_bad_record_says_why_and_keeps_the_game(page, server_url):
    """A record with an illegal turn is refused with a message naming the turn and line; the
    game on the board is unchanged."""
    open_page(page, server_url, LINK)
    before = fen(page)
    page.click("details:has(#record) summary")
    page.fill("#record", '[Board "hex6"]\n[Seed "41"]\n1. a1\n*\n')
    page.click("#btn-record-load")
    wait_for(page, "!document.getElementById('problem').hidden", what="the problem box")
    problem = page_state(page)["problem"]
    assert "cannot be loaded" in problem and "'a1'" in problem and "line 3" in problem, problem
    assert fen(page) == before
