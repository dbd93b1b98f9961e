"""Fleeing cats (spec rules 2, 3 and 5; variant double-step).

Every position is hand-made on hex6; the comments work out each flight.
Neighbours of (r, d): (r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1); e.g. f6
touches f5 f7 e5 e6 g6 g7. "watch" below is the number of herders (either
colour) adjacent to a cell.
"""

import pytest

from game.catherders import Game, IllegalTurnError, Rules
from tests.support.helpers import ALTERNATE, BOTH, DESIGNER, P, after, cats_of, turns_for_action

rules_ids = pytest.mark.parametrize("rules", BOTH, ids=["designer", "alternate"])


def illegal(game, text):
    with pytest.raises(IllegalTurnError) as e:
        game.push(text)
    return str(e.value)


# Blue f8-f7 puts a herder next to the cat on f6. The cat's empty Park cells and
# their watch: f5 0; g6 1 (red h7); e6 1 (blue f7); g7 2 (blue f7, red h7);
# e5 1 (red d4). Only f5 is least watched.
LEAST = P("f8", "h7 d4", "f6 b5 j9")


@rules_ids
def test_cat_flees_to_the_least_watched_cell_counting_both_colours(rules):
    """The cat takes the one cell with the fewest adjacent herders of either colour."""
    g = Game(LEAST, rules)
    assert turns_for_action(g, "f8-f7") == {"f8-f7 f6>f5"}
    g.push("f8-f7 f6>f5")
    assert cats_of(g.fen()) == {"f5", "b5", "j9"}


@rules_ids
def test_cat_flight_to_a_more_watched_cell_is_illegal(rules):
    """Fleeing to any other cell is illegal, and the message says where the cat must go."""
    g = Game(LEAST, rules)
    message = illegal(g, "f8-f7 f6>g6")
    assert message == "illegal turn 'f8-f7 f6>g6': cat f6 must flee to f5, not g6"
    assert "f6" in illegal(g, "f8-f7")  # the cat has not fled
    assert "f5" in illegal(g, "f8-f7")


@rules_ids
def test_tied_cells_give_the_player_a_choice(rules):
    """Without red d4, e5 and f5 both have watch 0: the player picks either."""
    g = Game(P("f8", "h7", "f6 b5 j9"), rules)
    assert turns_for_action(g, "f8-f7") == {"f8-f7 f6>e5", "f8-f7 f6>f5"}
    for target in ("e5", "f5"):
        assert target in cats_of(after(g, f"f8-f7 f6>{target}"))


# Blue e2-e4 next to the cat on e5; red g7 watches f6. e5's cells: e6 0, f5 1
# (e4), d5 0, f6 1 (g7), d4 1 (e4): it must flee to d5 or e6.
SPEC_EXAMPLE = P("e2", "g7", "e5 i9 j9")


@rules_ids
def test_spec_example_flee_error_message(rules):
    """Spec example: `cat e5 must flee to d5 or e6, not f6`, cells in canonical order."""
    g = Game(SPEC_EXAMPLE, rules)
    assert turns_for_action(g, "e2-e4") == {"e2-e4 e5>d5", "e2-e4 e5>e6"}
    message = illegal(g, "e2-e4 e5>f6")
    assert message == "illegal turn 'e2-e4 e5>f6': cat e5 must flee to d5 or e6, not f6"


@rules_ids
def test_cats_never_enter_the_wall(rules):
    """Blue e5-c3 next to b2: a1, a2, b1 are unwatched Wall cells, but the cat takes b3.

    b2's Park cells: b3 (watch 1: c3) and c2 (watch 2: c3 and red d2); c3 is the herder.
    """
    g = Game(P("e5", "d2", "b2 i9 j9"), rules)
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>b3"}
    assert illegal(g, "e5-c3 b2>a2") == "illegal turn 'e5-c3 b2>a2': cat b2 must flee to b3, not a2"


@rules_ids
def test_a_blocked_cat_stays(rules):
    """b2 with red herders on b3 and c2 and blue arriving on c3 has no Park cell: it stays.

    Red's two herders next to it do not capture it on blue's turn.
    """
    g = Game(P("e5", "b3 c2", "b2 i9 j9"), rules)
    assert turns_for_action(g, "e5-c3") == {"e5-c3"}
    assert cats_of(after(g, "e5-c3")) == {"b2", "i9", "j9"}
    assert "b2" in illegal(g, "e5-c3 b2>a1")


