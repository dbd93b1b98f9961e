"""What the games' rules files share: each builds for the rules view with a short part and the
rest; Clowder's and Cat's Mansion's diagrams are the kinds their pages draw, every decision of
ours is marked and gives a reason, and the numbers they state are the engines'. What each file
says of its own game alone is in tests/<game>/test_rules_file.py."""

import importlib

import pytest

from game import clowder
from game.clowder.pieces import REFILL_AT
from game.mansion import pieces as mansion
from tests.support.rules_files import built, plain, rules_build, text

TITLES = {"clowder": "The rules of Clowder", "mansion": "The rules of Cat's Mansion",
          "pageant": "The rules of the Great Cat Pageant"}


@pytest.mark.parametrize("game", TITLES)
def test_it_builds_with_a_short_part_and_the_rest(game):
    data = built(game)
    assert data["title"] == TITLES[game]
    assert data["short"] and data["more"]
    assert text(game).count("<!-- more -->") == 1


@pytest.mark.parametrize("game", ["clowder", "mansion"])
def test_its_diagrams_are_every_kind_the_page_draws_and_no_other(game):
    kinds = [spec["kind"] for spec in rules_build.diagrams(built(game))]
    assert sorted(kinds) == sorted(importlib.import_module(f"web.{game}.rules_parts").DIAGRAM_KINDS)


@pytest.mark.parametrize("game", ["clowder", "mansion"])
def test_every_decision_of_ours_is_marked_and_gives_a_reason(game):
    ours = [line for line in text(game).splitlines() if line.startswith("- **Ours:")]
    assert len(ours) >= 12
    section = text(game).split("## What is the source's and what is ours")[1]
    for item in section.split("\n- ")[1:]:
        assert item.startswith("**Ours:")
        said = item.split("**", 2)[2].strip()
        assert len(said.split()) >= 8, item  # a reason, not just the rule again


STATED = {  # game: what its rules file states, with the engine's numbers
    "clowder": [
        f"game for {clowder.MIN_PLAYERS} to {clowder.MAX_PLAYERS} players",
        f"{clowder.LIVES} life markers",
        f"{clowder.TREATS_PER_COLOUR * 3} treats in a bag, {clowder.TREATS_PER_COLOUR} of each colour",
        f"12 keys, {clowder.KEYS_PER_COLOUR} of each colour",
        f"{clowder.TREATS_PER_KEY} treats of one colour buy",
        f"if {REFILL_AT} or fewer treats lie on the board",
        f"end of round {clowder.LAST_ROUND}",
        f"after round {clowder.LAST_ROUND}",
        f"caught {clowder.WIN_CATCHES} cats",
    ],
    "mansion": [
        f"a race for {mansion.MIN_CATS} to {mansion.MAX_CATS} players",
        f"starts with {mansion.START_ENERGY} energy (at most {mansion.MAX_ENERGY})",
        f"Each cat has {mansion.START_ENERGY} energy",
        f"No cat ever has more than {mansion.MAX_ENERGY} energy",
        f"gives {mansion.REST_GAIN} energy at the start of your next turn",
        f"The Food Bowl gives {mansion.BOWL_GAIN}, the Pillow {mansion.PILLOW_GAIN}",
        f"gain {mansion.BOWL_GAIN} energy",
        f"gain {mansion.PILLOW_GAIN} energy",
        f"may pay {mansion.RETREAT_COST} energy to step one space away",
        f"after {mansion.TURN_LIMIT_PER_CAT} turns for each cat",
        f"2 spaces cost {mansion.move_cost(2, False)}, 3 cost {mansion.move_cost(3, False)}, "
        f"4 cost {mansion.move_cost(4, False)}",
    ],
}


CASES = [(game, said) for game, said_all in STATED.items() for said in said_all]


@pytest.mark.parametrize(("game", "stated"), CASES)
def test_the_numbers_it_states_are_the_engines(game, stated):
    assert stated in plain(game)
