"""Building a turn step by step (spec: Inside): the action, then each choice that keeps it legal.

The page asks the player only the choices that exist; the builder must offer
exactly the choices that lead to legal turns, and nothing else.
"""

import pytest

from game.catherders import Game, IllegalTurnError, Option, Rules
from tests.support.helpers import ALTERNATE, BOTH, DESIGNER, P, results

rules_ids = pytest.mark.parametrize("rules", BOTH, ids=["designer", "alternate"])

LET_MOVE = P("e5", "b3", "b2 c2 i9")
NO_BLOCK = P("e5", "c2", "b2 c4 c5 d5 b4")
INTO_TRAP = P("e5 d2", "b3", "b2 i9 j9")


def named(game, options):
    n = game.board.names
    out = set()
    for o in options:
        if o.kind == "flee":
            out.add(f"{n[o.cell]}>{n[o.to]}")
        elif o.kind == "escort":
            out.add(f"x{n[o.cell]}")
        else:
            out.add(f"{o.kind} {n[o.cell]}")
    return out


def begin(game, action):
    c = game.board.cell
    if "-" in action:
        a, b = action.split("-")
        return game.begin(c(a), c(b))
    return game.begin(None, c(action))


def option(game, text):
    c = game.board.cell
    if text.startswith("x"):
        return Option("escort", c(text[1:]))
    a, b = text.split(">")
    return Option("flee", c(a), c(b))


def test_designer_offers_only_the_cat_that_must_go_first():
    """LET_MOVE, designer: after e5-c3 only c2>d2 is offered, then b2>c2."""
    g = Game(LET_MOVE, DESIGNER)
    b = begin(g, "e5-c3")
    assert not b.complete
    assert named(g, b.options()) == {"c2>d2"}
    b.choose(option(g, "c2>d2"))
    assert named(g, b.options()) == {"b2>c2"}
    b.choose(option(g, "b2>c2"))
    assert b.complete and b.options() == []
    turn = g.push(b)
    assert str(turn) == "e5-c3 c2>d2 b2>c2"
    assert g.fen() == "hex6 r b:c3 r:b3 c:c2,d2,i9 0-0 14-14"


def test_alternate_offers_letting_a_blocked_cat_stay():
    """LET_MOVE, alternate: b2 may take its turn first and stay (the order is free)."""
    g = Game(LET_MOVE, ALTERNATE)
    b = begin(g, "e5-c3")
    assert named(g, b.options()) == {"c2>d2", "stay b2"}
    b.choose(Option("stay", g.board.cell("b2")))
    assert named(g, b.options()) == {"c2>d2"}
    b.choose(option(g, "c2>d2"))
    assert b.complete
    assert str(g.push(b)) == "e5-c3 c2>d2"


def test_designer_hides_a_choice_that_would_block_a_cat():
    """NO_BLOCK, designer: c4>b3 is not offered; c4>d4 and b2>b3 are."""
    g = Game(NO_BLOCK, DESIGNER)
    b = begin(g, "e5-c3")
    assert named(g, b.options()) == {"c4>d4", "b2>b3"}
    with pytest.raises(IllegalTurnError):
        b.choose(option(g, "c4>b3"))


def test_alternate_offers_the_blocking_choice():
    """NO_BLOCK, alternate: c4>b3 is offered too."""
    g = Game(NO_BLOCK, ALTERNATE)
    b = begin(g, "e5-c3")
    assert named(g, b.options()) == {"c4>d4", "c4>b3", "b2>b3"}


@rules_ids
def test_escort_choice_is_offered_after_the_capture(rules):
    """escort: after b2>c2 is captured, the two capturing herders are the choices."""
    g = Game(INTO_TRAP, Rules(rules.ruleset, escort=True))
    b = begin(g, "e5-c3")
    assert named(g, b.options()) == {"b2>c2"}
    b.choose(option(g, "b2>c2"))
    assert named(g, b.options()) == {"xc3", "xd2"}
    b.choose(option(g, "xd2"))
    assert b.complete
    assert str(g.push(b)) == "e5-c3 b2>c2 xd2"


