"""bench/mansion_arena.py: a small run plays every game to its end with the levels it says;
in every 15 games each level sits in each seat equally often; the Wilson interval is the
textbook one; the summary has the table, the turns and the map's figures. (The win rates
are the full run's, in the README: nothing here asserts one.)"""

from collections import Counter

import mansion_arena

from game.mansion import Rules
from game.mansion.bots import LEVELS
from game.mansion.pieces import TURN_LIMIT_PER_CAT


def test_a_small_arena_plays_every_game_to_its_end():
    results = [mansion_arena.play_game(index, seed=500, rules=Rules(shorter=True)) for index in range(3)]
    for index, result in enumerate(results):
        assert result.levels == mansion_arena.levels_for(index)
        assert result.end in ("race", "limit") and result.winner in range(5)
        assert 1 <= result.turns <= TURN_LIMIT_PER_CAT * 5 and result.decisions >= result.turns
        if result.end == "race":
            assert result.progress[result.winner] == 5  # the shorter course: five rooms
    table = mansion_arena.tally(results)
    assert sum(row["wins"] for row in table.values()) == 3
    assert all(row["games"] == 5 for row in table.values())
    text = mansion_arena.summary(results)
    assert "| hard | 5 |" in text and "turns a game: mean" in text and "a cat's turns: mean" in text
    assert "| Brown (g5) |" in text and "wins by cat" in text


def test_every_15_games_seat_each_level_in_each_seat_5_times():
    for start in (0, 15, 45):
        for seat in range(mansion_arena.CATS):
            seated = Counter(mansion_arena.levels_for(g)[seat] for g in range(start, start + 15))
            assert seated == {level: 5 for level in LEVELS}


def test_every_game_seats_every_level():
    assert all(set(mansion_arena.levels_for(g)) == set(LEVELS) for g in range(30))


def test_the_wilson_interval_of_known_rates():
    low, high = mansion_arena.wilson(20, 100)
    assert round(low, 3) == 0.133 and round(high, 3) == 0.289
    assert mansion_arena.wilson(0, 10)[0] == 0.0 and mansion_arena.wilson(0, 0) == (0.0, 1.0)


def test_the_cushion_table_has_a_row_a_cat_and_a_column_a_room():
    lines = mansion_arena.cushion_table()
    assert len(lines) == 2 + 5 and all(line.count("|") == 10 + 3 for line in lines)
