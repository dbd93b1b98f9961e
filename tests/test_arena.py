"""The arena (bench/arena.py): Elo arithmetic on known scores, and a tiny run of two games."""

import math

import pytest
from arena import GameSpec, elo, elo_interval, play_game, run  # bench/arena.py

from game.catherders.rules import Rules


def test_elo_of_known_scores():
    """50% is 0 Elo, 75% is 400·log10(3) ≈ +191, 25% its negative, 0 and 1 infinite."""
    assert elo(0.5) == 0
    assert elo(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo(0.25) == pytest.approx(-190.85, abs=0.01)
    assert elo(1.0) == math.inf and elo(0.0) == -math.inf


def test_interval_from_the_standard_error():
    """30 wins, 10 draws, 10 losses: score 0.7, SE from the per-game variance, ±1.96 SE."""
    est, low, high = elo_interval(30, 10, 10)
    s = 0.7
    var = (30 * (1 - s) ** 2 + 10 * (0.5 - s) ** 2 + 10 * s ** 2) / 50
    se = math.sqrt(var / 50)
    assert est == pytest.approx(elo(s))
    assert low == pytest.approx(elo(s - 1.959964 * se))
    assert high == pytest.approx(elo(s + 1.959964 * se))
    assert low < est < high


def test_even_results_are_centred_on_zero():
    """As many wins as losses: 0 Elo, an interval symmetric about it."""
    est, low, high = elo_interval(10, 5, 10)
    assert est == 0 and low == pytest.approx(-high)


def test_a_clean_sweep_has_a_finite_lower_bound():
    """20 wins of 20: infinite estimate, but the Wilson bound n/(n+z²) ≈ 0.84 (+287 Elo); and back."""
    z2 = 1.959964 ** 2
    est, low, high = elo_interval(20, 0, 0)
    assert est == math.inf and high == math.inf
    assert low == pytest.approx(elo(20 / (20 + z2)))
    assert 280 < low < 295
    est, low, high = elo_interval(0, 0, 20)
    assert est == -math.inf and low == -math.inf and high == pytest.approx(-elo(20 / (20 + z2)))


def test_one_game_is_played_to_its_end():
    """play_game returns A's score, the game length and both players' turn times."""
    r = play_game(GameSpec(1, "easy", "random", 3, Rules(), "hex5", "beginner", 3, None, 50))
    assert r.score in (0.0, 0.5, 1.0) and r.turns > 0
    assert len(r.times_a) + len(r.times_b) == r.turns


def test_a_tiny_arena_run(capsys):
    """Two games on two worker processes, colours alternated: the report adds up."""
    assert run(["--games", "2", "--a", "greedy", "--b", "random", "--board", "hex5",
                "--cats", "3", "--workers", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "greedy vs random: 2 games" in out
    assert "Elo difference" in out and "95% interval" in out


def test_bad_options_exit_2(capsys):
    """An unknown variant is one line on stderr and status 2."""
    assert run(["--variant", "nope", "--games", "1"]) == 2
    assert "nope" in capsys.readouterr().err
