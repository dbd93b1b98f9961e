"""The hard level's yardstick: the exact number of its own turns a lone cat needs to finish
the race from any space with any energy, by dynamic programming over (space, energy).

Each stage of the race is a target (the next room, or the shorter course's own cushion). A
turn is one of: a move of 1 to 4 spaces (MOVE_COST; no path through an object space, which
ends a turn) to any space, paid; or staying: +3 on a cushion, in a bedroom or on the Pillow,
+5 at the Food Bowl (then the next turn must move, and cannot eat). A turn that ends in the
target moves on to the next stage. The value of (space, energy) at a turn's start is the
fewest turns to finish; it is solved backwards, stage by stage, by a shortest-path search
over the reversed moves (every turn costs 1; entering the target costs 1 plus the next
stage's value). Other cats, spats, the Turn Order bonus, the Present and the Toy Mouse are
left out: the bots weigh them live, on top of these values.

The next few targets are planned exactly, the rest of the race estimated
(game.mansion.routes.estimate_turns, the tail); values are cached by the targets still to go, so
a cat's plan is worked out about once every BLOCK rooms (a stage takes about 12 ms in
CPython, the first plan of a ten-room race about 0.1 s).
"""

from __future__ import annotations

from functools import lru_cache

from . import board
from .pieces import BOWL_GAIN, MAX_ENERGY, MOVE_COST, PILLOW_GAIN, REST_GAIN
from .routes import estimate_turns, legs_through, race_legs

SPACES = len(board.SPACES)
LEVELS = MAX_ENERGY + 1  # energy 0..MAX_ENERGY
ATE = SPACES  # a pseudo-space: on the Food Bowl, having eaten this turn (must move next)
BOWL = board.OBJECT_AT[board.BOWL]
NODES = (SPACES + 1) * LEVELS
FAR = 10**6
MIN_EXACT, BLOCK = 4, 4  # the targets planned exactly: see exact_depth


def _gain(space: int) -> int:
    if space == board.OBJECT_AT[board.PILLOW]:
        return PILLOW_GAIN
    if board.IS_CUSHION[space] or board.ROOM_OF[space] in board.BEDROOMS:
        return REST_GAIN
    return 0


GAIN = tuple(_gain(s) for s in range(SPACES))  # energy a turn's stay gains (the bowl apart)


def _moves_from(start: int) -> tuple[tuple[int, int], ...]:
    """(space, cost) for every space a turn can reach from `start` (cats ignored): the
    fewest steps, no path through an object space."""
    depth = {start: 0}
    frontier = [start]
    for steps in range(1, len(MOVE_COST)):
        nxt = []
        for here in frontier:
            if here != start and here in board.OBJECT_ON:
                continue
            for there in board.NEIGHBOURS[here]:
                if there not in depth:
                    depth[there] = steps
                    nxt.append(there)
        frontier = nxt
    return tuple((s, MOVE_COST[d]) for s, d in depth.items() if s != start)


MOVES = tuple(_moves_from(s) for s in range(SPACES))
INTO = tuple(tuple((x, c) for x in range(SPACES) for y, c in MOVES[x] if y == s) for s in range(SPACES))
# The same as (node of the space moved from at energy 0, cost), the bowl just eaten at too.
INTO_NODES = tuple(tuple((r * LEVELS + c, c) for x, c in INTO[s] for r in ((x, ATE) if x == BOWL else (x,)))
                   for s in range(SPACES))


