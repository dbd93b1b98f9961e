"""Building one turn step by step: the herder's action, then each choice left.

A TurnBuilder applies the action at once, then offers the choices that keep
the turn legal, one at a time:

    Option('flee', cat, to)   a fleeing cat steps from `cat` to `to`
    Option('stay', cat)       alternate rules: a cat with nowhere to go now
                              gives up its flight (the order is free there)
    Option('escort', herder)  escort variant: this herder leaves with a
                              captured cat

The page asks the player only these choices; `Game.push` replays a written
turn through the same builder, so both obey one set of rules. Under the
designer's rules a choice is offered only if the turn can still reach the
largest number of cat steps (a cat that could move must be let move).

The contract: a builder from `Game.begin` works on `Tables` of its own (a
copy of the game's), never on the game. What it shows (`cells`,
`captures`, `caught`, `preview()`) is the turn as built so far, and it may
be abandoned at any point with nothing left behind. Only `Game.push(builder)`
commits a complete turn, to the game it was begun on. (`Game.push(turn)`
and `Game.random_turn` build theirs on the game's own tables, within the
call, and rewind its journal if the turn fails: see game/catherders/state.py.)
"""

from __future__ import annotations

from .errors import IllegalTurnError
from .options import Option
from .position import COLOUR_NAMES, Position
from .rules import Rules
from .tables import CAT, EMPTY, Tables
from .turn import Turn
from .written_steps import WrittenSteps


