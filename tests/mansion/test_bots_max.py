"""The max level on the plain positions of test_bots_tactics: it makes hard's right choices
there too (it differs from hard only in how it judges the other cat of a spat or a push)."""

import pytest

from game.mansion.actions import STAY, Attack, Push, Step
from game.mansion.bot_judge import next_room_distance
from tests.mansion.states import play, position, seat, with_dice
from tests.mansion.test_bots_tactics import choice


@pytest.mark.parametrize("level", ["hard", "max"])
def test_it_walks_on_rather_than_attack_at_long_odds(level):
    state = position(at={"g": "o4", "k": "n4"}, mover="k", coin={"g": True})
    assert type(choice(state, level)) is Step


@pytest.mark.parametrize("level", ["hard", "max"])
def test_it_attacks_at_good_odds_the_cat_in_its_rooms_doorway(level):
    state = position(at={"k": "o10", "g": "n10"}, mover="g")
    assert choice(state, level) == Attack(seat(state, "k"))


@pytest.mark.parametrize("level", ["hard", "max"])
def test_it_eats_and_fights_the_likelier_win_first(level):
    assert choice(position(at={"k": "m9"}, mover="k", energy={"k": 8}), level) == STAY
    state = play(position(at={"k": "i7", "g": "j8", "o": "k7"}, mover="k", coin={"g": True}), "j7")
    assert choice(state, level) == Attack(seat(state, "o"))


@pytest.mark.parametrize("level", ["hard", "max"])
def test_it_pushes_the_loser_away_from_its_next_room(level):
    state = position(at={"k": "i7", "g": "k7"}, mover="k")
    state = play(with_dice(play(state, "j7"), [(6, 1)]), "a-1", "s", "b-0", "b-0")
    grey = seat(state, "g")
    far = max(next_room_distance(state, grey, a.space) for a in state.legal_actions())
    pushed = choice(state, level)
    assert type(pushed) is Push and next_room_distance(state, grey, pushed.space) == far
