"""Every level always chooses something the rules allow: in CHOOSE a token the seat may
pick, otherwise one of the actor's legal actions, in random positions of 2 to 4 player games
(two of each phase with a choice from each of 18 random games, and positions hypothesis
draws); and games played by computers end."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.clowder import CHOOSE, OVER, State
from game.clowder.bots import LEVELS, choose
from game.clowder.seen import seen_by
from tests.clowder.states import deciders, random_game_states, random_state


def sampled_positions(players: int, seed: int) -> list[State]:
    """Two positions of each phase with a choice (placing, tokens, moves, catches) drawn from
    a random game's positions, early and late alike."""
    states = random_game_states(players, seed)
    rng = random.Random(seed)
    picked = []
    for phase in ("place", "choose", "move", "caught"):
        of_phase = [state for state in states if state.phase == phase]
        picked += rng.sample(of_phase, min(2, len(of_phase)))
    return picked


POSITIONS = [(players, seed) for players in (2, 3, 4) for seed in range(6)]


@pytest.mark.parametrize("players,seed", POSITIONS)
def test_every_level_chooses_an_allowed_token_or_a_legal_action(players, seed):
    for index, state in enumerate(sampled_positions(players, seed)):
        for seat in deciders(state):
            seen = seen_by(state, seat)
            for level in LEVELS:
                rng = random.Random(index)
                if state.phase == CHOOSE:
                    assert choose(seen, seat, level, rng) in state.allowed_tokens(seat)
                else:
                    assert choose(seen, seat, level, rng) in state.legal_actions()


def test_the_positions_tried_cover_every_phase_with_a_choice_often():
    phases = Counter(state.phase for players, seed in POSITIONS for state in sampled_positions(players, seed))
    assert set(phases) == {"place", "choose", "move", "caught"}
    assert min(phases.values()) >= 25


@settings(max_examples=60, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 120),
       draw=st.integers(0, 2**32))
def test_every_level_chooses_legally_in_positions_hypothesis_draws(players, seed, steps, draw):
    state = random_state(players, seed, steps)
    for seat in deciders(state):
        seen = seen_by(state, seat)
        for level in LEVELS:
            rng = random.Random(draw)
            if state.phase == CHOOSE:
                assert choose(seen, seat, level, rng) in state.allowed_tokens(seat)
            else:
                assert choose(seen, seat, level, rng) in state.legal_actions()


def test_an_unknown_level_is_refused_by_name():
    state = State.new(3, 1)
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(state, 0), 0, "expert", random.Random(1))
    with pytest.raises(ValueError, match="'expert'"):
        choose(seen_by(random_state(3, 1, 7), 0), 0, "expert", random.Random(1))


def test_a_token_is_chosen_in_choose_and_an_action_only_by_the_seat_to_act():
    placing = State.new(4, 2)
    other = (placing.actor() + 1) % 4
    with pytest.raises(ValueError, match="not the one to act"):
        choose(seen_by(placing, other), other, "easy", random.Random(1))
    choosing = random_state(4, 2, 9)
    assert choosing.phase == CHOOSE
    assert choose(seen_by(choosing, 0), 0, "easy", random.Random(1)) in choosing.allowed_tokens(0)


def play_out(players: int, seed: int, levels) -> State:
    state = State.new(players, seed)
    rngs = [random.Random(seat) for seat in range(players)]
    while state.phase != OVER:
        if state.phase == CHOOSE:
            state = state.reveal(tuple(choose(seen_by(state, s), s, levels[s % len(levels)], rngs[s])
                                       for s in range(players)))
        else:
            seat = state.actor()
            state = state.play(choose(seen_by(state, seat), seat, levels[seat % len(levels)], rngs[seat]))
    return state


@pytest.mark.parametrize("players,seed,levels", [
    (2, 1, ("easy",)), (3, 2, ("medium",)), (4, 3, ("hard", "medium", "easy")), (2, 4, ("hard",)),
    (3, 5, ("hard", "easy")),
])
def test_whole_games_of_computers_end(players, seed, levels):
    state = play_out(players, seed, levels)
    assert state.phase == OVER and (state.winner is not None or state.end == "rounds")
