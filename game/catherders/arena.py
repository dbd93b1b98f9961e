"""Cat Herders' arena: two players play N games; wins, draws, losses and the Elo difference
(`python bench/arena.py catherders`).

Players: a level (easy, medium, hard, max), `random` (a turn drawn uniformly from the legal
turns) or `greedy` (the turn that catches the most cats now, ties at random). Game i starts
from new_position(seed = SEED + i // 2): each setup is played twice, A taking blue in the
first game of the pair and red in the second.

Levels play with their own budgets (game.catherders.bots.BUDGETS: a node budget and a time
budget, whichever is spent first); a run's `seconds` gives every level that many seconds a
turn instead (and no node budget); its `nodes`, that many nodes and no clock, which makes the
whole run reproducible. The Elo difference and its 95% interval: game.arena.elo_interval.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass

from game.arena import elo_interval

from .bots import BUDGETS, player_turn
from .position import BLUE
from .rules import Rules
from .setups import new_position
from .state import Game


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
