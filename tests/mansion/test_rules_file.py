"""MANSION.md, Cat's Mansion's rules as players read them: what it says of the mansion alone
(the map is ours, its tables of costs and of homes are the engine's, a spat's winner). What
every rules file shares is in tests/game/test_rules_files.py."""

from __future__ import annotations

import re

from game.mansion import board
from game.mansion.pieces import (
    move_cost,
)
from tests.support import rules_files

TEXT = rules_files.text("mansion")


def table_rows(header: str) -> list[list[str]]:
    """The body rows of the Markdown table whose header line starts with `header`."""
    lines = TEXT.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_it_says_the_map_is_ours_before_the_full_rules():
    short = re.sub(r"\s+", " ", TEXT.split("<!-- more -->")[0])
    assert "board did not reach us" in short and "the mansion you play on is ours" in short


def test_its_table_of_costs_is_the_engines():
    rows = {row[0]: row[1:] for row in table_rows("| spaces |")}
    assert rows["energy"][:4] == [str(move_cost(n, False)) for n in range(1, 5)]
    assert rows["energy with the extra space"] == [str(move_cost(n, True)) for n in range(1, 6)]


def test_its_table_of_homes_and_turn_order_rooms_is_the_maps():
    rows = table_rows("| cat | home rooms |")
    assert [row[0] for row in rows] == list(board.CATS)
    for cat, (_, homes, cards) in enumerate(rows):
        assert homes == ", ".join(board.ROOMS[r] for r in board.HOME_ROOMS[cat])
        assert cards == ", ".join(board.ROOMS[r] for c, r in board.TURN_CARDS if c == cat)


def test_the_map_it_describes_is_the_boards():
    text = rules_files.plain("mansion")
    assert f"A square grid of {board.WIDTH} by {board.HEIGHT} spaces" in text
    order = ", ".join(board.CATS[c] for c in board.CUSHION_CATS)
    assert f"From west to east: {order}." in text
    means = {round(sum(board.room_distance(c, r) for r in range(len(board.ROOMS))) / len(board.ROOMS), 1)
             for c in board.CUSHIONS}
    assert len(means) == 1, means  # no cushion is favoured
    assert f"averages the same ({means.pop()} spaces) from every cushion" in text


def test_it_says_a_winner_never_takes_a_space_next_to_the_mouse_or_the_bowl():
    text = rules_files.plain("mansion")
    assert ("The winner may take the loser's old space, except next to a cat on the Toy Mouse or the "
            "Food Bowl: then it stays where it is.") in text
    assert ("**Ours: a spat's winner never takes a space next to a cat on the Toy Mouse or the Food "
            "Bowl;**") in text
