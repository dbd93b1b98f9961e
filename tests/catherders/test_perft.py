"""Counts of legal turns in fixed positions, worked out by hand (perft, depth 1).

legal_turns() lists one turn per resulting position, so each count below is the
number of distinct positions blue can reach. hex6 neighbours of (r, d):
(r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1); the Wall is the outer ring of 30.
"""

import pytest

from game.catherders import Game, Rules
from tests.support.helpers import P, after


def count(position, ruleset, variants=""):
    g = Game(position, Rules.parse(ruleset, variants))
    turns = list(g.legal_turns())
    # one turn per resulting position: the positions are all different
    assert len({after(g, t) for t in turns}) == len(turns)
    return len(turns)


# A: blue a1 (a corner), red k11, cats f6 f7 g7 deep in the Park (no Wall cell and
# no cell a1 reaches touches them).
#   placements: 30 Wall cells − a1 − k11                        = 28
#   designer moves from a1: a2, a3, b1, c1 (Wall), b2, c3 (Park) =  6   -> 34
#   alternate moves: Park cells only, b2 and c3                  =  2   -> 30
CORNER = P("a1", "k11", "f6 f7 g7")


def test_perft_corner_designer():
    """Corner herder, designer rules: 28 placements + 6 moves = 34."""
    assert count(CORNER, "designer") == 34


def test_perft_corner_alternate():
    """Corner herder, alternate rules: 28 placements + 2 moves = 30."""
    assert count(CORNER, "alternate") == 30


# B: blue f4 in the Park, red k11, cats f6, i9, c6.
#   placements: 30 − k11 = 29, none next to a cat (c6, i9 and f6 touch no Wall cell).
#   f4's moves: f5 (f6 blocks f6 and beyond), f3 f2, g4 h4, e4 d4, g5 h6, e3 d2 = 11.
#   Only f5 touches a cat (f6). From f6: f7 0, e6 0, g7 0, g6 1 (f5), e5 1 (f5)
#   -> 3 choices. Total 29 + 10 + 3 = 42, the same under both rule sets (all Park).
#   double-step: f7 then f8 g7 e7 g8 e6 (5; f6 has 1); e6 then e7 d6 f7 d5 (4);
#   g7 then g8 h7 f7 h8 (4); the end cells are f8 g7 e7 g8 e6 d6 f7 d5 h7 h8 = 10
#   distinct positions -> 29 + 10 + 10 = 49.
ONE_CAT = P("f4", "k11", "f6 i9 c6")


@pytest.mark.parametrize("ruleset", ["designer", "alternate"])
def test_perft_one_fleeing_cat(ruleset):
    """A Park herder whose one move scares a cat with three equal cells: 42."""
    assert count(ONE_CAT, ruleset) == 42


@pytest.mark.parametrize("ruleset", ["designer", "alternate"])
def test_perft_one_fleeing_cat_double_step(ruleset):
    """double-step: 13 two-step paths end on 10 different cells: 49."""
    assert count(ONE_CAT, ruleset, "double-step") == 49


# C: blue e5, red b3, cats b2, c2, i9 (b2 hemmed in by Wall, red b3, cat c2).
#   e5's 12 moves; only c3 touches cats (b2 and c2):
#     designer: c2>d2 then b2>c2 (d3 has watch 1 from c3)             1
#     alternate: the same, or b2 first while blocked (it stays)       2
#   placements: 30 Wall cells, 26 touch no cat; the others:
#     a1, a2: only b2 flees, to c3 (its only empty Park cell)          1 + 1
#     c1: only c2 flees; d2 watch 1 (c1), c3 watch 1 (b3), d3 0         1
#     b1: b2 and c2 flee. c2 always takes d2 or d3 (watch 0; c3 has 1,
#         b2 2). b2 takes c3 if first, c2 or c3 (watch 1 each) if second:
#         positions {c3 or c2} × {d2, d3} = 4
#   designer 26 + 1 + 1 + 1 + 4 + 11 + 1 = 45; alternate 46.
ORDER = P("e5", "b3", "b2 c2 i9")


def test_perft_order_designer():
    """The let-move rule removes the blocked-b2 turn: 45."""
    assert count(ORDER, "designer") == 45


def test_perft_order_alternate():
    """Free order keeps the turn where b2 stays: 46."""
    assert count(ORDER, "alternate") == 46


# D: blue i8, i10 with the cat i9 between them (red's turn left it there), red k11,
#    cats b5, c5 far away.
# Placements (29): 27 touch no cat and capture i9 (designer: after the cats,
#   alternate: at once). a4 and a5 make b5 flee: after a4, b6 and c6 (b4 has 1);
#   after a5, b4 and c6 (b6 has 1): 2 each. So 27 + 2 + 2 = 31, and with escort
#   every placement doubles (i8 or i10 escorts): 62.
# Moves under designer (20): i8 to i7 i6 j8 k8 g8 k10 h7 g6 leave i9 uncaptured (8);
#   i8-h8: i9 flees to j9 (i8 1, h9 2, j10 2) (1); i8-j9: i9 flees to h8 (i8 1,
#   h9 1, j10 3) (1). i10 to i11 k10 h10 g10 j11 g8 (6); i10-j10: i9 flees to h9
#   (i10 1, j9 2, h8 1) (1); i10-h9: i9 flees to i10, j9 or j10 (h8 has 2) (3).
#   No move captures. designer 31 + 20 = 51; with escort 62 + 20 = 82.
# Moves under alternate (Park only: not k8, k10, i11, j11): i8 to i7 i6 j8 g8 h7 g6
#   (6), i8-h8 and i8-j9 capture i9 at once (1 each); i10 to h10 g10 g8 (3),
#   i10-j10 and i10-h9 capture at once (1 each): 31 + 6 + 2 + 3 + 2 = 44.
#   With escort each capturing move leaves one of two herders, but i8-h8 xh8 and
#   i8-j9 xj9 both leave blue with i10 alone -- one position -- so i8-h8/i8-j9 give
#   3 positions ({h8}, {j9}, {i10}), and i10-j10/i10-h9 give 3 ({j10}, {h9}, {i8}):
#   62 + 6 + 3 + 3 + 3 = 77.
CAUGHT = P("i8 i10", "k11", "i9 b5 c5")


@pytest.mark.parametrize("ruleset, variants, expected", [
    ("designer", "", 51),
    ("designer", "escort", 82),
    ("alternate", "", 44),
    ("alternate", "escort", 77),
])
def test_perft_capture_and_escort(ruleset, variants, expected):
    """A cat between two herders: captures, escorts and capture timing, counted by hand."""
    assert count(CAUGHT, ruleset, variants) == expected
