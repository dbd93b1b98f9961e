"""The pageant's computer voters in the browser: how long one vote takes each level, in the
computer's worker (Pyodide), as a person waits for it.

    .venv/bin/python bench/bench_pageant_browser.py [--votes 12] [--level hard]

Opens the page (tools/serve.py, headless Chromium from /usr/bin/chromium) on a pageant with
you and four computer voters of `--level`, then votes `--votes` times by clicks (the cat of
your first goal's lower cat, else 1): each time, from the cast to the reveal the page asks the
four computers one after the other, so a vote's time is that wait over four. Prints the median
and the largest per level, with the machine's load. Figures for the README, never a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_browser import CODES, launch, level_code, served  # noqa: E402

PORT = 8791


def run(level: str, votes: int) -> list[float]:
    """Seconds per computer vote, one figure for each of `votes` votes."""
    code = level_code(level)
    url = f"http://127.0.0.1:{PORT}/#game=pageant&seed=17&seats=pYou,{code},{code},{code},{code}&votes="
    times = []
    with sync_playwright() as p:
        browser, page = launch(p, url, "pageant")
        page.wait_for_function("document.body.dataset.pageantPhase === 'pick'", timeout=30_000)
        for vote in range(votes + 1):  # the first starts the computer's worker: not a vote's time
            page.wait_for_function("document.body.dataset.pageantPhase === 'pick'", timeout=60_000)
            page.click("#pg-cats button[data-cat='1']")
            page.wait_for_function("!document.body.dataset.busy")
            start = time.perf_counter()
            page.click("#btn-pg-cast")
            page.wait_for_function("['reveal'].includes(document.body.dataset.pageantPhase)",
                                   timeout=120_000)
            if vote:
                times.append((time.perf_counter() - start) / 4)
            page.click("#btn-pg-go")
            page.wait_for_function("!document.body.dataset.busy")
            if page.evaluate("document.body.dataset.pageantPhase") == "round":
                page.click("#btn-pg-next")
        browser.close()
    return times


def main() -> None:
    """Time each level's votes and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--votes", type=int, default=12)
    parser.add_argument("--level", action="append", choices=tuple(CODES))
    args = parser.parse_args()
    with served(PORT, f"{args.votes} votes a level, 4 voters each"):
        for level in args.level or list(CODES):
            times = run(level, args.votes)
            print(f"{level:7s} per vote: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"largest {max(times) * 1000:6.0f} ms")


if __name__ == "__main__":
    main()
