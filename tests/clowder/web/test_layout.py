"""Clowder's board on a canvas: hexes fit, a click finds its hex, leaps' paths have their pieces."""

from __future__ import annotations

import math

import pytest

from game.clowder import board
from web.clowder.layout import SQRT3, BoardLayout, edge_direction, find_leap

SIZES = [(390, 390), (900, 900), (390, 640), (1200, 500), (300, 230)]
n = board.hex_named


@pytest.mark.parametrize("size", SIZES)
def test_every_hex_fits_and_its_centre_hits_it(size):
    """Every hex's corners lie inside the canvas, and its centre and points near its corners
    find it."""
    layout = BoardLayout(*size)
    w, h = size
    for hex_ in board.HEXES:
        x, y = layout.centres[hex_]
        assert 0 < x < w and 0 < y < h
        for cx, cy in layout.corners(hex_):
            assert -0.01 <= cx <= w + 0.01 and -0.01 <= cy <= h + 0.01
        assert layout.hex_at(x, y) == hex_
        for px, py in layout.corners(hex_, 0.93):
            assert layout.hex_at(px, py) == hex_


@pytest.mark.parametrize("size", SIZES)
def test_points_off_the_board_find_no_hex(size):
    """The canvas's corners, points far outside and the margin past an outer edge are no hex."""
    layout = BoardLayout(*size)
    w, h = size
    for x, y in ((1, 1), (w - 1, h - 1), (-500, h / 2), (w * 3, -40), (w / 2, h + 200)):
        assert layout.hex_at(x, y) is None
    o1 = n("O1")
    x, y = layout.edge_midpoint(o1, 0)
    dx, dy = edge_direction(0)
    assert layout.hex_at(x + dx * layout.size * 0.2, y + dy * layout.size * 0.2) is None


def test_the_board_is_centred_and_as_big_as_the_canvas_allows():
    """The tower is in the middle; the board takes the whole of the canvas's smaller side,
    less the margin."""
    layout = BoardLayout(600, 600)
    assert layout.centres[board.TOWER] == pytest.approx((300, 300))
    xs = [x for hex_ in board.HEXES for x, _ in layout.corners(hex_)]
    width = max(xs) - min(xs)
    assert 0.8 * 600 < width < 600


def test_neighbours_touch_and_share_their_edge():
    """Neighbours are one hex width apart, and the middle of the edge between them is the same
    point seen from either side."""
    layout = BoardLayout(800, 800)
    for hex_ in board.HEXES:
        for edge in board.EDGES:
            if board.wraps(hex_, edge):
                continue
            other = board.step(hex_, edge)
            d = math.dist(layout.centres[hex_], layout.centres[other])
            assert d == pytest.approx(layout.size * SQRT3)
            assert layout.edge_midpoint(hex_, edge) == pytest.approx(
                layout.edge_midpoint(other, (edge + 3) % 6))


def test_an_area_number_sits_between_its_two_edges():
    """Each area's anchor lies inside its roof, nearer its own two edges' middles than any
    other edge's."""
    layout = BoardLayout(700, 700)
    for hex_ in board.ROOFS:
        for rotation in range(6):
            for area in board.AREAS:
                ax, ay = layout.area_anchor(hex_, rotation, area)
                assert layout.hex_at(ax, ay) == hex_
                dist = {e: math.dist((ax, ay), layout.edge_midpoint(hex_, e)) for e in board.EDGES}
                own = board.area_edges(rotation, area)
                assert max(dist[e] for e in own) < min(d for e, d in dist.items() if e not in own)


def test_a_focused_layout_frames_only_its_hexes():
    """A diagram's window (`hexes`) fits those hexes in the canvas, bigger than the whole board."""
    focus = (n("I2"), *board.neighbours(n("I2")))
    whole, near = BoardLayout(320, 300), BoardLayout(320, 300, hexes=focus)
    assert near.size > 1.5 * whole.size
    for hex_ in focus:
        for x, y in near.corners(hex_):
            assert -0.01 <= x <= 320.01 and -0.01 <= y <= 300.01
        assert near.hex_at(*near.centres[hex_]) == hex_


