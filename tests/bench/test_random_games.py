"""bench/random_games.py runs for every game (a smoke test, run as a program: its figures
are measured, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("args", [
    ["catherders", "--games", "2"],
    ["pageant", "--games", "2", "--seats", "3,7"],
    ["clowder", "--games", "2", "--seats", "2,4", "--positions", "20"],
    ["mansion", "--games", "1", "--seats", "3", "--rules", "s", "--positions", "20"],
], ids=lambda args: args[0])
def test_the_random_games_benchmark_runs_for_every_game(args):
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "random_games.py"), *args],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{args[0]}: ") and "| seats | players | games/s |" in done.stdout
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and line[2].isdigit()]
    kinds = 2 if args[0] == "mansion" else 1
    assert len(rows) == kinds * len(args[args.index("--seats") + 1].split(",") if "--seats" in args else [2])
    assert ("queries on 20 positions" in done.stdout) == (args[0] in ("clowder", "mansion"))


def test_an_unknown_game_is_refused():
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "random_games.py"), "chess"],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2 and "catherders" in done.stderr
