"""The Turn Order deck for the computer cats: what the cards left say about a cat's next turn.

Which cards are left in the deck since the last shuffle is public (`deck_left`); only their
order is hidden, and every order is as likely as any other. So the first of a cat's cards
to come is any of its cards still in the deck, alike; when none is left, the deck is
shuffled again first and it is any of its three. A cat that ends its turn in the room of
that card begins its next turn with the bonus space (one space more, and cheaper: 4 spaces
for 3 energy instead of 6). The exact plan (game.mansion.plan) leaves the bonus out; here
it is worth what the best turn with it saves over the plan's best turn without it.
"""

from __future__ import annotations

from . import board
from .bot_judge import counted_state, value
from .pieces import move_cost
from .plan import MOVES


def next_card_rooms(state, seat: int) -> dict[int, float]:
    """For each room, the chance that `seat`'s next Turn Order card shows it (the card
    that starts its next turn: this turn's card is drawn already)."""
    cat = state.cat_of[seat]
    left = [board.TURN_CARDS[c][1] for c in state.deck_left if board.TURN_CARDS[c][0] == cat]
    if not left:
        left = [room for owner, room in board.TURN_CARDS if owner == cat]
    chances: dict[int, float] = {}
    for room in left:
        chances[room] = chances.get(room, 0.0) + 1.0 / len(left)
    return chances


def bonus_turn_gain(state, seat: int, space: int, energy: int) -> float:
    """The turns a bonus space at the start of `seat`'s next turn on `space` with `energy`
    saves: the plan's value there, less the best of one turn of up to 4 spaces at the
    bonus's price (cats ignored) and the plan's values after it; never below 0."""
    plain = value(state, seat, space, energy)
    best = plain
    row = board.DISTANCE[space]
    for there, _ in MOVES[space]:
        cost = move_cost(row[there], True)
        if cost <= energy:
            best = min(best, 1.0 + value(state, seat, there, energy - cost, counted=True))
    return max(0.0, plain - best)


class CardBonus:
    """The expected bonus-space gain of the positions one seat may end its turn on, in one
    state: the chance its next card shows the room times `bonus_turn_gain`."""

    def __init__(self, state, seat: int) -> None:
        self.state, self.seat = state, seat
        self.chances = next_card_rooms(state, seat)

    def gain(self, space: int, energy: int, counted: bool = True) -> float:
        """Expected turns saved by the bonus for a turn ended on `space` with `energy`
        (`counted`: the room there counts first, as the turn ends there)."""
        chance = self.chances.get(board.ROOM_OF[space], 0.0)
        if not chance:
            return 0.0
        state = counted_state(self.state, self.seat, space) if counted else self.state
        return 0.0 if state is None else chance * bonus_turn_gain(state, self.seat, space, energy)
