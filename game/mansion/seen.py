"""What every player sees at the table: the computer cats' only input.

Everything in a Cat's Mansion game is public except the future draws: the next Turn Order
card (which cards are left, `deck_left`, is public: the order is not), the dice and the
Present's object cards, all made from the game's seed. A player's view is the state with its
seed removed (`seed=None`). Such a state plays on normally until a draw; there the engine
raises HiddenDrawError, so a computer cat that simulates past one first gives it a seed
guessed from its own random generator (`guess_draws`).
"""

from __future__ import annotations

import random


def seen_by(state):
    """What the players see of `state`: the same state with its seed hidden (None)."""
    return state.with_seed(None)


def guess_draws(seen, rng: random.Random):
    """`seen` with a seed drawn from `rng` in place of the hidden one, so the draws can be
    simulated (a guess: every seed is as likely as any other to a player)."""
    return seen.with_seed(rng.getrandbits(31))
