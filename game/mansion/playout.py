"""Random games that finish: the command line's `random`, and the tests' random games.

`random_action` picks any legal action; `racing_action` mostly heads for the mover's next
room (a step that brings it nearer, ending its turn once there) and otherwise acts at
random, so a game usually ends by the race rather than at the turn limit.
"""

from __future__ import annotations

import random

from .actions import END, STAND, STAY, Bid, Step
from .board import (
    BEDROOMS,
    BOWL,
    CUSHION_OF,
    DISTANCE,
    IS_CUSHION,
    OBJECT_ON,
    PILLOW,
    ROOM_OF,
    room_distance,
)
from .phases import BID_ATTACKER, BID_DEFENDER, MOVE, RETREAT
from .pieces import Rules
from .state import State


def random_action(state: State, rng: random.Random):
    """Any legal action of the actor, uniformly."""
    return rng.choice(state.legal_actions())


def distance_home(state: State, seat: int, space: int) -> int:
    """The fewest steps from `space` to `seat`'s goal: its next room(s), or its cushion once
    it is going home (cats ignored)."""
    if state.going_home(seat):
        return DISTANCE[space][CUSHION_OF[state.cat_of[seat]]]
    rooms = state.next_rooms(seat)
    return min((room_distance(space, r) for r in rooms), default=0)


def resting_place(space: int) -> bool:
    """Whether staying on `space` gives energy: a bedroom, a cushion, the Pillow, the Bowl."""
    return (ROOM_OF[space] in BEDROOMS or IS_CUSHION[space]
            or OBJECT_ON.get(space) in (BOWL, PILLOW))


def racing_action(state: State, rng: random.Random, eager: float = 0.7):
    """With probability `eager`: in a spat, stand and bid nothing; in MOVE, end the turn
    where the goal is reached, else a step that brings the mover nearer its goal (when one
    is legal and cheap: at most 1 energy, or leaving 8), or a rest when tired (under 3
    energy) where staying gives energy; otherwise any legal action."""
    actions = state.legal_actions()
    if rng.random() >= eager:
        return rng.choice(actions)
    if state.phase in (BID_ATTACKER, BID_DEFENDER):
        return Bid(False, 0)
    if state.phase == RETREAT:
        return STAND
    if state.phase == MOVE:
        seat = state.mover
        here = state.at[seat]
        at_goal = (here == CUSHION_OF[state.cat_of[seat]] if state.going_home(seat)
                   else ROOM_OF[here] in state.next_rooms(seat))
        if at_goal:
            for quit_ in (END, STAY):
                if quit_ in actions:
                    return quit_
        if state.energy[seat] < 3 and STAY in actions and resting_place(here):
            return STAY
        now = distance_home(state, seat, here)
        cost = state.step_cost() if state.steps_left() else 99
        if cost <= 1 or state.energy[seat] - cost >= 8:
            nearer = [a for a in actions if type(a) is Step and distance_home(state, seat, a.space) < now]
            if nearer:
                return rng.choice(nearer)
        for quit_ in (END, STAY):
            if quit_ in actions:
                return quit_
    return rng.choice(actions)


def random_game(cats: int, seed: int, rules: Rules = Rules(), eager: float = 0.7) -> tuple[tuple, State]:  # noqa: B008
    """A game set up from `seed` and played to its end by `racing_action` (its choices drawn
    from the seed too): (actions, final state)."""
    rng = random.Random(f"mansion-random:{seed}")
    state = State.new(cats, seed, rules)
    actions = []
    while not state.is_over:
        action = racing_action(state, rng, eager)
        actions.append(action)
        state = state.play(action)
    return tuple(actions), state
