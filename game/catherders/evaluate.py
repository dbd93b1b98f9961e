"""Position evaluation for the computer opponent.

`Evaluator(game)()` scores the position for the side to move, in points
(a caught cat is worth CAT_VALUE). It reads the game's incremental tables
(game.watch, game.crowd, game.cells, game.cats) and changes nothing.

What it counts, for each player, cat by cat:

  - caught cats (dominant);
  - herders touching the cat: one is the start of a catch, and a cat
    already touching enough of a player's herders is caught by that player's
    next turn unless the other side scares it away first;
  - how boxed-in the cat is: a cat with few empty Park cells around it, or
    whose least-watched cells are next to the player's herders, cannot get
    away when scared;
  - herders within reach of the cat (two cells: one move lands next to it);

plus a small term for herders in supply (they can be placed on any Wall
cell). The weights were tuned by playing the levels against each other in
the arena (bench/arena.py).
"""

from __future__ import annotations

from functools import cache

from game.catherders import EMPTY, Game
from game.catherders.board import Board

from .movegen import GAIN

CAT_VALUE = 1000
WIN = 1_000_000


@cache
def _balls(board: Board) -> tuple[tuple[int, ...], ...]:
    """For each cell, the cells at distance 1 or 2 (not the cell itself)."""
    out = []
    for c in range(board.size):
        ring1 = set(board.neighbours[c])
        ring2 = {x for n in ring1 for x in board.neighbours[n]}
        out.append(tuple(sorted((ring1 | ring2) - {c})))
    return tuple(out)


class Evaluator:
    """Static evaluation of `game`'s current position for the side to move."""

    # Weights (points; a cat is CAT_VALUE).
    TOUCH = (0, 40, 120, 200, 260, 300, 330, 350, 360)  # by herders touching a cat, below `need`
    READY_MOVER = 700      # a cat touching `need` herders of the side to move: caught next turn
    READY_OTHER = 250      # the same for the other side: the side to move must scare it away
    BOXED = 12             # per touching herder, per blocked Park neighbour of the cat
    DEADLY = 60            # per least-watched escape cell next to need-1 of a player's herders
    REACH = 6              # per herder within two cells of a cat
    SUPPLY = 3             # per herder in supply
    TEMPO = 20             # for being the side to move
    THREAT = 0             # per cat the other side could catch if it were to move (0: not looked at)

    def __init__(self, game: Game):
        self.game = game
        self.park = game.park_neighbours
        self.balls = _balls(game.board)
        self.need = game.rules.capture_count
        self.gen = None  # a MoveGen of the game, for THREAT

    def __call__(self) -> int:
        g = self.game
        me = g.to_move
        you = 1 - me
        cells, crowd = g.cells, g.crowd
        w_me, w_you = g.watch[me], g.watch[you]
        need = self.need
        touch = self.TOUCH
        park = self.park
        score = CAT_VALUE * (g.captures[me] - g.captures[you]) + self.TEMPO
        score += self.SUPPLY * (g.supply[me] - g.supply[you])
        boxed_w, deadly_w = self.BOXED, self.DEADLY
        reach = set()
        balls = self.balls
        for x in g.cats:
            reach.update(balls[x])
            a, b = w_me[x], w_you[x]
            if a >= need:
                score += self.READY_MOVER
            elif a:
                score += touch[a]
            if b >= need:
                score -= self.READY_OTHER
            elif b:
                score -= touch[b]
            if not (a or b):
                continue
            # Escape cells: empty Park neighbours, the least watched of them.
            best, blocked, esc = 99, 0, []
            for n in park[x]:
                if cells[n] == EMPTY:
                    w = crowd[n]
                    if w < best:
                        best, esc = w, [n]
                    elif w == best:
                        esc.append(n)
                else:
                    blocked += 1
            blocked += 6 - len(park[x])
            score += boxed_w * blocked * (a - b)
            if esc:
                for n in esc:
                    if w_me[n] >= need - 1:
                        score += deadly_w
                    if w_you[n] >= need - 1:
                        score -= deadly_w
        if self.THREAT and self.gen is not None:
            g.to_move = you
            try:
                threats = self.gen.moves(captures_only=True)
            finally:
                g.to_move = me
            if threats:
                score -= self.THREAT * max(m[GAIN] for m in threats)
        herders = g.herders
        score += self.REACH * (len(reach.intersection(herders[me]))
                               - len(reach.intersection(herders[you])))
        return score
