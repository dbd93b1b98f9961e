"""The herder's action: placing from supply, moving 1 or 2 cells, passing (spec rules 1, 5, 8).

Positions are hand-made on hex6 (rows a–k from the bottom; f6 the centre).
Cats are kept away from the cells the herders can reach unless a test needs them.
"""

import pytest

from game.catherders import Game, IllegalTurnError, NotationError, Rules
from tests.support.helpers import ALTERNATE, BOTH, DESIGNER, P, turn_texts

HEX6_WALL = ("a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1 f11 g2 g11 h3 h11 "
             "i4 i11 j5 j11 k6 k7 k8 k9 k10 k11").split()
RING1 = "b2 b3 b4 b5 b6 c2 c7 d2 d8 e2 e9 f2 f10 g3 g10 h4 h10 i5 i10 j6 j7 j8 j9 j10".split()

# Every hex6 Wall cell holds a herder (blue the first 15, red the last 15), every
# Park cell next to the Wall holds a cat, and one more cat stands on f6: 25 cats.
# Nobody can place (no supply, no empty Wall cell) or move (every neighbour full).
BLOCKED = P(" ".join(HEX6_WALL[:15]), " ".join(HEX6_WALL[15:]), " ".join(RING1 + ["f6"]))

# Three cats in the middle of the Park, out of reach of every action below.
FAR_CATS = "f6 f7 g7"
rules_ids = pytest.mark.parametrize("rules", BOTH, ids=["designer", "alternate"])


def actions(game):
    names = game.board.names
    return {names[t] if o is None else f"{names[o]}-{names[t]}" for o, t in game.legal_actions()}


def illegal(game, text):
    with pytest.raises(IllegalTurnError) as e:
        game.push(text)
    return str(e.value)


# ---- placements -------------------------------------------------------------------

@rules_ids
def test_placements_are_every_empty_wall_cell(rules):
    """With supply, a herder may be placed on each empty Wall cell, and nowhere else."""
    g = Game(P("a1 f6", "k11", "c4 c5 e5"), rules)
    placements = {a for a in actions(g) if "-" not in a}
    assert placements == set(HEX6_WALL) - {"a1", "k11"}


@rules_ids
def test_placing_on_a_park_cell_is_illegal(rules):
    """A herder from supply goes on the Wall only."""
    g = Game(P("a1", "k11", FAR_CATS), rules)
    message = illegal(g, "d4")
    assert message.startswith("illegal turn 'd4': ")
    assert "Park" in message


@rules_ids
def test_placing_on_an_occupied_wall_cell_is_illegal(rules):
    """The Wall cell must be empty: not one's own herder, not the opponent's."""
    g = Game(P("a1", "k11", FAR_CATS), rules)
    assert "a1" in illegal(g, "a1")
    assert "k11" in illegal(g, "k11")


@rules_ids
def test_no_placement_without_supply(rules):
    """A player whose 15 herders are all on the board cannot place."""
    blue = "a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1"
    g = Game(P(blue, "k11", FAR_CATS), rules)
    assert g.position().supply[0] == 0
    assert not any("-" not in a for a in actions(g))
    message = illegal(g, "k6")
    assert message.startswith("illegal turn 'k6': ") and "supply" in message


@rules_ids
def test_placement_supply_decreases(rules):
    """Placing takes a herder from supply; the turn passes to red."""
    g = Game(P("a1", "k11", FAR_CATS), rules)
    g.push("a3")
    assert g.fen() == P("a1 a3", "k11", FAR_CATS, side="r")


# ---- moves --------------------------------------------------------------------------

@rules_ids
def test_free_herder_in_the_park_has_twelve_moves(rules):
    """A lone herder on e5 moves 1 or 2 cells along each of the 6 lines: 12 moves."""
    g = Game(P("e5", "k11", "h9 i9 i10"), rules)
    moves = {a for a in actions(g) if "-" in a}
    assert moves == {"e5-e6", "e5-e7", "e5-e4", "e5-e3", "e5-f5", "e5-g5", "e5-d5", "e5-c5",
                     "e5-f6", "e5-g7", "e5-d4", "e5-c3"}


