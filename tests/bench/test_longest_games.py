"""The longest-games measure (bench/longest_games.py), which the table games' length caps are
set above, runs: one computer game and one random game a table size, as a script, and it
prints a length for each game's record and link."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_longest_games_are_measured_for_every_table_game():
    run = subprocess.run([sys.executable, "bench/longest_games.py", "--games", "1", "--levels", "easy",
                          "--random", "1"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    found = re.findall(r"^(\w+) .*longest record (\d+) chars, link (\d+) chars", run.stdout, re.M)
    assert {game for game, _, _ in found} == {"pageant", "clowder", "mansion"}, run.stdout
    assert all(int(record) > 0 and int(link) > int(record) for _, record, link in found), run.stdout
