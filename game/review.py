"""The review of a finished table game (the pageant, Clowder, Cat's Mansion): each seat's
decisions judged from what it knew then, and every seat's chance of winning along the game.

    from game.review import review
    rules = game.registry.rules("mansion")
    done = review(rules, rules.read_record(text), seed=1)
    done.chances[i]            # every seat's chance after decision i (0: the start)
    done.decisions[i].cost     # the chance decision i gave away, by its seat's own lights
    done.costly(seat)          # that seat's costliest decisions, worst first

It knows no game: only the contract (game.contract), and what a table game's rules give
besides: `history(state)`, the game's first state and every action since (each seat's secret
choice one action); `chances(state)`, every seat's chance of winning where the game has a
quick estimate of its own, else None (the pageant's between two votes, by its hard voters'
judge with every hand known; Clowder's at a round's start and Cat's Mansion's at a turn's
start, from their computer players' judges, fitted by tools/fit_table_chances.py); and, for
`Tuning.policy` "", `playout_action`, the game's own light play-out policy (the yardstick's).

A play-out plays a state on by the game's `Tuning.policy` (a level of its computer players,
"random", or "" for `playout_action`) until the game ends or `chances` answers: every seat's
share of the win then (1 / the number of winners for each winner), or those chances.

A decision (seat s played action a at state S) is judged from `S.seen_by(s)` alone: the hard
computer's choice b from there (`Tuning.judge`); when b is not a, states drawn from what s
saw (`rules.sample`: what s could not see drawn at random) are played on after a and after b,
the same play-out generator for both, and s's mean result after each is its chance after the
action (`played`) and after the hard choice (`better`). The cost is better - played, at least
0, with the standard error of the mean difference (`error`). The draws go on by MIN_SAMPLES
until they tell on which side of the game's threshold (`Tuning.costly`) the cost lies, SURE
standard errors away (at once when the hidden rest changed nothing), or `Tuning.samples` are
drawn. A decision with one legal action, or where the hard choice is the action played, costs
0 without a play-out. `Review.costly` shows a seat's costliest decisions: at the threshold or
above, and SURE standard errors above 0.

The chart (`chances`, one point at the start and one after each decision) is the truth the
game's end allows: a point is the game's own estimate where it has one, the result once over,
else the mean of `Tuning.truth` play-outs of the whole state (every hand known), the same
generators at every point, so that the lines move where the game does, not with the draws.

The play-outs' policies, measured (2026-11-28, each game's decisions of self-play judged with
random, easy, medium and hard actions): in Cat's Mansion, where a play-out mostly finishes the
turn under way, the costs with easy cats correlated 0.71 with those of hard ones (3.5 times
slower), random ones 0.69, medium ones 0.52 (200 judgements); in Clowder, easy players (greedy,
as the hard level's own play-outs are through a round) and random ones told apart bad and good
actions alike, over 30 decisions, and easy ones are kept; the pageant's play-outs are its
yardstick's easy voters, since among random ones a vote says nothing.

Every draw comes from generators seeded by the review's seed and the decision's number, so a
seed gives the same review. `Reviewer.step` judges one decision at a time, for a caller that
shows progress or answers other calls between steps (the computer's worker).

Measured with bench/bench_table_review.py (CPython 3.11, this project's 2-core machine, seeds
1 to 3, docs/benchmarks.md): a 5-player pageant of 365 to 575 decisions in 2.2 to 3.4 s, a
4-player Clowder game of 82 to 129 in 3.4 to 5.1 s, a 5-cat Shorter Course Cat's Mansion race
of 700 to 806 in 1.4 to 1.9 s; no step longer than 0.2 s. In Pyodide in Chromium (its
`--browser`) the same games took 5.0 to 9.0 s, 5.7 to 8.6 s and 2.9 to 3.3 s (the target: 30 s).
Each game's threshold is set where the hard computer's decisions, held against its own choice
with other draws, are seldom marked (self-play, two games of each, 2026-11-28): the pageant's
at 0.03, 6 of 1,365 hard picks against 17 of 765 easy ones; Clowder's at 0.08, 1 of 216 hard
decisions against 8 of 220 easy ones (at 0.05: 5 against 14). Cat's Mansion's hard level
draws only to break ties, so it agrees with itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass

JUDGE = "hard"  # the level whose choice each decision is held against
MIN_SAMPLES = 8  # draws between two looks at whether a decision's sampling may stop
SURE = 2.0  # standard errors away from the threshold that stop it
SHOWN = 3  # the costliest decisions shown for a seat
MAX_PLAYOUT = 100_000  # a play-out longer than this is a bug in a game's rules
CHART_DIGITS = 3  # a chance's decimals on the page's chart


@dataclass(frozen=True)
class Tuning:
    """How a game's review looks: the most states drawn for a decision judged, the play-outs
    for a point of the chart, the play-outs' policy, the cost from which a decision is shown
    as costly, and the level each decision is held against."""

    samples: int
    truth: int
    policy: str
    costly: float
    judge: str = JUDGE


# Each game's (see the module's docstring for the figures).
TUNINGS = {
    "pageant": Tuning(samples=48, truth=8, policy="", costly=0.03),
    "clowder": Tuning(samples=48, truth=16, policy="easy", costly=0.08),
    "mansion": Tuning(samples=16, truth=4, policy="easy", costly=0.05),
}
DEFAULT_TUNING = Tuning(samples=32, truth=8, policy="random", costly=0.05)


@dataclass(frozen=True)
class Judgement:
    """One decision judged: its number in the game (0 first), its seat, the action played and
    the hard computer's choice (their texts), how many legal actions there were, the seat's
    chances after each (None when not played out: they were the same action), the cost and
    the standard error of its estimate."""

    index: int
    seat: int
    action: str
    best: str
    choices: int
    played: float | None = None
    better: float | None = None
    cost: float = 0.0
    error: float = 0.0


@dataclass(frozen=True)
class Review:
    """A whole game's review: its game's name, the seed, every decision judged, every seat's
    chance at the start and after each decision, the winners, and the cost from which a
    decision is shown (`Tuning.costly`)."""

    game: str
    seed: int
    decisions: tuple[Judgement, ...]
    chances: tuple[tuple[float, ...], ...]
    winners: tuple[int, ...]
    threshold: float

    def costly(self, seat: int, count: int = SHOWN) -> tuple[Judgement, ...]:
        """`seat`'s decisions that cost at least the threshold, and SURE standard errors of
        their estimate at least, the costliest first (at most `count`; the earlier first on
        a tie)."""
        found = [d for d in self.decisions
                 if d.seat == seat and d.cost >= self.threshold and d.cost >= SURE * d.error]
        return tuple(sorted(found, key=lambda d: (-d.cost, d.index))[:count])

    def to_dict(self) -> dict:
        """The review as plain JSON values, with "costly": each seat's costly decisions' numbers."""
        return {"game": self.game, "seed": self.seed, "winners": list(self.winners),
                "threshold": self.threshold, "chances": [list(point) for point in self.chances],
                "decisions": [asdict(d) for d in self.decisions],
                "costly": [[d.index for d in self.costly(seat)] for seat in range(len(self.chances[0]))]}

    def shown(self) -> dict:
        """What a page shows of the review, as plain JSON values and small: every seat's
        chance at each point to CHART_DIGITS decimals, the costly decisions' numbers by seat
        ("costly") and those decisions ("judged", by number), the winners and the threshold.
        (The whole review of a long race is about 100 kB, which the page's view would parse
        and write again to relay it, in one long task.)"""
        costly = [[d.index for d in self.costly(seat)] for seat in range(len(self.chances[0]))]
        return {"game": self.game, "seed": self.seed, "winners": list(self.winners),
                "threshold": self.threshold, "costly": costly,
                "chances": [[round(c, CHART_DIGITS) for c in point] for point in self.chances],
                "judged": {str(i): asdict(self.decisions[i]) for seat in costly for i in seat}}

    @classmethod
    def from_dict(cls, data: dict) -> Review:
        """The review `to_dict` gave."""
        return cls(data["game"], data["seed"], tuple(Judgement(**d) for d in data["decisions"]),
                   tuple(tuple(point) for point in data["chances"]), tuple(data["winners"]),
                   data["threshold"])


def playout_policy(rules, level: str) -> Callable:
    """The play-outs' choice of action, (state, rng) -> action, for `level` (a computer
    level, "random", or "" for the game's own `playout_action`)."""
    if level == "random":
        return lambda state, rng: rng.choice(state.legal_actions())
    if level == "":
        return rules.playout_action

    def choose(state, rng):
        seat = state.to_act()
        return rules.choose(state.seen_by(seat), seat, level, rng)
    return choose


