"""A whole game played by clicks, to a win announced on the page."""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import click_cell, fen, play_turn_by_clicks
from tests.browser.pagetools import log_of, open_page, page_state, screenshot

pytestmark = pytest.mark.browser

# A small board and 3 cats: 2 captures win, so a greedy game ends in a dozen turns.
BOARD, CATS, SEED = "hex5", 3, 1
LINK = f"v=1&rules=designer&board={BOARD}&setup=beginner&cats={CATS}&seed={SEED}"


def greedy_turn(game: Game, rng: random.Random):
    """The turn that best improves the mover's captures (then cats next to its herders)."""
    p = game.to_move
    best, best_value = [], None
    for turn in game.legal_turns():
        game.push(turn)
        value = (game.captures[p] - game.captures[1 - p],
                 sum(1 for c in game.cats if game.watch[p][c] >= 1))
        game.pop()
        if best_value is None or value > best_value:
            best, best_value = [turn], value
        elif value == best_value:
            best.append(turn)
    return rng.choice(best)


def test_a_whole_game_played_by_clicks_ends_in_a_win(page, server_url):
    """Both sides' turns are chosen by the engine (greedy, seeded) and made on the page only
    by clicks: herder then target (or the Wall cell), then each cat's cell when the page asks.
    After every turn the page shows the engine's position; at the end the game-over dialog is
    open with the winner and a New game button that opens the new-game dialog, data-outcome is
    the engine's result, and further clicks on the board change nothing. No request leaves
    the page's origin during the whole game (checked here and by the fixture)."""
    open_page(page, server_url, LINK)
    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    rng = random.Random(SEED)
    assert fen(page) == game.fen()
    asked = 0
    while not game.is_over():
        assert len(game.stack) < 60, "the greedy game does not end"
        turn = greedy_turn(game, rng)
        asked += play_turn_by_clicks(page, game, turn)
        assert fen(page) == game.fen(), f"after turn {len(game.stack)}: {turn}"
        if len(game.stack) == 6:
            screenshot(page, "02-mid-game")
    assert asked > 0, "no turn of this game asked for a cat's choice"

    outcome = game.outcome()
    state = page_state(page)
    assert state["outcome"] == outcome.result
    dialog = page.locator("#dlg-over")
    dialog.wait_for(state="visible")
    assert page.evaluate("document.getElementById('dlg-over').open")
    winner = "Blue" if outcome.winner == 0 else "Red"
    assert page.locator("#over-title").inner_text() == f"{winner} wins!"
    assert f"{CATS // 2 + 1} of {CATS} cats captured" in page.locator("#over-text").inner_text()
    assert f"Game over: {winner} wins" in state["status"]
    screenshot(page, "04-game-over")
    moves = page.locator("#moves button").all_inner_texts()
    assert moves == [str(t) for t in game.turns]
    # Each turn that caught cats is marked +N in the move list, and only those.
    marks = page.locator("#moves li").evaluate_all(
        "lis => lis.map(li => li.querySelector('.caught-mark')?.textContent || '')")
    assert marks == [f"+{game.caught_by(i)}" if game.caught_by(i) else ""
                     for i in range(len(game.stack))]
    assert any(marks)

    # The dialog's New game button opens the new-game dialog; cancel it.
    page.click("#btn-over-new")
    page.locator("#dlg-new").wait_for(state="visible")
    assert not page.evaluate("document.getElementById('dlg-over').open")
    page.click("#dlg-new button[value=cancel]")
    page.locator("#dlg-new").wait_for(state="hidden")
    # Look at the board and try to play on: nothing changes.
    final = fen(page)
    click_cell(page, game.board.names[game.board.wall[0]])
    assert fen(page) == final and page_state(page)["turns"] == str(len(game.stack))
    assert "Start a new game" in page_state(page)["status"]
    assert log_of(page).off_origin == []


def test_a_finished_game_opened_from_a_link(page, server_url):
    """The link of a finished game opens on its final position and result, said in the
    status line, without popping the game-over dialog as if it had just been won."""
    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    rng = random.Random(SEED)
    while not game.is_over():
        game.push(greedy_turn(game, rng))
    turns = ",".join(str(t).replace(" ", "_").replace(">", "~") for t in game.turns)
    open_page(page, server_url, f"{LINK}&turns={turns}")
    assert page_state(page)["outcome"] == game.outcome().result
    assert fen(page) == game.fen()
    assert not page.evaluate("document.getElementById('dlg-over').open")
    assert "Game over" in page_state(page)["status"]
