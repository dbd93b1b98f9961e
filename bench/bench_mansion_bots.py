"""Time per decision of Cat's Mansion's computer cats, per level, in CPython; and an estimate
for the browser.

    python bench/bench_mansion_bots.py [--games 6] [--seed 1000] [--rules -]

The decisions timed are those of real games: seeded 5-cat games seating the levels as the
arena does (game/mansion/arena.py), every decision of every seat timed, by level and by
kind (a move in MOVE; a spat's retreat, bids and push; the Present's choice). Each game
starts with the plans' caches emptied, as a new game in a fresh worker would, so the hard
level's first decision includes working out its exact plan of the race (game.mansion.plan),
shown apart ("first"). Prints the count, median, 95th percentile and largest milliseconds
per decision, and for the browser the same times BROWSER_FACTOR: an estimate, not a
measurement (no browser here). Pyodide runs pure Python 3 to 5 times slower than CPython
(the pageant's hard voter measured 4.2x, README "Figures"); 5x is the top of that range.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.mansion import State  # noqa: E402
from game.mansion.arena import levels_for  # noqa: E402
from game.mansion.bots import LEVELS, choose  # noqa: E402
from game.mansion.phases import GIFT, MOVE, OVER  # noqa: E402
from game.mansion.pieces import read_rules  # noqa: E402
from game.mansion.plan import clear_caches  # noqa: E402
from game.mansion.seen import seen_by  # noqa: E402

BROWSER_FACTOR = 5.0  # Pyodide in the worker, against CPython here (see the docstring)


def kind_of(state) -> str:
    """What a decision is about: "move", "spat" or "gift"."""
    return "move" if state.phase == MOVE else "gift" if state.phase == GIFT else "spat"


def timed_game(index: int, seed: int, rules, times: dict) -> None:
    """Play game `index` as the arena would (from `seed`), adding every decision's seconds to
    times[(level, kind)]; the hard level's first decision of the game as kind "first"."""
    clear_caches()
    levels = levels_for(index)
    state = State.new(len(levels), seed + index, rules)
    rngs = [Random(f"mansion-bench:{seed + index}:{seat}") for seat in range(len(levels))]
    first = set()
    while state.phase != OVER:
        seat = state.actor()
        level = levels[seat]
        kind = kind_of(state)
        start = time.perf_counter()
        action = choose(seen_by(state), state.actor(), level, rngs[seat])
        spent = time.perf_counter() - start
        if level not in first:
            first.add(level)
            kind = "first"
        times.setdefault((level, kind), []).append(spent)
        state = state.play(action)


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--rules", default="-")
    args = parser.parse_args(argv)
    times: dict = {}
    for index in range(args.games):
        timed_game(index, args.seed, read_rules(args.rules), times)
    print(f"{args.games} games of 5 cats, rules {args.rules}\n")
    print("| level | decision | count | median ms | 95% ms | max ms | browser estimate: median, max ms |")
    print("|---|---|---|---|---|---|---|")
    for level in LEVELS:
        for kind in ("first", "move", "spat", "gift", "all"):
            found = (times.get((level, kind), []) if kind != "all"
                     else [t for (lv, _), ts in times.items() if lv == level for t in ts])
            if not found:
                continue
            found.sort()
            median, top = statistics.median(found) * 1000, found[-1] * 1000
            p95 = found[min(len(found) - 1, int(0.95 * len(found)))] * 1000
            print(f"| {level} | {kind} | {len(found)} | {median:.2f} | {p95:.2f} | {top:.1f} | "
                  f"{median * BROWSER_FACTOR:.0f}, {top * BROWSER_FACTOR:.0f} |")


if __name__ == "__main__":
    main()
