"""Clowder's rules, one hand-made position each: the set-up, placing, tokens and the move
order, compulsory moves, blocked landings, treats, catches (a life marker or a flight), keys,
the refill, re-entry, Nyx and her broken roofs, the tower, and the two ways to win.

Positions are built on a test board whose leaps were worked out on paper (tests/
test_clowder_board.py checks the same rows): every outer roof has rotation 0 (area 1 = its
NE and E edges, area 2 = SE and SW, area 3 = W and NW) and every inner roof the first of its
inner rotations (I1: 5, I2: 0). So, with nothing broken:

    O1: 1 -> O7, O11   2 -> O2, I1   3 -> O12, O3
    O2: 1 -> O6, O10   2 -> O3, I2   3 -> I1, O1
    O3: 1 -> O5, O9    2 -> O1, O4   3 -> I2, O2
    O4: 1 -> O3, O8    2 -> O12, O5  3 -> I3, I2
    O5: 1 -> O4, O7    2 -> O11, O3  3 -> O6, I3
    O6: 1 -> I3, O5    2 -> O10, O2  3 -> O7, I4
    O7: 1 -> I4, O6    2 -> O9, O1   3 -> O5, O8
    O8: 1 -> I5, I4    2 -> O7, O12  3 -> O4, O9
    O9: 1 -> I5, O10   2 -> O8, O2   3 -> O3, O7
    O11: 1 -> O9, O12  2 -> I6, O10  3 -> O1, O5
    O12: 1 -> O8, O1   2 -> I1, I6   3 -> O11, O4
    I1: 1 -> O12, O1   2 -> O2, I2   3 -> T, I6
    I2: 1 -> O2, O3    2 -> O4, I3   3 -> T, I1
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.clowder import (
    CAUGHT,
    CHOOSE,
    INNER,
    LAST_ROUND,
    MOVE,
    NYX,
    OUTER,
    OVER,
    PLACE,
    ROOFS,
    TOWER,
    BuyKey,
    EndTurn,
    Flee,
    GiveLife,
    IllegalActionError,
    Move,
    Place,
    Reveal,
    State,
    hex_name,
    hex_named,
)
from game.clowder.board import inner_rotations
from game.clowder.rules import limit_winner, move_order

R, B, Y = 0, 1, 2
H = hex_named


def board_rotations() -> tuple[int, ...]:
    """The test board's rotations: 0 for the outer roofs, the first inner rotation inside."""
    rotations = [0] * 19
    for roof in INNER:
        rotations[roof] = inner_rotations(roof)[0]
    return tuple(rotations)


ROTATIONS = board_rotations()


def test_the_test_boards_leaps_are_the_docstrings():
    s = position(cats=(("O1", None), ("O7", None), ("I1", "I2")), tokens=(1, 1, 1))
    assert s.rotations[H("I1")] == 5 and s.rotations[H("I2")] == 0
    table = {"O1": ("O7 O11", "O2 I1", "O12 O3"), "I1": ("O12 O1", "O2 I2", "T I6"),
             "I2": ("O2 O3", "O4 I3", "T I1"), "O7": ("I4 O6", "O9 O1", "O5 O8")}
    for name, rows in table.items():
        for token, row in enumerate(rows, 1):
            seat, cat = s.cat_at(H(name))
            t = replace(s, tokens=(token,) * 3)
            assert " ".join(hex_name(o.leap.to) for o in t.options(cat, seat)) == row, (name, token)


