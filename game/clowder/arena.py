"""Clowder's arena: computer players of every level play seeded 4-player games together
(`python bench/arena.py clowder`).

Game i is State.new(4, seed + i). Its four seats are easy, medium, hard and max, that
line-up turned by i % 4 seats, so in every 4 games each level sits in each seat once (no
level profits from the seat order: the Nyx token's first
holder, the first to place, ties in the move order). Each seat chooses with its own random
generator, seeded from the game and the seat, and sees only `seen_by(state, seat)`, so a run
is reproducible. Per level the table gives the seat-games played, the games won, and the win
rate per seat-game with its 95% Wilson interval (a fair share is 25%), then how games ended.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from random import Random

from game.arena import level_table, seated

from .actions import Reveal
from .bots import LEVELS, choose
from .phases import CHOOSE, OVER
from .seen import seen_by
from .state import State

PLAYERS = 4
SEED = 1


@dataclass(frozen=True)
class GameResult:
    """One arena game: each seat's level, the winner (None: nobody), how and when it ended,
    and how many decisions were taken."""

    levels: tuple[str, ...]
    winner: int | None
    end: str
    rounds: int
    decisions: int


def levels_for(index: int) -> tuple[str, ...]:
    """The seats' levels in game `index`: easy, medium, hard and max, turned by index % 4
    seats."""
    return seated(LEVELS, index, 1)


def play_game(index: int, seed: int = SEED, levels: tuple[str, ...] | None = None) -> GameResult:
    """Game `index` of a run: State.new(4, seed + index) played to its end by the levels of
    `levels_for(index)` (or `levels`)."""
    levels = levels or levels_for(index)
    state = State.new(len(levels), seed + index)
    rngs = [Random(f"clowder-arena:{seed + index}:{seat}") for seat in range(len(levels))]
    decisions = 0
    while state.phase != OVER:
        if state.phase == CHOOSE:
            tokens = tuple(choose(seen_by(state, seat), seat, level, rngs[seat])
                           for seat, level in enumerate(levels))
            state = state.play(Reveal(tokens))
            decisions += len(levels)
        else:
            seat = state.actor()
            state = state.play(choose(seen_by(state, seat), seat, levels[seat], rngs[seat]))
            decisions += 1
    return GameResult(levels, state.winner, state.end, state.round, decisions)


def tally(results: list[GameResult]) -> dict[str, dict[str, int]]:
    """Per level: seat-games and games won."""
    table = {level: {"games": 0, "wins": 0} for level in LEVELS}
    for result in results:
        for seat, level in enumerate(result.levels):
            table[level]["games"] += 1
            table[level]["wins"] += result.winner == seat
    return table


def summary(results: list[GameResult]) -> str:
    """The Markdown table of a run, and how its games ended."""
    lines = level_table(f"{len(results)} games, {PLAYERS} players, "
                        f"{sum(r.decisions for r in results)} decisions", PLAYERS, tally(results))
    ends = Counter(r.end for r in results)
    rounds = sorted(r.rounds for r in results)
    lines += ["", "ends: " + ", ".join(f"{end} {count}" for end, count in sorted(ends.items()))
              + f"; no winner {sum(r.winner is None for r in results)}; rounds: median "
              f"{rounds[len(rounds) // 2]}, longest {rounds[-1]}" if rounds else ""]
    return "\n".join(lines)
