"""The shipped puzzles (assets/puzzles.json) are proved by the engine, every one, on every run.

A rules change that breaks a puzzle (a second answer, a different answer, no answer, another
difficulty) makes game.catherders.puzzles.prove raise PuzzleError here, and the build fails. Also: the
judgement of a person's turn (judge: why in words, the opponent's refutation, the cats a
catch missed), puzzles made from a position (make_puzzle), reading the list (load_puzzles)
and the puzzle of the day (daily_index).
"""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import Game
from game.catherders.daily import daily_index
from game.catherders.puzzles import (
    KINDS,
    Puzzle,
    PuzzleError,
    goal,
    judge,
    load_puzzles,
    make_puzzle,
    prove,
)
from game.catherders.solver import CHECK_BUDGET, solve
from game.catherders.state import CAT

SHIPPED = Path(__file__).resolve().parents[2] / "assets" / "puzzles.json"
PUZZLES = load_puzzles(SHIPPED.read_text())


def label(p: Puzzle) -> str:
    return f"{p.kind}-{p.level}-{p.variants}"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[f"{i}-{label(p)}" for i, p in enumerate(PUZZLES)])
def test_shipped_puzzle_is_proved(puzzle):
    """Proved, and within the budget of a puzzle made by a person (make_puzzle's), so that it
    can be shared as a made puzzle too."""
    proof = prove(puzzle)
    assert proof.nodes <= CHECK_BUDGET
    assert len(proof.solutions) == 1
    assert proof.depth == (2 if puzzle.kind == "forced" else 1)
    assert puzzle.goal


def test_enough_puzzles_of_every_kind_and_level():
    assert len(PUZZLES) >= 60
    assert {p.level for p in PUZZLES} == {1, 2, 3}
    assert {p.kind for p in PUZZLES} == set(KINDS)
    assert len({(p.kind, p.position, p.ruleset, p.variants) for p in PUZZLES}) == len(PUZZLES)


def one_per_group() -> list[Puzzle]:
    """The first shipped puzzle of each kind and level (judge replays the search)."""
    seen, out = set(), []
    for p in PUZZLES:
        if (p.kind, p.level) not in seen:
            seen.add((p.kind, p.level))
            out.append(p)
    return out


@pytest.mark.parametrize("puzzle", one_per_group(), ids=label)
def test_judge_accepts_the_solution_and_rejects_a_wrong_turn(puzzle):
    for text in puzzle.solutions:
        j = judge(puzzle, text)
        assert j.ok, j.why
        assert j.why.startswith("Right")
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
    j = judge(puzzle, wrong)
    assert not j.ok
    expected = {"catch": r"That catches (no cat|a cat|\d cats)[.,] .*[Oo]ne turn catches",
                "defend": r"(Blue|Red) answers .*: that catches .*left a catch open",
                "forced": r"(Blue|Red) answers .*: after that no turn of yours catches a cat"}[puzzle.kind]
    assert re.match(expected, j.why), j.why


def test_judge_refuses_an_illegal_or_malformed_turn():
    for text in ("a1-a1", "nonsense"):
        j = judge(PUZZLES[0], text)
        assert not j.ok and j.reply is None and j.missed == ()
        assert j.why.startswith("That is not a legal turn here: ")


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



# ---- judging a person's turn ------------------------------------------------------------


def first(kind: str, variants: str = "-") -> Puzzle:
    return next(p for p in PUZZLES if p.kind == kind and p.variants == variants)


def wrong_turns(puzzle: Puzzle):
    """The legal turns that do not lead where the answer leads (texts, in the engine's order)."""
    g = puzzle.game()
    answer = after(g, puzzle.solutions[0])
    for turn in list(g.legal_turns()):
        if after(g, str(turn)) != answer:
            yield str(turn)


def after(game: Game, text: str) -> str:
    game.push(text)
    try:
        return game.fen()
    finally:
        game.pop()


