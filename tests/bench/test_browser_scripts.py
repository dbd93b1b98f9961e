"""Every benchmark that drives Chromium runs at a tiny size (about one page load), as a
program, and prints its figures: a smoke test so none can rot. The figures are measured,
never asserted. Each starts its own server and Chromium, so these are browser tests: one
Chromium at a time (tools/test.sh runs the browser tests on one process). bench/table_browser.py
is the table games' shared part, run by the Clowder and Cat's Mansion ones."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def run(*args: str, timeout: int = 280) -> str:
    """bench/<args> run from the repository root; its output, once it exited 0."""
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def test_bench_main_thread():
    """The page it waits for is the page of today: ready, then the rules view ready."""
    out = run("bench/bench_main_thread.py", "--runs", "1", "--turns", "4", "--cells", "3",
              "--port", "8894")
    assert out.startswith("run 1: cold load "), out
    assert re.search(r"^  rules +(<50|[\d.]+)$", out, re.M), out
    assert re.search(r"^  GIF frames +5\.0$", out, re.M), out


def test_bench_refresh():
    out = run("bench/bench_refresh.py", "--turns", "12", "--window", "2")
    assert re.search(r"^game seed \d+, 12 turns typed$", out, re.M), out
    assert "live Python proxies:" in out, out


def test_bench_table_review_in_the_browser():
    out = run("bench/bench_table_review.py", "--browser", "--only", "mansion", "--decisions", "6")
    assert out.startswith("review of a self-play game of each table game (seed 1) in Pyodide"), out
    assert re.search(r"^\| mansion \| 6 \| [\d.]+ \| [\d.]+ \|$", out, re.M), out


def test_bench_ai():
    out = run("bench/bench_ai.py", "--levels", "easy", "--turns", "1")
    assert re.search(r"^easy +1 ", out, re.M), out


def test_bench_load():
    out = run("bench/bench_load.py", "--runs", "1")
    assert "Load time to a playable board, median of 1" in out, out
    assert re.search(r"^game +[\d.]+ +[\d.]+ ", out, re.M), out
    assert re.search(r"^floor +[\d.]+ +[\d.]+ ", out, re.M), out
    assert re.search(r"^cold\(game\) - cold\(floor\) = -?[\d.]+ s", out, re.M), out


def test_bench_review_on_the_page():
    out = run("bench/bench_review.py", "--browser", "--turns", "6", "--nodes", "50", "--runs", "1")
    assert re.search(r"^  run 1: [\d.]+ s from the click to the review", out, re.M), out


def test_bench_clowder_browser():
    out = run("bench/bench_clowder_browser.py", "--decisions", "1", "--level", "easy")
    assert re.search(r"^easy +a decision: median +\d+ ms", out, re.M), out


def test_bench_mansion_browser():
    out = run("bench/bench_mansion_browser.py", "--decisions", "1", "--level", "easy")
    assert re.search(r"^easy +a decision: median +\d+ ms", out, re.M), out


def test_bench_pageant_browser():
    out = run("bench/bench_pageant_browser.py", "--votes", "1", "--level", "easy")
    assert re.search(r"^easy +per vote: median +\d+ ms", out, re.M), out


def test_bench_open():
    """One cold open of the pageant's link, then each other game opened in the same page."""
    out = run("bench/bench_open.py", "--runs", "1", "--game", "pageant")
    assert re.search(r"^pageant +[\d.]+ *$", out, re.M), out
    for game in ("catherders", "clowder", "mansion"):
        assert re.search(rf"^{game} +[\d.]+ +[\d.]+$", out, re.M), out


def test_bench_review_page():
    out = run("bench/bench_review_page.py", "--runs", "1", "--game", "clowder", "--small")
    assert re.search(r"^\| clowder \| \d+ \| [\d.]+ \| (none|[\d, ms]+) \| (none|\d+ ms) \| "
                     r"([\d.]+ \| [\d.]+|- \| -) \|$", out, re.M), out
    assert re.search(r"^the longest task during a review: (none of 50 ms or more|\d+ ms); ", out, re.M), out


def test_bench_hint():
    """One game's page (the three run the same code, with the game's name)."""
    out = run("bench/bench_hint.py", "--positions", "1", "--game", "mansion")
    assert re.search(r"^mansion +a hint: median +\d+ ms, largest +\d+ ms \(1 positions\)$", out,
                     re.M), out


def test_bench_load_tasks():
    """One cold load of the pageant's link, traced: its long tasks, counted and named."""
    out = run("bench/bench_load_tasks.py", "--runs", "1", "--game", "pageant", "--rate", "1",
              "--seconds", "0")
    assert re.search(r"^run 1 pageant \S+: longest \d+ ms \(.+\), blocking \d+ ms$", out, re.M), out
    assert re.search(r"^\| pageant \| \S+ \| \d+ ms \| \d+ ms \| \d+ \|$", out, re.M), out
