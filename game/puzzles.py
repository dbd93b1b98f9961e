"""Puzzles the engine has proved: one position, one goal, one answer.

A `Puzzle` is a position, the rules it is played under, a goal and its
solutions (turn texts). `prove()` works the solution set out again from
scratch with the engine alone (`Game.legal_turns()`, `push`, `pop`) and
checks it is the one the puzzle gives, so a rules change that breaks a
puzzle is caught. Turns count as one answer when they lead to the same
position (the cats' flights written in another order, say).

Kinds:

  catch   catch N cats this turn, N the most cats any turn catches (N >= 1);
          exactly one answer catches N.
  forced  catch a cat within two of your turns whatever the opponent does:
          no turn catches now, and exactly one answer is such that after every
          reply of the opponent some turn of yours catches.
  defend  the opponent threatens a catch (it could catch if it were its
          turn); exactly one answer leaves the opponent no catching turn.

Difficulty comes from two measurable things:

  depth           turns of the solver's own side it looks at: 1 for catch and
                  defend, 2 for forced;
  plausible_wrong wrong actions that look right: herder actions (origin and
                  target, whatever the cats then do) of a wrong turn that
                  lands next to a cat or catches at least one cat (but fewer,
                  or not the answer).

  score = 8 * (depth - 1) + plausible_wrong
  level = 1 if score <= 15, 2 if score <= 23, else 3

(In the middle of a game a dozen or more actions land next to some cat, so a
puzzle with few of them is an easy one; looking two turns ahead counts as
eight more.)

Standard library only, and only the engine's public API.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from .errors import IllegalTurnError, NotationError
from .position import COLOUR_NAMES, Position
from .rules import Rules
from .state import Game

__all__ = ["KINDS", "Proof", "Puzzle", "PuzzleError", "check_answer", "difficulty", "prove", "solve"]

KINDS = ("catch", "forced", "defend")
DEPTH = {"catch": 1, "forced": 2, "defend": 1}


class PuzzleError(ValueError):
    """A puzzle the engine does not prove: names the puzzle and what fails."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: kind, position text, rules, goal sentence, solutions (turn texts) and difficulty."""

    kind: str
    position: str
    ruleset: str = "designer"
    variants: str = "-"
    goal: str = ""
    solutions: tuple[str, ...] = ()
    level: int = 1
    depth: int = 1
    plausible_wrong: int = 0

    def rules(self) -> Rules:
        """The puzzle's rules (rule set and variants)."""
        return Rules.parse(self.ruleset, self.variants)

    def game(self) -> Game:
        """A fresh game at the puzzle's position, under its rules."""
        return Game(self.position, self.rules())

    def name(self) -> str:
        """A short label for messages: kind, rules and position."""
        rules = self.ruleset if self.variants in ("", "-") else f"{self.ruleset} {self.variants}"
        return f"{self.kind} puzzle ({rules}) {self.position!r}"

    def to_dict(self) -> dict:
        """The puzzle as plain JSON values."""
        d = asdict(self)
        d["solutions"] = list(self.solutions)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Puzzle:
        """Read a puzzle written by to_dict()."""
        d = dict(d)
        d["solutions"] = tuple(d.get("solutions", ()))
        return cls(**d)


@dataclass(frozen=True)
class Proof:
    """What prove() found: the re-derived solutions, the turns it played and how long it took."""

    puzzle: Puzzle
    solutions: tuple[str, ...]
    depth: int
    plausible_wrong: int
    level: int
    turns_played: int
    seconds: float


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


def difficulty(depth: int, plausible_wrong: int) -> int:
    """The level (1-3) from the depth and the number of plausible wrong actions (module docstring)."""
    score = 8 * (depth - 1) + plausible_wrong
    return 1 if score <= 15 else 2 if score <= 23 else 3


# ---- the engine's turns, one per resulting position ----------------------------------


class _Walker:
    """Plays turns with the engine and counts them; caches which positions allow a catch."""

    def __init__(self, game: Game, deadline: float | None = None):
        self.game = game
        self.played = 0
        self.deadline = deadline
        self.can_catch_cache: dict[str, str | None] = {}

    def tick(self) -> None:
        self.played += 1
        if self.deadline is not None and not self.played % 64 and time.perf_counter() > self.deadline:
            raise TimeoutError("out of time")

    def outcomes(self) -> list[tuple[str, int, str, tuple]]:
        """(turn text, cats caught, resulting position, action) for each legal turn."""
        g = self.game
        out = []
        for turn in list(g.legal_turns()):
            g.push(turn)
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
        found = None
        for turn in list(g.legal_turns()):
            g.push(turn)
            try:
                self.tick()
                if g.caught_by(len(g.stack) - 1):
                    found = str(turn)
            finally:
                g.pop()
            if found:
                break
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
                g.push(text)
            except (IllegalTurnError, NotationError):
                continue
            try:
                self.tick()
                tried.add(g.fen())
                if self.catching_turn() is None:
                    return text
            finally:
                g.pop()
        for turn in list(g.legal_turns()):
            g.push(turn)
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


