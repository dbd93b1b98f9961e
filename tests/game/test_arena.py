"""The arena (bench/arena.py GAME, over game/<game>/arena.py and game/arena.py): its
statistics on known figures, each game's seating of the levels, a small run of each game
played to its end, and the command line for every game. (The win rates are the full runs',
in the README: nothing here asserts one.)"""

from __future__ import annotations

import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game import arena
from game.catherders import arena as catherders
from game.catherders.rules import Rules as CatherdersRules
from game.clowder import LAST_ROUND
from game.clowder import arena as clowder
from game.clowder.bots import LEVELS as CLOWDER_LEVELS
from game.mansion import Rules as MansionRules
from game.mansion import arena as mansion
from game.mansion.bots import LEVELS as MANSION_LEVELS
from game.mansion.pieces import TURN_LIMIT_PER_CAT
from game.pageant import arena as pageant
from game.pageant.bots import LEVELS as PAGEANT_LEVELS

ROOT = Path(__file__).resolve().parents[2]
elo, elo_interval = arena.elo, arena.elo_interval


def arena_command(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "bench" / "arena.py"), *args],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)


# ---- the statistics (game/arena.py), once for every game -----------------------------------


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


def test_the_wilson_interval_of_known_rates():
    low, high = arena.wilson(20, 100)
    assert round(low, 3) == 0.133 and round(high, 3) == 0.289
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(0, 0) == (0.0, 1.0)
    assert arena.win_rate(20, 100) == "20.0% (13.3% to 28.9%)"


# ---- each game's seating of the levels ----------------------------------------------------------


def test_pageant_every_cycle_of_games_gives_each_seat_each_level_once():
    cycle = range(len(PAGEANT_LEVELS))
    for players in range(3, 8):
        for seat in range(players):
            assert sorted(pageant.levels_for(g, players)[seat] for g in cycle) == sorted(PAGEANT_LEVELS)


def test_a_five_player_pageant_mixes_the_levels():
    assert sorted(Counter(pageant.levels_for(0, 5)).values()) == [1, 1, 1, 2]


@pytest.mark.parametrize("game, levels, seats", [(clowder, CLOWDER_LEVELS, 4), (mansion, MANSION_LEVELS, 5)])
def test_every_cycle_of_games_seats_each_level_in_each_seat_alike(game, levels, seats):
    """Clowder (four levels, four seats): in every 16 games each level sits in each seat 4
    times; Cat's Mansion (four levels, five seats): in every 20 games, 5 times."""
    cycle = len(levels) * seats
    for start in (0, cycle, 3 * cycle):
        for seat in range(seats):
            seated = Counter(game.levels_for(g)[seat] for g in range(start, start + cycle))
            assert seated == {level: seats for level in levels}


@pytest.mark.parametrize("game, levels", [(clowder, CLOWDER_LEVELS), (mansion, MANSION_LEVELS)])
def test_every_game_seats_every_level(game, levels):
    assert all(set(game.levels_for(g)) == set(levels) for g in range(30))


# ---- a small run of each game ------------------------------------------------------------------


def test_one_catherders_game_is_played_to_its_end():
    """play_game returns A's score, the game length and both players' turn times."""
    r = catherders.play_game(catherders.GameSpec(1, "easy", "random", 3, CatherdersRules(), "hex5",
                                                 "beginner", 3, None, 50))
    assert r.score in (0.0, 0.5, 1.0) and r.turns > 0
    assert len(r.times_a) + len(r.times_b) == r.turns


@pytest.mark.slow
def test_a_small_clowder_arena_plays_every_game_to_its_end():
    results = [clowder.play_game(index, seed=500) for index in range(1)]  # max plays for seconds
    for index, result in enumerate(results):
        assert result.levels == clowder.levels_for(index)
        assert result.end in ("tower", "catches", "rounds")
        assert result.winner is not None or result.end == "rounds"
        assert 1 <= result.rounds <= LAST_ROUND
    table = clowder.tally(results)
    assert sum(row["wins"] for row in table.values()) == sum(r.winner is not None for r in results)
    assert all(row["games"] == 1 for row in table.values())
    assert "| max | 1 |" in clowder.summary(results)


def test_a_small_mansion_arena_plays_every_game_to_its_end():
    results = [mansion.play_game(index, seed=500, rules=MansionRules(shorter=True)) for index in range(4)]
    for index, result in enumerate(results):
        assert result.levels == mansion.levels_for(index)
        assert result.end in ("race", "limit") and result.winner in range(5)
        assert 1 <= result.turns <= TURN_LIMIT_PER_CAT * 5 and result.decisions >= result.turns
        if result.end == "race":
            assert result.progress[result.winner] == 5  # the shorter course: five rooms
    table = mansion.tally(results)
    assert sum(row["wins"] for row in table.values()) == 4
    assert all(row["games"] == 5 for row in table.values())
    text = mansion.summary(results)
    assert "| hard | 5 |" in text and "turns a game: mean" in text and "a cat's turns: mean" in text
    assert "| Brown (g5) |" in text and "wins by cat" in text


def test_the_cushion_table_has_a_row_a_cat_and_a_column_a_room():
    lines = mansion.cushion_table()
    assert len(lines) == 2 + 5 and all(line.count("|") == 10 + 3 for line in lines)


# ---- the command line, for every game ----------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("args, says", [
    (["catherders", "--games", "2", "--a", "greedy", "--b", "random", "--board", "hex5", "--cats", "3",
      "--workers", "2", "--seed", "4"], ["greedy vs random: 2 games", "Elo difference", "95% interval"]),
    (["pageant", "--games", "1", "--players", "3"], ["1 games, 3 players", "| hard | 1 |"]),
    (["clowder", "--games", "1", "--seed", "3"], ["1 games, 4 players", "ends: "]),
    (["mansion", "--games", "1", "--rules", "s"], ["rules s", "1 games, 5 cats", "The map"]),
], ids=["catherders", "pageant", "clowder", "mansion"])
def test_a_tiny_arena_run_of_every_game(args, says):
    """Cat Herders: two games on two worker processes, colours alternated; the table games:
    one game, its table. The report adds up."""
    done = arena_command(*args)
    assert done.returncode == 0, done.stderr
    for text in says:
        assert text in done.stdout


def test_bad_options_exit_2():
    """An unknown variant is one line on stderr and status 2; an unknown game is refused."""
    done = arena_command("catherders", "--variant", "nope", "--games", "1")
    assert done.returncode == 2 and "nope" in done.stderr
    done = arena_command("chess")
    assert done.returncode == 2 and "catherders" in done.stderr