def test_a_plain_leap_is_one_straight_piece():
    """A leap to a neighbour: one piece, from the start's centre to the landing's."""
    layout = BoardLayout(500, 500)
    leap = board.leap(n("I2"), 0, frozenset())
    assert leap.to == n("O2") and not leap.over
    assert layout.leap_path(leap) == [[layout.centres[n("I2")], layout.centres[n("O2")]]]


def test_a_leap_over_the_edge_is_cut_in_two():
    """Over the board's edge: one piece out past the start's edge, one in from past the
    landing's opposite edge, both ends outside the board."""
    layout = BoardLayout(500, 500)
    leap = board.leap(n("O1"), 0, frozenset())
    assert leap.to == n("O7")
    out, back = layout.leap_path(leap)
    assert out[0] == layout.centres[n("O1")] and back[-1] == layout.centres[n("O7")]
    assert len(out) == 2 and len(back) == 2
    assert layout.hex_at(*out[-1]) is None and layout.hex_at(*back[0]) is None
    dx, dy = edge_direction(0)
    # out goes along the edge's direction, and so does the piece coming back in
    for a, b in (out, back):
        vx, vy = b[0] - a[0], b[1] - a[1]
        assert (vx * dx + vy * dy) / math.hypot(vx, vy) == pytest.approx(1.0)
    for x, y in (out[-1], back[0]):
        assert 0 <= x <= 500 and 0 <= y <= 500


def test_a_leap_over_broken_roofs_passes_their_centres():
    """Over broken roofs: one piece through each broken roof's centre to the landing."""
    layout = BoardLayout(500, 500)
    leap = board.leap(n("O1"), 2, frozenset({n("O2")}))
    assert leap.over == (n("O2"),) and leap.to == n("O3")
    assert layout.leap_path(leap) == [[layout.centres[h] for h in (n("O1"), n("O2"), n("O3"))]]
    tower = board.leap(n("O1"), 3, frozenset({n("I1")}))
    assert tower.to == board.TOWER
    assert layout.leap_path(tower) == [[layout.centres[h] for h in (n("O1"), n("I1"), board.TOWER)]]


def test_a_leap_over_broken_roofs_and_the_edge():
    """Broken roofs and the edge together: the cut falls where the line leaves the board, with
    the broken roofs' centres on the pieces they belong to."""
    layout = BoardLayout(500, 500)
    leap = board.leap(n("O2"), 1, frozenset({n("O10")}))  # east off the board, in at O10
    assert board.wraps(n("O2"), 1) and leap.over == (n("O10"),)
    pieces = layout.leap_path(leap)
    assert len(pieces) == 2
    assert pieces[1][1] == layout.centres[n("O10")] and pieces[1][-1] == layout.centres[leap.to]
    none = board.leap(n("O1"), 1, frozenset({n("O11"), n("O12")}))
    assert none.to is None
    pieces = layout.leap_path(none)
    assert len(pieces) == 2 and pieces[-1][-1] == layout.centres[n("O1")]


def test_find_leap_finds_the_move_made():
    """The last move's leap is found from its two ends, even when the start has broken since;
    the area's edges choose between two ways to the same roof (O1 reaches O3 over the broken
    O2 and round the board's edge)."""
    broken = frozenset({n("O2"), n("O1")})
    leap = find_leap(n("O1"), n("O3"), broken, edges=(2, 3))
    assert leap is not None and leap.edge == 2 and leap.over == (n("O2"),)
    wrap = find_leap(n("O1"), n("O3"), broken, edges=(4, 5))
    assert wrap is not None and wrap.edge == 5 and wrap.over == ()
    assert find_leap(n("O1"), n("O3"), broken).to == n("O3")
    assert find_leap(n("O1"), n("O5"), broken) is None
