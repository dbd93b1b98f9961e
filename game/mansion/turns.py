"""A turn's end and the next one's start: rooms counted, the race won, the Turn Order deck
drawn, the turn limit.

`end_turn` is called by every action that ends the mover's turn (End, Stay, a lost spat, an
object space reached, the secret passage); `begin_turn` by `State.new` and `end_turn`.
"""

from __future__ import annotations

import random

from .board import CUSHION_OF, IS_CUSHION, ROOM_OF, TURN_CARDS
from .errors import HiddenDrawError
from .phases import LIMIT_END, MOVE, OVER, RACE_END
from .pieces import MAX_ENERGY, TURN_LIMIT_PER_CAT


def put(values: tuple, index: int, value) -> tuple:
    """`values` with `values[index]` replaced by `value`."""
    return values[:index] + (value,) + values[index + 1:]


def counted(state, seat: int) -> bool:
    """Whether `seat`'s cat stands in (one of) its next room(s) of the race."""
    return ROOM_OF[state.at[seat]] in state.next_rooms(seat)


def end_turn(state):
    """The mover's turn ends: its room counted if it is the next of its race (a finished
    race wins at once), the ate flag cleared after the turn it had to move, then the next
    turn begins (or the game ends at the turn limit)."""
    seat = state.mover
    if counted(state, seat):
        room = ROOM_OF[state.at[seat]]
        direction = state.direction[seat] or (1 if room == state.race[0] else -1)
        state = state._with(progress=put(state.progress, seat, state.progress[seat] + 1),
                            direction=put(state.direction, seat, direction))
    if finished(state, seat):
        return state._with(phase=OVER, winner=seat, end=RACE_END, spat=None, must_fight=frozenset())
    if state.must_move:
        state = state._with(ate=put(state.ate, seat, False))
    return next_turn(state)


def finished(state, seat: int) -> bool:
    """Whether `seat` has run its whole race (in the shorter course: and stands on its own
    cushion)."""
    if state.progress[seat] < len(state.race):
        return False
    return not state.rules.shorter or state.at[seat] == CUSHION_OF[state.cat_of[seat]]


def limit_winner(state) -> int:
    """The seat furthest along the race (ties: more energy, then the lower seat)."""
    return max(range(state.cats), key=lambda s: (state.progress[s], state.energy[s], -s))


def next_turn(state):
    """The next Turn Order card is drawn and its cat's turn begins; past the turn limit the
    game ends, the cat furthest along winning."""
    n = state.turn + 1
    if n > TURN_LIMIT_PER_CAT * state.cats:
        return state._with(phase=OVER, winner=limit_winner(state), end=LIMIT_END, spat=None,
                           must_fight=frozenset())
    if state.seed is None:
        raise HiddenDrawError("the Turn Order deck is hidden in a seen state: give it a seed first")
    deck, shuffles = state.deck_left, state.shuffles
    if not deck:
        deck, shuffles = full_deck(state.cat_of), shuffles + 1
    card = random.Random(f"mansion-deck:{state.seed}:{n}").choice(deck)
    deck = tuple(c for c in deck if c != card)
    return begin_turn(state._with(turn=n, card=card, deck_left=deck, shuffles=shuffles))


def full_deck(cat_of: tuple) -> tuple[int, ...]:
    """The Turn Order cards (indices into board.TURN_CARDS) of the cats in play, sorted."""
    return tuple(i for i, (cat, _) in enumerate(TURN_CARDS) if cat in cat_of)


def begin_turn(state):
    """The turn of the card's cat begins: its pending rest energy credited (at most
    MAX_ENERGY), its resting over; the bonus space when it is in the card's room; it must
    move when it ate on its previous turn."""
    cat, room = TURN_CARDS[state.card]
    seat = state.cat_of.index(cat)
    here = state.at[seat]
    energy = min(MAX_ENERGY, state.energy[seat] + state.pending[seat])
    return state._with(
        mover=seat, energy=put(state.energy, seat, energy), pending=put(state.pending, seat, 0),
        resting=put(state.resting, seat, False), bonus=ROOM_OF[here] == room,
        must_move=state.ate[seat], moved=0, from_cushion=IS_CUSHION[here], acted=False,
        landed=False, fought=frozenset(), must_fight=frozenset(), spat=None, phase=MOVE)
