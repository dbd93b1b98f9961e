"""Board geometry on the canvas: cells fit, centres hit their own cells, neighbours touch."""

from __future__ import annotations

import math

import pytest

from game.catherders import board_names, get_board
from web.catherders.board.geometry import Layout


@pytest.mark.parametrize("name", board_names())
@pytest.mark.parametrize("size", [(390, 360), (1000, 700)])
def test_every_cell_fits_and_its_centre_hits_it(name, size):
    """Each cell lies inside the canvas, and a click on its centre finds it."""
    board = get_board(name)
    layout = Layout(board, *size)
    for cell in range(board.size):
        for x, y in layout.corners(cell):
            assert -0.5 <= x <= size[0] + 0.5 and -0.5 <= y <= size[1] + 0.5
        assert layout.cell_at(*layout.centres[cell]) == cell


@pytest.mark.parametrize("name", ["hex6", "hex9", "sq9"])
def test_neighbours_are_one_cell_apart(name):
    """Adjacent cells are drawn touching: centre distance is one cell width (or a diagonal)."""
    board = get_board(name)
    layout = Layout(board, 800, 800)
    width = layout.radius * math.sqrt(3) if layout.hex else layout.radius * 2
    for cell in range(board.size):
        for n in board.neighbours[cell]:
            d = math.dist(layout.centres[cell], layout.centres[n])
            assert d == pytest.approx(width) or (not layout.hex and d == pytest.approx(width * math.sqrt(2)))


def test_points_off_the_board_find_no_cell():
    """The canvas corners and the centre of a label are not cells."""
    layout = Layout(get_board("hex6"), 600, 600)
    assert layout.cell_at(1, 1) is None and layout.cell_at(599, 599) is None
    for _text, x, y in layout.labels():
        assert layout.cell_at(x, y) is None


def test_row_a_is_at_the_bottom_and_numbers_grow_to_the_right():
    """a1 sits below f6 and left of a6, as on an Abalone board."""
    board = get_board("hex6")
    c = Layout(board, 600, 600).centres
    assert c[board.cell("a1")][1] > c[board.cell("f6")][1]
    assert c[board.cell("a1")][0] < c[board.cell("a6")][0]


def test_labels_name_every_row_and_line():
    """Hex labels: 11 row letters and 11 numbers on hex6."""
    texts = [t for t, _, _ in Layout(get_board("hex6"), 600, 600).labels()]
    assert sorted(t for t in texts if t.isalpha()) == list("abcdefghijk")
    assert sorted(int(t) for t in texts if t.isdigit()) == list(range(1, 12))


@pytest.mark.parametrize("name", ["hex6", "hex7", "sq9"])
def test_a_flipped_board_is_the_same_picture_turned_half_way(name):
    """Flipped, each cell sits where its 180° image sat (so red's side is at the bottom),
    clicks still find their own cells, and the labels stay off the board."""
    board = get_board(name)
    plain, flipped = Layout(board, 700, 600), Layout(board, 700, 600, flipped=True)
    for cell in range(board.size):
        assert flipped.centres[cell] == pytest.approx(plain.centres[board.rotate[cell]])
        assert flipped.cell_at(*flipped.centres[cell]) == cell
    for _text, x, y in flipped.labels():
        assert flipped.cell_at(x, y) is None
    first, last = board.names[0], board.names[-1]  # a1, and the far corner (k11, i9, …)
    assert flipped.centres[board.cell(first)][1] < flipped.centres[board.cell(last)][1]
    assert plain.centres[board.cell(first)][1] > plain.centres[board.cell(last)][1]


def test_arrow_keys_step_to_the_neighbour_on_screen():
    """The board cursor: → and ← move along a hex row, ↑ and ↓ to a row above or below and
    back to the same column (anchored), the edge keeps the cell; flipped, the keys follow
    the screen; on a square board ↑ is straight up."""
    from game.catherders import get_board

    board = get_board("hex6")
    c, n = board.cell, board.names
    layout = Layout(board, 600, 600)
    assert n[layout.step(c("f6"), 1, 0)] == "f7" and n[layout.step(c("f6"), -1, 0)] == "f5"
    anchor = layout.centres[c("f6")][0]
    up = layout.step(c("f6"), 0, -1, anchor)
    assert n[up] in ("g6", "g7")
    again = layout.step(up, 0, -1, anchor)
    assert n[again] == "h7" and abs(layout.centres[again][0] - anchor) < 1
    assert layout.step(c("a1"), 0, 1) == c("a1")  # the bottom edge
    flipped = Layout(board, 600, 600, flipped=True)
    assert n[flipped.step(c("f6"), 1, 0)] == "f5"
    square = get_board("sq7")
    sl = Layout(square, 600, 600)
    assert square.names[sl.step(square.cell("d4"), 0, -1)] == "d5"
