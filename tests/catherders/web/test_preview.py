"""The consequence preview: what pointing at an action shows before anything is played.

The preview is worked out with the engine's own TurnBuilder (game/catherders/consequences.py)
and reached through Session.point, as the page's hover, keyboard cursor and first
tap reach it. The random games below point at every action before clicking it, in
every rule set and variant, and check that the turn then played ends as the preview
said, and that the preview's endings are exactly those of the engine's legal turns.
"""

from __future__ import annotations

import pytest

from game.catherders import Game, Rules
from game.catherders.consequences import catchable, preview, threatened
from game.catherders.rules import RULE_SETS
from tests.catherders.web.clicker import play_game
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec

VARIANT_SETS = ["", "escort", "capture3", "double-step", "escort,capture3", "escort,double-step",
                "capture3,double-step"]


@pytest.mark.slow
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: v or "plain")
@pytest.mark.parametrize("ruleset", RULE_SETS)
def test_every_turn_played_matches_its_preview(ruleset, variants):
    """Whole random games by clicks: each action is pointed at first; the turn played ends
    as one of the preview's endings, which are exactly the engine's for that action."""
    rules = Rules.parse(ruleset, variants)
    turns = 0
    for i, (board, cats, setup) in enumerate([("hex6", 9, "beginner"), ("sq7", 9, "beginner"),
                                              ("hex6", 25, "empty")]):
        spec = GameSpec(rules=rules, board=board, setup=setup, cats=cats, seed=300 + i)
        s, _ = play_game(spec, seed=i, max_turns=70, check_preview=True)
        turns += len(s.game.stack)
    assert turns >= 100


def _game(text: str, ruleset: str = "designer", variants: str = "-") -> Game:
    return Game(text, Rules.parse(ruleset, variants))


def test_a_forced_flight_and_a_catch_are_told_in_one_sentence():
    """One ending: the cat's only cell is named, and the catch it leads to."""
    text = ("hex6 b b:b1,b3,d9,e2,e9,f3,g11,h6,j7,j11,k6,k10 r:a3,a4,a6,c5,e10,g6,g7,h4,i4,k7,k11 "
            "c:d3,d4,d7,e4,e6,e7,f5,h5,h9 0-0 3-4")
    g = _game(text)
    c = g.board.cell
    p = preview(g, None, c("a2"))  # nothing near: no cat runs
    assert p.describe() == "Placing on a2 sends no cat running and catches nothing."
    p = preview(g, c("b1"), c("c2"))
    assert len(p.endings) == 1 and p.forced() == {c("d3"): (c("d3"), c("d2"))}
    assert p.caught_always() == [c("d3")] and p.catch_counts() == [1]
    assert p.describe() == "Moving b1 to c2 sends the cat on d3 to d2 and catches it."
    assert g.fen() == text  # the game is untouched


def test_a_tie_shows_every_cell_the_cat_may_choose():
    """A cat with two least-watched cells: two endings, and the words say you choose."""
    g = _game("hex6 b b:- r:- c:b3,f6,h8 0-0 15-15")
    c, n = g.board.cell, g.board.names
    p = preview(g, None, c("a2"))  # b2 is now watched by one herder; b4, c3, c4 by none
    firsts = {path[1] for path in p.paths(c("b3"))}
    assert firsts == {c("b4"), c("c3"), c("c4")} and len(p.endings) == 3
    assert c("b3") in p.choices() and not p.forced()
    said = p.describe()
    assert said == ("Placing on a2: the cat on b3 runs to b4, c3 or c4. "
                    "You choose: 3 possible outcomes.")
    for cell in firsts:
        assert n[cell] in said


def test_a_cat_with_nowhere_to_go_stays():
    """A cat boxed in by herders stays, and the preview says so."""
    g = _game("hex6 b b:c2,e5,e6 r:c5,d4,d6 c:d5,h8,h9,i8,i9 4-0 12-12")
    c = g.board.cell
    p = preview(g, c("c2"), c("c4"))
    assert p.stays() == [c("d5")]
    assert p.describe() == ("Moving c2 to c4 leaves the cat on d5 where it is (nowhere to run) "
                            "and catches it.")
    assert p.caught_always() == [c("d5")]
    assert p.catchers() == sorted([c("e5"), c("e6")] + [c("c4")])


