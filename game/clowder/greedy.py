"""The greedy player: the easy level's moves, and everyone's moves in the look-ahead's
play-outs.

It looks one action ahead and never at the others' answers:

- a move: into the tower (it wins) > a catch (the third one first, one that cannot be fled
  from before one that can) > the roof with the most treats (a colour it is collecting
  first) > anything; Nyx likewise catches when she can;
- placing a cat: the free outer roof with the most treats, a colour it is collecting
  first; Nyx at set-up: a roof next to the others' cats;
- caught: flee whenever it can pay (to the roof with the most treats, with the colour it
  holds most of, but not one the catcher's player is collecting, who gets the treat), else
  give a life marker;
- after moving: buy every key it can, then end the turn.

Ties go to the first action in the engine's order, or at random when given a generator.
"""

from __future__ import annotations

import random

from .actions import BuyKey, EndTurn, Flee, GiveLife, Move, Place
from .board import TOWER, neighbours
from .evaluate import landings
from .phases import CAUGHT, MOVE, PLACE
from .pieces import NYX, TREATS_PER_KEY, WIN_CATCHES

TOWER_SCORE = 10_000.0
CATCH_SCORE = 100.0
WINNING_CATCH = 5_000.0
TREAT_SCORE = 10.0
STICKY = 40.0  # a catch its victim cannot flee from
WANTED_COLOUR = 3.0  # a treat of a colour it holds 1 or 2 of and has no key of
KEY_GIFT = 10.0  # a flight paying the catcher the third treat of a colour: a key for it


def occupants(state) -> dict[int, tuple[int, int]]:
    """{roof: (seat, cat)} for every cat of a seat on the board (Nyx not included)."""
    found = {}
    for seat, cats in enumerate(state.cats):
        for cat, hex_ in enumerate(cats):
            if hex_ is not None:
                found[hex_] = (seat, cat)
    return found


def wanted(state, seat: int, colour: int) -> bool:
    """Whether a treat of `colour` brings `seat` nearer a key it lacks."""
    held = state.hands[seat][colour]
    return not state.keys[seat][colour] and state.key_supply[colour] > 0 and 0 < held % TREATS_PER_KEY


def treats_worth(state, seat: int, roof: int) -> float:
    """What the treats lying on `roof` are worth to `seat` in greedy terms."""
    lying = state.treats[roof]
    return sum(TREAT_SCORE + (WANTED_COLOUR if wanted(state, seat, colour) else 0.0) for colour in lying)


def move_score(state, action: Move, seat: int, cats_at=None) -> float:
    """The greedy worth of a move by `seat` (the mover): tower, catch, treats."""
    if action.hex == TOWER:
        return TOWER_SCORE
    cats_at = occupants(state) if cats_at is None else cats_at
    victim = cats_at.get(action.hex)
    if victim is not None and victim[0] != seat:
        score = WINNING_CATCH if state.caught[seat] == WIN_CATCHES - 1 else CATCH_SCORE
        return score + (STICKY if sticks(state, seat, action, victim[0], cats_at) else 0.0)
    if action.cat == NYX:
        return 0.0
    return treats_worth(state, seat, action.hex)


def sticks(state, seat: int, action: Move, owner: int, cats_at) -> bool:
    """Whether a catch by `action` cannot be fled from: the victim's `owner` holds no treat,
    or neither landing out of area 1 of its roof is free (no cat, not Nyx; the roof the
    catching piece leaves counts as free)."""
    if not sum(state.hands[owner]):
        return True
    left = state.nyx if action.cat == NYX else state.cats[seat][action.cat]
    for to in landings(state, action.hex, 1):
        if to != TOWER and to != state.nyx and (to == left or to not in cats_at):
            return False
    return True


def place_score(state, action: Place, seat: int, cats_at=None) -> float:
    """The greedy worth of a placement: the treats there; for Nyx at set-up, the others'
    cats she could land next to (a roof beside them)."""
    if state.placing and state.placing[0][1] == NYX:
        cats_at = occupants(state) if cats_at is None else cats_at
        return sum(1.0 for hex_ in neighbours(action.hex) if cats_at.get(hex_, (seat,))[0] != seat)
    return treats_worth(state, seat, action.hex)


def flee_score(state, action: Flee, seat: int) -> float:
    """The greedy worth of a flight: the treats where it lands, less a little for paying a
    colour it holds few of; the treat goes to the catcher's player (unless Nyx caught), so
    less for a colour that player is collecting, and far less for its third (a key)."""
    score = treats_worth(state, seat, action.hex) + state.hands[seat][action.colour]
    _, _, catcher, by_nyx = state.catch
    if not by_nyx and wanted(state, catcher, action.colour):
        score -= WANTED_COLOUR
        if state.hands[catcher][action.colour] % TREATS_PER_KEY == TREATS_PER_KEY - 1:
            score -= KEY_GIFT
    return score


def _best(actions, score, rng):
    top, best = None, []
    for action in actions:
        value = score(action)
        if top is None or value > top + 1e-9:
            top, best = value, [action]
        elif value >= top - 1e-9:
            best.append(action)
    return best[0] if rng is None or len(best) == 1 else rng.choice(best)


def greedy_action(state, rng: random.Random | None = None, actions=None):
    """The greedy player's action for the state's actor (PLACE, MOVE or CAUGHT)."""
    actions = state.legal_actions() if actions is None else actions
    seat = state.actor()
    phase = state.phase
    if phase == MOVE:
        moves = [a for a in actions if type(a) is Move]
        if moves:
            cats_at = occupants(state)
            return _best(moves, lambda a: move_score(state, a, seat, cats_at), rng)
        buys = [a for a in actions if type(a) is BuyKey]
        if buys:
            return _best(buys, lambda a: -state.keys[seat][a.colour], rng)
        return next(a for a in actions if type(a) is EndTurn)
    if phase == PLACE:
        cats_at = occupants(state)
        return _best(actions, lambda a: place_score(state, a, seat, cats_at), rng)
    if phase == CAUGHT:
        flights = [a for a in actions if type(a) is Flee]
        if flights:
            return _best(flights, lambda a: flee_score(state, a, seat), rng)
        return next(a for a in actions if type(a) is GiveLife)
    raise ValueError(f"no action to choose in phase {phase!r}")
