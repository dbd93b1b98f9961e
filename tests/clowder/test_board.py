"""Clowder's board (game.clowder.board): the hexes' neighbours over every edge, checked against a
second construction in cube coordinates and against rows worked out by hand; the areas of
every rotation; wrapping over the board's edge; leaps through broken roofs; the tower's
entry from the inner ring."""

from __future__ import annotations

import pytest

from game.clowder import board
from game.clowder.board import (
    EDGES,
    HEXES,
    INNER,
    OUTER,
    ROOFS,
    TOWER,
    area_edges,
    area_leaps,
    area_of_edge,
    facing_edge,
    hex_name,
    hex_named,
    inner_rotations,
    leap,
    neighbours,
    ring,
    step,
    wraps,
)

N = board.BY_NAME  # "O7" -> 7

# A second construction, in cube coordinates (x, y, z with x + y + z = 0), of the numbering
# the board's docstring describes: I1 is the tower's north-east neighbour, O1 two steps
# north-east; each ring clockwise, the odd outer hexes the corners.
CUBE_DIRS = ((1, 0, -1), (1, -1, 0), (0, -1, 1), (-1, 0, 1), (-1, 1, 0), (0, 1, -1))  # NE E SE SW W NW


def _cube_hexes() -> list[tuple[int, int, int]]:
    hexes = [(0, 0, 0)] + list(CUBE_DIRS)  # tower, then I1 (NE), I2 (E), ... clockwise
    for d in range(6):
        corner = tuple(2 * c for c in CUBE_DIRS[d])
        hexes.append(corner)  # O1, O3, ...: the corners
        turn = CUBE_DIRS[(d + 2) % 6]  # two turns clockwise: along the ring's side
        hexes.append(tuple(a + b for a, b in zip(corner, turn, strict=True)))
    return hexes


CUBE = _cube_hexes()
CUBE_AT = {c: i for i, c in enumerate(CUBE)}


def _cube_step(hex_: int, edge: int) -> int:
    """The neighbour, or (off the board) the on-board hex of the same line furthest back:
    found as the smallest t with hex + t * direction on the board (no walking)."""
    here, d = CUBE[hex_], CUBE_DIRS[edge]
    ahead = tuple(a + b for a, b in zip(here, d, strict=True))
    if ahead in CUBE_AT:
        return CUBE_AT[ahead]
    line = [(t, tuple(a + t * b for a, b in zip(here, d, strict=True))) for t in range(-4, 5)]
    return CUBE_AT[min((t, c) for t, c in line if c in CUBE_AT)[1]]


def test_the_two_constructions_number_the_same_hexes():
    assert len(CUBE) == len(set(CUBE)) == 19 and all(sum(c) == 0 for c in CUBE)
    for hex_, (q, r) in enumerate(board.COORDS):
        assert CUBE[hex_] == (q, -q - r, r), hex_name(hex_)


@pytest.mark.parametrize("hex_", HEXES, ids=hex_name)
def test_every_edge_of_every_hex_leads_where_the_cube_construction_says(hex_):
    assert neighbours(hex_) == tuple(_cube_step(hex_, edge) for edge in EDGES)


HAND_ROWS = {  # worked out on paper: NE, E, SE, SW, W, NW
    "T": ("I1", "I2", "I3", "I4", "I5", "I6"),
    "I1": ("O1", "O2", "I2", "T", "I6", "O12"),
    "I2": ("O2", "O3", "O4", "I3", "T", "I1"),
    "O1": ("O7", "O11", "O2", "I1", "O12", "O3"),
    "O2": ("O6", "O10", "O3", "I2", "I1", "O1"),
    "O3": ("O5", "O9", "O1", "O4", "I2", "O2"),
    "O4": ("O3", "O8", "O12", "O5", "I3", "I2"),
    "O5": ("O4", "O7", "O11", "O3", "O6", "I3"),
    "O11": ("O9", "O12", "I6", "O10", "O1", "O5"),
    "O12": ("O8", "O1", "I1", "I6", "O11", "O4"),
}


@pytest.mark.parametrize("name", HAND_ROWS)
def test_hand_checked_neighbours(name):
    assert tuple(hex_name(h) for h in neighbours(N[name])) == HAND_ROWS[name]


def test_names_numbers_and_rings():
    assert hex_name(TOWER) == "T" and hex_named("I1") == 1 and hex_named("O12") == 18
    assert [hex_name(h) for h in INNER] == [f"I{i}" for i in range(1, 7)]
    assert [hex_name(h) for h in OUTER] == [f"O{i}" for i in range(1, 13)]
    assert ring(TOWER) == 0 and {ring(h) for h in INNER} == {1} and {ring(h) for h in OUTER} == {2}
    with pytest.raises(KeyError):
        hex_named("O13")


def test_neighbouring_is_mutual_inside_the_board():
    for hex_ in HEXES:
        for edge in EDGES:
            if not wraps(hex_, edge):
                assert step(step(hex_, edge), (edge + 3) % 6) == hex_


