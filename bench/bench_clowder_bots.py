"""Time per decision of Clowder's computer players, per level, in CPython; and an estimate
for the browser.

    python bench/bench_clowder_bots.py [--games 12] [--seed 1000]

The decisions timed are those of real games: seeded 4-player games seating the levels as
the arena does (game/clowder/arena.py: easy, medium, hard and one more, turned), every
decision of every seat timed (a token in CHOOSE, an action otherwise), by level and by kind.
Prints the median and the largest milliseconds per decision, and for the browser the same
times 5x: an estimate, not a measurement (no browser here). Pyodide runs pure Python 3 to 5
times slower than CPython, and the pageant's hard voter measured 42 ms in CPython and 177 ms
in Pyodide's worker as a person waited, messages included (README, "Figures"): 4.2x; 5x is
the top of that range. Then the engine alone: random 4-player games per second.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.clowder import CHOOSE, OVER, Reveal, State  # noqa: E402
from game.clowder.arena import levels_for  # noqa: E402
from game.clowder.bots import LEVELS, choose  # noqa: E402
from game.clowder.seen import seen_by  # noqa: E402

BROWSER_FACTOR = 5.0  # Pyodide in the worker, against CPython here (see the docstring)


def timed_game(index: int, seed: int, times: dict) -> None:
    """Play game `index` as the arena would (from `seed`), adding every decision's seconds to
    times[(level, kind)]."""
    levels = levels_for(index)
    state = State.new(len(levels), seed + index)
    rngs = [Random(f"clowder-bench:{seed + index}:{seat}") for seat in range(len(levels))]
    while state.phase != OVER:
        if state.phase == CHOOSE:
            tokens = []
            for seat, level in enumerate(levels):
                start = time.perf_counter()
                tokens.append(choose(seen_by(state, seat), seat, level, rngs[seat]))
                times.setdefault((level, "token"), []).append(time.perf_counter() - start)
            state = state.play(Reveal(tuple(tokens)))
        else:
            seat = state.actor()
            start = time.perf_counter()
            action = choose(seen_by(state, seat), seat, levels[seat], rngs[seat])
            times.setdefault((levels[seat], "action"), []).append(time.perf_counter() - start)
            state = state.play(action)


def random_games_per_second(games: int) -> float:
    """Whole 4-player games of random tokens and random legal actions, per second."""
    rng = Random(0)
    start = time.perf_counter()
    for seed in range(games):
        state = State.new(4, seed)
        while state.phase != OVER:
            if state.phase == CHOOSE:
                state = state.reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(4)))
            else:
                state = state.play(rng.choice(state.legal_actions()))
    return games / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    times: dict = {}
    for index in range(args.games):
        timed_game(index, args.seed, times)
    print("| level | decision | count | median ms | max ms | browser estimate: median, max ms |")
    print("|---|---|---|---|---|---|")
    for level in LEVELS:
        for kind in ("token", "action", "all"):
            found = (times.get((level, kind), []) if kind != "all"
                     else times.get((level, "token"), []) + times.get((level, "action"), []))
            if not found:
                continue
            median, top = statistics.median(found) * 1000, max(found) * 1000
            print(f"| {level} | {kind} | {len(found)} | {median:.2f} | {top:.2f} | "
                  f"{median * BROWSER_FACTOR:.0f}, {top * BROWSER_FACTOR:.0f} |")
    print(f"\nengine alone: {random_games_per_second(200):.0f} random 4-player games/s")


if __name__ == "__main__":
    main()
