"""The puzzle solver: which turns answer a puzzle of each kind, found with the engine alone.

`solve(game, kind)` plays every legal turn (one per resulting position) with
`Game.legal_turns()`, `push` and `pop`, and for forced and defend puzzles the
opponent's replies, and returns the answers with the difficulty measures. The kinds
and the difficulty scale are explained in game/catherders/puzzles.py, which proves, judges,
makes and reads puzzles with it.

Standard library only, and only the engine's public API.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .errors import IllegalTurnError, NotationError
from .state import Game

__all__ = ["CHECK_BUDGET", "DEPTH", "KINDS", "OverBudget", "Solution", "difficulty", "solve"]

KINDS = ("catch", "forced", "defend")
DEPTH = {"catch": 1, "forced": 2, "defend": 1}
# The most nodes the solver may use to check a puzzle made by a person (game.catherders.puzzles.make_puzzle):
# a node is a step of the engine's work (a turn begun, a choice made in it, a step of the designer
# rules' look-ahead; see Walker). Counted, never timed, so every machine gives the same answer.
# The hardest shipped puzzle takes 43,456 (tests/catherders/test_puzzles.py keeps them all under the budget);
# at worst the budget takes about half a second in CPython.
CHECK_BUDGET = 60_000


class OverBudget(Exception):
    """solve() needed more nodes than its budget: the position is too hard to check."""


@dataclass(frozen=True)
class Solution:
    """solve()'s answer: the answers (turn texts), their positions and the difficulty measures.

    `why_not` is None when the position makes a puzzle of the kind, otherwise why not.
    """

    kind: str
    solutions: tuple[str, ...]
    keys: frozenset
    depth: int
    plausible_wrong: int
    level: int
    why_not: str | None
    turns_played: int
    nodes: int = 0  # the turns played and looked at: what make_puzzle's budget counts


def difficulty(depth: int, plausible_wrong: int) -> int:
    """The level (1-3) from the depth and the number of plausible wrong actions (module docstring)."""
    score = 8 * (depth - 1) + plausible_wrong
    return 1 if score <= 15 else 2 if score <= 23 else 3


# ---- the engine's turns, one per resulting position ----------------------------------


class Walker:
    """Plays turns with the engine and counts them; caches which positions allow a catch.

    `played` counts the turns played; `nodes` counts the engine's steps of work (TurnBuilder's
    meter: each turn begun, each choice made, each step of the designer rules' look-ahead,
    while listing turns and while playing them, and each turn played): `budget` bounds them."""

    def __init__(self, game: Game, deadline: float | None = None, budget: int | None = None):
        self.game = game
        self.played = 0
        self.nodes = 0
        self.deadline = deadline
        self.budget = budget
        self.can_catch_cache: dict[str, str | None] = {}

    def add(self) -> None:
        """Count one node of a turn being played (Game.push's meter, which must not raise: the
        budget is checked once the turn is played, by tick)."""
        self.nodes += 1

    def count(self) -> None:
        """Count one node; OverBudget past the budget, TimeoutError past the deadline."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OverBudget(f"more than {self.budget:,} nodes")
        if self.deadline is not None and not self.nodes % 64 and time.perf_counter() > self.deadline:
            raise TimeoutError("out of time")

    def tick(self) -> None:
        """Count one turn played (a node too)."""
        self.played += 1
        self.count()

    def turns(self):
        """The legal turns of the game's position, lazily, each looked at counted as a node."""
        return self.game.legal_turns(self.count)

    def outcomes(self) -> list[tuple[str, int, str, tuple]]:
        """(turn text, cats caught, resulting position, action) for each legal turn."""
        g = self.game
        out = []
        for turn in list(self.turns()):
            g.push(turn, self.add)
            try:
                self.tick()
                out.append((str(turn), g.caught_by(len(g.stack) - 1), g.fen(), (turn.origin, turn.target)))
            finally:
                g.pop()
        return out

    def catching_turn(self) -> str | None:
        """A turn of the side to move that catches a cat, or None (cached by position)."""
        g = self.game
        fen = g.fen()
        if fen in self.can_catch_cache:
            return self.can_catch_cache[fen]
        turn = g.catching_turn(self.count)
        found = None if turn is None else str(turn)
        self.can_catch_cache[fen] = found
        return found

    def escape(self, killers: list[str]) -> str | None:
        """A reply of the side to move after which the other side cannot catch, or None.

        Tries the `killers` (replies that refuted other turns) first.
        """
        g = self.game
        tried = set()
        for text in killers:
            try:
                g.push(text, self.add)
            except (IllegalTurnError, NotationError):
                continue
            try:
                self.tick()
                tried.add(g.fen())
                if self.catching_turn() is None:
                    return text
            finally:
                g.pop()
        for turn in self.turns():  # lazily: the first escape ends the listing
            g.push(turn, self.add)
            try:
                self.tick()
                if g.fen() in tried:
                    continue
                if self.catching_turn() is None:
                    return str(turn)
            finally:
                g.pop()
        return None


