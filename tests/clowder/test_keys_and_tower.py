"""Clowder's keys and the tower they open."""

from __future__ import annotations

from dataclasses import replace

from game.clowder import (
    OVER,
    TOWER,
    BuyKey,
    EndTurn,
    Move,
)
from tests.clowder.positions import B, H, R, Y, colours_with, position, refused


def test_a_key_costs_three_treats_of_its_colour_after_the_moves():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((3, 2, 0), (0, 0, 0), (0, 0, 0)))
    refused(s, BuyKey(R), "first move every cat")
    s = s.play(Move(0, H("O11")))
    assert set(s.legal_actions()) == {BuyKey(R), EndTurn()}
    refused(s, BuyKey(B), "a blue key costs 3 blue treats")
    bag = s.bag
    s = s.play(BuyKey(R))
    assert s.keys[0] == (1, 0, 0) and s.hands[0] == (0, 2, 0) and s.key_supply == (3, 4, 4)
    assert s.bag == (bag[0] + 3, bag[1], bag[2])
    assert s.legal_actions() == (EndTurn(),)


def test_the_keys_of_a_colour_run_out_at_four():
    s = position(cats=((None, None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((3, 0, 0), (0, 0, 0), (0, 0, 0)), keys=((0, 0, 0), (4, 0, 0), (0, 0, 0)))
    assert s.key_supply == (0, 4, 4) and s.legal_actions() == (EndTurn(),)
    refused(s, BuyKey(R), "no red key is left")


def test_shopping_ends_the_turns_moves():
    # I1 with a 3: the tower (needs a red key) or I6 (its own other cat): it cannot leap; a red
    # key bought now does not open the tower this turn.
    s = position(cats=(("I1", "I6"), ("O7", None), (None, None)), tokens=(3, 3, 3), moved={(0, 1)},
                 hands=((3, 0, 0), (0, 0, 0), (0, 0, 0)), colours=colours_with())
    assert s.pending() == ()
    s = s.play(BuyKey(R))
    assert s.options(0)[0].legal and s.pending() == ()
    refused(s, Move(0, TOWER), "already moved")



def test_the_tower_needs_the_key_of_the_roofs_colour_and_wins_at_once():
    s = position(cats=(("I1", None), ("O7", None), (None, None)), tokens=(3, 1, 2),
                 colours=colours_with(I1=B), keys=((1, 0, 1), (0, 0, 0), (0, 0, 0)))
    tower = s.options(0)[0]
    assert tower.leap.to == TOWER and not tower.legal and tower.reason == "you need a blue key"
    refused(s, Move(0, TOWER), "you need a blue key")
    s = replace(s, keys=((0, 1, 0), (0, 0, 0), (0, 0, 0)))
    assert s.options(0)[0].effect == "tower" and s.options(0)[0].legal
    won = s.play(Move(0, TOWER))
    assert won.phase == OVER and won.winner == 0 and won.end == "tower" and won.cats[0][0] == TOWER
    assert won.keys == s.keys  # the key is not spent
    assert won.legal_actions() == () and won.actor() is None
    refused(won, EndTurn(), "the game is over")


def test_the_tower_through_a_broken_inner_roof():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(2, 1, 3), broken=("I1",),
                 colours=colours_with(O1=Y), keys=((0, 0, 1), (0, 0, 0), (0, 0, 0)))
    assert [o.leap.to for o in s.options(0)] == [H("O2"), TOWER]
    assert s.play(Move(0, TOWER)).winner == 0
