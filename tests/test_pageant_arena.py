"""bench/pageant_arena.py: importing it runs nothing, every three games give each seat each
level once, and its Wilson interval is the textbook one."""

from collections import Counter

import pageant_arena

from game.pageant.voters import LEVELS


def test_every_three_games_give_each_seat_each_level_once():
    for players in range(3, 8):
        for seat in range(players):
            assert sorted(pageant_arena.levels_for(g, players)[seat] for g in range(3)) == sorted(LEVELS)


def test_a_five_player_game_mixes_the_levels():
    assert sorted(Counter(pageant_arena.levels_for(0, 5)).values()) == [1, 2, 2]


def test_the_wilson_interval_of_known_rates():
    low, high = pageant_arena.wilson(20, 100)
    assert round(low, 3) == 0.133 and round(high, 3) == 0.289
    assert pageant_arena.wilson(0, 10)[0] == 0.0
