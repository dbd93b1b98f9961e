"""Captures, the win, and the variants escort and capture3 (spec rules 4, 5, 6).

Hand-made hex6 positions; comments work out each turn. "watch" is the number of
herders (either colour) adjacent to a cell.
"""

import pytest

from game.catherders import BLUE, RED, Game, IllegalTurnError, Rules, majority
from tests.support.helpers import ALTERNATE, BOTH, DESIGNER, P, after, cats_of, herders_of, turns_for_action

rules_ids = pytest.mark.parametrize("rules", BOTH, ids=["designer", "alternate"])


def illegal(game, text):
    with pytest.raises(IllegalTurnError) as e:
        game.push(text)
    return str(e.value)


def captures(fen):
    return fen.split()[5]


def supply(fen):
    return fen.split()[6]


# Blue already touches the cat on f6 from f5; f9-f7 (through f8) makes two.
# Under designer the cat flees first: g6 e6 g7 e5 all have watch 1, and each
# touches only one blue herder afterwards, so nothing is captured.
# Under alternate the cat is captured at once and does not flee.
AT_ONCE = P("f5 f9", "k11", "f6 b5 j9")


def test_designer_captures_only_after_the_cats_move():
    """designer: the cat flees (four choices) and escapes; no capture."""
    g = Game(AT_ONCE, DESIGNER)
    turns = turns_for_action(g, "f9-f7")
    assert turns == {"f9-f7 f6>g6", "f9-f7 f6>e6", "f9-f7 f6>g7", "f9-f7 f6>e5"}
    for t in turns:
        assert captures(after(g, t)) == "0-0"
    assert "f6" in illegal(g, "f9-f7")


def test_alternate_captures_at_once_and_the_cat_does_not_flee():
    """alternate: the cat next to two blue herders right after the action is captured."""
    g = Game(AT_ONCE, ALTERNATE)
    assert turns_for_action(g, "f9-f7") == {"f9-f7"}
    fen = after(g, "f9-f7")
    assert captures(fen) == "1-0"
    assert cats_of(fen) == {"b5", "j9"}
    assert "f6" in illegal(g, "f9-f7 f6>g6")


# Blue e5-c3 next to b2, whose only Park cell is c2 (b3 red, c3 blue, the rest Wall).
# c2 touches blue c3 and blue d2: the cat is captured once there, under both rules.
INTO_TRAP = P("e5 d2", "b3", "b2 i9 j9")


@rules_ids
def test_cat_that_flees_next_to_two_of_the_movers_herders_is_captured(rules):
    """Both rule sets capture a cat that ends its flight next to two of the mover's herders."""
    g = Game(INTO_TRAP, rules)
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>c2"}
    fen = after(g, "e5-c3 b2>c2")
    assert captures(fen) == "1-0"
    assert cats_of(fen) == {"i9", "j9"}
    assert supply(fen) == "13-14"  # no escort: herders stay


@rules_ids
def test_opponents_herders_do_not_matter_for_the_capture(rules):
    """Red herders around the cat neither help blue nor save the cat (red d3 added)."""
    g = Game(P("e5 d2", "b3 d3", "b2 i9 j9"), rules)
    assert captures(after(g, "e5-c3 b2>c2")) == "1-0"


@rules_ids
def test_opponents_herders_do_not_capture_on_the_movers_turn(rules):
    """A cat next to one blue and two red herders after blue's turn stays on the board."""
    g = Game(P("e5", "b3 c2", "b2 i9 j9"), rules)
    fen = after(g, "e5-c3")
    assert captures(fen) == "0-0"
    assert "b2" in cats_of(fen)


# i9 already sits between two blue herders (i8, i10), a state red's last turn can leave.
WAITING = P("i8 i10", "k11", "i9 b5 c5")


@rules_ids
def test_every_cat_next_to_two_of_the_movers_herders_is_captured(rules):
    """Any action of blue's captures i9, even one far away that makes no cat flee."""
    g = Game(WAITING, rules)
    fen = after(g, "a3")
    assert captures(fen) == "1-0"
    assert cats_of(fen) == {"b5", "c5"}


@rules_ids
def test_cat_between_the_opponents_herders_is_captured_on_their_turn(rules):
    """The same cat between two red herders is red's, at the end of red's next turn."""
    g = Game(P("k11", "i8 i10", "i9 b5 c5"), rules)
    fen = after(g, "a3")
    assert captures(fen) == "0-0"
    g.push("a3")
    g.push("a6")
    assert captures(g.fen()) == "0-1"


