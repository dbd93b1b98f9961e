"""Lessons, puzzles and a reviewed game's mistakes through the one run protocol
(web/catherders/training/run.py).

Each kind is played here with the protocol's methods alone (start by constructing, judge,
hint, retry, next_number, number, title) and turns typed on the run's Session, as the
page (web/catherders/training/view.py) drives them; only a mistake's verdict needs its own `judged()`,
with the worker's judgement. The numbering is the players' one, from 1, the N of
`#lesson=N`, `#puzzle=N` and "Your mistake N of M".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.catherders.puzzles import load_puzzles
from tests.catherders.web.reviewing import NODES, random_spec, worker_review
from web.catherders.training.coach import LessonRun
from web.catherders.training.lessons import LESSONS, lesson
from web.catherders.training.mistakes import MistakeRun
from web.catherders.training.puzzles import PuzzleRun
from web.catherders.training.run import FAILED, SHOWN, SOLVED, Run
from web.shell import computer_worker as worker

SHIPPED = load_puzzles((Path(__file__).resolve().parents[3] / "assets" / "puzzles.json").read_text())


@pytest.fixture(scope="module")
def reviewed():
    """(spec, review) of a seeded random game whose review marks three turns or more."""
    for seed in range(1, 40):
        spec = random_spec(seed, 12)
        review = worker_review(spec)
        if len([t for t in review.turns if t.mark is not None]) >= 3 and not spec.replay().is_over():
            return spec, review
    raise AssertionError("no seeded game has three marked turns")


def play(run: Run, text: str):
    """Type a whole turn on the run's board, then judge as the page does after its refresh."""
    assert run.session.type_turn(text), run.session.message
    return run.judge()


def solving_turn(item) -> str:
    """A turn the lesson's check calls solved."""
    g = item.new_game()
    for turn in g.legal_turns():
        g.push(turn)
        state = item.check(g).state
        g.pop()
        if state == SOLVED:
            return str(turn)
    raise AssertionError(f"lesson {item.number} has no solving turn")


def wrong_turn(puzzle) -> str:
    """A legal turn that is not the puzzle's answer."""
    g = puzzle.game()
    g.push(puzzle.solutions[0])
    answer = g.fen()
    g.pop()
    for turn in g.legal_turns():
        g.push(turn)
        other = g.fen() != answer
        g.pop()
        if other:
            return str(turn)
    raise AssertionError("the puzzle has one legal turn")


def first_runs(spec, review) -> list[Run]:
    """Item 1 of each kind, as web/catherders/training/view.py opens them."""
    return [LessonRun(lesson(1), set()), PuzzleRun(SHIPPED[0], 1, set(), len(SHIPPED)),
            MistakeRun(spec, review, None)]


# ---- one type, one numbering ----------------------------------------------------------------


def test_every_kind_is_a_run_and_starts_at_its_goal(reviewed):
    """Lessons, puzzles and mistakes are Runs, each of its own kind; a new run is item 1 of
    its list, its position on an unlocked board, nothing judged, its goal said."""
    runs = first_runs(*reviewed)
    assert [run.kind for run in runs] == ["lesson", "puzzle", "mistake"]
    for run in runs:
        assert isinstance(run, Run)
        assert run.number == 1 and run.next_number() == 2 and run.total >= 2
        assert run.verdict is None and run.session.locked is None and not run.session.hint_cells
        assert run.session.message.startswith(run.goal()) and run.explain()
        assert not run.solved


def test_the_numbers_are_the_links_and_the_titles():
    """Lesson N (`#lesson=N`) and puzzle N (`#puzzle=N`, the Nth shipped) are number N, and
    their titles say so; a puzzle made in the editor has no number and no next."""
    for n in range(1, len(LESSONS) + 1):
        run = LessonRun(lesson(n))
        assert run.number == n == run.lesson.number and run.total == len(LESSONS)
        assert run.title() == f"Lesson {n} of {len(LESSONS)}: {lesson(n).title}"
    for n in (1, 2, len(SHIPPED)):
        run = PuzzleRun(SHIPPED[n - 1], n, set(), len(SHIPPED))
        assert run.number == n and run.title() == f"Puzzle {n} · level {SHIPPED[n - 1].level}"
        assert run.explain() == (f"{('Blue', 'Red')[run.session.game.to_move]} to play. From a game "
                                 "the computer played against itself. The solver has proved there "
                                 "is one answer.")
    made = PuzzleRun(SHIPPED[0], None, set(), len(SHIPPED))
    assert made.number is None and made.next_number() is None and made.title() == "Your puzzle"
    assert "Set up in the position editor." in made.explain()


