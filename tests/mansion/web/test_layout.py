"""Cat's Mansion's map on a canvas: square cells fitted to the grid, a click finds its space."""

from __future__ import annotations

import pytest

from game.mansion import board
from web.mansion.layout import MapLayout

SIZES = [(360, 280), (800, 620), (390, 640), (1200, 500), (300, 230)]


@pytest.mark.parametrize("size", SIZES)
def test_every_space_fits_and_its_centre_finds_it(size):
    """Every space's square lies inside the canvas; its centre and points near its corners
    find it again."""
    layout = MapLayout(*size)
    w, h = size
    for space in range(len(board.SPACES)):
        x, y, side, _ = layout.rect(space)
        assert 0 <= x and x + side <= w and 0 <= y and y + side <= h
        cx, cy = layout.centre(space)
        assert layout.space_at(cx, cy) == space
        for fx, fy in ((0.03, 0.03), (0.97, 0.03), (0.03, 0.97), (0.97, 0.97)):
            assert layout.space_at(x + side * fx, y + side * fy) == space


@pytest.mark.parametrize("size", SIZES)
def test_walls_and_the_margin_find_no_space(size):
    """The middle of a wall's cell, the canvas's corners and points far outside are no space."""
    layout = MapLayout(*size)
    w, h = size
    for y, row in enumerate(board.MAP):
        for x, ch in enumerate(row):
            if ch == "#":
                assert layout.space_at(*layout.point(x + 0.5, y + 0.5)) is None
    for x, y in ((0.5, 0.5), (w - 0.5, h - 0.5), (-300, h / 2), (w * 3, -40), (w / 2, h + 200)):
        assert layout.space_at(x, y) is None


def test_cells_are_square_centred_and_as_big_as_the_canvas_allows():
    """Neighbours are one cell apart both ways; the map is centred; its longer fit fills the
    canvas but for the margin."""
    layout = MapLayout(800, 620)
    a, b = board.space_named("e1"), board.space_named("f1")
    below = board.space_named("e2")
    assert layout.centre(b)[0] - layout.centre(a)[0] == pytest.approx(layout.cell)
    assert layout.centre(below)[1] - layout.centre(a)[1] == pytest.approx(layout.cell)
    x, y, w, h = layout.bounds()
    assert x + w / 2 == pytest.approx(400) and y + h / 2 == pytest.approx(310)
    assert w == pytest.approx(board.WIDTH * layout.cell)
    assert max(w / 800, h / 620) > 0.93
    assert layout.size == layout.cell


def test_a_window_frames_part_of_the_map_bigger():
    """A diagram's window fits its columns and rows in the canvas, with bigger cells; the
    spaces outside it find nothing and are not shown."""
    window = (0, 6, 6, 9)
    whole, near = MapLayout(300, 186), MapLayout(300, 186, window=window)
    assert near.cell > 1.5 * whole.cell
    inside = set(near.shown())
    for space, (gx, gy) in enumerate(board.SPACES):
        if 0 <= gx <= 6 and 6 <= gy <= 9:
            assert space in inside
            x, y, side, _ = near.rect(space)
            assert -0.01 <= x and x + side <= 300.01 and -0.01 <= y and y + side <= 186.01
            assert near.space_at(*near.centre(space)) == space
        else:
            assert space not in inside
            cx, cy = near.centre(space)
            assert near.space_at(cx, cy) is None


def test_a_box_places_the_map_in_part_of_the_canvas():
    """`box` fits the map into a part of the canvas (the spat's picture keeps room under it)."""
    layout = MapLayout(300, 300, box=(0, 0, 300, 186))
    _, y, _, h = layout.bounds()
    assert y + h <= 186.01
    for space in range(len(board.SPACES)):
        assert layout.space_at(*layout.centre(space)) == space
    assert layout.cell_at(150, 250) is None