def test_alternate_double_step_cat_captured_after_its_first_step_stops():
    """alternate + double-step: b2>c2 is captured at once, so it makes no second step."""
    g = Game(INTO_TRAP, Rules.parse("alternate", "double-step"))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>c2"}
    assert captures(after(g, "e5-c3 b2>c2")) == "1-0"


def test_designer_double_step_capture_looks_at_the_end_of_the_flight():
    """designer + double-step: b2>c2 steps on; from c2, b2 and d3 both have watch 2.

    Back on b2 the cat touches one blue herder (c3): safe. On d3 it touches c3 and
    d2: captured after the cats have moved.
    """
    g = Game(INTO_TRAP, Rules.parse("designer", "double-step"))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>c2>b2", "e5-c3 b2>c2>d3"}
    assert captures(after(g, "e5-c3 b2>c2>b2")) == "0-0"
    assert captures(after(g, "e5-c3 b2>c2>d3")) == "1-0"


# ---- capture3 ------------------------------------------------------------------------

@rules_ids
def test_capture3_two_herders_are_not_enough(rules):
    """capture3: the cat on c2 next to blue c3 and d2 is not captured."""
    g = Game(INTO_TRAP, Rules(rules.ruleset, capture3=True))
    fen = after(g, "e5-c3 b2>c2")
    assert captures(fen) == "0-0"
    assert "c2" in cats_of(fen)


@rules_ids
def test_capture3_three_herders_capture(rules):
    """capture3: with a third blue herder on d3 the cat on c2 is captured."""
    g = Game(P("e5 d2 d3", "b3", "b2 i9 j9"), Rules(rules.ruleset, capture3=True))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>c2"}
    assert captures(after(g, "e5-c3 b2>c2")) == "1-0"


# ---- the win ----------------------------------------------------------------------------

@pytest.mark.parametrize("cats, needed", [(3, 2), (5, 3), (9, 5), (15, 8), (25, 13)])
def test_majority_of_the_cats(cats, needed):
    """The win needs a majority of the cats: 5 of 9, 2 of 3, 13 of 25."""
    assert majority(cats) == needed


@rules_ids
def test_fifth_of_nine_cats_wins(rules):
    """With 4 captures of 9, the fifth wins for blue: result 1-0, no more turns."""
    g = Game(P("e5 d2", "b3", "b2 i9 j9 h9 c5", caps="4-0"), rules)
    assert g.outcome() is None
    g.push("e5-c3 b2>c2")
    out = g.outcome()
    assert out is not None and out.winner == BLUE and out.result == "1-0"
    assert list(g.legal_turns()) == []
    with pytest.raises(IllegalTurnError):
        g.push("a3")


@rules_ids
def test_red_wins_with_five_of_nine(rules):
    """The same trap with the colours swapped: red's fifth capture gives 0-1."""
    g = Game(P("b3", "e5 d2", "b2 i9 j9 h9 c5", side="r", caps="0-4"), rules)
    g.push("e5-c3 b2>c2")
    out = g.outcome()
    assert out.winner == RED and out.result == "0-1"


@rules_ids
def test_four_of_nine_is_not_a_win(rules):
    """4 captures of 9 cats do not end the game."""
    g = Game(P("e5 d2", "b3", "b2 i9 j9 h9 c5 c6", caps="3-0"), rules)
    g.push("e5-c3 b2>c2")
    assert captures(g.fen()) == "4-0"
    assert g.outcome() is None


@rules_ids
def test_two_of_three_cats_win(rules):
    """With 3 cats the majority is 2: one capture is not enough, two are."""
    g = Game(P("e5 d2", "b3", "b2 i9 j9"), rules)
    g.push("e5-c3 b2>c2")
    assert captures(g.fen()) == "1-0"
    assert g.outcome() is None
    g = Game(P("e5 d2", "b3", "b2 i9", caps="1-0"), rules)
    g.push("e5-c3 b2>c2")
    assert g.outcome().winner == BLUE


def test_position_already_won_has_no_turns():
    """A position whose captures reach the majority is over: nothing to play."""
    g = Game("hex6 r b:- r:- c:f6,f7,f8,f9 5-0 15-15")
    assert g.outcome().winner == BLUE
    assert list(g.legal_turns()) == []


# ---- escort ----------------------------------------------------------------------------

@rules_ids
def test_escort_player_chooses_which_capturing_herder_leaves(rules):
    """escort: the cat captured on c2 leaves with c3 or d2 (the player's choice)."""
    g = Game(INTO_TRAP, Rules(rules.ruleset, escort=True))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>c2 xc3", "e5-c3 b2>c2 xd2"}
    fen = after(g, "e5-c3 b2>c2 xd2")
    assert captures(fen) == "1-0"
    assert herders_of(fen, "b") == {"c3"}
    assert supply(fen) == "14-14"  # the escort went back to supply
    fen = after(g, "e5-c3 b2>c2 xc3")
    assert herders_of(fen, "b") == {"d2"}


