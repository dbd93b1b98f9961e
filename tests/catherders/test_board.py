"""The boards: cells, names, Wall and Park, neighbours, sizes, herder counts (spec: The board)."""

import pytest

from game.catherders import NotationError, board_names, get_board
from game.catherders.board import Board


def names(board, cells):
    return {board.names[c] for c in cells}


def test_hex6_has_91_cells_30_wall_61_park():
    """The default board: a hexagon of side 6, 91 cells, Wall ring of 30, Park of 61."""
    b = get_board("hex6")
    assert b.size == 91
    assert len(b.wall) == 30
    assert len(b.park) == 61
    assert sorted(b.wall + b.park) == list(range(91))


def test_hex6_row_names_follow_abalone():
    """Row a holds a1-a6, row f holds f1-f11, row k holds k6-k11; 11 rows in all."""
    b = get_board("hex6")
    rows = {}
    for n in b.names:
        rows.setdefault(n[0], []).append(int(n[1:]))
    assert sorted(rows) == list("abcdefghijk")
    assert sorted(rows["a"]) == [1, 2, 3, 4, 5, 6]
    assert sorted(rows["f"]) == list(range(1, 12))
    assert sorted(rows["k"]) == list(range(6, 12))
    assert sorted(rows["b"]) == list(range(1, 8))
    assert sorted(rows["j"]) == list(range(5, 12))


def test_hex6_centre_f6_neighbours():
    """f6 (r=5, d=5) touches (r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1): f5 f7 e6 g6 g7 e5."""
    b = get_board("hex6")
    assert names(b, b.neighbours[b.cell("f6")]) == {"f5", "f7", "e6", "g6", "g7", "e5"}
    assert not b.is_wall[b.cell("f6")]


def test_hex6_corner_a1_neighbours():
    """The corner a1 has three neighbours: a2, b1 and b2."""
    b = get_board("hex6")
    assert names(b, b.neighbours[b.cell("a1")]) == {"a2", "b1", "b2"}


def test_hex6_other_neighbourhoods():
    """Wall edge cells have 4 neighbours, corners 3, a Park cell next to the Wall 6."""
    b = get_board("hex6")
    assert names(b, b.neighbours[b.cell("a3")]) == {"a2", "a4", "b3", "b4"}
    assert names(b, b.neighbours[b.cell("b2")]) == {"b1", "b3", "a1", "a2", "c2", "c3"}
    assert names(b, b.neighbours[b.cell("k11")]) == {"k10", "j10", "j11"}
    assert names(b, b.neighbours[b.cell("f1")]) == {"f2", "e1", "g2"}  # a corner
    assert names(b, b.neighbours[b.cell("c1")]) == {"b1", "c2", "d1", "d2"}


def test_hex6_wall_cells_are_the_outer_ring():
    """The Wall is every cell with r or d equal to 0 or 10, or |r−d| = 5."""
    b = get_board("hex6")
    wall = names(b, b.wall)
    assert {"a1", "a6", "f1", "f11", "k6", "k11", "b7", "e1", "g11", "j5"} <= wall
    assert {"b2", "f6", "j10", "b6", "e9"} <= names(b, b.park)
    assert "e10" in wall  # |4 − 9| = 5
    # Every Wall cell has fewer than six neighbours, every Park cell exactly six.
    for c in b.wall:
        assert len(b.neighbours[c]) < 6
    for c in b.park:
        assert len(b.neighbours[c]) == 6


def test_hex6_neighbour_relation_is_symmetric_and_matches_formula():
    """Neighbours are exactly the six spec offsets that stay on the board, both ways."""
    b = get_board("hex6")
    pos = {}
    for n in b.names:
        pos[(ord(n[0]) - 97, int(n[1:]) - 1)] = n
    offsets = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)]
    for (r, d), n in pos.items():
        want = {pos[(r + dr, d + dd)] for dr, dd in offsets if (r + dr, d + dd) in pos}
        assert names(b, b.neighbours[b.cell(n)]) == want
    for c in range(b.size):
        for n in b.neighbours[c]:
            assert c in b.neighbours[n]


