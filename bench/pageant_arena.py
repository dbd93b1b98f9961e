"""The pageant arena: computer voters of every level play seeded games against each other.

    python bench/pageant_arena.py --games 200 --players 5 [--workers 2] [--seed 1]

Game i is Game.new(players, seed + i); seat s plays level LEVELS[(s + i) % 3], so every game
mixes the levels and every three games give each seat each level once (no seat position is
favoured). Each seat votes with its own random generator, seeded from the game and the
seat, so the run is reproducible. Per level the table gives the seat-games played, the
rounds played and won, the games won, and the game win rate with its 95% Wilson interval
(with 5 players and equal levels a seat wins about 1 game in 5). Importing this module runs
nothing.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.pageant import Game  # noqa: E402
from game.pageant.seen import seen_by  # noqa: E402
from game.pageant.voters import LEVELS, choose_vote  # noqa: E402

Z95 = 1.959964
SEED = 1


@dataclass(frozen=True)
class GameResult:
    """One arena game: each seat's level, each finished round's winner, the game's winner."""

    levels: tuple[str, ...]
    round_winners: tuple[int, ...]
    winner: int
    votes: int


def levels_for(index: int, players: int) -> tuple[str, ...]:
    """The seats' levels in game `index`: LEVELS rotated by the game's number."""
    return tuple(LEVELS[(seat + index) % len(LEVELS)] for seat in range(players))


def play_game(index: int, players: int, seed: int) -> GameResult:
    """Game `index` of the run: Game.new(players, seed + index), played to the end."""
    levels = levels_for(index, players)
    game = Game.new(players, seed + index)
    rngs = [Random(f"pageant-arena:{seed + index}:{seat}") for seat in range(players)]
    while not game.is_over:
        game = game.vote([choose_vote(seen_by(game, seat), level, rngs[seat])
                          for seat, level in enumerate(levels)])
    return GameResult(levels, game.round_winners(), game.winner(), len(game.votes))


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of `wins` in `n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def tally(results: list[GameResult]) -> dict[str, dict[str, int]]:
    """Per level: seat-games, seat-rounds, rounds won and games won."""
    table = {level: {"games": 0, "rounds": 0, "round_wins": 0, "wins": 0} for level in LEVELS}
    for result in results:
        for seat, level in enumerate(result.levels):
            row = table[level]
            row["games"] += 1
            row["rounds"] += len(result.round_winners)
            row["round_wins"] += result.round_winners.count(seat)
            row["wins"] += result.winner == seat
    return table


def summary(results: list[GameResult], players: int) -> str:
    """The Markdown table of a run."""
    lines = [f"{len(results)} games, {players} players, "
             f"{sum(r.votes for r in results)} votes; a seat's fair share is {1 / players:.0%}",
             "",
             "| level | seat-games | rounds won / played | round win rate | games won | "
             "game win rate (95% Wilson) |",
             "|---|---|---|---|---|---|"]
    for level, row in tally(results).items():
        low, high = wilson(row["wins"], row["games"])
        rate = row["wins"] / row["games"] if row["games"] else 0.0
        round_rate = row["round_wins"] / row["rounds"] if row["rounds"] else 0.0
        lines.append(f"| {level} | {row['games']} | {row['round_wins']} / {row['rounds']} | "
                     f"{round_rate:.1%} | {row['wins']} | {rate:.1%} ({low:.1%} to {high:.1%}) |")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=SEED, help="game i is dealt from seed + i")
    parser.add_argument("--workers", type=int, default=1, help="processes playing side by side")
    return parser


def run(argv: list[str] | None = None) -> int:
    """Play the run and print its table; returns the exit status."""
    args = build_parser().parse_args(argv)
    start = time.perf_counter()
    indices = range(args.games)
    players = [args.players] * args.games
    seeds = [args.seed] * args.games
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_game, indices, players, seeds, chunksize=4))
    else:
        results = list(map(play_game, indices, players, seeds))
    print(summary(results, args.players))
    print(f"\n{time.perf_counter() - start:.0f} s with {args.workers} worker(s)")
    return 0


if __name__ == "__main__":
    sys.exit(run())
