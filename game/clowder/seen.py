"""What one seat sees at the table: the computer players' only input.

Everything in a Clowder game is public except the bag's future draws: which treats come out
at the next refill depends on the game's seed. Tokens are never in a `State` before the
reveal (the engine takes them all at once), so a seat's view of the game is the state with
its seed removed (`seed=None`). Such a state plays on normally within a round; the engine
refuses to draw from its bag (HiddenDrawError), so a computer player that simulates past the
end of a round first gives it a seed guessed from its own random generator
(`guess_draws`). tests/clowder/test_bots_hidden.py checks that the real seed never changes
a choice.
"""

from __future__ import annotations

import dataclasses
import random


def seen_by(state, seat: int):
    """What `seat` sees of `state`: the same state with its seed hidden (None). ValueError
    for a seat that is not one of the game's."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"seat {seat!r} is not a seat of a {state.players}-player game "
                         f"(0 to {state.players - 1})")
    return dataclasses.replace(state, seed=None)


def guess_draws(seen, rng: random.Random):
    """`seen` with a seed drawn from `rng` in place of the hidden one, so the bag's draws can
    be simulated (a guess: every seed is as likely as any other to the seat)."""
    return seen.with_seed(rng.getrandbits(31))
