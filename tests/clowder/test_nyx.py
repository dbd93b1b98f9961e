"""Nyx: moved by the round's last seat, breaking the roof she leaves, catching for her mover."""

from __future__ import annotations

from dataclasses import replace

from game.clowder import (
    MOVE,
    NYX,
    TOWER,
    EndTurn,
    GiveLife,
    Move,
)
from tests.clowder.positions import B, H, R, Y, position, refused


def _nyx_turn(**kw):
    """Seat 2 moves last; its only cat on O3 has moved; Nyx is on O1 (token 1: O7 or O11)."""
    base = dict(cats=(("O5", None), ("O7", None), ("O3", None)), nyx="O1", tokens=(2, 2, 1),
                holder=2, moved={(2, 0), (0, 0), (1, 0)}, treats={"O1": [B, Y], "O11": [R]})
    base.update(kw)
    s = position(**base)
    return replace(s, order=(0, 1, 2), turn=2, tokens=(2, 2, 1))


def test_only_the_last_seat_moves_nyx_after_its_cats():
    s = _nyx_turn()
    assert s.pending() == (NYX,) and s.nyx_mover() == 2
    early = replace(s, turn=1)
    refused(early, Move(NYX, H("O11")), "only the round's last player moves Nyx")
    cats_first = replace(s, moved=frozenset({(0, 0), (1, 0)}))
    refused(cats_first, Move(NYX, H("O11")), "move your cats before Nyx")
    refused(s, EndTurn(), "Nyx can")


def test_nyx_breaks_the_roof_she_leaves_and_its_treats_go_back_to_the_bag():
    s = _nyx_turn()
    bag = s.bag
    after = s.play(Move(NYX, H("O11")))
    assert after.nyx == H("O11") and after.broken == {H("O1")} and after.treats[H("O1")] == ()
    assert after.bag == (bag[0], bag[1] + 1, bag[2] + 1)
    assert after.treats[H("O11")] == (R,) and after.hands == s.hands  # Nyx takes no treat
    assert after.legal_actions() == (EndTurn(),)


def test_nyx_catches_for_the_seat_moving_her_and_her_catches_count_for_it():
    s = _nyx_turn().play(Move(NYX, H("O7")))
    assert s.catch == (1, 0, 2, True)
    s = s.play(GiveLife())
    assert s.caught == (0, 0, 1) and s.lives == (7, 6, 7) and s.cats[1] == (None, None)


def test_nyx_never_lands_on_her_movers_cat_nor_enters_the_tower():
    s = _nyx_turn(cats=(("O5", None), ("O9", None), ("O7", None)))
    assert [o.reason for o in s.options(NYX)] == ["your cat is there", ""]
    s = _nyx_turn(nyx="I1", treats={})
    s = replace(s, tokens=(2, 2, 3))
    assert [(o.leap.to, o.reason) for o in s.options(NYX)] == [
        (TOWER, "Nyx never enters the tower"), (H("I6"), "")]


def test_nyx_with_no_legal_landing_stays_and_nothing_breaks():
    # Nyx on O1 with a 1: O7 and O11, both seat 2's own cats
    s = _nyx_turn(cats=(("O5", None), ("O9", None), ("O7", "O11")), moved={(0, 0), (1, 0), (2, 0), (2, 1)})
    assert s.pending() == () and [o.reason for o in s.options(NYX)] == ["your cat is there"] * 2
    after = s.play(EndTurn())
    assert after.broken == frozenset() and after.nyx == H("O1") and after.round == 2


def test_a_cat_leaps_over_a_roof_nyx_broke():
    s = _nyx_turn().play(Move(NYX, H("O11"))).play(EndTurn())
    assert s.round == 2
    s = replace(s, tokens=(1, 1, 1), order=(0, 1, 2), turn=0, phase=MOVE, placing=(),
                cats=((H("O12"), None), (H("O7"), None), (H("O3"), None)))
    # O12 with a 1: NE to O8, E to O1 (broken) and on to O11 (Nyx), so only O8
    assert [(o.leap.over, o.leap.to, o.legal) for o in s.options(0)] == [
        ((), H("O8"), True), ((H("O1"),), H("O11"), False)]
