"""The command line `python -m game.clowder`: each command's output, and bad input refused with
status 2 and one line on stderr quoting it."""

from __future__ import annotations

import os
import subprocess
import sys

from game.clowder import State
from game.clowder.cli import random_game, run
from game.clowder.describe import say_state
from game.clowder.record import read_record, write_record
from tests.support.helpers import run_in_process

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def cli(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    return run_in_process(run, *args, stdin=stdin)


def test_python_m_clowder_runs_the_command_line():
    out = subprocess.run([sys.executable, "-m", "game.clowder", "new", "--players", "4", "--seed", "7"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout == "clowder 1 players 4 seed 7 actions\n"


def test_new_prints_the_seeded_games_record():
    assert cli("new", "--players", "3", "--seed", "12") == (0, write_record(3, 12, ()) + "\n", "")


def test_new_without_a_seed_picks_one():
    status, out, _ = cli("new", "--players", "2")
    record = read_record(out)
    assert status == 0 and record.players == 2 and record.actions == ()


def test_play_prints_the_new_record_what_happened_and_the_state():
    record = write_record(4, 7, ())
    status, out, err = cli("play", record, "O1", "O3", "O5", "O7", "O9", "O11", "O2", "O4", "O6", "t1231")
    assert status == 0 and err == ""
    lines = out.splitlines()
    game = read_record(lines[0])
    assert len(game.actions) == 10 and game.state.phase == "move"
    assert lines[1].startswith("Seat 1's first cat enters on O1")
    assert lines[9] == "Seat 1 places Nyx on O6."
    assert lines[10] == ("Tokens shown: Seat 1 1, Seat 2 2, Seat 3 3, Seat 4 1. "
                         "Moving order: Seat 1, Seat 4, Seat 2, Seat 3.")
    assert out.endswith(say_state(game.state) + "\n")


def test_play_reads_the_record_from_stdin():
    status, out, _ = cli("play", "-", "O1", stdin=write_record(2, 5, ()))
    assert status == 0 and out.splitlines()[0] == "clowder 1 players 2 seed 5 actions O1"


def test_states_in_words_name_the_winner():
    actions, state = random_game(2, 1)
    assert state.is_over and f"Winner: Seat {state.winner + 1}." in say_state(state)
    assert say_state(State.new(2, 1)).startswith("Round 1; Seat 1 holds the Nyx token.\nSeat 1 places")
