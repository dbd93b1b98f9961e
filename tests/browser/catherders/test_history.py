"""Undo and redo, and looking back through the moves (move list, buttons, arrow keys)."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import click_cell, fen, play_some_turns, play_turn_by_clicks
from tests.browser.pagetools import hash_fragment, open_page, page_state, wait_for

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page: no test here is about a first visit
# or a fresh context; each opens its address by a real load, storage cleared.
SHARED_PAGE = True

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=31"


def _fens_along(game: Game) -> list[str]:
    """The position after 0, 1, … len(turns) turns."""
    g = Game(game.start, game.rules)
    out = [g.fen()]
    for t in game.turns:
        g.push(t)
        out.append(g.fen())
    return out


def _four_turns_then_look_at_turn_2(page, server_url) -> tuple[Game, list[str]]:
    """Play four turns by clicks, then click turn 2 in the move list: (game, fens along it)."""
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 31))
    play_some_turns(page, game, 4, seed=6)
    fens = _fens_along(game)
    page.locator("#moves button").nth(1).click()
    _shows(page, fens[2], 4, "turn 2 from the move list")
    return game, fens


def _shows(page, fen_text: str, turns: int, what: str) -> None:
    wait_for(page, "document.body.dataset.fen === arg[0] && document.body.dataset.turns === arg[1]",
             [fen_text, str(turns)], what=what)


def test_undo_and_redo(page, server_url):
    """Undo takes back the last turn (the link follows), twice; redo plays them again; a new
    turn after an undo clears what could be redone; Ctrl+Z and Ctrl+Y do the same."""
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 31))
    play_some_turns(page, game, 3, seed=5)
    fens = _fens_along(game)
    full_link = hash_fragment(page)

    page.click("#btn-undo")
    _shows(page, fens[2], 2, "undo 1")
    page.click("#btn-undo")
    _shows(page, fens[1], 1, "undo 2")
    assert page.locator("#moves button").count() == 1
    assert "turns=" in hash_fragment(page) and hash_fragment(page) != full_link
    assert page.locator("#btn-redo").is_enabled()
    page.click("#btn-redo")
    _shows(page, fens[2], 2, "redo 1")
    page.keyboard.press("Control+y")
    _shows(page, fens[3], 3, "redo 2 (Ctrl+Y)")
    assert hash_fragment(page) == full_link
    assert page.locator("#btn-redo").is_disabled()

    page.keyboard.press("Control+z")
    _shows(page, fens[2], 2, "undo (Ctrl+Z)")
    game.pop()
    other = [t for t in game.legal_turns() if t.target is not None and str(t) != str(game.turns[-1])]
    play_turn_by_clicks(page, game, other[-1])
    assert fen(page) == game.fen()
    assert page.locator("#btn-redo").is_disabled(), "a new turn must clear the redo list"


def test_looking_back_through_the_moves_and_playing_on_from_an_earlier_turn(page, server_url):
    """Clicking a turn in the move list shows the position after it while the game stays
    at its last turn; ← and → step back and forth, Home and End jump; the board says to go
    to the last turn when clicked while looking back, and nothing is played. Then 'Play on
    from turn 2' (_play_on_from_turn_2), on the same page."""
    game, fens = _four_turns_then_look_at_turn_2(page, server_url)

    assert page.locator("#moves button.current").inner_text() == str(game.turns[1])
    assert "Looking at the position after turn 2 of 4" in page_state(page)["status"]
    page.locator("#board").focus()
    page.keyboard.press("ArrowLeft")
    _shows(page, fens[1], 4, "ArrowLeft")
    page.keyboard.press("ArrowLeft")
    _shows(page, fens[0], 4, "ArrowLeft to the start")
    assert page.locator("#btn-prev").is_disabled() and page.locator("#btn-first").is_disabled()
    page.keyboard.press("ArrowRight")
    _shows(page, fens[1], 4, "ArrowRight")

    # A click on the board while looking back plays nothing.
    wall = next(game.board.names[c] for c in game.board.wall if game.cells[c] == 0)
    click_cell(page, wall)
    assert "You are looking at turn 1" in page_state(page)["status"]
    _shows(page, fens[1], 4, "no turn played while looking back")

    page.click("#btn-next")
    _shows(page, fens[2], 4, "the › button")
    page.keyboard.press("End")
    _shows(page, fens[4], 4, "End")
    assert page.locator("#btn-next").is_disabled() and page.locator("#btn-last").is_disabled()
    page.keyboard.press("Home")
    _shows(page, fens[0], 4, "Home")
    page.click("#btn-last")
    _shows(page, fens[4], 4, "the » button")
    assert "Blue to play" in page_state(page)["status"] or "Red to play" in page_state(page)["status"]
    # Looking back never changed the link: it always holds the whole game.
    assert hash_fragment(page).endswith(str(game.turns[-1]).replace(" ", "_").replace(">", "~"))

    # Playing on from an earlier turn, in the same game.
    page.locator("#moves button").nth(1).click()
    _shows(page, fens[2], 4, "turn 2 from the move list again")
    _play_on_from_turn_2(page, fens)


def _play_on_from_turn_2(page, fens: list[str]) -> None:
    """Looking at turn 2 of 4 (the players' boxes then describe that position), 'Play on
    from turn 2' starts a new game holding those two turns, with the board live again; the
    four-turn game stays under Recent games and opens again with its four turns."""
    # The players' boxes describe the position shown, not the live one.
    blue_supply, red_supply = fens[2].split()[6].split("-")
    assert page.locator("#player-0 .supply").inner_text() == f"{blue_supply} in supply"
    assert page.locator("#player-1 .supply").inner_text() == f"{red_supply} in supply"
    to_move = 0 if fens[2].split()[1] == "b" else 1
    assert page.locator(f"#player-{to_move} .to-move").is_visible()
    assert not page.locator(f"#player-{1 - to_move} .to-move").is_visible()
    page.click("#btn-branch")
    _shows(page, fens[2], 2, "the new game from turn 2")
    assert page.locator("#moves button").count() == 2
    assert "from turn 2" in page_state(page)["status"]
    assert page.locator("#btn-branch").count() == 0
    page.click("#recent-box summary")
    older = page.locator("#recent button:not(.current)")
    assert older.count() == 1 and "4 turns" in older.inner_text()
    older.click()
    _shows(page, fens[4], 4, "the four-turn game, reopened")
