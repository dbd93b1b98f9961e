""""Learn from your mistakes" on a table game's page, once for every table game: each of the
people's costly decisions asked again at its step, with a few of its legal choices (the one
played, the hard computer's and others, game/review_quiz.py through the computer's worker's
`table_quiz_question`), and the choice picked judged by the review's own rule
(`table_quiz_answer`): right when the review would not have marked it. The board shows no
mark while the question is asked; once it is answered, the better choice is marked there
(the session's review mark) and the answer is said, until "Next question".

The quiz's state lives here, beside its drawing (`draw`); the review (web/kit/table/review.py)
owns it and gives it the review's data.
"""

from __future__ import annotations

import asyncio
import json

from game.text import percent
from web.kit.elements import button, element, text_node
from web.shell import host


class ReviewQuiz:
    """The questions of one review (see the module's docstring)."""

    def __init__(self, review):
        self.review = review
        self.asked: list[int] = []  # the decisions still to be asked, the one asked first
        self.choices: list[str] | None = None  # the question's choices (None: being found)
        self.judging = False  # an answer is being judged
        self.verdict: dict | None = None  # the question's answer, judged
        self.answer = ""  # what the last answer said

    @property
    def page(self):
        """The game's page."""
        return self.review.page

    def wire(self) -> None:
        """Listen to the quiz's buttons."""
        prefix, on = self.page.GAME.prefix, self.page.on
        on(f"btn-{prefix}-review-learn", "click", lambda _e: self.start())
        on(f"btn-{prefix}-review-next", "click", lambda _e: self.next())
        on(self.review.id("answers"), "click", self._on_answer)

    def stop(self) -> None:
        """Ask nothing more (the review is hidden, or another one begins)."""
        self.asked, self.choices, self.verdict, self.answer, self.judging = [], None, None, "", False

    def start(self) -> None:
        """Ask each of the people's costly decisions again, from the first."""
        self.stop()
        self.asked = [d["index"] for d in self.review.costly()]
        if not self.asked:
            self.page.say("There is no costly decision to learn from in this game.")
            return
        self._ask()

    def next(self) -> None:
        """The next question, once this one is answered."""
        if self.verdict is None or not self.asked:
            return
        self.asked.pop(0)
        if self.asked:
            self.answer = ""
            self._ask()
        else:
            self.stop()
            self.page.screen.draw()

    # ---- asking and judging, through the computer's worker -------------------------------------

    def _ask(self) -> None:
        """Show the step of the decision asked, unmarked, and find its choices."""
        index, session = self.asked[0], self.page.session
        self.choices, self.verdict = None, None
        session.drop_review_mark()
        step = session.review_step(index)
        self.page.act(lambda: session.step_to(step))
        asyncio.ensure_future(self._find_choices(index))

    def _still(self, index: int, session) -> bool:
        """Whether the quiz still asks decision `index` of the same game."""
        return session is self.page.session and bool(self.asked) and self.asked[0] == index

    async def _find_choices(self, index: int) -> None:
        session, data = self.page.session, self.review.data
        try:
            text = await self.review.worker().table_quiz_question(
                self.page.GAME.name, self.review.record, int(data["seed"]), index)
        except Exception as e:  # the computer's worker failed: say so, the review stays
            host.log_exception()
            self.page.show_problem(f"The question could not be asked ({type(e).__name__}: {e}).")
            self.stop()
            self.page.screen.draw()
            return
        if not self._still(index, session):
            return
        self.choices = [str(c) for c in json.loads(str(text))]
        self.page.screen.draw()
        self.page.say(self.question())

    def _on_answer(self, event) -> None:
        target = event.target.closest("button[data-answer]")
        if target is None or self.choices is None or self.judging or self.verdict is not None:
            return
        self.judging = True
        self.page.screen.draw()
        asyncio.ensure_future(self._judge(self.asked[0], self.choices[int(target.dataset.answer)]))

    async def _judge(self, index: int, action: str) -> None:
        session, data = self.page.session, self.review.data
        try:
            text = await self.review.worker().table_quiz_answer(
                self.page.GAME.name, self.review.record, int(data["seed"]), index, action)
        except Exception as e:
            host.log_exception()
            self.page.show_problem(f"The answer could not be judged ({type(e).__name__}: {e}).")
            self.judging = False
            self.page.screen.draw()
            return
        self.judging = False
        if not self._still(index, session):
            return
        self.verdict = json.loads(str(text))
        judged = self.verdict["judgement"]
        self.answer = self.verdict_words(judged, self.verdict["right"])
        self.answer += " Next question below." if len(self.asked) > 1 else " That was the last question."
        session.keep_review_mark(session.review_step(index), judged["best"])  # marked on the board
        self.page.screen.draw()
        self.page.say(self.answer)

    # ---- words --------------------------------------------------------------------------------

    def question(self) -> str:
        """The question asked, in a sentence."""
        session, index = self.page.session, self.asked[0]
        decision = self.review.judged(index)
        step = session.review_step(index)
        return (f"Question {self._number()} of {self._count()}. {self.page.GAME.step.capitalize()} "
                f"{step + 1}, {session.name(decision['seat'])} to decide: which is best?")

    def _number(self) -> int:
        return self._count() - len(self.asked) + 1

    def _count(self) -> int:
        return len(self.review.costly())

    def verdict_words(self, judged: dict, right: bool) -> str:
        """What an answer's judgement says: right or not, and the hard computer's choice. A
        game tells a choice as a clause ("your first cat leaps…") or a bare verb ("vote for
        Tofu"), so the choice only ever follows a colon. The person's own choice is the button
        they pressed, so it is not told again; the hard computer's is marked above, on its
        button and on the board where the game has one."""
        step = self.page.session.review_step(judged["index"])
        if judged["action"] == judged["best"]:
            return "Right: the hard computer chose the same."
        best = self.page.session.choice_words(step, judged["best"])
        cost = ("little or nothing" if right else f"about {percent(judged['cost'])} of a win")
        return (f"{'Right' if right else 'Not quite'}: your choice gives away {cost}. "
                f"The hard computer's choice, marked above: {best}.")

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, ready: bool) -> None:
        """The question, its choices, the answer and the Next button, from the quiz's state."""
        review, prefix = self.review, self.page.GAME.prefix
        asking = ready and bool(self.asked)
        element(review.id("quiz")).hidden = not (asking or self.answer)
        element(review.id("answer")).textContent = (
            "Judging your answer…" if self.judging else self.answer)
        following = element(f"btn-{prefix}-review-next")
        following.hidden = not (asking and self.verdict is not None and len(self.asked) > 1)
        if not asking:
            element(review.id("answers")).replaceChildren()
            element(review.id("question")).textContent = ""
            return
        if self.choices is None:
            element(review.id("question")).textContent = "Finding the question's choices…"
            element(review.id("answers")).replaceChildren()
            return
        element(review.id("question")).textContent = self.question()
        session, index = self.page.session, self.asked[0]
        step = session.review_step(index)
        judged = self.verdict["judgement"] if self.verdict else {}
        buttons = []
        for number, action in enumerate(self.choices):
            best = action == judged.get("best")
            words = session.choice_words(step, action)
            choice = button(words, cls="review-answer best" if best else "review-answer", answer=str(number))
            if best:
                choice.appendChild(text_node("span", "the hard computer's choice", "hint-tag"))
            choice.disabled = self.judging or self.verdict is not None
            choice.setAttribute("aria-pressed", "true" if action == judged.get("action") else "false")
            buttons.append(choice)
        element(review.id("answers")).replaceChildren(*buttons)
