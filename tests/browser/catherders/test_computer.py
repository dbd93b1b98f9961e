"""Playing the computer: it moves from a worker, the page stays responsive, undo and hints."""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import fen, link_of, play_turn_by_clicks
from tests.browser.catherders.test_whole_game import greedy_turn
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for
from tests.browser.recording import hold_computer, release_computer

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page: no test here is about a first visit
# or a fresh context; each opens its address by a real load, storage cleared.
SHARED_PAGE = True

BOARD, CATS, SEED = "hex5", 3, 4
LINK = f"v=1&rules=designer&board={BOARD}&setup=beginner&cats={CATS}&seed={SEED}&red=ai-easy"
THINK_MS = 60_000  # the first reply includes starting the worker's own Python


def wait_reply(page, turns: int) -> None:
    wait_for(page, "document.body.dataset.turns === String(arg) && !document.body.dataset.thinking"
                   " || document.body.dataset.outcome !== ''", turns, timeout_ms=THINK_MS,
             what=f"the computer's reply (turn {turns})")


def test_the_end_of_a_game_against_easy(page, server_url):
    """A person (blue, clicking greedy turns) plays the easy computer (red) to a finished game,
    from a link four turns in (where two greedy players are five turns from the end); every
    computer turn is legal (the engine replays the page's moves) and the end is announced.
    Rematch then starts the same kind of game with the sides swapped. (Whole games against
    the computer through the page's session: tests/catherders/web/test_session.py; its turns' legality:
    tests/catherders/test_ai_legal.py.)"""
    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    rng = random.Random(SEED)
    for _ in range(4):
        game.push(greedy_turn(game, rng))
    assert game.to_move == 0 and not game.is_over()
    open_page(page, server_url, link_of(LINK, game))
    while not game.is_over():
        assert len(game.stack) < 80, "the game does not end"
        play_turn_by_clicks(page, game, greedy_turn(game, rng))
        if game.is_over():
            break
        wait_reply(page, len(game.stack) + 1)
        moves = page.locator("#moves button").all_inner_texts()
        game.push(moves[-1])  # raises if the computer's turn is illegal
        assert fen(page) == game.fen()
    state = page_state(page)
    assert state["outcome"] == game.outcome().result
    page.locator("#dlg-over").wait_for(state="visible")
    screenshot(page, "10-game-against-computer")

    # Rematch: the same options, the sides swapped, so the computer (now blue) begins.
    page.click("#btn-over-rematch")
    wait_reply(page, 1)
    link = page.evaluate("location.hash.slice(1)")
    assert "blue=ai-easy" in link and "red=ai-easy" not in link
    assert f"board={BOARD}" in link and f"cats={CATS}" in link
    assert page_state(page)["turns"] == "1"
    assert page.locator("#chk-flip").is_checked()  # the person now plays red


def test_the_page_answers_clicks_while_the_computer_thinks_and_undo_takes_back_both_turns(
        page, server_url):
    """While the computer's move is pending, the thinking indicator shows and a click on the
    move list (looking back at the start) is answered: the game does not wait for the
    computer. (The computer's reply is held until then, whatever the machine's speed.) After
    the computer replies, one undo returns to the start with blue to play."""
    open_page(page, server_url, LINK)
    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    hold_computer(page)
    play_turn_by_clicks(page, game, next(iter(game.legal_turns())))
    wait_for(page, "document.body.dataset.thinking === '1'", what="the thinking marker")
    assert page.locator("#player-1.thinking").count() == 1
    screenshot(page, "11-computer-thinking")
    page.click("#btn-first")
    wait_for(page, "document.body.dataset.fen === arg", str(game.start),
             what="the start position shown while the computer thinks")
    assert page.evaluate("document.body.dataset.thinking") == "1"
    assert page.evaluate("document.body.dataset.turns") == "1"
    release_computer(page)
    wait_reply(page, 2)
    page.click("#btn-last")
    assert page_state(page)["turns"] == "2"
    page.click("#btn-undo")
    wait_for(page, "document.body.dataset.turns === '0'", what="both turns taken back")
    assert fen(page) == str(game.start)


def test_a_hint_and_a_side_handed_to_the_computer_in_the_middle_of_a_game(page, server_url):
    """The hint button names a legal turn in the status line without playing it. Then two
    people play; after blue's turn, red is handed to the easy computer in its box: the link
    says so and the computer answers with a legal turn; handed back to a person, the computer
    stays quiet."""
    open_page(page, server_url, f"v=1&board={BOARD}&setup=beginner&cats={CATS}&seed={SEED}")
    page.click("#btn-hint")
    wait_for(page, "document.getElementById('status').textContent.startsWith('Hint: ')",
             timeout_ms=THINK_MS, what="a hint")
    text = page.locator("#status").inner_text()
    suggested = text[len("Hint: "):text.index(" (marked")]
    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    game.push(suggested)  # raises if the hint is not legal
    assert page_state(page)["turns"] == "0"
    screenshot(page, "12-hint")

    game = Game(new_position(BOARD, "beginner", CATS, SEED))
    rng = random.Random(SEED)
    play_turn_by_clicks(page, game, greedy_turn(game, rng))
    page.select_option("#plays-1", "ai-easy")
    wait_reply(page, 2)
    assert "red=ai-easy" in page.evaluate("location.hash")
    game.push(page.locator("#moves button").all_inner_texts()[-1])  # legal, or this raises
    assert fen(page) == game.fen()
    page.select_option("#plays-1", "human")
    play_turn_by_clicks(page, game, greedy_turn(game, rng))
    # The page asks the worker in the same refresh that shows the turn: no request is pending.
    assert page_state(page)["turns"] == "3" and page_state(page)["thinking"] == ""
    assert "red=" not in page.evaluate("location.hash")
