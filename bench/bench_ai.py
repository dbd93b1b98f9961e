"""The computer's time per turn in the browser: the page playing itself at each level.

    .venv/bin/python bench/bench_ai.py [--levels easy,medium,hard,max] [--turns 30] [--verbose]

Serves the site as bench/bench_load.py does and opens, in Debian's Chromium, a game
in which both sides are the computer at one level (designer rules, hex6, beginner
setup, 9 cats). Each time the page's worker answers, the page writes how long that
call took (performance.now() around the awaited worker.choose(), so it includes
rebuilding the game from the link and passing the answer back) to
body[data-think-ms]; an observer installed before the page's scripts records every
value. A finished game is followed by another one with the next seed until --turns
turns have been timed. The first call of each page is reported on its own (the
page starts the worker with the board, so that call does not include the worker's
start, but it is the first search in a fresh interpreter).

Reports, per level, the median and the largest time per turn. Figures are measured,
never asserted. Target (issue 4): `hard` at most 1.5 s per turn, median under 1 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_load import CHROMIUM, CHROMIUM_ARGS, serving, stage_site  # noqa: E402

LEVELS = ("easy", "medium", "hard", "max")
TIMEOUT_MS = 120_000

OBSERVE_JS = """
(() => {
  const times = (window.__thinkTimes = []);
  new MutationObserver((records) => {
    for (const r of records) {
      const v = document.body.getAttribute("data-think-ms");
      if (r.attributeName === "data-think-ms" && v !== null) times.push(Number(v));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-think-ms"] });
})();
"""


def fragment(level: str, seed: int) -> str:
    """A new game, both sides the computer at `level`."""
    return (f"v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}"
            f"&blue=ai-{level}&red=ai-{level}")


def time_level(browser, origin: str, level: str, turns: int, verbose: bool) -> tuple[list, list]:
    """(first calls, later calls) in seconds, over as many games as it takes."""
    first, later = [], []
    seed = 1
    while len(later) < turns:
        context = browser.new_context(service_workers="block")
        context.add_init_script(OBSERVE_JS)
        page = context.new_page()
        page.goto(f"{origin}/index.html#{fragment(level, seed)}")
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        seen = 0
        while len(later) + max(seen - 1, 0) < turns:
            page.wait_for_function(
                "([n]) => window.__thinkTimes.length > n || document.body.dataset.outcome",
                arg=[seen], timeout=TIMEOUT_MS)
            times = page.evaluate("window.__thinkTimes")
            if len(times) == seen:
                break  # the game is over
            seen = len(times)
        times = [t / 1000 for t in page.evaluate("window.__thinkTimes")]
        if times:
            first.append(times[0])
            later.extend(times[1:])
        if verbose:
            print(f"  {level} seed {seed}: " + " ".join(f"{t:.2f}" for t in times), flush=True)
        context.close()
        seed += 1
    return first, later[:turns]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    ap.add_argument("--turns", type=int, default=30, help="turns timed per level (default 30)")
    ap.add_argument("--verbose", action="store_true", help="print every game's times")
    args = ap.parse_args()
    levels = [x for x in args.levels.split(",") if x]
    for level in levels:
        if level not in LEVELS:
            ap.error(f"unknown level {level!r}: expected {', '.join(LEVELS)}")
    with tempfile.TemporaryDirectory(prefix="bench-ai-") as tmp, serving(Path(tmp)) as origin:
        stage_site(Path(tmp))
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            print("level    turns  median s  max s   first call of a page, median s")
            for level in levels:
                first, later = time_level(browser, origin, level, args.turns, args.verbose)
                print(f"{level:<8} {len(later):>5}  {statistics.median(later):>8.2f}  "
                      f"{max(later):>5.2f}   {statistics.median(first):.2f}", flush=True)
            browser.close()


if __name__ == "__main__":
    main()
