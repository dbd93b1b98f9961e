"""The other cats on the way: how much longer a cat's way to its next room is, as things
stand, than the map's distance (board.DISTANCE), for the hard cat's plans.

The exact plan (game.mansion.plan) runs through an empty mansion. Here the other cats are where
they are: stepping next to one starts a spat (onto one, in the close variant), paid as a
toll: the turns lost, on average, before a win gets the cat past it ((1 - p) / p for a
chance p), at SPACES_A_TURN spaces a turn; a space next to a cat on the Toy Mouse or the
Food Bowl is closed. A beaten cat's space can be taken, so an occupied space is passable
for the same toll (a cat in a doorway has to be beaten to get in). The shortest way with
tolls, less the map's distance, in turns, is the `detour` added to a position's value.
Cats already fought this turn, or about to be beaten, can be left out.
"""

from __future__ import annotations

import heapq

from . import board
from .bot_spats import fixed_bonus
from .odds import spat_odds

SPACES_A_TURN = 2.0  # what a turn covers on the long run (2 spaces for 1 energy)
LIVE_WEIGHT = 0.8  # the others move too: a detour counts a little less than its length
MAX_TOLL = 6.0  # turns: a spat at long odds is still a way through
GROWLING = (board.OBJECT_AT[board.MOUSE], board.OBJECT_AT[board.BOWL])


def toll(state, seat: int, other: int) -> float:
    """The turns `seat` loses, on average, getting past `other` by spats (its chance from a
    space next to it, with no bids)."""
    at = state.at[other]
    mine = fixed_bonus(state, seat, other, at, at)
    theirs = fixed_bonus(state, other, seat, at, at)
    chance = float(spat_odds(mine, theirs).win)
    return min(MAX_TOLL, (1 - chance) / chance) if chance > 0 else MAX_TOLL


def goal_spaces(state, seat: int) -> tuple[int, ...]:
    """The spaces of `seat`'s next room(s), or its cushion when it is going home."""
    rooms = state.next_rooms(seat)
    if rooms:
        return tuple(s for r in rooms for s in board.ROOM_SPACES[r])
    return (board.CUSHION_OF[state.cat_of[seat]],)


def live_distances(state, seat: int, leave_out: frozenset = frozenset()) -> list[float]:
    """For every space, the length (spaces plus tolls) of `seat`'s shortest way from it
    into its next room(s), the cats other than `seat` and `leave_out` where they are."""
    n = len(board.SPACES)
    extra = [0.0] * n
    closed = [False] * n
    close = state.rules.close
    for other, at in enumerate(state.at):
        if other == seat or other in leave_out:
            continue
        if at in GROWLING:
            closed[at] = True
            for near in board.NEIGHBOURS[at]:
                closed[near] = True
            continue
        cost = toll(state, seat, other) * SPACES_A_TURN
        extra[at] += cost  # its space is taken only by beating it
        if not close:
            for near in board.NEIGHBOURS[at]:
                extra[near] += cost
    far = float("inf")
    dist = [far] * n
    heap = []
    for s in goal_spaces(state, seat):
        if not closed[s]:
            dist[s] = 0.0
            heap.append((0.0, s))
    heapq.heapify(heap)
    while heap:
        d, here = heapq.heappop(heap)
        if d > dist[here]:
            continue
        step = 1.0 + extra[here]  # the cost of stepping onto `here` from a neighbour
        for there in board.NEIGHBOURS[here]:
            nd = d + step
            if nd < dist[there]:
                dist[there] = nd
                if not closed[there]:  # a closed space is only ever a cat's start
                    heapq.heappush(heap, (nd, there))
    return dist


class Detours:
    """The detours (in turns) of one seat's positions in one state, maps worked out once
    for each set of cats left out."""

    def __init__(self, state, seat: int) -> None:
        self.state, self.seat = state, seat
        self._maps: dict = {}
        self._static = goal_spaces(state, seat)

    def detour(self, space: int, leave_out: frozenset = frozenset()) -> float:
        """How many turns longer `seat`'s way from `space` to its next room is than the
        map's distance, as things stand (LIVE_WEIGHT of it)."""
        found = self._maps.get(leave_out)
        if found is None:
            found = self._maps[leave_out] = live_distances(self.state, self.seat, leave_out)
        live = found[space]
        static = min(board.DISTANCE[space][s] for s in self._static)
        if live == float("inf"):
            return MAX_TOLL * 2
        return LIVE_WEIGHT * max(0.0, live - static) / SPACES_A_TURN
