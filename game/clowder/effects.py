"""What each action does to a Clowder State: one function an action kind, each checking the
action first (IllegalActionError with a reason a person understands) and returning the next
State. `State.play` picks the function from `HANDLERS`; nothing else calls them.

Where a cat may land is not decided here but by the State's own `options()` and
`flee_options()` (one authority a rule); these functions check the action is among them
and then move the pieces, treats, keys and life markers.
"""

from __future__ import annotations

import random

from .actions import BuyKey, EndTurn, Flee, GiveLife, Move, Place, Reveal
from .board import NAMES, OUTER, ROOFS, TOWER
from .errors import HiddenDrawError, IllegalActionError
from .phases import CATCHES_END, CAUGHT, CHOOSE, MOVE, OVER, PLACE, ROUNDS_END, TOWER_END
from .pieces import (
    CAT_LETTERS,
    CATS,
    COLOURS,
    LAST_ROUND,
    NYX,
    REFILL_AT,
    TOKENS,
    TREATS_PER_KEY,
    WIN_CATCHES,
)
from .rules import counts, draw, limit_winner, move_order, plus, put, seats_from


def place(state, action: Place):
    """The placing queue's next cat (or Nyx) goes on a free outer roof and takes its treat."""
    if state.phase != PLACE:
        raise IllegalActionError(action, f"no cat is being placed (the phase is {state.phase})")
    h = action.hex
    if h not in state.free_outer():
        raise IllegalActionError(action, _why_not_free(state, h))
    (seat, cat), placing = state.placing[0], state.placing[1:]
    if cat == NYX:
        state = state._with(nyx=h, placing=placing)
    else:
        state = _take(state._with(cats=_set_cat(state.cats, seat, cat, h), placing=placing), seat, h)
    return settle_placing(state)


def settle_placing(state):
    """The state with the placing over when its queue is empty or no outer roof is free (the
    cats left stay off until the next round): then phase CHOOSE."""
    if state.placing and state.free_outer():
        return state
    return state._with(placing=(), phase=CHOOSE)


def reveal(state, action: Reveal):
    """Every seat's token shown: the move order is set and the first seat moves."""
    if state.phase != CHOOSE:
        raise IllegalActionError(action, f"tokens are not being chosen (the phase is {state.phase})")
    tokens = action.tokens
    if type(tokens) is not tuple or len(tokens) != state.players:
        raise IllegalActionError(action, f"a reveal is one token a seat, {state.players} tokens")
    for seat, token in enumerate(tokens):
        if type(token) is not int or token not in TOKENS:
            raise IllegalActionError(action, f"seat {seat + 1}'s token must be 1, 2 or 3, not {token!r}")
        if token == state.last_tokens[seat]:
            raise IllegalActionError(action, f"seat {seat + 1} used token {token} last round")
    return state._with(tokens=tokens, order=move_order(tokens, state.holder), turn=0,
                       moved=frozenset(), phase=MOVE)


def move(state, action: Move):
    """The mover's cat (or Nyx) leaps to one of its legal landings: a treat taken, a catch
    (phase CAUGHT), the tower (the game won); Nyx breaks the roof she leaves."""
    if state.phase != MOVE:
        raise IllegalActionError(action, f"no cat is moving now (the phase is {state.phase})")
    seat, cat, h = state.order[state.turn], action.cat, action.hex
    if cat not in (0, 1, NYX):
        raise IllegalActionError(action, "a cat is a, b or n (Nyx)")
    name = "Nyx" if cat == NYX else "that cat"
    if cat == NYX and state.turn != len(state.order) - 1:
        raise IllegalActionError(action, "only the round's last player moves Nyx")
    if state.where(seat, cat) in (None, TOWER):
        raise IllegalActionError(action, "that cat is not on the board")
    if (seat, cat) in state.moved:
        raise IllegalActionError(action, f"{name} has already moved this round")
    pending = state.pending()
    if cat not in pending:
        if cat == NYX and pending:
            raise IllegalActionError(action, "move your cats before Nyx")
        raise IllegalActionError(action, f"{name} has no legal landing and stays")
    options = state.options(cat)
    chosen = [o for o in options if o.leap.to == h]
    if not chosen:
        reach = " or ".join(NAMES[o.leap.to] for o in options if o.leap.to is not None)
        where = NAMES[h] if h in range(len(NAMES)) else repr(h)
        raise IllegalActionError(action, f"{name} leaps with a {state.tokens[seat]} to {reach}, not {where}")
    if not any(o.legal for o in chosen):
        raise IllegalActionError(action, chosen[0].reason)
    victim = state.cat_at(h)
    if cat == NYX:
        start = state.nyx
        state = state._with(nyx=h, broken=state.broken | {start}, treats=put(state.treats, start, ()),
                            bag=_plus_all(state.bag, state.treats[start]),
                            moved=state.moved | {(seat, 0), (seat, 1), (seat, NYX)})
    else:
        state = state._with(cats=_set_cat(state.cats, seat, cat, h), moved=state.moved | {(seat, cat)})
        if h == TOWER:
            return state._with(phase=OVER, winner=seat, end=TOWER_END)
        state = _take(state, seat, h)
    if victim is not None:
        return state._with(phase=CAUGHT, catch=(victim[0], victim[1], seat, cat == NYX))
    return state


