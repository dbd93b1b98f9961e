"""Fast turn generation for the computer opponent's search.

`Game.legal_turns()` builds every turn through a TurnBuilder, which checks
each step and tries every order and choice of the fleeing cats: exact, but
far too slow to be called at every node of a search (three fleeing cats with
a few ties each give hundreds of orders for a handful of positions).
`MoveGen` lists the same resulting positions from the game's tables without
touching the board:

  - an action next to no cat: nothing flees, only cats already next to
    enough of the mover's herders are caught;
  - otherwise the fleeing cats' flights are searched on a virtual board,
    merging orders that lead to the same cells (memoised by state), under
    either rule set, with capture3 and double-step.

A capture under the escort variant (the escorts are further choices) is left
to the TurnBuilder, and so is a pass, so the engine stays the one authority
for those. tests/test_movegen_agrees.py checks that both list the same
positions at every position of whole random games, and bench/bench_movegen.py
measures how much faster this is.

A move is a tuple (origin, target, steps, removed, added, gain, turn):

  origin, target  the herder action (origin None for a placement)
  steps           the cats' flights in order, as in Turn.steps
  removed, added  cells a cat left (caught or fled) and cells a cat fled
                  to; a caught cat simply leaves, so `gain` <= len(removed)
  gain            cats the mover catches
  turn            None for a worked-out move (its Turn is built when needed),
                  or the builder's Turn, played with Game.push (removed None)
"""

from __future__ import annotations

from game import Game, Turn
from game.builder import escort_sets
from game.state import CAT, EMPTY


