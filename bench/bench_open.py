"""Each game's page from a link, and the second game opened in the same visit (issue 33).

    python3 bench/bench_open.py [--runs 5] [--game NAME ...]

Serves a copy of the site (bench/bench_load.py's staging and tools/serve.py's handler) on a
free localhost port, unthrottled, and drives Debian's Chromium. For each game (--game,
repeatable; all four by default), each run:

- **cold**: a new browser context (service workers allowed, as a first visit has them)
  opens the game's link (the home page for Cat Herders, `/#game=<name>` for the others);
  the time from navigation start to the board playable (body[data-ready="1"], read in the
  page by a MutationObserver);
- **second**: once the service worker has cached every game's zips (polled in Cache
  Storage) and the game's worker has compiled them ahead (`body[data-ahead="done"]`,
  web/shell/compile_ahead.py), as a visitor finds them a few seconds after the first screen, each
  other game is opened in the same page by its link (only the address's
  fragment changes, as a click on the site's menu does), and timed from the change to that
  game's page marking itself drawn: `body[data-<game>]="ready"` for a table game, and
  Cat Herders' board position (`body[data-fen]`) for Cat Herders.

Prints each game's median cold time, and the median and largest of its times opened second
(after any of the others). Targets (the issue's): cold at most 2.0 s, second at most 0.5 s. Figures
are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from bench_lighthouse import GAMES, page_url  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, serving, stage_site  # noqa: E402

READY_JS = """
(() => {
  new MutationObserver(() => {
    if (document.body && document.body.dataset.ready === "1" && !("__readyAt" in window))
      window.__readyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
})();
"""

# Resolves once every zip of every game is in Cache Storage (the service worker's offline copy).
CACHED_JS = """
async (games) => {
  for (;;) {
    const keys = await caches.keys();
    let all = keys.length > 0;
    for (const game of games) {
      for (const part of ["game", "worker"]) {
        if (!all) break;
        all = !!(await caches.match(`assets/app/${part}-${game}.zip`, { ignoreSearch: true }));
      }
    }
    if (all) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
}
"""

# True once the game's worker has compiled the other games ahead (web/shell/compile_ahead.py), as it does
# when the page is idle and the offline copy serves it.
AHEAD_JS = "document.body.dataset.ahead === 'done'"

# Opens a game by its link in the page shown and resolves with the milliseconds until it is drawn.
SWITCH_JS = """
async (game) => {
  const drawn = () => document.body.dataset.game === game &&
    (game === "catherders" ? !!document.body.dataset.fen : document.body.dataset[game] === "ready");
  const start = performance.now();
  location.hash = game === "catherders" ? "game=catherders" : `game=${game}`;
  while (!drawn()) await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - start;
}
"""


def one_run(browser, origin: str, game: str) -> tuple[float, dict[str, float]]:
    """(ms to `game`'s playable board from a cold start, {other game: ms to open it after})."""
    context = browser.new_context(service_workers="allow", viewport={"width": 412, "height": 823})
    try:
        context.add_init_script(READY_JS)
        page = context.new_page()
        page.goto(page_url(origin, game), wait_until="commit")
        page.wait_for_function("'__readyAt' in window", timeout=TIMEOUT_MS)
        cold = page.evaluate("window.__readyAt")
        page.evaluate(CACHED_JS, list(GAMES))
        page.wait_for_function(AHEAD_JS, timeout=TIMEOUT_MS)
        second = {}
        for other in GAMES:
            if other != game:
                second[other] = page.evaluate(SWITCH_JS, other)
        return cold, second
    finally:
        context.close()


def main() -> None:
    """Stage, serve, time --runs cold opens of each game and the others after it, print."""
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--game", action="append", choices=GAMES, help="a game opened first (default: all)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-site-") as folder, serving(Path(folder)) as origin, \
            sync_playwright() as p:
        stage_site(Path(folder))
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        results = {game: [one_run(browser, origin, game) for _ in range(args.runs)]
                   for game in args.game or GAMES}
        browser.close()
    print(f"Opening each game, median of {args.runs} (localhost, unthrottled, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f})")
    print(f"{'game':11} {'cold (s)':>9} {'opened second, median (s)':>26} {'largest (s)':>12}")
    for game in GAMES:
        colds = [c for first, runs in results.items() if first == game for c, _ in runs]
        seconds = [second[game] for runs in results.values() for _, second in runs if game in second]
        cold = f"{statistics.median(colds) / 1000:9.2f}" if colds else f"{'':9}"
        after = (f"{statistics.median(seconds) / 1000:26.2f} {max(seconds) / 1000:12.2f}"
                 if seconds else "")
        print(f"{game:11} {cold} {after}")

if __name__ == "__main__":
    main()
