"""bench/clowder_arena.py: a small run plays every game to its end (a winner, or nobody on
points) with the levels it says; in every 12 games each level sits in each seat
equally often; its Wilson interval is the textbook one. (Its figures are the README's, from
the full run: nothing here asserts a win rate.)"""

from collections import Counter

import clowder_arena

from game.clowder import LAST_ROUND
from game.clowder.bots import LEVELS


def test_a_small_arena_plays_every_game_to_its_end():
    results = [clowder_arena.play_game(index, seed=500) for index in range(12)]
    for index, result in enumerate(results):
        assert result.levels == clowder_arena.levels_for(index)
        assert result.end in ("tower", "catches", "rounds")
        assert result.winner is not None or result.end == "rounds"
        assert 1 <= result.rounds <= LAST_ROUND
    table = clowder_arena.tally(results)
    assert sum(row["wins"] for row in table.values()) == sum(r.winner is not None for r in results)
    assert all(row["games"] == 16 for row in table.values())
    assert "| hard | 16 |" in clowder_arena.summary(results)


def test_every_12_games_seat_each_level_in_each_seat_four_times():
    for start in (0, 12, 36):
        for seat in range(clowder_arena.PLAYERS):
            seated = Counter(clowder_arena.levels_for(g)[seat] for g in range(start, start + 12))
            assert seated == {level: 4 for level in LEVELS}


def test_every_game_seats_every_level():
    assert all(set(clowder_arena.levels_for(g)) == set(LEVELS) for g in range(24))


def test_the_wilson_interval_of_known_rates():
    low, high = clowder_arena.wilson(20, 100)
    assert round(low, 3) == 0.133 and round(high, 3) == 0.289
    assert clowder_arena.wilson(0, 10)[0] == 0.0