@rules_ids
def test_moves_stop_at_occupied_cells(rules):
    """Every cell entered must be empty: a cat or a herder (either colour) blocks the line."""
    # e5: cat on e6 blocks (0,+1) entirely; red herder on d4 blocks (−1,−1); blue herder
    # on g5 leaves f5 only along (+1,0); a cat on c5 leaves d5 only along (−1,0).
    g = Game(P("e5 g5", "d4 k11", "e6 c5 i9"), rules)
    moves = {a for a in actions(g) if a.startswith("e5-")}
    assert moves == {"e5-e4", "e5-e3", "e5-f5", "e5-d5", "e5-f6", "e5-g7"}
    assert "e6" in illegal(g, "e5-e7")
    assert "d4" in illegal(g, "e5-c3")
    assert "g5" in illegal(g, "e5-g5")


@rules_ids
def test_move_not_on_a_straight_line_is_illegal(rules):
    """Spec example: a move whose cells are not in a straight line is illegal, saying so."""
    g = Game(P("c3", "k11", FAR_CATS), rules)
    message = illegal(g, "c3-e4")
    assert message.startswith("illegal turn 'c3-e4': ")
    assert "straight line" in message
    assert "straight line" in illegal(g, "c3-b4")  # (−1,+1) is not a hex direction


@rules_ids
def test_move_of_three_cells_is_illegal(rules):
    """A herder moves 1 or 2 cells, not 3."""
    g = Game(P("c3", "k11", FAR_CATS), rules)
    message = illegal(g, "c3-c6")
    assert message.startswith("illegal turn 'c3-c6': ")


@rules_ids
def test_moving_a_missing_or_foreign_herder_is_illegal(rules):
    """Only the mover's own herders move."""
    g = Game(P("c3", "k11 e4", FAR_CATS), rules)
    assert "e4" in illegal(g, "e4-e3")  # red's herder, blue to move
    assert "d3" in illegal(g, "d3-d2")  # nothing there
    assert "h8" in illegal(g, "h8-h7")


@rules_ids
def test_moving_onto_itself_is_illegal(rules):
    """A 'move' of zero cells is not a move."""
    g = Game(P("c3", "k11", FAR_CATS), rules)
    illegal(g, "c3-c3")


def test_designer_herders_move_along_the_wall():
    """designer: the cells entered may be Park or Wall (a1 reaches a2, a3, b1, c1, b2, c3)."""
    g = Game(P("a1", "k11", FAR_CATS), DESIGNER)
    moves = {a for a in actions(g) if "-" in a}
    assert moves == {"a1-a2", "a1-a3", "a1-b1", "a1-c1", "a1-b2", "a1-c3"}
    g.push("a1-a3")
    assert "b:a3 " in g.fen()


def test_alternate_herders_enter_park_cells_only():
    """alternate: a herder may enter Park cells only (a1 reaches b2 and c3 only)."""
    g = Game(P("a1", "k11", FAR_CATS), ALTERNATE)
    moves = {a for a in actions(g) if "-" in a}
    assert moves == {"a1-b2", "a1-c3"}
    message = illegal(g, "a1-a3")
    assert message.startswith("illegal turn 'a1-a3': ") and "Wall" in message
    assert "Wall" in illegal(g, "a1-b1")


def test_designer_herder_may_step_from_park_onto_wall():
    """designer: from b2 the Wall cells a1, a2 and b1 are reachable too (9 moves)."""
    g = Game(P("b2", "k11", FAR_CATS), DESIGNER)
    moves = {a for a in actions(g) if a.startswith("b2-")}
    assert moves == {"b2-b3", "b2-b4", "b2-c2", "b2-d2", "b2-c3", "b2-d4",
                     "b2-b1", "b2-a2", "b2-a1"}


