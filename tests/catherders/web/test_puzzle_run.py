"""A puzzle being played (web/catherders/training/puzzles.py), driven by clicks on its Session as the page
does:
solved by clicks, failed with the opponent's answer on the board, retried, hinted, shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catherders.puzzles import judge, load_puzzles, make_puzzle
from game.catherders.state import CAT
from tests.catherders.web.clicker import click_turn
from web.catherders.training.puzzles import PuzzleRun
from web.catherders.training.run import RunNumberError, run_number

SHIPPED = load_puzzles((Path(__file__).resolve().parents[3] / "assets" / "puzzles.json").read_text())


def first(kind: str, variants: str = "-") -> tuple[int, object]:
    """(number from 1, puzzle): the first shipped puzzle of `kind` under `variants`."""
    return next((n, p) for n, p in enumerate(SHIPPED, 1) if p.kind == kind and p.variants == variants)


def wrong_turn(puzzle) -> str:
    """A legal turn that is not the answer, with a cat's flight if there is one (more clicks)."""
    g = puzzle.game()
    g.push(puzzle.solutions[0])
    answer = g.fen()
    g.pop()
    wrong = []
    for turn in g.legal_turns():
        g.push(turn)
        if g.fen() != answer:
            wrong.append(turn)
        g.pop()
        if len(wrong) > 20:
            break
    return str(max(wrong, key=lambda t: len(t.steps)))


@pytest.mark.parametrize("kind, variants", [("catch", "-"), ("catch", "double-step"), ("catch", "escort"),
                                            ("forced", "-"), ("defend", "escort")])
def test_solving_by_clicks_is_solved_remembered_and_locks_the_board(kind, variants):
    number, puzzle = first(kind, variants)
    run = PuzzleRun(puzzle, number, {1}, len(SHIPPED))
    assert run.session.message.startswith(puzzle.goal)
    assert run.judge() is None  # nothing played yet
    click_turn(run.session, puzzle.solutions[0])
    verdict = run.judge()
    assert verdict.state == "solved" and run.verdict is verdict
    assert verdict.message.startswith("Solved! ") and run.session.message == verdict.message
    if kind == "catch":
        caught = run.session.game.caught_by(0)
        assert f"catches {'a cat' if caught == 1 else f'{caught} cats'}." in verdict.message
    assert run.solved == {1, number}
    assert run.session.locked and not run.session.type_turn("pass")
    assert run.judge() is None  # judged once
    assert run.next_number() == number + 1
    assert run.title() == f"Puzzle {number} · level {puzzle.level}"


def test_a_wrong_defence_is_answered_by_the_catch_and_retry_starts_again():
    """Failed: the opponent plays its catch on the board (with frames for the page), the why is
    the status, the board is locked; Retry gives the position back, unlocked, nothing solved."""
    number, puzzle = first("defend")
    run = PuzzleRun(puzzle, number, set())
    wrong = wrong_turn(puzzle)
    click_turn(run.session, wrong)
    verdict = run.judge()
    s = run.session
    reply = run.judgement.reply
    assert verdict.state == "failed" and reply
    assert [str(t) for t in s.game.turns] == [str(s.game.parse_turn(wrong)), reply]
    assert s.game.caught_by(1) >= 1 and s.frames
    them = ("Blue", "Red")[1 - s.game.start.to_move]
    assert verdict.message.startswith(f"{them} answers {reply}: ") and s.message == verdict.message
    assert "Retry" in s.locked and not s.type_turn("pass")
    assert not run.solved
    run.retry()
    assert run.verdict is None and run.session.locked is None and run.session.hint_cells == []
    assert run.session.game.fen() == puzzle.game().fen()
    click_turn(run.session, puzzle.solutions[0])
    assert run.judge().state == "solved" and run.solved == {number}


def test_a_wrong_trap_is_answered_by_the_escape():
    """Failed forced puzzle: the opponent's escape is played, and then no turn catches."""
    number, puzzle = first("forced")
    run = PuzzleRun(puzzle, number)
    click_turn(run.session, wrong_turn(puzzle))
    assert run.judge().state == "failed"
    g = run.session.game
    assert len(g.stack) == 2 and str(g.turns[1]) == run.judgement.reply
    for turn in list(g.legal_turns()):
        g.push(turn)
        assert g.caught_by(-1) == 0
        g.pop()


