"""House rules for the end of a game (spec rule 8): passes, repetition, 200 quiet turns.

Also: once a game is over no turn is listed and push is illegal; pop reopens it.
"""

import pytest

from game.catherders import BLUE, RED, Game, IllegalTurnError
from tests.support.helpers import BOTH, P, turn_texts

rules_ids = pytest.mark.parametrize("rules", BOTH, ids=["designer", "alternate"])

HEX6_WALL = ("a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1 f11 g2 g11 h3 h11 "
             "i4 i11 j5 j11 k6 k7 k8 k9 k10 k11").split()
RING1 = "b2 b3 b4 b5 b6 c2 c7 d2 d8 e2 e9 f2 f10 g3 g10 h4 h10 i5 i10 j6 j7 j8 j9 j10".split()


def blocked(caps, centre_cat):
    """Wall full of herders, every Park cell next to it a cat: neither side can act.

    24 cats on the ring plus, when asked, one on f6; `caps` brings the total to 25.
    """
    cats = RING1 + (["f6"] if centre_cat else [])
    return P(" ".join(HEX6_WALL[:15]), " ".join(HEX6_WALL[15:]), " ".join(cats), caps=caps)


def assert_over(g):
    assert g.outcome() is not None
    assert g.is_over()
    assert list(g.legal_turns()) == []
    with pytest.raises(IllegalTurnError) as e:
        g.push("pass")
    assert "over" in str(e.value)


@rules_ids
def test_two_passes_with_equal_captures_draw(rules):
    """Both players pass in a row: the game ends; 0-0 captures is a draw."""
    g = Game(blocked("0-0", True), rules)
    g.push("pass")
    assert g.outcome() is None
    g.push("pass")
    out = g.outcome()
    assert out.winner is None and out.result == "1/2-1/2"
    assert_over(g)


@rules_ids
def test_two_passes_more_captures_win(rules):
    """Two passes end the game; blue with 1 capture to red's 0 wins."""
    g = Game(blocked("1-0", False), rules)
    g.push("pass")
    g.push("pass")
    assert g.outcome().winner == BLUE and g.outcome().result == "1-0"
    assert_over(g)


@rules_ids
def test_two_passes_red_ahead_wins(rules):
    """Two passes end the game; red ahead wins 0-1."""
    g = Game(blocked("0-1", False), rules)
    g.push("pass")
    g.push("pass")
    assert g.outcome().winner == RED and g.outcome().result == "0-1"


@rules_ids
def test_pop_reopens_a_finished_game(rules):
    """Undoing the second pass takes the game back to before its end."""
    g = Game(blocked("0-0", True), rules)
    g.push("pass")
    g.push("pass")
    g.pop()
    assert g.outcome() is None
    assert turn_texts(g) == {"pass"}


# Blue shuttles c3 <-> c4, red i9 <-> i8, far from the cats (f6, f7, g7).
SHUTTLE = P("c3", "i9", "f6 f7 g7")


@rules_ids
def test_third_occurrence_of_a_position_is_a_draw(rules):
    """The start recurs after 4 and 8 turns: the third occurrence draws."""
    g = Game(SHUTTLE, rules)
    cycle = ["c3-c4", "i9-i8", "c4-c3", "i8-i9"]
    for t in cycle + cycle[:3]:
        g.push(t)
        assert g.outcome() is None
    g.push(cycle[3])
    assert g.fen() == SHUTTLE
    out = g.outcome()
    assert out.winner is None and out.result == "1/2-1/2"
    assert_over(g)
    g.pop()  # taking the turn back forgets that occurrence
    assert g.outcome() is None
    g.push(cycle[3])
    assert g.outcome() is not None


@rules_ids
def test_repetition_counts_only_the_same_player_to_move(rules):
    """Blue cycles c3>c4>d4>c3, red i9<>i8: the start's cells recur every 5–7 turns,
    alternately with blue and red to move; with blue to move only at turns 12 and 24.
    Each full state first recurs a third time at turn 24."""
    g = Game(SHUTTLE, rules)
    blue = ["c3-c4", "c4-d4", "d4-c3"]
    red = ["i9-i8", "i8-i9"]
    for n in range(24):
        t = blue[(n // 2) % 3] if n % 2 == 0 else red[(n // 2) % 2]
        assert g.outcome() is None, n
        g.push(t)
        if n + 1 in (5, 17):
            assert g.fen() == SHUTTLE.replace("hex6 b", "hex6 r")
        if n + 1 == 12:
            assert g.fen() == SHUTTLE
    assert g.fen() == SHUTTLE
    assert g.outcome().winner is None


def _play_quietly(g, turns, seen):
    """Play `turns` turns greedily: never capture, never reach a position seen before."""
    for _ in range(turns):
        caps = g.fen().split()[5]
        for t in g.legal_turns():
            g.push(t)
            fen = g.fen()
            if fen.split()[5] == caps and fen not in seen:
                seen.add(fen)
                break
            g.pop()
        else:
            raise AssertionError("no quiet new turn found")


@rules_ids
def test_two_hundred_turns_without_capture_draw(rules):
    """After 199 quiet turns the game goes on; the 200th without a capture draws."""
    g = Game(P("", "", "f6 f7 e6"), rules)
    _play_quietly(g, 199, {g.fen()})
    assert g.outcome() is None
    _play_quietly(g, 1, set())
    out = g.outcome()
    assert out is not None and out.winner is None and "200" in out.reason
    assert_over(g)


@rules_ids
def test_a_capture_restarts_the_count_of_quiet_turns(rules):
    """Red captures the cat between its herders (i8, i10) on turn 2; 199 quiet turns
    later (turn 201) the game goes on, and the 200th quiet one (turn 202) draws."""
    g = Game(P("", "i8 i10", "i9 f6 f7"), rules)
    g.push("a1")
    g.push("k11")
    assert g.fen().split()[5] == "0-1"
    _play_quietly(g, 199, {g.fen()})
    assert g.outcome() is None
    _play_quietly(g, 1, set())
    assert g.outcome() is not None and "200" in g.outcome().reason


@rules_ids
def test_game_over_position_lists_no_turns(rules):
    """A won position read from text is over at once."""
    g = Game(P("a1", "k11", "f6 f7 f8 f9", side="b", caps="0-5"), rules)
    assert g.outcome().winner == RED
    assert_over(g)


def test_push_then_pop_leaves_the_repetition_counts_as_they_were():
    """A turn played and taken back leaves no zero count behind in Game.seen."""
    from game.catherders import Game, new_position

    g = Game(new_position(seed=3))
    before = dict(g.seen)
    for turn in list(g.legal_turns())[:20]:
        g.push(turn)
        g.pop()
    assert g.seen == before
