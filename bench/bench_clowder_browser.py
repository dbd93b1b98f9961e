"""Clowder's computer players in the browser: how long a decision takes each level, in the
computer's worker (Pyodide), as the page waits for it.

    .venv/bin/python bench/bench_clowder_browser.py [--decisions 40] [--level hard]

Opens the page (tools/serve.py, headless Chromium from /usr/bin/chromium, reduced motion so
no leap is animated) on a game of four computers of `--level`, and watches the address bar:
the page commits each round of the computers' choices at once and writes the link, so the
time between two changes of the link is one round of asking. In a token choice the page asks
the four players one after the other (one reveal: four decisions); otherwise it asks the one
player who acts (one decision). Prints the median and the largest time a decision (a round of
tokens counted as four decisions of a quarter of its time each), the median and the largest
wait for a round of four tokens, and the machine's load. Figures for the README, never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
PORT = 8792
WATCH = """() => {
  window.benchLog = [];
  let last = location.hash;
  setInterval(() => {
    if (location.hash === last) return;
    window.benchLog.push([performance.now(), location.hash]);
    last = location.hash;
  }, 4);
}"""


def _moves(fragment: str) -> list[str]:
    text = fragment.split("moves=", 1)[1] if "moves=" in fragment else ""
    return [m for m in text.split("&")[0].split(".") if m]


def run(level: str, decisions: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds a decision, about `decisions` of them (whole games of four computers, one
    seed after another in the same page), and the seconds of each round of four token
    choices (the page asks them one after the other)."""
    code = level[0]

    def link(n: int) -> str:
        return f"game=clowder&seed={n}&seats={code},{code},{code},{code}&moves="

    times: list[float] = []
    token_rounds: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(reduced_motion="reduce")
        page.goto(f"http://127.0.0.1:{PORT}/#{link(seed)}")
        page.wait_for_function("document.body.dataset.clowder === 'ready'", timeout=120_000)
        page.wait_for_timeout(3000)  # the computer's worker starts: not a decision's time
        page.evaluate(WATCH)
        while len(times) < decisions:
            seed += 1
            page.evaluate("(h) => { location.hash = h; }", link(seed))
            mark = page.evaluate("window.benchLog.length")
            page.wait_for_function(
                f"document.body.dataset.clowderPhase === 'over' && window.benchLog.length > {mark + 1}"
                f" || window.benchLog.length >= {mark + decisions - len(times) + 2}",
                timeout=600_000, polling=200)
            log = page.evaluate("window.benchLog")[mark + 1:]  # from the game's first commit on
            for (t0, before), (t1, after) in zip(log, log[1:], strict=False):
                if f"seed={seed}&" not in before or f"seed={seed}&" not in after:
                    continue
                new = _moves(after)[len(_moves(before)):]
                asked = 4 if any(m.startswith("t") for m in new) else 1
                times += [(t1 - t0) / 1000 / asked] * asked
                if asked == 4:
                    token_rounds.append((t1 - t0) / 1000)
        browser.close()
    return times[:decisions], token_rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--level", action="append", choices=("easy", "medium", "hard"))
    args = parser.parse_args()
    server = subprocess.Popen([sys.executable, "tools/serve.py", "--port", str(PORT)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{PORT}/index.html", timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        print(f"load average {os.getloadavg()[0]:.2f}; about {args.decisions} decisions a level, "
              "four computers a game")
        for level in args.level or ["easy", "medium", "hard"]:
            times, rounds = run(level, args.decisions, args.seed)
            print(f"{level:7s} a decision: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"largest {max(times) * 1000:6.0f} ms ({len(times)} decisions); four tokens: "
                  f"median {statistics.median(rounds) * 1000:6.0f} ms, largest "
                  f"{max(rounds) * 1000:6.0f} ms ({len(rounds)} rounds)")
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
