"""Game-tree search for the computer opponent: alpha-beta with iterative deepening.

    s = Search(game, evaluator, rng, max_nodes=5000, deadline=None)
    move, score, depth = s.run(max_depth=6)

Negamax alpha-beta with principal-variation search, a transposition table
keyed by the game's incremental hash, killer and history move ordering, and
a quiescence search that follows captures only (so a leaf where the side to
move can catch a cat is not judged by its static score). The game is played
forward with MoveGen.play and taken back with Game.pop, so it is exactly as
it was when run() returns or raises.

Budgets: a node budget (every call of the search counts one node) and an
optional deadline on time.perf_counter(); the search stops at whichever
comes first, and the last fully searched depth decides (or the current
depth's best move, when its first move was searched through). Without a
deadline the search is deterministic.
"""

from __future__ import annotations

import time

from .evaluate import WIN
from .movegen import ACTION, GAIN, KEY, MoveGen

INF = 10 * WIN
EXACT, LOWER, UPPER = 0, 1, 2


class OutOfBudget(Exception):
    """Raised inside the search when the node budget or the time is spent."""


class Search:
    """One search from the game's current position (build a new one per turn)."""

    MOVE_CACHE = 20000  # positions whose move lists are kept for the next iteration
    ROOT_CAP = 400  # most positions listed for one action at the root
    INNER_CAP = 40  # and inside the tree

    def __init__(self, game, evaluator, rng, max_nodes: int | None = None,
                 deadline: float | None = None, qdepth: int = 2):
        self.game = game
        self.gen = MoveGen(game)
        self.gen.cap = self.INNER_CAP
        self.evaluate = evaluator
        evaluator.gen = self.gen
        self.rng = rng
        self.max_nodes = max_nodes if max_nodes is not None else 1 << 60
        self.deadline = deadline
        self.qdepth = qdepth
        self.nodes = 0
        self.tt: dict[int, tuple] = {}
        self.killers: dict[int, list] = {}
        self.history: dict[tuple, int] = {}
        self.depth_done = 0
        self.move_cache: dict[int, list] = {}  # the moves of inner nodes, again at each depth

    # ---- budget -------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfBudget
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfBudget

    # ---- root -----------------------------------------------------------------

    def root_moves(self) -> list[tuple]:
        """The moves of the side to move, one per resulting position.

        Every move, unless one action alone leads to more than ROOT_CAP positions (many cats
        fleeing with many choices): then ROOT_CAP of them. Inside the tree INNER_CAP.
        """
        self.gen.cap = self.ROOT_CAP
        try:
            return self.gen.moves()
        finally:
            self.gen.cap = self.INNER_CAP

    def run(self, max_depth: int = 64, moves: list[tuple] | None = None):
        """Search deeper and deeper; return (best move, its score, depth completed)."""
        g = self.game
        moves = list(moves if moves is not None else self.root_moves())
        rng = self.rng
        # A random order first, so equal moves are chosen at random (reproducibly from rng).
        rng.shuffle(moves)
        moves.sort(key=lambda m: -m[GAIN])
        best_move, best_score = moves[0], -INF
        if len(moves) == 1:
            return best_move, 0, 0
        scores: dict[tuple, int] = {}
        for depth in range(1, max_depth + 1):
            alpha = -INF
            iter_best, iter_score = None, -INF
            try:
                for i, m in enumerate(moves):
                    self.gen.play(m)
                    try:
                        if i == 0:
                            v = -self.negamax(depth - 1, -INF, -alpha, 1)
                        else:
                            v = -self.negamax(depth - 1, -alpha - 1, -alpha, 1)
                            if v > alpha:
                                v = -self.negamax(depth - 1, -INF, -alpha, 1)
                    finally:
                        g.pop()
                    scores[m[KEY]] = v
                    if v > iter_score:
                        iter_best, iter_score = m, v
                    if v > alpha:
                        alpha = v
            except OutOfBudget:
                # The moves searched at this depth (the previous best first) are compared
                # at this depth: the best of them is the better guess.
                if iter_best is not None:
                    best_move, best_score = iter_best, iter_score
                break
            best_move, best_score = iter_best, iter_score
            self.depth_done = depth
            if abs(best_score) >= WIN - 1000:
                break  # a forced win or loss found: deeper search changes nothing
            # Best first next time; the others by their score at this depth (stable).
            moves.sort(key=lambda m: -scores.get(m[KEY], -INF))
            moves.remove(best_move)
            moves.insert(0, best_move)
        return best_move, best_score, self.depth_done

    # ---- inner nodes ------------------------------------------------------------

    def _terminal(self, ply: int) -> int | None:
        outcome = self.game.outcome()
        if outcome is None:
            return None
        if outcome.winner is None:
            return 0
        return WIN - ply if outcome.winner == self.game.to_move else ply - WIN

    def negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        end = self._terminal(ply)
        if end is not None:
            return end
        if depth <= 0:
            return self.qsearch(alpha, beta, ply, self.qdepth)
        g = self.game
        key = g.hash
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_score, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_score
                if e_flag == LOWER and e_score >= beta:
                    return e_score
                if e_flag == UPPER and e_score <= alpha:
                    return e_score
        moves = self.move_cache.get(key)
        if moves is None:
            moves = self.gen.moves()
            if len(self.move_cache) < self.MOVE_CACHE:
                self.move_cache[key] = moves
        history, killers = self.history, self.killers.get(ply, ())

        def order(m):
            k = m[KEY]
            if k == tt_move:
                return -1 << 40
            score = -(m[GAIN] << 30)
            if m[ACTION] in killers:
                score -= 1 << 20
            return score - history.get(m[ACTION], 0)

        moves.sort(key=order)
        alpha0 = alpha
        best, best_key = -INF, None
        play, pop = self.gen.play, g.pop
        for i, m in enumerate(moves):
            play(m)
            try:
                if i == 0:
                    v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                else:
                    v = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < v < beta:
                        v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                pop()
            if v > best:
                best, best_key = v, m[KEY]
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        if not m[GAIN]:
                            action = m[ACTION]
                            history[action] = history.get(action, 0) + depth * depth
                            ks = self.killers.setdefault(ply, [])
                            if action not in ks:
                                ks.insert(0, action)
                                del ks[2:]
                        break
        flag = EXACT if alpha0 < best < beta else (LOWER if best >= beta else UPPER)
        self.tt[key] = (depth, best, flag, best_key)
        return best

    def qsearch(self, alpha: int, beta: int, ply: int, qdepth: int) -> int:
        """Static score, or better if the side to move can catch cats (captures only)."""
        stand = self.evaluate()
        if stand >= beta or qdepth <= 0:
            return stand
        captures = self.gen.moves(captures_only=True)
        if not captures:
            return stand
        if stand > alpha:
            alpha = stand
        best = stand
        captures.sort(key=lambda m: -m[GAIN])
        g = self.game
        for m in captures:
            self.gen.play(m)
            try:
                self._tick()
                end = self._terminal(ply + 1)
                v = -end if end is not None else -self.qsearch(-beta, -alpha, ply + 1, qdepth - 1)
            finally:
                g.pop()
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        return best
