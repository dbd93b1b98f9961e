"""Cat's Mansion's computer cats in the browser: how long a decision takes each level, in the
computer's worker (Pyodide), as the page waits for it.

    .venv/bin/python bench/bench_mansion_browser.py [--decisions 150] [--level hard]

Opens the page (tools/serve.py, headless Chromium from /usr/bin/chromium, reduced motion so
no walk or die is animated) on a Shorter Course game of five computer cats of `--level`, and
watches the address bar: the page asks one cat for one decision at a time and writes the link
after each, so the time between two changes of the link is one decision (the page's drawing
included). A turn is several decisions (each step of a walk is one); the first decision of a
game is the hard cat's plan of its race. Prints the median, the 95th percentile and the largest
time a decision, and the machine's load. Figures for the README, never a test.
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
PORT = 8793
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


def run(level: str, decisions: int, seed: int) -> list[float]:
    """Seconds a decision, about `decisions` of them (games of five computer cats, one seed
    after another in the same page)."""
    code = level[0]

    def link(n: int) -> str:
        return f"game=mansion&seed={n}&rules=s&seats={','.join([code] * 5)}&moves="

    times: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(reduced_motion="reduce")
        page.goto(f"http://127.0.0.1:{PORT}/#{link(seed)}")
        page.wait_for_function("document.body.dataset.mansion === 'ready'", timeout=120_000)
        page.wait_for_timeout(3000)  # the computer's worker starts: not a decision's time
        page.evaluate(WATCH)
        while len(times) < decisions:
            seed += 1
            page.evaluate("(h) => { location.hash = h; }", link(seed))
            mark = page.evaluate("window.benchLog.length")
            page.wait_for_function(
                f"document.body.dataset.mansionPhase === 'over' && window.benchLog.length > {mark + 1}"
                f" || window.benchLog.length >= {mark + decisions - len(times) + 2}",
                timeout=900_000, polling=200)
            log = page.evaluate("window.benchLog")[mark + 1:]  # from the game's first commit on
            for (t0, before), (t1, after) in zip(log, log[1:], strict=False):
                if f"seed={seed}&" not in before or f"seed={seed}&" not in after:
                    continue
                if len(_moves(after)) == len(_moves(before)) + 1:
                    times.append((t1 - t0) / 1000)
        browser.close()
    return times[:decisions]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=150)
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
              "five computer cats a game, the Shorter Course")
        for level in args.level or ["easy", "medium", "hard"]:
            times = sorted(run(level, args.decisions, args.seed))
            print(f"{level:7s} a decision: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"95% {times[int(len(times) * 0.95) - 1] * 1000:6.0f} ms, largest "
                  f"{times[-1] * 1000:6.0f} ms ({len(times)} decisions)")
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
