"""The Cat's Mansion engine's speed: random games through `State.play`, 3, 4 and 5 cats.

    python bench/bench_mansion.py [--games 200] [--cats 3,4,5] [--rules -]

Each game is set up from its seed and played to its end by game.mansion.playout's cats, as
`python -m game.mansion random` does: `random` picks any legal action, `racing` mostly heads for
its next room (neither is a good racer: their games mostly run to the turn limit; the
computer cats' games are bench/mansion_arena.py's).
`legal_actions()` is asked before each action. Prints, per kind and number of cats, games
per second, actions per game and per second, turns per game and how games ended; then the
cost of the queries a computer cat asks most (`legal_actions`, `reach`, `play`) on
positions of those games; then the machine's load, since a busy machine slows every figure.
Figures are measured, never asserted; importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.mansion import State  # noqa: E402
from game.mansion.phases import MOVE  # noqa: E402
from game.mansion.pieces import read_rules  # noqa: E402
from game.mansion.playout import racing_action, random_action  # noqa: E402
from game.mansion.reach import reach  # noqa: E402

KINDS = {"random": random_action, "racing": racing_action}


def play_games(kind: str, cats: int, rules, first_seed: int, count: int):
    """Play `count` seeded games of `kind`; (actions, seconds, turns a game, ends)."""
    choose = KINDS[kind]
    actions, turns, ends = 0, [], Counter()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(f"mansion-bench:{seed}")
        state = State.new(cats, seed, rules)
        while not state.is_over:
            state = state.play(choose(state, rng))
            actions += 1
        turns.append(state.turn)
        ends[state.end] += 1
    return actions, time.perf_counter() - start, turns, ends


def sample_positions(cats: int, rules, count: int) -> list[State]:
    """Positions in MOVE (no spat owed) from racing games, for timing the queries."""
    found, seed = [], 0
    while len(found) < count:
        rng = random.Random(seed)
        state = State.new(cats, seed, rules)
        while not state.is_over and len(found) < count:
            if state.phase == MOVE and not state.must_fight:
                found.append(state)
            state = state.play(racing_action(state, rng))
        seed += 1
    return found


def per_call(fn, items, repeat: int = 3) -> float:
    """Microseconds a call of fn(item), the best of `repeat` passes."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, (time.perf_counter() - start) / len(items))
    return best * 1e6


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--cats", default="3,4,5")
    parser.add_argument("--rules", default="-")
    args = parser.parse_args(argv)
    rules = read_rules(args.rules)
    print(f"rules {args.rules}; {args.games} games a line\n")
    print("| cats | playout | games/s | actions/game | actions/s | turns a game (median) | ends |")
    print("|---|---|---|---|---|---|---|")
    for cats in (int(c) for c in args.cats.split(",")):
        for kind in KINDS:
            actions, seconds, turns, ends = play_games(kind, cats, rules, 0, args.games)
            print(f"| {cats} | {kind} | {args.games / seconds:.0f} | {actions / args.games:.0f} | "
                  f"{actions / seconds:.0f} | {statistics.median(turns):.0f} | "
                  + ", ".join(f"{end} {n}" for end, n in sorted(ends.items())) + " |")
    positions = sample_positions(5, rules, 2000)
    print(f"\nqueries on {len(positions)} positions of 5-cat racing games (microseconds a call):")
    print(f"  legal_actions {per_call(lambda s: s.legal_actions(), positions):.1f}, "
          f"reach {per_call(reach, positions):.1f}, "
          f"play(first legal action) {per_call(lambda s: s.play(s.legal_actions()[0]), positions):.1f}")
    print(f"\nload average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
