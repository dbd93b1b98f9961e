"""Random games played through Session.click alone, in every rule set and variant.

A person builds every turn by clicking what the page marks; so does this test
(tests/catherders/web/clicker.py). In each game it checks that every turn completes, that no
click on a marked cell is ignored, that the game never reports an outcome
while a turn is being built, and that the session's game is always the
engine's replay of its turns. bench/soak_session.py runs the same for longer.
"""

from __future__ import annotations

import pytest

from game.catherders import Rules
from game.catherders.rules import RULE_SETS
from tests.catherders.web.clicker import play_game
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec

VARIANT_SETS = ["", "escort", "capture3", "double-step", "escort,capture3", "escort,double-step",
                "capture3,double-step"]
# Three boards, hex and square, with few and many cats: hex6 with 25 and sq7 with 9 as well
# added a third to the CI run's longest CPython test for no kind of game these lack.
BOARDS = [("hex6", 9), ("hex8", 15), ("sq9", 25)]


@pytest.mark.slow
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: v or "plain")
@pytest.mark.parametrize("ruleset", RULE_SETS)
def test_random_games_by_clicks_complete_every_turn(ruleset, variants):
    """Whole games on three boards, with few and many cats, end by the rules, and every
    turn is completed by clicks on marked cells."""
    rules = Rules.parse(ruleset, variants)
    turns = 0
    ended = set()
    for i, (board, cats) in enumerate(BOARDS):
        spec = GameSpec(rules=rules, board=board, setup="beginner" if cats == 9 else "empty",
                        cats=cats, seed=100 + i)
        s, _ = play_game(spec, seed=i)
        turns += len(s.game.stack)
        ended.add(s.game.outcome().reason.split(" ")[1])
        assert s.game.outcome() is not None
    assert turns > 100


def test_an_escort_that_wins_is_still_chosen_by_a_click():
    """Escort: a catch that wins the game and still needs its escort waits for the
    click, and that click ends the game with the win (the fault found in play)."""
    spec = GameSpec(rules=Rules(escort=True),
                    start_text="hex6 b b:c2,e5,e6 r:c5,d4,d6 c:d5,h8,h9,i8,i9 4-0 12-12")
    s = Session(spec)
    c = s.board.cell
    s.click(c("c2"))
    s.click(c("c4"))  # the cat on d5 cannot run: caught, blue's fifth
    assert s.builder is not None and s.game.outcome() is None
    assert sorted(s.highlights()["escort"]) == [c("c4"), c("e5"), c("e6")]
    assert not s.message.startswith("Game over")
    s.click(c("e5"))
    assert s.builder is None and str(s.game.turns[-1]) == "c2-c4 xe5"
    assert s.game.outcome().winner == 0 and s.message.count("Blue wins") == 1


def test_a_cat_caught_at_any_time_that_wins_leaves_the_tie_to_choose():
    """Alternate rules (double-step): blue's winning catch comes in the middle of the turn,
    while another cat still has a tied step to choose; the page asks for it and the click
    on a marked cell ends the game (found by the random clicker, then kept here)."""
    spec = GameSpec(rules=Rules.parse("alternate", "double-step"),
                    start_text="hex6 b b:a4,a5,a6,e1,e7,e8,e9,f1,f9,g9,j6,k6,k11 "
                               "r:a1,a2,b2,d1,d4,d9,e3,e4,f10,h5,i10,k10 c:c6,c7,g3,h4 12-9 2-3")
    s = Session(spec)
    c = s.board.cell
    for name in ("e8", "d7"):  # the herder on e8 moves to d7: cats c6 and c7 run
        s.click(c(name))
    s.click(c("c7"))
    s.click(c("b6"))  # caught on b6 at once (blue's 13th of 25); c6>c5 is forced
    assert s.builder is not None and s.builder.captures[0] == 13
    assert str(s.builder.turn()) == "e8-d7 c7>b6 c6>c5"  # the cat on c5 has a second step
    assert s.game.outcome() is None and not s.message.startswith("Game over")
    ties = [to for _, to in s.highlights()["flee"]]
    assert len(ties) >= 2
    s.click(ties[0])
    while s.builder is not None:  # any later tie is chosen the same way
        s.click(s.highlights()["flee"][0][1])
    assert s.game.outcome().winner == 0
    assert str(s.game.turns[-1]).startswith("e8-d7 c7>b6 c6>c5")
