"""CLOWDER.md, Clowder's rules as players read them: it builds for the rules view, its
diagrams are the kinds the page draws, and the numbers it states are the engine's."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import rules_build  # noqa: E402

from game.clowder import (  # noqa: E402
    KEYS_PER_COLOUR,
    LAST_ROUND,
    LIVES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TREATS_PER_COLOUR,
    TREATS_PER_KEY,
    WIN_CATCHES,
    State,
)
from game.clowder.pieces import BROKEN_AT_START, REFILL_AT  # noqa: E402
from web.clowder.rules_parts import DIAGRAM_KINDS  # noqa: E402

TEXT = (ROOT / "CLOWDER.md").read_text(encoding="utf-8")


def built() -> dict:
    return rules_build.build(TEXT, "CLOWDER.md")


def plain() -> str:
    return re.sub(r"\s+", " ", TEXT)


def test_it_builds_with_a_short_part_and_the_rest():
    data = built()
    assert data["title"] == "The rules of Clowder"
    assert data["short"] and data["more"]
    assert TEXT.count("<!-- more -->") == 1


def test_its_diagrams_are_every_kind_the_page_draws_and_no_other():
    kinds = [spec["kind"] for spec in rules_build.diagrams(built())]
    assert sorted(kinds) == sorted(DIAGRAM_KINDS)


def test_it_says_the_cards_are_left_out_before_the_full_rules():
    short = TEXT.split("<!-- more -->")[0]
    assert "plays without the cards" in short
    assert "Ours: no cards." in TEXT


def test_the_numbers_it_states_are_the_engines():
    text = plain()
    assert f"game for {MIN_PLAYERS} to {MAX_PLAYERS} players" in text
    assert f"{LIVES} life markers" in text
    assert f"{TREATS_PER_COLOUR * 3} treats in a bag, {TREATS_PER_COLOUR} of each colour" in text
    assert f"12 keys, {KEYS_PER_COLOUR} of each colour" in text
    assert f"{TREATS_PER_KEY} treats of one colour buy" in text
    assert f"if {REFILL_AT} or fewer treats lie on the board" in text
    assert f"end of round {LAST_ROUND}" in text and f"after round {LAST_ROUND}" in text
    assert f"caught {WIN_CATCHES} cats" in text


def test_the_broken_roofs_it_states_are_the_set_ups():
    text = plain()
    assert len(BROKEN_AT_START[2]) == 6 and len(BROKEN_AT_START[3]) == 3 and not BROKEN_AT_START[4]
    assert "every other roof of the outer ring is broken" in text
    assert "every fourth one is" in text
    for players in (2, 3, 4):
        assert State.new(players, 5).broken == BROKEN_AT_START[players]


def test_every_decision_of_ours_is_marked_and_gives_a_reason():
    ours = [line for line in TEXT.splitlines() if line.startswith("- **Ours:")]
    assert len(ours) >= 12
    section = TEXT.split("## What is the source's and what is ours")[1]
    for item in section.split("\n- ")[1:]:
        assert item.startswith("**Ours:")
        said = item.split("**", 2)[2].strip()
        assert len(said.split()) >= 8, item  # a reason, not just the rule again


def test_it_says_where_a_treat_paid_to_flee_goes():
    text = plain()
    assert "or pays you one treat and flees through area 1" in text
    assert "pay one treat to the player who caught it" in text
    assert "A treat paid to flee from her is left on her roof, not given to the player moving her." in text
    assert "**Ours: the treat paid to flee goes to the catcher's player.**" in text
