"""Cat Spats: the bonuses each side gets, the dice, and what the result does.

The attacker is the mover, the defender the cat attacked. After the defender stands and both
sides bid (a Purr card for +2 and energy for +1 each 3, the attacker first), `resolve` rolls:

- automatic bonuses (`spat_bonuses`): +2 home (the cat or its opponent is in the cat's
  board.HOME_ZONE), else +1 near home (either is in board.NEXT_TO_HOME); +1 for a held coin
  (mandatory: it goes back to the Toy Mouse); +1 against a resting opponent;
- each side rolls a d6 and adds its bonuses; a tie rolls again with the same bonuses. The
  dice of spat number n come from `dice(seed, n)`, attacker first, then defender, each
  round;
- a score at least twice the other's gives the winner a coin from the Mouse (if it has none
  and one is left); a resting defender that loses loses its pending rest energy.

The result is kept in the state's `last_spat` (a SpatResult) and the winner pushes (PUSH).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .board import HOME_ZONE, NEXT_TO_HOME
from .errors import HiddenDrawError
from .phases import PUSH
from .pieces import (
    COIN_BONUS,
    ENERGY_PER_POINT,
    HOME_BONUS,
    NEAR_HOME_BONUS,
    PURR_BONUS,
    RESTING_BONUS,
)


class Spat(NamedTuple):
    """A spat under way: the two seats and their bids (actions.Bid, None until made)."""

    attacker: int
    defender: int
    attacker_bid: object = None
    defender_bid: object = None


class SpatResult(NamedTuple):
    """A rolled spat: its two seats, each side's bonuses as (label, amount) pairs in the order
    home or near home, coin, resting, purr, energy; the rolls, one (attacker die, defender
    die) pair a round (ties roll again); and the winning seat."""

    attacker: int
    defender: int
    attacker_bonuses: tuple
    defender_bonuses: tuple
    rolls: tuple
    winner: int

    @property
    def attacker_bonus(self) -> int:
        """The attacker's total bonus."""
        return sum(n for _, n in self.attacker_bonuses)

    @property
    def defender_bonus(self) -> int:
        """The defender's total bonus."""
        return sum(n for _, n in self.defender_bonuses)

    @property
    def scores(self) -> tuple[int, int]:
        """The last round's scores: (attacker's, defender's)."""
        a, d = self.rolls[-1]
        return a + self.attacker_bonus, d + self.defender_bonus

    @property
    def loser(self) -> int:
        """The losing seat."""
        return self.defender if self.winner == self.attacker else self.attacker

    @property
    def double(self) -> bool:
        """Whether the winner's score is at least twice the loser's."""
        a, d = self.scores
        win, lose = (a, d) if self.winner == self.attacker else (d, a)
        return win >= 2 * lose


def home_bonus(state, seat: int, opponent: int) -> tuple:
    """('home', 2) when either cat is in `seat`'s home zone, else ('near home', 1) when either
    is next to it, else nothing: a tuple of 0 or 1 (label, amount) pairs."""
    cat = state.cat_of[seat]
    spaces = (state.at[seat], state.at[opponent])
    if any(s in HOME_ZONE[cat] for s in spaces):
        return (("home", HOME_BONUS),)
    if any(s in NEXT_TO_HOME[cat] for s in spaces):
        return (("near home", NEAR_HOME_BONUS),)
    return ()


def spat_bonuses(state, seat: int, opponent: int, bid) -> tuple:
    """`seat`'s bonuses against `opponent` with its bid (actions.Bid or None), as (label,
    amount) pairs in the order home or near home, coin, resting, purr, energy."""
    found = list(home_bonus(state, seat, opponent))
    if state.coin[seat]:
        found.append(("coin", COIN_BONUS))
    if state.resting[opponent]:
        found.append(("resting", RESTING_BONUS))
    if bid is not None and bid.purr:
        found.append(("purr", PURR_BONUS))
    if bid is not None and bid.energy >= ENERGY_PER_POINT:
        found.append(("energy", bid.energy // ENERGY_PER_POINT))
    return tuple(found)


def dice(seed: int, number: int) -> random.Random:
    """The dice of the game's spat `number` (1-based): each die is `randint(1, 6)`, the
    attacker's then the defender's, round after round."""
    return random.Random(f"mansion-dice:{seed}:{number}")


def roll(seed: int, number: int, attacker_bonus: int, defender_bonus: int) -> tuple:
    """The rounds of a spat's dice: (attacker die, defender die) pairs until the scores
    differ."""
    rng = dice(seed, number)
    rolls = []
    while True:
        a, d = rng.randint(1, 6), rng.randint(1, 6)
        rolls.append((a, d))
        if a + attacker_bonus != d + defender_bonus:
            return tuple(rolls)


def resolve(state):
    """The spat rolled, once both bids are made (their energy and Purr cards already paid):
    coins spent, dice, the double's coin, a resting loser's rest lost; phase PUSH."""
    if state.seed is None:
        raise HiddenDrawError("the dice are hidden in a seen state: give it a seed first")
    spat = state.spat
    a, d = spat.attacker, spat.defender
    a_bonuses = spat_bonuses(state, a, d, spat.attacker_bid)
    d_bonuses = spat_bonuses(state, d, a, spat.defender_bid)
    coin, mouse = list(state.coin), state.mouse_coins
    for seat in (a, d):
        if coin[seat]:
            coin[seat], mouse = False, mouse + 1
    a_plus, d_plus = sum(n for _, n in a_bonuses), sum(n for _, n in d_bonuses)
    rolls = roll(state.seed, state.spats, a_plus, d_plus)
    winner = a if rolls[-1][0] + a_plus > rolls[-1][1] + d_plus else d
    result = SpatResult(a, d, a_bonuses, d_bonuses, rolls, winner)
    if result.double and not coin[winner] and mouse:
        coin[winner], mouse = True, mouse - 1
    changes = {}
    if winner == a and state.resting[d]:
        changes["pending"] = _put(state.pending, d, 0)
        changes["resting"] = _put(state.resting, d, False)
    return state._with(coin=tuple(coin), mouse_coins=mouse, last_spat=result, phase=PUSH, **changes)


def _put(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]
