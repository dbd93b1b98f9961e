"""The main thread's long tasks in a cold load of each game's page, the CPU slowed as
Lighthouse's mobile run slows it, measured from Chromium's trace.

    .venv/bin/python bench/bench_load_tasks.py [--runs 5] [--rate 4] [--game NAME ...]
                                              [--root DIR ...] [--seconds 8]

Each run opens a game's address (the home page for Cat Herders, `/#game=<name>` for the others)
in a fresh headless Chromium context at 412 x 823, service workers blocked, with DevTools' CPU
throttling at --rate (4: Lighthouse's mobile slowdown; 1: none), traces the page until it is
ready (body[data-ready="1"]) and --seconds more, and counts the renderer's main-thread tasks
of 50 ms or more: the longest, and their blocking time (what each has beyond 50 ms, summed, as
Lighthouse's TBT, here measured rather than simulated). What the tasks were is named for the
longest (PyScript's start, a timer of the view, a message from the game, layout).

--root serves a checkout as it is (built by tools/vendor.py and tools/compress.py; the default
is this one); with several, the runs take the roots in turn, so the machine's load falls on
each alike: `git worktree add /tmp/before <commit>`, build it, and pass both. Prints medians
per game and root. Figures for docs/benchmarks.md, never a test.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_lighthouse import GAMES, page_url  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, serving  # noqa: E402
from bench_open import READY_JS  # noqa: E402

LONG_MS = 50.0  # a long task, as the Long Tasks API and Lighthouse count them
TASK_EVENTS = ("ThreadControllerImpl::RunTask", "RunTask")
CATEGORIES = ["devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline"]
KINDS = (("BlinkScheduler_PerformMicrotaskCheckpoint", "promises (PyScript's start)"),
         ("TimerFire", "a timer"), ("HandlePostMessage", "a worker's message"),
         ("RunPostTaskCallback", "a posted task"), ("v8.evaluateModule", "a module's script"),
         ("EvaluateScript", "a script"), ("ParseHTML", "the HTML"), ("Layout", "layout"))


def long_tasks(trace: dict) -> list[tuple[float, str]]:
    """The renderer main thread's tasks of LONG_MS or more in `trace`: (ms, what most of it was)."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    main = {key for key, name in names.items() if name == "CrRendererMain"}
    spans = [e for e in events if e.get("ph") == "X" and (e["pid"], e["tid"]) in main]
    thread = {id(e): (e["pid"], e["tid"]) for e in spans}
    tasks, end = [], {}
    candidates = [e for e in spans if e["name"] in TASK_EVENTS]
    for task in sorted(candidates, key=lambda e: (e["ts"], -e.get("dur", 0))):  # outer ones first
        if task["ts"] >= end.get(thread[id(task)], 0):  # a task run inside another counts once
            tasks.append(task)
            end[thread[id(task)]] = task["ts"] + task.get("dur", 0)
    found = []
    for task in tasks:
        if task.get("dur", 0) < LONG_MS * 1000:
            continue
        inside = collections.Counter()
        stop = task["ts"] + task["dur"]
        for e in spans:
            if e is not task and thread[id(e)] == thread[id(task)] and task["ts"] <= e["ts"] < stop:
                inside[e["name"]] += e.get("dur", 0)
        kind = max(KINDS, key=lambda k: inside[k[0]])
        found.append((task["dur"] / 1000, kind[1] if inside[kind[0]] else "other"))
    return sorted(found, reverse=True)


def blocking_ms(tasks: list[tuple[float, str]]) -> float:
    """What the long tasks have beyond LONG_MS, summed."""
    return sum(ms - LONG_MS for ms, _ in tasks)


def one_load(browser, url: str, rate: int, seconds: float) -> list[tuple[float, str]]:
    """A cold load of `url` traced at CPU slowdown `rate`: its long tasks."""
    context = browser.new_context(service_workers="block", viewport={"width": 412, "height": 823})
    try:
        context.add_init_script(READY_JS)
        page = context.new_page()
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "trace.json"
            browser.start_tracing(page=page, path=str(path), categories=CATEGORIES)
            page.goto(url, wait_until="commit")
            page.wait_for_function("'__readyAt' in window", timeout=TIMEOUT_MS * rate)
            page.wait_for_timeout(seconds * 1000)
            browser.stop_tracing()
            return long_tasks(json.loads(path.read_text()))
    finally:
        context.close()


def main() -> None:
    """Serve each root, load each game's page --runs times per root in turn, print medians."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rate", type=int, default=4, help="CPU slowdown (4 as Lighthouse's mobile run)")
    ap.add_argument("--game", action="append", choices=GAMES, help="a game's page (default: all four)")
    ap.add_argument("--root", action="append", type=Path,
                    help="a built checkout to serve (default: this one)")
    ap.add_argument("--seconds", type=float, default=8.0, help="traced after the page is ready")
    args = ap.parse_args()
    roots = args.root or [ROOT]
    games = args.game or list(GAMES)
    results = collections.defaultdict(list)
    with sync_playwright() as p, contextlib.ExitStack() as stack:
        origins = [stack.enter_context(serving(root)) for root in roots]
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for run in range(args.runs):
            for game in games:
                for root, origin in zip(roots, origins, strict=True):
                    tasks = one_load(browser, page_url(origin, game), args.rate, args.seconds)
                    results[game, root].append(tasks)
                    print(f"run {run + 1} {game} {root}: longest {tasks[0][0] if tasks else 0:.0f} ms "
                          f"({tasks[0][1] if tasks else 'none'}), blocking {blocking_ms(tasks):.0f} ms",
                          flush=True)
        browser.close()
    print(f"\nCPU slowed {args.rate}x, medians of {args.runs} cold loads; load average "
          f"{os.getloadavg()[0]:.1f}")
    print("| game | root | longest task | blocking time | tasks of 50 ms or more |")
    print("| --- | --- | ---: | ---: | ---: |")
    for game in games:
        for root in roots:
            runs = results[game, root]
            longest = statistics.median(t[0][0] if t else 0 for t in runs)
            blocking = statistics.median(blocking_ms(t) for t in runs)
            count = statistics.median(len(t) for t in runs)
            print(f"| {game} | {root} | {longest:.0f} ms | {blocking:.0f} ms | {count:g} |")


if __name__ == "__main__":
    main()
