"""The command line `python -m game.pageant`: each command's output, and bad input refused with
status 2 and one line on stderr quoting it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game.pageant import Game, cat_name, read_record, write_record

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.pageant", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_new_prints_the_seeded_games_record():
    out = run("new", "--players", "5", "--seed", "7")
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout == write_record(Game.new(5, 7)) + "\n"


def test_new_without_a_seed_deals_a_random_one():
    out = run("new", "--players", "3")
    assert out.returncode == 0
    game = read_record(out.stdout)
    assert game.players == 3 and game.votes == ()


def test_play_prints_the_new_record_then_the_state_in_words():
    record = write_record(Game.new(5, 7))
    out = run("play", record, "76717", "99111")
    assert out.returncode == 0, out.stderr
    first, rest = out.stdout.split("\n", 1)
    assert read_record(first) == Game.replay(5, 7, [(7, 6, 7, 1, 7), (9, 9, 1, 1, 1)])
    assert "Round 1: voting for 7th place" in rest
    assert f"8th  {cat_name(1)} (1)" in rest and f"9th  {cat_name(7)} (7)" in rest
    assert "Victory points: seat 1 0" in rest
    assert "above" not in rest  # goals are secret without --show-goals


def test_play_shows_every_seats_goals_only_when_asked():
    game = Game.new(4, 3)
    out = run("play", write_record(game), "1234", "--show-goals")
    assert out.returncode == 0
    for seat, goals in enumerate(game.round.goals):
        line = next(x for x in out.stdout.splitlines() if x.strip().startswith(f"seat {seat + 1}:"))
        for a, b in goals:
            assert f"{a} above {b}" in line


def test_play_shows_a_tie_as_who_voted_what():
    out = run("play", write_record(Game.new(3, 1)), "123")
    assert "Last vote for 9th place: 1 2 3; a tie between" in out.stdout
    assert "voting for 9th place, after 1 tie in a row" in out.stdout


def test_play_reads_the_record_from_stdin():
    out = run("play", "-", "111", stdin=write_record(Game.new(3, 2)))
    assert out.returncode == 0
    assert read_record(out.stdout.split("\n", 1)[0]).round.ranking == (1,)


def test_show_gives_each_finished_rounds_ranking_scores_and_winner():
    out = run("random", "--players", "4", "--seed", "11")
    game = read_record(out.stdout)
    shown = run("show", out.stdout)
    assert shown.returncode == 0
    for number, rnd in enumerate(game.rounds, 1):
        assert f"Round {number}, finished:" in shown.stdout
        assert "ranking 1st to 9th: " + " ".join(map(str, rnd.top_down())) in shown.stdout
    assert shown.stdout.count("  winner: seat") == len(game.rounds)
    assert f"Game over after {len(game.rounds)} rounds: seat {game.winner() + 1} wins" in shown.stdout


def test_random_is_a_finished_game_the_same_for_a_seed():
    one = run("random", "--players", "6", "--seed", "5")
    two = run("random", "--players", "6", "--seed", "5")
    assert one.returncode == 0 and one.stdout == two.stdout
    game = read_record(one.stdout)
    assert game.is_over and game.players == 6 and game.seed == 5


@pytest.mark.parametrize("args, quoted", [
    (("new", "--players", "9"), "9"),
    (("new", "--players", "x"), "'x'"),
    (("new", "--players", "4", "--seed", "-1"), "-1"),
    (("new",), "--players"),
    (("bogus",), "'bogus'"),
    (("show", "pageant 1 players 3\nseed x votes"), "'x'"),
    (("show", "hello world"), "'hello world'"),
    (("play", "pageant 1 players 3 seed 1 votes", "12"), "'12'"),
    (("play", "pageant 1 players 3 seed 1 votes", "111", "1x1"), "'1x1'"),
    (("random", "--players", "2"), "2"),
])
def test_bad_input_exits_2_with_one_line_quoting_it(args, quoted):
    out = run(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and quoted in out.stderr


def test_a_vote_after_the_game_is_over_is_named_in_one_line():
    record = run("random", "--players", "3", "--seed", "4").stdout
    out = run("play", record, "123")
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert "'123'" in out.stderr and "game is over" in out.stderr
