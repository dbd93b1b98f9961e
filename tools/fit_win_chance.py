"""Fit the win-chance curve of the game review (game/catherders/winchance.py) on self-play.

    python tools/fit_win_chance.py --loss-games 0      # 200 games: writes the CSV, fits
    python tools/fit_win_chance.py --fit-only          # refit the CSV, then the loss check
    python tools/fit_win_chance.py --games 20 --loss-games 4 --out /tmp/w.csv   # a quick look

The 200 games took 946 s on this project's 2-core machine under a load average of 2 to 4
(one process); the loss check of 24 games takes a few minutes more, hence the two runs.

Self-play. Game i starts from new_position(board, setup, 9 cats, seed = SEED + i) under a
cycle of rules (SPECS: mostly the page's default, hex6 beginner designer, and some
advanced setups, alternate rules and double-step). At each position the side to move is
scored with game.catherders.review.score_position at the review's node budget (DEFAULT_NODES),
exactly as the review scores it, and plays the best turn that search found (which is
choose(game, game.to_move, "hard", Random(0), max_nodes=DEFAULT_NODES)), except that with
probability --noise it plays an `easy` turn instead (seeded per game), so the games hold
mistakes and lopsided positions, as people's games do. Each position is written to the
CSV (game, ply, eval, mover_won): mover_won is 1 if the side to move went on to win, 0 if
it lost, 0.5 for a draw.

The fit. P(win) = 1 / (1 + exp(-K * (eval - C))), by maximum likelihood (Newton's method
on the cross-entropy, which takes the draws' halves as they are), leaving out the
positions the search scored as a forced win or loss (|eval| >= WIN - 1000: their outcome
is the search's, not the curve's). Printed: the constants, games and positions, the
log-loss (and a constant 50% guess's, for scale), and a calibration table. It also fits
the symmetric curve (C = 0: the data and its mirror image, -eval and 1 - mover_won), which
is the one game/catherders/winchance.py keeps when the free C gains next to nothing: a symmetric
curve gives the mover of a turn 1 - win_chance(V) = win_chance(-V) for the position after
it, whichever side's view V is taken from.

The loss check. --loss-games games between `medium` and `easy` (fixed node budgets, no
clock, colours alternating) are reviewed with review_game using the fresh symmetric fit, and the
distribution of each player's per-turn losses is printed with how many turns each
threshold would mark: what game/catherders/review.py's thresholds were chosen from. At each of
their positions a second search without the best turn gives the gap in win chance from the
best turn to the second best: its distribution is what ONLY_MOVE_GAP was chosen from, and
the review's only_move (a null-window test) is compared with it.
"""

from __future__ import annotations

import argparse
import csv
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.catherders import Game, Rules, new_position, winchance  # noqa: E402
from game.catherders.bots import BUDGETS, choose  # noqa: E402
from game.catherders.evaluate import WIN, Evaluator  # noqa: E402
from game.catherders.movegen import KEY  # noqa: E402
from game.catherders.review import (  # noqa: E402
    DEFAULT_NODES,
    MAX_DEPTH,
    ONLY_MOVE_GAP,
    QDEPTH,
    review_game,
    score_position,
)
from game.catherders.search import Search  # noqa: E402

# (board, setup, rules, variants): game i plays SPECS[i % len(SPECS)].
SPECS = [("hex6", "beginner", "designer", "-")] * 5 + [
    ("hex6", "advanced", "designer", "-"),
    ("hex6", "beginner", "alternate", "-"),
    ("hex6", "beginner", "designer", "double-step"),
]
MAX_PLIES = 400  # a game still going then is dropped (none has been)
CUTS = (0.02, 0.05, 0.10, 0.15, 0.20, 0.30)


def self_play(index: int, seed: int, nodes: int, noise: float) -> list[tuple[int, int, int, float]]:
    """One game's rows (game, ply, eval, mover_won)."""
    board, setup, ruleset, variants = SPECS[index % len(SPECS)]
    game = Game(new_position(board, setup, 9, seed + index), Rules.parse(ruleset, variants))
    rng = random.Random(seed * 7919 + index)
    rows = []
    while not game.is_over():
        if len(game.stack) >= MAX_PLIES:
            return []
        score, best = score_position(game, nodes)
        rows.append((len(game.stack), game.to_move, score))
        game.push(choose(game, game.to_move, "easy", rng) if rng.random() < noise else best)
    winner = game.outcome().winner
    return [(index, ply, score, 0.5 if winner is None else float(winner == mover))
            for ply, mover, score in rows]


