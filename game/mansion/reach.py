"""Where the mover can go this turn: the one authority the computer cats and the page use.

`reach(state)` maps every space the mover can reach by legal steps from where it stands (in
phase MOVE, no spat owed) to a `Reach`: the path (the spaces stepped onto, in order), its
energy cost, the seats a spat would start with on arriving, and whether the turn ends there
(an object space). Paths are cheapest, then shortest (the same thing: a turn's steps cost
more the more are taken), found breadth first in board.NEIGHBOURS' order; they never go on
through a space that starts a spat or holds an object. In the close variant a space with a
cat the mover may attack is in reach too: its path's last step is the attack (`spat` names
the cat; the mover stays where it was). Every step is judged by game.mansion.moves, as `play`
judges it, so each path plays step by step in the engine at exactly its cost
(tests/mansion/test_reach.py).
"""

from __future__ import annotations

from typing import NamedTuple

from .board import OBJECT_ON
from .moves import arrival_spats, candidates, others, step_refusal
from .phases import MOVE
from .pieces import move_cost


class Reach(NamedTuple):
    """A space in reach: `path` the spaces stepped onto (the last is the space), `cost` the
    energy it takes, `spat` the seats a spat starts with on arriving (in the close variant:
    the cat attacked), `ends` True on an object space (the turn ends there)."""

    path: tuple
    cost: int
    spat: tuple
    ends: bool


def reach(state) -> dict[int, Reach]:
    """Every space the mover can reach this turn (see the module's docstring); {} when it
    cannot step now (another phase, a spat owed, its turn ending on an object)."""
    if state.phase != MOVE or state.must_fight or state.landed:
        return {}
    seat = state.mover
    taken = others(state)
    start, moved, energy, bonus = state.at[seat], state.moved, state.energy[seat], state.bonus
    found: dict[int, Reach] = {}
    seen = {start}
    frontier = [(start, ())]
    while frontier:
        later = []
        for here, path in frontier:
            done = moved + len(path)
            spent = move_cost(done, bonus) - move_cost(moved, bonus)
            for there in candidates(here, taken):
                if there in seen or step_refusal(state, here, there, done, energy - spent, taken) is not None:
                    continue
                seen.add(there)
                way = path + (there,)
                cost = move_cost(done + 1, bonus) - move_cost(moved, bonus)
                if there in taken:  # close: the attack
                    found[there] = Reach(way, cost, (taken[there],), False)
                    continue
                spat = arrival_spats(state, there, taken)
                ends = there in OBJECT_ON
                found[there] = Reach(way, cost, spat, ends)
                if not spat and not ends:
                    later.append((there, way))
        frontier = later
    return found
