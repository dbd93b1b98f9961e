"""The consequence preview on the page: hover, a first tap, the keyboard cursor, the switches."""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.consequences import preview
from tests.browser.catherders.keys import cursor, focus_board, move_cursor_to, play_turn_by_keys
from tests.browser.catherders.playing import caught_by, cell_center, click_cell, fen, link_of, wait_turns
from tests.browser.pagetools import canvas_info, open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page, at the default size; what is about
# a fresh context opens one of its own (make_page).
SHARED_PAGE = True

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=42"


def _engine() -> Game:
    return Game(new_position("hex6", "beginner", 9, 42))


def _board_pixels(page) -> str:
    return page.evaluate("document.getElementById('board').toDataURL()")


def test_hovering_an_action_or_a_moved_herders_target_previews_it_and_changes_nothing(page, server_url):
    """The mouse over an empty Wall cell next to a cat: body[data-preview] names the action,
    the status line says what it would do in the engine's words, the board draws it, and
    the position is unchanged; moving away clears it; with a herder selected, hovering one of
    its targets previews the move; the click on the Wall cell then plays that very turn."""
    open_page(page, server_url, LINK)
    game = _engine()
    before, plain = fen(page), _board_pixels(page)
    x, y = cell_center(page, "a4")
    page.mouse.move(x, y)
    wait_for(page, "document.body.dataset.preview === 'a4'", what="the preview of a4")
    expected = preview(game, None, game.board.cell("a4"))
    assert page_state(page)["status"] == expected.describe()
    assert fen(page) == before and page_state(page)["turns"] == "0"
    assert _board_pixels(page) != plain  # the runs and the ghost herder are drawn
    screenshot(page, "preview-hover-desktop")
    page.mouse.move(5, 5)
    wait_for(page, "document.body.dataset.preview === ''", what="the preview to clear")
    # With a herder selected, hovering one of its targets previews the move.
    click_cell(page, "a3")
    page.mouse.move(*cell_center(page, "b4"))
    wait_for(page, "document.body.dataset.preview === 'a3-b4'", what="the move's preview")
    assert page_state(page)["status"].startswith("Moving a3 to b4")
    click_cell(page, "a3")  # the herder put down again
    page.mouse.move(5, 5)
    wait_for(page, "document.body.dataset.preview === ''", what="the preview to clear")
    assert fen(page) == before and page_state(page)["turns"] == "0"
    # Click: the cat on b5 has a tie; choose c6, and the game is one of the previewed endings.
    click_cell(page, "a4")
    wait_for(page, "document.body.dataset.building === '1'", what="the tie to be asked")
    click_cell(page, "c6")
    wait_turns(page, 1)
    game.push("a4 b5>c6")
    assert fen(page) == game.fen()
    assert (tuple(game.cells), tuple(game.captures)) in {(e.cells, e.captures)
                                                         for e in expected.endings}


def test_on_a_touch_screen_the_first_tap_previews_and_the_second_plays(make_page, server_url):
    """Touch: a tap on a4 previews (nothing is played, the status says tap again), a second
    tap on a4 plays it."""
    page = make_page(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
    open_page(page, server_url, LINK)
    x, y = cell_center(page, "a2")
    page.touchscreen.tap(x, y)
    wait_for(page, "document.body.dataset.preview === 'a2'", what="the first tap's preview")
    assert page_state(page)["turns"] == "0" and "Tap a2 again to play it" in page_state(page)["status"]
    screenshot(page, "preview-tap-phone")
    page.touchscreen.tap(x, y)
    wait_turns(page, 1)
    assert page_state(page)["preview"] == ""


def test_the_preview_switch_is_remembered(page, server_url):
    """Preview off: hovering previews nothing, and after a reload the switch is still off.
    Then the Threats switch (_threats_mark_the_cats_either_side_can_catch)."""
    open_page(page, server_url, LINK)
    page.uncheck("#chk-preview")
    x, y = cell_center(page, "a4")
    page.mouse.move(x, y)
    page.mouse.move(x + 1, y)
    assert page_state(page)["preview"] == ""
    open_page(page, server_url, LINK)
    assert not page.is_checked("#chk-preview")
    page.check("#chk-preview")
    page.mouse.move(*cell_center(page, "a4"))
    wait_for(page, "document.body.dataset.preview === 'a4'", what="the preview, switched on again")
    page.mouse.move(5, 5)
    _threats_mark_the_cats_either_side_can_catch(page)


def _threats_mark_the_cats_either_side_can_catch(page) -> None:
    """The Threats switch draws badges on the cats blue could catch now and red next turn
    (a position opened by its link in the same tab): the board changes, and only when a cat
    is in reach."""
    start = "hex6 b b:c5,d6 r:g7,h8 c:d5,g8,j8 0-0 13-13"
    page.evaluate("f => { location.hash = f; }", f"v=1&rules=designer&start={start.replace(' ', '_')}")
    wait_for(page, "document.body.dataset.fen === arg && !document.body.dataset.animating"
                   " && !document.body.dataset.preview", start, what="the position")
    plain = _board_pixels(page)
    page.check("#chk-threats")
    wait_for(page, "document.getElementById('board').toDataURL() !== arg", plain,
             what="the threat badges to be drawn")
    screenshot(page, "threats-desktop")
    assert canvas_info(page)["painted"] > 0


def test_the_end_of_a_game_by_keyboard_alone(page, server_url):
    """No mouse: the board takes the focus, arrow keys move the cursor (announced in the
    live region), Enter plays, and the preview follows the cursor. Both sides play the last
    three turns of a game of 3 cats this way (each takes a catch when it can), to its end.
    (The cursor reaches every cell from every cell, and whole games are played by the clicks
    that Enter makes: tests/catherders/web/test_board_keys.py,
    tests/catherders/web/test_session_clicks.py.)"""
    start = "v=1&rules=designer&board=hex6&setup=beginner&cats=3&seed=5"
    open_page(page, server_url, start)
    game = Game(new_position("hex6", "beginner", 3, 5), Rules())
    focus_board(page)
    assert cursor(page) == "f6"
    move_cursor_to(page, "a2")
    wait_for(page, "document.body.dataset.preview === 'a2'", what="the cursor's preview")
    said = page.evaluate("document.getElementById('board-say').textContent")
    assert said.startswith("a2, Wall: empty. Placing on a2")
    rng = random.Random(1)
    turns = []
    while game.outcome() is None:  # the game, as the engine chooses its turns
        options = [t for t in game.legal_turns() if t.target is not None]
        best = max(caught_by(game, t) for t in options)
        turns.append(rng.choice([t for t in options if caught_by(game, t) == best]))
        game.push(turns[-1])
    assert len(turns) >= 3
    game = Game(new_position("hex6", "beginner", 3, 5), Rules())
    for turn in turns[:-3]:
        game.push(turn)
    page.evaluate("f => { location.hash = f; }", link_of(start, game))  # the same tab
    wait_for(page, "document.body.dataset.fen === arg", game.fen(), what="three turns before the end")
    page.evaluate("document.activeElement.blur()")
    focus_board(page)
    for turn in turns[-3:]:
        play_turn_by_keys(page, game, turn)
        assert fen(page) == game.fen()
    assert page_state(page)["outcome"] == game.outcome().result
