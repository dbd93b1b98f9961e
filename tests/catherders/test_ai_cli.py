"""`python -m game.catherders ai`: prints the computer's turn; bad input exits 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys

from game.catherders import Game, Rules

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WIN = "hex6 b b:c4,e2,k6 r:d5,e6,f5,f6,k11 c:c7,e5,g9,h8,i6 4-0 12-10"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.catherders", "ai", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_prints_the_winning_turn():
    """The one winning turn of the position, in the engine's notation."""
    out = run(WIN, "--level", "medium", "--nodes", "500", "--seed", "1")
    assert out.returncode == 0, out.stderr
    assert out.stdout == "e2-e4 e5>d4\n"


def test_seven_words_rules_and_a_time_budget():
    """An unquoted position, alternate rules with a variant, --seconds: a legal turn."""
    out = run(*WIN.split(), "--rules", "alternate", "--variant", "escort", "--seconds", "0.2")
    assert out.returncode == 0, out.stderr
    game = Game(WIN, Rules.parse("alternate", "escort"))
    game.push(out.stdout.strip())


def test_the_same_seed_and_nodes_give_the_same_turn():
    """--seed with --nodes (no clock) is reproducible."""
    start = "hex6 b b:a1,a3,f11,h11,i4,k6 r:a6,c8,d1,f1,k9,k11 c:b4,c3,c7,d8,f5,f6,g7,g9,h6 0-0 9-9"
    a = run(start, "--level", "easy", "--seed", "3", "--nodes", "100")
    b = run(start, "--level", "easy", "--seed", "3", "--nodes", "100")
    assert a.returncode == 0 and a.stdout == b.stdout


def test_bad_input_is_one_line_and_status_2():
    """A malformed position, a finished game, a bad budget: status 2, one line on stderr."""
    for args in (("hex6 b x",), ("hex6 r b:a1 r:a6 c:f6,f7,f8,g7 5-0 14-14",),
                 (WIN, "--nodes", "0"), (WIN, "--variant", "nope")):
        out = run(*args)
        assert out.returncode == 2 and out.stdout == ""
        assert out.stderr.count("\n") == 1, out.stderr


def test_help_names_the_options():
    """--help documents level, seconds, nodes, seed, rules and variant."""
    out = run("--help")
    for option in ("--level", "--seconds", "--nodes", "--seed", "--rules", "--variant"):
        assert option in out.stdout