# Blue f9-f7. Only e6 touches f7 (e5, d5, d6 do not; g10 touches f9, the old cell).
# e6's cells: e5 d5 d6 hold cats; e7 and f6 both have watch 1 (f7).
ONCE = P("f9", "k11", "e6 e5 d5 d6 g10")


@rules_ids
def test_only_cats_next_to_the_new_cell_flee(rules):
    """Cats next to the herder's old cell, or elsewhere, do not flee."""
    g = Game(ONCE, rules)
    assert turns_for_action(g, "f9-f7") == {"f9-f7 e6>e7", "f9-f7 e6>f6"}
    assert "g10" in illegal(g, "f9-f7 e6>e7 g10>g9")
    assert "d5" in illegal(g, "f9-f7 d5>c5 e6>e7")


@rules_ids
def test_each_cat_flees_once(rules):
    """A cat that fled next to the herder again (e6>f6) does not flee a second time."""
    g = Game(ONCE, rules)
    assert "f6" in illegal(g, "f9-f7 e6>f6 f6>f5")
    assert "e6" in illegal(g, "f9-f7 e6>f6 e6>e7")


@rules_ids
def test_placement_makes_adjacent_cats_flee(rules):
    """A placed herder scares its neighbours too: a2 touches the cats on b2 and b3.

    b2's Park cells: b3 (a cat), c2 0, c3 0 -> c2 or c3. b3's: b2 (a cat, or watch 1
    from a2 once empty), b4 0, c3 0, c4 0 -> b4, c3 or c4. In either order the two
    cats end on any two different cells of those choices.
    """
    g = Game(P("f1", "k11", "b2 b3 i9"), rules)
    turns = turns_for_action(g, "a2")
    results = {frozenset(cats_of(after(g, t))) for t in turns}
    want = set()
    for b2_to in ("c2", "c3"):
        for b3_to in ("b4", "c3", "c4"):
            if b3_to != b2_to:
                want.add(frozenset({b2_to, b3_to, "i9"}))
    assert results == want
    assert len(turns) == len(want)  # one listed turn per resulting position


def test_square_board_cat_has_eight_neighbours():
    """sq9: blue e2-e4 next to e5; e4 watches d4 d5 f4 f5, so d6, e6, f6 tie at 0."""
    g = Game("sq9 b b:e2 r:i9 c:e5,b8,h2 0-0 15-15", DESIGNER)
    assert turns_for_action(g, "e2-e4") == {"e2-e4 e5>d6", "e2-e4 e5>e6", "e2-e4 e5>f6"}


# ---- the order of fleeing cats -------------------------------------------------------

# Blue e5-c3 (through d4) touches b2 and c2. b2 is hemmed in: b3 red, c3 blue,
# c2 a cat, the rest Wall. c2 can go to d2 (watch 0) -- d3 has watch 1 (c3).
# Once c2 has gone, b2 can take c2.
LET_MOVE = P("e5", "b3", "b2 c2 i9")


def test_designer_a_cat_that_could_move_must_be_let_move():
    """designer: c2 must flee first so that b2 can flee too (the only legal turn)."""
    g = Game(LET_MOVE, DESIGNER)
    assert turns_for_action(g, "e5-c3") == {"e5-c3 c2>d2 b2>c2"}
    message = illegal(g, "e5-c3 c2>d2")
    assert message.startswith("illegal turn 'e5-c3 c2>d2': ")
    assert "b2" in message and "c2" in message


def test_alternate_order_may_leave_a_cat_blocked():
    """alternate: b2 may take its turn first, while blocked, and stay."""
    g = Game(LET_MOVE, ALTERNATE)
    assert turns_for_action(g, "e5-c3") == {"e5-c3 c2>d2 b2>c2", "e5-c3 c2>d2"}
    assert cats_of(after(g, "e5-c3 c2>d2")) == {"b2", "d2", "i9"}
    assert cats_of(after(g, "e5-c3 c2>d2 b2>c2")) == {"c2", "d2", "i9"}


# Blue e5-c3 again; red on c2. b2's only cell is b3 (watch 1). c4's cells: d4 and b3
# both watch 1 (c3); c5, d5, b4 hold cats that do not touch c3.
# c4>b3 would leave b2 with nowhere to go.
NO_BLOCK = P("e5", "c2", "b2 c4 c5 d5 b4")


def test_designer_a_choice_may_not_block_another_cat():
    """designer: c4 may not take b3 (b2's only cell); both orders of the other turn are fine."""
    g = Game(NO_BLOCK, DESIGNER)
    assert len(turns_for_action(g, "e5-c3")) == 1
    one = after(g, "e5-c3 c4>d4 b2>b3")
    assert one == after(g, "e5-c3 b2>b3 c4>d4")
    assert cats_of(one) == {"b3", "d4", "c5", "d5", "b4"}
    message = illegal(g, "e5-c3 c4>b3")
    assert message.startswith("illegal turn 'e5-c3 c4>b3': ")


