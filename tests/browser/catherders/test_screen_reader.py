"""For players who use a screen reader or the keyboard alone, or who want sound.

A whole turn played with the keyboard alone is announced in words, read back through the
page's accessibility tree (Playwright's ARIA snapshot), exactly as web/catherders/access/board_text.py
narrates it; so are the computer's answer and an undo. The board in words follows the
canvas; the questions answer as the engine says. Each event plays its sound (the page
records them); the Sound and High contrast switches are remembered."""

from __future__ import annotations

import json
import random

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.keys import focus_board, play_turn_by_keys
from tests.browser.catherders.playing import click_cell, finished_game, link_of, wait_turns
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for
from web.catherders.access.board_text import answer, narrate_turn, position_rows

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page: no test here is about a first visit
# or a fresh context; each opens its address by a real load, storage cleared.
SHARED_PAGE = True

START = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}"


def _announced(page) -> str:
    """The live region's text, as the accessibility tree gives it to a screen reader."""
    snap = page.locator("#announce").aria_snapshot()  # e.g. '- status: Red moves …'
    text = snap.split(":", 1)[1].strip() if ":" in snap else ""
    return json.loads(text) if text.startswith('"') else text  # YAML quotes text with ': '



LIVE = "[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]"


def _live_regions_saying(page, words: str) -> list[str]:
    """The ids of the live regions (aria-live, or a live role) whose text holds `words`."""
    return page.eval_on_selector_all(
        LIVE, "(nodes, words) => nodes.filter(n => n.textContent.includes(words)).map(n => n.id)", words)


def test_a_turn_is_said_once_by_one_voice(page, server_url):
    """After a turn played with the keyboard, the accessibility tree has one status region
    saying it (#announce), and no other live region says it too: the status line is not live
    (it follows the pointer), and the board cursor says only its cell. A refused click's
    message, which changes no turn, is said by the same voice."""
    game = Game(new_position("hex6", "beginner", 9, 6))
    open_page(page, server_url, START.format(seed=6))
    focus_board(page)
    turn = next(t for t in game.legal_turns() if t.origin is not None and t.flights)
    before = game.copy()
    play_turn_by_keys(page, game, turn)
    wait_turns(page, 1)
    said = narrate_turn(before, turn)
    wait_for(page, "document.body.dataset.announced === arg", said, what="the announcement")
    tree = page.locator("body").aria_snapshot()
    statuses = [line.strip() for line in tree.splitlines() if line.strip().startswith("- status")]
    assert len(statuses) == 1 and said[:40] in statuses[0], statuses
    assert tree.count(said[:40]) == 1, "the turn is in the accessibility tree more than once"
    assert _live_regions_saying(page, said[:40]) == ["announce"]
    assert page.get_attribute("#status", "role") is None
    assert page.get_attribute("#status", "aria-live") is None
    # A click that means nothing: the message is said once, by the same voice.
    click_cell(page, "f6")  # the Park's centre: no herder of red's there to move
    message = page.text_content("#status").strip()
    wait_for(page, "document.body.dataset.announced === arg", message, what="the message said")
    assert _live_regions_saying(page, message) == ["announce"]


def _sounds(page) -> list[str]:
    return (page_state(page).get("sounds") or "").split()


def test_a_turn_by_keyboard_is_announced_and_so_is_the_computer(page, server_url):
    """Blue's turn played with the arrows and Enter only; the live region says it in words,
    then the easy computer's answer; Undo says what was taken back."""
    game = Game(new_position("hex6", "beginner", 9, 5))
    open_page(page, server_url, START.format(seed=5) + "&red=ai-easy")
    focus_board(page)
    turn = next(t for t in game.legal_turns() if t.origin is not None and t.flights)
    before = game.copy()
    play_turn_by_keys(page, game, turn)
    wait_turns(page, 2)  # the computer answered
    computer_turn = page.evaluate("[...document.querySelectorAll('#moves button')][1].textContent")
    game.push(computer_turn)
    after_mine = before.copy()
    after_mine.push(turn)
    expected = narrate_turn(after_mine, game.turns[-1])
    wait_for(page, "document.body.dataset.announced === arg", expected,
             what="the computer's turn said")
    spoken = _announced(page)
    assert spoken == expected, spoken
    assert spoken.startswith("Red ")
    # Our own turn was said before the computer's (the region was read then): its words.
    assert narrate_turn(before, turn).startswith("Blue moves")
    page.click("#btn-undo")
    wait_turns(page, 0)
    assert _announced(page).startswith("Taken back to turn 0.")


