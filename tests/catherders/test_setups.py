"""Starting positions: setups, their symmetry, the cats from a seed (spec rule 7)."""

import pytest

from game.catherders import BLUE, RED, SETUPS, NotationError, board_names, new_position

BOARDS = board_names()


def rotated(board, name):
    """The cell a 180° turn of the board maps `name` onto, from the spec's coordinates."""
    a, b = ord(name[0]) - 97, int(name[1:]) - 1
    last = 2 * board.side - 2 if board.kind == "hex" else board.side - 1
    return f"{chr(97 + last - a)}{last - b + 1}"


def cells(p, colour):
    return {p.board.names[c] for c in p.herders[colour]}


def test_the_three_setups_exist():
    """beginner, advanced and empty are the setups."""
    assert set(SETUPS) == {"beginner", "advanced", "empty"}


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("setup", ["beginner", "advanced"])
def test_setup_is_symmetric_under_a_half_turn(board, setup):
    """A 180° turn maps every blue herder onto a red one (and back)."""
    p = new_position(board, setup, 9, 1)
    blue, red = cells(p, BLUE), cells(p, RED)
    assert blue and len(blue) == len(red)
    assert {rotated(p.board, n) for n in blue} == red
    assert {rotated(p.board, n) for n in red} == blue
    assert not blue & red


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("setup", ["beginner", "advanced"])
def test_setup_herders_stand_on_the_wall(board, setup):
    """Setups place herders on the Wall; the rest are in supply, blue moves first."""
    p = new_position(board, setup, 9, 1)
    b = p.board
    for colour in (BLUE, RED):
        assert all(b.is_wall[c] for c in p.herders[colour])
        assert len(p.herders[colour]) + p.supply[colour] == b.herders
    assert p.to_move == BLUE
    assert p.captures == (0, 0)


@pytest.mark.parametrize("board", BOARDS)
def test_beginner_has_more_herders_on_the_wall_than_advanced(board):
    """beginner puts more herders on the Wall than advanced, for each player."""
    beginner = new_position(board, "beginner", 9, 3)
    advanced = new_position(board, "advanced", 9, 3)
    for colour in (BLUE, RED):
        assert len(beginner.herders[colour]) > len(advanced.herders[colour])


@pytest.mark.parametrize("board", BOARDS)
def test_empty_setup_has_no_herders(board):
    """empty (the designer's variant 4): no herder on the board, all in supply."""
    p = new_position(board, "empty", 9, 3)
    assert p.herders == ((), ())
    assert p.supply == (p.board.herders, p.board.herders)


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("seed", [0, 1, 2, 12345, 2**63 + 5])
def test_cats_on_distinct_park_cells(board, seed):
    """The cats stand on distinct Park cells, never on a herder or the Wall."""
    p = new_position(board, "beginner", 9, seed)
    assert len(p.cats) == len(set(p.cats)) == 9
    assert not any(p.board.is_wall[c] for c in p.cats)
    assert not set(p.cats) & (set(p.herders[BLUE]) | set(p.herders[RED]))


def test_same_seed_same_cats_different_seeds_differ():
    """A seed gives the same cats every time; different seeds give different cats."""
    assert str(new_position("hex6", "beginner", 9, 42)) == str(new_position("hex6", "beginner", 9, 42))
    layouts = {new_position("hex6", "beginner", 9, s).cats for s in range(20)}
    assert len(layouts) == 20


def test_cats_do_not_depend_on_the_setup():
    """The setups keep herders off the Park, so the seed alone places the cats."""
    cats = {new_position("hex6", s, 9, 7).cats for s in SETUPS}
    assert len(cats) == 1


@pytest.mark.parametrize("n", [3, 5, 9, 15, 25])
def test_cat_count_options(n):
    """Any odd count from 3 to 25 may be chosen; the majority needed follows."""
    p = new_position("hex6", "beginner", n, 9)
    assert len(p.cats) == n
    assert p.total_cats == n


def test_twenty_five_cats_fill_the_smallest_park():
    """sq7 has 25 Park cells: 25 cats fill it."""
    p = new_position("sq7", "empty", 25, 0)
    assert sorted(p.cats) == sorted(p.board.park)


@pytest.mark.parametrize("kwargs, words", [
    ({"cats": 8}, ["cats", "8"]),
    ({"cats": 1}, ["cats", "1"]),
    ({"cats": 27}, ["cats", "27"]),
    ({"cats": 0}, ["cats", "0"]),
    ({"cats": -9}, ["cats", "-9"]),
    ({"cats": "9"}, ["cats", "'9'"]),
    ({"setup": "standard"}, ["setup", "'standard'"]),
    ({"setup": ""}, ["setup"]),
    ({"board_name": "hex10"}, ["board", "'hex10'"]),
    ({"seed": -1}, ["seed", "-1"]),
])
def test_bad_options_raise_notation_error(kwargs, words):
    """Bad options raise NotationError naming the option and its value."""
    args = {"board_name": "hex6", "setup": "beginner", "cats": 9, "seed": 0}
    args.update(kwargs)
    with pytest.raises(NotationError) as e:
        new_position(**args)
    for w in words:
        assert w in str(e.value)


def test_default_new_position():
    """The defaults: hex6, beginner, 9 cats."""
    p = new_position()
    assert p.board.name == "hex6"
    assert len(p.cats) == 9
    assert str(p) == str(new_position("hex6", "beginner", 9, 0))
