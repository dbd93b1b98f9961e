"""Turns built by clicks give exactly the engine's position for the same turn."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import click_cell, fen, play_turn_by_clicks, questions, wait_turns
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page: no test here is about a first visit
# or a fresh context; each opens its address by a real load, storage cleared.
SHARED_PAGE = True

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def _engine() -> Game:
    return Game(new_position("hex6", "beginner", 9, 7))


def test_placement_with_a_forced_flight_then_a_move_with_a_cat_choice(page, server_url):
    """Blue places a herder on the Wall next to a cat that has one cell to run to: one click,
    the cat runs by itself. Red then moves a herder next to a cat whose best cells tie: the
    page asks (data-building), the test clicks the cell the engine's turn sends the cat to, and
    the page's position equals the engine's after pushing the same turn, as does the move
    list's text. Then six more turns, each asking a choice when one can (_six_more_turns_agree)."""
    open_page(page, server_url, LINK)
    game = _engine()
    names = game.board.names
    assert fen(page) == game.fen()

    placement = next(t for t in game.legal_turns()
                     if t.origin is None and t.flights and not questions(game, t))
    click_cell(page, names[placement.target])
    game.push(placement)
    wait_turns(page, 1)
    assert fen(page) == game.fen()
    assert f"Blue played {placement}." in page_state(page)["status"]

    # Red: a move where one fleeing cat has a tie among two or more cells.
    def one_cat_tie(t):
        asked = questions(game, t)
        return (t.origin is not None and len(t.flights) == 1 and len(asked) == 1
                and len({o.cell for o in asked[0]}) == 1 and len(asked[0]) >= 2)

    candidates = [t for t in game.legal_turns() if one_cat_tie(t)]
    assert candidates, "no red move with a cat's tie in this position: pick another seed"
    # Prefer the choice that is not the first offered, so the click is what decides.
    move = next((t for t in candidates
                 if t.flights[0][1] != questions(game, t)[0][0].to), candidates[0])
    cat, to = move.flights[0][0], move.flights[0][1]
    offered = questions(game, move)[0]

    click_cell(page, names[move.origin])
    assert page.evaluate("document.body.dataset.building") == ""
    click_cell(page, names[move.target])
    wait_for(page, "document.body.dataset.building === '1'", what="the page to ask where the cat runs")
    state = page_state(page)
    assert state["turns"] == "1"
    assert f"cat on {names[cat]} runs" in state["status"], state["status"]
    # The pending choice is announced and can be cancelled from the panel.
    assert page.locator("#choices button", has_text="Cancel this turn").is_visible()
    screenshot(page, "03-cat-choice-pending")
    assert len(offered) >= 2

    click_cell(page, names[to])
    game.push(move)
    wait_turns(page, 2)
    assert fen(page) == game.fen()
    moves = page.locator("#moves button").all_inner_texts()
    assert moves == [str(placement), str(move)]
    # The engine replays the page's own link to the same position.
    again = _engine()
    for text in moves:
        again.push(text)
    assert again.fen() == fen(page)
    _six_more_turns_agree(page, game)


def test_clicks_that_mean_nothing_do_no_harm(page, server_url):
    """Clicking a cat, the opponent's herder, a Park cell or outside the board changes nothing
    and the status line says why; a half-built turn can be cancelled with Escape."""
    open_page(page, server_url, LINK)
    game = _engine()
    names = game.board.names
    start = fen(page)
    cat = names[sorted(game.cats)[0]]
    red = names[sorted(game.herders[1])[0]]
    park = next(names[c] for c in range(game.board.size)
                if not game.board.is_wall[c] and game.cells[c] == 0)

    click_cell(page, cat)
    assert "Cats only move" in page_state(page)["status"]
    click_cell(page, red)
    assert "Red's" in page_state(page)["status"]
    click_cell(page, park)
    assert "Herders come in from the Wall" in page_state(page)["status"]
    box = page.locator("#board").bounding_box()
    page.mouse.click(box["x"] + 3, box["y"] + 3)
    assert "outside the board" in page_state(page)["status"]
    assert fen(page) == start and page_state(page)["turns"] == "0"

    # Start a turn that needs a choice, then give it up.
    turn = next(t for t in game.legal_turns() if questions(game, t))
    if turn.origin is not None:
        click_cell(page, names[turn.origin])
    click_cell(page, names[turn.target])
    wait_for(page, "document.body.dataset.building === '1'")
    assert fen(page) != start  # the herder stands on its new cell while the cat waits
    page.keyboard.press("Escape")
    wait_for(page, "document.body.dataset.building === ''")
    assert fen(page) == start and page_state(page)["turns"] == "0"


def _six_more_turns_agree(page, game: Game) -> None:
    """Six turns more in a row, each the engine's first legal turn that asks the player
    something when there is one, clicked on the page: after each, the page's position is the
    engine's."""
    for _ in range(6):
        turns = list(game.legal_turns())
        turn = next((t for t in turns if questions(game, t)), turns[0])
        play_turn_by_clicks(page, game, turn)
        assert fen(page) == game.fen(), f"after {turn}"