def test_next_number_walks_each_list_to_its_end_then_none(reviewed):
    """next_number: the next item's number, in the same numbering, None after the last."""
    spec, review = reviewed
    lessons = [LessonRun(lesson(n)).next_number() for n in range(1, len(LESSONS) + 1)]
    assert lessons == [*range(2, len(LESSONS) + 1), None]
    total = len(SHIPPED)
    puzzles = [PuzzleRun(SHIPPED[n - 1], n, set(), total).next_number() for n in (1, total - 1, total)]
    assert puzzles == [2, total, None]
    count = MistakeRun(spec, review, None).total
    mistakes = [MistakeRun(spec, review, None, n) for n in range(1, count + 1)]
    assert [run.number for run in mistakes] == list(range(1, count + 1))
    assert [run.next_number() for run in mistakes] == [*range(2, count + 1), None]
    assert [run.title().split(" (")[0] for run in mistakes] == \
        [f"Your mistake {n} of {count}" for n in range(1, count + 1)]


def test_a_run_must_have_the_whole_protocol():
    """Run is abstract: a kind that leaves out a method of the protocol cannot be made."""
    with pytest.raises(TypeError):
        Run(1, 1)

    class NoJudge(Run):
        kind = "test"

        def start(self): ...
        def hint(self): ...
        def title(self): return ""
        def explain(self): return ""
        def goal(self): return ""

    with pytest.raises(TypeError, match="judge"):
        NoJudge(1, 1)


# ---- each kind played through the protocol ---------------------------------------------------


def test_a_lesson_solved():
    """A lesson: the hint marks cells; a solving turn is judged solved, counted under the
    lesson's number, and locks the board; retry gives the position back, unlocked."""
    run: Run = LessonRun(lesson(5))
    start = run.session.game.fen()
    run.hint()
    assert run.session.hint_cells and run.session.message == lesson(5).hint
    verdict = play(run, solving_turn(lesson(5)))
    assert verdict.state == SOLVED and run.verdict is verdict and run.solved == {run.number} == {5}
    assert run.session.locked and run.session.message == verdict.message
    assert not run.session.type_turn("pass")
    assert run.judge() is None  # judged once
    run.retry()
    assert run.verdict is None and run.session.locked is None and run.session.game.fen() == start
    assert run.solved == {5}  # what was solved stays solved


def test_a_puzzle_failed_then_retried_and_solved():
    """A puzzle: a wrong turn is failed and locks the board; retry starts again, unlocked;
    the answer is then solved, counted under the puzzle's number."""
    n = 3
    puzzle = SHIPPED[n - 1]
    run: Run = PuzzleRun(puzzle, n, {1}, len(SHIPPED))
    start = run.session.game.fen()
    verdict = play(run, wrong_turn(puzzle))
    assert verdict.state == FAILED and run.session.locked and run.solved == {1}
    assert not run.session.type_turn("pass")
    run.retry()
    assert run.verdict is None and run.session.locked is None and run.session.game.fen() == start
    run.hint()
    assert len(run.session.hint_cells) == 1 and run.session.message.startswith("Clue: ")
    verdict = play(run, puzzle.solutions[0])
    assert verdict.state == SOLVED and run.solved == {1, n} and run.session.locked
    assert run.next_number() == n + 1


def test_a_mistake_run_asked_judged_retried_and_shown(reviewed):
    """A mistake: the person's turn is judged by the worker (judge() asks, locked meanwhile,
    judged() answers); the review's better turn is solved, counted under the mistake's
    number; retry gives the position back; the answer can be shown; next goes on."""
    spec, review = reviewed
    run: Run = MistakeRun(spec, review, None, 2)
    mistake = run.mistake
    start = run.session.game.fen()
    run.hint()
    assert len(run.session.hint_cells) == 1 and run.session.message.startswith("Clue: ")
    assert play(run, mistake.turn) is None  # asked, not yet judged
    assert run.session.locked and run.pending[1] == mistake.turn
    verdict = run.judged(json.loads(worker.judge_turn(*run.pending, NODES)))
    assert verdict.state == FAILED and run.verdict is verdict and not run.solved
    run.retry()
    assert run.verdict is None and run.pending is None and run.session.locked is None
    assert run.session.game.fen() == start
    assert play(run, mistake.best) is None
    verdict = run.judged(json.loads(worker.judge_turn(*run.pending, NODES)))
    assert verdict.state == SOLVED and run.solved == {run.number} == {2}
    run.show_answer()
    assert run.verdict.state == SHOWN and run.session.locked and run.solved == {2}
    assert run.next_number() == 3
