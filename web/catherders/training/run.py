"""One protocol for a lesson, a puzzle and a mistake to learn from: a "run" (pure Python).

A run is one item of a numbered list (a lesson, a shipped puzzle, a reviewed game's
marked turn) played on the page's board through its own Session (`session`):

- `start()` puts the item's position on a new session, nothing judged (the constructor
  calls it); `retry()` starts again after a verdict;
- the person plays with the usual clicks, taps or keys, and after each refresh
  `judge()` judges what was played: it returns the new verdict, if any, and once the
  item is solved or failed the session is locked until Retry or Next;
- `hint()` marks a clue on the board and says it;
- `next_number()` is the number of the next item, or None after the last;
- `title()`, `explain()` and `goal()` are the words the page shows with the board.

One numbering for every kind: `number` is the item's place as players see it, from 1:
the N of the links `#lesson=N` and `#puzzle=N`, and of "Your mistake N of M". It is None
for an item of no list (a puzzle made in the position editor). `solved` holds the
numbers solved so far (a run adds its own).

web/catherders/training/coach.py LessonRun, web/catherders/training/puzzles.py PuzzleRun and
web/catherders/training/mistakes.py MistakeRun
are the three kinds (`kind`); web/catherders/training/view.py drives all three through this protocol.
A puzzle and a mistake can also show their answer (`show_answer()`); a mistake's turn is
judged by the computer's worker, so its `judge()` only asks (see web/catherders/training/mistakes.py).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from game.text import read_whole

if TYPE_CHECKING:
    from web.catherders.session import Session
    from web.catherders.training.lessons import Verdict

SOLVED, FAILED, SHOWN = "solved", "failed", "shown"  # a verdict's states, with lessons' "playing"


class RunNumberError(ValueError):
    """The N of a link `#lesson=N` or `#puzzle=N` that names no item of the list."""


def run_number(text: str, kind: str, count: int) -> int:
    """The N of a link `#lesson=N` or `#puzzle=N` (`kind` 'lesson' or 'puzzle'), read by the rule
    for outside text (game.text.read_whole): ASCII digits, from 1 to `count`. RunNumberError
    names the link's key otherwise (str.isdigit() took '٢' for 2, and '²' or 5,000 digits made
    int() fail)."""
    return read_whole(text, f"{kind}=", RunNumberError, digits=4, low=1, high=count)


class Run(ABC):
    """One item being played on its own Session; see the module's docstring."""

    kind: str  # "lesson", "puzzle" or "mistake"
    session: Session  # the board's game while the run is on it
    verdict: Verdict | None  # the last verdict (None: nothing judged since the start)

    def __init__(self, number: int | None, total: int | None, solved: set[int] | None = None):
        """Item `number` (from 1; None: of no list) of `total` (None: no list), with the
        numbers solved so far; the subclass then calls `start()`."""
        self._number = number
        self._total = total
        self.solved = set(solved or ())
        self.verdict = None

    @property
    def number(self) -> int | None:
        """The item's number as players see it and links name it (from 1), or None."""
        return self._number

    @property
    def total(self) -> int | None:
        """How many items the list has (None: an item of no list)."""
        return self._total

    def next_number(self) -> int | None:
        """The next item's number, or None after the last (and for an item of no list)."""
        if self._number is None or self._total is None or self._number >= self._total:
            return None
        return self._number + 1

    def _solved(self) -> None:
        """Count this item as solved (an item of no list is not counted)."""
        if self._number is not None:
            self.solved.add(self._number)

    @abstractmethod
    def start(self) -> None:
        """Put the item's position on a new `session`: nothing played, judged or hinted."""

    def retry(self) -> None:
        """Start the item again from its position."""
        self.start()

    @abstractmethod
    def judge(self) -> Verdict | None:
        """Judge what was played since the last call; the new verdict, or None."""

    @abstractmethod
    def hint(self) -> None:
        """Mark a clue on the board and say it."""

    @abstractmethod
    def title(self) -> str:
        """The item's title and place, e.g. 'Lesson 3 of 9: …', 'Puzzle 12 · level 2'."""

    @abstractmethod
    def explain(self) -> str:
        """The situation, in a sentence or two."""

    @abstractmethod
    def goal(self) -> str:
        """What to do."""
