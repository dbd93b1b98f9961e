"""The Clowder engine's speed: random games through `State.play`, 2, 3 and 4 players.

    python bench/bench_clowder.py [--games 300] [--players 2,3,4]

Each game is set up from its seed and played to its end with random legal actions and
random allowed tokens (drawn from the seed too, as `python -m game.clowder random` does), one
`State.play` an action, `legal_actions()` asked before each. Prints, per player count,
games per second, actions per game and actions per second, the spread of the games'
lengths in rounds (and how many reached LAST_ROUND) and how they ended; then the cost of the
queries a computer player asks most (`legal_actions`, `options`, `play`) on positions of
those games; then the machine's load (`uptime`), since a busy machine slows every figure.
Figures are measured, never asserted; importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.clowder import LAST_ROUND, MOVE, State  # noqa: E402
from game.clowder.cli import random_action, random_game  # noqa: E402


def play_games(players: int, first_seed: int, count: int) -> tuple[int, float, Counter, Counter]:
    """Play `count` seeded random games; return (actions, seconds, rounds, ends)."""
    actions, rounds, ends = 0, Counter(), Counter()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        played, state = random_game(players, seed)
        actions += len(played)
        rounds[state.round] += 1
        ends[state.end] += 1
    return actions, time.perf_counter() - start, rounds, ends


def sample_positions(players: int, count: int) -> list[State]:
    """Positions in MOVE from random games, for timing the queries."""
    found, seed = [], 0
    while len(found) < count:
        rng = random.Random(seed)
        state = State.new(players, seed)
        while not state.is_over and len(found) < count:
            if state.phase == MOVE:
                found.append(state)
            state = state.play(random_action(state, rng))
        seed += 1
    return found


def per_call(fn, items, repeat: int = 5) -> float:
    """Microseconds a call of fn(item), the best of `repeat` passes."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, time.perf_counter() - start)
    return best / len(items) * 1e6


def spread(rounds: Counter) -> str:
    """'min 2, median 6, max 19; 0 reached round 40'."""
    lengths = sorted(rounds.elements())
    reached = rounds[LAST_ROUND]
    return (f"rounds min {lengths[0]}, median {lengths[len(lengths) // 2]}, "
            f"90% {lengths[int(len(lengths) * 0.9)]}, max {lengths[-1]}; "
            f"{reached} reached round {LAST_ROUND}")


def machine_load() -> str:
    """What `uptime` says (its load averages), or why it could not say."""
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError) as e:
        return f"uptime unavailable: {e}"


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games a player count (default 300)")
    parser.add_argument("--players", default="2,3,4", help="player counts, comma-separated")
    args = parser.parse_args(argv)
    print(f"load before: {machine_load()}")
    print(f"{'players':>7} {'games':>6} {'games/s':>9} {'actions/game':>13} {'actions/s':>10}")
    total_actions, total_seconds, lines = 0, 0.0, []
    for players in (int(p) for p in args.players.split(",")):
        play_games(players, 10_000, 5)  # warm up
        actions, seconds, rounds, ends = play_games(players, 0, args.games)
        total_actions += actions
        total_seconds += seconds
        print(f"{players:>7} {args.games:>6} {args.games / seconds:>9.1f} "
              f"{actions / args.games:>13.1f} {actions / seconds:>10.0f}")
        lines.append(f"{players} players: {spread(rounds)}; ended by "
                     + ", ".join(f"{end} {n}" for end, n in ends.most_common()))
        histogram = " ".join(f"{r}:{n}" for r, n in sorted(rounds.items()))
        lines.append(f"  games a length (round:games): {histogram}")
    print(f"all: {total_actions / total_seconds:.0f} actions/s")
    print("\n".join(lines))
    positions = sample_positions(4, 2000)
    print("queries on 2000 positions in MOVE of 4-player games (microseconds a call):")
    print(f"  legal_actions {per_call(lambda s: s.legal_actions(), positions):.1f}"
          f"  options(0) {per_call(lambda s: s.options(0), positions):.1f}"
          f"  pending {per_call(lambda s: s.pending(), positions):.1f}"
          f"  play(first legal) {per_call(lambda s: s.play(s.legal_actions()[0]), positions):.1f}"
          f" (legal_actions included)")
    print(f"  State.new {per_call(lambda seed: State.new(4, seed), range(500)):.1f}")
    print(f"load after: {machine_load()}")


if __name__ == "__main__":
    main()