@pytest.mark.parametrize("rotation", range(6))
def test_the_areas_of_every_rotation(rotation):
    areas = [area_edges(rotation, area) for area in (1, 2, 3)]
    assert areas[0][0] == rotation  # area 1 starts at the rotation's edge
    assert [e for pair in areas for e in pair] == [(rotation + i) % 6 for i in range(6)]  # clockwise
    for area, (a, b) in enumerate(areas, 1):
        assert b == (a + 1) % 6
        assert area_of_edge(rotation, a) == area_of_edge(rotation, b) == area


def test_hand_checked_areas():
    assert area_edges(0, 1) == (0, 1) and area_edges(0, 3) == (4, 5)
    assert area_edges(5, 1) == (5, 0) and area_edges(3, 3) == (1, 2) and area_edges(4, 2) == (0, 1)


def test_wrapping_over_the_edge_hand_cases():
    assert wraps(N["O1"], 0) and step(N["O1"], 0) == N["O7"]  # NE from O1: through the tower's line
    assert step(N["O1"], 1) == N["O11"]  # east from O1
    assert step(N["O2"], 1) == N["O10"]
    assert step(N["O5"], 2) == N["O11"]  # south-east from O5 comes in at the top
    assert not wraps(N["O1"], 2) and not wraps(TOWER, 0)


def test_a_wrap_lands_on_the_outer_ring_never_the_tower():
    wrapped = [(h, e) for h in HEXES for e in EDGES if wraps(h, e)]
    assert wrapped and all(h in OUTER for h, _ in wrapped)  # only outer roofs face the edge
    for hex_, edge in wrapped:
        to = step(hex_, edge)
        assert ring(to) == 2 and to != TOWER and to != hex_


def test_a_leap_over_nothing_broken_is_one_step():
    for hex_ in HEXES:
        for edge in EDGES:
            lp = leap(hex_, edge, frozenset())
            assert lp.over == () and lp.to == step(hex_, edge)


def test_a_leap_over_one_broken_roof():
    lp = leap(N["O12"], 2, frozenset({N["I1"]}))  # south-east from O12: I1, then I2
    assert lp.over == (N["I1"],) and lp.to == N["I2"]


def test_a_leap_over_several_broken_roofs():
    lp = leap(N["O12"], 2, frozenset({N["I1"], N["I2"]}))
    assert lp.over == (N["I1"], N["I2"]) and lp.to == N["O4"]


def test_a_leap_over_a_broken_roof_beyond_the_edge():
    lp = leap(N["O1"], 0, frozenset({N["O7"]}))  # NE from O1 wraps to O7, broken: on to I4
    assert lp.over == (N["O7"],) and lp.to == N["I4"]


def test_a_leap_wraps_after_passing_broken_roofs():
    lp = leap(N["I1"], 0, frozenset({N["O1"]}))  # NE from I1: O1 broken, then over the edge
    assert lp.over == (N["O1"],) and lp.to == N["O7"]


def test_a_line_that_comes_back_to_the_start_lands_nowhere():
    # East from O2: O10 (wrapping), I6, I1, then O2 again.
    broken = frozenset({N["O10"], N["I6"], N["I1"]})
    lp = leap(N["O2"], 1, broken)
    assert lp.to is None and lp.over == (N["O10"], N["I6"], N["I1"])


def test_a_leap_reaches_the_tower_through_a_broken_inner_roof_and_stops_there():
    lp = leap(N["O1"], 3, frozenset({N["I1"]}))  # south-west from O1: I1, then the tower
    assert lp.over == (N["I1"],) and lp.to == TOWER
    assert leap(N["O1"], 3, frozenset({N["I1"], N["I4"], N["O7"]})).to == TOWER  # never beyond


def test_a_broken_roof_is_never_a_landing():
    broken = frozenset(OUTER[::2])
    for hex_ in ROOFS:
        for edge in EDGES:
            assert leap(hex_, edge, broken).to not in broken


@pytest.mark.parametrize("roof", INNER, ids=hex_name)
def test_the_tower_entry_is_area_3_for_both_inner_rotations(roof):
    assert step(roof, facing_edge(roof)) == TOWER
    rotations = inner_rotations(roof)
    assert len(set(rotations)) == 2
    for rotation in rotations:
        assert facing_edge(roof) in area_edges(rotation, 3)
        assert TOWER in [lp.to for lp in area_leaps(roof, rotation, 3, frozenset())]
        for area in (1, 2):
            assert TOWER not in [lp.to for lp in area_leaps(roof, rotation, area, frozenset())]


def test_hand_checked_inner_rotations():
    assert facing_edge(N["I1"]) == 3 and inner_rotations(N["I1"]) == (5, 4)
    assert facing_edge(N["I2"]) == 4 and inner_rotations(N["I2"]) == (0, 5)
    assert [hex_name(lp.to) for lp in area_leaps(N["I1"], 5, 3, frozenset())] == ["T", "I6"]
