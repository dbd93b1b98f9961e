"""The Clowder arena: computer players of every level play seeded 4-player games together.

    python bench/clowder_arena.py --games 240 [--workers 2] [--seed 1]

Game i is State.new(4, seed + i). Its four seats are easy, medium, hard and one more level
(LEVELS[i % 3]), that line-up turned by (i // 3) % 4 seats, so in every 12 games each level
sits in each seat 4 times (no level profits from the seat order: the Nyx token's first
holder, the first to place, ties in the move order). Each seat chooses with its own random
generator, seeded from the game and the seat, and sees only `seen_by(state, seat)`, so the
run is reproducible. Per level the table gives the seat-games played, the games won, and the
win rate per seat-game with its 95% Wilson interval (a fair share is 25%), then how games
ended. Importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.clowder import CHOOSE, OVER, Reveal, State  # noqa: E402
from game.clowder.bots import LEVELS, choose_action, choose_token  # noqa: E402
from game.clowder.seen import seen_by  # noqa: E402

PLAYERS = 4
Z95 = 1.959964
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
    """The seats' levels in game `index`: easy, medium, hard and LEVELS[index % 3], turned by
    (index // 3) % 4 seats."""
    line_up = LEVELS + (LEVELS[index % len(LEVELS)],)
    turn = (index // len(LEVELS)) % PLAYERS
    return tuple(line_up[(seat - turn) % PLAYERS] for seat in range(PLAYERS))


def play_game(index: int, seed: int = SEED, levels: tuple[str, ...] | None = None) -> GameResult:
    """Game `index` of a run: State.new(4, seed + index) played to its end by the levels of
    `levels_for(index)` (or `levels`)."""
    levels = levels or levels_for(index)
    state = State.new(len(levels), seed + index)
    rngs = [Random(f"clowder-arena:{seed + index}:{seat}") for seat in range(len(levels))]
    decisions = 0
    while state.phase != OVER:
        if state.phase == CHOOSE:
            tokens = tuple(choose_token(seen_by(state, seat), seat, level, rngs[seat])
                           for seat, level in enumerate(levels))
            state = state.play(Reveal(tokens))
            decisions += len(levels)
        else:
            seat = state.actor()
            state = state.play(choose_action(seen_by(state, seat), levels[seat], rngs[seat]))
            decisions += 1
    return GameResult(levels, state.winner, state.end, state.round, decisions)


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of `wins` in `n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


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
    lines = [f"{len(results)} games, {PLAYERS} players, {sum(r.decisions for r in results)} decisions; "
             f"a seat's fair share is {1 / PLAYERS:.0%}",
             "",
             "| level | seat-games | games won | win rate (95% Wilson) |",
             "|---|---|---|---|"]
    for level, row in tally(results).items():
        low, high = wilson(row["wins"], row["games"])
        rate = row["wins"] / row["games"] if row["games"] else 0.0
        lines.append(f"| {level} | {row['games']} | {row['wins']} | {rate:.1%} ({low:.1%} to {high:.1%}) |")
    ends = Counter(r.end for r in results)
    rounds = sorted(r.rounds for r in results)
    lines += ["", "ends: " + ", ".join(f"{end} {count}" for end, count in sorted(ends.items()))
              + f"; no winner {sum(r.winner is None for r in results)}; rounds: median "
              f"{rounds[len(rounds) // 2]}, longest {rounds[-1]}" if rounds else ""]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=240)
    parser.add_argument("--seed", type=int, default=SEED, help="game i is dealt from seed + i")
    parser.add_argument("--workers", type=int, default=1, help="processes side by side")
    return parser


def run(argv: list[str] | None = None) -> int:
    """Play the run and print its table; returns the exit status."""
    args = build_parser().parse_args(argv)
    start = time.perf_counter()
    indices = range(args.games)
    seeds = [args.seed] * args.games
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_game, indices, seeds, chunksize=4))
    else:
        results = list(map(play_game, indices, seeds))
    print(summary(results))
    print(f"\n{time.perf_counter() - start:.0f} s with {args.workers} worker(s)")
    return 0


if __name__ == "__main__":
    sys.exit(run())
