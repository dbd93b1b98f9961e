"""A phone held upright: the whole board fits the screen's width and a tap plays."""

from __future__ import annotations

import math

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import cell_center, fen, questions, wait_turns
from tests.browser.pagetools import canvas_info, open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}


def test_phone_shows_the_whole_board_and_a_tap_plays(make_page, server_url):
    """At 390×844 CSS pixels (devicePixelRatio 3, touch) the page does not scroll sideways,
    every cell's centre lies within the screen's width with the canvas inside it, the canvas
    is sharp at 3 backing pixels per CSS pixel, the controls are reachable below the board,
    and taps on the board play a placement and then a move with a cat's choice. The largest
    boards fit too (_the_largest_boards_fit)."""
    page = make_page(**PHONE)
    open_page(page, server_url, LINK)
    info = canvas_info(page)
    screenshot(page, "06-phone")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px wide"
    assert info["left"] >= 0 and info["left"] + info["cssWidth"] <= 390, info
    assert abs(info["width"] - 3 * info["cssWidth"]) <= 3, info
    assert info["painted"] > 0.3 * info["sampled"], info
    names = page.evaluate("window.catHerders.cellNames()")
    centres = [cell_center(page, n) for n in names]
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    assert min(xs) > 0 and max(xs) < 390, (min(xs), max(xs))
    assert min(ys) > 0 and max(ys) < 844, (min(ys), max(ys))
    # Cells are big enough to tap: neighbouring centres at least 24 CSS px apart.
    spacing = min(math.dist(a, b) for i, a in enumerate(centres) for b in centres[i + 1:])
    assert spacing >= 24, spacing
    for control in ("#btn-undo", "#btn-new", "#status"):
        box = page.locator(control).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, (control, box)

    game = Game(new_position("hex6", "beginner", 9, 7))
    placement = next(t for t in game.legal_turns() if t.origin is None and not t.steps)
    # With the preview on (the default), a first tap shows what the turn would do, a second
    # tap on the same cell plays it.
    page.touchscreen.tap(*cell_center(page, names[placement.target]))
    wait_for(page, "document.body.dataset.preview === arg", names[placement.target],
             what="the first tap's preview")
    assert page_state(page)["turns"] == "0"
    page.touchscreen.tap(*cell_center(page, names[placement.target]))
    game.push(placement)
    wait_turns(page, 1)
    assert fen(page) == game.fen()

    # Red moves next to a cat that must choose: tap the herder, its target, then a cell.
    move = next(t for t in game.legal_turns()
                if t.origin is not None and len(questions(game, t)) == 1 and len(t.flights) == 1)
    page.touchscreen.tap(*cell_center(page, names[move.origin]))
    page.touchscreen.tap(*cell_center(page, names[move.target]))  # previews the move
    page.touchscreen.tap(*cell_center(page, names[move.target]))  # plays it
    wait_for(page, "document.body.dataset.building === '1'", what="the cat's choice")
    page.touchscreen.tap(*cell_center(page, names[move.flights[0][1]]))
    game.push(move)
    wait_turns(page, 2)
    assert fen(page) == game.fen()
    assert page_state(page)["problem"] == ""
    page.locator("#btn-undo").tap()
    wait_for(page, "document.body.dataset.turns === '1'", what="undo by tap")
    _the_largest_boards_fit(page)


def _the_largest_boards_fit(page) -> None:
    """The largest hex and square boards, opened by link on the phone (in the same tab), also
    fit the screen's width with every cell inside the canvas."""
    for board in ("hex9", "sq13"):
        page.evaluate("f => { location.hash = f; }", f"v=1&board={board}&setup=beginner&cats=9&seed=1")
        wait_for(page, "document.body.dataset.fen.startsWith(arg + ' ')", board, what=board)
        info = canvas_info(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        names = page.evaluate("window.catHerders.cellNames()")
        centres = [cell_center(page, n) for n in names]
        assert all(info["left"] < x < info["left"] + info["cssWidth"] and
                   info["top"] < y < info["top"] + info["cssHeight"] for x, y in centres), board
        spacing = min(math.dist(a, b) for i, a in enumerate(centres) for b in centres[i + 1:])
        assert spacing >= 18, (board, spacing)
        screenshot(page, f"06-phone-{board}")
