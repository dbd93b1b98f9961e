"""What a cat's choice for the spot now is worth to a seat: the computer voters' yardstick.

A goal is worth 1 met, 0 broken and 1/2 open (`STATUS_VALUE`); a seat's `gains` are, for
each cat, how much its goals' worth changes if that cat is chosen now, plus a little for
its own cat's height (the round's tie-break). A rescue (a ranked cat chosen, which moves
to the top) is discounted, since it invites a rescue back, and charged a stalling cost that
grows with the rescues already made at the spot: without it, seats that would all rather
not place any unranked cat could move ranked cats about forever. `gains` reads each goal's
status before with the engine's `goal_status`; the status after is derived from `place`'s
rule (the chosen cat, ranked or not, ends just above every ranked cat and below every
unranked one), and tests/pageant/test_gains.py proves it agrees with
`goal_status(place(ranking, cat), goal)`.

`outcome_values` is the medium level's look at one vote: given a model of the others' picks
(a sampler), the expected gain of each of our possible picks, the tie counted as the mean
of the tied cats' gains (a re-vote among them, or the lot).
"""

from __future__ import annotations

from .cats import CATS
from .round import BROKEN, MET, OPEN, Pair, goal_status, leaders

STATUS_VALUE = {MET: 1.0, OPEN: 0.5, BROKEN: 0.0}
OWN_PLACED = 0.4  # placing one's own cat now: it ranks low, which loses round tie-breaks
OWN_RESCUED = 0.15  # moving one's own ranked cat to the top of the ranking so far
RESCUE_WEIGHT = 0.4  # a rescue's change counts this much: it invites a rescue back
STALL = 0.3  # a rescue's cost, times one more than the rescues already made at this spot


def status_after(ranked: set[int] | frozenset[int], pair: Pair, chosen: int) -> str:
    """The status of goal `pair` once `chosen` (one of its two cats) is chosen for the spot
    now, given the set of cats ranked before: the chosen cat ends above every other ranked
    cat and below every unranked one (so is A's goal met: is B ranked; B's: is A not)."""
    above, below = pair
    if chosen == above:
        return MET if below in ranked else BROKEN
    return BROKEN if above in ranked else MET


def rescues_at_spot(reveals) -> int:
    """How many ranked cats were moved to the top at the spot now voted on (the last
    reveals, back to the one that filled the spot below)."""
    count = 0
    for reveal in reversed(reveals):
        if reveal.chosen is not None and not reveal.moved:
            break
        count += reveal.moved
    return count


def gains(ranking: tuple[int, ...], goals: tuple[Pair, ...], own: int, rescues: int = 0) -> list[float]:
    """A list indexed by cat (index 0 unused): how much the seat's goals are worth after that
    cat is chosen now minus before, its own cat's height counted as OWN_PLACED/OWN_RESCUED.
    A rescue (choosing a ranked cat) counts RESCUE_WEIGHT of its change, less a stalling cost
    STALL * (1 + `rescues` made at this spot already), so that rounds move on."""
    ranked = set(ranking)
    gain = [0.0] * (len(CATS) + 1)
    for pair in goals:
        before = STATUS_VALUE[goal_status(ranking, pair)]
        above, below = pair
        gain[above] += (1.0 if below in ranked else 0.0) - before
        gain[below] += (0.0 if above in ranked else 1.0) - before
    if own in ranked:
        if ranking[-1] != own:
            gain[own] += OWN_RESCUED
    else:
        gain[own] -= OWN_PLACED
    stall = STALL * (1 + rescues)
    for cat in ranking:
        gain[cat] = RESCUE_WEIGHT * gain[cat] - stall
    return gain


def best_cats(gain: list[float], among=CATS) -> list[int]:
    """The cats among `among` with the highest gain."""
    top = max(gain[cat] for cat in among)
    return [cat for cat in among if gain[cat] >= top - 1e-9]


def tie_value(tied: tuple[int, ...], gain: list[float]) -> float:
    """What a tie among `tied` is worth: the mean of their gains (a re-vote among them, or
    the lot, decides)."""
    return sum(gain[cat] for cat in tied) / len(tied)


def outcome_values(gain: list[float], seat: int, samples: list[list[int]]) -> list[float]:
    """Indexed by cat: the mean worth of the vote's outcome when `seat` picks that cat and
    the other seats pick as in each of `samples` (full pick lists; `seat`'s entry is
    replaced), by the engine's `leaders`."""
    values = [0.0] * (len(CATS) + 1)
    for picks in samples:
        for cat in CATS:
            picks[seat] = cat
            top = leaders(picks)
            values[cat] += gain[top[0]] if len(top) == 1 else tie_value(top, gain)
    return [value / len(samples) for value in values]
