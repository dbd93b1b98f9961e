"""Clowder's set-up and placing: from the seed, on the test board (tests/clowder/positions.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.clowder import (
    CHOOSE,
    INNER,
    NYX,
    OUTER,
    PLACE,
    ROOFS,
    TOWER,
    Place,
    State,
    hex_name,
)
from game.clowder.board import inner_rotations
from tests.clowder.positions import B, H, R, Y, position, refused


def test_the_test_boards_leaps_are_the_docstrings():
    s = position(cats=(("O1", None), ("O7", None), ("I1", "I2")), tokens=(1, 1, 1))
    assert s.rotations[H("I1")] == 5 and s.rotations[H("I2")] == 0
    table = {"O1": ("O7 O11", "O2 I1", "O12 O3"), "I1": ("O12 O1", "O2 I2", "T I6"),
             "I2": ("O2 O3", "O4 I3", "T I1"), "O7": ("I4 O6", "O9 O1", "O5 O8")}
    for name, rows in table.items():
        for token, row in enumerate(rows, 1):
            seat, cat = s.cat_at(H(name))
            t = replace(s, tokens=(token,) * 3)
            assert " ".join(hex_name(o.leap.to) for o in t.options(cat, seat)) == row, (name, token)


@pytest.mark.parametrize("players, broken", [(2, {"O2", "O4", "O6", "O8", "O10", "O12"}),
                                             (3, {"O2", "O6", "O10"}), (4, set())])
def test_set_up_from_the_seed(players, broken):
    s = State.new(players, 7)
    assert s == State.new(players, 7) and s != State.new(players, 8)
    assert s.colours[TOWER] == -1 and sorted(s.colours[1:]) == [R] * 6 + [B] * 6 + [Y] * 6
    assert all(s.rotations[r] in inner_rotations(r) for r in INNER)
    assert all(0 <= s.rotations[r] < 6 for r in OUTER)
    assert s.broken == {H(n) for n in broken}
    assert s.treats[TOWER] == () and all(len(s.treats[r]) == (r not in s.broken) for r in ROOFS)
    assert s.in_bag() + s.treats_on_board() == 30 and s.in_bag() == 12 + len(broken)
    assert s.phase == PLACE and s.holder == 0 and s.round == 1 and s.actor() == 0
    assert s.lives == (7,) * players and s.key_supply == (4, 4, 4)


def test_set_up_places_first_cats_then_second_cats_from_the_holder_then_nyx():
    assert State.new(3, 7).placing == ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, NYX))


def test_colours_and_rotations_vary_with_the_seed():
    assert len({State.new(4, seed).colours for seed in range(20)}) == 20
    assert len({State.new(4, seed).rotations for seed in range(20)}) == 20


def test_placing_takes_the_treat_and_nyx_takes_none():
    s = State.new(3, 7)
    o1 = H("O1")
    colour = s.treats[o1][0]
    s = s.play(Place(o1))
    assert s.cats[0] == (o1, None) and s.treats[o1] == () and sum(s.hands[0]) == 1
    assert s.hands[0][colour] == 1 and s.actor() == 1
    for name in ("O3", "O4", "O5", "O7", "O8"):
        s = s.play(Place(H(name)))
    assert s.actor() == 0 and s.placing == ((0, NYX),)
    o9 = H("O9")
    lying = s.treats[o9]
    s = s.play(Place(o9))
    assert s.nyx == o9 and s.treats[o9] == lying and s.phase == CHOOSE and s.actor() is None


def test_placing_only_on_a_free_whole_outer_roof():
    s = State.new(3, 7).play(Place(H("O1")))
    refused(s, Place(H("O1")), "a cat is on O1")
    refused(s, Place(H("I2")), "outer ring")
    refused(s, Place(H("O2")), "O2 is broken")
    refused(s, Place(TOWER), "outer ring")
    taken = {H(n) for n in ("O1", "O2", "O6", "O10")}
    assert set(s.legal_actions()) == {Place(h) for h in OUTER if h not in taken}
