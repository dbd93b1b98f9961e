"""What each action does to a Cat's Mansion State: one function an action kind, each checking
the action first (IllegalActionError with a reason a person understands) and returning the
next State. `State.play` picks the function from `HANDLERS`; nothing else calls them.

Where the mover may step is decided by game.mansion.moves (one authority: `legal_actions`, these
functions and game.mansion.reach all ask it); the spat's bonuses and dice are in game.mansion.spat; a
turn's end and the next turn's start in game.mansion.turns.
"""

from __future__ import annotations

import random

from .actions import Attack, Bid, Choose, End, Push, Retreat, Stand, Stay, Step
from .board import (
    BEDROOMS,
    BOWL,
    CUSHION_OF,
    IS_CUSHION,
    MOUSE,
    NAMES,
    NEIGHBOURS,
    OBJECT_ON,
    OBJECTS,
    PILLOW,
    PRESENT,
    PUSH_TARGETS,
    ROOM_OF,
)
from .errors import HiddenDrawError, IllegalActionError
from .moves import arrival_spats, legal_steps, name_of, optional_attacks, others, step_refusal, take_refusal
from .phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, PUSH, RETREAT
from .pieces import (
    BOWL_GAIN,
    ENERGY_PER_POINT,
    MAX_ENERGY,
    PASSAGE,
    PILLOW_GAIN,
    REST_GAIN,
    RETREAT_COST,
    step_cost,
)
from .spat import Spat, resolve
from .turns import end_turn, put


def _moving(state, action) -> int:
    if state.phase != MOVE:
        raise IllegalActionError(action, f"no cat is moving now (the phase is {state.phase})")
    if state.must_fight:
        who = " and ".join(name_of(state, s) for s in sorted(state.must_fight))
        raise IllegalActionError(action, f"a spat must be fought first: attack {who}")
    return state.mover


def step(state, action: Step):
    """The mover steps one space (paying its cost): onto an object it lands (its turn ends
    once the spats it starts are over); next to cats it owes each a spat; in the close
    variant, onto a cat it attacks it."""
    seat = _moving(state, action)
    taken = others(state)
    here, there = state.at[seat], action.space
    reason = step_refusal(state, here, there, state.moved, state.energy[seat], taken)
    if reason is not None:
        raise IllegalActionError(action, reason)
    n = state.moved + 1
    state = state._with(energy=put(state.energy, seat, state.energy[seat] - step_cost(n, state.bonus)),
                        moved=n, acted=True)
    if there in taken:  # the close variant: the step is the attack
        return start_spat(state, taken[there])
    must = arrival_spats(state, there, taken)
    state = state._with(at=put(state.at, seat, there), must_fight=frozenset(must),
                        landed=there in OBJECT_ON)
    return settle(state)


def settle(state):
    """Back to the mover's turn after a step or a spat: owed spats with cats no longer next
    to it dropped; the turn ends when it has landed on an object and owes no spat."""
    if state.must_fight:
        near = {s for s, space in enumerate(state.at) if space in NEIGHBOURS[state.at[state.mover]]}
        state = state._with(must_fight=state.must_fight & near)
    if state.landed and not state.must_fight:
        return end_turn(state)
    return state


def start_spat(state, defender: int):
    """The mover attacks `defender`: the defender retreats or stands (phase RETREAT)."""
    return state._with(spat=Spat(state.mover, defender), fought=state.fought | {defender},
                       must_fight=state.must_fight - {defender}, acted=True, spats=state.spats + 1,
                       phase=RETREAT)


def attack(state, action: Attack):
    """The mover attacks a cat next to it: one it owes a spat, or by choice before its first
    step (all turn long when the turn began on a cushion)."""
    if state.phase != MOVE:
        raise IllegalActionError(action, f"no cat is moving now (the phase is {state.phase})")
    if state.rules.close:
        raise IllegalActionError(action, "with Smaller Personal Space a spat starts by stepping onto the cat")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < state.cats:
        raise IllegalActionError(action, f"no seat {seat!r} in a game of {state.cats} cats")
    me = name_of(state, state.mover)
    if seat == state.mover:
        raise IllegalActionError(action, f"{me} cannot attack itself")
    who = name_of(state, seat)
    if state.at[seat] not in NEIGHBOURS[state.at[state.mover]]:
        raise IllegalActionError(action, f"{who} is not next to {me}")
    if seat in state.fought:
        raise IllegalActionError(action, f"{me} has already fought {who} this turn")
    if state.must_fight and seat not in state.must_fight:
        owed = " and ".join(name_of(state, s) for s in sorted(state.must_fight))
        raise IllegalActionError(action, f"first fight {owed}")
    if seat not in state.must_fight and seat not in optional_attacks(state):
        raise IllegalActionError(action, f"{me} may attack only before its first step, or when it steps "
                                         "next to a cat")
    return start_spat(state, seat)


