"""A computer player cannot peek: seen_by hides the seed (the bag's future draws, the only
secret at the table), and the real seed never changes a choice, even where the round's end
draws treats from the bag and the seed decides which."""

import dataclasses
import random

import pytest

from game.clowder import CHOOSE, MOVE, HiddenDrawError, State
from game.clowder.bots import LEVELS, choose
from game.clowder.greedy import greedy_action
from game.clowder.lookahead import finish_round
from game.clowder.seen import seen_by
from tests.clowder.states import deciders, random_state

OTHER_SEED = 123_456_789


def choice(state, seat, level, draw):
    rng = random.Random(draw)
    return choose(state, seat, level, rng)


def refill_due_positions():
    """Random positions (2 to 4 players) whose round's end refills the roofs from the bag
    (3 or fewer treats on the board), in CHOOSE or MOVE: there the seed decides what a
    simulation of the next round sees."""
    found = []
    for players in (2, 3, 4):
        for seed in range(40):
            for steps in (12, 25, 40, 60):
                state = random_state(players, seed, steps)
                if state.phase in (CHOOSE, MOVE) and state.treats_on_board() <= 3 and state.round > 1:
                    found.append(state)
    return found[::3][:12]


def test_seen_by_hides_the_seed_and_nothing_else():
    state = random_state(4, 5, 30)
    seen = seen_by(state, 2)
    assert seen.seed is None and state.seed is not None
    assert dataclasses.replace(seen, seed=state.seed) == state


def test_seen_by_refuses_a_seat_not_in_the_game():
    with pytest.raises(ValueError, match="seat 3"):
        seen_by(State.new(3, 1), 3)


def test_a_seen_state_cannot_draw_from_the_bag():
    """Playing a seen state on past a refill is refused; with a seed of its own it goes on."""
    tried = 0
    for state in refill_due_positions():
        if state.phase == CHOOSE:
            state = state.reveal(tuple(state.allowed_tokens(s)[0] for s in range(state.players)))
        if finish_round(state, greedy_action).phase != CHOOSE:
            continue  # the game ended before the round did
        tried += 1
        with pytest.raises(HiddenDrawError):
            finish_round(seen_by(state, 0), greedy_action)
        assert finish_round(seen_by(state, 0).with_seed(5), greedy_action).phase == CHOOSE
    assert tried >= 2


def test_the_seed_changes_what_the_next_round_looks_like_in_these_positions():
    """The positions below are ones where peeking would pay: two seeds give two futures."""
    differ = 0
    for state in refill_due_positions():
        if state.phase == CHOOSE:
            state = state.reveal(tuple(state.allowed_tokens(s)[0] for s in range(state.players)))
        ends = {finish_round(state.with_seed(seed), greedy_action).treats for seed in (1, 2, 3)}
        differ += len(ends) > 1
    assert differ >= 3


def test_the_real_seed_never_changes_a_choice():
    positions = refill_due_positions() + [random_state(p, 100 + p, 3 * p) for p in (2, 3, 4)]
    assert len(positions) >= 8
    for index, state in enumerate(positions):
        other = state.with_seed(OTHER_SEED)
        for seat in deciders(state)[:2]:
            for level in LEVELS:
                told = choice(state, seat, level, index)  # the real seed left in: ignored
                assert choice(other, seat, level, index) == told
                assert choice(seen_by(state, seat), seat, level, index) == told
