"""Time the review of a finished table game (game/review.py) in CPython, one game of each:
a 5-player pageant, a 4-player Clowder game, a 5-cat Shorter Course Cat's Mansion race.

    python bench/bench_table_review.py                   # the three games, 1 run each
    python bench/bench_table_review.py --only mansion --runs 3
    python bench/bench_table_review.py --decisions 20    # each game's first 20 decisions
    .venv/bin/python bench/bench_table_review.py --browser   # in Pyodide, Debian's Chromium

The games: seeded self-play (seed --seed) by a table like a person's: seat 1 at the easy level
(the stand-in for a person, whose decisions often differ from the hard computer's, so that
many are played out), seat 2 at medium, the others at hard; --decisions cuts each game there
(the review of an unfinished game). Each run reviews the game as the computer's worker does,
one `Reviewer.step` at a time, and prints the seconds it took (wall clock, and this process's
processor time: the machine is shared), the longest step (how long the worker cannot answer
another call), the decisions judged, those played out (the hard choice differed) and those
shown as costly. Target: a whole review in 30 s in the browser, where Pyodide is 2 to 3 times
slower than CPython, so at most about 10 s here. Figures are measured, never asserted.

--browser reviews the same games (played in CPython) in Pyodide in headless Chromium, as the
computer's worker does: the site's shipped runtime (assets/vendor/, after tools/vendor.py) and
the worker's zips (assets/app/worker.zip and each game's worker-<name>.zip), served by
tools/serve.py's handler, then the worker's own calls (web/shell/computer_worker.py's
table_review_begin, table_review_next until every decision is judged, table_review_result),
timed in the page; the longest call is what keeps the worker from answering another.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.registry import rules as rules_of  # noqa: E402
from game.review import Reviewer  # noqa: E402

# The benchmark's tables: (seats, options).
TABLES = {"pageant": (5, None), "clowder": (4, None), "mansion": (5, {"rules": "s"})}
LINE_UP = ("easy", "medium")  # seats 1 and 2; every other seat plays hard


def self_play(name: str, seed: int, decisions: int | None):
    """The game of `name` at its table, played by LINE_UP and hard seats from `seed`, to its
    end or cut after `decisions` decisions."""
    rules = rules_of(name)
    seats, options = TABLES[name]
    state = rules.new(seats, seed, options)
    rng = random.Random(f"bench-table-review:{name}:{seed}")
    played = 0
    while not state.is_over() and (decisions is None or played < decisions):
        seat = state.to_act()
        level = LINE_UP[seat] if seat < len(LINE_UP) else "hard"
        state = state.play(rules.choose(state.seen_by(seat), seat, level, rng))
        played += 1
    return state


def timed_review(rules, state, seed: int) -> dict:
    """One review of `state`'s game, step by step: its times and counts."""
    wall, cpu = time.perf_counter(), time.process_time()
    reviewer = Reviewer(rules, state, seed)
    longest = time.perf_counter() - wall
    while not reviewer.done:
        start = time.perf_counter()
        reviewer.step()
        longest = max(longest, time.perf_counter() - start)
    review = reviewer.review()
    return {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu, "longest": longest,
            "decisions": len(review.decisions),
            "played out": sum(d.played is not None for d in review.decisions),
            "costly": sum(len(review.costly(seat)) for seat in range(state.seats))}


BROWSER_JS = """async ({records, seed}) => {
  const { loadPyodide } = await import('/assets/vendor/pyodide/pyodide.mjs');
  const py = await loadPyodide({ indexURL: '/assets/vendor/pyodide/' });
  for (const zip of ['worker', ...Object.keys(records).map((name) => `worker-${name}`)]) {
    py.unpackArchive(await (await fetch(`/assets/app/${zip}.zip`)).arrayBuffer(), 'zip');
  }
  py.globals.set('records', JSON.stringify(records));
  py.globals.set('seed', seed);
  return py.runPython(`
import json, time
from web.shell import computer_worker as worker
timed = {}
for name, record in json.loads(records).items():
    start = time.perf_counter()
    total = worker.table_review_begin(name, record, seed)
    longest = time.perf_counter() - start
    done = 0
    while done < total:
        step = time.perf_counter()
        done = json.loads(worker.table_review_next())["done"]
        longest = max(longest, time.perf_counter() - step)
    review = json.loads(worker.table_review_result())
    timed[name] = [time.perf_counter() - start, longest, len(review["chances"]) - 1]
json.dumps(timed)
`);
}"""
PAGE = "<!doctype html><title>The review of a table game, timed</title>"


def browser_times(records: dict[str, str], seed: int) -> dict[str, list]:
    """{game: [seconds, the longest call, decisions]} of each record's review in Pyodide."""
    from bench_load import CHROMIUM, CHROMIUM_ARGS, serving
    from playwright.sync_api import sync_playwright

    with serving(ROOT) as origin, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        address = f"{origin}/bench-table-review"  # a page of its own, on the site's origin
        page.route(address, lambda route: route.fulfill(body=PAGE, content_type="text/html"))
        page.goto(address)
        timed = json.loads(page.evaluate(BROWSER_JS, {"records": records, "seed": seed}))
        browser.close()
    return timed


def main(argv: list[str] | None = None) -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=None, help="cut each game after this many")
    parser.add_argument("--browser", action="store_true", help="review them in Pyodide in Chromium")
    args = parser.parse_args(argv)
    if args.browser:
        sys.path.insert(0, str(ROOT / "bench"))
        records = {name: rules_of(name).write_record(self_play(name, args.seed, args.decisions))
                   for name in args.only or TABLES}
        print(f"review of a self-play game of each table game (seed {args.seed}) in Pyodide, in Chromium")
        print("\n| game | decisions | seconds | longest call s |\n|---|---|---|---|")
        for name, (seconds, longest, decisions) in browser_times(records, args.seed).items():
            print(f"| {name} | {decisions} | {seconds:.2f} | {longest:.3f} |")
        return 0
    print(f"review of a self-play game of each table game (seed {args.seed}; seat 1 easy, seat 2 "
          f"medium, the others hard), Python {sys.version.split()[0]}")
    print("\n| game | decisions | played out | costly shown | wall s | processor s | longest step s |")
    print("|---|---|---|---|---|---|---|")
    for name in args.only or TABLES:
        rules = rules_of(name)
        state = self_play(name, args.seed, args.decisions)
        runs = [timed_review(rules, state, args.seed) for _ in range(args.runs)]
        first = runs[0]
        print(f"| {name} | {first['decisions']} | {first['played out']} | {first['costly']} | "
              f"{statistics.median(r['wall'] for r in runs):.2f} | "
              f"{statistics.median(r['cpu'] for r in runs):.2f} | "
              f"{statistics.median(r['longest'] for r in runs):.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
