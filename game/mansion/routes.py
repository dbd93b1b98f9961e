"""Route helpers for the computer cats, over the map's tables (board.DISTANCE): the nearest
space of a room, what a turn of n spaces costs, the legs of a race still to run, the cheapest
way to cover a leg in a number of turns, and a quick estimate of the turns a race still
needs with the energy at hand (the medium level's yardstick, and a check on hard's exact
plan, game.mansion.plan). Cats are ignored here: the live moves of a turn come from
game.mansion.reach.
"""

from __future__ import annotations

from functools import lru_cache

from . import board
from .pieces import MAX_ENERGY, MAX_SPACES, MOVE_COST, REST_GAIN, max_spaces, move_cost


def nearest_space(space: int, room: int) -> int:
    """The space of `room` fewest steps from `space` (the first in the board's order on a
    tie), cats ignored."""
    row = board.DISTANCE[space]
    return min(board.ROOM_SPACES[room], key=lambda s: (row[s], s))


def turn_cost(spaces: int, bonus: bool = False) -> int | None:
    """The energy a turn of `spaces` spaces costs (pieces.move_cost: with the bonus one
    space is free); None for more spaces than a turn allows (4, 5 with the bonus)."""
    if spaces < 0:
        raise ValueError(f"a turn moves 0 spaces or more, not {spaces}")
    return move_cost(spaces, bonus) if spaces <= max_spaces(bonus) else None


def leg_cost(spaces: int, turns: int) -> int | None:
    """The least energy that covers `spaces` spaces in `turns` turns (no bonus): the spaces
    shared out as evenly as the turns allow, since a turn's cost grows faster than its
    length. None when the turns cannot cover it (more than 4 spaces a turn)."""
    if turns <= 0:
        return 0 if spaces == 0 else None
    if spaces > MAX_SPACES * turns:
        return None
    each, more = divmod(spaces, turns)
    return (more * MOVE_COST[each + 1] if more else 0) + (turns - more) * MOVE_COST[each]


def _min_legs(stops: tuple[tuple[int, ...], ...]) -> list[tuple[int, tuple[int, ...]]]:
    """For every space, (total, legs) of the shortest route from it ending a turn on one
    space of each of `stops` in order."""
    far = 10**6
    best = {s: (0, ()) for s in stops[-1]}
    for stop in reversed(stops[:-1]):
        here = {}
        for s in stop:
            row = board.DISTANCE[s]
            total, legs = far, ()
            for t, (rest, after) in best.items():
                if row[t] + rest < total:
                    total, legs = row[t] + rest, (row[t],) + after
            here[s] = (total, legs)
        best = here
    found = []
    for s in range(len(board.SPACES)):
        row = board.DISTANCE[s]
        total, legs = far, ()
        for t, (rest, after) in best.items():
            if row[t] + rest < total:
                total, legs = row[t] + rest, (row[t],) + after
        found.append((total, legs))
    return found


@lru_cache(maxsize=256)
def race_legs(rooms: tuple[int, ...], home: int | None = None) -> tuple[tuple[int, ...], ...]:
    """legs[space]: the lengths of the legs of the shortest route from `space` through the
    `rooms` still to visit, in order, ending a turn in each (and, when `home` is a cushion,
    then onto it: the shorter course's last leg). A leg of 0 is a room the cat is already
    in. Cats ignored."""
    stops = tuple(board.ROOM_SPACES[r] for r in rooms) + (((home,),) if home is not None else ())
    return legs_through(stops)


@lru_cache(maxsize=256)
def legs_through(stops: tuple) -> tuple[tuple[int, ...], ...]:
    """legs[space]: as `race_legs`, for a route ending a turn on one space of each of
    `stops` (collections of spaces) in order."""
    if not stops:
        return tuple(() for _ in board.SPACES)
    return tuple(legs for _, legs in _min_legs(tuple(tuple(sorted(stop)) for stop in stops)))


def estimate_turns(legs: tuple[int, ...], energy: int, rest_gain: int = REST_GAIN) -> float:
    """A quick estimate of the turns `legs` still take a cat with `energy`: each leg at
    first in as few turns as it can (4 spaces each, at least one turn: a room counts only
    at a turn's end), then the energy short paid for by the cheapest means, one turn at a
    time: a leg spread over one more turn when that saves more than a rest would gain (and
    more than a rest is still needed), else rests (fractions of a turn, so that every unit
    of energy counts). Energy is capped at
    MAX_ENERGY."""
    turns = [max(1, -(-d // MAX_SPACES)) for d in legs]
    cost = sum(leg_cost(d, t) for d, t in zip(legs, turns, strict=True))
    short = cost - min(energy, MAX_ENERGY)
    total = float(sum(turns))
    while short > 0:
        saving, which = 0, -1
        for i, d in enumerate(legs):
            if turns[i] < d:
                gain = leg_cost(d, turns[i]) - leg_cost(d, turns[i] + 1)
                if gain > saving:
                    saving, which = gain, i
        if saving <= rest_gain or short <= rest_gain:  # a rest is the cheaper turn
            return total + short / rest_gain
        turns[which] += 1
        total += 1
        short -= saving
    return total
