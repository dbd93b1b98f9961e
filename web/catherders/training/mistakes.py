"""Learn from your mistakes: a reviewed game's marked turns of one player, as puzzles (pure Python).

A MistakeRun is a run (web/catherders/training/run.py): mistake `number` (from 1, as in "Your mistake N of
M") puts the board back at the position where it was made and asks for a better turn.
A turn cannot be judged here: it takes the review's own search, in the computer's
worker. So after the person's turn `judge()` sets what to ask (`pending`: the position
before and the turn) and returns None, the page asks the worker
(web/worker.py judge_turn, game.catherders.review.review_turn: the same rule that marked
the mistake) and hands the answer to `judged()`. A turn the review would not mark is
right; a marked one is wrong, the reason said the puzzles' way (how much win chance it
gives away) and the opponent's best answer played on the board.
"""

from __future__ import annotations

from dataclasses import replace

from web.catherders.review.notes import GLYPHS, WORDS
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec
from web.catherders.training.lessons import Verdict
from web.catherders.training.run import FAILED, SHOWN, SOLVED, Run
from web.catherders.words import SIDES


class MistakeRun(Run):
    """The marked turns of a reviewed game, of `player` (None: both), one at a time: mistake
    `number` (from 1) is on the board."""

    kind = "mistake"

    def __init__(self, spec: GameSpec, review, player: int | None, number: int = 1):
        mistakes = [t for t in review.turns if t.mark is not None and player in (None, t.mover)]
        super().__init__(number, len(mistakes))
        self.spec = replace(spec, players=("human", "human"), you=None, match=None)
        self.mistakes = mistakes
        self.asked = False  # the page has asked the worker about `pending`
        self.start()

    @property
    def mistake(self):
        """The TurnReview of the mistake shown."""
        return self.mistakes[self.number - 1]

    def start(self) -> None:
        """This mistake's position on a new session: nothing asked or judged."""
        s = Session(self.spec.up_to(self.mistake.index))
        s.say(f"{self.goal()} {s.describe_turn()}")
        self.session = s
        self.verdict = None
        self.pending: tuple[str, str] | None = None  # (fragment before, turn) to judge

    def title(self) -> str:
        """E.g. 'Your mistake 2 of 5 (turn 17)'."""
        return f"Your mistake {self.number} of {self.total} (turn {self.mistake.index + 1})"

    def goal(self) -> str:
        """What to find."""
        t = self.mistake
        return (f"Here you played {t.turn} ({WORDS[t.mark]}, {GLYPHS[t.mark]}). Find a better turn: "
                "one the review would not mark.")

    def explain(self) -> str:
        """The situation, in a sentence."""
        t = self.mistake
        return (f"{SIDES[t.mover]} to play. Your chance to win was {_pc(t.chance_before)}; "
                f"after {t.turn} it was {_pc(t.chance_after)}.")

    def hint(self) -> None:
        """Ring the herder (or the Wall cell) of the review's better turn."""
        s = self.session
        try:
            turn = s.game.parse_turn(self.mistake.best)
        except ValueError:
            return
        s.mark_cells([turn.origin if turn.origin is not None else turn.target])
        s.say("Clue: the better turn starts at the ringed cell.")

    def judge(self) -> Verdict | None:
        """After the person's turn, set `pending` for the page to have judged, and return None:
        the verdict comes with `judged()`. The board is locked until the judgement arrives."""
        s = self.session
        if self.verdict is not None or self.pending is not None or s.builder is not None:
            return None
        if len(s.game.stack) != self.mistake.index + 1:
            return None
        before = self.spec.up_to(self.mistake.index)
        from web.catherders.sharing.link import encode

        self.pending = (encode(before), str(s.game.turns[-1]))
        s.lock("The review's search is judging your turn…")
        s.say(s.locked)
        return None

    def judged(self, result: dict) -> Verdict:
        """The worker's judgement of the pending turn: {'mark', 'chance_after', 'reply'}."""
        s = self.session
        played = self.pending[1] if self.pending else "?"
        self.pending = None
        mark = result.get("mark")
        chance = float(result.get("chance_after", 0.0))
        if mark is None:
            self._solved()
            before = f"you played {self.mistake.turn}: {_pc(self.mistake.chance_after)}"
            self.verdict = Verdict(SOLVED, f"Better! After {played} your chance to win is "
                                           f"{_pc(chance)} ({before}).")
            s.lock("Found! Press Next mistake, or Retry.")
        else:
            reply = result.get("reply")
            why = (f"Not better: after {played} your chance to win is {_pc(chance)}, "
                   f"{WORDS[mark]} too.")
            if reply and not s.game.is_over():
                s.play_turn(reply)
                why += f" {SIDES[1 - self.mistake.mover]} answers {reply}."
            self.verdict = Verdict(FAILED, why)
            s.lock("Press Retry to try again, or Show the answer.")
        s.say(self.verdict.message)
        return self.verdict

    def show_answer(self) -> None:
        """This mistake's position with the review's better turn played."""
        self.retry()
        s = self.session
        s.play_turn(self.mistake.best)
        self.verdict = Verdict(SHOWN, f"The review's better turn: {self.mistake.best} "
                                      f"({_pc(self.mistake.best_chance)}).")
        s.say(self.verdict.message)
        s.lock("That was the review's turn: Retry, or Next mistake.")


def _pc(chance: float) -> str:
    return f"{round(100 * chance)}%"
