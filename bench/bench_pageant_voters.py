"""Time per computer vote, per level, and random games per second for the engine alone.

    python bench/bench_pageant_voters.py [--states 60] [--players 5] [--games 200]

The states are seeded random games (tests/pageant/states.py's way: random picks, often
tied), stopped at random votes of 3 to 7 players or of --players; each level votes once in
each, every seat in turn. Prints the median and the maximum seconds per vote per level, then
the engine's whole random games per second (every pick uniform over the nine cats).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.pageant import CATS, Game  # noqa: E402
from game.pageant.bots import LEVELS, choose  # noqa: E402
from game.pageant.seen import seen_by  # noqa: E402


def random_state(players: int, seed: int) -> Game:
    """A seeded game stopped after a random number of random votes (not past its end)."""
    rng = random.Random(f"bench-state:{players}:{seed}")
    game = Game.new(players, seed)
    for _ in range(rng.randrange(40)):
        pool = rng.sample(CATS, 2) if rng.random() < 0.3 else CATS
        after = game.vote([rng.choice(pool) for _ in range(players)])
        if after.is_over:
            break
        game = after
    return game


def vote_times(states: int, players: int | None) -> dict[str, list[float]]:
    """Seconds per vote per level over `states` seeded states."""
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    for index in range(states):
        count = players or 3 + index % 5
        game = random_state(count, index)
        seen = seen_by(game, index % count)
        for level in LEVELS:
            start = time.perf_counter()
            choose(seen, seen.seat, level, random.Random(index))
            times[level].append(time.perf_counter() - start)
    return times


def random_games_per_second(games: int, players: int) -> float:
    """Whole games played by uniform random picks, per second, the engine alone."""
    rng = random.Random(0)
    start = time.perf_counter()
    for seed in range(games):
        game = Game.new(players, seed)
        while not game.is_over:
            game = game.vote([rng.choice(CATS) for _ in range(players)])
    return games / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=60)
    parser.add_argument("--players", type=int, default=None, help="default: 3 to 7 in turn")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    print("| level | votes | median s/vote | max s/vote |\n|---|---|---|---|")
    for level, times in vote_times(args.states, args.players).items():
        print(f"| {level} | {len(times)} | {statistics.median(times):.4f} | {max(times):.4f} |")
    rate = random_games_per_second(args.games, args.players or 5)
    print(f"\nengine alone: {rate:.0f} random {args.players or 5}-player games/s")


if __name__ == "__main__":
    main()