def test_a_wrong_catch_marks_the_cats_it_missed():
    """Failed catch puzzle: no reply is played; the cats the answer catches are marked where
    they stand after the wrong turn."""
    number, puzzle = first("catch")
    run = PuzzleRun(puzzle, number)
    wrong = wrong_turn(puzzle)
    click_turn(run.session, wrong)
    verdict = run.judge()
    s = run.session
    assert verdict.state == "failed" and len(s.game.stack) == 1
    assert s.hint_cells == list(judge(puzzle, wrong).missed) and s.hint_cells
    assert all(s.game.cells[c] == CAT for c in s.hint_cells)
    assert s.highlights()["hint_cells"] == s.hint_cells
    assert verdict.message.startswith("That catches ") and "marked cat" in verdict.message


@pytest.mark.parametrize("kind", ["catch", "forced", "defend"])
def test_the_hint_marks_where_the_answer_begins_without_giving_it_away(kind):
    number, puzzle = first(kind)
    run = PuzzleRun(puzzle, number)
    run.hint()
    s = run.session
    turn = s.game.parse_turn(puzzle.solutions[0])
    assert s.hint_cells == [turn.origin if turn.origin is not None else turn.target]
    assert run.show_hint and s.message.startswith("Clue: ")
    assert puzzle.solutions[0] not in s.message and turn.action_text() not in s.message
    click_turn(s, puzzle.solutions[0])  # the hint does not stop the person playing
    assert run.judge().state == "solved"


def test_the_hint_after_a_failure_starts_again():
    number, puzzle = first("catch")
    run = PuzzleRun(puzzle, number)
    click_turn(run.session, wrong_turn(puzzle))
    run.judge()
    run.hint()
    assert run.verdict is None and run.session.locked is None and not run.session.game.stack
    assert len(run.session.hint_cells) == 1


@pytest.mark.parametrize("kind", ["catch", "defend"])
def test_show_answer_plays_it_from_the_start_not_counted_as_solved(kind):
    number, puzzle = first(kind)
    run = PuzzleRun(puzzle, number)
    click_turn(run.session, wrong_turn(puzzle))
    run.judge()
    run.show_answer()
    s = run.session
    assert run.verdict.state == "shown" and s.message == run.verdict.message
    assert run.verdict.message.startswith(f"The answer is {puzzle.solutions[0]}: ")
    assert [str(t) for t in s.game.turns] == [puzzle.solutions[0]] and s.frames
    assert s.locked and not s.type_turn("pass") and not run.solved
    assert run.judge() is None


def test_a_made_puzzle_is_yours_and_not_numbered():
    _, shipped = first("catch")
    puzzle = make_puzzle(shipped.position, shipped.ruleset, shipped.variants, shipped.kind)
    run = PuzzleRun(puzzle, None, None, len(SHIPPED))
    assert run.title() == "Your puzzle" and run.next_number() is None
    click_turn(run.session, puzzle.solutions[0])
    assert run.judge().state == "solved" and run.solved == set()


def test_the_last_puzzle_has_no_next():
    run = PuzzleRun(SHIPPED[-1], len(SHIPPED), total=len(SHIPPED))
    assert run.next_number() is None
    assert run.session.spec.players == ("human", "human")


@pytest.mark.parametrize("text, words", [
    ("\u0662", "whole number"),  # '٢' was read as 2 by str.isdigit() and int()
    ("\uff15", "whole number"),  # '５'
    ("\u00b2", "whole number"),  # '²' made int() raise a bare ValueError
    ("9" * 5000, "whole number"),  # made int() fail on Python's integer-string limit
    ("0", "from 1 to 88"),
    ("89", "from 1 to 88"),
    ("", "whole number"),
    ("-1", "whole number"),
], ids=["arabic", "fullwidth", "superscript", "huge", "zero", "past-the-end", "empty", "negative"])
def test_the_n_of_a_puzzle_or_lesson_link_is_ascii_digits_in_range(text, words):
    """#puzzle=N and #lesson=N read N by the rule for outside text: RunNumberError naming the
    link's key, quoting at most QUOTE_LIMIT characters."""
    with pytest.raises(RunNumberError, match=words) as caught:
        run_number(text, "puzzle", 88)
    assert "puzzle=" in str(caught.value) and len(str(caught.value)) < 200
    assert run_number("88", "puzzle", 88) == 88 and run_number("3", "lesson", 9) == 3
