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

Playing them: `judge()` says whether a person's turn is the answer, why in
plain words, and for a wrong one the opponent's refutation (`reply`, a turn to
play next) or the cats the answer would have caught (`missed`).
`make_puzzle()` turns a position (one set up in the editor) into a puzzle, or
says in words why it is none; `load_puzzles()` reads the shipped list
(assets/puzzles.json, written by tools/make_puzzles.py); game/catherders/daily.py picks
the puzzle of the day.

Standard library only, and only the engine's public API.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass

from game.text import shown

from .errors import IllegalTurnError, NotationError
from .position import COLOUR_NAMES, Position
from .puzzle_words import GOALS, NUMBERS, cats, goal, why_not_words
from .rules import Rules
from .solver import CHECK_BUDGET, KINDS, OverBudget, Walker, difficulty, solve
from .state import Game
from .turn import Turn

__all__ = ["GOALS", "KINDS", "Judgement", "Proof", "Puzzle", "PuzzleError", "difficulty",
           "goal", "judge", "load_puzzles", "make_puzzle", "prove", "solve"]



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
    nodes: int = 0  # the solver's steps of work, which make_puzzle's budget bounds


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
                 found.turns_played, time.perf_counter() - start, found.nodes)


@dataclass(frozen=True)
class Judgement:
    """judge()'s answer.

    ok      the turn is the puzzle's answer
    why     in plain words, for a beginner: what the turn did and, when wrong, what to look for
    reply   a wrong answer's refutation, a turn text to play right after it: the opponent's
            catching turn (defend) or its escape, after which no catch exists (forced);
            None for catch puzzles and right answers
    missed  a wrong answer to a catch puzzle: the cells, in the position after it, of the
            cats the answer would have caught that are still on the board; () otherwise
    """

    ok: bool
    why: str
    reply: str | None = None
    missed: tuple[int, ...] = ()


def judge(puzzle: Puzzle, turn_text: str) -> Judgement:
    """Judge a person's turn against the puzzle, with the engine: right or wrong, why in
    words, and for a wrong turn the opponent's refutation or the cats it missed."""
    game = _game(puzzle)
    them = COLOUR_NAMES[1 - game.to_move].capitalize()
    try:
        turn = game.push(turn_text)
    except (IllegalTurnError, NotationError) as e:
        return Judgement(False, f"That is not a legal turn here: {e}.")
    caught = game.caught_by(-1)
    after = game.fen()
    game.pop()
    wanted, answer = set(), None
    for text in puzzle.solutions:
        try:
            wanted.add(_result(game, text))
        except (IllegalTurnError, NotationError):
            continue
        answer = answer or game.parse_turn(text)
    right = after in wanted
    w = Walker(game)
    if puzzle.kind == "catch":
        if right:
            return Judgement(True, f"Right: {turn} catches {cats(caught)}.")
        if answer is None:
            return Judgement(False, "That is not the puzzle's answer.")
        lost = _track(game, answer)[0]
        most, where = len(lost), _track(game, turn)[1]
        missed = tuple(sorted(where[c] for c in lost if c in where))
        need = NUMBERS.get(game.rules.capture_count, str(game.rules.capture_count))
        if caught == 0:
            why = (f"That catches no cat. One turn catches {cats(most)} here: "
                   f"look at the cats with {need} of your herders near.")
        elif caught < most:
            why = (f"That catches {cats(caught)}, but one turn catches {cats(most)} here: "
                   "look for the turn that leaves more cats beside your herders.")
        else:
            why = "That is not the puzzle's answer."
        return Judgement(False, why, None, missed)
    game.push(turn)
    try:
        if puzzle.kind == "defend":
            threat = w.catching_turn()
            if threat is None:
                if right:
                    return Judgement(True, f"Right: after {turn}, {them} can catch nothing.")
                return Judgement(False, "That is not the puzzle's answer.")
            game.push(threat)
            n = game.caught_by(-1)
            game.pop()
            return Judgement(False, f"{them} answers {threat}: that catches {cats(n)}, so your turn "
                             f"left a catch open. One turn here stops every catch: look at each cat "
                             f"{them}'s herders are closing in on.", threat)
        if caught:  # forced: no turn catches at once in a forced puzzle
            return Judgement(False, "That catches at once, but no turn catches at once here.")
        escape = w.escape([])
        if escape is None:
            if right:
                return Judgement(True, f"Right: after {turn}, every answer of {them} leaves you a catch.")
            return Judgement(False, "That is not the puzzle's answer.")
        return Judgement(False, f"{them} answers {escape}: after that no turn of yours catches a cat. "
                         f"One turn here sets a trap that every answer of {them} walks into.", escape)
    finally:
        game.pop()


