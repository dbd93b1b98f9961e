"""Positions of Cat's Mansion for the tests: a game's set-up with the cats put where a test
wants them and a turn begun for the cat it names; and dice chosen by searching the spat
numbers, so that a test plays a spat through `play` with the dice it wants.

    s = position(at={"k": "g4", "g": "h4"}, mover="k")    # Black on g4, Grey on h4, Black moves
    s = with_dice(s, [(3, 5), (1, 5)])                   # the next spat rolls these dice
"""

from __future__ import annotations

from game.mansion import CAT_LETTERS, TURN_CARDS, Rules, State, space_named
from game.mansion.board import ROOM_OF
from game.mansion.spat import dice
from game.mansion.turns import begin_turn

FIVE = 5


def seat(state: State, letter: str) -> int:
    """The seat playing the cat of `letter` (CAT_LETTERS: b g k o p)."""
    return state.cat_of.index(CAT_LETTERS.index(letter))


def position(at: dict, mover: str, cats: int = FIVE, seed: int = 1, rules: Rules = Rules(),  # noqa: B008
             bonus: bool = False, **fields) -> State:
    """A 5-cat game (seed 1: seat i plays cat i) with the cats of `at` (letter -> space name)
    moved there, other fields set (per-seat fields as {letter: value}), and the turn of
    `mover` begun with a Turn Order card whose room is, with `bonus`, the room it stands in
    (else another). The deck left holds the other cats' cards: the mover's next turn comes
    after theirs."""
    s = State.new(cats, seed, rules)
    spaces = list(s.at)
    for letter, name in at.items():
        spaces[seat(s, letter)] = space_named(name)
    cat = CAT_LETTERS.index(mover)
    deck = tuple(i for i, (c, _) in enumerate(TURN_CARDS) if c != cat and c in s.cat_of)
    changes = {"at": tuple(spaces), "deck_left": deck}
    for key, value in fields.items():
        if isinstance(value, dict):
            row = list(getattr(s, key))
            for letter, v in value.items():
                row[seat(s, letter)] = v
            value = tuple(row)
        changes[key] = value
    s = s._with(**changes)
    room = ROOM_OF[s.at[seat(s, mover)]]
    card = next((i for i, (c, r) in enumerate(TURN_CARDS) if c == cat and (r == room) == bonus), None)
    if card is None:  # the bonus asked where no card of the cat shows the room: force it
        card = next(i for i, (c, _) in enumerate(TURN_CARDS) if c == cat)
        return begin_turn(s._with(card=card))._with(bonus=bonus)
    return begin_turn(s._with(card=card))


def with_dice(state: State, rounds) -> State:
    """`state` with its spat count set so that the next spat's dice start with `rounds`
    ((attacker die, defender die) pairs): the spat numbers are searched."""
    want = [d for pair in rounds for d in pair]
    for n in range(1, 400_000):
        rng = dice(state.seed, n)
        if all(rng.randint(1, 6) == d for d in want):
            return state._with(spats=n - 1)
    raise AssertionError(f"no spat number rolls {rounds}")


def play(state: State, *texts: str) -> State:
    """`state` after the actions of these texts."""
    from game.mansion import read_action

    for text in texts:
        state = state.play(read_action(text))
    return state