def fit(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """(K, C) maximising the likelihood of ys under 1/(1+exp(-K*(x-C))) (Newton's method)."""
    a, b = 0.0, 1.0  # p = sigmoid(a + b * x / 1000): scaled for a well-conditioned step
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            u = x / 1000
            p = _sigmoid(a + b * u)
            w = p * (1 - p)
            ga += y - p
            gb += (y - p) * u
            haa += w
            hab += w * u
            hbb += w * u * u
        det = haa * hbb - hab * hab
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) < 1e-10 and abs(db) < 1e-10:
            break
    return b / 1000, -a / b * 1000


def log_loss(xs, ys, k: float, c: float) -> float:
    """Mean cross-entropy of ys under the curve (K, C), in nats."""
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = min(1 - 1e-12, max(1e-12, _sigmoid(k * (x - c))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(xs)


def calibration(xs, ys, curves: list[tuple[float, float]]) -> list[str]:
    """Rows: eval bucket, positions, observed win rate, mean chance of each curve (K, C)."""
    edges = [-math.inf, -2000, -1500, -1000, -700, -400, -200, 0, 200, 400, 700, 1000, 1500, 2000,
             math.inf]
    lines = [f"{'eval from':>10} {'to':>6} {'positions':>9} {'observed':>8} "
             + " ".join(f"{'C=' + format(c, '.0f'):>7}" for _, c in curves)]
    for lo, hi in zip(edges, edges[1:], strict=False):
        cell = [(x, y) for x, y in zip(xs, ys, strict=True) if lo <= x < hi]
        if cell:
            obs = sum(y for _, y in cell) / len(cell)
            fitted = [sum(_sigmoid(k * (x - c)) for x, _ in cell) / len(cell) for k, c in curves]
            lines.append(f"{lo:>10.0f} {hi:>6.0f} {len(cell):>9} {obs:>8.3f} "
                         + " ".join(f"{f:>7.3f}" for f in fitted))
    return lines


def second_best_gap(game: Game, nodes: int) -> float | None:
    """Win chance of the best turn minus that of the best of the others (a second search
    without the best turn, same budget); None with a single legal turn."""
    search = Search(game, Evaluator(game), random.Random(0), max_nodes=nodes, qdepth=QDEPTH)
    moves = search.root_moves()
    if len(moves) < 2:
        return None
    best, score, _ = search.run(MAX_DEPTH, moves)
    rest = [m for m in moves if m[KEY] != best[KEY]]
    if len(rest) == 1:
        rest[0:0] = [rest[0]]  # run() does not score a lone move: give it a twin
    again = Search(game, Evaluator(game), random.Random(0), max_nodes=nodes, qdepth=QDEPTH)
    _, second, _ = again.run(MAX_DEPTH, rest)
    return winchance.win_chance(score) - winchance.win_chance(second)


def loss_check(games: int, seed: int, nodes: int) -> None:
    """Review medium-vs-easy games; print each level's loss distribution and marks, and the
    gap to the second-best turn at each position (what ONLY_MOVE_GAP was chosen from)."""
    losses: dict[str, list[float]] = {"medium": [], "easy": []}
    accuracy: dict[str, list[float]] = {"medium": [], "easy": []}
    gaps: list[float] = []
    only = agree = 0
    for i in range(games):
        levels = ("medium", "easy") if i % 2 == 0 else ("easy", "medium")
        game = Game(new_position("hex6", "beginner", 9, seed + 10_000 + i))
        rngs = (random.Random(seed + 2 * i), random.Random(seed + 2 * i + 1))
        while not game.is_over() and len(game.stack) < MAX_PLIES:
            p = game.to_move
            game.push(choose(game, game.to_move, levels[p], rngs[p], max_nodes=BUDGETS[levels[p]][1]))
        review = review_game(game, nodes)
        replay = Game(game.start, game.rules)
        for t in review.turns:
            losses[levels[t.mover]].append(t.loss)
            gap = second_best_gap(replay, nodes)
            if gap is not None:
                gaps.append(gap)
                only += t.only_move
                agree += t.only_move == (gap >= ONLY_MOVE_GAP)
            replay.push(t.turn)
        for p in (0, 1):
            accuracy[levels[p]].append(review.players[p].accuracy)
    print(f"\nloss check: {games} games medium vs easy (hex6 beginner designer), reviewed at "
          f"{nodes} nodes with the fit above")
    print(f"{'player':>7} {'turns':>6} {'mean':>6} {'p50':>6} {'p75':>6} {'p90':>6} {'p95':>6} "
          f"{'p99':>6} " + " ".join(f"{'>=' + str(c):>7}" for c in CUTS) + "  accuracy")
    for name, xs in losses.items():
        xs.sort()
        q = [xs[min(len(xs) - 1, int(f * len(xs)))] for f in (0.5, 0.75, 0.9, 0.95, 0.99)]
        shares = [sum(x >= c for x in xs) / len(xs) for c in CUTS]
        acc = sum(accuracy[name]) / len(accuracy[name])
        print(f"{name:>7} {len(xs):>6} {sum(xs) / len(xs):>6.3f} "
              + " ".join(f"{v:>6.3f}" for v in q) + " "
              + " ".join(f"{100 * s:>6.1f}%" for s in shares) + f"  {acc:>8.1f}")
    gaps.sort()
    q = [gaps[min(len(gaps) - 1, int(f * len(gaps)))] for f in (0.5, 0.75, 0.9, 0.95, 0.98, 0.99)]
    print(f"\ngap from the best turn to the second best, {len(gaps)} positions with 2 turns or more:")
    print("  p50 p75 p90 p95 p98 p99: " + " ".join(f"{v:.3f}" for v in q) + f"; largest {gaps[-1]:.3f}")
    print("  share at least " + ", ".join(f"{c}: {100 * sum(g >= c for g in gaps) / len(gaps):.1f}%"
                                          for c in (0.1, 0.15, 0.2, 0.25, 0.3)))
    print(f"  review's only_move (gap {ONLY_MOVE_GAP}, null-window test): {only} positions; "
          f"agrees with the second search in {agree} of {len(gaps)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--loss-games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    parser.add_argument("--noise", type=float, default=0.1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "data" / "win_chance.csv")
    parser.add_argument("--fit-only", action="store_true", help="refit the CSV, play nothing")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.fit_only:
        with args.out.open() as f:
            rows = [(int(r["game"]), int(r["ply"]), int(r["eval"]), float(r["mover_won"]))
                    for r in csv.DictReader(f)]
    else:
        rows = []
        for i in range(args.games):
            rows += self_play(i, args.seed, args.nodes, args.noise)
            if (i + 1) % 10 == 0:
                print(f"  {i + 1} games, {len(rows)} positions, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(("game", "ply", "eval", "mover_won"))
            w.writerows(rows)
    games = len({r[0] for r in rows})
    kept = [r for r in rows if abs(r[2]) < WIN - 1000]
    xs, ys = [float(r[2]) for r in kept], [r[3] for r in kept]
    k, c = fit(xs, ys)
    k0, _ = fit(xs + [-x for x in xs], ys + [1 - y for y in ys])  # C = 0 by symmetry
    draws = sum(r[3] == 0.5 for r in rows) / max(1, len(rows))
    print(f"positions: {len(rows)} from {games} games ({len(rows) - len(kept)} forced wins/losses "
          f"left out, {100 * draws:.1f}% in drawn games); nodes {args.nodes}, noise {args.noise}")
    print(f"fit: K = {k:.6g}, C = {c:.4g}; log-loss {log_loss(xs, ys, k, c):.4f} nats "
          f"(a 50% guess: {math.log(2):.4f}); with C = 0: K = {k0:.6g}, "
          f"log-loss {log_loss(xs, ys, k0, 0.0):.4f}")
    print("calibration: observed win rate against the mean fitted chance, free C and C = 0")
    print("\n".join(calibration(xs, ys, [(k, c), (k0, 0.0)])))
    if args.loss_games:
        winchance.K, winchance.C = k0, 0.0  # the review below uses the fresh (symmetric) fit
        loss_check(args.loss_games, args.seed, args.nodes)
    print(f"\n{time.perf_counter() - start:.0f} s")
    return 0


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1 / (1 + math.exp(-x))
    e = math.exp(x)
    return e / (1 + e)


if __name__ == "__main__":
    raise SystemExit(main())