def test_alternate_herder_may_not_step_from_park_onto_wall():
    """alternate: from b2 only the six Park cells are reachable."""
    g = Game(P("b2", "k11", FAR_CATS), ALTERNATE)
    moves = {a for a in actions(g) if a.startswith("b2-")}
    assert moves == {"b2-b3", "b2-b4", "b2-c2", "b2-d2", "b2-c3", "b2-d4"}
    assert "Wall" in illegal(g, "b2-a1")


def test_alternate_two_step_move_may_not_pass_over_the_wall():
    """alternate: along the Wall from a corner, neither the 1- nor the 2-step move is legal."""
    g = Game(P("f1", "k11", FAR_CATS), ALTERNATE)
    assert {a for a in actions(g) if a.startswith("f1-")} == {"f1-f2", "f1-f3"}


def test_square_board_moves_in_eight_directions():
    """On sq9 a Park herder has 8 lines: 16 moves when nothing is in the way."""
    g = Game("sq9 b b:e5 r:i9 c:b8,c8,h2 0-0 15-15", DESIGNER)
    moves = {a for a in actions(g) if a.startswith("e5-")}
    assert len(moves) == 16
    assert {"e5-g7", "e5-c3", "e5-g3", "e5-c7", "e5-e7", "e5-c5"} <= moves


# ---- pass -------------------------------------------------------------------------------

@rules_ids
def test_pass_is_illegal_when_an_action_exists(rules):
    """A player may pass only with no legal action."""
    g = Game(P("a1", "k11", FAR_CATS), rules)
    message = illegal(g, "pass")
    assert message.startswith("illegal turn 'pass': ")
    assert "pass" not in turn_texts(g)


@rules_ids
def test_pass_is_the_only_turn_without_an_action(rules):
    """Wall full and every Park cell next to it full of cats: nobody can act, only pass."""
    g = Game(BLOCKED, rules)
    assert g.legal_actions() == []
    assert turn_texts(g) == {"pass"}
    g.push("pass")
    assert g.fen() == BLOCKED.replace("hex6 b", "hex6 r")


@rules_ids
def test_pass_then_the_opponent_plays_on(rules):
    """One pass does not end the game; the opponent with an action must act."""
    # as BLOCKED but k11 is empty and red has one herder in supply
    pos = BLOCKED.replace(",k11 ", " ").replace(" 0-0 0-0", " 0-0 0-1")
    g = Game(pos, rules)
    assert turn_texts(g) == {"pass"}
    g.push("pass")
    assert g.outcome() is None
    red_turns = turn_texts(g)
    assert "pass" not in red_turns
    assert any(t.split()[0] == "k11" for t in red_turns)


@rules_ids
def test_text_with_bad_cells_is_a_notation_error_not_illegal(rules):
    """push() of malformed text raises NotationError, not IllegalTurnError."""
    g = Game(P("a1", "k11", FAR_CATS), rules)
    with pytest.raises(NotationError):
        g.push("a1-z9")
    with pytest.raises(NotationError):
        g.push("")


@rules_ids
def test_illegal_push_leaves_the_game_unchanged(rules):
    """After an IllegalTurnError the position and history are as before."""
    g = Game(P("c3", "k11", FAR_CATS), rules)
    before = g.fen()
    for bad in ("c3-e4", "d4", "pass", "c3-c4 f6>f5", "k11-k10"):
        with pytest.raises(IllegalTurnError):
            g.push(bad)
        assert g.fen() == before
        assert g.turns == []


def test_rules_parse_names_and_errors():
    """Rules.parse reads a rule set and a variant list; unknown names are NotationErrors."""
    r = Rules.parse("alternate", "escort,capture3,double-step")
    assert (r.ruleset, r.escort, r.capture3, r.double_step) == ("alternate", True, True, True)
    assert Rules.parse("designer", "") == Rules()
    for bad in [("house", ""), ("designer", "escort,fly"), ("designer", "escort,escort")]:
        with pytest.raises(NotationError):
            Rules.parse(*bad)