def solve(game: Game, kind: str, deadline: float | None = None) -> Solution:
    """Work out the answers to a puzzle of `kind` at the game's position, with the engine alone.

    The game is left as it was. Raises ValueError for an unknown kind and TimeoutError
    when `deadline` (a time.perf_counter() value) passes.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown puzzle kind {kind!r}: expected one of {', '.join(KINDS)}")
    w = _Walker(game, deadline)
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
            if _Walker(_flipped(game), deadline).catching_turn() is None:
                answers = []
                why_not = "the opponent threatens no catch"
            else:
                answers = []
                for o in outcomes:
                    game.push(o[0])
                    try:
                        if w.catching_turn() is None:
                            answers.append(o)
                    finally:
                        game.pop()
        else:  # forced
            answers, killers = [], []
            for o in outcomes:
                game.push(o[0])
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
                    difficulty(depth, plausible), why_not, w.played)


# ---- proving and checking ---------------------------------------------------------------


def _game(puzzle: Puzzle) -> Game:
    try:
        return puzzle.game()
    except (NotationError, ValueError) as e:
        raise PuzzleError(f"{puzzle.name()}: cannot be set up: {e}") from None


def _result(game: Game, text: str) -> str:
    """The position after `text` (the game is left as it was)."""
    game.push(text)
    try:
        return game.fen()
    finally:
        game.pop()


def prove(puzzle: Puzzle) -> Proof:
    """Re-derive the puzzle's answers with the engine and check they are the puzzle's.

    Checks the kind's conditions, that exactly one answer (one resulting position)
    exists, that it is what `puzzle.solutions` lead to, and the depth, the plausible
    wrong actions and the level. Raises PuzzleError naming the puzzle and what fails.
    """
    start = time.perf_counter()
    if puzzle.kind not in KINDS:
        raise PuzzleError(f"{puzzle.name()}: unknown kind, expected one of {', '.join(KINDS)}")
    game = _game(puzzle)
    found = solve(game, puzzle.kind)
    if found.why_not:
        raise PuzzleError(f"{puzzle.name()}: not a puzzle: {found.why_not}")
    if not puzzle.solutions:
        raise PuzzleError(f"{puzzle.name()}: gives no solution")
    given = set()
    for text in puzzle.solutions:
        try:
            given.add(_result(game, text))
        except (IllegalTurnError, NotationError) as e:
            raise PuzzleError(f"{puzzle.name()}: solution {text!r} is not legal: {e}") from None
    if given != found.keys:
        raise PuzzleError(f"{puzzle.name()}: the solutions {list(puzzle.solutions)} are not the answer; "
                          f"the engine finds {list(found.solutions)}")
    for what, mine, theirs in (("depth", found.depth, puzzle.depth),
                               ("plausible_wrong", found.plausible_wrong, puzzle.plausible_wrong),
                               ("level", found.level, puzzle.level)):
        if mine != theirs:
            raise PuzzleError(f"{puzzle.name()}: {what} is {theirs}, the engine finds {mine}")
    return Proof(puzzle, found.solutions, found.depth, found.plausible_wrong, found.level,
                 found.turns_played, time.perf_counter() - start)


def check_answer(puzzle: Puzzle, turn_text: str) -> tuple[bool, str]:
    """Is `turn_text` an answer to the puzzle? Returns (ok, why) with `why` in words."""
    game = _game(puzzle)
    mover, other = COLOUR_NAMES[game.to_move], COLOUR_NAMES[1 - game.to_move]
    try:
        turn = game.push(turn_text)
    except (IllegalTurnError, NotationError) as e:
        return False, f"not a legal turn here: {e}"
    caught = game.caught_by(len(game.stack) - 1)
    after = game.fen()
    game.pop()
    wanted = set()
    for text in puzzle.solutions:
        try:
            wanted.add(_result(game, text))
        except (IllegalTurnError, NotationError):
            continue
    w = _Walker(game)
    if puzzle.kind == "catch":
        if after in wanted:
            return True, f"right: {turn} catches {_cats(caught)}"
        most = max(o[1] for o in w.outcomes())
        if caught == 0:
            return False, "no cat is caught"
        return False, f"it catches {_cats(caught)}, but {_cats(most)} can be caught this turn"
    game.push(turn)
    try:
        if puzzle.kind == "defend":
            threat = w.catching_turn()
            if after in wanted and threat is None:
                return True, f"right: after {turn} {other} can catch nothing"
            if threat is not None:
                return False, f"{other} then catches with {threat}"
            return False, "not the puzzle's answer"
        # forced
        if caught:
            return False, "no turn catches at once here"
        escape = w.escape([])
        if after in wanted and escape is None:
            return True, f"right: after {turn} every reply of {other} leaves {mover} a catch"
        if escape is not None:
            return False, f"{other} escapes: after {escape} no turn catches"
        return False, "not the puzzle's answer"
    finally:
        game.pop()


def _cats(n: int) -> str:
    return f"{n} cat" if n == 1 else f"{n} cats"


def position_of(puzzle: Puzzle) -> Position:
    """The puzzle's position as a value (NotationError if its text is malformed)."""
    return Position.parse(puzzle.position)
