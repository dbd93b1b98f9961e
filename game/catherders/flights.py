"""The fleeing cats' flights, for the search's fast turn generator (game.catherders.movegen).

When a herder lands next to cats, they flee. `Flights` works out every set of
cells they can end on, on a virtual board (the game's tables with the action
added as row offsets; nothing is played), merging the orders that lead to the
same cells (memoised by state), under either rule set, with capture3 and
double-step. It is a part of MoveGen, split off for its size: MoveGen sets the
tables it reads (game, adj, zero, need, cat_steps, designer, escort,
park_neighbours, cap) and adds the moves (`_emit`).
"""

from __future__ import annotations

from game.catherders import EMPTY


class Flights:
    """MoveGen's search of the fleeing cats' flights (see the module docstring)."""

    def _flights(self, origin, target, fleeing, captures_only, add) -> bool:
        """Add the moves of an action that scares `fleeing`; False to leave it to the builder."""
        g = self.game
        p, cells, crowd = g.to_move, g.cells, g.crowd
        watch = g.watch[p]
        need, cat_steps, designer = self.need, self.cat_steps, self.designer
        row_t = self.adj[target]
        row_o = self.zero if origin is None else self.adj[origin]
        park = self.park_neighbours

        def targets(at, cats):
            # Empty Park neighbours of `at` with the fewest herders around them, after the action.
            best, found = 99, []
            for n in park[at]:
                if n not in cats and (cells[n] != p + 1 and cells[n] != 2 - p and n != target
                                      or n == origin):
                    w = crowd[n] + row_t[n] - row_o[n]
                    if w < best:
                        best, found = w, [n]
                    elif w == best:
                        found.append(n)
            return found

        def caught(x):
            return watch[x] + row_t[x] - row_o[x] >= need

        cats_now = g.cats
        if captures_only:
            # A fleeing cat ends within cat_steps cells of where it was; the others stay.
            reach = set(fleeing)
            for _ in range(cat_steps):
                reach.update([n for x in reach for n in park[x]])
            if not any(caught(x) for x in reach) and not any(caught(x) for x in cats_now):
                return True
        if captures_only and cat_steps == 1 and len(fleeing) > 1 and not self._may_catch(
                origin, target, fleeing, caught, row_t, row_o):
            return True
        if len(fleeing) == 1 and cat_steps == 1:
            return self._one_step(origin, target, fleeing[0], captures_only, add, targets, caught)

        start = frozenset(cats_now)
        memo: dict = {}

        cap = self.cap or 1 << 30

        if designer:
            # Only the orders and choices that give the most steps in all are allowed: first the
            # most steps from each state (stopping at the most there could be), then the final
            # cat cells (with one way there) along the choices that keep to it.
            def options_of(cats, remaining, current, left):
                if current is not None and left > 0:
                    found = [(current, t) for t in targets(current, cats)]
                    if found:
                        return found, left - 1
                return [(c, t) for c in remaining for t in targets(c, cats)], cat_steps - 1

            def child(cats, remaining, current, c, t, new_left):
                rest = remaining if c == current else tuple(x for x in remaining if x != c)
                # A cat with no step left is no longer 'current', so that orders merge.
                return (cats - {c}) | {t}, rest, t if new_left else None, new_left

            def most(state):
                if state in memo:
                    return memo[state]
                cats, remaining, current, left = state
                options, new_left = options_of(*state)
                best = 0
                if options:
                    bound = (left if current is not None else 0) + cat_steps * len(remaining)
                    for c, t in options:
                        v = 1 + most(child(cats, remaining, current, c, t, new_left))
                        if v > best:
                            best = v
                            if best >= bound:
                                break
                memo[state] = best
                return best

            finals: dict = {}
            seen = set()

            def collect(state, hops):
                if state in seen or len(finals) >= cap:
                    return
                seen.add(state)
                cats, remaining, current, left = state
                options, new_left = options_of(*state)
                if not options:
                    finals.setdefault(cats, hops)
                    return
                want = most(state) - 1
                for c, t in options:
                    nxt = child(cats, remaining, current, c, t, new_left)
                    if most(nxt) == want:
                        collect(nxt, hops + ((c, t),))

            collect((start, tuple(fleeing), None, 0), ())
            ends = {}  # cats left after the catches -> (one way there, the caught cats' cells)
            for end, hops in finals.items():
                taken = frozenset(x for x in end if caught(x))
                if self.escort and taken:  # the escorts depend on where the cats were caught
                    ends[(end, taken)] = (hops, taken)
                else:
                    ends.setdefault(end - taken, (hops, taken))
        else:
            # Every reachable final set of cats; catches right after the action and after each step.
            ends = {}

            def search(cats, remaining, current, left, hops):
                key = (cats, remaining, current, left)
                if key in memo or len(ends) >= cap:
                    return
                memo[key] = True
                if current is not None and left > 0:
                    options = targets(current, cats)
                    if options:
                        for t in options:
                            step(cats, remaining, current, t, left - 1, hops)
                        return
                blocked = []
                moved = False
                for c in remaining:
                    options = targets(c, cats)
                    if options:
                        moved = True
                        rest = tuple(x for x in remaining if x != c)
                        for t in options:
                            step(cats, rest, c, t, cat_steps - 1, hops)
                    else:
                        blocked.append(c)
                if not moved:
                    ends.setdefault(cats, hops)
                elif len(remaining) > 1:
                    for c in blocked:  # it may stay now, before another cat frees a cell for it
                        search(cats, tuple(x for x in remaining if x != c), None, 0, hops)

            def step(cats, remaining, c, t, left, hops):
                hops = hops + ((c, t),)
                if caught(t):
                    search(cats - {c}, remaining, None, 0, hops)
                else:
                    search((cats - {c}) | {t}, remaining, t if left else None, left, hops)

            first = frozenset(x for x in start if not caught(x))
            search(first, tuple(x for x in fleeing if x in first), None, 0, ())

        if designer:
            for hops, taken in ends.values():
                if captures_only and not taken:
                    continue
                end = _final_cats(start, hops).difference(taken)
                removed = tuple(sorted(start - end))
                added = tuple(sorted(end - start))
                self._emit(origin, target, _paths(hops), removed, added, taken, add)
            return True
        if self.escort and any(len(end) < len(start) for end in ends):
            return False  # alternate: each escort leaves before the next cat flees: the builder
        for end, hops in ends.items():
            gain = len(start) - len(end)
            if captures_only and not gain:
                continue
            removed = tuple(sorted(start - end))
            added = tuple(sorted(end - start))
            add((origin, target, _paths(hops), removed, added, gain, None))
        return True

    def _may_catch(self, origin, target, fleeing, caught, row_t, row_o) -> bool:
        """False when no order of these one-step flights can end with a cat caught.

        A cat ends on one of its least-watched empty cells, so never on a cell watched more
        than an empty neighbour that no other fleeing cat can enter (such a cell stays empty).
        """
        g = self.game
        crowd, park = g.crowd, self.park_neighbours
        if any(caught(x) for x in g.cats if x not in fleeing):
            return True
        if not self.designer and any(caught(x) for x in fleeing):
            return True  # alternate rules: caught at once, before it flees
        others_reach = {}
        for x in fleeing:
            others_reach[x] = {n for y in fleeing if y != x for n in park[y]}
        cells = g.cells
        for x in fleeing:
            safe = [crowd[n] + row_t[n] - row_o[n] for n in park[x]
                    if n not in others_reach[x] and (cells[n] == EMPTY and n != target
                                                     or n == origin)]
            if not safe:
                return True  # it might be blocked, or go anywhere: look closer
            bound = min(safe)
            for z in park[x]:
                if caught(z) and crowd[z] + row_t[z] - row_o[z] <= bound:
                    return True
        return False

    def _one_step(self, origin, target, cat, captures_only, add, targets, caught) -> bool:
        """_flights for the commonest case: one cat flees, one step."""
        cats = self.game.cats
        others = tuple(x for x in cats if x != cat and caught(x))
        results = []  # (steps, removed, added, caught cells)
        if not self.designer and caught(cat):  # alternate: caught before it flees
            results.append(((), tuple(sorted(others + (cat,))), (), others + (cat,)))
        else:
            # alternate rules: the other caught cats are gone before this one flees
            ends = targets(cat, cats.difference(others) if others and not self.designer else cats)
            if not ends:
                gone = others + ((cat,) if caught(cat) else ())
                results.append(((), tuple(sorted(gone)), (), gone))
            taken = False
            for y in ends:
                if caught(y):
                    # Caught wherever it went: one position, unless escorts make them differ.
                    if not taken or self.escort:
                        taken = True
                        results.append((((cat, y),), tuple(sorted(others + (cat,))), (),
                                        others + (y,)))
                else:
                    results.append((((cat, y),), tuple(sorted(others + (cat,))), (y,), others))
        if self.escort and not self.designer and any(taken for *_, taken in results):
            return False  # alternate: each escort leaves before the next cat flees: the builder
        for steps, removed, added, taken in results:
            if taken or not captures_only:
                self._emit(origin, target, steps, removed, added, taken, add)
        return True


def _final_cats(start: frozenset, hops) -> frozenset:
    """The cats' cells after these steps (before any catch)."""
    cats = set(start)
    for c, t in hops:
        cats.discard(c)
        cats.add(t)
    return frozenset(cats)


def _paths(hops) -> tuple:
    """Single cat steps (cat, to) in order -> the Turn's flights, one path per cat."""
    paths: list[tuple] = []
    for c, t in hops:
        if paths and paths[-1][-1] == c:
            paths[-1] = paths[-1] + (t,)
        else:
            paths.append((c, t))
    return tuple(paths)