def position(players=3, *, cats, nyx="O9", tokens=None, holder=0, turn=None, broken=(), treats=None,
             hands=None, keys=None, colours=None, lives=None, caught=None, last_tokens=None,
             round_=1, moved=()):
    """A hand-made position on the test board; in MOVE when tokens are given (else CHOOSE),
    seat 0 moving unless `turn` says another place in the order.
    cats: per seat (name|None, name|None); treats: {name: colours}; hands, keys: per seat
    (r, b, y). The bag holds the rest of the 30 treats."""
    start = State.new(players, 1)
    treats = treats or {}
    lying = [()] * 19
    for name, colours_there in treats.items():
        lying[H(name)] = tuple(sorted(colours_there))
    hands = hands or ((0, 0, 0),) * players
    bag = tuple(10 - sum(t.count(c) for t in lying) - sum(h[c] for h in hands) for c in (R, B, Y))
    keys = keys or ((0, 0, 0),) * players
    supply = tuple(4 - sum(k[c] for k in keys) for c in (R, B, Y))
    state = replace(
        start, rotations=ROTATIONS, broken=frozenset(H(n) for n in broken), treats=tuple(lying),
        bag=bag, cats=tuple(tuple(None if n is None else H(n) for n in pair) for pair in cats),
        nyx=H(nyx), hands=tuple(hands), keys=tuple(keys), key_supply=supply, holder=holder,
        colours=colours or start.colours, lives=lives or start.lives, caught=caught or start.caught,
        last_tokens=last_tokens or start.last_tokens, round=round_, placing=(), phase=CHOOSE)
    if tokens is not None:
        order = move_order(tokens, holder)
        state = replace(state, tokens=tokens, order=order, turn=order.index(0) if turn is None else turn,
                        phase=MOVE, moved=frozenset(moved))
    return state


def refused(state: State, action, words: str) -> str:
    """Play an action that must be refused; its reason must contain `words`."""
    with pytest.raises(IllegalActionError) as info:
        state.play(action)
    assert words in info.value.reason, info.value.reason
    assert repr(str(action)) in str(info.value)  # the message quotes the action
    return info.value.reason


def colours_with(**named) -> tuple[int, ...]:
    """The test board's colours: all red except the roofs named (name=colour)."""
    colours = [-1] + [R] * 18
    for name, colour in named.items():
        colours[H(name)] = colour
    return tuple(colours)


# Set-up

@pytest.mark.parametrize("players, broken", [(2, {"O2", "O4", "O6", "O8", "O10", "O12"}),
                                             (3, {"O2", "O6", "O10"}), (4, set())])
def test_set_up_from_the_seed(players, broken):
    s = State.new(players, 7)
    assert s == State.new(players, 7) and s != State.new(players, 8)
    assert s.colours[TOWER] == -1 and sorted(s.colours[1:]) == [R] * 6 + [B] * 6 + [Y] * 6
    assert all(s.rotations[r] in inner_rotations(r) for r in INNER)
    assert all(0 <= s.rotations[r] < 6 for r in OUTER)
    assert s.broken == {H(n) for n in broken}
    assert s.treats[TOWER] == () and all(len(s.treats[r]) == (r not in s.broken) for r in ROOFS)
    assert s.in_bag() + s.treats_on_board() == 30 and s.in_bag() == 12 + len(broken)
    assert s.phase == PLACE and s.holder == 0 and s.round == 1 and s.actor() == 0
    assert s.lives == (7,) * players and s.key_supply == (4, 4, 4)


def test_set_up_places_first_cats_then_second_cats_from_the_holder_then_nyx():
    assert State.new(3, 7).placing == ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, NYX))


def test_colours_and_rotations_vary_with_the_seed():
    assert len({State.new(4, seed).colours for seed in range(20)}) == 20
    assert len({State.new(4, seed).rotations for seed in range(20)}) == 20


def test_placing_takes_the_treat_and_nyx_takes_none():
    s = State.new(3, 7)
    o1 = H("O1")
    colour = s.treats[o1][0]
    s = s.play(Place(o1))
    assert s.cats[0] == (o1, None) and s.treats[o1] == () and sum(s.hands[0]) == 1
    assert s.hands[0][colour] == 1 and s.actor() == 1
    for name in ("O3", "O4", "O5", "O7", "O8"):
        s = s.play(Place(H(name)))
    assert s.actor() == 0 and s.placing == ((0, NYX),)
    o9 = H("O9")
    lying = s.treats[o9]
    s = s.play(Place(o9))
    assert s.nyx == o9 and s.treats[o9] == lying and s.phase == CHOOSE and s.actor() is None