def test_the_board_in_words_and_the_questions(page, server_url):
    """Opened, the board in words lists every row as the engine's board does and the side to
    move; after a turn it changes with the canvas; each question is answered."""
    seed = 3
    game = Game(new_position("hex6", "beginner", 9, seed))
    rng = random.Random(4)
    for _ in range(6):
        game.random_turn(rng)
    open_page(page, server_url, link_of(START.format(seed=seed), game))
    page.click("#board-text summary")
    rows = position_rows(game)
    # The worker writes the rows once the summary opens: wait for them, never for a time.
    wait_for(page, "document.querySelectorAll('#board-rows tr').length === arg", len(rows),
             what="the board's rows in words")
    assert page.locator("#board-rows tr").count() == len(rows)
    first = page.inner_text("#board-rows")
    assert rows[0][0] in first and rows[0][1][0] in first
    assert "blue to move" in page.inner_text("#board-facts").lower()
    for ask in ("my herders", "their herders", "cats", "danger", "last", "score"):
        page.click(f"#ask-buttons button[data-ask='{ask}']")
        wait_for(page, "document.getElementById('ask-answer').textContent === arg",
                 answer(game, ask), what=f"the answer to {ask!r}")
    screenshot(page, "board-in-words")
    turn = next(iter(game.legal_turns()))
    page.fill("#turn-text", str(turn))
    page.click("#btn-turn")
    wait_turns(page, 7)
    game.push(turn)
    wait_for(page, "document.getElementById('board-rows').innerText !== arg", first,
             what="the board in words to follow the turn")
    assert page.locator("#board-rows tr").count() == len(position_rows(game))


def _catch_game():
    """A game of the review tests: red to move can catch with a3-b3 b2>c2 (a move, a
    flight, a catch)."""
    from tests.browser.catherders.test_review_page import TURNS

    g = Game(new_position("hex6", "beginner", 9, 1))
    for t in TURNS.split(",")[:15]:
        g.push(t.replace("_", " ").replace("~", ">"))
    return g


def _type(page, turn: str, turns: int) -> None:
    page.fill("#turn-text", turn)
    page.click("#btn-turn")
    wait_turns(page, turns)


def _show(page, fragment: str, game: Game) -> None:
    """Open a game's link in the same tab (a link pasted into the address bar)."""
    page.evaluate("f => { location.hash = f; }", fragment)
    wait_for(page, "document.body.dataset.fen === arg[0] && document.body.dataset.turns === arg[1]",
             [game.fen(), str(len(game.stack))], what=f"the game of {fragment}")


def test_each_event_plays_its_sound_and_the_switches_are_remembered(page, server_url):
    """A placement, a move with a flight and a catch, the computer's turn and the end of a
    game each play their sounds (after a first interaction, as browsers require); muted,
    nothing plays; Sound off and High contrast on are remembered after a reload. One page:
    each game after the first is opened by its link in the same tab."""
    open_page(page, server_url, START.format(seed=5))
    assert _sounds(page) == []  # nothing before the person has interacted
    game = Game(new_position("hex6", "beginner", 9, 5))
    placement = next(t for t in game.legal_turns() if t.origin is None and not t.flights)
    _type(page, str(placement), 1)
    assert _sounds(page)[-1:] == ["place"]

    catch = _catch_game()
    _show(page, link_of(START.format(seed=1), catch), catch)
    _type(page, "a3-b3 b2>c2", 16)
    assert _sounds(page)[-3:] == ["move", "flight", "catch"]

    _show(page, START.format(seed=5) + "&red=ai-easy", Game(new_position("hex6", "beginner", 9, 5)))
    heard = len(_sounds(page))
    _type(page, str(placement), 1)
    wait_turns(page, 2)
    assert "computer" in _sounds(page)[heard:]

    seed, done = finished_game()
    before_end = Game(done.start, done.rules)
    for t in done.turns[:-1]:
        before_end.push(t)
    _show(page, link_of(START.format(seed=seed), before_end), before_end)
    _type(page, str(done.turns[-1]), len(done.turns))
    assert _sounds(page)[-1] == "end"
    page.locator("#dlg-over").wait_for(state="visible")
    page.click("#btn-over-close")

    page.uncheck("#chk-sound")
    page.check("#chk-contrast")
    heard = _sounds(page)
    page.click("#btn-undo")
    wait_turns(page, len(done.turns) - 1)
    _type(page, str(done.turns[-1]), len(done.turns))
    assert _sounds(page) == heard  # muted: nothing played
    page.reload()
    wait_for(page, "document.body.dataset.ready === '1'", what="the reload")
    assert not page.is_checked("#chk-sound")
    assert page.is_checked("#chk-contrast") and page_state(page)["contrast"] == "high"
    screenshot(page, "high-contrast")


def test_screenshots_under_colour_vision_deficiencies(page, server_url):
    """Chromium's emulation of each colour-vision deficiency (DevTools protocol): the page
    still draws blue herders round and red ones square. Screenshots to look at, one page for
    the four."""
    seed = 2
    game = Game(new_position("hex6", "beginner", 9, seed))
    rng = random.Random(2)
    for _ in range(14):
        game.random_turn(rng)
    open_page(page, server_url, link_of(START.format(seed=seed), game))
    cdp = page.context.new_cdp_session(page)
    try:
        for deficiency in ("protanopia", "deuteranopia", "tritanopia", "achromatopsia"):
            cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": deficiency})
            path = screenshot(page, f"vision-{deficiency}", always=True)
            assert path.stat().st_size > 10_000
    finally:  # the page is shared: the next test sees it without the emulation
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
        cdp.detach()
