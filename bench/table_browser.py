"""What the table games' browser benchmarks share (bench/bench_clowder_browser.py,
bench/bench_mansion_browser.py, bench/bench_pageant_browser.py): the page served by
tools/serve.py, headless Chromium from /usr/bin/chromium, and a watch on the address bar that
times each change of the link over whole games of computers. Each script keeps its own
options, its own counting and its own printout; this module measures nothing by itself.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from web.kit.table.seats import CODES  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
WATCH = """() => {
  window.benchLog = [];
  let last = location.hash;
  setInterval(() => {
    if (location.hash === last) return;
    window.benchLog.push([performance.now(), location.hash]);
    last = location.hash;
  }, 4);
}"""


def decision_options(doc: str, decisions: int) -> argparse.Namespace:
    """The options of a benchmark that times decisions over whole games: --decisions (about
    how many a level, `decisions` unless told), --seed (the first game's) and --level
    (repeatable; every level unless told)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=decisions)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--level", action="append", choices=tuple(CODES))
    args = parser.parse_args()
    args.level = args.level or list(CODES)
    return args


def level_code(level: str) -> str:
    """A computer level's letter in a link's seats (web.kit.table.seats: x for max)."""
    return CODES[level]


def moves(fragment: str) -> list[str]:
    """The moves a link's fragment holds (its `moves=` list), in order."""
    text = fragment.split("moves=", 1)[1] if "moves=" in fragment else ""
    return [m for m in text.split("&")[0].split(".") if m]


@contextlib.contextmanager
def served(port: int, heading: str) -> Iterator[None]:
    """tools/serve.py on `port` for the length of the block, once it answers; prints the
    machine's load and `heading` first."""
    server = subprocess.Popen([sys.executable, "tools/serve.py", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/index.html", timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        print(f"load average {os.getloadavg()[0]:.2f}; {heading}")
        yield
    finally:
        server.terminate()


def launch(p, url: str, game: str, **page_options):
    """Chromium with the benchmarks' flags, on a new page at `url`, once the page says `game`
    is ready; returns the browser and the page."""
    browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    page = browser.new_page(**page_options)
    page.goto(url)
    page.wait_for_function(f"document.body.dataset.{game} === 'ready'", timeout=120_000)
    return browser, page


def watch_games(port: int, game: str, link: Callable[[int], str], decisions: int, seed: int,
                take: Callable[[str, str, float], int], timeout: int) -> None:
    """Whole games of computers, one seed after another from seed + 1 in the same page, until
    `take` has counted `decisions`. For each change of the link within a game, `take(before,
    after, seconds)` records what it measures and returns how many decisions that was."""
    from playwright.sync_api import sync_playwright

    done = 0
    with sync_playwright() as p:
        browser, page = launch(p, f"http://127.0.0.1:{port}/#{link(seed)}", game,
                               reduced_motion="reduce")
        # The computer's worker starts, which is not a decision's time: the first game's first
        # computer decision (a move in its link) shows it has.
        page.wait_for_function("(location.hash.split('moves=')[1] || '').split('&')[0].length > 0",
                               timeout=timeout, polling=100)
        page.evaluate(WATCH)
        while done < decisions:
            seed += 1
            page.evaluate("(h) => { location.hash = h; }", link(seed))
            mark = page.evaluate("window.benchLog.length")
            page.wait_for_function(
                f"document.body.dataset.{game}Phase === 'over' && window.benchLog.length > {mark + 1}"
                f" || window.benchLog.length >= {mark + decisions - done + 2}",
                timeout=timeout, polling=200)
            log = page.evaluate("window.benchLog")[mark + 1:]  # from the game's first commit on
            for (t0, before), (t1, after) in zip(log, log[1:], strict=False):
                if f"seed={seed}&" not in before or f"seed={seed}&" not in after:
                    continue
                done += take(before, after, (t1 - t0) / 1000)
        browser.close()
