"""CLOWDER.md, Clowder's rules as players read them: what it says of Clowder alone (the cards
left out, the broken roofs, where a treat paid to flee goes). What every rules file shares is
in tests/game/test_rules_files.py."""

from __future__ import annotations

from game.clowder import (
    State,
)
from game.clowder.pieces import BROKEN_AT_START
from tests.support import rules_files

TEXT = rules_files.text("clowder")


def test_it_says_the_cards_are_left_out_before_the_full_rules():
    short = TEXT.split("<!-- more -->")[0]
    assert "plays without the cards" in short
    assert "Ours: no cards." in TEXT


def test_the_broken_roofs_it_states_are_the_set_ups():
    text = rules_files.plain("clowder")
    assert len(BROKEN_AT_START[2]) == 6 and len(BROKEN_AT_START[3]) == 3 and not BROKEN_AT_START[4]
    assert "every other roof of the outer ring is broken" in text
    assert "every fourth one is" in text
    for players in (2, 3, 4):
        assert State.new(players, 5).broken == BROKEN_AT_START[players]


def test_it_says_where_a_treat_paid_to_flee_goes():
    text = rules_files.plain("clowder")
    assert "or pays you one treat and flees through area 1" in text
    assert "pay one treat to the player who caught it" in text
    assert "A treat paid to flee from her is left on her roof, not given to the player moving her." in text
    assert "**Ours: the treat paid to flee goes to the catcher's player.**" in text
