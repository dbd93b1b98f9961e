"""How long the page's main thread is kept busy, and how soon the preview follows the pointer.

    .venv/bin/python bench/bench_main_thread.py [--runs 3] [--turns 60] [--cells N] [--root DIR]

--root serves another checkout (with its assets/vendor/ made by tools/vendor.py), for the
figures before a change: e.g. `git worktree add /tmp/before <commit>` and vendor it there.

Each run opens the page in a fresh headless Chromium context (localhost, no throttling) with
a PerformanceObserver of long tasks (every main-thread task of 50 ms or more) and a 10 ms
heartbeat (a late beat is the main thread kept busy, whatever kept it), and measures the
longest busy stretch (a check first: a 120 ms task of the benchmark's own must show):
  cold load        the longest main-thread task until the board is ready
  computer's turn  the longest task from "play" to the turn shown (hard, 60-turn game;
                   --turns sets the game's length)
  review           the longest task during the game's review, and its time
  GIF              the longest task while the game's animation is made
  rules            the longest task while the rules view opens (until the view marks
                   itself ready: body[data-rules="ready-catherders"], web/kit/rules.py)
  preview          from the pointer's move onto a Wall cell to the preview drawn
                   (body[data-preview] names it; the board's picture comes in the same
                   task), for every empty Wall cell (or among the first --cells cells):
                   median and 95th percentile
"No task of 50 ms or more" is shown as "<50". Prints medians over the runs. Figures for the
README, never a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.catherders import Game  # noqa: E402
from web.catherders.sharing.link import GameSpec, encode  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]

OBSERVE = """
(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  // A heartbeat every 10 ms: a gap longer than that is the main thread kept busy, whatever
  // kind of task kept it (the Long Tasks API does not see every one).
  window.__gaps = [];
  let last = performance.now();
  setInterval(() => {
    const at = performance.now();
    if (at - last > 20) window.__gaps.push([last, at - last - 10]);
    last = at;
  }, 10);
  window.__moves = [];
  window.__previews = [];
  addEventListener("pointermove", () => window.__moves.push(performance.now()), true);
  const seen = new MutationObserver(() => {
    const p = document.body.dataset.preview;
    if (p) window.__previews.push([p, performance.now()]);
  });
  document.addEventListener("DOMContentLoaded", () =>
    seen.observe(document.body, { attributes: true, attributeFilter: ["data-preview"] }));
})();
"""


def game_of(turns: int, seed: int = 5) -> str:
    """The link fragment of a random game with `turns` turns (none ending it)."""
    rng = random.Random(seed)
    spec = GameSpec(seed=seed)
    game: Game = spec.replay()
    while len(game.stack) < turns:
        options = [t for t in game.legal_turns()]
        turn = rng.choice(options)
        game.push(turn)
        if game.is_over():
            game.pop()
            continue
        spec.turns.append(str(turn))
    return encode(spec)


def longest_since(page, since: float) -> float:
    """The longest the main thread was busy in a stretch ending after `since` (ms): the
    longest long task, or the longest heartbeat gap (0 when nothing reached 50 ms)."""
    found = page.evaluate("""s => Math.max(0,
        ...window.__long.filter(t => t[0] + t[1] >= s).map(t => t[1]),
        ...window.__gaps.filter(t => t[0] + t[1] >= s).map(t => t[1]))""", since)
    return found if found >= 50 else 0


def now(page) -> float:
    return page.evaluate("performance.now()")


def wait(page, condition: str, timeout: int = 180_000) -> None:
    page.wait_for_function(condition, timeout=timeout)


def one_run(browser, url: str, fragment: str, cells: int | None = None) -> dict:
    out = {}
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(OBSERVE)
    page = context.new_page()
    page.goto(url + "#" + fragment)
    wait(page, "document.body.dataset.ready === '1'")
    out["cold load"] = longest_since(page, 0)
    ready_at = now(page)
    # The observer sees long tasks here: a 120 ms task of our own must be recorded.
    t = now(page)
    page.evaluate("() => { const end = performance.now() + 120; while (performance.now() < end); }")
    page.wait_for_timeout(100)
    out["check (120 ms task)"] = longest_since(page, t)
    wait(page, "document.body.dataset.computerReady === '1'")  # the computer's worker, started once idle

    # The preview: every empty Wall cell, one after another.
    names = page.evaluate("window.catHerders.cellNames()")[:cells]
    fen = page.evaluate("document.body.dataset.fen").split()
    occupied = set(",".join(f.split(":", 1)[1] for f in fen[2:5]).split(","))
    latencies = []
    for name in names:
        if name in occupied:
            continue
        x, y = page.evaluate("n => window.catHerders.cellCenter(n)", name)
        before = page.evaluate("window.__previews.length")
        page.mouse.move(x, y)
        try:
            page.wait_for_function(f"window.__previews.length > {before}", timeout=3000)
        except Exception:
            continue  # not a Wall cell: no placement to preview
        moved = page.evaluate("window.__moves[window.__moves.length - 1]")
        drawn = page.evaluate("window.__previews[window.__previews.length - 1][1]")
        latencies.append(drawn - moved)
    latencies.sort()
    out["preview median"] = statistics.median(latencies) if latencies else float("nan")
    out["preview p95"] = latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("nan")
    out["preview cells"] = len(latencies)
    page.mouse.move(1, 1)

    # The rules view.
    t = now(page)
    page.click("#btn-rules")
    wait(page, "document.body.dataset.rules === 'ready-catherders'")
    page.wait_for_timeout(300)
    out["rules"] = longest_since(page, t)
    page.go_back()
    wait(page, "document.body.dataset.view === 'game'")

    # The computer's turn: hand blue to the hard computer.
    t = now(page)
    turns = int(page.evaluate("document.body.dataset.turns"))
    page.select_option("#plays-0", "ai-hard")
    wait(page, f"document.body.dataset.turns === '{turns + 1}' && !document.body.dataset.animating")
    out["computer's turn"] = longest_since(page, t)
    page.select_option("#plays-0", "human")
    page.click("#btn-undo")
    wait(page, f"document.body.dataset.turns === '{turns}'")

    # The GIF of the whole game.
    t = now(page)
    started = time.monotonic()
    page.select_option("#sel-animation", "all")
    with page.expect_download(timeout=300_000) as download:
        page.click("#btn-animation")
    out["GIF s"] = time.monotonic() - started
    out["GIF frames"] = int(page.evaluate("document.body.dataset.picture").split()[1])
    assert download.value.suggested_filename.endswith(".gif")
    out["GIF"] = longest_since(page, t)

    # The review of the game.
    t = now(page)
    started = time.monotonic()
    page.click("#btn-review")
    wait(page, "document.body.dataset.review === 'done'", timeout=300_000)
    out["review s"] = time.monotonic() - started
    out["review"] = longest_since(page, t)
    out["ready at ms"] = ready_at
    context.close()
    return out


def serve(root: Path, port: int):
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), "--port", str(port)],
                            cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/index.html", timeout=1)
            return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--port", type=int, default=8793)
    parser.add_argument("--turns", type=int, default=60, help="the game's turns (default 60)")
    parser.add_argument("--cells", type=int, default=None,
                        help="the preview is tried on the first N cells only (default every cell)")
    args = parser.parse_args()
    fragment = game_of(args.turns)
    proc = serve(args.root.resolve(), args.port)
    results = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for i in range(args.runs):
                results.append(one_run(browser, f"http://127.0.0.1:{args.port}/", fragment, args.cells))
                print(f"run {i + 1}: " + ", ".join(f"{k} {v:.0f}" for k, v in results[-1].items()),
                      flush=True)
            browser.close()
    finally:
        proc.terminate()
    print(f"\n{args.root} — medians over {len(results)} runs (ms; longest main-thread task)")
    for key in results[0]:
        value = statistics.median(r[key] for r in results)
        shown = "<50" if value == 0 and key not in ("preview cells",) else f"{value:.1f}"
        print(f"  {key:18} {shown}")


if __name__ == "__main__":
    main()
