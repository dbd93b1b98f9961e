"""Clowder's catches: a life marker given or a flight paid for, and the caught cat's return."""

from __future__ import annotations

from dataclasses import replace

from game.clowder import (
    CAUGHT,
    MOVE,
    NYX,
    PLACE,
    EndTurn,
    Flee,
    GiveLife,
    Move,
)
from tests.clowder.positions import B, H, R, Y, a_catch, position, refused


def test_a_catch_asks_the_caught_cats_owner():
    s = a_catch()
    assert s.phase == CAUGHT and s.catch == (1, 0, 0, False) and s.actor() == 1
    assert s.hands[0] == (0, 1, 0)  # the catcher took O7's treat
    # O7 (area 1: NE, E) leads to I4 and O6, both free; seat 1 holds a red and 2 yellows
    assert set(s.legal_actions()) == {GiveLife(), Flee(H("I4"), R), Flee(H("I4"), Y),
                                      Flee(H("O6"), R), Flee(H("O6"), Y)}
    refused(s, Move(1, H("O4")), "phase is caught")


def test_giving_a_life_marker_takes_the_cat_off_and_the_mover_goes_on():
    s = a_catch().play(GiveLife())
    assert s.cats[1] == (None, None) and s.lives == (7, 6, 7) and s.caught == (1, 0, 0)
    assert s.phase == MOVE and s.actor() == 0 and s.pending() == (1,)  # its second cat still moves


def test_fleeing_pays_a_treat_to_the_catcher_and_leaps_out_of_area_1_taking_the_treat():
    # The rulebook: "pay 1 treat to distract the capturer"; the catcher's player collects it
    # (only Nyx's is left on her roof, below). It went to the bag before issue 29.
    s = a_catch()
    bag, catcher = s.bag, s.hands[0]
    s = s.play(Flee(H("O6"), Y))
    assert s.cats[1] == (H("O6"), None) and s.hands[1] == (1, 0, 1)
    assert s.hands[0] == (catcher[0], catcher[1], catcher[2] + 1) and s.bag == bag
    assert s.lives == (7, 7, 7) and s.caught == (0, 0, 0)
    assert s.phase == MOVE and s.actor() == 0


def test_fleeing_takes_the_treats_where_it_lands():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((0, 0, 0), (1, 0, 0), (0, 0, 0)), treats={"I4": [B, Y]})
    s = s.play(Move(0, H("O7"))).play(Flee(H("I4"), R))
    assert s.hands[1] == (0, 1, 1) and s.treats[H("I4")] == ()


def test_a_flight_only_to_an_empty_roof_and_with_a_treat_of_that_colour():
    s = a_catch()
    refused(s, Flee(H("O6"), B), "no blue treat")
    refused(s, Flee(H("O8"), R), "area 1")
    blocked = replace(s, cats=(s.cats[0], s.cats[1], (H("O6"), None)), nyx=H("I4"))
    reasons = [o.reason for o in blocked.flee_options()]
    assert reasons == ["Nyx is there", "a cat is there"]
    refused(blocked, Flee(H("O6"), R), "a cat is there")
    assert blocked.legal_actions() == (GiveLife(),)


def test_with_no_treat_only_a_life_marker_can_be_given():
    s = a_catch(hands=((0, 0, 0),) * 3)
    assert s.legal_actions() == (GiveLife(),)
    assert {o.reason for o in s.flee_options()} == {"you have no treat to pay"}
    refused(s, Flee(H("O6"), R), "no treat to pay")


def test_a_treat_paid_to_flee_from_nyx_goes_onto_her_roof():
    s = a_catch(by_nyx=True)
    assert s.catch == (1, 0, 2, True) and s.actor() == 1
    bag = s.bag
    hands = s.hands
    s = s.play(Flee(H("O6"), R))
    assert s.treats[H("O7")] == (R,) and s.nyx == H("O7") and s.bag == bag
    assert s.hands[2] == hands[2]  # never to the player moving her


def test_a_fled_cat_that_has_not_moved_moves_on_its_turn():
    s = a_catch().play(Flee(H("O6"), R))
    s = s.play(Move(1, H("O4"))).play(EndTurn())  # seat 0's other cat: O5 with a 1 (O7 is its own)
    assert s.actor() == 1 and s.pending() == (0,)  # seat 1's cat fled from O7 to O6; it moves now
    assert s.legal_actions() == (Move(0, H("O7")), Move(0, H("I4")))  # O6 with a 3: W, NW


def test_a_cat_caught_after_its_turn_does_not_move_again():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(3, 1, 3), moved={(1, 0)},
                 hands=((0, 0, 0), (1, 0, 0), (0, 0, 0)))
    s = replace(s, order=(1, 0, 2), turn=1, tokens=(1, 1, 3))
    s = s.play(Move(0, H("O7"))).play(Flee(H("O6"), R))
    assert (1, 0) in s.moved  # it had moved this round: the flight does not give it another move


def test_a_caught_cat_re_enters_at_the_next_rounds_start():
    s = a_catch().play(GiveLife())
    s = s.play(Move(1, H("O4"))).play(EndTurn())
    s = s.play(EndTurn())  # seat 1: no cat on the board
    assert s.actor() == 2 and s.pending() == (NYX,)  # seat 2, last: Nyx on O9 with a 3
    s = s.play(Move(NYX, H("O3"))).play(EndTurn())
    # the caught cat first (seat 1 holds the token now), then the cats the position left off
    assert s.round == 2 and s.phase == PLACE and s.actor() == 1
    assert s.placing == ((1, 0), (1, 1), (2, 0), (2, 1))


def test_the_words_say_where_a_treat_paid_to_flee_goes():
    from game.clowder.describe import say_action

    before = a_catch()
    said = say_action(before, Flee(H("O6"), Y), before.play(Flee(H("O6"), Y)), ("Ann", "Bea", "Cy"))
    assert said.startswith("Bea pays a yellow treat to Ann; Bea's first cat flees from O7 to O6")
    before = a_catch(by_nyx=True)
    said = say_action(before, Flee(H("O6"), R), before.play(Flee(H("O6"), R)), ("Ann", "Bea", "Cy"))
    assert said.startswith("Bea pays a red treat onto Nyx's roof;")