def give_life(state, action: GiveLife):
    """The caught cat leaves the board and its owner gives the catcher a life marker (a
    third catch wins)."""
    if state.phase != CAUGHT:
        raise IllegalActionError(action, "no cat is caught")
    seat, cat, catcher, _ = state.catch
    state = state._with(cats=_set_cat(state.cats, seat, cat, None), phase=MOVE, catch=None)
    if not state.lives[seat]:  # never before a win (see SPEC): nothing left to give
        return state
    caught = plus(state.caught, catcher, 1)
    state = state._with(lives=plus(state.lives, seat, -1), caught=caught)
    if caught[catcher] >= WIN_CATCHES:
        return state._with(phase=OVER, winner=catcher, end=CATCHES_END)
    return state


def flee(state, action: Flee):
    """The caught cat's owner pays a treat to the catcher's player (onto Nyx's roof when
    she caught: nobody collects treats where she is) and the cat leaps out of area 1 to an
    empty roof, taking its treats."""
    if state.phase != CAUGHT:
        raise IllegalActionError(action, "no cat is caught")
    seat, cat, catcher, by_nyx = state.catch
    colour = action.colour
    if colour not in (0, 1, 2):
        raise IllegalActionError(action, "a colour is r, b or y")
    options = [o for o in state.flee_options() if o.leap.to == action.hex]
    if not options:
        raise IllegalActionError(action, "a fleeing cat leaves through its roof's area 1, "
                                         "which does not lead there")
    if not any(o.legal for o in options):
        raise IllegalActionError(action, options[0].reason)
    if not state.hands[seat][colour]:
        raise IllegalActionError(action, f"you have no {COLOURS[colour]} treat to pay")
    roof = state.cats[seat][cat]
    hands = put(state.hands, seat, plus(state.hands[seat], colour, -1))
    if by_nyx:
        lying = tuple(sorted(state.treats[roof] + (colour,)))
        state = state._with(hands=hands, treats=put(state.treats, roof, lying))
    else:
        state = state._with(hands=put(hands, catcher, plus(hands[catcher], colour, 1)))
    state = state._with(cats=_set_cat(state.cats, seat, cat, action.hex), phase=MOVE, catch=None)
    return _take(state, seat, action.hex)


def _shop_check(state, action) -> int:
    # Buying and ending wait until no cat of the turn (nor Nyx) still has to move.
    if state.phase != MOVE:
        raise IllegalActionError(action, f"it is nobody's turn (the phase is {state.phase})")
    pending = state.pending()
    if pending:
        who = "Nyx" if pending == (NYX,) else "cat " + " and ".join(CAT_LETTERS[c] for c in pending)
        raise IllegalActionError(action, f"first move every cat that can leap: {who} can")
    return state.order[state.turn]


