"""The pageant engine's speed: random games through `Game.vote`, several player counts.

    python bench/bench_pageant.py [--games 200] [--players 3,5,7]

Each game is dealt from its seed and voted to its end with random picks (any of the nine
cats, drawn from the seed too, as `python -m game.pageant random` does), one `Game.vote` a vote.
Prints, per player count, games per second, votes per game and votes per second, then the
machine's load (`uptime`), since a busy machine slows every figure. Figures are measured,
never asserted; importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.pageant.cli import random_game  # noqa: E402


def play_games(players: int, first_seed: int, count: int) -> tuple[int, float]:
    """Play `count` seeded random games of `players`; return (votes, seconds)."""
    votes = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        votes += len(random_game(players, seed).votes)
    return votes, time.perf_counter() - start


def machine_load() -> str:
    """What `uptime` says (its load averages), or why it could not say."""
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError) as e:
        return f"uptime unavailable: {e}"


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games a player count (default 200)")
    parser.add_argument("--players", default="3,5,7", help="player counts, comma-separated")
    args = parser.parse_args(argv)
    print(f"load before: {machine_load()}")
    print(f"{'players':>7} {'games':>6} {'games/s':>9} {'votes/game':>11} {'votes/s':>9}")
    total_votes, total_seconds = 0, 0.0
    for players in (int(p) for p in args.players.split(",")):
        play_games(players, 10_000, 5)  # warm up
        votes, seconds = play_games(players, 0, args.games)
        total_votes += votes
        total_seconds += seconds
        print(f"{players:>7} {args.games:>6} {args.games / seconds:>9.1f} "
              f"{votes / args.games:>11.1f} {votes / seconds:>9.0f}")
    print(f"all: {total_votes / total_seconds:.0f} votes/s")
    print(f"load after: {machine_load()}")


if __name__ == "__main__":
    main()
