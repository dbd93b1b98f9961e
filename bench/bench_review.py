"""Time the game review on a self-play game: in CPython (game.catherders.review.review_game), or in
Chromium as a person starts it on the page.

    python bench/bench_review.py                 # 60 turns, DEFAULT_NODES, 3 runs
    python bench/bench_review.py --turns 60 --nodes 450 --runs 5 --seed 1
    .venv/bin/python bench/bench_review.py --browser   # the page, Debian's Chromium

--browser serves the site as bench/bench_load.py does, opens the game's link in a fresh
page, waits until the computer's worker is ready (body[data-computer-ready]), clicks
"Review the game" and times, with an observer installed before the page's scripts, every
change of the progress bar (body[data-review-progress]) until body[data-review] is "done".
It reports the seconds from the click to the review shown, and the longest time the bar
stood still. Target (issue 12): at most 15 s for 60 turns, the bar moving at least every
second. Figures are measured, never asserted.

The game: `medium` plays both sides (its node budget, no clock, seeded), hex6, beginner
setup, 9 cats, default rules, from new_position(seed = SEED, SEED + 1, ...): the first
seed whose game lasts --turns turns, cut there. Each run reviews it from the start and
prints the seconds it took and the longest gap between two progress calls (the first
gap includes the search of the start position), then the median of the runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.catherders import Game, new_position  # noqa: E402
from game.catherders.bots import BUDGETS, choose  # noqa: E402
from game.catherders.review import DEFAULT_NODES, review_game  # noqa: E402


def self_play(turns: int, seed: int) -> tuple[Game, int]:
    """A game of `turns` turns of medium against itself, and the seed that gave it."""
    while True:
        game = Game(new_position("hex6", "beginner", 9, seed))
        rng = random.Random(seed)
        while not game.is_over() and len(game.stack) < turns:
            game.push(choose(game, game.to_move, "medium", rng, max_nodes=BUDGETS["medium"][1]))
        if len(game.stack) == turns:
            return game, seed
        seed += 1


def timed_review(game: Game, nodes: int) -> tuple[float, float]:
    """(seconds for review_game, the longest gap between progress calls)."""
    start = last = time.perf_counter()
    gaps = []

    def progress(i: int, n: int) -> None:
        nonlocal last
        now = time.perf_counter()
        gaps.append(now - last)
        last = now

    review_game(game, nodes, progress=progress)
    return time.perf_counter() - start, max(gaps)


OBSERVE_JS = """
(() => {
  const seen = (window.__reviewTimes = []);
  new MutationObserver(() => {
    const b = document.body;
    if (!b) return;
    const key = (b.dataset.reviewProgress || "") + "|" + (b.dataset.review || "");
    if (!seen.length || seen[seen.length - 1][1] !== key) seen.push([performance.now(), key]);
  }).observe(document, { subtree: true, attributes: true,
                         attributeFilter: ["data-review-progress", "data-review"] });
})();
"""


def browser_runs(game: Game, runs: int) -> list[tuple[float, float]]:
    """(seconds from the click to the review shown, longest still time of the bar) per run."""
    import tempfile

    from bench_load import CHROMIUM, CHROMIUM_ARGS, serving, stage_site
    from playwright.sync_api import sync_playwright

    turns = ",".join(str(t).replace(" ", "_").replace(">", "~") for t in game.turns)
    seed = game_seed(game)
    fragment = f"v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}&turns={turns}"
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-review-") as tmp, serving(Path(tmp)) as origin:
        stage_site(Path(tmp))
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _ in range(runs):
                context = browser.new_context(service_workers="block")
                context.add_init_script(OBSERVE_JS)
                page = context.new_page()
                page.goto(f"{origin}/index.html#{fragment}")
                page.wait_for_function("document.body.dataset.computerReady === '1'", timeout=120_000)
                start = page.evaluate("performance.now()")
                page.click("#btn-review")
                page.wait_for_function("document.body.dataset.review === 'done'", timeout=300_000)
                times = [t for t, _ in page.evaluate("window.__reviewTimes") if t >= start]
                end = times[-1]
                marks = [start, *times]
                results.append(((end - start) / 1000,
                                max(b - a for a, b in zip(marks, marks[1:], strict=False)) / 1000))
                context.close()
            browser.close()
    return results


def game_seed(game: Game) -> int:
    """The seed new_position gave this game's start (self_play's games start from one)."""
    for seed in range(1, 10_000):
        if new_position("hex6", "beginner", 9, seed) == game.start:
            return seed
    raise ValueError("not a self-play game's start")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--browser", action="store_true", help="time the page in Chromium")
    args = parser.parse_args(argv)
    game, seed = self_play(args.turns, args.seed)
    if args.browser:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        print(f"review of a {args.turns}-turn game (medium self-play, hex6 beginner, seed {seed}) "
              "on the page, in Chromium, the page's own budget (web/catherders/review/view.py REVIEW_NODES)")
        results = browser_runs(game, args.runs)
        for run, (total, still) in enumerate(results, 1):
            print(f"  run {run}: {total:.2f} s from the click to the review, the bar still at most "
                  f"{still:.2f} s")
        print(f"median: {statistics.median(r[0] for r in results):.2f} s, "
              f"bar still at most {statistics.median(r[1] for r in results):.2f} s")
        return 0
    print(f"review of a {args.turns}-turn game (medium self-play, hex6 beginner, seed {seed}), "
          f"{args.nodes} nodes a position, Python {sys.version.split()[0]}")
    totals, gaps = [], []
    for run in range(1, args.runs + 1):
        total, gap = timed_review(game, args.nodes)
        totals.append(total)
        gaps.append(gap)
        print(f"  run {run}: {total:.2f} s, longest gap between progress calls {gap:.3f} s")
    print(f"median: {statistics.median(totals):.2f} s total, longest gap {statistics.median(gaps):.3f} s "
          f"({statistics.median(totals) / args.turns * 1000:.0f} ms a turn)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