def followed(game: Game, text: str) -> dict[int, int]:
    """Designer's rules (the catches come after every flight): {a cat's cell before the
    turn: its cell after it} for the cats `text` leaves on the board."""
    moved = {path[0]: path[-1] for path in game.parse_turn(text).flights}
    before = list(game.cats)
    game.push(text)
    try:
        return {c: moved.get(c, c) for c in before if moved.get(c, c) in game.cats}
    finally:
        game.pop()


def test_judge_a_catch_puzzle_right_and_wrong():
    """Right: ok, no reply, nothing missed. Wrong: the why in full sentences, no reply."""
    p = first("catch")
    j = judge(p, p.solutions[0])
    assert j.ok and j.reply is None and j.missed == () and j.why.startswith("Right: ")
    j = judge(p, next(wrong_turns(p)))
    assert not j.ok and j.reply is None and j.missed
    assert re.fullmatch(r"That catches .*\. One turn catches .* here: .*\.", j.why), j.why


@pytest.mark.parametrize("variants", ["-", "double-step", "escort"])
def test_the_cats_a_wrong_catch_missed_are_followed_through_its_flights(variants):
    """For every wrong turn: `missed` is where the cats the answer catches stand after the wrong
    turn (followed through its flights), those still on the board, and each holds a cat."""
    p = first("catch", variants)
    g = p.game()
    kept = followed(g, p.solutions[0])
    caught = [c for c in g.cats if c not in kept]
    assert caught
    fled = 0
    for text in wrong_turns(p):
        j = judge(p, text)
        where = followed(g, text)
        assert not j.ok and j.missed == tuple(sorted(where[c] for c in caught if c in where)), text
        g.push(text)
        assert all(g.cells[c] == CAT for c in j.missed)
        g.pop()
        fled += any(where.get(c, c) != c for c in caught)
    assert fled, "no wrong turn moved a cat the answer catches: the test proves little"


def test_judge_a_defend_puzzle_replies_with_the_catch():
    """A wrong defence: the reply is the opponent's turn right after it, and it catches."""
    p = first("defend")
    j = judge(p, p.solutions[0])
    assert j.ok and j.reply is None and j.missed == ()
    g = p.game()
    them = ("Blue", "Red")[1 - g.to_move]
    for text in list(wrong_turns(p))[:5]:
        j = judge(p, text)
        assert not j.ok and j.reply and j.missed == ()
        assert j.why.startswith(f"{them} answers {j.reply}: that catches ")
        g.push(text)
        g.push(j.reply)
        assert g.caught_by(-1) >= 1
        g.pop()
        g.pop()


def test_judge_a_forced_puzzle_replies_with_the_escape():
    """A wrong trap: the reply is the opponent's escape, after which no turn of the solver
    catches a cat."""
    p = first("forced")
    j = judge(p, p.solutions[0])
    assert j.ok and j.reply is None and j.missed == ()
    g = p.game()
    text = next(wrong_turns(p))
    j = judge(p, text)
    assert not j.ok and j.reply and j.missed == ()
    assert "no turn of yours catches a cat" in j.why
    g.push(text)
    g.push(j.reply)
    for turn in list(g.legal_turns()):
        g.push(turn)
        assert g.caught_by(-1) == 0, turn
        g.pop()


# ---- making a puzzle from a position ----------------------------------------------------


@pytest.mark.parametrize("puzzle", [first(k, v) for k, v in
                                    (("catch", "-"), ("catch", "double-step"), ("defend", "escort"),
                                     ("forced", "-"))], ids=label)
def test_make_puzzle_gives_a_shipped_puzzle_back(puzzle):
    made = make_puzzle(puzzle.position, puzzle.ruleset, puzzle.variants, puzzle.kind)
    assert made == puzzle


