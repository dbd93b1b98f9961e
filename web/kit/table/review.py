"""A finished table game's review on the page, once for every table game: run in the
computer's worker a few decisions a call (game/review.py through the worker's `table_review_*`
calls), so the page answers clicks throughout; then every seat's chance along the game as a
chart (web/kit/table/review_chart.py), the decisions that cost the most, each shown at its step
with the better choice said and marked on the board, and "Learn from your mistakes"
(web/kit/table/review_quiz.py): each of the people's costly decisions asked again.

Each decision was judged from what its seat saw then, never from what it could not see. The
session says where a decision was made (`review_step`) and an action in words
(`choice_words`); the review is kept for the record it was made of, and drawn from state.
"""

from __future__ import annotations

import asyncio
import json
import random

from game.text import percent
from web.kit.elements import button, element, text_node
from web.kit.table.computers import worker_link
from web.kit.table.review_chart import HEIGHT, decision_at, draw_chart, line_words, swatch_colour
from web.kit.table.review_quiz import ReviewQuiz
from web.shell import host
from web.shell.dom import document, window

OVER = "over"


class TableReview:
    """The review of the game on one table game's page (see the module's docstring)."""

    def __init__(self, page):
        self.page = page
        self.data: dict | None = None  # game/review.py's Review.shown(), once done
        self.record = ""  # the record reviewed
        self.running = False
        self.done = self.total = 0
        self.open = False  # the review's box is shown
        self.picked: int | None = None  # the decision shown at its step
        self.quiz = ReviewQuiz(self)  # "Learn from your mistakes"
        self.link = None  # the computer's worker (None: the shared one; a stand-in in CPython)

    def id(self, name: str) -> str:
        """An id of the review's box: id('list') is 'cl-review-list'."""
        return self.page.id(f"review-{name}")

    def wire(self) -> None:
        """Listen to the review's buttons, its list, the quiz and the chart."""
        prefix, on = self.page.GAME.prefix, self.page.on
        on(f"btn-{prefix}-analyse", "click", lambda _e: self.start())
        on(f"btn-{prefix}-review-hide", "click", lambda _e: self._hide())
        on(self.id("list"), "click", self._on_pick)
        on(self.id("chart"), "click", self._on_chart)
        self.quiz.wire()

    def worker(self):
        """The computer's worker (the shared one, or a stand-in in CPython's tests)."""
        return worker_link(self.link)

    # ---- running it ---------------------------------------------------------------------------

    def start(self) -> None:
        """Review the finished game (at once when it is the one reviewed last)."""
        session = self.page.session
        if session.phase != OVER:
            self.page.say("A review is for a finished game: play it to its end first.")
            return
        self.open = True
        if self.running or (self.data is not None and self.record == session.record()):
            self.page.screen.draw()
            return
        self.data, self.picked = None, None
        self.quiz.stop()
        self.running, self.done, self.total = True, 0, 0
        self.record = session.record()
        self.page.screen.draw()
        asyncio.ensure_future(self._run(session))

    async def _run(self, session) -> None:
        """Ask the computer's worker for the review a few decisions a call, drawing the progress."""
        link = self.worker()
        try:
            self.total = int(await link.table_review_begin(self.page.GAME.name, self.record,
                                                           random.getrandbits(31)))
            while self.done < self.total:
                if session is not self.page.session:  # another game was opened: stop
                    self.running = False
                    return
                step = json.loads(str(await link.table_review_next()))
                self.done = int(step["done"])
                self._draw_progress()
            self.data = json.loads(str(await link.table_review_result()))
        except Exception as e:  # the computer's worker failed: say so, the game stays
            host.log_exception()
            self.page.show_problem(f"The review could not be made ({type(e).__name__}: {e}).")
            self.open = False
        finally:
            self.running = False
        if self.data is not None:
            self.page.say(self.summary())
        self.page.screen.draw()

    # ---- what it says -------------------------------------------------------------------------

    def seats_shown(self) -> list[int]:
        """The seats whose decisions are listed: the people's, or every seat's in a game of
        computers only."""
        persons = self.page.session.persons
        return persons or list(range(len(self.page.session.seats)))

    def costly(self) -> list[dict]:
        """The listed seats' costly decisions, in the game's order."""
        if self.data is None:
            return []
        indexes = sorted(i for seat in self.seats_shown() for i in self.data["costly"][seat])
        return [self.judged(i) for i in indexes]

    def summary(self) -> str:
        """What the review found, in a sentence."""
        found = self.costly()
        if not found:
            return "The review is ready: no decision gave much away."
        return (f"The review is ready: {len(found)} costly decision{'s' if len(found) > 1 else ''}, "
                "listed below the chart.")

    def judged(self, index: int) -> dict:
        """A costly decision's judgement (game/review.py's Judgement's fields)."""
        return self.data["judged"][str(index)]

    def decision_words(self, decision: dict) -> tuple[str, str]:
        """(what was played, what the hard computer chose) at a decision, in words."""
        session = self.page.session
        step = session.review_step(decision["index"])
        return (session.choice_words(step, decision["action"]),
                session.choice_words(step, decision["best"]))

    def decision_label(self, decision: dict) -> str:
        """A costly decision in a line: whose, where, what was played, the better choice."""
        session = self.page.session
        step = session.review_step(decision["index"])
        played, best = self.decision_words(decision)
        return (f"{self.page.GAME.step.capitalize()} {step + 1}, {session.name(decision['seat'])}: "
                f"{played}. Better: {best} (about {percent(decision['cost'])} of a win given away).")

    # ---- events -------------------------------------------------------------------------------

    def _hide(self) -> None:
        self.open = False
        self.quiz.stop()
        self.page.screen.draw()

    def _on_pick(self, event) -> None:
        target = event.target.closest("button[data-decision]")
        if target is not None:
            self._show_decision(int(target.dataset.decision))

    def _show_decision(self, index: int) -> None:
        """Show the step a decision was made at, and say what was better."""
        decision = self.judged(index)
        self.picked = index
        session = self.page.session
        step = session.review_step(index)
        session.keep_review_mark(step, decision["best"])  # the board marks it there
        self.page.act(lambda: session.step_to(step))
        self.page.say(self.decision_label(decision))

    def _on_chart(self, event) -> None:
        if self.data is None:
            return
        rect = element(self.id("chart")).getBoundingClientRect()
        made = decision_at(self.data["chances"], float(event.clientX) - float(rect.left), float(rect.width))
        session = self.page.session  # the step after the decisions made up to the click
        self.page.act(lambda: session.step_to(session.review_step(made - 1) + 1 if made else 0))

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self) -> None:
        """The review's button and box, from its state."""
        session, prefix = self.page.session, self.page.GAME.prefix
        element(f"btn-{prefix}-analyse").disabled = session.phase != OVER or self.running
        box = element(self.id("box"))
        box.hidden = not self.open
        if not self.open:
            return
        ready = self.data is not None and self.record == session.record()
        element(self.id("progress")).hidden = not self.running
        self._draw_progress()
        for name in ("chart", "legend", "learn-row"):
            element(self.id(name)).hidden = not ready
        element(self.id("list")).hidden = not ready or bool(self.quiz.asked)  # it holds the answers
        if ready:
            self._draw_chart()
            self._draw_legend()
            self._draw_list()
        self.quiz.draw(ready)

    def _draw_progress(self) -> None:
        bar = element(self.id("progress"))
        bar.max = max(1, self.total)
        bar.value = self.done
        element(self.id("status")).textContent = (
            f"Reviewing the game: {self.done} of {self.total} decisions judged…" if self.running
            else self.summary() if self.data is not None else "")

    def _draw_chart(self) -> None:
        canvas = element(self.id("chart"))
        width = float(canvas.getBoundingClientRect().width) or 300.0
        ratio = float(window.devicePixelRatio or 1)
        canvas.width, canvas.height = int(width * ratio), int(HEIGHT * ratio)
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        session = self.page.session
        costly = [(d["seat"], d["index"]) for d in self.costly()]
        shown = None
        if session.viewing is not None:  # the decisions made before the step shown
            made = len(self.data["chances"]) - 1  # every decision's
            shown = next((i for i in range(made) if session.review_step(i) >= session.viewing), made)
        draw_chart(ctx, self.data["chances"], costly, width, HEIGHT, shown, self.page.theme)
        names = ", ".join(f"{session.name(s)} {line_words(s)}" for s in range(len(session.seats)))
        canvas.setAttribute("aria-label", f"Each player's chance of winning along the game: {names}. "
                                          "Click to step to a decision.")

    def _draw_legend(self) -> None:
        session, items = self.page.session, []
        final = self.data["chances"][-1]
        for seat in range(len(session.seats)):
            item = document.createElement("li")
            mark = text_node("span", "", "review-swatch")
            mark.style.background = swatch_colour(seat, self.page.theme)
            item.appendChild(mark)
            item.appendChild(text_node("span", f"{session.name(seat)} ({line_words(seat)}): "
                                               f"{percent(final[seat])} at the end"))
            items.append(item)
        element(self.id("legend")).replaceChildren(*items)

    def _draw_list(self) -> None:
        items = []
        for decision in self.costly():
            item = document.createElement("li")
            item.appendChild(button(self.decision_label(decision), cls="review-decision",
                                    decision=str(decision["index"])))
            if decision["index"] == self.picked:
                item.className = "picked"
            items.append(item)
        if not items:
            items.append(text_node("li", "No decision gave much away: well played."))
        element(self.id("list")).replaceChildren(*items)