class TurnBuilder(WrittenSteps):
    """A turn being built on `tables` (its own: the game's copy), under `rules`."""

    def __init__(self, tables: Tables, rules: Rules, origin: int | None, target: int | None,
                 base: tuple | None = None, meter=None):
        self.tables = tables
        # Called once for each step of work (a budget counts them). One that raises leaves
        # `tables` unusable: only Game.legal_turns gives one that may, on its own copy.
        self.meter = meter
        self.rules = rules
        self.base = base  # which game and position this turn is for (Game.push checks it)
        self.player = tables.to_move
        self.origin, self.target = origin, target
        self.mark = len(tables.journal)
        self.steps: list = []  # the Turn's steps so far
        self.remaining: tuple[int, ...] = ()  # fleeing cats that have not fled yet
        self.current: int | None = None  # cat in the middle of a double step
        self.left = 0  # steps the current cat may still make
        self.pending: tuple | None = None  # escorts: (needed, herder sets, chosen)
        self.captures_done = False
        self.caught: list[int] = []  # cells of the cats caught so far, in order
        self.complete = False
        self._saved: list[tuple] = []
        self._options: list[Option] | None = None
        if meter is not None:
            meter()
        self._apply_action()
        self._advance()

    @property
    def cells(self) -> list[int]:
        """What stands on each cell with the turn as built so far."""
        return self.tables.cells

    @property
    def captures(self) -> tuple[int, int]:
        """Catches of each player with the turn as built so far."""
        return tuple(self.tables.captures)

    def preview(self) -> Position:
        """The position the turn as built so far leads to (the other side to move
        once it is complete)."""
        pos = self.tables.position()
        if self.complete:
            pos = Position(pos.board, 1 - pos.to_move, pos.herders, pos.cats, pos.captures,
                           pos.supply)
        return pos

    # ---- the action --------------------------------------------------------

    def action_text(self) -> str:
        """The action's token ('a3', 'b2-d4' or 'pass')."""
        return Turn(self.tables.board, self.origin, self.target).action_text()

    def _illegal(self, reason: str):
        raise IllegalTurnError(self.action_text(), reason)

    def _apply_action(self) -> None:
        g, p, board = self.tables, self.player, self.tables.board
        names, cells, target = board.names, g.cells, self.target
        colour = COLOUR_NAMES[p]
        if target is None:
            if g.legal_actions():
                self._illegal(f"{colour} has a legal action, and may pass only with none")
            self.complete = True
            return
        if self.origin is None:
            if not board.is_wall[target]:
                self._illegal(f"{names[target]} is in the Park: herders are placed on the Wall")
            if cells[target] != EMPTY:
                self._illegal(f"{names[target]} is not empty")
            if g.supply[p] == 0:
                self._illegal(f"{colour} has no herder left in supply")
            g.set_cell(target, p + 1)
            g.change_supply(p, -1)
        else:
            origin = self.origin
            if cells[origin] != p + 1:
                self._illegal(f"there is no {colour} herder on {names[origin]}")
            line = board.line_between(origin, target)
            if line is None:
                self._illegal(
                    f"{names[target]} is not 1 or 2 cells from {names[origin]} in a straight line"
                )
            for cell in line:
                if cells[cell] != EMPTY:
                    self._illegal(f"{names[cell]} is not empty")
                if not self.rules.designer and board.is_wall[cell]:
                    self._illegal(
                        f"{names[cell]} is on the Wall: under the alternate rules "
                        "a herder enters Park cells only"
                    )
            g.set_cell(origin, EMPTY)
            g.set_cell(target, p + 1)
        fleeing = [c for c in board.neighbours[target] if cells[c] == CAT]
        if len(fleeing) > 1:
            fleeing.sort()
        self.remaining = tuple(fleeing)
        if not self.rules.designer:
            self._capture(g.cats)

    # ---- captures and escorts ----------------------------------------------

    def _capture(self, cats) -> None:
        g, p = self.tables, self.player
        watch, need = g.watch[p], self.rules.capture_count
        captured = [c for c in cats if watch[c] >= need]
        if not captured:
            return
        captured.sort()
        self.caught += captured
        mine = p + 1
        candidates = [[h for h in g.board.neighbours[c] if g.cells[h] == mine] for c in captured]
        for c in captured:
            g.capture(c, p)
        self.remaining = tuple(c for c in self.remaining if c not in captured)
        if self.current in captured:
            self.current, self.left = None, 0
        if self.rules.escort:
            needed, sets = escort_sets(candidates)
            self.pending = (needed, sets, frozenset())

    # ---- moving on -----------------------------------------------------------

    def _advance(self) -> None:
        """Play what needs no choice; stop where a choice is left or the turn is done."""
        g = self.tables
        self._options = None
        while not self.complete:
            if self.pending is not None:
                return
            if self.current is not None:
                if self.left > 0 and g.flee_targets(self.current):
                    return
                self.current = None
            for c in self.remaining:
                if g.flee_targets(c):
                    return
            self.remaining = ()  # every cat still to flee is blocked: they stay
            if self.rules.designer and not self.captures_done:
                self.captures_done = True
                self._capture(g.cats)
                continue
            self.complete = True

    def options(self) -> list[Option]:
        """The choices that keep the turn legal now; [] once the turn is complete."""
        if self._options is None:
            self._options = self._compute_options()
        return self._options

    def _compute_options(self) -> list[Option]:
        if self.complete:
            return []
        g = self.tables
        if self.pending is not None:
            _, sets, chosen = self.pending
            usable = {h for s in sets if chosen <= s for h in s - chosen}
            return [Option("escort", h) for h in sorted(usable)]
        cats = (self.current,) if self.current is not None else self.remaining
        options = [Option("flee", c, t) for c in cats for t in g.flee_targets(c)]
        if self.rules.designer:
            steps = self.rules.cat_steps
            later = (self.left - 1 if self.current is not None else steps - 1)
            later += steps * (len(self.remaining) - (self.current is None))
            if later > 0 and len(options) > 1:
                options = self._keep_longest(options)
        elif self.current is None and len(self.remaining) > 1:
            options += [Option("stay", c) for c in self.remaining if not g.flee_targets(c)]
        return options

    def _keep_longest(self, options: list[Option]) -> list[Option]:
        """Designer rules: keep the options after which the most cat steps remain possible."""
        cells, memo = self.tables.cells, {}
        steps = self.rules.cat_steps
        scored = []
        for opt in options:
            c, t = opt.cell, opt.to
            if self.current is None:
                state = (t, steps - 1, tuple(x for x in self.remaining if x != c))
            else:
                state = (t, self.left - 1, self.remaining)
            cells[c], cells[t] = EMPTY, CAT
            scored.append((self._most_steps(*state, (t,), memo), opt))
            cells[c], cells[t] = CAT, EMPTY
        best = max(score for score, _ in scored)
        return [opt for score, opt in scored if score == best]

    def _most_steps(self, current, left, remaining, fled, memo) -> int:
        """Most cat steps still possible; cats move on game.cells and are put back."""
        key = (current, left, remaining, fled)
        if key in memo:
            return memo[key]
        if self.meter is not None:
            self.meter()
        g, cells = self.tables, self.tables.cells
        best = 0
        targets = g.flee_targets(current) if current is not None and left > 0 else None
        steps = self.rules.cat_steps
        if targets:
            bound = left + steps * len(remaining)  # no way on makes more: stop once one does
            rest_fled = tuple(x for x in fled if x != current)
            for t in targets:
                cells[current], cells[t] = EMPTY, CAT
                v = 1 + self._most_steps(t, left - 1, remaining, tuple(sorted(rest_fled + (t,))), memo)
                cells[current], cells[t] = CAT, EMPTY
                best = max(best, v)
                if best == bound:
                    break
        else:
            bound = steps * len(remaining)
            for c in remaining:
                rest = tuple(x for x in remaining if x != c)
                for t in g.flee_targets(c):
                    cells[c], cells[t] = EMPTY, CAT
                    v = 1 + self._most_steps(t, steps - 1, rest, tuple(sorted(fled + (t,))), memo)
                    cells[c], cells[t] = CAT, EMPTY
                    best = max(best, v)
                if best == bound:
                    break
        memo[key] = best
        return best

    # ---- choosing, undoing, finishing ------------------------------------------

    def choose(self, option: Option) -> None:
        """Make one of the choices options() offers (IllegalTurnError otherwise)."""
        if option not in self.options():
            self._illegal(f"{option} is not one of the choices left")
        self._choose(option)

    def _choose(self, option: Option) -> None:
        if self.meter is not None:  # before any change: a meter that raises leaves all as it was
            self.meter()
        g, p = self.tables, self.player
        self._saved.append((len(g.journal), len(self.steps), self.steps[-1] if self.steps else None,
                            self.remaining, self.current, self.left, self.pending,
                            self.captures_done, self.complete, len(self.caught)))
        kind, cell, to = option
        if kind == "escort":
            needed, sets, chosen = self.pending
            g.set_cell(cell, EMPTY)
            g.change_supply(p, 1)
            self.steps.append(cell)
            chosen = chosen | {cell}
            self.pending = None if len(chosen) == needed else (needed, sets, chosen)
        elif kind == "stay":
            self.remaining = tuple(c for c in self.remaining if c != cell)
        else:
            if self.current is None:
                self.remaining = tuple(c for c in self.remaining if c != cell)
                self.steps.append((cell, to))
                self.left = self.rules.cat_steps - 1
            else:
                self.steps[-1] = self.steps[-1] + (to,)
                self.left -= 1
            self.current = to
            g.set_cell(cell, EMPTY)
            g.set_cell(to, CAT)
            if not self.rules.designer:
                self._capture((to,))
        self._advance()

    def undo(self) -> None:
        """Take back the last choice (IndexError if none was made)."""
        (mark, n_steps, last_step, self.remaining, self.current, self.left, self.pending,
         self.captures_done, self.complete, n_caught) = self._saved.pop()
        self.tables.rewind(mark)
        del self.caught[n_caught:]
        del self.steps[n_steps:]
        if n_steps:
            self.steps[-1] = last_step
        self._options = None

    def finished(self, tables: Tables | None) -> None:
        """Called by Game.push, which took over this builder's tables: keep `tables` (an
        independent copy) to show, and refuse any further change."""
        self.tables = tables
        self.base = None
        self._saved.clear()
        self._options = []
        self.mark = 0

    def cancel(self) -> None:
        """Abandon the turn: its tables are as they were before it began."""
        if self.tables is not None:
            self.tables.rewind(self.mark)
        self._saved.clear()
        self.base = None

    def turn(self) -> Turn:
        """The turn built so far (complete or not)."""
        return Turn(self.tables.board, self.origin, self.target, tuple(self.steps))

    def completions(self):
        """Yield every complete turn reachable from here; `cells` shows each in turn.

        Close the generator (or exhaust it) to have the builder put back as it was.
        """
        if self.complete:
            yield self.turn()
            return
        for option in self.options():
            self._choose(option)
            try:
                yield from self.completions()
            finally:  # also when the caller stops early: the builder is put back
                self.undo()

    def distinct_completions(self, visited: set | None = None):
        """Like completions(), but each intermediate state is explored once.

        Orders of the fleeing cats that reach the same board with the same cats
        still to flee lead to the same turns' results, so one of them is enough
        when only the resulting positions matter (Game.legal_turns).
        """
        if visited is None:
            visited = set()
        key = (self.tables.hash, self.remaining, self.current, self.left, self.pending,
               self.captures_done, self.complete)
        if key in visited:
            return
        visited.add(key)
        if self.complete:
            yield self.turn()
            return
        for option in self.options():
            self._choose(option)
            try:
                yield from self.distinct_completions(visited)
            finally:
                self.undo()

def escort_sets(candidates: list[list[int]]) -> tuple[int, frozenset]:
    """Largest number of captured cats that get distinct escorts, and the herder sets that do it."""
    found: dict[int, set[frozenset]] = {}

    def assign(i: int, used: frozenset) -> None:
        if i == len(candidates):
            found.setdefault(len(used), set()).add(used)
            return
        for h in candidates[i]:
            if h not in used:
                assign(i + 1, used | {h})
        assign(i + 1, used)

    assign(0, frozenset())
    needed = max(found)
    return needed, frozenset(found[needed])
