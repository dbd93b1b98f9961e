"""Playing the board with the keyboard alone, as a person who uses no mouse does.

The board canvas takes the focus; the arrow keys move its cell cursor (the
page says where in body[data-cursor]), Enter plays the cursor's cell. These
helpers steer the cursor to a named cell by reading where the cells are on
screen and pressing the arrow that brings it closer, one key at a time.
"""

from __future__ import annotations

from tests.browser.catherders.playing import cell_center, play_turn_by
from tests.browser.pagetools import wait_for

MAX_KEYS_PER_CELL = 40


def focus_board(page) -> None:
    """Give the board the keyboard focus (Tab would reach it too); the cursor appears."""
    page.focus("#board")
    wait_for(page, "!!document.body.dataset.cursor", what="the board cursor to appear")


def cursor(page) -> str:
    """The name of the cell under the keyboard cursor."""
    return page.evaluate("document.body.dataset.cursor")


def move_cursor_to(page, name: str) -> int:
    """Press arrow keys until the cursor is on `name`; returns how many were pressed."""
    tx, ty = cell_center(page, name)
    for pressed in range(MAX_KEYS_PER_CELL):
        here = cursor(page)
        if here == name:
            return pressed
        x, y = cell_center(page, here)
        size = page.evaluate("document.getElementById('board').getBoundingClientRect().width") / 40
        if abs(ty - y) > size:
            key = "ArrowUp" if ty < y else "ArrowDown"
        else:
            key = "ArrowLeft" if tx < x else "ArrowRight"
        page.keyboard.press(key)
        wait_for(page, "document.body.dataset.cursor !== arg", here,
                 what=f"{key} to move the cursor from {here}")
    raise AssertionError(f"the cursor never reached {name} (it is on {cursor(page)})")


def press_on(page, name: str) -> None:
    """Move the cursor to `name` and press Enter there."""
    move_cursor_to(page, name)
    page.keyboard.press("Enter")


def play_turn_by_keys(page, game, turn) -> int:
    """Play `turn` with the keyboard alone (cursor and Enter), then push it on `game`;
    choices are made as with clicks (playing.play_turn_by)."""
    return play_turn_by(page, game, turn, press_on)
