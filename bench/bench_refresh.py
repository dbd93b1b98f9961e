"""The page's cost per turn as a game grows: time per typed turn, JS heap, listeners, nodes.

    .venv/bin/python bench/bench_refresh.py [--turns 250] [--window 10] [--seed N]

Serves a copy of the site as bench/bench_load.py does and opens, in Debian's Chromium,
a new game (designer rules, hex6, beginner setup, 9 cats, both sides people). It plays
a random game's turns (game/catherders/long_game.py, seeded, in this process: a seed whose
game lasts longer than --turns is searched for) by typing each one into the page's turn field
and submitting the form from inside the page: the figure for a turn is performance.now()
from form.requestSubmit() until the view has applied everything the game's worker sent back
(body[data-busy] off): the engine plays the turn, then the game refreshes the board, the
panel, the link and the saved game, and the view applies the changes. The animation that
follows runs in later frames and is not counted; the next turn is typed once it has ended.
(Pages before issue 18 ran the handler on the main thread, synchronously, and had no busy
marker: the figure then was the handler's time.)

Reports:
  - the median time per turn over the --window turns up to turn 10 and up to turn --turns;
  - the JS heap in use (CDP Runtime.getHeapUsage, after a forced garbage collection),
    the DOM nodes and the JS event listeners (CDP Performance.getMetrics), at the start
    and after the last turn;
  - the page's own count of live Python proxies (body[data-proxies]) when the page
    keeps one (pages before issue 7 did not).

Figures are measured, never asserted. To measure an older commit, run this file from a
git worktree of that commit (with assets/vendor/ linked or copied into it).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from bench_load import CHROMIUM, CHROMIUM_ARGS, serving, stage_site  # noqa: E402

from game.catherders.long_game import long_game  # noqa: E402

TIMEOUT_MS = 120_000

TYPE_TURN_JS = """async (text) => {
    const field = document.getElementById('turn-text');
    field.value = text;
    field.dispatchEvent(new Event('input', {bubbles: true}));  // as typing it would
    const t0 = performance.now();
    document.getElementById('form-turn').requestSubmit();
    // The turn is done when the game's worker has handled it and the view has applied all it
    // sent back: the view's busy marker is off (web/view/view.py).
    await new Promise((done) => {
        const check = () => document.body.dataset.busy ? setTimeout(check, 0) : done();
        check();
    });
    const ms = performance.now() - t0;
    return {ms, turns: document.body.dataset.turns, status: document.getElementById('status').textContent};
}"""


def snapshot(page, cdp) -> dict:
    """Heap in use after a garbage collection, DOM nodes, listeners, live proxies."""
    cdp.send("HeapProfiler.collectGarbage")
    heap = cdp.send("Runtime.getHeapUsage")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    proxies = page.evaluate("document.body.dataset.proxies ?? null")
    return {"heap_mb": heap["usedSize"] / 1e6, "nodes": int(metrics["Nodes"]),
            "listeners": int(metrics["JSEventListeners"]), "proxies": proxies}


def run(browser, origin: str, turns: int, window: int, seed: int) -> dict:
    """Play the game on a fresh page; every figure of the report."""
    seed, texts = long_game(turns, seed)
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{origin}/index.html#v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}")
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    before = snapshot(page, cdp)
    times = []
    for n, text in enumerate(texts, 1):
        result = page.evaluate(TYPE_TURN_JS, text)
        if result["turns"] != str(n):
            raise SystemExit(f"turn {n} ({text!r}) was not played: {result['status']}")
        times.append(result["ms"])
        # As a person would, let the turn's animation end before the next turn.
        page.wait_for_function("!document.body.dataset.animating", timeout=TIMEOUT_MS)
        if n % 10 == 0:
            print(f"  turn {n}: {result['ms']:.1f} ms", file=sys.stderr, flush=True)
    page.wait_for_function("!document.body.dataset.animating", timeout=TIMEOUT_MS)
    after = snapshot(page, cdp)
    context.close()
    return {"seed": seed, "early": statistics.median(times[max(0, 10 - window):10]),
            "late": statistics.median(times[-window:]), "before": before, "after": after}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--turns", type=int, default=250, help="turns played (default 250)")
    ap.add_argument("--window", type=int, default=10, help="turns in each median (default 10)")
    ap.add_argument("--seed", type=int, default=1, help="first seed tried (default 1)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-refresh-") as tmp, serving(Path(tmp)) as origin:
        stage_site(Path(tmp))
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            r = run(browser, origin, args.turns, args.window, args.seed)
            browser.close()
    print(f"game seed {r['seed']}, {args.turns} turns typed")
    print(f"time per typed turn, median of {args.window}: turn 10: {r['early']:.1f} ms, "
          f"turn {args.turns}: {r['late']:.1f} ms ({r['late'] / r['early']:.2f}x)")
    for key, label in (("heap_mb", "JS heap in use, MB"), ("nodes", "DOM nodes"),
                       ("listeners", "JS event listeners"), ("proxies", "live Python proxies")):
        b, a = r["before"][key], r["after"][key]
        fmt = (lambda v: f"{v:.1f}") if key == "heap_mb" else (lambda v: str(v))
        print(f"{label}: {fmt(b) if b is not None else '-'} at the start, "
              f"{fmt(a) if a is not None else '-'} after turn {args.turns}")


if __name__ == "__main__":
    main()
