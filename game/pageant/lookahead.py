"""The hard level's look ahead: the others' goals guessed from their votes, and play-outs.

Inference. A seat that picks cat c while the ranking is R is taken to pick with chance
growing as exp(beta * its gain from c), its gain being the change in its goals' worth
(`gains`). The gain from c only involves the one goal that holds c, so each revealed pick
multiplies a weight per possible goal (x above y, both other than the seat's own cat):
`pair_weights`. Re-votes count for less (a seat may join a tied cat for tactics, not
taste). `sample_goals` then deals a seat's four goals from those weights, one pair at a
time (an approximation of the posterior over the 1,680 possible hands, cheap enough to
redo for every play-out).

Play-outs. For each cat this vote could choose, a play-out copies the round with this
seat's true goals and sampled goals for the others and a lot seed of its own (the real one
is hidden), has the engine choose that cat (a unanimous vote), and then has every seat vote
by `quick_pick` (the best cat for its goals now, a little noise, and in a re-vote usually
the best of the tied cats), the engine's `Round.vote` deciding everything; the end scores 1
for winning the round plus a little for the lead and the goals met (`play_out`). Every
outcome is played against the same samples (hands and draws), so their comparison is not
drowned by the samples' noise. The hard level then weighs these outcome values by how
likely its pick makes each outcome (`gains.outcome_values`, as the medium level weighs
its gains).
"""

from __future__ import annotations

import math
import random

from .cats import CATS
from .gains import STATUS_VALUE, gains, rescues_at_spot, status_after
from .round import Pair, Round, goal_status
from .seen import Seen, rankings_before

PLAY_OUTS = 40  # samples (hands and draws) each possible outcome is played out against
BETA_FIRST = 2.5  # how sharply a seat's first pick for a spot follows its gains
BETA_RE_VOTE = 1.0  # the same in a re-vote
GOAL_WEIGHT = 0.05  # a goal met, next to 1 for winning the round
LEAD_WEIGHT = 0.1  # a goal of lead over the best other seat (less noisy than the win alone)
RE_VOTE_LOYALTY = 0.75  # in a play-out, the chance a seat picks among the tied cats
PICK_NOISE = 0.3  # uniform noise added to each cat's gain in a play-out's pick


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


def quick_pick(rnd: Round, seat: int, rescues: int, rng: random.Random) -> int:
    """A play-out's pick for `seat` (`rescues` made at this spot so far): its best cat by
    `gains` plus a little noise; in a re-vote, usually the best of the tied cats."""
    gain = gains(rnd.ranking, rnd.goals[seat], rnd.owners[seat], rescues)
    among = CATS
    if rnd.ties and rng.random() < RE_VOTE_LOYALTY:
        among = rnd.reveals[-1].leaders
    best, best_value = 0, -math.inf
    for cat in among:
        value = gain[cat] + PICK_NOISE * rng.random()
        if value > best_value:
            best, best_value = cat, value
    return best


def play_out(rnd: Round, seat: int, rng: random.Random) -> float:
    """The end of one play-out of `rnd` to the round's end, every seat voting by `quick_pick`:
    1 if `seat` wins the round, plus LEAD_WEIGHT a goal of lead over the best other seat and
    GOAL_WEIGHT a goal met."""
    seats = range(rnd.players)
    while not rnd.is_over:
        rescues = rescues_at_spot(rnd.reveals)
        rnd = rnd.vote([quick_pick(rnd, s, rescues, rng) for s in seats])
    scores = rnd.scores()
    lead = scores[seat] - max(score for other, score in enumerate(scores) if other != seat)
    return (rnd.winner() == seat) + LEAD_WEIGHT * lead + GOAL_WEIGHT * scores[seat]


def chosen_values(seen: Seen, outcomes, rng: random.Random, weights,
                  play_outs: int = PLAY_OUTS) -> list[float]:
    """Indexed by cat (0 for cats not in `outcomes`): the mean play-out result once that cat
    is chosen by the vote now (a unanimous vote for it, played by the engine), every outcome
    played against the same `play_outs` samples of the others' goals (drawn from `weights`,
    each seat's `pair_weights`) and of the draws."""
    totals = [0.0] * (len(CATS) + 1)
    for _ in range(play_outs):
        goals = tuple(seen.goals if seat == seen.seat else sample_goals(weights[seat], own, rng)
                      for seat, own in enumerate(seen.owners))
        rnd = Round(seen.owners, goals, f"play-out:{rng.random()}", seen.ranking, seen.ties,
                    seen.reveals)
        draws = rng.random()
        for cat in outcomes:
            totals[cat] += play_out(rnd.vote([cat] * seen.players), seen.seat, random.Random(draws))
    return [total / play_outs for total in totals]
