"""Engine speed: random full games on the default rules, and legal-turn generation.

    python bench/bench_engine.py [--games 200] [--workers 2]

Prints games per second (one process, then `--workers` processes side by
side), turns per game, turns played per second, and legal turns generated
per second (every distinct turn of every position of a few random games).
Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.catherders import Game, Rules, new_position  # noqa: E402

# Crowded positions from random games, where many cats flee at once: the worst
# cases for listing every legal turn (turn count, then the position).
CROWDED = [
    ("designer", "double-step", "hex6 b b:b1,c8,e8,f9,i6,i11,k7 r:a1,a6,c5,h3,i4,i9,j10 "
     "c:c3,d5,d6,e5,f3,f6,f7,g4,g7 0-0 8-8"),
    ("designer", "escort,double-step", "sq7 b b:a6,c1,g1 r:a3,a7,b1,e3 "
     "c:b3,b4,c3,c5,d4,d5,e5,f4,f5 0-0 9-8"),
]


def play_random_games(first_seed: int, count: int) -> tuple[int, int]:
    """Play `count` random games; return (games, turns)."""
    turns = 0
    for seed in range(first_seed, first_seed + count):
        game = Game(new_position(seed=seed))
        rng = random.Random(seed)
        while game.outcome() is None:
            game.random_turn(rng)
        turns += len(game.stack)
    return count, turns


def count_generated_turns(games: int) -> tuple[int, float]:
    """List every legal turn at every position of `games` random games; (turns, seconds)."""
    total, spent = 0, 0.0
    for seed in range(games):
        game = Game(new_position(seed=10_000 + seed))
        rng = random.Random(seed)
        while game.outcome() is None:
            t0 = time.perf_counter()
            total += sum(1 for _ in game.legal_turns())
            spent += time.perf_counter() - t0
            game.random_turn(rng)
    return total, spent


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores")
    rates, per_game = [], 0.0
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        games, turns = play_random_games(0, args.games)
        dt = time.perf_counter() - t0
        rates.append(games / dt)
        per_game = turns / games
        turn_rate = turns / dt
    print(f"one process: {statistics.median(rates):.0f} random games/s "
          f"(median of {args.repeat}), {per_game:.0f} turns/game, {turn_rate:.0f} turns played/s")

    if args.workers > 1:
        share = args.games // args.workers
        t0 = time.perf_counter()
        with ProcessPoolExecutor(args.workers) as pool:
            done = list(pool.map(play_random_games, [w * share for w in range(args.workers)],
                                 [share] * args.workers))
        dt = time.perf_counter() - t0
        print(f"{args.workers} processes: {sum(g for g, _ in done) / dt:.0f} random games/s")

    generated, spent = count_generated_turns(3)
    print(f"legal turns generated: {generated / spent:.0f} turns/s ({generated} turns listed)")
    for ruleset, variants, text in CROWDED:
        game = Game(text, Rules.parse(ruleset, variants))
        t0 = time.perf_counter()
        count = sum(1 for _ in game.legal_turns())
        print(f"crowded {text.split()[0]} {ruleset} {variants}: {count} turns listed in "
              f"{time.perf_counter() - t0:.2f} s")


if __name__ == "__main__":
    main()
