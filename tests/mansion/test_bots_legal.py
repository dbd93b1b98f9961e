"""Every level always chooses one of the actor's legal actions: in positions of every phase
with a choice (moves, retreats, both bids, pushes, the Present's choice) sampled from racing
games of 3 to 5 cats in every variant, and in positions hypothesis draws; and whole games of
computer cats end with a winner."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion import Rules, State
from game.mansion.bots import LEVELS, choose
from game.mansion.phases import OVER
from game.mansion.seen import seen_by
from tests.mansion.bot_states import CHOICE_PHASES, VARIANTS, game_positions, gift_position, sampled

# One seed: one race order for every game (the hard level's plan of a race is worked out once).
CASES = [(cats, 1, rules) for cats in (5, 4, 3) for rules in VARIANTS]


def positions(cats, seed, rules):
    found = [state for state, _ in sampled(cats, seed, rules)]
    mover = "ok"[cats % 2]  # Orange or Black: both play in these games
    return found + [gift_position(cats, seed, rules, mover, energy={mover: 10 + cats})]


@pytest.mark.parametrize("cats,seed,rules", CASES)
def test_every_level_chooses_a_legal_action(cats, seed, rules):
    for index, state in enumerate(positions(cats, seed, rules)):
        legal = state.legal_actions()
        for level in LEVELS:
            choice = choose(seen_by(state), state.actor(), level, random.Random(index))
            assert choice in legal, (level, state.phase)


def test_the_positions_tried_cover_every_phase_with_a_choice():
    phases = Counter(state.phase for case in CASES for state in positions(*case))
    assert set(phases) == set(CHOICE_PHASES)
    assert min(phases.values()) >= 5


@settings(max_examples=20, deadline=None, derandomize=True)
@given(cats=st.integers(3, 5), seed=st.sampled_from((1, 2)), rules=st.sampled_from(VARIANTS),
       steps=st.integers(0, 900), draw=st.integers(0, 2**32))
def test_every_level_chooses_legally_in_positions_hypothesis_draws(cats, seed, rules, steps, draw):
    state = game_positions(cats, seed, rules, limit=steps + 1)[-1][0]
    for level in LEVELS:
        assert choose(seen_by(state), state.actor(), level, random.Random(draw)) in state.legal_actions()


def test_an_unknown_level_is_refused_by_name():
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(State.new(3, 1)), 0, "expert", random.Random(1))


def test_a_seat_that_is_not_to_act_is_refused():
    state = State.new(4, 2)
    other = (state.actor() + 1) % 4
    with pytest.raises(ValueError, match=f"seat {other} is not the one to act"):
        choose(seen_by(state), other, "easy", random.Random(1))


def test_a_game_that_is_over_has_no_action_to_choose():
    state = game_positions(3, 4, Rules(shorter=True), eager=0.9)[-1][0]
    ends = [state.play(action) for action in state.legal_actions()]
    over = [after for after in ends if after.phase == OVER]
    assert over, "this seeded game's last position has an action that ends it"
    with pytest.raises(ValueError, match="over"):
        choose(seen_by(over[0]), 0, "hard", random.Random(1))


def play_out(cats, seed, rules, levels):
    state = State.new(cats, seed, rules)
    rngs = [random.Random(seat) for seat in range(cats)]
    while state.phase != OVER:
        seat = state.actor()
        state = state.play(choose(seen_by(state), state.actor(), levels[seat % len(levels)], rngs[seat]))
    return state


@pytest.mark.parametrize("cats,seed,rules,levels", [
    (5, 7, Rules(), ("easy", "medium", "hard")),
    (3, 8, Rules(True, True, True), ("hard",)),
    (4, 9, Rules(shorter=True), ("medium", "easy")),
    (3, 10, Rules(close=True, shorter=True), ("easy",)),
])
def test_whole_games_of_computers_end_with_a_winner(cats, seed, rules, levels):
    state = play_out(cats, seed, rules, levels)
    assert state.phase == OVER and state.winner is not None and state.end in ("race", "limit")
