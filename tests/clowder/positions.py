"""Hand-made Clowder positions on a test board, for the rules' tests (tests/clowder/test_*.py
of set-up, turn order, moves, catches, keys and the tower, Nyx, the round's end and winning).

Positions are built on a test board whose leaps were worked out on paper
(tests/clowder/test_setup.py checks some of its rows): every outer roof has rotation 0 (area 1 = its
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
    CHOOSE,
    INNER,
    MOVE,
    NYX,
    IllegalActionError,
    Move,
    State,
    hex_named,
)
from game.clowder.board import inner_rotations
from game.clowder.rules import move_order

R, B, Y = 0, 1, 2  # the treats' colours
H = hex_named


def board_rotations() -> tuple[int, ...]:
    """The test board's rotations: 0 for the outer roofs, the first inner rotation inside."""
    rotations = [0] * 19
    for roof in INNER:
        rotations[roof] = inner_rotations(roof)[0]
    return tuple(rotations)


ROTATIONS = board_rotations()


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


def a_catch(by_nyx=False, hands=((0, 0, 0), (1, 0, 2), (0, 0, 0))):
    """A catch to answer: seat 0's first cat (O1, token 1) catches seat 1's cat on O7; or,
    by_nyx, seat 2 moves Nyx from O1 onto it (seat 2 is last)."""
    if by_nyx:
        s = position(cats=((None, None), ("O7", None), ("O3", None)), nyx="O1", tokens=(1, 1, 1),
                     hands=hands, treats={"O1": [Y], "O2": [R]}, moved={(2, 0)})
        s = replace(s, turn=2)
        return s.play(Move(NYX, H("O7")))
    s = position(cats=(("O1", "O5"), ("O7", None), (None, None)), tokens=(1, 3, 3), hands=hands,
                 treats={"O7": [B], "O2": [R]})
    return s.play(Move(0, H("O7")))


def last_turn(**kw):
    """Seat 2 (last, holder 0) with nothing left to do: ending its turn ends round 1 (or, with
    round_=LAST_ROUND, the game)."""
    base = dict(cats=(("O5", "O11"), ("O7", "O12"), ("O3", "I2")), nyx="O1", tokens=(1, 2, 3),
                moved={(2, 0), (2, 1), (2, NYX)})
    base.update(kw)
    s = position(**base)
    return replace(s, turn=2)
