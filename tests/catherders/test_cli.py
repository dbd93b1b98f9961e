"""The command line `python -m game.catherders`: output, exit codes and one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys

from game.catherders import Game, Position, new_position
from game.catherders.record import write_record

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
START = str(new_position("hex6", "beginner", 9, 7))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.catherders", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_new_prints_the_seeded_start_position():
    """`new --seed 7` prints the same canonical position as new_position(seed=7)."""
    out = run("new", "--seed", "7")
    assert out.returncode == 0
    assert out.stdout == START + "\n"


def test_new_takes_every_setup_option():
    """Board, setup and cat count reach the position."""
    out = run("new", "--board", "sq9", "--setup", "advanced", "--cats", "5", "--seed", "1")
    pos = Position.parse(out.stdout)
    assert pos.board.name == "sq9" and len(pos.cats) == 5 and len(pos.herders[0]) == 2


def test_new_rejects_an_even_cat_count_in_one_line():
    """A bad option exits 2 with one line on stderr naming it."""
    out = run("new", "--cats", "8")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "cats 8" in out.stderr


def test_turns_lists_each_legal_turn_once():
    """`turns` prints the engine's legal turns, one a line, no duplicates."""
    out = run("turns", START)
    lines = out.stdout.splitlines()
    assert lines == [str(t) for t in Game(START).legal_turns()]
    assert len(lines) == len(set(lines)) > 0


def test_turns_accepts_the_position_as_seven_words():
    """An unquoted position (seven arguments) is read the same way."""
    assert run("turns", *START.split()).stdout == run("turns", START).stdout


def test_turns_prints_nothing_when_the_game_is_over():
    """A position where blue has 5 of 9 cats has no turns."""
    over = "hex6 r b:a1 r:a6 c:f6,f7,f8,g7 5-0 14-14"
    out = run("turns", over)
    assert out.returncode == 0 and out.stdout == ""


def test_play_applies_turns_in_order():
    """`play` prints the position after the turns, as the engine computes it."""
    g = Game(START)
    first = next(iter(g.legal_turns()))
    g.push(first)
    second = next(iter(g.legal_turns()))
    g.push(second)
    out = run("play", START, str(first), str(second))
    assert out.returncode == 0
    assert out.stdout == g.fen() + "\n"


def test_play_rejects_an_illegal_turn_with_status_2_and_one_line():
    """A turn that breaks the rules prints no position and one line that quotes it."""
    out = run("play", START, "a1-b3")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith("illegal turn 'a1-b3': ") and out.stderr.count("\n") == 1


def test_play_rejects_a_malformed_turn():
    """A turn that cannot be read is named as malformed."""
    out = run("play", START, "z99")
    assert out.returncode == 2 and "'z99'" in out.stderr and out.stderr.count("\n") == 1


def test_play_explains_a_wrong_flight():
    """The message says where the cat must flee instead."""
    g = Game(START)
    turn = next(t for t in g.legal_turns() if t.flights)
    cat, to = turn.flights[0][:2]
    bad = f"{turn.action_text()} {g.board.names[cat]}>f6"
    out = run("play", START, bad)
    assert out.returncode == 2
    assert f"cat {g.board.names[cat]} must flee to" in out.stderr


def test_replay_reads_a_record_and_prints_position_and_result():
    """A record written by write_record replays to the same final position."""
    import random

    g = Game(START)
    rng = random.Random(3)
    for _ in range(30):
        g.random_turn(rng)
    out = run("replay", "-", stdin=write_record(g))
    assert out.returncode == 0
    fen, result = out.stdout.splitlines()
    assert fen == g.fen() and result == "* (game in progress)"


def test_replay_names_the_line_of_a_bad_turn(tmp_path):
    """An illegal turn in a record exits 2 and says which turn and line."""
    path = tmp_path / "game.txt"
    path.write_text(f'[Start "{START}"]\n\n1. a1-b3\n*\n', encoding="utf-8")
    out = run("replay", str(path))
    assert out.returncode == 2 and "turn 1, line 3" in out.stderr


def test_replay_of_a_missing_file_is_one_line():
    """A file that cannot be opened is a clear one-line error."""
    out = run("replay", "/nonexistent/game.txt")
    assert out.returncode == 2 and "cannot read" in out.stderr


def test_random_plays_a_whole_game_that_replays():
    """`random` prints a finished game's record, which `replay` accepts."""
    rec = run("random", "--seed", "5", "--board", "hex5", "--cats", "3")
    assert rec.returncode == 0
    out = run("replay", "-", stdin=rec.stdout)
    assert out.returncode == 0 and out.stdout.splitlines()[1][:3] in ("1-0", "0-1", "1/2")


def test_every_command_has_help():
    """--help works for the program and each command."""
    for args in ((), ("new",), ("turns",), ("play",), ("replay",), ("random",)):
        out = run(*args, "--help")
        assert out.returncode == 0 and "usage:" in out.stdout


def test_asking_for_a_square_board_gives_sq9():
    """`--board sq` means the default square board, sq9."""
    out = run("new", "--board", "sq", "--seed", "2")
    assert out.stdout.startswith("sq9 b ")