def buy_key(state, action: BuyKey):
    """The mover pays 3 treats of a colour (back to the bag) for a key of that colour;
    shopping ends the turn's moves (a cat that could not leap before cannot now)."""
    seat = _shop_check(state, action)
    colour = action.colour
    if colour not in (0, 1, 2):
        raise IllegalActionError(action, "a colour is r, b or y")
    name = COLOURS[colour]
    if state.hands[seat][colour] < TREATS_PER_KEY:
        raise IllegalActionError(action, f"a {name} key costs {TREATS_PER_KEY} {name} treats")
    if not state.key_supply[colour]:
        raise IllegalActionError(action, f"no {name} key is left")
    closed = {(seat, 0), (seat, 1)}
    if state.turn == len(state.order) - 1:
        closed.add((seat, NYX))
    return state._with(hands=put(state.hands, seat, plus(state.hands[seat], colour, -TREATS_PER_KEY)),
                       bag=plus(state.bag, colour, TREATS_PER_KEY),
                       keys=put(state.keys, seat, plus(state.keys[seat], colour, 1)),
                       key_supply=plus(state.key_supply, colour, -1), moved=state.moved | closed)


def end_turn(state, action: EndTurn):
    """The mover's turn ends; after the last seat's, the round ends."""
    _shop_check(state, action)
    if state.turn + 1 < len(state.order):
        return state._with(turn=state.turn + 1)
    return next_round(state)


def next_round(state):
    """The round's end: the game ends on points after LAST_ROUND; else the Nyx token passes
    clockwise, tokens are remembered, the roofs are refilled when 3 or fewer treats lie on
    them, and the cats off the board re-enter (PLACE) before the next choice. When no cat is
    on the board and none can come back, the game ends on points at once."""
    if state.round >= LAST_ROUND:
        return _on_points(state)
    state = state._with(holder=(state.holder + 1) % state.players, round=state.round + 1,
                        last_tokens=state.tokens, tokens=(), order=(), turn=0, moved=frozenset())
    if state.treats_on_board() <= REFILL_AT:
        state = refill(state)
    placing = tuple((s, c) for s in seats_from(state.holder, state.players)
                    for c in CATS if state.cats[s][c] is None)
    state = settle_placing(state._with(placing=placing, phase=PLACE))
    if state.phase == CHOOSE and all(h is None for pair in state.cats for h in pair):
        # No cat on the board and no outer roof to come back to: as broken roofs never
        # mend, none ever will, so the game ends on points now rather than at LAST_ROUND.
        return _on_points(state)
    return state


def _on_points(state):
    return state._with(phase=OVER, end=ROUNDS_END,
                       winner=limit_winner(state.caught, state.keys, state.hands))


def refill(state):
    """One random treat from the bag on each roof (in roof order) not broken, with no treat
    and no cat or Nyx, as far as the bag goes; drawn from the seed and the round."""
    if state.seed is None:
        raise HiddenDrawError("the bag's draws are hidden in a seen state: give it a seed first")
    rng = random.Random(f"clowder-refill:{state.seed}:{state.players}:{state.round}")
    treats, bag = list(state.treats), state.bag
    for roof in ROOFS:
        if not sum(bag):
            break
        if roof not in state.broken and not treats[roof] and state.at(roof) is None:
            colour = draw(rng, bag)
            treats[roof] = (colour,)
            bag = plus(bag, colour, -1)
    return state._with(treats=tuple(treats), bag=bag)


def _take(state, seat: int, h: int):
    # `seat`'s cat landing on h takes every treat lying there.
    lying = state.treats[h]
    if not lying:
        return state
    return state._with(treats=put(state.treats, h, ()),
                       hands=put(state.hands, seat, _plus_all(state.hands[seat], lying)))


def _set_cat(cats: tuple, seat: int, cat: int, h) -> tuple:
    return put(cats, seat, put(cats[seat], cat, h))


def _plus_all(triple: tuple, colours) -> tuple:
    if not colours:
        return triple
    c = counts(colours)
    return (triple[0] + c[0], triple[1] + c[1], triple[2] + c[2])


def _why_not_free(state, h) -> str:
    if h not in range(len(NAMES)):
        return f"no hex is numbered {h!r}"
    if h not in OUTER:
        return f"cats are placed on the outer ring, not on {NAMES[h]}"
    if h in state.broken:
        return f"{NAMES[h]} is broken"
    return "Nyx is there" if h == state.nyx else f"a cat is on {NAMES[h]}"


HANDLERS = {Place: place, Reveal: reveal, Move: move, GiveLife: give_life, Flee: flee,
            BuyKey: buy_key, EndTurn: end_turn}