class MoveGen:
    """Moves and their application for one game (whose tables it reads, never copies)."""

    def __init__(self, game: Game):
        self.game = game
        board = game.board
        self.board = board
        self.neighbours = board.neighbours
        self.park_neighbours = game.park_neighbours
        n = board.size
        adj = []
        for c in range(n):
            row = bytearray(n)
            for x in board.neighbours[c]:
                row[x] = 1
            adj.append(bytes(row))
        self.adj = adj
        self.zero = bytes(n)
        rules = game.rules
        self.need = rules.capture_count
        self.designer = rules.designer
        self.cat_steps = rules.cat_steps
        self.escort = rules.escort
        # Most final positions listed for one action (None: all). The search lowers it inside
        # the tree, where a handful of the cats' choices is enough to judge an action.
        self.cap: int | None = None
        # Cells a cat on each Park cell may end its flight on: itself, and Park cells within
        # one step (two under double-step).
        zones = []
        for c in range(n):
            zone = {c}
            for _ in range(self.cat_steps):
                zone.update([x for z in zone for x in self.park_neighbours[z]])
            zones.append(tuple(sorted(zone)))
        self.zones = zones

    # ---- playing -----------------------------------------------------------

    def play(self, move) -> None:
        """Play `move` on the game as a finished turn; undo it with game.pop()."""
        g = self.game
        origin, target, steps, removed, added, gain, turn = move
        if removed is None:
            g.push(turn)
            return
        p = g.to_move
        set_cell = g.set_cell
        if origin is None:
            set_cell(target, p + 1)
            g.change_supply(p, -1)
        else:
            set_cell(origin, EMPTY)
            set_cell(target, p + 1)
        for i, x in enumerate(removed):
            if i < gain:
                g.capture(x, p)
            else:
                set_cell(x, EMPTY)
        for x in added:
            set_cell(x, CAT)
        if gain and self.escort:
            for h in steps:
                if h.__class__ is int:  # an escort: the herder goes back to the supply
                    set_cell(h, EMPTY)
                    g.change_supply(p, 1)
        g.finish_turn(Turn(self.board, origin, target, steps), gain)

    def turn(self, move) -> Turn:
        """The Turn a move stands for."""
        origin, target, steps, removed, added, gain, turn = move
        if turn is not None:
            return turn
        return Turn(self.board, origin, target, steps)

    # ---- listing -----------------------------------------------------------

    def moves(self, captures_only: bool = False) -> list[tuple]:
        """One move per resulting position of the side to move (the game must not be over).

        With captures_only, only the moves that catch at least one cat.
        """
        g = self.game
        p, cells = g.to_move, g.cells
        watch = g.watch[p]
        need = self.need
        cats = g.cats
        free = [x for x in cats if watch[x] >= need]
        neighbours = self.neighbours
        near = set()
        for x in cats:
            near.update(neighbours[x])
        if captures_only and not free:
            # Only a herder landing next to a cat can catch it, and only if a cell the cat can
            # end on (`zones`) is then next to `need` of the mover's herders: list just those.
            adj, zones = self.adj, self.zones
            landing = set()
            for x in cats:
                hot = [z for z in zones[x] if watch[z] >= need - 1]
                if hot:
                    for t in neighbours[x]:
                        if not cells[t] and t not in landing:
                            row = adj[t]
                            for z in hot:
                                if row[z] or watch[z] >= need:
                                    landing.add(t)
                                    break
            actions = [a for t in landing for a in self.actions_to(t)]
        else:
            actions = g.legal_actions()
            if not actions:
                if captures_only:
                    return []
                return [(None, None, (), None, None, 0, Turn(self.board, None, None, ()))]
        out: list[tuple] = []
        add = out.append
        slow: list[tuple] = []
        self._escorted = set()
        adj, zero = self.adj, self.zero
        for action in actions:
            target = action[1]
            if target in near:
                fleeing = [x for x in neighbours[target] if cells[x] == CAT]
                if fleeing:
                    if not self._flights(action[0], target, fleeing, captures_only, add):
                        slow.append(action)
                    continue
            if not free:
                if not captures_only:
                    add(action + _QUIET)
                continue
            # Nothing flees: only cats already next to enough of the mover's herders are caught.
            row_o = zero if action[0] is None else adj[action[0]]
            caught = tuple(x for x in free if watch[x] - row_o[x] >= need)
            if caught and self.escort and not self.designer:
                slow.append(action)
            elif caught or not captures_only:
                self._emit(action[0], target, (), caught, (), caught, add)
        if slow:
            self._builder_moves(slow, captures_only, add)
        return out

    def actions_to(self, target: int) -> list[tuple]:
        """The legal actions of the side to move that put a herder on the empty cell `target`."""
        g = self.game
        p, cells = g.to_move, g.cells
        mine = p + 1
        wall = self.board.is_wall
        out = []
        if wall[target]:
            if g.supply[p] > 0:
                out.append((None, target))
            if not self.designer:
                return out  # alternate rules: herders enter Park cells only
        for ray in self.board.rays[target]:
            first = ray[0]
            piece = cells[first]
            if piece == mine:
                out.append((first, target))
            elif piece == EMPTY and len(ray) > 1 and cells[ray[1]] == mine:
                if self.designer or not wall[first]:
                    out.append((ray[1], target))
        return out

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
        if self.escort and not self.designer and any(r[3] for r in results):
            return False  # alternate: each escort leaves before the next cat flees: the builder
        for steps, removed, added, taken in results:
            if taken or not captures_only:
                self._emit(origin, target, steps, removed, added, taken, add)
        return True

    def _emit(self, origin, target, steps, removed, added, taken, add) -> None:
        """Add a move; under escort (designer rules) one move per way to choose the escorts."""
        gain = len(taken)
        if not (gain and self.escort):
            add((origin, target, steps, removed, added, gain, None))
            return
        g = self.game
        p, cells = g.to_move, g.cells
        mine = p + 1
        # As the TurnBuilder does: the mover's herders touching each caught cat, after the action.
        candidates = [[h for h in self.neighbours[c] if cells[h] == mine and h != origin or h == target]
                      for c in sorted(taken)]
        _, sets = escort_sets(candidates)
        herders = (g.herders[p] - {origin}) | {target}
        supply = g.supply[p] - (origin is None)
        cats = (g.cats - set(removed)) | set(added)
        for chosen in sorted(sets, key=sorted):
            key = (frozenset(herders - chosen), supply + len(chosen), frozenset(cats))
            if key not in self._escorted:  # another action may reach the same position
                self._escorted.add(key)
                add((origin, target, steps + tuple(sorted(chosen)), removed, added, gain, None))

    def _builder_moves(self, actions, captures_only, add) -> None:
        """The moves of `actions` as the TurnBuilder finds them (exact, slower)."""
        g = self.game
        p = g.to_move
        seen = set()
        before = g.captures[p]
        for origin, target in actions:
            builder = g.begin(origin, target)  # works on its own copy of the pieces
            try:
                for turn in builder.distinct_completions():
                    gain = builder.captures[p] - before
                    if captures_only and not gain:
                        continue
                    key = (tuple(builder.cells), gain)
                    if key not in seen:
                        seen.add(key)
                        add((origin, target, turn.steps, None, None, gain, turn))
            finally:
                builder.cancel()


def _final_cats(start: frozenset, hops) -> frozenset:
    """The cats' cells after these steps (before any catch)."""
    cats = set(start)
    for c, t in hops:
        cats.discard(c)
        cats.add(t)
    return frozenset(cats)


_QUIET = ((), (), (), 0, None)  # a move that scares no cat and catches none


def _paths(hops) -> tuple:
    """Single cat steps (cat, to) in order -> the Turn's flights, one path per cat."""
    paths: list[tuple] = []
    for c, t in hops:
        if paths and paths[-1][-1] == c:
            paths[-1] = paths[-1] + (t,)
        else:
            paths.append((c, t))
    return tuple(paths)
