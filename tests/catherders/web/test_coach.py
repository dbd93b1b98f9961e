"""A lesson being played (web/catherders/training/coach.py): the engine's verdict, the lock, hint, retry,
progress."""

from __future__ import annotations

from web.catherders.training.coach import LessonRun
from web.catherders.training.lessons import LESSONS, lesson


def _judged(run: LessonRun, state: str):
    """Push the first legal turn whose lesson check gives `state`, by the session's typing."""
    g = run.lesson.new_game()
    for turn in g.legal_turns():
        g.push(turn)
        verdict = run.lesson.check(g)
        g.pop()
        if verdict.state == state:
            assert run.session.type_turn(str(turn))
            return run.judge()
    raise AssertionError(f"no turn gives {state}")


def test_a_solving_turn_is_solved_remembered_and_locks_the_board():
    """The lesson's check says solved: the number joins the solved set, and no further turn
    may be played (the reason says to go on)."""
    run = LessonRun(lesson(5))
    verdict = _judged(run, "solved")
    assert verdict.state == "solved" and 5 in run.solved
    assert run.session.locked and not run.session.type_turn("pass")
    assert "Next lesson" in run.session.message
    assert run.next_number() == 6 and LessonRun(LESSONS[-1]).next_number() is None


def test_a_wrong_turn_is_failed_with_the_reason_and_retry_starts_again():
    """A failing turn: the verdict's reason becomes the status, the board is locked; Retry
    gives the lesson's position back, unlocked, and nothing is solved."""
    run = LessonRun(lesson(4))
    verdict = _judged(run, "failed")
    assert verdict.state == "failed" and run.session.message == verdict.message
    assert run.session.locked
    run.retry()
    assert run.verdict is None and run.session.locked is None
    assert run.session.game.fen() == lesson(4).new_game().fen() and not run.solved


def test_the_hint_marks_its_cells_and_says_it():
    """Hint: the lesson's hint cells are marked on the board and its words are the status."""
    run = LessonRun(lesson(3))
    run.hint()
    names = run.session.board.names
    assert [names[c] for c in run.session.highlights()["hint_cells"]] == list(lesson(3).hint_cells)
    assert run.session.message == lesson(3).hint


def test_the_last_lesson_waits_for_the_computer_before_judging():
    """Lesson 9 is played against the computer (red): after blue's turn the run waits for
    the computer's reply; the session says the computer is to move."""
    run = LessonRun(lesson(9))
    assert run.session.spec.players == ("human", "ai-easy")
    g = run.session.game
    assert run.session.type_turn(str(next(iter(g.legal_turns()))))
    assert run.judge() is None and run.session.computer_to_move() == "easy"
