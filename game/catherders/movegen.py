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
    either rule set, with capture3 and double-step (game/catherders/flights.py).

A capture under the escort variant (the escorts are further choices) is left
to the TurnBuilder, and so is a pass, so the engine stays the one authority
for those. tests/catherders/test_movegen_agrees.py checks that both list the same
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

A move is a plain tuple, the cheapest to make: MoveGen makes about 180,000 a
second, and as a NamedTuple it listed about 8% fewer positions a second
(measured A/B). Its fields are read by the names below: `move[GAIN]`,
`move[ACTION]` (origin, target) and `move[KEY]` (origin, target, steps: which
move it is, from one iteration of the search to the next).
"""

from __future__ import annotations

from game.catherders import CAT, EMPTY, Game, Turn
from game.catherders.builder import escort_sets

from .flights import Flights

ORIGIN, TARGET, STEPS, REMOVED, ADDED, GAIN, TURN = range(7)  # a move's fields
ACTION = slice(ORIGIN, STEPS)  # move[ACTION]: (origin, target), the herder action
KEY = slice(ORIGIN, REMOVED)  # move[KEY]: (origin, target, steps), which move it is


class MoveGen(Flights):
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


_QUIET = ((), (), (), 0, None)  # a move that scares no cat and catches none