MANY = "hex6 b b:e7,f6,j10 r:g7 c:e6,g10,j6 0-0 12-14"  # every blue turn catches e6
# Crowded big boards under double-step: solving these took tens of seconds (one 56 s in the
# page's worker); now the budget refuses each after CHECK_BUDGET nodes, well within a second.
TOO_HARD = [
    ("sq13 b b:e3,h13,m1 r:a11,b3,m9,m13 c:b9,c11,d5,d6,d10,e6,e8,e9,f9,f12,g10,i2,j5,k7,k8 0-0 21-20",
     "designer", "double-step", "forced"),
    ("sq11 r b:a1,a4,b6,f1,i3,i11,j2,k6,k10 r:a5,a8,b2,b9,c9,e1,f11,g1,h8,k5,k8 c:c4,d2,d3,d4,d5,d6,d7,"
     "d8,d10,e4,e6,e7,e8,e9,e10,f4,f6,f8,f9,g5,g6,h5,h6,i6,i8 0-0 11-9", "alternate",
     "escort,capture3,double-step", "forced"),
]


@pytest.mark.parametrize("position, ruleset, variants, kind", TOO_HARD, ids=["sq13", "sq11"])
def test_a_position_too_hard_to_check_is_refused_within_the_budget(position, ruleset, variants, kind):
    """make_puzzle stops after CHECK_BUDGET nodes (counted, never timed: the same on every
    machine) and says the position is too hard to check; with a larger budget it goes on."""
    with pytest.raises(PuzzleError, match=f"too hard to check: .*more than {CHECK_BUDGET:,} steps"):
        make_puzzle(position, ruleset, variants, kind)
    with pytest.raises(PuzzleError, match=f"more than {2 * CHECK_BUDGET:,} steps"):
        make_puzzle(position, ruleset, variants, kind, budget=2 * CHECK_BUDGET)


def test_the_solvers_count_is_the_same_on_every_run():
    """The nodes a solve takes depend on the position alone."""
    puzzle = max((p for p in PUZZLES if p.kind == "forced"), key=lambda p: len(p.position))
    counts = {solve(puzzle.game(), puzzle.kind).nodes for _ in range(2)}
    assert len(counts) == 1 and counts.pop() > 0


@pytest.mark.parametrize("position, variants, kind, words", [
    (MANY, "-", "catch", r"not a catch puzzle: \d+ different turns catch the most cats, and a puzzle "
                         "has exactly one answer"),
    (MANY, "-", "defend", "not a defend puzzle: Blue can catch a cat at once"),
    (first("defend").position, "-", "catch", "not a catch puzzle: no turn of (Blue|Red) catches a cat"),
    (first("forced", "escort").position, "escort", "defend",
     "not a defend puzzle: (Blue|Red) threatens no catch, so there is nothing to stop"),
    (first("forced").position, "-", "defend",
     r"not a defend puzzle: \d+ different turns stop every catch, and a puzzle has exactly one answer"),
], ids=["many-catch", "many-defend", "defend-catch", "forced-defend-no-threat", "forced-defend-many"])
def test_make_puzzle_refuses_a_position_that_is_no_puzzle_in_words(position, variants, kind, words):
    with pytest.raises(PuzzleError, match=words):
        make_puzzle(position, "designer", variants, kind)


@pytest.mark.parametrize("position, ruleset, variants, kind, words", [
    ("hex6 b nonsense", "designer", "-", "catch", r"cannot read the position 'hex6 b nonsense'"),
    ("", "designer", "-", "catch", "cannot read the position ''"),
    (MANY, "chess", "-", "catch", "cannot read the rules 'chess'"),
    (MANY, "designer", "fly", "catch", "unknown variant 'fly'"),
    (MANY, "designer", "-", "mate", "unknown puzzle kind 'mate'"),
], ids=["position", "empty", "rules", "variants", "kind"])
def test_make_puzzle_refuses_what_it_cannot_read(position, ruleset, variants, kind, words):
    with pytest.raises(PuzzleError, match=words):
        make_puzzle(position, ruleset, variants, kind)