@pytest.mark.parametrize("side", [5, 6, 7, 8, 9])
def test_hex_sizes_walls_and_herders(side):
    """hex5…hex9: 3s(s−1)+1 cells, 6(s−1) on the Wall, 3(s−1) herders each."""
    b = get_board(f"hex{side}")
    assert b.size == 3 * side * (side - 1) + 1
    assert len(b.wall) == 6 * (side - 1)
    assert len(b.park) == b.size - 6 * (side - 1)
    assert b.herders == 3 * (side - 1)
    # the centre cell's name: row letter side−1, diagonal side
    centre = f"{chr(96 + side)}{side}"
    assert len(b.neighbours[b.cell(centre)]) == 6


@pytest.mark.parametrize("side", range(7, 14))
def test_square_sizes_walls_and_herders(side):
    """sq7…sq13: side² cells, the outer ring 4(side−1) on the Wall, 2(side−1) herders each."""
    b = get_board(f"sq{side}")
    assert b.size == side * side
    assert len(b.wall) == 4 * (side - 1)
    assert len(b.park) == (side - 2) ** 2
    assert b.herders == 2 * (side - 1)


def test_square_names_like_chess_and_eight_neighbours():
    """Square boards: files a… left to right, ranks 1… upwards; eight neighbours."""
    b = get_board("sq9")
    assert {"a1", "i9", "a9", "i1", "e5"} <= set(b.names)
    assert "j1" not in b.names and "a10" not in b.names
    assert names(b, b.neighbours[b.cell("e5")]) == {
        "d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}
    assert names(b, b.neighbours[b.cell("a1")]) == {"a2", "b1", "b2"}
    wall = names(b, b.wall)
    assert {"a1", "a5", "i9", "e1", "e9", "i3"} <= wall
    assert not {"b2", "h8", "e5"} & wall


def test_square_diagonal_lines_count_as_straight():
    """On a square board the eight directions are straight lines: b2-d4 is one."""
    b = get_board("sq9")
    assert b.line_between(b.cell("b2"), b.cell("d4")) == (b.cell("c3"), b.cell("d4"))
    assert b.line_between(b.cell("b2"), b.cell("c4")) is None


def test_hex_straight_lines():
    """On hex6 the six directions give 1- and 2-step lines; other jumps are not lines."""
    b = get_board("hex6")
    c = b.cell
    assert b.line_between(c("c3"), c("e5")) == (c("d4"), c("e5"))
    assert b.line_between(c("c3"), c("c5")) == (c("c4"), c("c5"))
    assert b.line_between(c("c3"), c("e3")) == (c("d3"), c("e3"))
    assert b.line_between(c("c3"), c("b2")) == (c("b2"),)
    assert b.line_between(c("c3"), c("e4")) is None  # a knight-like jump
    assert b.line_between(c("c3"), c("b4")) is None  # (−1, +1) is not a hex direction
    assert b.line_between(c("c3"), c("f6")) is None  # three steps


def test_cell_names_and_index_order_are_canonical():
    """Cell indices run in canonical order: by letter, then numerically (a2 before a10)."""
    for name in ("hex9", "sq13"):
        b = get_board(name)
        keyed = [(n[0], int(n[1:])) for n in b.names]
        assert keyed == sorted(keyed)


@pytest.mark.parametrize("bad", ["hex4", "hex10", "sq6", "sq14", "hex", "sq", "HEX6",
                                 "hex06", "hex 6", "", "square9", "hex6 "])
def test_unknown_board_names_are_rejected(bad):
    """A board name outside hex5…hex9, sq7…sq13 raises NotationError naming it."""
    with pytest.raises(NotationError) as e:
        get_board(bad)
    assert repr(bad) in str(e.value)


def test_board_names_lists_every_board():
    """board_names() gives every board the engine knows."""
    assert board_names() == [f"hex{s}" for s in range(5, 10)] + [f"sq{s}" for s in range(7, 14)]


def test_get_board_shares_one_board_per_name():
    """get_board returns the same object for the same name (tables computed once)."""
    assert get_board("hex6") is get_board("hex6")
    assert isinstance(get_board("sq9"), Board)
