"""The command line `python -m game.mansion`: each command's output, and bad input refused with
status 2 and one line on stderr quoting it."""

from __future__ import annotations

import os
import subprocess
import sys

from game.mansion import Rules, State
from game.mansion.cli import run
from game.mansion.describe import say_state
from game.mansion.record import read_record, write_record
from tests.support.helpers import run_in_process

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def cli(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    return run_in_process(run, *args, stdin=stdin)


def test_python_m_mansion_runs_the_command_line():
    args = ["new", "--cats", "5", "--seed", "7", "--rules", "sb"]
    out = subprocess.run([sys.executable, "-m", "game.mansion", *args], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout == "mansion 1 cats 5 rules sb seed 7 actions\n"


def test_new_prints_the_seeded_games_record():
    assert cli("new", "--cats", "3", "--seed", "12") == (0, write_record(3, Rules(), 12, ()) + "\n", "")


def test_new_without_a_seed_picks_one():
    status, out, _ = cli("new", "--cats", "4")
    record = read_record(out)
    assert status == 0 and record.cats == 4 and record.actions == () and record.rules == Rules()


def test_play_prints_the_new_record_what_happened_and_the_state():
    record = write_record(5, Rules(), 7, ())
    first = State.new(5, 7)
    step = next(str(a) for a in first.legal_actions() if str(a) not in ("r", "e"))
    status, out, err = cli("play", record, step, "e")
    assert status == 0 and err == ""
    lines = out.splitlines()
    game = read_record(lines[0])
    assert [str(a) for a in game.actions] == [step, "e"]
    assert lines[1].endswith(f"moves to {step}.") and lines[2].startswith(f"{lines[1].split()[0]}")
    assert "ends its turn. Turn 2:" in lines[2]
    assert out.endswith(say_state(game.state) + "\n")


def test_play_reads_the_record_from_stdin():
    status, out, _ = cli("play", "-", "r", stdin=write_record(3, Rules(close=True), 5, ()))
    assert status == 0 and out.splitlines()[0] == "mansion 1 cats 3 rules c seed 5 actions r"
