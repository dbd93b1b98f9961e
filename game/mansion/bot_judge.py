"""What a position is worth to a cat, for the computer cats: the turns of its own it still
needs to finish the race (fewer is better), from game.mansion.plan's exact values for a lone cat,
with a small fraction of game.mansion.routes' smooth estimate added to break their ties (more
energy, fewer spaces to go).

A cat's route is what remains of the race order from its progress: the rooms in its
direction (both ends while a cat of the bidirectional race has not chosen: the better of
the two), then, in the shorter course, its own cushion. Values are "at the start of the
cat's next turn": a position where the mover ends its turn in its next room counts that
room first (`counted=True`).
"""

from __future__ import annotations

from functools import lru_cache

from . import board
from .plan import room_targets, turns_left
from .routes import estimate_turns, race_legs

TIE_WEIGHT = 0.01  # of the smooth estimate, to rank positions the exact plan ties
WON = -1000.0  # the value of a position where the race is won


@lru_cache(maxsize=512)
def _routes(race: tuple, done: int, direction: int, home: int | None) -> tuple:
    """The routes (rooms, home) a cat may still run: one, or two while its way is open."""
    ways = (1, -1) if direction == 0 else (direction,)
    found = []
    for way in ways:
        rooms = tuple(race if way == 1 else reversed(race))[done:]
        found.append((rooms, home, room_targets(rooms, home)))
    return tuple(found)


def routes_of(state, seat: int, done: int | None = None, direction: int | None = None) -> tuple:
    """The routes `seat` may still run, as (rooms, home, targets) triples; `done` and
    `direction` default to the state's."""
    home = board.CUSHION_OF[state.cat_of[seat]] if state.rules.shorter else None
    done = state.progress[seat] if done is None else done
    direction = state.direction[seat] if direction is None else direction
    return _routes(state.race, done, direction, home)


def route_value(route, space: int, energy: int, ate: bool = False, exact: bool = True) -> float:
    """The value of (space, energy) on one route (rooms, home, targets) at a turn's start;
    with `exact` False, the smooth estimate alone (quicker: for a rival's positions)."""
    rooms, home, targets = route
    if not targets:
        return WON
    legs = race_legs(rooms, home)[space]
    rough = estimate_turns(legs, energy)
    if not exact:
        return rough
    return turns_left(targets, space, energy, ate) + TIE_WEIGHT * rough


def after_count(state, seat: int, space: int) -> tuple[int, int, bool]:
    """(done, direction, finished) for `seat` once a turn of its own ends on `space`: the
    room counted if it is its next (or one of its two next), the race finished or not."""
    done, direction = state.progress[seat], state.direction[seat]
    race = state.race
    room = board.ROOM_OF[space]
    if done < len(race) and room is not None:
        nexts = (race[0], race[-1]) if direction == 0 else (
            (race[done],) if direction == 1 else (race[-1 - done],))
        if room in nexts:
            direction = direction or (1 if room == race[0] else -1)
            done += 1
    finished = done >= len(race) and (not state.rules.shorter
                                      or space == board.CUSHION_OF[state.cat_of[seat]])
    return done, direction, finished


def counted_state(state, seat: int, space: int):
    """`state` with `seat`'s room on `space` counted, as when its turn ends there (the same
    state when none counts); None when that finishes its race."""
    done, direction, finished = after_count(state, seat, space)
    if finished:
        return None
    if done == state.progress[seat]:
        return state
    progress = state.progress[:seat] + (done,) + state.progress[seat + 1:]
    ways = state.direction[:seat] + (direction,) + state.direction[seat + 1:]
    return state._with(progress=progress, direction=ways)


def value(state, seat: int, space: int, energy: int, *, ate: bool = False, counted: bool = False,
          exact: bool = True) -> float:
    """What `seat` on `space` with `energy` at its next turn's start is worth to it: its
    own turns still needed (WON when the race is won). `counted`: its own turn ends there,
    so its next room there counts; `ate`: it has just eaten at the Food Bowl; `exact`
    False: game.mansion.routes' estimate alone (the computer cats judge their rivals so)."""
    if counted:
        done, direction, finished = after_count(state, seat, space)
        if finished:
            return WON
        routes = routes_of(state, seat, done, direction)
    else:
        routes = routes_of(state, seat)
    return min(route_value(route, space, energy, ate, exact) for route in routes)


def next_room_distance(state, seat: int, space: int) -> int:
    """The fewest steps from `space` into `seat`'s next room (the nearer of two open ends;
    its cushion when only the way home is left), cats ignored."""
    rooms = state.next_rooms(seat)
    if rooms:
        return min(board.room_distance(space, room) for room in rooms)
    return board.DISTANCE[space][board.CUSHION_OF[state.cat_of[seat]]]
