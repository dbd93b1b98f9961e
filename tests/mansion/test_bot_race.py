"""The race as a whole for the computer cats (game.mansion.bot_race): a rival's lost turns
count more the further ahead of the cat it is."""

from game.mansion.bot_race import HIGH_WEIGHT, LOW_WEIGHT, rival_weight, turns_needed
from tests.mansion.states import position, seat


def test_a_rival_ahead_weighs_more_than_one_behind():
    state = position(at={}, mover="k", progress={"g": 6, "o": 0, "k": 3})
    black, grey, orange = seat(state, "k"), seat(state, "g"), seat(state, "o")
    assert turns_needed(state, grey) < turns_needed(state, black) < turns_needed(state, orange)
    assert LOW_WEIGHT <= rival_weight(state, black, orange) < rival_weight(state, black, grey) <= HIGH_WEIGHT
