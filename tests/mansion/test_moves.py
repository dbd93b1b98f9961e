"""Moving in Cat's Mansion: what each step costs (0, 1, 2, 3; with the bonus space 0, 0, 1,
2, 3), the energy it needs, the cushions' way off (front, leap, diagonal), the Toy Mouse and
Food Bowl that no cat may come next to, and object spaces that end the turn."""

from __future__ import annotations

import pytest

from game.mansion import Attack, End, IllegalActionError, Stay, Step, read_action, space_named
from tests.mansion.states import play, position, seat, with_dice


def names(actions) -> set[str]:
    return {str(a) for a in actions}


def steps(state) -> set[str]:
    return {str(a) for a in state.legal_actions() if type(a) is Step}


def test_one_to_four_spaces_cost_0_1_3_6_in_total():
    s = position(at={"k": "e2"}, mover="k")
    k = seat(s, "k")
    spent = []
    for name in ("f2", "g2", "h2", "i2"):
        s = play(s, name)
        spent.append(20 - s.energy[k])
    assert spent == [0, 1, 3, 6]
    with pytest.raises(IllegalActionError, match="Black has moved its 4 spaces this turn"):
        play(s, "j2")
    assert s.steps_left() == 0 and not steps(s)


def test_the_bonus_space_gives_five_spaces_for_six_energy():
    s = position(at={"k": "b10"}, mover="k", bonus=True)  # a Wine Cellar card for Black
    k = seat(s, "k")
    assert s.bonus and s.steps_left() == 5
    spent = []
    for name in ("c10", "d10", "e10", "f10", "g10"):
        s = play(s, name)
        spent.append(20 - s.energy[k])
    assert spent == [0, 0, 1, 3, 6]
    assert s.steps_left() == 0


def test_no_bonus_when_the_turn_starts_outside_the_cards_room():
    s = position(at={"k": "b10"}, mover="k", bonus=False)
    assert not s.bonus and s.steps_left() == 4 and s.step_cost(2) == 1


def test_a_step_needs_its_energy_and_the_refusal_says_so():
    s = position(at={"k": "e2"}, mover="k", energy={"k": 1})
    s = play(s, "f2", "g2")  # 0 then 1
    assert s.energy[seat(s, "k")] == 0
    with pytest.raises(IllegalActionError, match="not enough energy: 2 needed, 0 left"):
        play(s, "h2")
    assert not steps(s) and End() in s.legal_actions()


def test_one_space_is_free_even_with_no_energy():
    s = position(at={"k": "e2"}, mover="k", energy={"k": 0})
    assert steps(s) == {"d2", "f2", "e1", "e3"}


def test_a_cat_never_steps_onto_another():
    s = position(at={"k": "e2", "g": "f2"}, mover="k")
    with pytest.raises(IllegalActionError, match="Grey is on f2"):
        play(s, "f2")
    with pytest.raises(IllegalActionError, match="g2 is not one step from e2"):
        play(s, "g2")


def test_leaving_a_cushion_goes_by_the_space_in_front():
    s = position(at={}, mover="k")  # Black on its cushion h5
    assert s.from_cushion and steps(s) == {"h4"}
    with pytest.raises(IllegalActionError, match="by the space in front of it, h4"):
        play(s, "i4")
    s = play(s, "h4", "h5")  # and back on: a cushion is entered by its front too
    assert s.at[seat(s, "k")] == space_named("h5")


def test_a_blocked_cat_leaps_over_the_cat_in_front_as_one_space():
    s = position(at={"g": "h4"}, mover="k")
    assert steps(s) == {"h3"}
    with pytest.raises(IllegalActionError, match="a cat is on h4: leap over it to h3"):
        play(s, "i4")
    s = play(s, "h3")
    k = seat(s, "k")
    assert s.at[k] == space_named("h3") and s.moved == 1 and s.energy[k] == 20
    assert not s.must_fight  # coming off a cushion: no spat with Grey unless Black wants one
    assert Attack(seat(s, "g")) in s.legal_actions()


def test_leaving_diagonally_when_front_and_leap_are_both_taken():
    s = position(at={"g": "h4", "o": "h3"}, mover="k")
    assert steps(s) == {"g4", "i4"}
    s = play(s, "i4")
    assert s.at[seat(s, "k")] == space_named("i4") and s.moved == 1


def test_the_diagonal_way_off_needs_a_free_space():
    s = position(at={"g": "h4", "o": "h3", "p": "g4"}, mover="k")
    assert steps(s) == {"i4"}


@pytest.mark.parametrize("sitter, where, near", [("g", "i1", "h1"), ("o", "m9", "m8")])
def test_no_cat_may_come_next_to_a_cat_on_the_toy_mouse_or_the_food_bowl(sitter, where, near):
    start = {"h1": "g1", "m8": "m7"}[near]
    s = position(at={"k": start, sitter: where}, mover="k")
    thing = "Toy Mouse" if where == "i1" else "Food Bowl"
    who = {"g": "Grey", "o": "Orange"}[sitter]
    with pytest.raises(IllegalActionError, match=f"{who} is on the {thing}: no cat may come next to it"):
        play(s, near)
    assert near not in steps(s)


def test_the_mouse_rule_leaves_the_diagonal_free():
    s = position(at={"k": "g2", "g": "i1"}, mover="k")
    assert "h2" in steps(s) and "h1" not in steps(s)


def test_an_empty_object_space_may_be_approached():
    s = position(at={"k": "g1"}, mover="k")
    assert {"h1"} <= steps(s)
    s = play(s, "h1")
    assert s.turn == 1 and s.mover == seat(s, "k")


@pytest.mark.parametrize("start, object_space", [("h9", "i9"), ("e8", "e9"), ("h1", "i1"), ("m8", "m9")])
def test_stepping_onto_an_object_ends_the_turn(start, object_space):
    s = position(at={"k": start}, mover="k")
    after = play(s, object_space)
    assert after.turn == 2 and after.at[seat(s, "k")] == space_named(object_space)


def test_an_object_reached_next_to_a_cat_ends_the_turn_after_the_spat():
    s = with_dice(position(at={"k": "e8", "g": "d9"}, mover="k"), [(6, 1)])
    s = play(s, "e9")
    assert s.turn == 1 and s.landed and s.must_fight == {seat(s, "g")}
    assert s.legal_actions() == (Attack(seat(s, "g")),)
    s = play(s, "a-1", "s", "b-0", "b-0")
    assert s.last_spat.winner == seat(s, "k")
    s = play(s, "p-d10")
    assert s.turn == 2


def test_a_step_is_refused_while_a_spat_is_owed():
    s = play(position(at={"k": "e2", "g": "g2"}, mover="k"), "f2")
    assert s.must_fight == {seat(s, "g")}
    for text in ("f3", "e", "r"):
        with pytest.raises(IllegalActionError, match="a spat must be fought first: attack Grey"):
            play(s, text)


def test_end_needs_a_step_or_an_attack_and_stay_only_comes_first():
    s = position(at={"k": "e2"}, mover="k")
    with pytest.raises(IllegalActionError, match="has not moved"):
        s.play(End())
    s = play(s, "f2")
    with pytest.raises(IllegalActionError, match="a turn is stayed from its start"):
        s.play(Stay())
    assert play(s, "e").turn == 2


def test_every_step_text_reads_as_a_step():
    assert read_action("q13") == Step(space_named("q13"))