def test_placing_only_on_a_free_whole_outer_roof():
    s = State.new(3, 7).play(Place(H("O1")))
    refused(s, Place(H("O1")), "a cat is on O1")
    refused(s, Place(H("I2")), "outer ring")
    refused(s, Place(H("O2")), "O2 is broken")
    refused(s, Place(TOWER), "outer ring")
    taken = {H(n) for n in ("O1", "O2", "O6", "O10")}
    assert set(s.legal_actions()) == {Place(h) for h in OUTER if h not in taken}


# Tokens and the order

def test_a_token_is_not_repeated_from_the_last_round():
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), last_tokens=(1, 2, 3))
    assert s.allowed_tokens(0) == (2, 3) and s.allowed_tokens(2) == (1, 2)
    refused(s, Reveal((1, 1, 1)), "seat 1 used token 1 last round")
    refused(s, Reveal((2, 3, 3)), "seat 3 used token 3")
    refused(s, Reveal((2, 3)), "3 tokens")
    refused(s, Reveal((2, 4, 1)), "1, 2 or 3")
    assert s.reveal((2, 3, 1)).tokens == (2, 3, 1)


def test_seats_move_in_ascending_tokens_ties_clockwise_from_the_holder():
    assert move_order((2, 1, 2, 1), 0) == (1, 3, 0, 2)
    assert move_order((2, 1, 2, 1), 2) == (3, 1, 2, 0)
    assert move_order((3, 3, 3), 1) == (1, 2, 0)
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), holder=2).reveal((1, 1, 2))
    assert s.order == (0, 1, 2) and s.phase == MOVE and s.actor() == 0
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), holder=1).reveal((1, 1, 1))
    assert s.order == (1, 2, 0)


# Moving

def test_options_say_what_each_landing_does():
    s = position(cats=(("O1", "O12"), ("O7", None), (None, None)), nyx="O2", tokens=(1, 2, 3),
                 treats={"O11": [B]})
    assert [(o.leap.to, o.legal, o.effect) for o in s.options(0)] == [
        (H("O7"), True, "catch"), (H("O11"), True, "treat")]
    s2 = replace(s, tokens=(2, 2, 3))
    assert [(o.legal, o.reason) for o in s2.options(0)] == [(False, "Nyx is there"), (True, "")]
    s3 = replace(s, tokens=(3, 2, 3))
    assert [(o.leap.to, o.legal, o.effect, o.reason) for o in s3.options(0)] == [
        (H("O12"), False, "empty", "your other cat is there"), (H("O3"), True, "empty", "")]


def test_a_cat_never_lands_on_nyx_or_its_own_cat():
    s = position(cats=(("O1", "O12"), ("O3", None), (None, None)), nyx="O2", tokens=(3, 1, 2))
    refused(s, Move(0, H("O12")), "your other cat is there")
    s = replace(s, tokens=(2, 1, 3))
    refused(s, Move(0, H("O2")), "Nyx is there")
    refused(s, Move(0, H("O5")), "to O2 or I1, not O5")


def test_moves_are_compulsory_in_any_order_then_the_turn_can_end():
    s = position(cats=(("O1", "O3"), ("O7", None), (None, None)), tokens=(2, 3, 3))
    assert set(s.pending()) == {0, 1}
    refused(s, EndTurn(), "first move every cat that can leap: cat a and b can")
    s = s.play(Move(1, H("O4")))  # the second cat first
    assert s.pending() == (0,) and s.legal_actions() == (Move(0, H("O2")), Move(0, H("I1")))
    refused(s, Move(1, H("O12")), "already moved")
    s = s.play(Move(0, H("I1")))
    assert s.pending() == () and s.legal_actions() == (EndTurn(),)
    s = s.play(EndTurn())
    assert s.actor() == 1 and s.phase == MOVE


def test_a_cat_with_no_legal_landing_stays_and_the_turn_can_end():
    # O1 with a 2 leads to O2 (Nyx) and I1 (its own other cat): it stays.
    s = position(cats=(("O1", "I1"), ("O7", None), (None, None)), nyx="O2", tokens=(2, 3, 3))
    assert s.pending() == (1,)  # I1 with a 2: O2 (Nyx) or I2
    refused(s, Move(0, H("I1")), "no legal landing")
    s = s.play(Move(1, H("I2")))
    assert s.pending() == (0,)  # I1 is free now: the first cat must leap there
    s = s.play(Move(0, H("I1")))
    assert s.play(EndTurn()).actor() == 1