def test_alternate_a_choice_may_block_another_cat():
    """alternate: c4>b3 is legal, and b2 then stays."""
    g = Game(NO_BLOCK, ALTERNATE)
    turns = turns_for_action(g, "e5-c3")
    assert len(turns) == 2
    assert cats_of(after(g, "e5-c3 c4>b3")) == {"b2", "b3", "c5", "d5", "b4"}
    assert cats_of(after(g, "e5-c3 b2>b3 c4>d4")) == {"b3", "d4", "c5", "d5", "b4"}


@rules_ids
def test_any_legal_order_of_cat_moves_is_accepted(rules):
    """push accepts the cats in any order that is legal, not only the listed one."""
    g = Game(NO_BLOCK, rules)
    a = after(g, "e5-c3 c4>d4 b2>b3")
    b = after(g, "e5-c3 b2>b3 c4>d4")
    assert a == b


# ---- double-step --------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", ["designer", "alternate"])
def test_double_step_cat_steps_twice_each_by_the_rule(ruleset):
    """LEAST under double-step: f6>f5 first; from f5, f4 and g5 have watch 0 (f6: f7,
    e5: d4, g6: h7, e4: d4 have 1), so the second step goes to f4 or g5."""
    g = Game(LEAST, Rules.parse(ruleset, "double-step"))
    assert turns_for_action(g, "f8-f7") == {"f8-f7 f6>f5>f4", "f8-f7 f6>f5>g5"}
    assert "f5" in illegal(g, "f8-f7 f6>f5")  # the second step is not optional
    assert "f5" in illegal(g, "f8-f7 f6>g6>g5")  # the first step must go to f5


@pytest.mark.parametrize("ruleset", ["designer", "alternate"])
def test_double_step_second_step_may_return(ruleset):
    """The cell a cat just left is an empty Park cell like any other.

    Blue e5-c3 (red d2 watches c2): b2>b3 (watch 1 against c2's 2). From b3 the cells
    are b2 (watch 1: c3) and c4 (watch 1: c3) -- b4 holds a cat that does not touch c3
    -- so the second step goes back to b2 or on to c4.
    """
    g = Game(P("e5", "d2", "b2 b4 i9"), Rules.parse(ruleset, "double-step"))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 b2>b3>b2", "e5-c3 b2>b3>c4"}


def test_double_step_designer_counts_every_step():
    """LET_MOVE under double-step (designer): c2 must go first, b2 then also steps twice.

    c2>d2 (watch 0; d3 has 1). From d2: c2 (1: c3), d3 (1: c3), e2 0, e3 0 -> e2 or e3.
    Then b2: c2 is free (watch 1), b3 red, c3 blue -> b2>c2; from c2: b2 (watch 2:
    b3, c3), d2 (0, the first cat left it), d3 (1) -> d2.
    """
    g = Game(LET_MOVE, Rules.parse("designer", "double-step"))
    assert turns_for_action(g, "e5-c3") == {"e5-c3 c2>d2>e2 b2>c2>d2",
                                            "e5-c3 c2>d2>e3 b2>c2>d2"}


# Seven cats flee two steps each under the designer rules on a crowded sq13 board; some cannot
# make both steps, so the look-ahead for the most steps never reaches its plain bound.
CROWDED = "sq13 b b:a6,c11,g13,h12,i7,m9 r:d7,e10,e7,k7,k9,m8 c:c8,e11,f6,f7,f8,g5,g6,g8,h6,h8,l9 0-0 18-18"
CROWDED_TURN = "i7-g7 f6>f5>f4 f7>f6>f5 f8>g9>g10 g6>h5>h4 g8>g9>h9 h6>h5>i5 h8>i8>i9"


def test_the_most_steps_look_ahead_stops_once_a_way_makes_them_all():
    """The designer rules keep the flights after which the most cat steps remain. Once a way
    on from a cat mid-flight makes every step still possible, no other can make more: the
    look-ahead stops there. This turn took 1.2 million look-ahead steps (3.6 s); now a few
    thousand (Game.push's meter counts them), and it plays as before."""
    steps = []
    game = Game(CROWDED, Rules.parse("designer", "double-step"))
    assert str(game.push(CROWDED_TURN, lambda: steps.append(1))) == CROWDED_TURN
    assert len(steps) < 20_000