def _spat_phase(state, action, phase: str) -> int:
    if state.phase != phase:
        raise IllegalActionError(action, f"not now (the phase is {state.phase})")
    return state.spat.defender if phase in (RETREAT, BID_DEFENDER) else state.spat.attacker


def retreat(state, action: Retreat):
    """The defender pays 1 energy and steps away: cowed, there is no spat (it counts as
    fought this turn)."""
    seat = _spat_phase(state, action, RETREAT)
    there = action.space
    if state.energy[seat] < RETREAT_COST:
        raise IllegalActionError(action, f"not enough energy: {RETREAT_COST} needed, 0 left")
    if type(there) is not int or there not in NEIGHBOURS[state.at[seat]]:
        where = NAMES[there] if type(there) is int and 0 <= there < len(NAMES) else repr(there)
        raise IllegalActionError(action, f"{where} is not one step from {NAMES[state.at[seat]]}")
    if there in state.at:
        raise IllegalActionError(action, f"{name_of(state, state.at.index(there))} is on {NAMES[there]}")
    state = state._with(at=put(state.at, seat, there), energy=put(state.energy, seat, state.energy[seat] - 1),
                        spat=None, phase=MOVE)
    return settle(state)


def stand(state, action: Stand):
    """The defender stands: the attacker bids (phase BID_ATTACKER)."""
    _spat_phase(state, action, RETREAT)
    return state._with(phase=BID_ATTACKER)


def bid(state, action: Bid):
    """A side says what it spends (paid now): the attacker first, then the defender, whose
    bid rolls the dice (game.mansion.spat.resolve)."""
    attacking = state.phase == BID_ATTACKER
    seat = _spat_phase(state, action, BID_ATTACKER if attacking else BID_DEFENDER)
    purr, energy = action.purr, action.energy
    if type(purr) is not bool or type(energy) is not int or energy < 0 or energy % ENERGY_PER_POINT:
        raise IllegalActionError(action, f"a bid is a Purr card or not and energy in multiples of "
                                         f"{ENERGY_PER_POINT}")
    if purr and not state.purrs[seat]:
        raise IllegalActionError(action, f"{name_of(state, seat)} has no Purr card left to spend")
    if energy > state.energy[seat]:
        raise IllegalActionError(action, f"not enough energy: {energy} bid, {state.energy[seat]} held")
    state = state._with(energy=put(state.energy, seat, state.energy[seat] - energy),
                        purrs=put(state.purrs, seat, state.purrs[seat] - purr))
    if attacking:
        return state._with(spat=state.spat._replace(attacker_bid=action), phase=BID_DEFENDER)
    return resolve(state._with(spat=state.spat._replace(defender_bid=action)))


def push_targets(state) -> tuple[int, ...]:
    """The free spaces the spat's loser may be pushed to (board.PUSH_TARGETS)."""
    return tuple(t for t in PUSH_TARGETS[state.at[state.last_spat.loser]] if t not in state.at)


def push(state, action: Push):
    """The winner moves the loser (and may take its old space, unless game.mansion.moves'
    `take_refusal` says not: then it stays where it is): the attacker's turn goes on if it
    won, ends if it lost."""
    if state.phase != PUSH:
        raise IllegalActionError(action, f"no spat has been won (the phase is {state.phase})")
    result = state.last_spat
    winner, loser = result.winner, result.loser
    targets = push_targets(state)
    space, occupy = action.space, action.occupy
    if type(occupy) is not bool:
        raise IllegalActionError(action, "occupy is True or False")
    if space is None:
        if targets:
            raise IllegalActionError(action, f"{name_of(state, loser)} can be pushed to "
                                             + ", ".join(NAMES[t] for t in targets))
        if occupy:
            raise IllegalActionError(action, f"{name_of(state, loser)} stays: its space is not free")
        at = state.at
    else:
        if space not in targets:
            where = NAMES[space] if type(space) is int and 0 <= space < len(NAMES) else repr(space)
            free = ", ".join(NAMES[t] for t in targets) or "nowhere"
            raise IllegalActionError(action, f"{name_of(state, loser)} can be pushed to {free}, not {where}")
        refusal = take_refusal(state, space) if occupy else None
        if refusal is not None:
            raise IllegalActionError(action, refusal)
        old = state.at[loser]
        at = put(state.at, loser, space)
        if occupy:
            at = put(at, winner, old)
    state = state._with(at=at, spat=None)
    if winner != result.attacker:
        return end_turn(state)
    landed = state.landed or (occupy and at[winner] in OBJECT_ON)
    return settle(state._with(phase=MOVE, landed=landed))


