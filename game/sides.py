"""Side matches, for every table game: two sides of computer players (a level, or the yardstick
with a time or play-out budget) share a table, and the share of the games that either side won
tells which plays better (`python bench/arena.py sides GAME …`).

Game i is `rules.new(seats, seed + i)`. Side A and side B sit alternately (A, B, A, B, and a
filler level in any seat left over), that order turned by i seats, so over `seats` games every
side sits in every seat alike. Each seat chooses with its own generator, seeded from the game
and the seat, and sees only `seen_by(seat)`. A game counts for the side of its winner; a game
won by a filler seat, shared between the sides, or without a winner counts for neither.

The time a seat thinks is this process's processor time (`time.thread_time`), counted only for
decisions with more than one legal action (with one, every player answers at once): each side's
mean and median, so that "the same time per decision" can be read off the table.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field

from game import yardstick
from game.arena import win_rate
from game.registry import rules as rules_of

YARDSTICK = "yardstick"
MAX_DECISIONS = 100_000


@dataclass(frozen=True)
class Side:
    """A side's player: a level of the game, or YARDSTICK with `seconds` or `playouts`."""

    level: str
    seconds: float | None = None
    playouts: int | None = None

    def __str__(self) -> str:
        if self.level != YARDSTICK:
            return self.level
        budget = f"{self.playouts} play-outs" if self.playouts else f"{self.seconds * 1000:.1f} ms"
        return f"yardstick ({budget})"

    def choose(self, rules, seen, seat: int, rng: random.Random):
        """This side's action for `seat`, which sees `seen`."""
        if self.level == YARDSTICK:
            return yardstick.choose(rules, seen, seat, rng, playouts=self.playouts, seconds=self.seconds)
        return rules.choose(seen, seat, self.level, rng)


@dataclass(frozen=True)
class SideResult:
    """One game: each seat's side ("a", "b" or "f" for the filler), its winners, and the
    processor seconds of each side's decisions that had a choice."""

    sides: tuple[str, ...]
    winners: tuple[int, ...]
    times: dict = field(default_factory=dict)  # "a"/"b"/"f" -> list of seconds

    @property
    def won_by(self) -> str | None:
        """"a" or "b" when that side alone won, else None."""
        won = {self.sides[seat] for seat in self.winners}
        return won.pop() if len(won) == 1 and won <= {"a", "b"} else None


def seating(seats: int, index: int) -> tuple[str, ...]:
    """The sides of game `index`'s seats: a, b, a, b, … (f for an odd seat left over), turned
    by `index` seats."""
    pairs = seats // 2
    order = tuple("ab" * pairs) + ("f",) * (seats - 2 * pairs)
    turn = index % seats
    return order[turn:] + order[:turn]


def play_side_game(name: str, index: int, seats: int, seed: int, a: Side, b: Side,
                   filler: str = "medium", options: dict | None = None) -> SideResult:
    """Game `index` of a side match of game `name`, played to its end."""
    rules = rules_of(name)
    sides = seating(seats, index)
    players = {"a": a, "b": b, "f": Side(filler)}
    state = rules.new(seats, seed + index, options)
    rngs = [random.Random(f"sides:{name}:{seed + index}:{seat}") for seat in range(seats)]
    times: dict[str, list[float]] = {"a": [], "b": [], "f": []}
    for _ in range(MAX_DECISIONS):
        if state.is_over():
            return SideResult(sides, tuple(state.winners()), times)
        seat = state.to_act()
        seen = state.seen_by(seat)
        start = time.thread_time()
        action = players[sides[seat]].choose(rules, seen, seat, rngs[seat])
        if len(state.legal_actions()) > 1:
            times[sides[seat]].append(time.thread_time() - start)
        state = state.play(action)
    raise RuntimeError(f"{name} game {index} ran past {MAX_DECISIONS} decisions")


def mean_seconds(results: list[SideResult], side: str) -> float:
    """The mean processor time of `side`'s decisions that had a choice, over `results`."""
    spent = [t for result in results for t in result.times[side]]
    return statistics.fmean(spent) if spent else 0.0


def summary(results: list[SideResult], a: Side, b: Side) -> str:
    """The Markdown table of a side match: each side's games won, A's share of the games the
    sides won between them (95% Wilson interval), and each side's thinking time."""
    won = {"a": sum(r.won_by == "a" for r in results), "b": sum(r.won_by == "b" for r in results)}
    decided = won["a"] + won["b"]
    lines = [f"{len(results)} games; A: {a}, B: {b}; {decided} won by one side",
             "",
             "| side | games won | share of the sides' wins (95% Wilson) | mean ms a decision | median ms |",
             "|---|---|---|---|---|"]
    for key, side in (("a", a), ("b", b)):
        spent = [t for r in results for t in r.times[key]]
        mean = mean_seconds(results, key) * 1000
        median = statistics.median(spent) * 1000 if spent else 0.0
        lines.append(f"| {key.upper()}: {side} | {won[key]} | {win_rate(won[key], decided)} | "
                     f"{mean:.1f} | {median:.1f} |")
    return "\n".join(lines)
