"""First load: the board is drawn, sharp, with no console error and no request elsewhere."""

from __future__ import annotations

import pytest

from tests.browser.pagetools import canvas_info, log_of, open_page, page_state, screenshot

pytestmark = pytest.mark.browser


def test_first_load_draws_the_board_without_errors_or_outside_requests(page, server_url):
    """A first visit (empty storage, no fragment) becomes playable, shows the canvas with a
    painted board, a status line saying whose turn it is, writes a link into the URL, logs no
    console error and requests nothing outside the page's own origin (checked by the fixture
    for every request of the context, workers included)."""
    open_page(page, server_url)
    log = log_of(page)
    state = page_state(page)
    info = canvas_info(page)
    screenshot(page, "01-initial-desktop")

    assert not info["hidden"], "the canvas is still hidden"
    assert page.locator("#board-placeholder").is_hidden()
    assert page.locator("#progress").is_hidden()
    assert info["cssWidth"] > 300 and info["cssHeight"] > 300, info
    # The board covers a good part of the canvas, in several colours (Park, Wall, cats, names).
    assert info["painted"] > 0.3 * info["sampled"], info
    assert info["colours"] >= 5, info
    assert state["fen"].startswith("hex6 b "), state
    assert state["turns"] == "0" and state["outcome"] == "" and state["building"] == ""
    assert "Blue to play" in state["status"], state
    assert state["problem"] == "", state
    assert page.evaluate("location.hash").startswith("#v=1&"), "the URL does not hold the game"
    assert page.locator("#btn-new").is_enabled()
    assert len(page.evaluate("window.catHerders.cellNames()")) > 50
    # The fixture fails the test on any of these at teardown too; say it here as well.
    assert log.console_errors == [] and log.page_errors == []
    assert log.off_origin == [], log.off_origin
    assert any(u.endswith(".wasm") for u in log.requests), "the runtime was not loaded from here"


def test_canvas_is_sharp_on_a_high_density_screen_and_follows_the_window_size(make_page, server_url):
    """With devicePixelRatio 2 the canvas has two backing pixels per CSS pixel each way, so
    lines and names are drawn at the screen's full resolution, not scaled up blurred.
    Resizing the window resizes the canvas and redraws the board to fit; then the cell names
    are switched off and on (_cell_names_can_be_switched_off), on the same page."""
    page = make_page(device_scale_factor=2, viewport={"width": 1280, "height": 800})
    open_page(page, server_url)
    wide = canvas_info(page)
    assert wide["ratio"] == 2
    assert abs(wide["width"] - 2 * wide["cssWidth"]) <= 2, wide
    assert abs(wide["height"] - 2 * wide["cssHeight"]) <= 2, wide
    assert wide["painted"] > 0.3 * wide["sampled"], wide
    page.set_viewport_size({"width": 900, "height": 700})
    page.wait_for_function(f"document.getElementById('board').width !== {wide['width']}")
    narrow = canvas_info(page)
    assert narrow["cssWidth"] < wide["cssWidth"]
    assert abs(narrow["width"] - 2 * narrow["cssWidth"]) <= 2, narrow
    assert narrow["painted"] > 0.3 * narrow["sampled"], narrow
    x, y = page.evaluate("window.catHerders.cellCenter('a1')")
    assert narrow["left"] <= x <= narrow["left"] + narrow["cssWidth"]
    _cell_names_can_be_switched_off(page)


def _cell_names_can_be_switched_off(page) -> None:
    """Unticking "Cell names" redraws the board without the names along the edge (the board
    grows into the room they took) and clicks still land on the right cells."""
    with_names = page.evaluate("document.getElementById('board').toDataURL()")
    a1 = page.evaluate("window.catHerders.cellCenter('a1')")
    page.uncheck("#chk-labels")
    page.wait_for_function("d => document.getElementById('board').toDataURL() !== d", arg=with_names)
    assert page.evaluate("window.catHerders.cellCenter('a1')") != a1
    info = canvas_info(page)
    assert info["painted"] > 0.3 * info["sampled"], info
    page.check("#chk-labels")
    page.wait_for_function("d => document.getElementById('board').toDataURL() === d", arg=with_names)