def test_a_cat_takes_every_treat_where_it_lands():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 treats={"O11": [B, R, B]})
    s = s.play(Move(0, H("O11")))
    assert s.treats[H("O11")] == () and s.hands[0] == (1, 2, 0)


def test_an_unmoved_cat_off_the_board_does_not_hold_up_the_turn():
    s = position(cats=((None, "O3"), ("O7", None), (None, None)), tokens=(2, 3, 3))
    assert s.pending() == (1,)
    refused(s, Move(0, H("O1")), "not on the board")


# Catches

def _catch(by_nyx=False, hands=((0, 0, 0), (1, 0, 2), (0, 0, 0))):
    """Seat 0's first cat (O1, token 1) catches seat 1's cat on O7; or, by_nyx, seat 2 moves
    Nyx from O1 onto it (seat 2 is last)."""
    if by_nyx:
        s = position(cats=((None, None), ("O7", None), ("O3", None)), nyx="O1", tokens=(1, 1, 1),
                     hands=hands, treats={"O1": [Y], "O2": [R]}, moved={(2, 0)})
        s = replace(s, turn=2)
        return s.play(Move(NYX, H("O7")))
    s = position(cats=(("O1", "O5"), ("O7", None), (None, None)), tokens=(1, 3, 3), hands=hands,
                 treats={"O7": [B], "O2": [R]})
    return s.play(Move(0, H("O7")))


def test_a_catch_asks_the_caught_cats_owner():
    s = _catch()
    assert s.phase == CAUGHT and s.catch == (1, 0, 0, False) and s.actor() == 1
    assert s.hands[0] == (0, 1, 0)  # the catcher took O7's treat
    # O7 (area 1: NE, E) leads to I4 and O6, both free; seat 1 holds a red and 2 yellows
    assert set(s.legal_actions()) == {GiveLife(), Flee(H("I4"), R), Flee(H("I4"), Y),
                                      Flee(H("O6"), R), Flee(H("O6"), Y)}
    refused(s, Move(1, H("O4")), "phase is caught")


def test_giving_a_life_marker_takes_the_cat_off_and_the_mover_goes_on():
    s = _catch().play(GiveLife())
    assert s.cats[1] == (None, None) and s.lives == (7, 6, 7) and s.caught == (1, 0, 0)
    assert s.phase == MOVE and s.actor() == 0 and s.pending() == (1,)  # its second cat still moves


def test_fleeing_pays_a_treat_to_the_catcher_and_leaps_out_of_area_1_taking_the_treat():
    # The rulebook: "pay 1 treat to distract the capturer"; the catcher's player collects it
    # (only Nyx's is left on her roof, below). It went to the bag before issue 29.
    s = _catch()
    bag, catcher = s.bag, s.hands[0]
    s = s.play(Flee(H("O6"), Y))
    assert s.cats[1] == (H("O6"), None) and s.hands[1] == (1, 0, 1)
    assert s.hands[0] == (catcher[0], catcher[1], catcher[2] + 1) and s.bag == bag
    assert s.lives == (7, 7, 7) and s.caught == (0, 0, 0)
    assert s.phase == MOVE and s.actor() == 0


def test_fleeing_takes_the_treats_where_it_lands():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((0, 0, 0), (1, 0, 0), (0, 0, 0)), treats={"I4": [B, Y]})
    s = s.play(Move(0, H("O7"))).play(Flee(H("I4"), R))
    assert s.hands[1] == (0, 1, 1) and s.treats[H("I4")] == ()


def test_a_flight_only_to_an_empty_roof_and_with_a_treat_of_that_colour():
    s = _catch()
    refused(s, Flee(H("O6"), B), "no blue treat")
    refused(s, Flee(H("O8"), R), "area 1")
    blocked = replace(s, cats=(s.cats[0], s.cats[1], (H("O6"), None)), nyx=H("I4"))
    reasons = [o.reason for o in blocked.flee_options()]
    assert reasons == ["Nyx is there", "a cat is there"]
    refused(blocked, Flee(H("O6"), R), "a cat is there")
    assert blocked.legal_actions() == (GiveLife(),)


