"""Clowder's moves: compulsory, in any order, blocked landings, treats taken."""

from __future__ import annotations

from dataclasses import replace

from game.clowder import (
    MOVE,
    EndTurn,
    Move,
)
from tests.clowder.positions import B, H, R, position, refused


def test_options_say_what_each_landing_does():
    s = position(cats=(("O1", "O12"), ("O7", None), (None, None)), nyx="O2", tokens=(1, 2, 3),
                 treats={"O11": [B]})
    assert [(o.leap.to, o.legal, o.effect) for o in s.options(0)] == [
        (H("O7"), True, "catch"), (H("O11"), True, "treat")]
    s2 = replace(s, tokens=(2, 2, 3))
    assert [(o.legal, o.reason) for o in s2.options(0)] == [(False, "Nyx is there"), (True, "")]
    s3 = replace(s, tokens=(3, 2, 3))
    assert [(o.leap.to, o.legal, o.effect, o.reason) for o in s3.options(0)] == [
        (H("O12"), False, "empty", "your other cat is there"), (H("O3"), True, "empty", "")]


def test_a_cat_never_lands_on_nyx_or_its_own_cat():
    s = position(cats=(("O1", "O12"), ("O3", None), (None, None)), nyx="O2", tokens=(3, 1, 2))
    refused(s, Move(0, H("O12")), "your other cat is there")
    s = replace(s, tokens=(2, 1, 3))
    refused(s, Move(0, H("O2")), "Nyx is there")
    refused(s, Move(0, H("O5")), "to O2 or I1, not O5")


def test_moves_are_compulsory_in_any_order_then_the_turn_can_end():
    s = position(cats=(("O1", "O3"), ("O7", None), (None, None)), tokens=(2, 3, 3))
    assert set(s.pending()) == {0, 1}
    refused(s, EndTurn(), "first move every cat that can leap: cat a and b can")
    s = s.play(Move(1, H("O4")))  # the second cat first
    assert s.pending() == (0,) and s.legal_actions() == (Move(0, H("O2")), Move(0, H("I1")))
    refused(s, Move(1, H("O12")), "already moved")
    s = s.play(Move(0, H("I1")))
    assert s.pending() == () and s.legal_actions() == (EndTurn(),)
    s = s.play(EndTurn())
    assert s.actor() == 1 and s.phase == MOVE


def test_a_cat_with_no_legal_landing_stays_and_the_turn_can_end():
    # O1 with a 2 leads to O2 (Nyx) and I1 (its own other cat): it stays.
    s = position(cats=(("O1", "I1"), ("O7", None), (None, None)), nyx="O2", tokens=(2, 3, 3))
    assert s.pending() == (1,)  # I1 with a 2: O2 (Nyx) or I2
    refused(s, Move(0, H("I1")), "no legal landing")
    s = s.play(Move(1, H("I2")))
    assert s.pending() == (0,)  # I1 is free now: the first cat must leap there
    s = s.play(Move(0, H("I1")))
    assert s.play(EndTurn()).actor() == 1


def test_a_cat_takes_every_treat_where_it_lands():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 treats={"O11": [B, R, B]})
    s = s.play(Move(0, H("O11")))
    assert s.treats[H("O11")] == () and s.hands[0] == (1, 2, 0)


def test_an_unmoved_cat_off_the_board_does_not_hold_up_the_turn():
    s = position(cats=((None, "O3"), ("O7", None), (None, None)), tokens=(2, 3, 3))
    assert s.pending() == (1,)
    refused(s, Move(0, H("O1")), "not on the board")
