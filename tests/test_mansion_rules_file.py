"""MANSION.md, Cat's Mansion's rules as players read them: it builds for the rules view, its
diagrams are the kinds the page draws, and its numbers and tables are the engine's."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import rules_build  # noqa: E402

from game.mansion import board  # noqa: E402
from game.mansion.pieces import (  # noqa: E402
    BOWL_GAIN,
    MAX_CATS,
    MAX_ENERGY,
    MIN_CATS,
    PILLOW_GAIN,
    REST_GAIN,
    RETREAT_COST,
    START_ENERGY,
    TURN_LIMIT_PER_CAT,
    move_cost,
)
from web.mansion.rules_parts import DIAGRAM_KINDS  # noqa: E402

TEXT = (ROOT / "MANSION.md").read_text(encoding="utf-8")


def built() -> dict:
    return rules_build.build(TEXT, "MANSION.md")


def plain() -> str:
    return re.sub(r"\s+", " ", TEXT)


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


def test_it_builds_with_a_short_part_and_the_rest():
    data = built()
    assert data["title"] == "The rules of Cat's Mansion"
    assert data["short"] and data["more"]
    assert TEXT.count("<!-- more -->") == 1


def test_its_diagrams_are_every_kind_the_page_draws_and_no_other():
    kinds = [spec["kind"] for spec in rules_build.diagrams(built())]
    assert sorted(kinds) == sorted(DIAGRAM_KINDS)


def test_it_says_the_map_is_ours_before_the_full_rules():
    short = re.sub(r"\s+", " ", TEXT.split("<!-- more -->")[0])
    assert "board did not reach us" in short and "the mansion you play on is ours" in short


def test_the_numbers_it_states_are_the_engines():
    text = plain()
    assert f"a race for {MIN_CATS} to {MAX_CATS} players" in text
    assert f"starts with {START_ENERGY} energy (at most {MAX_ENERGY})" in text
    assert f"Each cat has {START_ENERGY} energy" in text
    assert f"No cat ever has more than {MAX_ENERGY} energy" in text
    assert f"gives {REST_GAIN} energy at the start of your next turn" in text
    assert f"The Food Bowl gives {BOWL_GAIN}, the Pillow {PILLOW_GAIN}" in text
    assert f"gain {BOWL_GAIN} energy" in text and f"gain {PILLOW_GAIN} energy" in text
    assert f"may pay {RETREAT_COST} energy to step one space away" in text
    assert f"after {TURN_LIMIT_PER_CAT} turns for each cat" in text
    costs = f"2 spaces cost {move_cost(2, False)}, 3 cost {move_cost(3, False)}, 4 cost {move_cost(4, False)}"
    assert costs in text


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
    text = plain()
    assert f"A square grid of {board.WIDTH} by {board.HEIGHT} spaces" in text
    order = ", ".join(board.CATS[c] for c in board.CUSHION_CATS)
    assert f"From west to east: {order}." in text
    means = {round(sum(board.room_distance(c, r) for r in range(len(board.ROOMS))) / len(board.ROOMS), 1)
             for c in board.CUSHIONS}
    assert len(means) == 1, means  # no cushion is favoured
    assert f"averages the same ({means.pop()} spaces) from every cushion" in text


def test_every_decision_of_ours_is_marked_and_gives_a_reason():
    ours = [line for line in TEXT.splitlines() if line.startswith("- **Ours:")]
    assert len(ours) >= 12
    section = TEXT.split("## What is the source's and what is ours")[1]
    for item in section.split("\n- ")[1:]:
        assert item.startswith("**Ours:")
        said = item.split("**", 2)[2].strip()
        assert len(said.split()) >= 8, item  # a reason, not just the rule again


def test_it_says_a_winner_never_takes_a_space_next_to_the_mouse_or_the_bowl():
    text = plain()
    assert ("The winner may take the loser's old space, except next to a cat on the Toy Mouse or the "
            "Food Bowl: then it stays where it is.") in text
    assert ("**Ours: a spat's winner never takes a space next to a cat on the Toy Mouse or the Food "
            "Bowl;**") in text
