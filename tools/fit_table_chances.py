"""Fit how Clowder's and Cat's Mansion's quick judges become chances of winning: the scale of
their contracts' `chances` (game/clowder/contract.py CHANCE_SCALE, game/mansion/contract.py
CHANCE_TURNS), which the review of a table game uses (game/review.py).

    python tools/fit_table_chances.py                    # 100 games of Clowder, 80 of Cat's Mansion
    python tools/fit_table_chances.py --only mansion --games 10 --workers 1   # a quick look

Self-play. Game i is seeded (seed SEED + i) at a table of a cycle of sizes (Clowder: 4, 3, 2,
4 players; Cat's Mansion: 5, 4, 3 cats in the Shorter Course, and 5 in the full race), each
seat at a level drawn from LEVELS with the game's generator, so that the games hold mistakes
and lopsided positions as people's games do. At every state where the game's `judged_values`
answers (Clowder: a round's start; Cat's Mansion: a turn's start), the seats' values are
kept with the seat that went on to win (a game without a winner is left out).

The fit. Each seat's chance is proportional to exp(value / scale); the scale is the one of
maximum likelihood, found by a golden-section search on its logarithm. Printed: the scale,
the positions and games, the log-loss per position against a uniform guess's, and a
calibration table (the chances given, by tenths, against how often those seats won).

Measured 2026-11-28 on this project's 2-core machine under a load average of 5 to 7 (2
processes, about 5 minutes): Clowder, 100 games, 418 round starts: scale 274 (log-loss 1.058
against 1.139 for a uniform guess: a round's start foretells little), kept as 275; Cat's
Mansion, 80 games, 18,855 turn starts: 2.26 turns (log-loss 0.560 against 1.496), kept as
2.25. Both are well calibrated (the chances given by tenths against how often they won, within
a few points where there are more than a hundred seats).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.adapt import chances_of  # noqa: E402
from game.registry import rules as rules_of  # noqa: E402

SEED = 1000
LEVELS = ("easy", "medium", "hard", "hard")
TABLES = {"clowder": ((4, None), (3, None), (2, None), (4, None)),
          "mansion": ((5, {"rules": "s"}), (4, {"rules": "s"}), (3, {"rules": "s"}), (5, None))}
DEFAULT_GAMES = {"clowder": 100, "mansion": 80}


def judged_values(name: str):
    """The game's `judged_values(state)` (its contract module's)."""
    if name == "clowder":
        from game.clowder.contract import judged_values
    else:
        from game.mansion.contract import judged_values
    return judged_values


def play(job: tuple[str, int]) -> tuple[list[list[float]], int | None]:
    """Game `index` of `name`: the values at each state judged, and the winning seat."""
    name, index = job
    rules = rules_of(name)
    seats, options = TABLES[name][index % len(TABLES[name])]
    rng = random.Random(f"fit-table-chances:{name}:{index}")
    levels = [rng.choice(LEVELS) for _ in range(seats)]
    values = judged_values(name)
    state, found = rules.new(seats, SEED + index, options), []
    while not state.is_over():
        judged = values(state)
        if judged is not None:
            found.append(judged)
        seat = state.to_act()
        state = state.play(rules.choose(state.seen_by(seat), seat, levels[seat], rng))
    winners = state.winners()
    return found, winners[0] if len(winners) == 1 else None


def log_loss(rows: list[tuple[list[float], int]], scale: float) -> float:
    """The mean of -log(the winner's chance) over `rows` (values, winner)."""
    losses = [-math.log(max(chances_of(values, scale)[winner], 1e-12)) for values, winner in rows]
    return sum(losses) / len(losses)


def best_scale(rows: list[tuple[list[float], int]], low: float, high: float) -> float:
    """The scale of the least log-loss between `low` and `high` (golden section on its log)."""
    ratio = (math.sqrt(5) - 1) / 2
    a, b = math.log(low), math.log(high)
    for _ in range(40):
        c, d = b - ratio * (b - a), a + ratio * (b - a)
        if log_loss(rows, math.exp(c)) < log_loss(rows, math.exp(d)):
            b = d
        else:
            a = c
    return math.exp((a + b) / 2)


def calibration(rows: list[tuple[list[float], int]], scale: float) -> list[str]:
    """Markdown rows: by tenths of the chance given, the mean chance and how often it won."""
    bins: dict[int, list[float]] = {}
    for values, winner in rows:
        for seat, chance in enumerate(chances_of(values, scale)):
            cell = bins.setdefault(min(int(chance * 10), 9), [0.0, 0.0, 0.0])
            cell[0] += chance
            cell[1] += seat == winner
            cell[2] += 1
    return [f"| {tenth / 10:.1f} | {given / n:.3f} | {won / n:.3f} | {n:.0f} |"
            for tenth, (given, won, n) in sorted(bins.items())]


def main(argv: list[str] | None = None) -> int:
    """Play, fit and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append")
    parser.add_argument("--games", type=int, default=None, help="games of each (default: DEFAULT_GAMES)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    for name in args.only or TABLES:
        jobs = [(name, index) for index in range(args.games or DEFAULT_GAMES[name])]
        if args.workers > 1:
            with Pool(args.workers) as pool:
                games = pool.map(play, jobs)
        else:
            games = [play(job) for job in jobs]
        rows = [(values, winner) for found, winner in games if winner is not None for values in found]
        scale = best_scale(rows, 0.1, 10_000.0)
        uniform = sum(math.log(len(values)) for values, _ in rows) / len(rows)
        print(f"{name}: scale {scale:.3g} from {len(rows)} positions of {len(games)} games; "
              f"log-loss {log_loss(rows, scale):.3f} (a uniform guess: {uniform:.3f})")
        print("\n| chance given | mean given | won | seats |\n|---|---|---|---|")
        print("\n".join(calibration(rows, scale)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