def test_with_no_treat_only_a_life_marker_can_be_given():
    s = _catch(hands=((0, 0, 0),) * 3)
    assert s.legal_actions() == (GiveLife(),)
    assert {o.reason for o in s.flee_options()} == {"you have no treat to pay"}
    refused(s, Flee(H("O6"), R), "no treat to pay")


def test_a_treat_paid_to_flee_from_nyx_goes_onto_her_roof():
    s = _catch(by_nyx=True)
    assert s.catch == (1, 0, 2, True) and s.actor() == 1
    bag = s.bag
    hands = s.hands
    s = s.play(Flee(H("O6"), R))
    assert s.treats[H("O7")] == (R,) and s.nyx == H("O7") and s.bag == bag
    assert s.hands[2] == hands[2]  # never to the player moving her


def test_a_fled_cat_that_has_not_moved_moves_on_its_turn():
    s = _catch().play(Flee(H("O6"), R))
    s = s.play(Move(1, H("O4"))).play(EndTurn())  # seat 0's other cat: O5 with a 1 (O7 is its own)
    assert s.actor() == 1 and s.pending() == (0,)  # seat 1's cat fled from O7 to O6; it moves now
    assert s.legal_actions() == (Move(0, H("O7")), Move(0, H("I4")))  # O6 with a 3: W, NW


def test_a_cat_caught_after_its_turn_does_not_move_again():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(3, 1, 3), moved={(1, 0)},
                 hands=((0, 0, 0), (1, 0, 0), (0, 0, 0)))
    s = replace(s, order=(1, 0, 2), turn=1, tokens=(1, 1, 3))
    s = s.play(Move(0, H("O7"))).play(Flee(H("O6"), R))
    assert (1, 0) in s.moved  # it had moved this round: the flight does not give it another move


def test_a_caught_cat_re_enters_at_the_next_rounds_start():
    s = _catch().play(GiveLife())
    s = s.play(Move(1, H("O4"))).play(EndTurn())
    s = s.play(EndTurn())  # seat 1: no cat on the board
    assert s.actor() == 2 and s.pending() == (NYX,)  # seat 2, last: Nyx on O9 with a 3
    s = s.play(Move(NYX, H("O3"))).play(EndTurn())
    # the caught cat first (seat 1 holds the token now), then the cats the position left off
    assert s.round == 2 and s.phase == PLACE and s.actor() == 1
    assert s.placing == ((1, 0), (1, 1), (2, 0), (2, 1))


# Keys

def test_a_key_costs_three_treats_of_its_colour_after_the_moves():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((3, 2, 0), (0, 0, 0), (0, 0, 0)))
    refused(s, BuyKey(R), "first move every cat")
    s = s.play(Move(0, H("O11")))
    assert set(s.legal_actions()) == {BuyKey(R), EndTurn()}
    refused(s, BuyKey(B), "a blue key costs 3 blue treats")
    bag = s.bag
    s = s.play(BuyKey(R))
    assert s.keys[0] == (1, 0, 0) and s.hands[0] == (0, 2, 0) and s.key_supply == (3, 4, 4)
    assert s.bag == (bag[0] + 3, bag[1], bag[2])
    assert s.legal_actions() == (EndTurn(),)


