"""The shipped puzzles (web/puzzles.json) are proved by the engine, every one, on every run.

A rules change that breaks a puzzle (a second answer, a different answer, no answer, another
difficulty) makes game.puzzles.prove raise PuzzleError here, and the build fails.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.puzzles import KINDS, Puzzle, PuzzleError, check_answer, prove

SHIPPED = Path(__file__).resolve().parent.parent / "web" / "puzzles.json"
PUZZLES = [Puzzle.from_dict(d) for d in json.loads(SHIPPED.read_text())]


def label(p: Puzzle) -> str:
    return f"{p.kind}-{p.level}-{p.variants}"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[f"{i}-{label(p)}" for i, p in enumerate(PUZZLES)])
def test_shipped_puzzle_is_proved(puzzle):
    proof = prove(puzzle)
    assert len(proof.solutions) == 1
    assert proof.depth == (2 if puzzle.kind == "forced" else 1)
    assert puzzle.goal


def test_enough_puzzles_of_every_kind_and_level():
    assert len(PUZZLES) >= 60
    assert {p.level for p in PUZZLES} == {1, 2, 3}
    assert {p.kind for p in PUZZLES} == set(KINDS)
    assert len({(p.kind, p.position, p.ruleset, p.variants) for p in PUZZLES}) == len(PUZZLES)


def one_per_group() -> list[Puzzle]:
    """The first shipped puzzle of each kind and level (check_answer replays the search)."""
    seen, out = set(), []
    for p in PUZZLES:
        if (p.kind, p.level) not in seen:
            seen.add((p.kind, p.level))
            out.append(p)
    return out


@pytest.mark.parametrize("puzzle", one_per_group(), ids=label)
def test_check_answer_accepts_the_solution_and_rejects_a_wrong_turn(puzzle):
    for text in puzzle.solutions:
        ok, why = check_answer(puzzle, text)
        assert ok, why
        assert why.startswith("right")
    g = puzzle.game()
    g.push(puzzle.solutions[0])
    answer = g.fen()
    g.pop()
    wrong = None
    for turn in g.legal_turns():
        g.push(turn)
        different = g.fen() != answer
        g.pop()
        if different:
            wrong = str(turn)
            break
    ok, why = check_answer(puzzle, wrong)
    assert not ok
    expected = {"catch": ("no cat is caught", "can be caught this turn"),
                "defend": ("then catches with",),
                "forced": ("escapes: after",)}[puzzle.kind]
    assert any(e in why for e in expected), why


def test_check_answer_refuses_an_illegal_turn():
    ok, why = check_answer(PUZZLES[0], "a1-a1")
    assert not ok
    assert why.startswith("not a legal turn")


def test_a_puzzle_with_many_answers_is_refused():
    # e6 already sits between two blue herders, so every blue turn catches it: not unique.
    p = Puzzle("catch", "hex6 b b:e7,f6,j10 r:g7 c:e6,g10,j6 0-0 12-14", goal="Catch a cat.",
               solutions=("a1",))
    with pytest.raises(PuzzleError, match=r"catch puzzle .*turns do it, not exactly one"):
        prove(p)


def test_a_wrong_solution_is_refused():
    p = next(p for p in PUZZLES if p.kind == "catch")
    g = p.game()
    g.push(p.solutions[0])
    answer = g.fen()
    g.pop()
    for turn in g.legal_turns():
        g.push(turn)
        other = g.fen()
        g.pop()
        if other != answer:
            break
    with pytest.raises(PuzzleError, match="are not the answer"):
        prove(replace(p, solutions=(str(turn),)))


def test_a_wrong_level_is_refused():
    p = PUZZLES[0]
    with pytest.raises(PuzzleError, match="level"):
        prove(replace(p, level=p.level % 3 + 1))
