"""Cat's Mansion's map zoomed on the page (web/mansion/board_view.py over web/mansion/zoom.py),
on the worker's stand-in page in CPython (tests/support/page.py): a phone's map starts zoomed
on the cat to move, the buttons and keys zoom it and say when they cannot, a tap on a space
plays the move drawn there, a drag moves the map and plays nothing, two fingers pinch it, and
what the page is told (the canvas's class, the tests' hooks) follows the zoom."""

from __future__ import annotations

import pytest

from game.mansion.pieces import Rules
from tests.support.page import Sketchbook, fresh_page, listeners, written
from web.kit.elements import element
from web.mansion.link import PERSON, MansionLink, Seat, encode
from web.mansion.view import MansionPage
from web.mansion.zoom import PHONE_CELL, SLOP, TARGET_PX

PHONE = (350.4, 268.0)  # the map's box on a phone 360 pixels wide (tests/mansion/web/test_zoom.py)
SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bo"), Seat(PERSON, "Cy"))  # every cat a person's


@pytest.fixture
def page():
    """A 3-cat game at its start on a phone's page, animations off."""
    with fresh_page(Sketchbook()) as doc:
        doc.href, doc.hash = "https://x/", ""
        doc.measured("ma-board-box", [0, 0, *PHONE])
        doc.body.dataset.game = "mansion"
        page = MansionPage.open(encode(MansionLink(SEATS, 5, Rules(), ())))
        element("chk-ma-motion").checked = False
        yield page


def fire(node, kind: str, **data) -> None:
    """The view sends the game an event `kind` of `node` (its listener's), with `data`."""
    found = [hid for k, hid, _options in listeners(node) if k == kind]
    assert found, f"no {kind} listener"
    for hid in found:
        node._doc.dispatch(hid, {"type": kind, **data})


def press(button_id: str) -> None:
    fire(element(button_id), "click")


def disabled(button_id: str) -> bool:
    return element(button_id).getAttribute("aria-disabled") == "true"


def test_a_phones_map_starts_zoomed_on_the_cat_to_move_and_its_reach(page):
    board, s = page.board, page.session
    assert board.zoom.zoomed and board.layout.cell == pytest.approx(PHONE_CELL)
    assert board.zoom.visible(s.state.at[s.state.mover])
    assert all(board.zoom.visible(space) for space in s.reach())
    assert "zoomed" in (written(board.canvas, "cls") or {})
    assert not disabled("btn-ma-zoom-in") and not disabled("btn-ma-fit")


def test_the_buttons_zoom_within_bounds_and_say_when_they_cannot(page):
    board = page.board
    first = board.layout.cell
    press("btn-ma-zoom-in")
    assert board.layout.cell > first
    for _ in range(10):
        press("btn-ma-zoom-in")
    assert disabled("btn-ma-zoom-in") and not disabled("btn-ma-zoom-out")
    press("btn-ma-fit")
    assert not board.zoom.zoomed and board.layout.cell == pytest.approx(board.zoom.fit_cell)
    assert disabled("btn-ma-fit") and disabled("btn-ma-zoom-out") and not disabled("btn-ma-zoom-in")
    assert written(board.canvas, "cls").get("zoomed") is False
    fire(board.canvas, "keydown", key="+")
    assert board.zoom.zoomed


def test_a_tap_on_a_space_under_the_zoom_plays_the_move_drawn_there(page):
    board, s = page.board, page.session
    press("btn-ma-zoom-in")
    mover = s.state.mover
    reach = s.reach()
    shown = [space for space in reach if board.zoom.visible(space) and not reach[space].spat]
    target = max(shown, key=lambda space: (reach[space].cost, space))
    x, y = board.layout.centre(target)
    assert board.layout.cell >= TARGET_PX
    fire(board.canvas, "pointerdown", pointerId=1, clientX=x, clientY=y, rect=[0, 0, *PHONE])
    fire(board.canvas, "pointermove", pointerId=1, clientX=x + SLOP / 2, clientY=y, rect=[0, 0, *PHONE])
    fire(board.canvas, "pointerup", pointerId=1)
    fire(board.canvas, "click", clientX=x, clientY=y, rect=[0, 0, *PHONE])
    assert s.state.at[mover] == target and len(s.actions) == len(reach[target].path)


def test_a_drag_moves_the_map_and_plays_nothing(page):
    board, s = page.board, page.session
    centre = board.zoom.shown_centre()
    space = next(iter(s.reach()))
    x, y = board.layout.centre(space)
    fire(board.canvas, "pointerdown", pointerId=7, clientX=x, clientY=y, rect=[0, 0, *PHONE])
    assert written(board.canvas, "attr").get("data-held") == "1"
    fire(board.canvas, "pointermove", pointerId=7, clientX=x + 3 * SLOP, clientY=y, rect=[0, 0, *PHONE])
    fire(board.canvas, "pointerup", pointerId=7)
    fire(board.canvas, "click", clientX=x + 3 * SLOP, clientY=y, rect=[0, 0, *PHONE])
    assert "data-held" not in written(board.canvas, "attr")
    assert board.zoom.shown_centre()[0] < centre[0]
    assert not s.actions


def test_two_fingers_pinch_the_map(page):
    board = page.board
    scale = board.zoom.scale
    fire(board.canvas, "pointerdown", pointerId=1, clientX=100, clientY=100, rect=[0, 0, *PHONE])
    fire(board.canvas, "pointerdown", pointerId=2, clientX=150, clientY=100, rect=[0, 0, *PHONE])
    fire(board.canvas, "pointermove", pointerId=2, clientX=175, clientY=100, rect=[0, 0, *PHONE])
    assert board.zoom.scale == pytest.approx(scale * 1.5)
    assert board.layout.cell == pytest.approx(board.zoom.cell)
    fire(board.canvas, "pointercancel", pointerId=1)
    fire(board.canvas, "pointerup", pointerId=2)
    assert not board.gesture.held and not page.session.actions


def test_the_keyboards_cursor_stays_in_sight(page):
    board = page.board
    press("btn-ma-zoom-in")
    press("btn-ma-zoom-in")
    seen = set()
    for key in ["ArrowLeft"] * 12 + ["ArrowUp"] * 8 + ["ArrowRight"] * 16 + ["ArrowDown"] * 12:
        fire(board.canvas, "keydown", key=key)
        assert board.zoom.visible(board.cursor), key
        seen.add(board.cursor)
    assert len(seen) > 15
