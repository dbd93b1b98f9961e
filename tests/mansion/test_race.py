"""The race: a room counts only when the mover's turn ends in it, in the race order (passing
through counts nothing); the first cat round the whole order wins. The variants: the shorter
course (five rooms, one a cat, then home to the cushion), both ways (either end, the first
room counted sets the way), and the turn limit."""

from __future__ import annotations

import pytest

from game.mansion import LIMIT_END, OVER, RACE_END, Rules, State
from game.mansion.board import (
    BILLIARD_ROOM,
    BLUE_BEDROOM,
    CONSERVATORY,
    DINING_ROOM,
    DRAWING_ROOM,
    FRONT_HALL,
    HOME_ROOMS,
    KITCHEN,
    PINK_BEDROOM,
    RECEPTION_ROOM,
    ROOM_OF,
    ROOMS,
    WINE_CELLAR,
)
from tests.mansion.states import play, position, seat

RACE = (RECEPTION_ROOM, KITCHEN, FRONT_HALL, WINE_CELLAR, BILLIARD_ROOM, PINK_BEDROOM, DRAWING_ROOM,
        DINING_ROOM, CONSERVATORY, BLUE_BEDROOM)


def test_the_race_is_the_ten_rooms_dealt_from_the_seed():
    for cats in (3, 4, 5):
        s = State.new(cats, 11)
        assert sorted(s.race) == list(range(len(ROOMS)))
        assert s.race == State.new(5, 11).race  # Stack One is the same whatever the cats
    assert State.new(5, 11).race != State.new(5, 12).race


def test_a_room_counts_when_the_turn_ends_in_it():
    s = play(position(at={"k": "e4"}, mover="k", race=RACE), "d4", "c4", "e")
    k = seat(s, "k")
    assert s.progress[k] == 1 and s.next_room(k) == KITCHEN


def test_passing_through_a_room_does_not_count():
    s = play(position(at={"k": "e4"}, mover="k", race=RACE), "d4", "c4", "d4", "e")
    assert s.progress[seat(s, "k")] == 0


def test_a_stayed_turn_in_the_next_room_counts():
    s = play(position(at={"k": "b5"}, mover="k", race=RACE), "r")
    assert s.progress[seat(s, "k")] == 1


def test_a_room_out_of_order_does_not_count():
    s = play(position(at={"k": "n4"}, mover="k", race=RACE), "o4", "e")  # the Kitchen is second
    k = seat(s, "k")
    assert ROOM_OF[s.at[k]] == KITCHEN and s.progress[k] == 0
    s = play(position(at={"k": "n4"}, mover="k", race=RACE, progress={"k": 1}), "o4", "e")
    assert s.progress[seat(s, "k")] == 2


def test_only_the_movers_turn_counts():
    s = play(position(at={"k": "e2", "g": "b5"}, mover="k", race=RACE), "e3", "e")
    assert s.progress == (0,) * 5


def test_the_first_cat_round_the_whole_race_wins():
    race = RACE[1:] + RACE[:1]  # the Reception Room last
    s = play(position(at={"k": "d4"}, mover="k", race=race, progress={"k": 9}), "c4", "e")
    assert s.phase == OVER and s.winner == seat(s, "k") and s.end == RACE_END and s.progress[s.winner] == 10
    assert s.legal_actions() == () and s.actor() is None


@pytest.mark.parametrize("seed", range(12))
def test_the_shorter_course_keeps_each_cats_first_room(seed):
    full = State.new(5, seed).race
    short = State.new(5, seed, Rules(shorter=True)).race
    assert len(short) == 5 and short == tuple(r for r in full if r in short)
    for rooms in HOME_ROOMS:
        kept = [r for r in rooms if r in short]
        assert len(kept) == 1 and full.index(kept[0]) < full.index(next(r for r in rooms if r != kept[0]))


def test_the_shorter_course_ends_home_on_the_cushion():
    shorter = Rules(shorter=True)
    race = (KITCHEN, FRONT_HALL, DRAWING_ROOM, CONSERVATORY, RECEPTION_ROOM)
    s = position(at={"k": "d4"}, mover="k", race=race, progress={"k": 4}, rules=shorter)
    k = seat(s, "k")
    s = play(s, "c4", "e")
    assert s.progress[k] == 5 and s.phase != OVER and s.going_home(k) and s.next_room(k) is None
    s = position(at={"k": "h3"}, mover="k", race=race, progress={"k": 5}, rules=shorter)
    assert play(s, "h4", "e").phase != OVER  # not yet on the cushion
    s = play(s, "h4", "h5", "e")
    assert s.phase == OVER and s.winner == k and s.end == RACE_END


def test_the_shorter_course_needs_the_cats_own_cushion():
    race = (RECEPTION_ROOM, KITCHEN, FRONT_HALL, DRAWING_ROOM, CONSERVATORY)
    s = position(at={"k": "i3", "o": "a2"}, mover="k", race=race, progress={"k": 5},
                 rules=Rules(shorter=True))
    assert play(s, "i4", "i5", "e").phase != OVER  # Orange's cushion


def test_both_ways_either_end_counts_first_and_sets_the_way():
    both = Rules(both_ways=True)
    s = position(at={"k": "p2"}, mover="k", race=RACE, rules=both)  # in the Blue Bedroom, RACE's last
    k = seat(s, "k")
    assert s.direction[k] == 0 and s.next_rooms(k) == (RECEPTION_ROOM, BLUE_BEDROOM)
    s = play(s, "r")
    assert s.progress[k] == 1 and s.direction[k] == -1 and s.next_rooms(k) == (CONSERVATORY,)
    s = play(position(at={"k": "b5"}, mover="k", race=RACE, rules=both), "r")
    assert s.direction[k] == 1 and s.next_rooms(k) == (KITCHEN,)


def test_without_both_ways_the_last_room_does_not_count_first():
    s = play(position(at={"k": "p2"}, mover="k", race=RACE), "r")
    assert s.progress[seat(s, "k")] == 0 and s.next_rooms(seat(s, "k")) == (RECEPTION_ROOM,)


def test_both_ways_backwards_wins_at_the_first_room():
    s = position(at={"k": "d4"}, mover="k", race=RACE, rules=Rules(both_ways=True), progress={"k": 9},
                 direction={"k": -1})
    s = play(s, "c4", "e")
    assert s.phase == OVER and s.winner == seat(s, "k")


def test_the_turn_limit_ends_the_game_the_cat_furthest_along_winning():
    s = position(at={"k": "e2"}, mover="k", turn=500, progress={"g": 3, "o": 3}, energy={"g": 10, "o": 12})
    s = play(s, "r")
    assert s.phase == OVER and s.end == LIMIT_END and s.winner == seat(s, "o") and s.turn == 500


def test_at_the_turn_limit_ties_go_to_the_lower_seat():
    s = play(position(at={"k": "e2"}, mover="k", turn=500, progress={"g": 3, "o": 3}), "r")
    assert s.winner == seat(s, "g")


def test_the_turn_limit_is_100_turns_a_cat():
    s = State.new(3, 4)
    s = s._with(turn=299)
    while s.turn == 299:
        s = s.play(s.legal_actions()[-1])
    assert s.turn == 300 and s.phase != OVER
    while s.phase != OVER:
        s = s.play(s.legal_actions()[-1])
    assert s.end == LIMIT_END and s.turn == 300
