"""The four objects and resting: the Toy Mouse's coin (one a cat at most), the Food Bowl's 5
energy (never two turns in a row; the cat must move next turn), the Pillow's 3 at the next
turn's start, the Present's draw and the Present card's choice (the secret passage home
included), naps in the bedrooms and on cushions, and the 25 energy cap."""

from __future__ import annotations

import pytest

from game.mansion import BOWL, GIFT, MOUSE, PILLOW, PRESENT, Choose, IllegalActionError, Stay, space_named
from game.mansion.effects import present_draw
from game.mansion.pieces import PASSAGE
from tests.mansion.states import play, position, seat


def next_turn_of(s, letter: str):
    """Play on (every other cat stays) to the next turn of the cat of `letter`."""
    who = seat(s, letter)
    while s.mover != who:
        s = play(s, "r")
    return s


def turn_drawing(what: int, seed: int = 1) -> int:
    """A turn number on which the Present gives `what` to a cat staying there."""
    return next(t for t in range(2, 400) if present_draw(seed, t) == what)


def test_the_toy_mouse_gives_a_coin():
    s = play(position(at={"k": "i1"}, mover="k"), "r")
    assert s.coin[seat(s, "k")] and s.mouse_coins == 4 and s.turn == 2


def test_a_cat_holds_one_coin_at_most():
    s = play(position(at={"k": "i1"}, mover="k", coin={"k": True}, mouse_coins=4), "r")
    assert s.mouse_coins == 4 and sum(s.coin) == 1


def test_an_empty_mouse_gives_nothing():
    s = play(position(at={"k": "i1"}, mover="k", mouse_coins=0), "r")
    assert not any(s.coin) and s.mouse_coins == 0


def test_the_food_bowl_gives_five_at_once_up_to_25():
    s = play(position(at={"k": "m9"}, mover="k", energy={"k": 12}), "r")
    k = seat(s, "k")
    assert s.energy[k] == 17 and s.ate[k]
    s = play(position(at={"k": "m9"}, mover="k", energy={"k": 23}), "r")
    assert s.energy[seat(s, "k")] == 25


def test_after_eating_the_cat_must_move_and_the_flag_clears():
    s = next_turn_of(play(position(at={"k": "m9"}, mover="k"), "r"), "k")
    k = seat(s, "k")
    assert s.must_move and Stay() not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="Black ate last turn and must move"):
        s.play(Stay())
    s = play(s, "m8", "e")
    assert not s.ate[k]
    s = next_turn_of(s, "k")
    assert not s.must_move and Stay() in s.legal_actions()


def test_never_two_meals_in_a_row():
    # Black ate last turn and cannot leave (every way off the bowl is taken): it stays, unfed.
    s = position(at={"k": "m9", "g": "m8", "o": "n9", "p": "m10"}, mover="k", ate={"k": True},
                 energy={"k": 10})
    assert s.must_move and s.legal_actions()[-1] == Stay()
    s = play(s, "r")
    assert s.energy[seat(s, "k")] == 10


def test_an_attack_alone_does_not_count_as_moving_off_the_bowl():
    s = position(at={"k": "m9", "g": "n8"}, mover="k", ate={"k": True})
    assert "e" not in {str(a) for a in s.legal_actions()}


def test_the_pillow_pays_three_at_the_next_turns_start():
    s = play(position(at={"k": "e9"}, mover="k", energy={"k": 10}), "r")
    k = seat(s, "k")
    assert s.energy[k] == 10 and s.pending[k] == 3 and s.resting[k]
    s = next_turn_of(s, "k")
    assert s.energy[k] == 13 and s.pending[k] == 0 and not s.resting[k]


def test_the_pillow_may_be_kept_turn_after_turn():
    s = play(position(at={"k": "e9"}, mover="k", energy={"k": 10}), "r")
    s = play(next_turn_of(s, "k"), "r")
    s = next_turn_of(s, "k")
    assert s.energy[seat(s, "k")] == 16


@pytest.mark.parametrize("where", ["a2", "p1", "h5", "g5"])
def test_a_nap_in_a_bedroom_or_on_any_cushion_pays_three(where):
    at = {"k": where} if where != "g5" else {"k": "g5", "b": "a2"}  # g5 is Brown's cushion
    s = play(position(at=at, mover="k", energy={"k": 10}), "r")
    k = seat(s, "k")
    assert s.pending[k] == 3 and s.resting[k]
    assert next_turn_of(s, "k").energy[k] == 13


def test_staying_in_a_corridor_or_another_room_gives_nothing():
    for where in ("e2", "b7"):
        s = play(position(at={"k": where}, mover="k", energy={"k": 10}), "r")
        k = seat(s, "k")
        assert s.pending[k] == 0 and not s.resting[k] and s.energy[k] == 10


def test_rest_energy_is_capped_at_25():
    s = play(position(at={"k": "a2"}, mover="k", energy={"k": 24}), "r")
    assert next_turn_of(s, "k").energy[seat(s, "k")] == 25


@pytest.mark.parametrize("found", [MOUSE, BOWL, PILLOW])
def test_the_present_gives_what_its_card_shows(found):
    s = position(at={"k": "i9"}, mover="k", energy={"k": 10}, turn=turn_drawing(found))
    after = play(s, "r")
    k = seat(s, "k")
    assert after.phase != GIFT
    assert (after.coin[k], after.energy[k], after.pending[k]) == {
        MOUSE: (True, 10, 0), BOWL: (False, 15, 0), PILLOW: (False, 10, 3)}[found]


def test_the_present_card_gives_a_choice():
    s = position(at={"k": "i9"}, mover="k", energy={"k": 10}, turn=turn_drawing(PRESENT))
    s = play(s, "r")
    k = seat(s, "k")
    assert s.phase == GIFT and s.actor() == k
    assert s.legal_actions() == (Choose(MOUSE), Choose(BOWL), Choose(PILLOW), Choose(PASSAGE))
    assert play(s, "c-bowl").energy[k] == 15
    assert play(s, "c-mouse").coin[k]
    assert play(s, "c-pillow").pending[k] == 3


def test_the_secret_passage_takes_the_cat_home_and_ends_its_turn():
    s = play(position(at={"k": "i9"}, mover="k", turn=turn_drawing(PRESENT)), "r")
    turn = s.turn
    s = play(s, "c-home")
    assert s.at[seat(s, "k")] == space_named("h5") and s.turn == turn + 1


def test_no_secret_passage_while_the_cushion_is_taken():
    s = play(position(at={"k": "i9", "g": "h5"}, mover="k", turn=turn_drawing(PRESENT)), "r")
    assert Choose(PASSAGE) not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="Grey is on Black's cushion"):
        play(s, "c-home")


def test_a_cat_that_ate_last_turn_finds_no_food_in_the_present():
    s = position(at={"k": "i9", "g": "i8", "o": "j9", "p": "i10", "b": "h9"}, mover="k", ate={"k": True},
                 energy={"k": 10}, turn=turn_drawing(BOWL))
    assert play(s, "r").energy[seat(s, "k")] == 10
