"""The end of a Clowder round: the Nyx token, the refill, re-entry."""

from __future__ import annotations

from dataclasses import replace

from game.clowder import (
    CHOOSE,
    NYX,
    PLACE,
    ROOFS,
    EndTurn,
    Place,
)
from tests.clowder.positions import B, H, R, Y, last_turn, position


def test_the_round_end_passes_the_nyx_token_and_remembers_the_tokens():
    s = last_turn(treats={h: [R] for h in ("O2", "O4", "O6", "O8")}).play(EndTurn())
    assert s.round == 2 and s.holder == 1 and s.last_tokens == (1, 2, 3) and s.tokens == ()
    assert s.phase == CHOOSE and s.moved == frozenset() and s.order == ()
    assert s.treats_on_board() == 4  # more than 3: no refill


def test_three_or_fewer_treats_refill_every_empty_whole_roof_without_a_cat():
    s = last_turn(treats={"O2": [R], "O4": [B], "O6": [Y]}, broken=("O8",))
    bag = s.in_bag()
    after = s.play(EndTurn())
    filled = {h for h in ROOFS if after.treats[h] and not s.treats[h]}
    expected = set(ROOFS) - {H(n) for n in ("O2", "O4", "O6", "O8", "O5", "O11", "O7", "O12", "O3",
                                            "I2", "O1")}
    assert filled == expected and all(len(after.treats[h]) == 1 for h in filled)
    assert after.in_bag() == bag - len(expected)
    assert after == s.play(EndTurn())  # the draws come from the seed


def test_the_refill_stops_when_the_bag_is_empty():
    hands = ((10, 10, 8), (0, 0, 0), (0, 0, 0))
    s = last_turn(hands=hands)
    assert s.in_bag() == 2
    after = s.play(EndTurn())
    assert after.treats_on_board() == 2 and after.in_bag() == 0
    assert [h for h in ROOFS if after.treats[h]] == [H("I1"), H("I3")]  # roof order, I2 has a cat


def test_cats_re_enter_in_token_order_from_the_new_holder_each_seats_in_cat_order():
    s = last_turn(cats=((None, "O5"), (None, None), ("O3", "I2")))
    s = s.play(EndTurn())
    assert s.holder == 1 and s.phase == PLACE
    assert s.placing == ((1, 0), (1, 1), (0, 0)) and s.actor() == 1
    s = s.play(Place(H("O2"))).play(Place(H("O4"))).play(Place(H("O6")))
    assert s.phase == CHOOSE and s.cats[1] == (H("O2"), H("O4")) and s.cats[0] == (H("O6"), H("O5"))


def test_a_cat_with_no_free_outer_roof_stays_off_until_next_round():
    s = position(4, cats=(("O1", "O3"), ("O5", "O7"), ("O9", "O11"), (None, None)), nyx="O12",
                 tokens=(1, 2, 3, 3), treats={h: [R] for h in ("I1", "I2", "I3", "I4")},
                 broken=("O2", "O4", "O6", "O8"), moved={(3, NYX)})
    s = replace(s, turn=3).play(EndTurn())
    assert s.placing == ((3, 0), (3, 1)) and s.actor() == 3  # O10 is the one free outer roof
    s = s.play(Place(H("O10")))
    assert s.phase == CHOOSE and s.placing == () and s.cats[3] == (H("O10"), None)
