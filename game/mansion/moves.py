"""Where the mover may step: the one authority on a step's legality, asked by the State's
`legal_actions`, by `play(Step)` (game.mansion.effects) and by game.mansion.reach.

A step goes one space along board.NEIGHBOURS to a space no other cat is on. Off a cushion it
goes to the space in front (board.FRONT); when a cat is there, it leaps over it to
board.LEAP_OFF, or, when that is missing or taken, steps diagonally to a free space of
board.DIAGONAL_OFF (either way one space). No step may end next to a cat, other than the
mover, on the Toy Mouse or the Food Bowl. The n-th step of a turn costs
`pieces.step_cost(n, bonus)` and needs that much energy; a turn has 4 steps, 5 with the
bonus. In the close variant a step onto another cat is an attack on it (not a cat already
fought this turn, nor one on the Toy Mouse or Food Bowl).

A spat's winner taking the loser's old space moves too, so the same rule holds there
(`take_refusal`): not next to a cat, other than the winner, on the Toy Mouse or the Food
Bowl, counting the loser where it is pushed. Refused, the winner stays where it is.
"""

from __future__ import annotations

from .board import (
    BOWL,
    DIAGONAL_OFF,
    FRONT,
    IS_CUSHION,
    LEAP_OFF,
    MOUSE,
    NAMES,
    NEIGHBOURS,
    OBJECT_AT,
    OBJECTS,
)
from .pieces import CAT_NAMES, max_spaces, step_cost

GROWLING = {OBJECT_AT[MOUSE]: MOUSE, OBJECT_AT[BOWL]: BOWL}  # space -> object: no cat may come next


def others(state) -> dict[int, int]:
    """Space -> seat of every cat but the mover."""
    mover = state.mover
    return {space: seat for seat, space in enumerate(state.at) if seat != mover}


def name_of(state, seat: int) -> str:
    """The short name of a seat's cat ("Black")."""
    return CAT_NAMES[state.cat_of[seat]]


def candidates(here: int, taken) -> tuple[int, ...]:
    """The spaces a step from `here` could go to, cats aside but for a cushion's way off:
    the front; when a cat is there, also the leap over it, or when that is missing or taken,
    the two diagonals. `taken` holds the spaces other cats are on."""
    if not IS_CUSHION[here]:
        return NEIGHBOURS[here]
    front = FRONT[here]
    if front not in taken:
        return (front,)
    leap = LEAP_OFF[here]
    if leap is not None and leap not in taken:
        return (front, leap)
    return (front,) + DIAGONAL_OFF[here]


def step_refusal(state, here: int, there, moved: int, energy: int, taken=None) -> str | None:
    """Why the mover, on `here` after `moved` steps this turn with `energy` left, may not
    step to `there` (None when it may). `taken` is `others(state)` when already known."""
    if taken is None:
        taken = others(state)
    if type(there) is not int or not 0 <= there < len(NAMES):
        return f"no space {there!r}"
    if there not in candidates(here, taken):
        if IS_CUSHION[here]:
            return _off_cushion(here, taken)
        return f"{NAMES[there]} is not one step from {NAMES[here]}"
    seat = taken.get(there)
    if seat is not None:
        who = name_of(state, seat)
        if not state.rules.close:
            return f"{who} is on {NAMES[there]}"
        if seat in state.fought:
            return f"{name_of(state, state.mover)} has already fought {who} this turn"
        if there in GROWLING:
            return f"{who} is on the {OBJECTS[GROWLING[there]]}: no cat may come next to it"
    growler = _growler(there, taken)
    if growler is not None:
        return (f"{name_of(state, taken[growler])} is on the {OBJECTS[GROWLING[growler]]}: "
                "no cat may come next to it")
    n = moved + 1
    if n > max_spaces(state.bonus):
        return f"{name_of(state, state.mover)} has moved its {max_spaces(state.bonus)} spaces this turn"
    cost = step_cost(n, state.bonus)
    if cost > energy:
        return f"not enough energy: {cost} needed, {energy} left"
    return None


def _growler(there: int, taken) -> int | None:
    """The space of a cat of `taken` on the Toy Mouse or the Food Bowl next to `there`, if any."""
    return next((near for near in NEIGHBOURS[there] if near in GROWLING and near in taken), None)


def take_refusal(state, target: int) -> str | None:
    """In PUSH: why the spat's winner may not take the loser's old space when the loser is
    pushed to `target` (None when it may). Taking it is a move: never next to a cat, other
    than the winner, on the Toy Mouse or the Food Bowl, the loser counted on `target`."""
    result = state.last_spat
    winner, loser = result.winner, result.loser
    old = state.at[loser]
    taken = {space: seat for seat, space in enumerate(state.at) if seat not in (winner, loser)}
    taken[target] = loser
    growler = _growler(old, taken)
    if growler is None:
        return None
    return (f"{name_of(state, winner)} cannot take {name_of(state, loser)}'s space, {NAMES[old]}: "
            f"{name_of(state, taken[growler])} is on the {OBJECTS[GROWLING[growler]]} next to it")


def _off_cushion(here: int, taken) -> str:
    front = FRONT[here]
    if front not in taken:
        return f"a cat leaves a cushion by the space in front of it, {NAMES[front]}"
    leap = LEAP_OFF[here]
    if leap is not None and leap not in taken:
        return f"a cat is on {NAMES[front]}: leap over it to {NAMES[leap]}"
    ways = " or ".join(NAMES[s] for s in DIAGONAL_OFF[here])
    return f"{NAMES[front]} and {NAMES[leap]} are taken: step off diagonally to {ways}"


def legal_steps(state) -> tuple[int, ...]:
    """The spaces the mover may step to now, in board.NEIGHBOURS' order (phase and pending
    spats aside: the State checks those)."""
    taken = others(state)
    seat = state.mover
    here, moved, energy = state.at[seat], state.moved, state.energy[seat]
    return tuple(t for t in candidates(here, taken)
                 if step_refusal(state, here, t, moved, energy, taken) is None)


def arrival_spats(state, there: int, taken=None) -> tuple[int, ...]:
    """The seats whose cats the mover must fight on stepping to `there`: every cat next to
    it that it has not fought this turn; none in the close variant or in a turn that began
    on a cushion (there fighting is optional)."""
    if state.rules.close or state.from_cushion:
        return ()
    if taken is None:
        taken = others(state)
    return tuple(sorted(taken[n] for n in NEIGHBOURS[there] if n in taken and taken[n] not in state.fought))


def optional_attacks(state) -> tuple[int, ...]:
    """The seats the mover may attack by choice now: any cat next to it not fought this turn,
    before its first step, or all turn long in a turn that began on a cushion (not in the
    close variant, nor while a spat is owed)."""
    if state.rules.close or state.must_fight or not (state.moved == 0 or state.from_cushion):
        return ()
    taken = others(state)
    here = state.at[state.mover]
    return tuple(sorted(taken[n] for n in NEIGHBOURS[here] if n in taken and taken[n] not in state.fought))
