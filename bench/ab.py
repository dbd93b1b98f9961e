"""Two or more checkouts' speed compared in one run (A/B), for a shared, noisy machine.

    python bench/ab.py engine  --base PATH [--other PATH ...] [--rounds 7] [--games 200]
                               [--workers 1]
    python bench/ab.py movegen --base PATH [--other PATH ...] [--rounds 5] [--games 20]
    python bench/ab.py search  --base PATH [--other PATH ...] [--rounds 5] [--games 12]

`--base` is a checkout to compare against (e.g. `git worktree add --detach
/tmp/base main`), `--other` more of them; this checkout is always measured.
Each round runs every checkout once, each in a fresh process, in turn (the
order reversed every other round), so a change in the machine's load falls
on all of them alike. Prints each run, then each checkout's median and its
ratio to the base's median, and the load average before and after.

  engine   that checkout's bench/bench_engine.py play_random_games: random
           full games per second (wall clock, as bench_engine.py prints it;
           CPU time beside it); with --workers N, N processes side by side
  movegen  that checkout's bench/bench_movegen.py measure(): positions per
           second listed, and listed and played, by Game.legal_turns() and by
           MoveGen (CPU time, as bench_movegen.py prints it)
  search   the `hard` level's search at a fixed node budget (3,000 nodes, no
           clock, so the same nodes in every checkout whose search is
           unchanged), from a position 30 random turns into each of that many
           games: nodes searched per second (CPU time), and the nodes

Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

ENGINE = """
import json, sys, time
from concurrent.futures import ProcessPoolExecutor
sys.path[:0] = [{root!r}, {root!r} + "/bench"]
import bench_engine
if __name__ == "__main__":
    if {workers} == 1:
        w, c = time.perf_counter(), time.process_time()
        games, turns = bench_engine.play_random_games(0, {games})
        w, c = time.perf_counter() - w, time.process_time() - c
        out = {{"games/s": games / w, "games/s (CPU)": games / c, "turns/game": turns / games}}
    else:  # as bench_engine.py: the games shared out between processes side by side
        share = {games} // {workers}
        w = time.perf_counter()
        with ProcessPoolExecutor({workers}) as pool:
            done = list(pool.map(bench_engine.play_random_games,
                                 [k * share for k in range({workers})], [share] * {workers}))
        out = {{"games/s, {workers} processes": sum(g for g, _ in done) / (time.perf_counter() - w)}}
    print(json.dumps(out))
"""

MOVEGEN = """
import json, sys
sys.path[:0] = [{root!r}, {root!r} + "/bench"]
import bench_movegen
from game.catherders import Rules
rules = Rules.parse("designer", "")
games = bench_movegen.random_games(rules, "hex6", "beginner", 9, {games}, 1)
out = {{}}
for play in (False, True):
    r = bench_movegen.measure(rules, games, play)
    what = "play" if play else "list"
    out[what + ": engine"] = r["positions"] / r["engine"]
    out[what + ": MoveGen"] = r["positions"] / r["fast"]
print(json.dumps(out))
"""

SEARCH = """
import json, random, sys, time
sys.path[:0] = [{root!r}]
from game.catherders import Game, new_position
from game.catherders.evaluate import Evaluator
from game.catherders.search import Search
games = []
for seed in range({games}):
    g = Game(new_position(seed=seed))
    rng = random.Random(seed)
    while len(g.stack) < 30 and not g.is_over():
        g.random_turn(rng)
    if not g.is_over():
        games.append((seed, g))
nodes, c = 0, time.process_time()
for seed, g in games:
    s = Search(g, Evaluator(g), random.Random(seed), max_nodes=3000, qdepth=2)  # as `hard`
    s.run(64, s.root_moves())
    nodes += s.nodes
c = time.process_time() - c
print(json.dumps({{"search nodes/s (CPU)": nodes / c, "nodes": nodes}}))
"""
CODE = {"engine": ENGINE, "movegen": MOVEGEN, "search": SEARCH}
ROUNDS = {"engine": 7, "movegen": 5, "search": 5}
GAMES = {"engine": 200, "movegen": 20, "search": 8}


def run_once(kind: str, root: Path, games: int, workers: int = 1) -> dict:
    """One measurement of `root` in a fresh process: {figure: value}."""
    code = CODE[kind].format(root=str(root), games=games, workers=workers)
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"{root}: the measurement failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    """Entry point for `python bench/ab.py`."""
    p = argparse.ArgumentParser(prog="python bench/ab.py", description=__doc__.split("\n")[0])
    p.add_argument("kind", choices=list(CODE))
    p.add_argument("--base", required=True, type=Path, help="the checkout to compare against")
    p.add_argument("--other", action="append", default=[], type=Path, help="another checkout")
    p.add_argument("--rounds", type=int, default=None, help=f"rounds (default {ROUNDS})")
    p.add_argument("--games", type=int, default=None, help=f"games per run (default {GAMES})")
    p.add_argument("--workers", type=int, default=1, help="engine: processes side by side")
    args = p.parse_args()
    rounds = args.rounds or ROUNDS[args.kind]
    games = args.games or GAMES[args.kind]
    roots = [args.base.resolve(), *(o.resolve() for o in args.other), HERE]
    names = [str(r) for r in roots]
    results: dict[str, list[dict]] = {n: [] for n in names}
    load_before = os.getloadavg()
    print(f"{args.kind}, {rounds} rounds, {games} games per run, load average "
          f"{load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}", flush=True)
    for i in range(rounds):
        order = list(zip(names, roots, strict=True))
        if i % 2:
            order.reverse()
        for name, root in order:
            r = run_once(args.kind, root, games, args.workers)
            results[name].append(r)
            print(f"round {i + 1} {name}: " + ", ".join(f"{k} {v:,.1f}" for k, v in r.items()),
                  flush=True)
    load_after = os.getloadavg()
    print(f"load average after: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f}")
    base = names[0]
    for key in results[base][0]:
        base_median = statistics.median(r[key] for r in results[base])
        print(f"\n{key} (median of {rounds}; ratio to {base})")
        for name in names:
            values = [r[key] for r in results[name]]
            m = statistics.median(values)
            print(f"  {m:>10,.1f}  {m / base_median:5.3f}x  {name}  "
                  f"(runs {min(values):,.1f} to {max(values):,.1f})")


if __name__ == "__main__":
    main()
