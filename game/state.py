"""The game state: a mutable position with its history, legal turns, push and pop.

`Game` is the one object the page and the computer opponent talk to:

    g = Game(new_position(seed=7))
    for turn in g.legal_turns(): ...      # lazy, one turn per resulting position
    g.push("a3 e5>f6")                    # or a Turn; illegal -> IllegalTurnError
    g.pop()                               # undo the last turn
    b = g.begin(None, g.board.cell("a3")) # build a turn step by step (TurnBuilder)
    g.outcome()                           # None while the game goes on

The state is changed in place through a journal of small edits, so undo is
cheap and nothing copies the whole board per turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .board import Board
from .errors import IllegalTurnError, NotationError
from .position import BLUE, COLOUR_NAMES, RED, Position, majority
from .rules import Rules
from .setups import _splitmix64
from .turn import Turn

EMPTY, CAT = 0, 3  # a herder of player p is stored as p + 1
NO_CAPTURE_LIMIT = 200
REPETITIONS = 3

# Journal entries: (SET_CELL, cell, old piece), (CAPTURE, player, 0), (SUPPLY, player, delta)
SET_CELL, CAPTURE, SUPPLY = 0, 1, 2


@dataclass(frozen=True)
class Outcome:
    """How a game ended: winner (BLUE, RED or None for a draw) and why."""

    winner: int | None
    reason: str

    @property
    def result(self) -> str:
        """'1-0' blue won, '0-1' red won, '1/2-1/2' a draw (as in PGN)."""
        return {BLUE: "1-0", RED: "0-1", None: "1/2-1/2"}[self.winner]

    def __str__(self) -> str:
        who = "draw" if self.winner is None else f"{COLOUR_NAMES[self.winner]} wins"
        return f"{self.result} ({who}: {self.reason})"


@cache
def _tables(board: Board):
    """Per-board tables the hot loops use: Park neighbours, Park-only rays, hash keys."""
    park_neighbours = tuple(
        tuple(n for n in board.neighbours[c] if not board.is_wall[n]) for c in range(board.size)
    )
    park_rays = []
    for c in range(board.size):
        rays = []
        for ray in board.rays[c]:
            kept = []
            for cell in ray:
                if board.is_wall[cell]:
                    break
                kept.append(cell)
            if kept:
                rays.append(tuple(kept))
        park_rays.append(tuple(rays))
    stream = _splitmix64(0xC47)
    pieces = [[0] * board.size] + [[next(stream) for _ in range(board.size)] for _ in range(3)]
    captures = [[next(stream) for _ in range(32)] for _ in range(2)]
    return park_neighbours, tuple(park_rays), pieces, captures, next(stream)


@cache
def _builder_class():
    from .builder import TurnBuilder  # builder imports this module: import it late, once

    return TurnBuilder


class Game:
    """A game in progress: position, rules, and the turns played since the start."""

    def __init__(self, start: Position | str, rules: Rules | None = None):
        if isinstance(start, str):
            start = Position.parse(start)
        self.start = start
        self.rules = rules or Rules()
        board = self.board = start.board
        (self.park_neighbours, rays_park, self._zpiece, self._zcapt, self._zside) = _tables(board)
        rays = board.rays if self.rules.designer else rays_park
        # Each line as a pair (one step, two steps or -1), for the hot loop in legal_actions.
        self.move_pairs = tuple(tuple((r[0], r[1] if len(r) > 1 else -1) for r in cell_rays)
                                for cell_rays in rays)
        n = board.size
        self.cells = [EMPTY] * n
        self.watch = [[0] * n, [0] * n]  # herders of each player adjacent to a cell
        self.crowd = [0] * n  # herders of either colour adjacent to a cell
        self.herders: list[set[int]] = [set(), set()]
        self.cats: set[int] = set()
        self.captures = list(start.captures)
        self.supply = list(start.supply)
        self.to_move = start.to_move
        self.total_cats = start.total_cats
        self.needed = majority(self.total_cats)
        self.hash = self._zcapt[0][self.captures[0]] ^ self._zcapt[1][self.captures[1]]
        if self.to_move == RED:
            self.hash ^= self._zside
        self.journal: list[tuple[int, int, int]] = []
        for p in (BLUE, RED):
            for c in start.herders[p]:
                self.set_cell(c, p + 1)
        for c in start.cats:
            self.set_cell(c, CAT)
        self.journal.clear()
        self.quiet = 0  # turns in a row without a capture
        self.passes = 0  # passes in a row
        self.seen = {self.hash: 1}
        self.stack: list[tuple] = []  # per turn: (turn, journal, quiet, passes)

    # ---- edits (journaled) ------------------------------------------------

    def set_cell(self, cell: int, piece: int) -> None:
        """Put `piece` (EMPTY, herder p+1, CAT) on `cell`, keeping every table in step."""
        cells = self.cells
        old = cells[cell]
        if old == piece:
            return
        self.journal.append((SET_CELL, cell, old))
        self._put(cell, old, piece)

    def _put(self, cell: int, old: int, piece: int) -> None:
        self.cells[cell] = piece
        zp = self._zpiece
        self.hash ^= zp[old][cell] ^ zp[piece][cell]
        if old == CAT:
            self.cats.discard(cell)
        elif old:
            self._watch(cell, old - 1, -1)
        if piece == CAT:
            self.cats.add(cell)
        elif piece:
            self._watch(cell, piece - 1, 1)

    def _watch(self, cell: int, player: int, delta: int) -> None:
        watch, crowd = self.watch[player], self.crowd
        for n in self.board.neighbours[cell]:
            watch[n] += delta
            crowd[n] += delta
        if delta > 0:
            self.herders[player].add(cell)
        else:
            self.herders[player].discard(cell)

    def capture(self, cat: int, player: int) -> None:
        """Remove `cat` from the board into `player`'s captures."""
        self.set_cell(cat, EMPTY)
        zc = self._zcapt[player]
        self.hash ^= zc[self.captures[player]] ^ zc[self.captures[player] + 1]
        self.captures[player] += 1
        self.journal.append((CAPTURE, player, 0))

    def change_supply(self, player: int, delta: int) -> None:
        """Add `delta` herders to `player`'s supply."""
        self.supply[player] += delta
        self.journal.append((SUPPLY, player, delta))

    def rewind(self, mark: int) -> None:
        """Undo journaled edits back to journal length `mark`."""
        journal = self.journal
        while len(journal) > mark:
            kind, a, b = journal.pop()
            if kind == SET_CELL:
                self._put(a, self.cells[a], b)
            elif kind == CAPTURE:
                zc = self._zcapt[a]
                self.hash ^= zc[self.captures[a]] ^ zc[self.captures[a] - 1]
                self.captures[a] -= 1
            else:
                self.supply[a] -= b

    # ---- queries ---------------------------------------------------------

    def flee_targets(self, cat: int) -> list[int]:
        """Cells a cat on `cat` may flee to now: empty Park neighbours least watched."""
        cells, crowd = self.cells, self.crowd
        best, out = 99, []
        for n in self.park_neighbours[cat]:
            if cells[n] == EMPTY:
                w = crowd[n]
                if w < best:
                    best, out = w, [n]
                elif w == best:
                    out.append(n)
        return out

    def legal_actions(self) -> list[tuple[int | None, int]]:
        """Every (origin, target) herder action for the side to move; origin None places."""
        p, cells = self.to_move, self.cells
        if self.supply[p] > 0:
            actions = [(None, c) for c in self.board.wall if not cells[c]]
        else:
            actions = []
        add = actions.append
        rays = self.move_pairs
        for h in self.herders[p]:
            for a, b in rays[h]:
                if not cells[a]:
                    add((h, a))
                    if b >= 0 and not cells[b]:
                        add((h, b))
        return actions

    def random_action(self, rng) -> tuple[int | None, int] | None:
        """A legal action drawn uniformly at random, or None when there is none.

        Draws from every (herder, line, distance) slot and every Wall cell and
        rejects the slots that are not legal, which is uniform over the legal
        actions and much cheaper than listing them all.
        """
        p, cells = self.to_move, self.cells
        wall = self.board.wall if self.supply[p] > 0 else ()
        herders = list(self.herders[p])
        per_herder = 2 * len(self.board.directions)
        slots = len(wall) + per_herder * len(herders)
        pairs, n_wall = self.move_pairs, len(wall)
        for _ in range(48):
            k = int(rng.random() * slots)
            if k < n_wall:
                if not cells[wall[k]]:
                    return None, wall[k]
                continue
            h, r = divmod(k - n_wall, per_herder)
            h = herders[h]
            rays = pairs[h]
            if r >> 1 >= len(rays):
                continue
            a, b = rays[r >> 1]
            if cells[a]:
                continue
            if not r & 1:
                return h, a
            if b >= 0 and not cells[b]:
                return h, b
        actions = self.legal_actions()  # few legal actions among many slots
        return rng.choice(actions) if actions else None

    def random_turn(self, rng) -> Turn:
        """Play a random legal turn (uniform action, then uniform choices) and return it."""
        action = self.random_action(rng)
        builder = self.begin(*action) if action else self.begin(None, None)
        while not builder.complete:
            options = builder.options()
            builder._choose(options[int(rng.random() * len(options))])
        return builder.commit()

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        for p in (BLUE, RED):
            if self.captures[p] >= self.needed:
                return Outcome(p, f"{self.captures[p]} of {self.total_cats} cats captured")
        if self.passes >= 2:
            b, r = self.captures
            winner = None if b == r else (BLUE if b > r else RED)
            return Outcome(winner, f"both players passed, captures {b}-{r}")
        if self.seen.get(self.hash, 0) >= REPETITIONS:
            return Outcome(None, "the same position occurred three times")
        if self.quiet >= NO_CAPTURE_LIMIT:
            return Outcome(None, f"{NO_CAPTURE_LIMIT} turns in a row without a capture")
        return None

    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome() is not None

    def position(self) -> Position:
        """The current position as an immutable value (str() gives its text)."""
        herders = (tuple(sorted(self.herders[BLUE])), tuple(sorted(self.herders[RED])))
        return Position(self.board, self.to_move, herders, tuple(sorted(self.cats)),
                        (self.captures[0], self.captures[1]), (self.supply[0], self.supply[1]))

    def fen(self) -> str:
        """The current position's text."""
        return str(self.position())

    @property
    def turns(self) -> list[Turn]:
        """The turns played since the start, oldest first."""
        return [entry[0] for entry in self.stack]

    def caught_by(self, index: int) -> int:
        """How many cats the played turn at `index` caught (an index into `turns`)."""
        return sum(1 for kind, _, _ in self.stack[index][1] if kind == CAPTURE)

    # ---- turns -----------------------------------------------------------

    def begin(self, origin: int | None, target: int | None):
        """Start building a turn: apply the herder action and return its TurnBuilder.

        `target` None means pass. Raises IllegalTurnError if the action is illegal.
        The game is in a half-played state until the builder is committed or cancelled.
        """
        return _builder_class()(self, origin, target)

    def legal_turns(self):
        """Yield every legal turn, one per resulting position (lazily)."""
        if self.is_over():
            return
        actions = self.legal_actions()
        if not actions:
            yield Turn(self.board, None, None, ())
            return
        seen: set[tuple] = set()
        for origin, target in actions:
            # Collect one action's turns before yielding, so that the game is whole
            # again whenever the caller has control.
            found = []
            builder = self.begin(origin, target)
            try:
                for turn in builder.distinct_completions():
                    key = (tuple(self.cells), self.captures[0], self.captures[1])
                    if key not in seen:
                        seen.add(key)
                        found.append(turn)
            finally:
                builder.cancel()
            yield from found

    def parse_turn(self, text: str) -> Turn:
        """Read a turn's text for this board (NotationError if malformed)."""
        return Turn.parse(text, self.board)

    def push(self, turn: Turn | str) -> Turn:
        """Play a turn, given as a Turn or as text; return the Turn played.

        Raises NotationError for malformed text and IllegalTurnError (quoting
        the turn) when the rules forbid it; the game is unchanged then.
        """
        if isinstance(turn, str):
            text, turn = turn.strip(), self.parse_turn(turn)
        else:
            text = str(turn)
        if turn.board is not self.board:
            raise NotationError(f"turn {text!r} is for {turn.board.name}, not {self.board.name}")
        if self.is_over():
            raise IllegalTurnError(text, f"the game is over ({self.outcome()})")
        builder = self.begin_checked(text, turn.origin, turn.target)
        try:
            builder.play_steps(turn.steps)
        except IllegalTurnError as e:
            builder.cancel()
            raise IllegalTurnError(text, e.reason) from None
        return builder.commit()

    def begin_checked(self, text: str, origin: int | None, target: int | None):
        """begin(), with any IllegalTurnError quoting `text` instead of the action alone."""
        try:
            return self.begin(origin, target)
        except IllegalTurnError as e:
            raise IllegalTurnError(text, e.reason) from None

    def pop(self) -> Turn:
        """Take back the last turn and return it (IndexError if none)."""
        turn, journal, quiet, passes = self.stack.pop()
        self._count_seen(-1)
        self.hash ^= self._zside
        self.to_move ^= 1
        self.journal = journal
        self.rewind(0)
        self.quiet, self.passes = quiet, passes
        return turn

    def finish_turn(self, turn: Turn, captured: bool) -> None:
        """Called by a committed TurnBuilder: record the journal and hand over the move."""
        self.stack.append((turn, self.journal, self.quiet, self.passes))
        self.journal = []
        self.quiet = 0 if captured else self.quiet + 1
        self.passes = self.passes + 1 if turn.is_pass else 0
        self.to_move ^= 1
        self.hash ^= self._zside
        self._count_seen(1)

    def _count_seen(self, delta: int) -> None:
        count = self.seen.get(self.hash, 0) + delta
        if count:
            self.seen[self.hash] = count
        else:  # taken back: no trace, so play-and-pop leaves `seen` exactly as it was
            del self.seen[self.hash]

    def copy(self) -> Game:
        """An independent game with the same start, rules and turns."""
        g = Game(self.start, self.rules)
        for turn in self.turns:
            g.push(turn)
        return g

    def __repr__(self) -> str:
        return f"Game({self.fen()!r}, {self.rules!r})"
