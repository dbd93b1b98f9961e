
"""Every benchmark that needs no browser runs at a tiny size, as a program, and prints its
figures: a smoke test so none can rot. The figures are measured, never asserted; what is
asserted is that the report is there, of the size asked for. (bench/random_games.py,
bench/longest_games.py and bench/fuzz_parsers.py have their own files here; the benchmarks
that drive Chromium are in test_browser_scripts.py.)"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, timeout: int = 240) -> str:
    """bench/<args> run from the repository root; its output, once it exited 0."""
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def test_ab_compares_this_checkout_with_another():
    out = run("bench/ab.py", "search", "--base", ".", "--rounds", "1", "--games", "1")
    assert re.search(r"nodes \(median of 1; ratio to .+\)", out), out
    assert out.count("1.000x") >= 2, out  # the base against itself, and this checkout


def test_arena_plays_catherders_games():
    out = run("bench/arena.py", "catherders", "--games", "2", "--nodes", "200", "--workers", "1")
    assert out.startswith("hard vs greedy: 2 games, hard won "), out
    assert "Elo difference" in out and "seeds 1..1" in out, out


@pytest.mark.slow
def test_arena_plays_a_table_game():
    out = run("bench/arena.py", "pageant", "--games", "1")
    assert "games" in out and "easy" in out, out


def test_arena_matches_a_level_against_the_yardstick_at_its_own_time():
    out = run("bench/arena.py", "sides", "clowder", "--games", "2", "--players", "2", "--a", "easy",
              "--calibrate", "1", "--times", "1")
    calibrated = r"^easy: [\d.]+ ms a decision over 1 games alone; the yardstick gets 1x that$"
    assert re.search(calibrated, out, re.M), out
    assert re.search(r"^\| A: easy \| \d \| [\d.]+% \(", out, re.M), out
    assert re.search(r"^\| B: yardstick \([\d.]+ ms\) \| \d \|", out, re.M), out
    fixed = run("bench/arena.py", "sides", "pageant", "--games", "1", "--players", "3", "--a", "easy",
                "--playouts", "3", "--first", "5")
    assert "B: yardstick (3 play-outs)" in fixed, fixed
    assert fixed.startswith("1 games; A: easy"), fixed


def test_bench_clowder_bots():
    out = run("bench/bench_clowder_bots.py", "--games", "1")
    assert re.search(r"^\| hard \| all \| \d+ \|", out, re.M), out
    assert re.search(r"engine alone: \d+ random 4-player games/s", out), out


def test_bench_mansion_bots():
    out = run("bench/bench_mansion_bots.py", "--games", "1")
    assert re.search(r"^\| hard \| all \| \d+ \|", out, re.M), out


def test_bench_pageant_voters():
    out = run("bench/bench_pageant_voters.py", "--states", "2", "--games", "2")
    assert re.search(r"^\| hard \| 2 \|", out, re.M), out
    assert re.search(r"engine alone: \d+ random 5-player games/s", out), out


def test_bench_engine():
    out = run("bench/bench_engine.py", "--games", "2", "--workers", "1", "--repeat", "1")
    assert re.search(r"one process: [\d.]+ random games/s \(median of 1\)", out), out
    assert "legal turns generated:" in out, out


def test_bench_movegen():
    out = run("bench/bench_movegen.py", "--games", "1")
    assert "1 random games each (seed 1+)" in out, out
    assert re.search(r"^designer +list +[\d,]+ +[\d,]+ ", out, re.M), out


def test_bench_review_in_cpython():
    out = run("bench/bench_review.py", "--turns", "6", "--nodes", "50", "--runs", "1")
    assert out.startswith("review of a 6-turn game"), out
    assert re.search(r"^median: [\d.]+ s total", out, re.M), out


def test_bench_table_review():
    out = run("bench/bench_table_review.py", "--decisions", "12")
    assert out.startswith("review of a self-play game of each table game (seed 1;"), out
    for name in ("pageant", "clowder", "mansion"):
        assert re.search(rf"^\| {name} \| 12 \| \d+ \| \d+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \|$", out, re.M), out


def test_soak_session():
    out = run("bench/soak_session.py", "--minutes", "0.01")
    found = re.search(r"^(\d+) games, (\d+) turns, (\d+) clicks in [\d.]+ min; 0 faults$", out, re.M)
    assert found and int(found[1]) >= 1, out


def test_bench_lighthouse_says_how_to_run_it():
    """Lighthouse itself is a development dependency of npm that the test set-up does not
    install: its options, at least, are read."""
    done = subprocess.run([sys.executable, "bench/bench_lighthouse.py", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "--runs" in done.stdout, done.stdout + done.stderr
    assert "--game" in done.stdout and "mansion" in done.stdout, done.stdout
    assert "--root" in done.stdout, done.stdout  # before and after, in turn
    assert "--floor" in done.stdout, done.stdout  # the runtime alone, in turn with them


def test_bench_lighthouse_reports_each_games_medians(capsys):
    """Its report, from Lighthouse's JSON (made up here: the real run takes minutes): the page
    of each game and the medians of its runs."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import bench_lighthouse as lighthouse
    finally:
        sys.path.remove(str(ROOT / "bench"))
    assert lighthouse.page_url("http://h", "catherders") == "http://h/"
    assert lighthouse.page_url("http://h", "clowder") == "http://h/#game=clowder"
    assert lighthouse.page_url("http://h", lighthouse.FLOOR) == "http://h/bench/floor/index.html"

    def run(score, lcp, tbt, cls):
        audits = {"largest-contentful-paint": lcp, "total-blocking-time": tbt,
                  "cumulative-layout-shift": cls, "first-contentful-paint": 900, "speed-index": 1000}
        return {"categories": {"performance": {"score": score}},
                "audits": {key: {"numericValue": value} for key, value in audits.items()}}
    lighthouse.report("pageant", [run(0.9, 1400, 150, 0.0), run(0.97, 1600, 250, 0.02),
                                  run(0.95, 1500, 200, 0.01)])
    out = capsys.readouterr().out
    assert out.startswith("pageant: performance score  0.95   (each: 0.90, 0.97, 0.95)"), out
    assert re.search(r"^  LCP +1\.50 s$", out, re.M) and re.search(r"^  TBT +200 ms$", out, re.M), out
    assert re.search(r"^  CLS +0\.010$", out, re.M), out


def test_bench_transfer():
    """The first visit for each encoding, the largest files, and each zip both ways, with brotli
    at the test command's quick quality (whose encodings tools/test.sh made already: quality 11
    would cost a fresh clone 40 s of CPU here)."""
    out = run("bench/bench_transfer.py", "--top", "2", "--zips", "--quality",
              str(load_tool("compress").QUICK_QUALITY))
    assert re.search(r"^first visit, \d+ files: br [\d,]+, gzip [\d,]+, identity [\d,]+$", out, re.M), out
    wasm = r"^\| assets/vendor/pyodide/pyodide\.asm\.wasm \| [\d,]+ \| [\d,]+ \| [\d,]+ \|$"
    assert re.search(wasm, out, re.M), out
    assert re.search(r"^\| python_stdlib\.zip \| [\d,]+ / [\d,]+ / [\d,]+ \([\d.]+ s\) \|", out, re.M), out
    for how in ("deflated", "stored"):
        total = rf"^first visit with the zips {how}: br [\d,]+, gzip [\d,]+, identity"
        assert re.search(total, out, re.M), out