def _track(game: Game, turn: Turn) -> tuple[list[int], dict[int, int]]:
    """Play `turn` step by step on a builder (the game is left as it is) and follow each cat,
    named by its cell before the turn, through its flights: (the cats caught, {cat: its cell
    after the turn} for the others)."""
    builder = game.begin(turn.origin, turn.target)
    where = {c: c for c in game.cats}
    lost: list[int] = []
    steps = turn.steps
    try:
        for i in range(len(steps) + 1):
            if i:
                step = steps[i - 1]
                builder.play_step(step, steps[i:])
                if isinstance(step, tuple):
                    where[next(k for k, v in where.items() if v == step[0])] = step[-1]
            if i == len(steps):
                builder.check_complete()
            for cell in builder.caught[len(lost):]:
                cat = next(k for k, v in where.items() if v == cell)
                lost.append(cat)
                del where[cat]
    finally:
        builder.cancel()
    return lost, where


# ---- making and reading puzzles ---------------------------------------------------------

def make_puzzle(position_text: str, ruleset: str = "designer", variants: str = "-",
                kind: str = "catch", seconds: float | None = None, budget: int = CHECK_BUDGET) -> Puzzle:
    """The puzzle of `kind` at a position (one set up in the editor, say), solved by the engine:
    its answer, depth, plausible wrong actions, level and goal sentence.

    Raises PuzzleError in words when the position is not a puzzle of that kind, quoting the
    text when it cannot be read, when solving takes more than `seconds` (if given), and when
    it would play more than `budget` turns (the position is too hard to check).
    """
    if kind not in KINDS:
        raise PuzzleError(f"unknown puzzle kind {shown(kind)}: expected one of {', '.join(KINDS)}")
    try:
        rules = Rules.parse(ruleset, variants)
    except (NotationError, ValueError) as e:
        raise PuzzleError(f"cannot read the rules {shown(ruleset)} {shown(variants)}: {e}") from None
    try:
        position = Position.parse(position_text)
        game = Game(position, rules)
    except (NotationError, ValueError) as e:
        raise PuzzleError(f"cannot read the position {shown(position_text)}: {e}") from None
    deadline = None if seconds is None else time.perf_counter() + seconds
    try:
        found = solve(game, kind, deadline, budget)
    except TimeoutError:
        raise PuzzleError(f"the engine could not work this position out in {seconds:g} seconds") from None
    except OverBudget:
        raise PuzzleError(f"This position is too hard to check: working out a {kind} puzzle here "
                          f"takes the engine more than {budget:,} steps") from None
    if found.why_not:
        words = why_not_words(kind, found.why_not, game)
        raise PuzzleError(f"This position is not a {kind} puzzle: {words}")
    game.push(found.solutions[0])
    caught = game.caught_by(-1)
    return Puzzle(kind, str(position), rules.ruleset, rules.variants, goal(kind, caught),
                  found.solutions, found.level, found.depth, found.plausible_wrong)


_FIELDS = {"kind": str, "position": str, "ruleset": str, "variants": str, "goal": str,
           "solutions": list, "level": int, "depth": int, "plausible_wrong": int}


def load_puzzles(text: str) -> list[Puzzle]:
    """Read a puzzle list (assets/puzzles.json: a JSON list of Puzzle.to_dict() objects).

    Checks the form of every entry, its rules and its position (not its answer: prove() does
    that); PuzzleError names the entry (its index from 0) and what is wrong.
    """
    try:
        data = json.loads(text)
    except ValueError as e:
        raise PuzzleError(f"the puzzle list is not JSON: {e}") from None
    if not isinstance(data, list):
        raise PuzzleError(f"the puzzle list must be a JSON list, not {type(data).__name__}")
    return [_entry(i, d) for i, d in enumerate(data)]


def _entry(i: int, d) -> Puzzle:
    def bad(what: str):
        raise PuzzleError(f"puzzle list entry {i}: {what}")

    if not isinstance(d, dict):
        bad(f"expected an object, not {type(d).__name__}")
    for key in d:
        if key not in _FIELDS:
            bad(f"unknown field {key!r}")
    for key, kind in _FIELDS.items():
        if key not in d:
            bad(f"missing field {key!r}")
        if not isinstance(d[key], kind) or isinstance(d[key], bool):
            bad(f"field {key!r} must be {'a whole number' if kind is int else 'a ' + kind.__name__}, "
                f"not {d[key]!r}")
    if d["kind"] not in KINDS:
        bad(f"unknown kind {d['kind']!r}: expected one of {', '.join(KINDS)}")
    if not d["solutions"] or not all(isinstance(t, str) and t.strip() for t in d["solutions"]):
        bad(f"field 'solutions' must be a list of turn texts, not {d['solutions']!r}")
    if d["level"] not in (1, 2, 3) or d["depth"] < 1 or d["plausible_wrong"] < 0:
        bad("level must be 1 to 3, depth 1 or more, plausible_wrong 0 or more")
    try:
        Rules.parse(d["ruleset"], d["variants"])
        Position.parse(d["position"])
    except NotationError as e:
        bad(str(e))
    return Puzzle.from_dict(d)