def test_the_keys_of_a_colour_run_out_at_four():
    s = position(cats=((None, None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((3, 0, 0), (0, 0, 0), (0, 0, 0)), keys=((0, 0, 0), (4, 0, 0), (0, 0, 0)))
    assert s.key_supply == (0, 4, 4) and s.legal_actions() == (EndTurn(),)
    refused(s, BuyKey(R), "no red key is left")


def test_shopping_ends_the_turns_moves():
    # I1 with a 3: the tower (needs a red key) or I6 (its own other cat): it cannot leap; a red
    # key bought now does not open the tower this turn.
    s = position(cats=(("I1", "I6"), ("O7", None), (None, None)), tokens=(3, 3, 3), moved={(0, 1)},
                 hands=((3, 0, 0), (0, 0, 0), (0, 0, 0)), colours=colours_with())
    assert s.pending() == ()
    s = s.play(BuyKey(R))
    assert s.options(0)[0].legal and s.pending() == ()
    refused(s, Move(0, TOWER), "already moved")


# The tower

def test_the_tower_needs_the_key_of_the_roofs_colour_and_wins_at_once():
    s = position(cats=(("I1", None), ("O7", None), (None, None)), tokens=(3, 1, 2),
                 colours=colours_with(I1=B), keys=((1, 0, 1), (0, 0, 0), (0, 0, 0)))
    tower = s.options(0)[0]
    assert tower.leap.to == TOWER and not tower.legal and tower.reason == "you need a blue key"
    refused(s, Move(0, TOWER), "you need a blue key")
    s = replace(s, keys=((0, 1, 0), (0, 0, 0), (0, 0, 0)))
    assert s.options(0)[0].effect == "tower" and s.options(0)[0].legal
    won = s.play(Move(0, TOWER))
    assert won.phase == OVER and won.winner == 0 and won.end == "tower" and won.cats[0][0] == TOWER
    assert won.keys == s.keys  # the key is not spent
    assert won.legal_actions() == () and won.actor() is None
    refused(won, EndTurn(), "the game is over")


def test_the_tower_through_a_broken_inner_roof():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(2, 1, 3), broken=("I1",),
                 colours=colours_with(O1=Y), keys=((0, 0, 1), (0, 0, 0), (0, 0, 0)))
    assert [o.leap.to for o in s.options(0)] == [H("O2"), TOWER]
    assert s.play(Move(0, TOWER)).winner == 0


# Nyx

def _nyx_turn(**kw):
    """Seat 2 moves last; its only cat on O3 has moved; Nyx is on O1 (token 1: O7 or O11)."""
    base = dict(cats=(("O5", None), ("O7", None), ("O3", None)), nyx="O1", tokens=(2, 2, 1),
                holder=2, moved={(2, 0), (0, 0), (1, 0)}, treats={"O1": [B, Y], "O11": [R]})
    base.update(kw)
    s = position(**base)
    return replace(s, order=(0, 1, 2), turn=2, tokens=(2, 2, 1))


def test_only_the_last_seat_moves_nyx_after_its_cats():
    s = _nyx_turn()
    assert s.pending() == (NYX,) and s.nyx_mover() == 2
    early = replace(s, turn=1)
    refused(early, Move(NYX, H("O11")), "only the round's last player moves Nyx")
    cats_first = replace(s, moved=frozenset({(0, 0), (1, 0)}))
    refused(cats_first, Move(NYX, H("O11")), "move your cats before Nyx")
    refused(s, EndTurn(), "Nyx can")


def test_nyx_breaks_the_roof_she_leaves_and_its_treats_go_back_to_the_bag():
    s = _nyx_turn()
    bag = s.bag
    after = s.play(Move(NYX, H("O11")))
    assert after.nyx == H("O11") and after.broken == {H("O1")} and after.treats[H("O1")] == ()
    assert after.bag == (bag[0], bag[1] + 1, bag[2] + 1)
    assert after.treats[H("O11")] == (R,) and after.hands == s.hands  # Nyx takes no treat
    assert after.legal_actions() == (EndTurn(),)


def test_nyx_catches_for_the_seat_moving_her_and_her_catches_count_for_it():
    s = _nyx_turn().play(Move(NYX, H("O7")))
    assert s.catch == (1, 0, 2, True)
    s = s.play(GiveLife())
    assert s.caught == (0, 0, 1) and s.lives == (7, 6, 7) and s.cats[1] == (None, None)


def test_nyx_never_lands_on_her_movers_cat_nor_enters_the_tower():
    s = _nyx_turn(cats=(("O5", None), ("O9", None), ("O7", None)))
    assert [o.reason for o in s.options(NYX)] == ["your cat is there", ""]
    s = _nyx_turn(nyx="I1", treats={})
    s = replace(s, tokens=(2, 2, 3))
    assert [(o.leap.to, o.reason) for o in s.options(NYX)] == [
        (TOWER, "Nyx never enters the tower"), (H("I6"), "")]


def test_nyx_with_no_legal_landing_stays_and_nothing_breaks():
    # Nyx on O1 with a 1: O7 and O11, both seat 2's own cats
    s = _nyx_turn(cats=(("O5", None), ("O9", None), ("O7", "O11")), moved={(0, 0), (1, 0), (2, 0), (2, 1)})
    assert s.pending() == () and [o.reason for o in s.options(NYX)] == ["your cat is there"] * 2
    after = s.play(EndTurn())
    assert after.broken == frozenset() and after.nyx == H("O1") and after.round == 2


def test_a_cat_leaps_over_a_roof_nyx_broke():
    s = _nyx_turn().play(Move(NYX, H("O11"))).play(EndTurn())
    assert s.round == 2
    s = replace(s, tokens=(1, 1, 1), order=(0, 1, 2), turn=0, phase=MOVE, placing=(),
                cats=((H("O12"), None), (H("O7"), None), (H("O3"), None)))
    # O12 with a 1: NE to O8, E to O1 (broken) and on to O11 (Nyx), so only O8
    assert [(o.leap.over, o.leap.to, o.legal) for o in s.options(0)] == [
        ((), H("O8"), True), ((H("O1"),), H("O11"), False)]


# Round end, refill, re-entry

def _last_turn(**kw):
    """Seat 2 (last, holder 0) with nothing left to do: ending its turn ends round 1."""
    base = dict(cats=(("O5", "O11"), ("O7", "O12"), ("O3", "I2")), nyx="O1", tokens=(1, 2, 3),
                moved={(2, 0), (2, 1), (2, NYX)})
    base.update(kw)
    s = position(**base)
    return replace(s, turn=2)


def test_the_round_end_passes_the_nyx_token_and_remembers_the_tokens():
    s = _last_turn(treats={h: [R] for h in ("O2", "O4", "O6", "O8")}).play(EndTurn())
    assert s.round == 2 and s.holder == 1 and s.last_tokens == (1, 2, 3) and s.tokens == ()
    assert s.phase == CHOOSE and s.moved == frozenset() and s.order == ()
    assert s.treats_on_board() == 4  # more than 3: no refill


def test_three_or_fewer_treats_refill_every_empty_whole_roof_without_a_cat():
    s = _last_turn(treats={"O2": [R], "O4": [B], "O6": [Y]}, broken=("O8",))
    bag = s.in_bag()
    after = s.play(EndTurn())
    filled = {h for h in ROOFS if after.treats[h] and not s.treats[h]}
    expected = set(ROOFS) - {H(n) for n in ("O2", "O4", "O6", "O8", "O5", "O11", "O7", "O12", "O3",
                                            "I2", "O1")}
    assert filled == expected and all(len(after.treats[h]) == 1 for h in filled)
    assert after.in_bag() == bag - len(expected)
    assert after == s.play(EndTurn())  # the draws come from the seed


def test_the_refill_stops_when_the_bag_is_empty():
    hands = ((10, 10, 8), (0, 0, 0), (0, 0, 0))
    s = _last_turn(hands=hands)
    assert s.in_bag() == 2
    after = s.play(EndTurn())
    assert after.treats_on_board() == 2 and after.in_bag() == 0
    assert [h for h in ROOFS if after.treats[h]] == [H("I1"), H("I3")]  # roof order, I2 has a cat


def test_cats_re_enter_in_token_order_from_the_new_holder_each_seats_in_cat_order():
    s = _last_turn(cats=((None, "O5"), (None, None), ("O3", "I2")))
    s = s.play(EndTurn())
    assert s.holder == 1 and s.phase == PLACE
    assert s.placing == ((1, 0), (1, 1), (0, 0)) and s.actor() == 1
    s = s.play(Place(H("O2"))).play(Place(H("O4"))).play(Place(H("O6")))
    assert s.phase == CHOOSE and s.cats[1] == (H("O2"), H("O4")) and s.cats[0] == (H("O6"), H("O5"))


def test_a_cat_with_no_free_outer_roof_stays_off_until_next_round():
    s = position(4, cats=(("O1", "O3"), ("O5", "O7"), ("O9", "O11"), (None, None)), nyx="O12",
                 tokens=(1, 2, 3, 3), treats={h: [R] for h in ("I1", "I2", "I3", "I4")},
                 broken=("O2", "O4", "O6", "O8"), moved={(3, NYX)})
    s = replace(s, turn=3).play(EndTurn())
    assert s.placing == ((3, 0), (3, 1)) and s.actor() == 3  # O10 is the one free outer roof
    s = s.play(Place(H("O10")))
    assert s.phase == CHOOSE and s.placing == () and s.cats[3] == (H("O10"), None)


# Winning

def test_three_catches_win_at_once():
    s = _catch()
    s = replace(s, caught=(2, 0, 0)).play(GiveLife())
    assert s.phase == OVER and s.winner == 0 and s.end == "catches"


def test_nyx_catches_count_toward_a_win_for_her_mover():
    s = _catch(by_nyx=True)
    s = replace(s, caught=(0, 0, 2)).play(GiveLife())
    assert s.winner == 2 and s.end == "catches"


def test_a_seat_with_no_life_marker_left_gives_nothing():
    s = replace(_catch(), lives=(7, 0, 7)).play(GiveLife())
    assert s.cats[1] == (None, None) and s.lives == (7, 0, 7) and s.caught == (0, 0, 0)
    assert s.phase == MOVE


def test_the_round_limit_ends_the_game_on_catches_then_keys_then_treats():
    assert limit_winner((1, 2, 0), ((0, 0, 0),) * 3, ((0, 0, 0),) * 3) == 1
    assert limit_winner((2, 2, 0), ((1, 0, 0), (0, 0, 0), (3, 0, 0)), ((0, 0, 0),) * 3) == 0
    keys = ((1, 0, 0), (0, 1, 0), (0, 0, 0))
    assert limit_winner((2, 2, 0), keys, ((0, 0, 0), (0, 2, 0), (9, 0, 0))) == 1  # treats
    assert limit_winner((2, 2, 0), keys, ((1, 1, 0), (0, 2, 0), (9, 0, 0))) is None  # all tied
    s = _last_turn(round_=LAST_ROUND, caught=(0, 1, 0))
    over = s.play(EndTurn())
    assert over.phase == OVER and over.end == "rounds" and over.winner == 1 and over.round == LAST_ROUND
    tied = _last_turn(round_=LAST_ROUND).play(EndTurn())
    assert tied.phase == OVER and tied.winner is None
    assert _last_turn(round_=LAST_ROUND - 1).play(EndTurn()).phase == CHOOSE


def test_a_seen_copy_refuses_to_draw_and_with_seed_gives_it_draws():
    from game.clowder import HiddenDrawError
    s = _last_turn().with_seed(None)
    with pytest.raises(HiddenDrawError):
        s.play(EndTurn())
    assert s.with_seed(5).play(EndTurn()).treats_on_board() > 0


def test_with_no_cat_on_the_board_and_none_able_to_come_back_the_game_ends_on_points():
    broken = [n for n in (f"O{i}" for i in range(1, 13)) if n != "O9"] + ["I1", "I2"]
    s = _last_turn(cats=((None, None), (None, None), (None, None)), nyx="O9", broken=broken,
                   caught=(0, 2, 1), moved={(2, NYX)})
    over = s.play(EndTurn())
    assert over.phase == OVER and over.end == "rounds" and over.winner == 1 and over.round == 2
    # one outer roof free: the cats come back and the game goes on
    goes_on = _last_turn(cats=((None, None), (None, None), (None, None)), nyx="O9",
                         broken=broken[1:], moved={(2, NYX)}).play(EndTurn())
    assert goes_on.phase == PLACE


def test_the_words_say_where_a_treat_paid_to_flee_goes():
    from game.clowder.describe import say_action

    before = _catch()
    said = say_action(before, Flee(H("O6"), Y), before.play(Flee(H("O6"), Y)), ("Ann", "Bea", "Cy"))
    assert said.startswith("Bea pays a yellow treat to Ann; Bea's first cat flees from O7 to O6")
    before = _catch(by_nyx=True)
    said = say_action(before, Flee(H("O6"), R), before.play(Flee(H("O6"), R)), ("Ann", "Bea", "Cy"))
    assert said.startswith("Bea pays a red treat onto Nyx's roof;")
