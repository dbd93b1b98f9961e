"""A lesson being played: its game, the engine's verdict, hints and progress (pure Python).

The page (web/views.py) shows one LessonRun at a time. The person plays the
lesson's position with the usual clicks, taps or keys through the run's
Session; after each committed turn, `update()` asks the lesson's check
(web/lessons.py, the engine's judgement) and, once the lesson is solved or
failed, locks the board until Retry or Next.
"""

from __future__ import annotations

from .lessons import LESSONS, Lesson, Verdict
from .link import GameSpec
from .session import Session


class LessonRun:
    """One try at one lesson."""

    def __init__(self, lesson: Lesson, solved: set[int] | None = None):
        self.lesson = lesson
        self.solved = set(solved or ())
        self.verdict: Verdict | None = None
        self.show_hint = False
        self.session = self._new_session()
        self._checked = 0  # turns already judged

    def _new_session(self) -> Session:
        lesson = self.lesson
        spec = GameSpec(rules=lesson.rules(), start_text=lesson.position,
                        players=("human", lesson.opponent or "human"))
        s = Session(spec)
        s.say(f"{lesson.goal} {s.describe_turn()}")
        return s

    def retry(self) -> None:
        """Start the lesson again from its position."""
        self.verdict = None
        self.show_hint = False
        self.session = self._new_session()
        self._checked = 0

    def hint(self) -> None:
        """Mark the hint's cells on the board and say the hint."""
        self.show_hint = True
        self.session.mark_cells([self.session.board.cell(n) for n in self.lesson.hint_cells])
        self.session.say(self.lesson.hint)

    def update(self) -> Verdict | None:
        """Judge the turns played since the last call; returns the new verdict, if any.
        A solved or failed lesson locks the board (the session's `locked` says why)."""
        g = self.session.game
        if len(g.stack) == self._checked or self.session.builder is not None:
            return None
        self._checked = len(g.stack)
        if self.lesson.opponent is not None and g.to_move != 0 and g.outcome() is None:
            return None  # the computer answers first
        verdict = self.lesson.check(g)
        if verdict.state == "playing":
            self.verdict = verdict
            return verdict
        self.verdict = verdict
        s = self.session
        s.mark_cells([])
        if verdict.state == "solved":
            self.solved.add(self.lesson.number)
            s.lock("Lesson solved! Press Next lesson, or Retry to play it again.")
        else:
            s.lock("Not this time: press Retry to try again, or Hint for a clue.")
        s.say(verdict.message)
        return verdict

    def next_number(self) -> int | None:
        """The next lesson's number, or None after the last."""
        n = self.lesson.number + 1
        return n if n <= len(LESSONS) else None
