"""Random Clowder positions for the computer players' tests: a seeded game played by random
tokens and random legal actions, stopped after a given number of decisions (never past its
end), or all of its positions, so every phase turns up: placing, tokens, moves, catches,
buying."""

from __future__ import annotations

import random

from game.clowder import CHOOSE, OVER, State


def random_state(players: int, seed: int, steps: int) -> State:
    """State.new(players, seed) after up to `steps` random decisions (a reveal of random
    allowed tokens counts as one); the last position before the game's end if it ends."""
    rng = random.Random(f"clowder-state:{players}:{seed}:{steps}")
    state = State.new(players, seed)
    for _ in range(steps):
        if state.phase == CHOOSE:
            after = state.reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(players)))
        else:
            after = state.play(rng.choice(state.legal_actions()))
        if after.phase == OVER:
            break
        state = after
    return state


def random_game_states(players: int, seed: int) -> list[State]:
    """Every position of a seeded game of random tokens and random legal actions, from the
    set-up to the last before its end."""
    rng = random.Random(f"clowder-game:{players}:{seed}")
    states = [State.new(players, seed)]
    while True:
        state = states[-1]
        if state.phase == CHOOSE:
            after = state.reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(players)))
        else:
            after = state.play(rng.choice(state.legal_actions()))
        if after.phase == OVER:
            return states
        states.append(after)


def deciders(state: State) -> list[int]:
    """The seats with a decision to take: every seat in CHOOSE, else the actor."""
    return list(range(state.players)) if state.phase == CHOOSE else [state.actor()]
