"""The computer voters: one seat's pick for the vote now, at three levels.

Every level reads only a `Seen` (what its seat sees at the table) and draws from the random
generator it is given, so a vote is reproducible and cannot depend on hidden goals, the seed
or the lot. Each values a cat's choice now with `gains.gains` (its goals' worth after minus
before, a met goal 1, an open one 1/2, its own cat's height a little).

- easy: the cat whose choice now helps its goals most, ties at random; one vote in two is
  a random unranked cat that does not hurt it (when there is one). It ignores whether that
  cat can win the vote.
- medium: models the other seats' picks: it guesses their goals from their votes this
  round (as the hard level does), has them pick their best cat for those goals, and in a
  re-vote has most repeat their pick or join the tied cat best for them; it then picks the
  cat whose vote gives the best expected outcome (`gains.outcome_values`), so it backs a
  realistic candidate instead of wasting its vote, and breaks ties among the leaders in its
  favour.
- hard: the medium look, but each outcome of the vote (the cat chosen) is valued by
  playing the rest of the round out many times (game.pageant.lookahead: the others' goals
  guessed from their votes, everyone then voting greedily) as its chance of winning the
  round, its lead and goals met as tie-breaks, instead of by its gain now; rescues (moving
  a ranked cat to the top) are outcomes like any other. Its budget is a fixed number of
  draws and play-outs, not a clock.
"""

from __future__ import annotations

import random

from .cats import CATS
from .gains import best_cats, gains, outcome_values, rescues_at_spot
from .lookahead import chosen_values, pair_weights, sample_goals
from .round import leaders
from .seen import Seen

LEVELS = ("easy", "medium", "hard")
EASY_NOISE = 0.5  # the share of easy votes drawn at random among the cats that do not hurt
MEDIUM_SAMPLES = 48  # draws of the other seats' picks per medium vote
REPEAT_IN_RE_VOTE = 0.6  # the chance a seat repeats its pick in a re-vote (else joins a tied cat)
HARD_SAMPLES = 64  # the hard level's draws of the others' picks


def own_gains(seen: Seen) -> list[float]:
    """The seat's gains (indexed by cat) if each cat were chosen now."""
    return gains(seen.ranking, seen.goals, seen.own, rescues_at_spot(seen.reveals))


def easy_vote(seen: Seen, rng: random.Random) -> int:
    """The easy level's pick: the best cat for its goals now, with some noise."""
    gain = own_gains(seen)
    if rng.random() < EASY_NOISE:
        harmless = [cat for cat in CATS if gain[cat] >= 0 and cat not in seen.ranking]
        if harmless:
            return rng.choice(harmless)
    return rng.choice(best_cats(gain))


def guessed_weights(seen: Seen) -> list:
    """Per seat, `lookahead.pair_weights` of its picks this round (None for this seat)."""
    return [None if seat == seen.seat else pair_weights(seen, seat) for seat in range(seen.players)]


def sample_others(seen: Seen, rng: random.Random, count: int, weights=None) -> list[list[int]]:
    """`count` draws of every seat's pick for the vote now (this seat's entry a placeholder).
    Each draw deals every other seat goals guessed from its picks this round
    (`lookahead.pair_weights`, `lookahead.sample_goals`) and has it pick its best cat for them
    by `gains`; in a re-vote it repeats its pick with chance REPEAT_IN_RE_VOTE, else picks the
    best of the tied cats for it."""
    tied = seen.last_tie
    rescues = rescues_at_spot(seen.reveals)
    weights = weights or guessed_weights(seen)
    samples = []
    for _ in range(count):
        picks = []
        for seat, own in enumerate(seen.owners):
            if seat == seen.seat:
                picks.append(own)
            elif tied and rng.random() < REPEAT_IN_RE_VOTE:
                picks.append(seen.reveals[-1].picks[seat])
            else:
                gain = gains(seen.ranking, sample_goals(weights[seat], own, rng), own, rescues)
                picks.append(rng.choice(best_cats(gain, tied or CATS)))
        samples.append(picks)
    return samples


def medium_values(seen: Seen, rng: random.Random) -> list[float]:
    """Indexed by cat: the expected worth of the vote's outcome if this seat picks it, the
    others drawn by `sample_others`."""
    return outcome_values(own_gains(seen), seen.seat, sample_others(seen, rng, MEDIUM_SAMPLES))


def medium_vote(seen: Seen, rng: random.Random) -> int:
    """The medium level's pick: the cat with the best expected outcome of this vote, ties
    going to the cat best for its goals, then at random."""
    gain = own_gains(seen)
    values = medium_values(seen, rng)
    top = max(values[1:])
    return rng.choice(best_cats(gain, [cat for cat in CATS if values[cat] >= top - 1e-9]))


def hard_vote(seen: Seen, rng: random.Random) -> int:
    """The hard level's pick: the medium look (HARD_SAMPLES draws of the others' picks), with
    each outcome valued by play-outs to the round's end (`lookahead.chosen_values`: the
    chance of winning the round, the lead and goals as tie-breaks) instead of its gain now."""
    weights = guessed_weights(seen)
    samples = sample_others(seen, rng, HARD_SAMPLES, weights)
    possible = set()
    for picks in samples:
        for cat in CATS:
            picks[seen.seat] = cat
            possible.update(leaders(picks))
    value = chosen_values(seen, sorted(possible), rng, weights)
    values = outcome_values(value, seen.seat, samples)
    top = max(values[1:])
    return rng.choice(best_cats(own_gains(seen), [cat for cat in CATS if values[cat] >= top - 1e-9]))


def choose(seen: Seen, seat: int, level: str, rng: random.Random) -> int:
    """The cat (1 to 9) `seat`, which sees `seen`, votes for at `level` (one of LEVELS),
    drawing only from `rng` (every game's computer players share this signature:
    game.contract's `Rules.choose`). ValueError for an unknown level, a finished round, or
    a seat other than the one `seen` is of."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    if seat != seen.seat:
        raise ValueError(f"seat {seat!r} does not see this view (seat {seen.seat} does)")
    if seen.spot == 0:
        raise ValueError(f"the round is over: nothing to vote on (ranking {seen.ranking!r})")
    if level == "easy":
        return easy_vote(seen, rng)
    if level == "medium":
        return medium_vote(seen, rng)
    return hard_vote(seen, rng)
