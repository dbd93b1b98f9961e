"""The computer voters: one seat's pick for the vote now, at four levels.

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
- hard: the medium look, but each outcome of the vote (the cat chosen) is worth its chance
  of winning the game (game.pageant.judge: the others' hands drawn from their votes, open
  goals as coin tosses, the round's tie-break, and the victory points, so that a round that
  clinches the game or stops a seat one point short counts for more), and the others' picks
  are the medium model's with some straying at random (`JUDGED_STRAY`). Its budget is a
  fixed number of hands and draws, not a clock.
- max: the hard look with four times its hands and draws (MAX_BUDGET), so its averages are
  steadier. (A max whose open goals leaned the way the table pushes was measured weaker than
  hard in the arena, 24.8 % of games against 32.8 %, and was dropped.)
"""

from __future__ import annotations

import random

from .cats import CATS
from .gains import best_cats, gains, outcome_values, rescues_at_spot
from .guess import pair_weights, sample_goals
from .judge import outcome_worths
from .seen import Seen

LEVELS = ("easy", "medium", "hard", "max")
EASY_NOISE = 0.5  # the share of easy votes drawn at random among the cats that do not hurt
MEDIUM_SAMPLES = 48  # draws of the other seats' picks per medium vote
REPEAT_IN_RE_VOTE = 0.6  # the chance a seat repeats its pick in a re-vote (else joins a tied cat)
HARD_HANDS = 24  # the hard level's hands drawn for each other seat, for its judge
HARD_SAMPLES = 48  # the hard level's draws of the others' picks
MAX_BUDGET = 4  # the max level's hands and draws, in hard's
JUDGED_STRAY = 0.3  # in hard's draws, the chance another seat's pick is any cat, alike


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
    """Per seat, `guess.pair_weights` of its picks this round (None for this seat)."""
    return [None if seat == seen.seat else pair_weights(seen, seat) for seat in range(seen.players)]


def sample_others(seen: Seen, rng: random.Random, count: int, weights=None,
                  stray: float = 0.0) -> list[list[int]]:
    """`count` draws of every seat's pick for the vote now (this seat's entry a placeholder).
    Each draw deals every other seat goals guessed from its picks this round
    (`guess.pair_weights`, `guess.sample_goals`) and has it pick its best cat for them
    by `gains`; in a re-vote it repeats its pick with chance REPEAT_IN_RE_VOTE, else picks the
    best of the tied cats for it. With chance `stray` a seat's pick is any cat instead, alike
    (a hedge against the model being wrong about that seat)."""
    tied = seen.last_tie
    rescues = rescues_at_spot(seen.reveals)
    weights = weights or guessed_weights(seen)
    samples = []
    for _ in range(count):
        picks = []
        for seat, own in enumerate(seen.owners):
            if seat == seen.seat:
                picks.append(own)
            elif stray and rng.random() < stray:
                picks.append(rng.choice(CATS))
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


def best_outcome(seen: Seen, values: list[float], rng: random.Random) -> int:
    """The cat with the best value in `values` (indexed by cat), ties going to the cat best
    for the seat's goals now, then at random."""
    top = max(values[1:])
    return rng.choice(best_cats(own_gains(seen), [cat for cat in CATS if values[cat] >= top - 1e-9]))


def medium_vote(seen: Seen, rng: random.Random) -> int:
    """The medium level's pick: the cat with the best expected outcome of this vote, ties
    going to the cat best for its goals, then at random."""
    return best_outcome(seen, medium_values(seen, rng), rng)


def hands_for(seen: Seen, rng: random.Random, count: int, weights) -> list[list[tuple]]:
    """Per seat, the hands the judge weighs: this seat's own goals, and for each other seat
    `count` hands drawn from its picks this round (`guess.sample_goals` over `weights`)."""
    return [[seen.goals] if seat == seen.seat else
            [sample_goals(weights[seat], own, rng) for _ in range(count)]
            for seat, own in enumerate(seen.owners)]


def judged_vote(seen: Seen, rng: random.Random, hands: int, samples: int) -> int:
    """The pick with the best expected outcome of this vote, each outcome (the cat chosen)
    worth this seat's chance of winning the game (`judge.outcome_worths` over `hands` hands
    a seat), the others' picks drawn `samples` times by `sample_others`, each straying with
    chance JUDGED_STRAY."""
    weights = guessed_weights(seen)
    worth = outcome_worths(seen.ranking, seen.owners, hands_for(seen, rng, hands, weights),
                           seen.points, seen.seat, rescues_at_spot(seen.reveals))
    others = sample_others(seen, rng, samples, weights, JUDGED_STRAY)
    return best_outcome(seen, outcome_values(worth, seen.seat, others), rng)


def hard_vote(seen: Seen, rng: random.Random) -> int:
    """The hard level's pick: `judged_vote` with HARD_HANDS and HARD_SAMPLES."""
    return judged_vote(seen, rng, HARD_HANDS, HARD_SAMPLES)


def max_vote(seen: Seen, rng: random.Random) -> int:
    """The max level's pick: `judged_vote` with MAX_BUDGET times hard's hands and draws."""
    return judged_vote(seen, rng, HARD_HANDS * MAX_BUDGET, HARD_SAMPLES * MAX_BUDGET)


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
    if level == "hard":
        return hard_vote(seen, rng)
    return max_vote(seen, rng)
