"""The race as a whole, for the computer cats: who leads, and how much a rival's lost turns
are worth to a cat.

A cat wins by finishing first, so another cat's lost turns help it most when that cat is
ahead of it, little when that cat is far behind: `rival_weight` grows with the rival's lead
(in own turns still needed, game.mansion.bot_judge's estimate), between LOW_WEIGHT and
HIGH_WEIGHT.
"""

from __future__ import annotations

from .bot_judge import value

BASE_WEIGHT = 0.3  # a rival level with the cat
LEAD_SLOPE = 0.05  # more for each turn the rival is ahead
LOW_WEIGHT, HIGH_WEIGHT = 0.1, 0.7


def turns_needed(state, seat: int) -> float:
    """`seat`'s own turns still needed from where it stands, estimated."""
    return value(state, seat, state.at[seat], state.energy[seat] + state.pending[seat], exact=False)


def rival_weight(state, seat: int, rival: int) -> float:
    """How much `rival`'s lost turns count for `seat`, against its own."""
    lead = turns_needed(state, seat) - turns_needed(state, rival)
    return max(LOW_WEIGHT, min(HIGH_WEIGHT, BASE_WEIGHT + LEAD_SLOPE * lead))

