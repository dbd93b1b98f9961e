"""The board's keyboard cursor (web/catherders/board/keys.py's ArrowSteps on
web/catherders/board/geometry.py's
Layout) reaches every cell of every board from every cell, as a person who plays by keys
steers it (up or down while the cell is on another row, then left or right), flipped or
not: with Enter playing the cursor's cell as a click does (web/catherders/board/input.py), every turn
clicked in the random whole games of tests/catherders/web/test_session_clicks.py can be played by keys.
The browser test (tests/browser/catherders/test_preview_page.py) plays the last turns of a game so.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import board_names, get_board
from web.catherders.board.geometry import Layout
from web.catherders.board.keys import ArrowSteps

MAX_KEYS = 40  # tests/browser/catherders/keys.py's MAX_KEYS_PER_CELL


def keys_to(layout: Layout, start: int, goal: int) -> int:
    """How many arrow presses steer the cursor from `start` to `goal` (tests/browser/catherders/keys.py's
    way: up or down while the goal is more than a cell's fortieth of the board's width away
    vertically, else left or right); fails when it never gets there."""
    steps = ArrowSteps()
    size = layout.width / 40
    tx, ty = layout.centres[goal]
    here = start
    for pressed in range(MAX_KEYS):
        if here == goal:
            return pressed
        x, y = layout.centres[here]
        if abs(ty - y) > size:
            key = "ArrowUp" if ty < y else "ArrowDown"
        else:
            key = "ArrowLeft" if tx < x else "ArrowRight"
        here = steps.step(layout, here, key)
    raise AssertionError(f"the cursor never reached {layout.board.names[goal]} from "
                         f"{layout.board.names[start]} (it is on {layout.board.names[here]})")


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("name", board_names())
def test_the_arrows_reach_every_cell_from_every_cell(name, flipped):
    board = get_board(name)
    layout = Layout(board, 600, 600, flipped=flipped)
    cells = range(board.size)
    pairs = [(a, b) for a in cells for b in cells]
    if len(pairs) > 3_000:
        pairs = random.Random(name).sample(pairs, 3_000)
    most = max(keys_to(layout, a, b) for a, b in pairs)
    assert most <= MAX_KEYS
