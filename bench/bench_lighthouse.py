"""Lighthouse's mobile performance run against the game, served compressed on localhost.

    python3 bench/bench_lighthouse.py [--runs 3] [--game NAME ...]

Lighthouse is pinned in package.json's devDependencies (12.8.2, the newest that runs on
this machine's Node 20); `npm ci` installs it when node_modules/.bin/lighthouse is missing
(tools/vendor.py installs only the runtime, without dev dependencies). It runs headless
against Debian's Chromium (CHROME_PATH=/usr/bin/chromium) with its default mobile settings:
a phone's screen and simulated slow 4G with a 4x slower CPU. The site is staged as
bench/bench_load.py stages it and served by tools/serve.py's handler (gzip).

For each game's page (--game, repeatable; all four by default: the home page is Cat
Herders', the others `/#game=<name>`, the address a friend's link opens), prints the median
over --runs of the performance score, LCP, total blocking time, cumulative layout shift, FCP
and Speed Index, with each run's score. --root (repeatable) serves built checkouts as they are
instead (tools/vendor.py and tools/compress.py run in each), their runs taken in turn, so a
before and an after share the machine's load. --floor adds, in turn with them, bench/floor/:
the runtime alone (PyScript's MicroPython running a two-line script, and Pyodide started in a
worker, as the game starts them), the score no change of ours to the games' pages can beat.
Figures for docs/benchmarks.md, never a test.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_load import CHROMIUM, serving, stage_site  # noqa: E402

from web.shell import registry  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
AUDITS = [("largest-contentful-paint", "LCP", "s"), ("total-blocking-time", "TBT", "ms"),
          ("cumulative-layout-shift", "CLS", ""), ("first-contentful-paint", "FCP", "s"),
          ("speed-index", "Speed Index", "s")]
GAMES = tuple(registry.GAMES)  # the home page's game first


def ensure_lighthouse() -> None:
    """Install the dev dependencies (Lighthouse) from the lockfile when missing."""
    if not LIGHTHOUSE.exists():
        subprocess.run([shutil.which("npm") or "npm", "ci", "--ignore-scripts", "--no-audit",
                        "--no-fund"], cwd=ROOT, check=True)


def run_once(url: str) -> dict:
    """One Lighthouse run (mobile, performance only): its JSON report."""
    env = {**os.environ, "CHROME_PATH": CHROMIUM}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        subprocess.run([str(LIGHTHOUSE), url, "--only-categories=performance", "--output=json",
                        f"--output-path={out}", "--quiet",
                        "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
                       env=env, check=True, cwd=tmp)
        return json.loads(out.read_text())


FLOOR = "floor"  # bench/floor/index.html, in the place of a game's name (--floor)


def page_url(origin: str, game: str) -> str:
    """The address of `game`'s page: the home page for Cat Herders, a link for the others
    (FLOOR: the runtime alone)."""
    if game == FLOOR:
        return f"{origin}/bench/floor/index.html"
    return origin + "/" if game == registry.DEFAULT else f"{origin}/#game={game}"


def report(game: str, reports: list[dict]) -> None:
    """Print the medians of `reports`, one game's runs."""
    scores = [r["categories"]["performance"]["score"] for r in reports]
    each = ", ".join(f"{s:.2f}" for s in scores)
    print(f"{game}: performance score  {statistics.median(scores):.2f}   (each: {each})")
    for key, label, unit in AUDITS:
        value = statistics.median(r["audits"][key]["numericValue"] for r in reports)
        shown = {"s": f"{value / 1000:.2f} s", "ms": f"{value:.0f} ms"}.get(unit, f"{value:.3f}")
        print(f"  {label:17}  {shown}")


def main() -> None:
    """Stage, serve, run Lighthouse --runs times on each game's page, print the medians."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--game", action="append", choices=GAMES, help="a game's page (default: all four)")
    ap.add_argument("--root", action="append", type=Path,
                    help="a built checkout to serve as it is, runs in turn (default: this one, staged)")
    ap.add_argument("--floor", action="store_true",
                    help="also the runtime alone (bench/floor/), in turn with the games' pages")
    args = ap.parse_args()
    ensure_lighthouse()
    games = (*(args.game or GAMES), *((FLOOR,) if args.floor else ()))
    with contextlib.ExitStack() as stack:
        if args.root:
            origins = {str(root): stack.enter_context(serving(root)) for root in args.root}
        else:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-site-")))
            stage_site(folder)
            origins = {"": stack.enter_context(serving(folder))}
        results = {(game, root): [] for game in games for root in origins}
        for _ in range(args.runs):
            for game in games:
                for root, origin in origins.items():
                    results[game, root].append(run_once(page_url(origin, game)))
    version = next(iter(results.values()))[0]["lighthouseVersion"]
    print(f"Lighthouse {version}, mobile (simulated slow 4G, 4x CPU), median of {args.runs}; "
          f"load average {os.getloadavg()[0]:.1f}")
    for (game, root), reports in results.items():
        report(f"{game} {root}".strip(), reports)


if __name__ == "__main__":
    main()