@rules_ids
def test_escort_is_required_and_must_be_a_capturing_herder(rules):
    """escort: leaving the escort out, or naming a herder not next to the cat, is illegal."""
    g = Game(P("e5 d2 k6", "b3", "b2 i9 j9"), Rules(rules.ruleset, escort=True))
    message = illegal(g, "e5-c3 b2>c2")
    assert message.startswith("illegal turn 'e5-c3 b2>c2': ") and "escort" in message
    illegal(g, "e5-c3 b2>c2 xk6")  # blue, but not next to the cat
    illegal(g, "e5-c3 b2>c2 xb3")  # next to the cat, but red's
    illegal(g, "e5-c3 b2>c2 xc3 xd2")  # one herder per cat


def test_escort_not_allowed_without_the_variant():
    """Without escort, an escort token is illegal."""
    g = Game(INTO_TRAP, DESIGNER)
    illegal(g, "e5-c3 b2>c2 xc3")


# f6 touches blue e5 and f7, f8 touches blue f7 and g9: a placement far away
# captures both; the escorts must be two different herders:
# {e5, f7}, {e5, g9} or {f7, g9}.
SHARED = P("e5 f7 g9", "k11", "f6 f8 b5")


@rules_ids
def test_escort_one_herder_per_cat(rules):
    """Two cats sharing a capturing herder need two different escorts."""
    g = Game(SHARED, Rules(rules.ruleset, escort=True))
    turns = turns_for_action(g, "a3")
    left = {frozenset(herders_of(after(g, t), "b")) for t in turns}
    assert left == {frozenset({"a3", "g9"}), frozenset({"a3", "f7"}), frozenset({"a3", "e5"})}
    assert len(turns) == 3
    for t in turns:
        fen = after(g, t)
        assert captures(fen) == "2-0" and supply(fen) == "13-14"  # 12 − 1 placed + 2 back
    illegal(g, "a3 xf7 xf7")
    illegal(g, "a3 xf7")


@rules_ids
def test_escorts_may_be_written_in_either_order(rules):
    """Both cats are captured together; their escorts may come in any order."""
    g = Game(SHARED, Rules(rules.ruleset, escort=True))
    assert after(g, "a3 xe5 xg9") == after(g, "a3 xg9 xe5")


def test_alternate_escort_leaves_at_once_and_changes_later_flights():
    """alternate + escort: f9-f7 captures f6 at once (f5, f7); the escort leaves before g8 flees.

    g8's cells: with f7 still there, g9 h8 h9 (watch 0) beat g7 and f8 (1): 3 turns.
    If f7 escorts, f7 itself is empty and g7 f8 f7 g9 h8 h9 all have watch 0: 6 turns.
    """
    g = Game(P("f5 f9", "k11", "f6 g8 b5"), Rules("alternate", escort=True))
    turns = turns_for_action(g, "f9-f7")
    assert turns == {"f9-f7 xf5 g8>g9", "f9-f7 xf5 g8>h8", "f9-f7 xf5 g8>h9",
                     "f9-f7 xf7 g8>g7", "f9-f7 xf7 g8>f8", "f9-f7 xf7 g8>f7",
                     "f9-f7 xf7 g8>g9", "f9-f7 xf7 g8>h8", "f9-f7 xf7 g8>h9"}
    illegal(g, "f9-f7 g8>g9 xf5")  # the escort comes right after its capture


def test_designer_escort_same_position_no_capture():
    """designer + escort, same position: f6 flees (4 cells), g8 flees (3): 12 turns, no escort."""
    g = Game(P("f5 f9", "k11", "f6 g8 b5"), Rules("designer", escort=True))
    turns = turns_for_action(g, "f9-f7")
    assert len(turns) == 12
    assert all("x" not in t for t in turns)


def test_caught_by_counts_the_cats_each_played_turn_caught():
    """Game.caught_by(i): 0 for a quiet turn, 1 for the turn that trapped b2; pop forgets it."""
    g = Game(INTO_TRAP)
    g.push("e5-c3 b2>c2")
    g.push("k11")
    assert [g.caught_by(i) for i in range(2)] == [1, 0]
    assert g.caught_by(-2) == 1
    g.pop()
    g.pop()
    with pytest.raises(IndexError):
        g.caught_by(0)