def decision_key(seed: int, index: int) -> str:
    """The key of the generators that judge decision `index` of a review seeded `seed`."""
    return f"review:{seed}:{index}"


def result(rules, state) -> tuple[float, ...] | None:
    """Every seat's chance at `state` when it is known without playing on: its share of the
    win once over, else the game's own estimate (`chances`) or None."""
    if state.is_over():
        winners = state.winners()
        return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.seats))
    estimate = getattr(rules, "chances", None)
    return None if estimate is None else estimate(state)


def play_out(rules, state, policy: Callable, rng: random.Random) -> tuple[float, ...]:
    """Every seat's chance at the end of `state` played on by `policy` (see the module)."""
    for _ in range(MAX_PLAYOUT):
        known = result(rules, state)
        if known is not None:
            return known
        state = state.play(policy(state, rng))
    raise RuntimeError(f"a {rules.name} play-out ran past {MAX_PLAYOUT} actions")


def _difference(played: list[float], better: list[float]) -> tuple[float, float]:
    """The mean of better - played over the draws, and its standard error."""
    diffs = [b - a for a, b in zip(played, better, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n == 1:
        return mean, 0.0
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (variance / n) ** 0.5


def _settled(played: list[float], better: list[float], costly: float) -> bool:
    """Whether the draws so far tell on which side of `costly` the cost lies (SURE standard
    errors away), or the hidden rest changed nothing."""
    mean, error = _difference(played, better)
    return abs(mean - costly) > SURE * error


def judge(rules, state, action, index: int, key: str, tuning: Tuning, policy: Callable) -> Judgement:
    """The judgement of `action` played at `state` (decision `index` of its game) from what
    its seat saw there (see the module), every draw from generators seeded from `key`."""
    seat = state.to_act()
    text = state.action_text(action)
    choices = len(state.legal_actions())
    if choices == 1:
        return Judgement(index, seat, text, text, choices)
    seen = state.seen_by(seat)
    rng = random.Random(key)
    best = rules.choose(seen, seat, tuning.judge, rng)
    if best == action:
        return Judgement(index, seat, text, text, choices)
    played, better = [], []
    for draw in range(tuning.samples):
        sample = rules.sample(seen, seat, rng)
        played.append(play_out(rules, sample.play(action), policy, random.Random(f"{key}:{draw}"))[seat])
        better.append(play_out(rules, sample.play(best), policy, random.Random(f"{key}:{draw}"))[seat])
        if len(played) % MIN_SAMPLES == 0 and _settled(played, better, tuning.costly):
            break
    mean, error = _difference(played, better)
    return Judgement(index, seat, text, state.action_text(best), choices, sum(played) / len(played),
                     sum(better) / len(better), max(0.0, mean), error)


class Reviewer:
    """A review under way, one decision a step (`step`), for a caller that shows progress."""

    def __init__(self, rules, state, seed: int = 0, tuning: Tuning | None = None):
        self.rules = rules
        self.seed = seed
        self.tuning = tuning or TUNINGS.get(rules.name, DEFAULT_TUNING)
        self.policy = playout_policy(rules, self.tuning.policy)
        first, self.actions = rules.history(state)
        self.states = [first]
        for action in self.actions:
            self.states.append(self.states[-1].play(action))
        self.decisions: list[Judgement] = []
        self.chances = [self.truth(0)]

    @property
    def total(self) -> int:
        """How many decisions the game had (steps to take)."""
        return len(self.actions)

    @property
    def done(self) -> bool:
        """Whether every decision has been judged."""
        return len(self.decisions) == self.total

    def truth(self, index: int) -> tuple[float, ...]:
        """Every seat's chance at state `index` (0: the start), from the whole state."""
        state = self.states[index]
        known = result(self.rules, state)
        if known is not None:
            return known
        sums = [0.0] * state.seats
        for draw in range(self.tuning.truth):
            got = play_out(self.rules, state, self.policy, random.Random(f"review-truth:{self.seed}:{draw}"))
            sums = [total + chance for total, chance in zip(sums, got, strict=True)]
        return tuple(total / self.tuning.truth for total in sums)

    def judge(self, index: int) -> Judgement:
        """Decision `index` judged from what its seat saw (`judge`)."""
        return judge(self.rules, self.states[index], self.actions[index], index,
                     decision_key(self.seed, index), self.tuning, self.policy)

    def step(self) -> tuple[Judgement, tuple[float, ...]]:
        """Judge the next decision; it and every seat's chance after it."""
        index = len(self.decisions)
        judged = self.judge(index)
        self.decisions.append(judged)
        self.chances.append(self.truth(index + 1))
        return judged, self.chances[-1]

    def review(self) -> Review:
        """The review of the decisions judged so far (the whole game's once `done`)."""
        winners = self.states[-1].winners()
        return Review(self.rules.name, self.seed, tuple(self.decisions), tuple(self.chances),
                      tuple(winners), self.tuning.costly)


def review(rules, state, seed: int = 0, progress: Callable[[int, int], object] | None = None) -> Review:
    """The review of the game that led to `state` (see the module); progress(i, n) is called
    after each decision."""
    reviewer = Reviewer(rules, state, seed)
    while not reviewer.done:
        reviewer.step()
        if progress is not None:
            progress(len(reviewer.decisions), reviewer.total)
    return reviewer.review()