def test_goal_sentences_are_the_shipped_ones():
    for p in PUZZLES:
        g = p.game()
        g.push(p.solutions[0])
        assert goal(p.kind, g.caught_by(-1)) == p.goal


# ---- reading the puzzle list ------------------------------------------------------------

GOOD = PUZZLES[0].to_dict()


def entry(**changes) -> dict:
    d = dict(GOOD)
    for key, value in changes.items():
        if value is DROP:
            del d[key]
        else:
            d[key] = value
    return d


DROP = object()


@pytest.mark.parametrize("data, words", [
    ("[", "not JSON"),
    ('{"kind": "catch"}', "must be a JSON list, not dict"),
    ([1], "entry 0: expected an object, not int"),
    ([GOOD, entry(solutions=DROP)], "entry 1: missing field 'solutions'"),
    ([entry(colour="blue")], "entry 0: unknown field 'colour'"),
    ([entry(kind="mate")], "entry 0: unknown kind 'mate'"),
    ([entry(kind=3)], "entry 0: field 'kind' must be a str"),
    ([entry(level="2")], "entry 0: field 'level' must be a whole number"),
    ([entry(level=True)], "entry 0: field 'level' must be a whole number"),
    ([entry(level=4)], "entry 0: level must be 1 to 3"),
    ([entry(depth=0)], "entry 0: .*depth 1 or more"),
    ([entry(plausible_wrong=-1)], "entry 0: .*plausible_wrong 0 or more"),
    ([entry(solutions="a3")], "entry 0: field 'solutions' must be a list"),
    ([entry(solutions=[])], "entry 0: field 'solutions' must be a list of turn texts"),
    ([entry(solutions=[3])], "entry 0: field 'solutions' must be a list of turn texts"),
    ([GOOD, GOOD, entry(position="hex6 b")], "entry 2: position 'hex6 b'"),
    ([entry(ruleset="chess")], "entry 0: unknown rules 'chess'"),
    ([entry(variants="fly")], "entry 0: unknown variant 'fly'"),
])
def test_load_puzzles_names_the_entry_and_what_is_wrong(data, words):
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(PuzzleError, match=words):
        load_puzzles(text)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(sorted(GOOD) + ["x"]), inner, max_size=9),
                    max_leaves=20)


@settings(max_examples=100, deadline=None)
@given(st.lists(JSON | st.fixed_dictionaries({k: st.just(v) for k, v in GOOD.items()}), max_size=4)
       | JSON)
def test_load_puzzles_reads_or_refuses_any_json(data):
    """Any JSON value: a list of puzzles, or PuzzleError; never another exception."""
    try:
        puzzles = load_puzzles(json.dumps(data))
    except PuzzleError as e:
        assert str(e)
    else:
        assert puzzles == [Puzzle.from_dict(d) for d in data]


# ---- the puzzle of the day --------------------------------------------------------------

YEAR = [datetime.date(2026, 1, 1) + datetime.timedelta(days=k) for k in range(365)]


@pytest.mark.parametrize("count", [1, 2, 7, 88, 100, 300, 1000])
def test_daily_index_is_in_range_the_same_all_day_and_changes_daily(count):
    days = [daily_index(d, count) for d in YEAR]
    assert all(0 <= i < count for i in days)
    assert days == [daily_index(datetime.date(d.year, d.month, d.day), count) for d in YEAR]
    if count > 1:
        assert all(a != b for a, b in zip(days, days[1:], strict=False))
    assert len(set(days)) == min(count, 365)  # a year shows every puzzle, or 365 different ones


def test_daily_index_is_fixed_by_the_date_alone():
    assert daily_index(datetime.date(2025, 1, 1), 88) == 0
    assert daily_index(datetime.date(2024, 12, 31), 88) == (-57) % 88
    with pytest.raises(ValueError):
        daily_index(datetime.date(2025, 1, 1), 0)
