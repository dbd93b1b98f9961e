"""The arena: two players play N games; wins, draws, losses and the Elo difference.

    python bench/arena.py --games 40 --a hard --b greedy [--workers 2]

Players: a level (easy, medium, hard, max), `random` (a turn drawn uniformly
from the legal turns) or `greedy` (the turn that catches the most cats now,
ties at random). Game i starts from new_position(seed = SEED + i // 2): each
setup is played twice, A taking blue in the first game of the pair and red in
the second. Games run in parallel processes (--workers, default every core).

Levels play with their own budgets (game.catherders.bots.BUDGETS: a node budget and a
time budget, whichever is spent first). --seconds S gives every level S
seconds per turn instead (and no node budget); --nodes N gives N nodes and
no clock, which makes the whole run reproducible.

The Elo difference comes from A's score s (a win 1, a draw 1/2): 400·log10(s/(1-s)).
Its 95% interval maps s ± 1.96·SE through the same formula, with SE the
standard error of the mean per-game score; when A won or lost every game,
the interval is the Wilson score interval instead (the estimate itself is
then infinite, shown as a bound). Importing this module runs nothing
(tests/test_arena.py imports it: pytest puts bench/ on the path).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.catherders import BLUE, RULE_SETS, SETUPS, VARIANTS, Game, NotationError, Rules, new_position  # noqa: E402
from game.catherders.board import DEFAULT_BOARD, board_names  # noqa: E402
from game.catherders.bots import BUDGETS, PLAYERS, player_turn  # noqa: E402
from game.catherders.setups import DEFAULT_CATS  # noqa: E402

Z95 = 1.959964


@dataclass(frozen=True)
class GameSpec:
    """What one arena game needs; picklable for the worker processes."""

    index: int
    a: str
    b: str
    seed: int
    rules: Rules
    board: str
    setup: str
    cats: int
    seconds: float | None
    nodes: int | None


@dataclass
class GameResult:
    """One game's result for player A (1, 0.5 or 0), its length and A's and B's turn times."""

    index: int
    score: float
    turns: int
    reason: str
    times_a: list[float]
    times_b: list[float]


def _budget(player: str, spec: GameSpec) -> tuple[float | None, int | None]:
    if player not in BUDGETS:
        return None, None
    if spec.nodes is not None:
        return None, spec.nodes
    if spec.seconds is not None:
        return spec.seconds, 1 << 60
    seconds, nodes = BUDGETS[player][:2]
    return seconds, nodes


def play_game(spec: GameSpec) -> GameResult:
    """Play one arena game to its end."""
    game = Game(new_position(spec.board, spec.setup, spec.cats, spec.seed), spec.rules)
    a_colour = BLUE if spec.index % 2 == 0 else 1 - BLUE
    rngs = {p: random.Random(f"{spec.seed}:{spec.index}:{p}") for p in (0, 1)}
    times: dict[int, list[float]] = {0: [], 1: []}
    while (outcome := game.outcome()) is None:
        colour = game.to_move
        player = spec.a if colour == a_colour else spec.b
        seconds, nodes = _budget(player, spec)
        t0 = time.perf_counter()
        turn = player_turn(player, game, rngs[colour], seconds, nodes)
        times[colour].append(time.perf_counter() - t0)
        game.push(turn)
    if outcome.winner is None:
        score = 0.5
    else:
        score = 1.0 if outcome.winner == a_colour else 0.0
    return GameResult(spec.index, score, len(game.stack), outcome.reason,
                      times[a_colour], times[1 - a_colour])


# ---- statistics -------------------------------------------------------------------