@rules_ids
def test_undo_takes_back_one_choice(rules):
    """undo() returns to the previous choice point with the same options."""
    g = Game(NO_BLOCK, rules)
    b = begin(g, "e5-c3")
    first = b.options()
    mid = g.fen()
    b.choose(option(g, "b2>b3"))
    b.undo()
    assert b.options() == first
    assert g.fen() == mid
    b.choose(option(g, "c4>d4"))
    b.choose(option(g, "b2>b3"))
    assert b.complete
    b.undo()
    assert not b.complete
    assert named(g, b.options()) == {"b2>b3"}


@rules_ids
def test_cancel_restores_the_game(rules):
    """cancel() at any point leaves the game exactly as before begin()."""
    g = Game(NO_BLOCK, rules)
    before = g.fen()
    b = begin(g, "e5-c3")
    b.choose(b.options()[0])
    b.cancel()
    assert g.fen() == before
    assert g.turns == []
    assert len(list(g.legal_turns())) > 0
    assert g.fen() == before


@rules_ids
def test_commit_of_an_incomplete_turn_is_illegal(rules):
    """commit() before the cats have fled raises IllegalTurnError."""
    g = Game(NO_BLOCK, rules)
    b = begin(g, "e5-c3")
    with pytest.raises(IllegalTurnError):
        g.push(b)
    b.cancel()


@rules_ids
def test_begin_with_an_illegal_action_raises(rules):
    """begin() checks the action like push does, and leaves the game unchanged."""
    g = Game(NO_BLOCK, rules)
    before = g.fen()
    with pytest.raises(IllegalTurnError):
        begin(g, "e5-e8")
    with pytest.raises(IllegalTurnError):
        begin(g, "f6")
    assert g.fen() == before


@rules_ids
def test_builder_without_choices_is_complete_at_once(rules):
    """A placement that scares no cat needs no choice."""
    g = Game(NO_BLOCK, rules)
    b = begin(g, "k11")
    assert b.complete and b.options() == []
    assert str(g.push(b)) == "k11"


def _all_paths(game, builder, out):
    if builder.complete:
        out.add(str(builder.turn()))
        return
    options = builder.options()
    assert options, "an incomplete turn must offer a choice"
    for o in options:
        builder.choose(o)
        _all_paths(game, builder, out)
        builder.undo()


@pytest.mark.parametrize("text", [LET_MOVE, NO_BLOCK, INTO_TRAP, P("f1", "k11", "b2 b3 i9"),
                                  P("f5 f9", "k11", "f6 g8 b5")])
@pytest.mark.parametrize("variants", ["", "escort", "double-step"])
@rules_ids
def test_every_builder_path_is_a_legal_turn_and_all_are_reachable(text, variants, rules):
    """Following the offered options reaches exactly the positions of legal_turns()."""
    rules = Rules.parse(rules.ruleset, variants)
    g = Game(text, rules)
    listed = set(results(g))
    built = set()
    for origin, target in g.legal_actions():
        b = g.begin(origin, target)
        paths = set()
        _all_paths(g, b, paths)
        b.cancel()
        for turn_text in paths:
            fresh = Game(text, rules)
            fresh.push(turn_text)
            built.add(fresh.fen())
    assert built == listed


@rules_ids
def test_pop_undoes_to_any_earlier_point(rules):
    """Several pushes, then pops one by one, give back each earlier position."""
    g = Game(NO_BLOCK, rules)
    seen = [g.fen()]
    for t in ("e5-c3 c4>d4 b2>b3", "k11", "a1", "k10"):
        g.push(t)
        seen.append(g.fen())
    for fen in reversed(seen[:-1]):
        g.pop()
        assert g.fen() == fen
    with pytest.raises(IndexError):
        g.pop()