def _flipped(game: Game) -> Game:
    """The same position with the other side to move (the opponent's threats)."""
    fields = game.fen().split(" ")
    fields[1] = "r" if fields[1] == "b" else "b"
    return Game(" ".join(fields), game.rules)


def _near_cat(game: Game, target: int | None) -> bool:
    return target is not None and any(c in game.cats for c in game.board.neighbours[target])


def solve(game: Game, kind: str, deadline: float | None = None, budget: int | None = None) -> Solution:
    """Work out the answers to a puzzle of `kind` at the game's position, with the engine alone.

    The game is left as it was. Raises ValueError for an unknown kind, TimeoutError when
    `deadline` (a time.perf_counter() value) passes and OverBudget when it would need more
    than `budget` nodes (Walker; the opponent's threats included).
    """
    if kind not in KINDS:
        raise ValueError(f"unknown puzzle kind {kind!r}: expected one of {', '.join(KINDS)}")
    w = Walker(game, deadline, budget)
    why_not = None
    if game.is_over():
        outcomes, answers = [], []
        why_not = "the game is over"
    else:
        outcomes = w.outcomes()
        most = max(o[1] for o in outcomes)
        if kind == "catch":
            answers = [o for o in outcomes if o[1] == most]
            if most < 1:
                why_not = "no turn catches a cat"
        elif most:
            answers = []
            why_not = "a cat can be caught at once"
        elif kind == "defend":
            threats = Walker(_flipped(game), deadline, None if budget is None else budget - w.nodes)
            threat = threats.catching_turn()
            w.played, w.nodes = w.played + threats.played, w.nodes + threats.nodes
            if threat is None:
                answers = []
                why_not = "the opponent threatens no catch"
            else:
                answers = []
                for o in outcomes:
                    game.push(o[0], w.add)
                    try:
                        if w.catching_turn() is None:
                            answers.append(o)
                    finally:
                        game.pop()
        else:  # forced
            answers, killers = [], []
            for o in outcomes:
                game.push(o[0], w.add)
                try:
                    refute = w.escape(killers)
                finally:
                    game.pop()
                if refute is None:
                    answers.append(o)
                    if len(answers) > 1:
                        break  # not unique: no need to look further
                elif refute not in killers:
                    killers.insert(0, refute)
                    del killers[4:]
    if why_not is None and len(answers) != 1:
        why_not = f"{len(answers)} turns do it, not exactly one" if answers else "no turn does it"
    keys = frozenset(o[2] for o in answers)
    plausible = len({o[3] for o in outcomes
                     if o[2] not in keys and (o[1] > 0 or _near_cat(game, o[3][1]))})
    depth = DEPTH[kind]
    return Solution(kind, tuple(o[0] for o in answers), keys, depth, plausible,
                    difficulty(depth, plausible), why_not, w.played, w.nodes)
