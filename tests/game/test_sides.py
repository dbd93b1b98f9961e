"""Side matches (game.sides): the seating, who a game counts for, and a whole match's table."""

import pytest

from game import sides
from game.sides import Side, SideResult, play_side_game, seating, summary


def test_the_sides_alternate_and_turn_through_every_seat():
    assert seating(4, 0) == ("a", "b", "a", "b")
    assert seating(4, 1) == ("b", "a", "b", "a")
    assert seating(5, 0) == ("a", "b", "a", "b", "f")
    for seats in (3, 4, 5, 6, 7):
        games = [seating(seats, index) for index in range(seats)]
        for seat in range(seats):
            column = [game[seat] for game in games]
            assert column.count("a") == column.count("b") == seats // 2


def test_a_game_counts_for_the_side_that_alone_won():
    assert SideResult(("a", "b", "a", "b"), (2,)).won_by == "a"
    assert SideResult(("a", "b", "a", "b"), (1,)).won_by == "b"
    assert SideResult(("a", "b", "a", "b"), (0, 1)).won_by is None  # shared between the sides
    assert SideResult(("a", "b", "a", "b"), (0, 2)).won_by == "a"
    assert SideResult(("a", "b", "a", "b", "f"), (4,)).won_by is None
    assert SideResult(("a", "b", "a", "b"), ()).won_by is None


@pytest.mark.parametrize(("name", "seats"), [("clowder", 2), ("pageant", 3), ("mansion", 3)])
def test_a_match_plays_whole_games_and_times_both_sides(name, seats):
    a, b = Side("easy"), Side(sides.YARDSTICK, playouts=1)
    results = [play_side_game(name, index, seats, 11, a, b) for index in range(1 if name == "mansion" else 2)]
    for result in results:
        assert len(result.sides) == seats
        assert result.times["a"] and result.times["b"]
        assert all(t >= 0 for t in result.times["a"] + result.times["b"])
    table = summary(results, a, b)
    assert "A: easy" in table and "B: yardstick (1 play-outs)" in table
    won = sum(r.won_by == "a" for r in results)
    assert f"| A: easy | {won} |" in table


def test_a_match_is_the_same_when_played_again():
    a, b = Side("medium"), Side(sides.YARDSTICK, playouts=2)
    first = play_side_game("clowder", 3, 2, 5, a, b)
    again = play_side_game("clowder", 3, 2, 5, a, b)
    assert (first.sides, first.winners) == (again.sides, again.winners)
