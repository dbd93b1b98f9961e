"""The parsers' fuzzer (bench/fuzz_parsers.py) runs: a few inputs for every parser, as a
script, and it says how many inputs each took and that none broke the rule."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_fuzzer_runs_every_parser_and_finds_nothing_broken():
    run = subprocess.run([sys.executable, "bench/fuzz_parsers.py", "--inputs", "40", "--seed", "7"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    summary = [line for line in run.stdout.splitlines() if " parsers, " in line]
    assert summary, run.stdout
    parsers, inputs = int(summary[0].split()[0]), int(summary[0].split()[2])
    assert parsers >= 15 and inputs == parsers * 40, summary[0]
    assert summary[0].endswith("0 broke the rule")
