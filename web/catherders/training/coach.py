"""A lesson being played: its game, the engine's verdict, hints and progress (pure Python).

A LessonRun is a run (web/catherders/training/run.py): the page (web/catherders/training/view.py) shows one
at a time. The
person plays the lesson's position with the usual clicks, taps or keys through the run's
Session; after each committed turn, `judge()` asks the lesson's check (web/catherders/training/lessons.py,
the engine's judgement) and, once the lesson is solved or failed, locks the board until
Retry or Next. Its `number` is the lesson's (from 1, as in `#lesson=N`).
"""

from __future__ import annotations

from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec
from web.catherders.training.lessons import LESSONS, Lesson, Verdict
from web.catherders.training.run import Run


class LessonRun(Run):
    """One try at one lesson; `solved` the lesson numbers solved so far (this run adds its own)."""

    kind = "lesson"

    def __init__(self, lesson: Lesson, solved: set[int] | None = None):
        super().__init__(lesson.number, len(LESSONS), solved)
        self.lesson = lesson
        self.start()

    def start(self) -> None:
        """The lesson's position on a new session: nothing judged, no hint."""
        lesson = self.lesson
        spec = GameSpec(rules=lesson.rules(), start_text=lesson.position,
                        players=("human", lesson.opponent or "human"))
        s = Session(spec)
        s.say(f"{lesson.goal} {s.describe_turn()}")
        self.session = s
        self.verdict = None
        self.show_hint = False
        self._checked = 0  # turns already judged

    def title(self) -> str:
        """E.g. 'Lesson 3 of 9: Where a cat runs'."""
        return f"Lesson {self.number} of {self.total}: {self.lesson.title}"

    def explain(self) -> str:
        """The lesson's explanation."""
        return self.lesson.explain

    def goal(self) -> str:
        """The lesson's goal."""
        return self.lesson.goal

    def hint(self) -> None:
        """Mark the hint's cells on the board and say the hint."""
        self.show_hint = True
        self.session.mark_cells([self.session.board.cell(n) for n in self.lesson.hint_cells])
        self.session.say(self.lesson.hint)

    def judge(self) -> Verdict | None:
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
            self._solved()
            s.lock("Lesson solved! Press Next lesson, or Retry to play it again.")
        else:
            s.lock("Not this time: press Retry to try again, or Hint for a clue.")
        s.say(verdict.message)
        return verdict