def elo(score: float) -> float:
    """Elo difference for an expected score in [0, 1] (infinite at 0 and 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return 400.0 * math.log10(score / (1.0 - score))


def elo_interval(wins: int, draws: int, losses: int) -> tuple[float, float, float]:
    """(Elo estimate, low, high) of the 95% interval for A's results."""
    n = wins + draws + losses
    if n == 0:
        raise ValueError("no games")
    s = (wins + 0.5 * draws) / n
    if s in (0.0, 1.0):
        # Wilson score interval: finite bounds even when every game went one way.
        z2 = Z95 * Z95
        centre = (s + z2 / (2 * n)) / (1 + z2 / n)
        half = Z95 * math.sqrt(s * (1 - s) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        low = elo(centre - half) if s == 1.0 else -math.inf
        high = elo(centre + half) if s == 0.0 else math.inf
        return elo(s), low, high
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n
    se = math.sqrt(var / n)
    low, high = max(s - Z95 * se, 0.0), min(s + Z95 * se, 1.0)
    return elo(s), elo(low), elo(high)


def _fmt_elo(x: float) -> str:
    return "+inf" if x == math.inf else "-inf" if x == -math.inf else f"{x:+.0f}"


def summary(a: str, b: str, results: list[GameResult]) -> str:
    """The report printed at the end of a run."""
    wins = sum(r.score == 1.0 for r in results)
    draws = sum(r.score == 0.5 for r in results)
    losses = sum(r.score == 0.0 for r in results)
    n = len(results)
    est, low, high = elo_interval(wins, draws, losses)
    lines = [
        f"{a} vs {b}: {n} games, {a} won {wins}, drew {draws}, lost {losses} "
        f"(score {100 * (wins + draws / 2) / n:.1f}%)",
        f"Elo difference {_fmt_elo(est)}, 95% interval {_fmt_elo(low)} .. {_fmt_elo(high)}",
        f"turns per game: median {statistics.median(r.turns for r in results):.0f}",
    ]
    for who, pick in ((a, "times_a"), (b, "times_b")):
        times = [t for r in results for t in getattr(r, pick)]
        if times:
            lines.append(f"{who}: {len(times)} turns, seconds per turn median "
                         f"{statistics.median(times):.3f}, max {max(times):.3f}")
    reasons: dict[str, int] = {}
    for r in results:
        if r.score == 0.5:
            kind = r.reason.split(",")[0]
            reasons[kind] = reasons.get(kind, 0) + 1
    if reasons:
        lines.append("draws: " + "; ".join(f"{k} ({v})" for k, v in sorted(reasons.items())))
    return "\n".join(lines)


# ---- command line -------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The arguments of `python bench/arena.py`."""
    p = argparse.ArgumentParser(
        prog="python bench/arena.py",
        description="Play games between two players and report the Elo difference of A over B.")
    p.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    p.add_argument("--a", default="hard", choices=PLAYERS, help="player A (default hard)")
    p.add_argument("--b", default="greedy", choices=PLAYERS, help="player B (default greedy)")
    p.add_argument("--seconds", type=float, default=None,
                   help="seconds per turn for the levels, instead of their own budgets")
    p.add_argument("--nodes", type=int, default=None,
                   help="node budget per turn for the levels, and no clock (reproducible)")
    p.add_argument("--seed", type=int, default=1, help="first setup seed (default 1)")
    p.add_argument("--rules", default="designer", choices=RULE_SETS, help="rule set")
    p.add_argument("--variant", default="", metavar="LIST",
                   help=f"comma-separated variants: {', '.join(VARIANTS)}")
    p.add_argument("--board", default=DEFAULT_BOARD, metavar="NAME",
                   help=f"board: {', '.join(board_names())} (default {DEFAULT_BOARD})")
    p.add_argument("--cats", type=int, default=DEFAULT_CATS, help="odd number of cats, 3 to 25")
    p.add_argument("--setup", default="beginner", choices=SETUPS, help="herders on the Wall")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="games played at once (default: every core)")
    p.add_argument("--verbose", action="store_true", help="print each game as it ends")
    return p


def run(argv: list[str] | None = None) -> int:
    """Run the arena; return the exit status."""
    args = build_parser().parse_args(argv)
    try:
        rules = Rules.parse(args.rules, args.variant)
        new_position(args.board, args.setup, args.cats, args.seed)  # checks the options
        if args.games < 1 or args.workers < 1:
            raise NotationError("--games and --workers must be 1 or more")
    except NotationError as e:
        print(e, file=sys.stderr)
        return 2
    specs = [GameSpec(i, args.a, args.b, args.seed + i // 2, rules, args.board, args.setup,
                      args.cats, args.seconds, args.nodes) for i in range(args.games)]
    results: list[GameResult] = []
    t0 = time.perf_counter()
    if args.workers == 1:
        stream = map(play_game, specs)
        results = _collect(stream, args, specs)
    else:
        with ProcessPoolExecutor(args.workers) as pool:
            results = _collect(pool.map(play_game, specs), args, specs)
    print(summary(args.a, args.b, results))
    print(f"({args.workers} workers, {time.perf_counter() - t0:.0f} s; rules {rules}, "
          f"{args.board} {args.setup} {args.cats} cats, seeds {args.seed}..{specs[-1].seed})")
    return 0


def _collect(stream, args, specs) -> list[GameResult]:
    results = []
    for r in stream:
        results.append(r)
        if args.verbose:
            spec = specs[r.index]
            colour = "blue" if r.index % 2 == 0 else "red"
            print(f"game {r.index + 1} (seed {spec.seed}, {args.a} {colour}): "
                  f"{r.score:g} after {r.turns} turns, {r.reason}", flush=True)
    return results


def main() -> None:
    """Entry point for `python bench/arena.py`."""
    sys.exit(run())


if __name__ == "__main__":
    main()