def test_the_order_can_change_the_result_and_every_outcome_is_kept():
    """Alternate rules, free order: moving one cat first can block another; the preview
    keeps both outcomes, not one of them."""
    g = _game("hex6 r b:a5,b4,c3,c5,f9,f11,g2,h5,h10,i5,j6,j10,k6 "
              "r:b1,b7,c6,c8,d3,e1,e4,f3,f10,g7,g9,g11,i10,j11 c:d5,e6,e7,f5,g6 1-3 2-1", "alternate")
    c = g.board.cell
    p = preview(g, c("c6"), c("d6"))
    assert p.catch_counts() == [0, 1] and len(p.fleeing) == 3
    assert "22 possible outcomes, catching 0 or 1 cats" in p.describe()
    results = set()
    for t in g.legal_turns():
        if (t.origin, t.target) == (c("c6"), c("d6")):
            g.push(t)
            results.add((tuple(g.cells), tuple(g.captures)))
            g.pop()
    assert {(e.cells, e.captures) for e in p.endings} == results
    assert len(results) >= 2


def test_escort_herders_are_named():
    """Escort: the herders that could leave with the caught cat are listed."""
    g = _game("hex6 b b:c2,e5,e6 r:c5,d4,d6 c:d5,h8,h9,i8,i9 4-0 12-12", "designer", "escort")
    c = g.board.cell
    p = preview(g, c("c2"), c("c4"))
    assert p.caught_always() == [c("d5")]
    assert p.escort_herders() == sorted([c("c4"), c("e5"), c("e6")])


def test_threats_mark_the_cats_either_side_could_catch():
    """catchable: the side to move's catches now; threatened: the other side's next turn."""
    g = _game("hex6 b b:c5,d6 r:g7,h8 c:d5,g8 0-1 13-13")
    c = g.board.cell
    assert c("d5") in catchable(g)
    assert c("g8") in threatened(g) and c("g8") not in catchable(g)


def test_session_point_previews_only_what_a_click_would_begin():
    """Pointing at a Wall cell previews a placement; at a Park cell, nothing; with a herder
    selected, its targets; with preview off, nothing. body[data-preview] is the action."""
    s = Session(GameSpec(start_text="hex6 b b:c5,d6 r:k9 c:d5,h8,h9 0-0 13-14"))
    c = s.board.cell
    s.point(c("a3"))
    assert s.preview is not None and s.preview.action == "a3"
    assert s.status() == s.preview.describe()
    s.point(c("f6"))
    assert s.preview is None
    s.click(c("c5"))
    s.point(c("c4"))
    assert s.preview.action == "c5-c4"
    s.set_preview(False)
    s.point(c("c4"))
    assert s.preview is None
    assert s.game.stack == []


def test_a_first_tap_previews_and_a_second_tap_plays():
    """Touch: the first tap on an action's cell previews it (nothing played), the second
    tap on the same cell plays it; with preview off, one tap plays."""
    s = Session(GameSpec(start_text="hex6 b b:c5,d6 r:k9 c:d5,h8,h9 0-0 13-14"))
    c = s.board.cell
    s.tap(c("a3"))
    assert s.preview is not None and not s.game.stack and s.builder is None
    assert "Tap a3 again" in s.message
    s.tap(c("a3"))
    assert len(s.game.stack) == 1
    s.set_preview(False)
    s.tap(c("k8"))
    assert len(s.game.stack) == 2


def test_the_preview_follows_undo():
    """After an undo, pointing at the same cell previews the position now shown."""
    s = Session(GameSpec(start_text="hex6 b b:c5,d6 r:k9 c:d5,h8,h9 0-0 13-14"))
    c = s.board.cell
    s.point(c("a3"))
    first = s.preview
    s.click(c("a3"))
    s.undo()
    assert s.preview is None
    s.point(c("a3"))
    assert s.preview is not None and s.preview.endings == first.endings
