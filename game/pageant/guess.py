"""The computer voters' guess of the other seats' goals from their votes this round.

A seat that picks cat c while the ranking is R is taken to pick with chance growing as
exp(beta * its gain from c), its gain being the change in its goals' worth (`gains`). The
gain from c only involves the one goal that holds c, so each revealed pick multiplies a
weight per possible goal (x above y, both other than the seat's own cat): `pair_weights`.
Re-votes count for less (a seat may join a tied cat for tactics, not taste). `sample_goals`
then deals a seat's four goals from those weights, one pair at a time (an approximation of
the posterior over the 1,680 possible hands, cheap enough to redo for every draw).
"""

from __future__ import annotations

import math
import random

from .cats import CATS
from .gains import STATUS_VALUE, status_after
from .round import Pair, goal_status
from .seen import Seen, rankings_before

BETA_FIRST = 2.5  # how sharply a seat's first pick for a spot follows its gains
BETA_RE_VOTE = 1.0  # the same in a re-vote


def pair_weights(seen: Seen, seat: int) -> list[list[float]]:
    """weights[x][y]: how much `seat`'s revealed picks this round favour its having the goal
    "x above y" (1.0 when they say nothing)."""
    own = seen.owners[seat]
    weights = [[1.0] * (len(CATS) + 1) for _ in range(len(CATS) + 1)]
    reveals = seen.reveals
    for index, ranking in enumerate(rankings_before(seen)):
        pick = reveals[index].picks[seat]
        if pick == own:
            continue
        re_vote = index > 0 and reveals[index - 1].chosen is None
        beta = BETA_RE_VOTE if re_vote else BETA_FIRST
        ranked = set(ranking)
        for other in CATS:
            if other in (pick, own):
                continue
            for pair in ((pick, other), (other, pick)):
                change = (STATUS_VALUE[status_after(ranked, pair, pick)]
                          - STATUS_VALUE[goal_status(ranking, pair)])
                weights[pair[0]][pair[1]] *= math.exp(beta * change)
    return weights


def sample_goals(weights: list[list[float]], own: int, rng: random.Random) -> tuple[Pair, ...]:
    """Four goals pairing up the eight cats other than `own`, drawn pair by pair with
    chances following `weights` (from `pair_weights`)."""
    rest = [cat for cat in CATS if cat != own]
    rng.shuffle(rest)
    goals = []
    while rest:
        cat = rest.pop()
        both = [weights[cat][other] + weights[other][cat] for other in rest]
        other = rng.choices(rest, both)[0]
        rest.remove(other)
        up = weights[cat][other]
        goals.append((cat, other) if rng.random() * (up + weights[other][cat]) < up else (other, cat))
    return tuple(goals)
