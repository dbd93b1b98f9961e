"""The pieces on a board as mutable tables, with a journal of edits for cheap undo.

`Tables` is what both a `Game` (the committed position) and a `TurnBuilder`
(a private copy, where a turn is worked out) stand on. It knows the pieces,
who watches each cell, the catches and the supply, and it keeps a journal of
small edits so any run of edits can be taken back with `rewind`. It knows
nothing of turns, history or the end of the game.

Each cell holds a piece: `EMPTY`, `CAT`, or `herder(p)` for a herder of player
p; `owner(piece)` and `is_herder(piece)` read a piece back (the `game.catherders`
package exports all five).
"""

from __future__ import annotations

from functools import cache

from .board import Board
from .position import BLUE, RED, Position
from .setups import splitmix64

EMPTY, CAT = 0, 3  # a herder of player p is stored as p + 1: herder(p), owner(piece)


def herder(player: int) -> int:
    """The piece of a herder of `player` (BLUE or RED)."""
    return player + 1


def is_herder(piece: int) -> bool:
    """True for a herder of either player; False for EMPTY and CAT."""
    return EMPTY < piece < CAT


def owner(piece: int) -> int | None:
    """Whose herder `piece` is (BLUE or RED); None for EMPTY and CAT."""
    return piece - 1 if EMPTY < piece < CAT else None


# Journal entries: (SET_CELL, cell, old piece), (CAPTURE, player, 0), (SUPPLY, player, delta)
SET_CELL, CAPTURE, SUPPLY = 0, 1, 2


@cache
def _board_tables(board: Board):
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
    stream = splitmix64(0xC47)
    pieces = [[0] * board.size] + [[next(stream) for _ in range(board.size)] for _ in range(3)]
    captures = [[next(stream) for _ in range(32)] for _ in range(2)]
    return park_neighbours, tuple(park_rays), pieces, captures, next(stream)


@cache
def _move_pairs(board: Board, designer: bool) -> tuple:
    """Each herder line from each cell as (one step, two steps or -1)."""
    _, park_rays, _, _, _ = _board_tables(board)
    rays = board.rays if designer else park_rays
    return tuple(tuple((r[0], r[1] if len(r) > 1 else -1) for r in cell_rays) for cell_rays in rays)


class Tables:
    """Pieces, watchers, catches and supply of one position, edited through a journal."""

    def __init__(self, start: Position, designer: bool = True):
        board = self.board = start.board
        self.designer = designer
        (self.park_neighbours, _, self.zpiece, self.zcapt, self.zside) = _board_tables(board)
        self.move_pairs = _move_pairs(board, designer)
        n = board.size
        self.cells = [EMPTY] * n
        self.watch = [[0] * n, [0] * n]  # herders of each player adjacent to a cell
        self.crowd = [0] * n  # herders of either colour adjacent to a cell
        self.herders: list[set[int]] = [set(), set()]
        self.cats: set[int] = set()
        self.captures = list(start.captures)
        self.supply = list(start.supply)
        self.to_move = start.to_move
        self.hash = self.zcapt[0][self.captures[0]] ^ self.zcapt[1][self.captures[1]]
        if self.to_move == RED:
            self.hash ^= self.zside
        self.journal: list[tuple[int, int, int]] = []
        for p in (BLUE, RED):
            for c in start.herders[p]:
                self.set_cell(c, p + 1)
        for c in start.cats:
            self.set_cell(c, CAT)
        self.journal.clear()

    def copy_tables(self) -> Tables:
        """An independent copy of the pieces and counts, with an empty journal."""
        t = Tables.__new__(Tables)
        t.board, t.designer = self.board, self.designer
        t.park_neighbours, t.zpiece, t.zcapt, t.zside = (
            self.park_neighbours, self.zpiece, self.zcapt, self.zside)
        t.move_pairs = self.move_pairs
        t.cells = self.cells[:]
        t.watch = [self.watch[0][:], self.watch[1][:]]
        t.crowd = self.crowd[:]
        t.herders = [set(self.herders[0]), set(self.herders[1])]
        t.cats = set(self.cats)
        t.captures = self.captures[:]
        t.supply = self.supply[:]
        t.to_move = self.to_move
        t.hash = self.hash
        t.journal = []
        return t

    # ---- edits (journaled) ------------------------------------------------

    def set_cell(self, cell: int, piece: int) -> None:
        """Put `piece` (EMPTY, herder p+1, CAT) on `cell`, keeping every table in step."""
        old = self.cells[cell]
        if old == piece:
            return
        self.journal.append((SET_CELL, cell, old))
        self._put(cell, old, piece)

    def _put(self, cell: int, old: int, piece: int) -> None:
        self.cells[cell] = piece
        zp = self.zpiece
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
        zc = self.zcapt[player]
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
                zc = self.zcapt[a]
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
        for h in sorted(self.herders[p]):  # sorted: the order never depends on the history
            for a, b in self.move_pairs[h]:
                if not cells[a]:
                    add((h, a))
                    if b >= 0 and not cells[b]:
                        add((h, b))
        return actions

    def position(self) -> Position:
        """These tables as an immutable position value (str() gives its text)."""
        herders = (tuple(sorted(self.herders[BLUE])), tuple(sorted(self.herders[RED])))
        return Position(self.board, self.to_move, herders, tuple(sorted(self.cats)),
                        (self.captures[0], self.captures[1]), (self.supply[0], self.supply[1]))
