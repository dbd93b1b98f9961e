"""A puzzle being played: its board, the engine's judgement, hint, answer and progress (pure Python).

A PuzzleRun is a run (web/catherders/training/run.py), and the page drives it as it drives a lesson
(web/catherders/training/coach.py's LessonRun): the person plays the puzzle's position with the usual clicks,
taps or keys through the run's Session; after each refresh, `judge()` judges the first
committed turn with game.catherders.puzzles.judge and locks the board until Retry or Next.

A wrong turn is answered on the board: against a defend or a forced puzzle the opponent
plays its refutation (its catch, or its escape from the trap) with `Session.play_turn`,
so `session.frames` holds its animation when `judge()` returns; against a catch puzzle
the cats the answer would have caught are marked (`session.hint_cells`).
"""

from __future__ import annotations

from game.catherders.puzzles import Judgement, Puzzle
from game.catherders.puzzles import judge as judge_answer
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec
from web.catherders.training.lessons import Verdict
from web.catherders.training.run import FAILED, SHOWN, SOLVED, Run
from web.catherders.words import SIDES
from web.kit.words import number_word

_IDEA = {
    "catch": "A cat is caught when it ends your turn with {need} of your herders next to it.",
    "forced": "After it, every answer of {them} must still leave you a catch.",
    "defend": "After it, no turn of {them} may catch a cat.",
}


def _cats(n: int) -> str:
    return "no cat" if n == 0 else "a cat" if n == 1 else f"{n} cats"


class PuzzleRun(Run):
    """One try at one puzzle: `number` is its place among the `total` shipped puzzles (from 1,
    as in `#puzzle=N`), None for a puzzle made in the editor; `solved` the numbers solved so
    far (this run adds its own)."""

    kind = "puzzle"

    def __init__(self, puzzle: Puzzle, number: int | None = None, solved: set[int] | None = None,
                 total: int | None = None):
        super().__init__(number, total, solved)
        self.puzzle = puzzle
        self.start()

    def start(self) -> None:
        """The puzzle's position on a new session: nothing judged, no hint."""
        spec = GameSpec(rules=self.puzzle.rules(), start_text=self.puzzle.position,
                        players=("human", "human"))
        s = Session(spec)
        s.say(f"{self.puzzle.goal} {s.describe_turn()}")
        self.session = s
        self.verdict = None
        self.judgement: Judgement | None = None
        self.show_hint = False

    def _names(self) -> tuple[str, str]:
        """(the solver's colour, the opponent's colour), capitalised."""
        mover = self.session.game.start.to_move
        return SIDES[mover], SIDES[1 - mover]

    def title(self) -> str:
        """The run's title: 'Puzzle 12 · level 2', or 'Your puzzle' for a made one."""
        if self.number is None:
            return "Your puzzle"
        return f"Puzzle {self.number} · level {self.puzzle.level}"

    def explain(self) -> str:
        """Who is to play, where the puzzle comes from, and that it has one answer."""
        return (f"{self._names()[0]} to play. " + ("From a game the computer played against itself."
                if self.number is not None else "Set up in the position editor.")
                + " The solver has proved there is one answer.")

    def goal(self) -> str:
        """The puzzle's goal."""
        return self.puzzle.goal

    def hint(self) -> None:
        """Mark where the answer begins (the moved herder's cell, or the Wall cell a herder is
        placed on) and say a one-line clue that does not give the turn away. After a verdict
        the puzzle starts again first."""
        if self.verdict is not None:
            self.retry()
        s = self.session
        turn = s.game.parse_turn(self.puzzle.solutions[0])
        them = self._names()[1]
        need = number_word(s.game.rules.capture_count)
        idea = _IDEA[self.puzzle.kind].format(need=need, them=them)
        if turn.target is None:
            s.mark_cells([])
            clue = "Clue: you have no action to make here."
        elif turn.origin is None:
            s.mark_cells([turn.target])
            clue = "Clue: the answer brings a herder in from the Wall on the marked cell."
        else:
            s.mark_cells([turn.origin])
            clue = "Clue: the answer moves the marked herder."
        self.show_hint = True
        s.say(f"{clue} {idea}")

    def judge(self) -> Verdict | None:
        """Judge the person's turn once it is committed; returns the new verdict, if any.

        Right: 'solved', the number joins `solved`. Wrong: 'failed', the reason in words; the
        opponent plays its refutation, or the cats the answer catches are marked. Either way
        the board is locked (the session's `locked` says what to press)."""
        s = self.session
        g = s.game
        if self.verdict is not None or s.builder is not None or not g.stack:
            return None
        played = str(g.turns[0])
        j = self.judgement = judge_answer(self.puzzle, played)
        me, them = self._names()
        s.mark_cells([])
        if j.ok:
            caught = g.caught_by(0)
            message = {
                "catch": f"Solved! {played} catches {_cats(caught)}.",
                "forced": f"Solved! After {played}, whatever {them} answers, you catch a cat "
                          f"next turn ({_cats(caught)} caught this turn).",
                "defend": f"Solved! After {played}, {them} can catch nothing ({_cats(caught)} "
                          "caught this turn).",
            }[self.puzzle.kind]
            self._solved()
            self.verdict = Verdict(SOLVED, message)
            s.lock("Puzzle solved! Press Next puzzle, or Retry to play it again.")
        else:
            message = j.why
            if j.reply is not None and not g.is_over():
                s.play_turn(j.reply)  # the page animates its frames
            if j.missed:
                s.mark_cells(j.missed)
                n = len(j.missed)
                message += (" The marked cats are the ones the answer catches." if n > 1
                            else " The marked cat is the one the answer catches.")
            self.verdict = Verdict(FAILED, message)
            s.lock("Not this time: press Retry to try again, or Show answer.")
        s.say(self.verdict.message)
        return self.verdict

    def show_answer(self) -> None:
        """Start again from the puzzle's position and play its answer on the board (animated);
        the verdict is 'shown', not solved, and the board is locked."""
        self.retry()
        s = self.session
        answer = self.puzzle.solutions[0]
        s.play_turn(answer)
        them = self._names()[1]
        caught = s.game.caught_by(0)
        said = {
            "catch": f"it catches {_cats(caught)}.",
            "forced": f"after it, whatever {them} answers, you catch a cat next turn.",
            "defend": f"after it, {them} can catch nothing.",
        }[self.puzzle.kind]
        self.verdict = Verdict(SHOWN, f"The answer is {answer}: {said}")
        s.say(self.verdict.message)
        s.lock("That was the answer: press Retry to play the puzzle yourself, or Next puzzle.")