def _stage(target: frozenset[int], after: tuple[int, ...] | None) -> tuple[int, ...]:
    """The values of one stage: node = space * LEVELS + energy (the row ATE for the bowl
    just eaten at); `after` the next stage's values (None: the race is over there)."""
    def then(space: int, energy: int) -> int:
        return 0 if after is None else after[space * LEVELS + energy]

    value = [FAR] * NODES
    for x in range(SPACES + 1):  # turns that end in the target
        here = BOWL if x == ATE else x
        base = x * LEVELS
        for y, c in MOVES[here]:
            if y in target:
                for e in range(c, LEVELS):
                    v = 1 + then(y, e - c)
                    if v < value[base + e]:
                        value[base + e] = v
        if x != ATE and x in target:  # already there: a stay counts (with its gain)
            gain = GAIN[x]
            for e in range(LEVELS):
                v = 1 + then(x, min(MAX_ENERGY, e + gain))
                if v < value[base + e]:
                    value[base + e] = v
    buckets: dict[int, list[int]] = {}
    for node, v in enumerate(value):
        if v < FAR:
            buckets.setdefault(v, []).append(node)
    level = min(buckets) if buckets else 0
    while buckets:
        here = buckets.pop(level, ())
        nv = level + 1
        later = buckets.setdefault(nv, [])
        for node in here:
            if value[node] != level:
                continue
            y, e2 = divmod(node, LEVELS)
            if y != ATE and y in target:
                continue  # a turn ending here counted already
            if y == ATE:  # ate at the bowl from (BOWL, e)
                preds = [BOWL * LEVELS + e for e in range(LEVELS) if min(MAX_ENERGY, e + BOWL_GAIN) == e2]
            else:
                preds = [base + e2 for base, c in INTO_NODES[y] if e2 + c < LEVELS]
                gain = GAIN[y]
                if gain:
                    preds += [y * LEVELS + e for e in range(LEVELS) if min(MAX_ENERGY, e + gain) == e2]
            for p in preds:
                if nv < value[p]:
                    value[p] = nv
                    later.append(p)
        if not later:
            del buckets[nv]
        level = nv
    return tuple(value)


def race_values(targets: tuple[frozenset[int], ...]) -> tuple[int, ...]:
    """The values of the first of `targets` (each a set of spaces, in the order they must be
    reached): value[space * LEVELS + energy] is the fewest own turns from a turn's start
    there to the end of the race (row ATE: on the Food Bowl, just eaten), exact over the
    next targets (`exact_depth`), the rest of the race estimated (`tail_values`)."""
    if not targets:
        raise ValueError("no stage left")
    return _values(targets, exact_depth(len(targets)))


def exact_depth(left: int) -> int:
    """How many of `left` targets are planned exactly: all but a tail of a multiple of BLOCK
    targets, at least MIN_EXACT of them. The tail's start stays put while a cat goes through
    a block, so the plan of the targets after the next is already known (cached) when a room
    counts: a cat's plan is worked out about once every BLOCK rooms."""
    tail = max(0, left - MIN_EXACT) // BLOCK * BLOCK
    return left - tail


@lru_cache(maxsize=256)
def _values(targets: tuple[frozenset[int], ...], depth: int) -> tuple[int, ...]:
    if len(targets) == 1:
        after = None
    elif depth <= 1:
        after = tail_values(targets[1:])
    else:
        after = _values(targets[1:], depth - 1)
    return _stage(targets[0], after)


@lru_cache(maxsize=64)
def tail_values(targets: tuple[frozenset[int], ...]) -> tuple[int, ...]:
    """Values like `race_values`' for the race through `targets`, estimated
    (routes.estimate_turns over the legs of the shortest route, rounded): the far end of
    the exact plan."""
    legs = legs_through(targets)
    value = [0] * NODES
    for x in range(SPACES + 1):
        here = legs[BOWL if x == ATE else x]
        low, high = estimate_turns(here, 0), estimate_turns(here, MAX_ENERGY)
        linear = abs(low - high - MAX_ENERGY / REST_GAIN) < 1e-9  # short of energy all along
        base = x * LEVELS
        for e in range(LEVELS):
            v = low - e / REST_GAIN if linear else estimate_turns(here, e)
            value[base + e] = round(v)
    return tuple(value)


def clear_caches() -> None:
    """Forget every plan worked out (a fresh worker's state: for timing)."""
    for cached in (_values, tail_values, legs_through, race_legs):
        cached.cache_clear()


def room_targets(rooms: tuple[int, ...], home: int | None = None) -> tuple[frozenset[int], ...]:
    """The targets of a race through `rooms` (then onto the cushion `home`, if given)."""
    found = tuple(frozenset(board.ROOM_SPACES[r]) for r in rooms)
    return found + ((frozenset((home,)),) if home is not None else ())


def turns_left(targets: tuple[frozenset[int], ...], space: int, energy: int, ate: bool = False) -> int:
    """The fewest own turns from a turn's start on `space` with `energy` through `targets`
    (0 when none is left); `ate`: on the Food Bowl having just eaten."""
    if not targets:
        return 0
    row = ATE if ate and space == BOWL else space
    return race_values(targets)[row * LEVELS + max(0, min(MAX_ENERGY, energy))]