def _stay_refusal(state) -> str | None:
    me = name_of(state, state.mover)
    if state.acted:
        return f"{me} has moved or fought this turn: a turn is stayed from its start"
    if state.must_move and legal_steps(state):
        return f"{me} ate last turn and must move"
    return None


def stay_allowed(state) -> bool:
    """Whether the mover may Stay now (phase MOVE, no spat owed)."""
    return _stay_refusal(state) is None


def end_allowed(state) -> bool:
    """Whether the mover may End its turn now (phase MOVE, no spat owed)."""
    return _end_refusal(state) is None


def _end_refusal(state) -> str | None:
    me = name_of(state, state.mover)
    if not state.acted:
        return f"{me} has not moved: stay (r) to spend the turn where it is"
    if state.must_move and state.moved == 0 and legal_steps(state):
        return f"{me} ate last turn and must move"
    return None


def stay(state, action: Stay):
    """The mover spends its turn where it is: a coin at the Toy Mouse, food at the Food Bowl,
    rest on the Pillow, in a bedroom or on a cushion, a surprise in the Present."""
    seat = _moving(state, action)
    reason = _stay_refusal(state)
    if reason is not None:
        raise IllegalActionError(action, reason)
    here = state.at[seat]
    found = OBJECT_ON.get(here)
    if found == PRESENT:
        if state.seed is None:
            raise HiddenDrawError("the Present's object cards are hidden in a seen state: give it a seed")
        found = present_draw(state.seed, state.turn)
        if found == PRESENT:
            return state._with(phase=GIFT, acted=True)
    elif found is None and (ROOM_OF[here] in BEDROOMS or IS_CUSHION[here]):
        found = PILLOW  # a nap: the same as the Pillow's
    state = state._with(acted=True)
    if found is not None:
        state = gain(state, seat, found)
    return end_turn(state)


def present_draw(seed: int, turn: int) -> int:
    """The object card drawn at the Present on `turn`: board.MOUSE, BOWL, PILLOW or PRESENT,
    uniformly (the four cards shuffled before every draw)."""
    return random.Random(f"mansion-present:{seed}:{turn}").randrange(len(OBJECTS))


def gain(state, seat: int, what: int):
    """What staying with an object gives: the Mouse a coin (one at most, while the Mouse has
    one), the Bowl +5 now (not two turns in a row; the cat must move next turn), the Pillow
    (and a nap) +3 at the next turn's start, resting till then."""
    if what == MOUSE:
        if not state.coin[seat] and state.mouse_coins:
            return state._with(coin=put(state.coin, seat, True), mouse_coins=state.mouse_coins - 1)
        return state
    if what == BOWL:
        if state.must_move:  # it ate on its previous turn
            return state
        energy = min(MAX_ENERGY, state.energy[seat] + BOWL_GAIN)
        return state._with(energy=put(state.energy, seat, energy), ate=put(state.ate, seat, True))
    gain_ = PILLOW_GAIN if state.at[seat] in OBJECT_ON else REST_GAIN
    return state._with(pending=put(state.pending, seat, gain_), resting=put(state.resting, seat, True))


def choose(state, action: Choose):
    """The Present card's find: the Mouse's, Bowl's or Pillow's benefit, or the secret
    passage to the cat's own cushion (free, when it is empty); the turn ends."""
    if state.phase != GIFT:
        raise IllegalActionError(action, f"no Present card has been found (the phase is {state.phase})")
    seat, what = state.mover, action.what
    if what not in (MOUSE, BOWL, PILLOW, PASSAGE):
        raise IllegalActionError(action, "the Present card gives the mouse, the bowl, the pillow or home")
    state = state._with(phase=MOVE)
    if what == PASSAGE:
        cushion = CUSHION_OF[state.cat_of[seat]]
        if cushion in state.at:
            raise IllegalActionError(action, f"{name_of(state, state.at.index(cushion))} is on "
                                             f"{name_of(state, seat)}'s cushion")
        return end_turn(state._with(at=put(state.at, seat, cushion)))
    return end_turn(gain(state, seat, what))


def end(state, action: End):
    """The mover ends its turn (after a step or an attack, with no spat owed)."""
    _moving(state, action)
    reason = _end_refusal(state)
    if reason is not None:
        raise IllegalActionError(action, reason)
    return end_turn(state)


HANDLERS = {Step: step, Stay: stay, End: end, Attack: attack, Retreat: retreat, Stand: stand,
            Bid: bid, Push: push, Choose: choose}
