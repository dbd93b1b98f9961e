"""The game review on the page: run it in the computer's worker, show it, keep it.

Part of the browser layer. "Review the game" sends the game, up to the turn
shown, to the worker (web/worker.py review_begin), then asks for one turn's
review at a time (review_next), so the progress bar moves after each turn,
Cancel takes effect between turns and the page stays responsive (the search
runs off the main thread). The finished review (review_result) is kept with
the game in the browser's storage (web/kit/storage.py ReviewStore) and shown at
once when the game is opened again: marks in the move list, the advantage
chart (web/catherders/review/chart.py), each player's figures, the better turn drawn
on the board where a marked turn was played (web/catherders/review/notes.py), and keys
N and P to go to the next and previous mistake. body[data-review] is
"running", then "done" ("" when no review is shown).

Also the evaluation bar: blue's win chance in the position shown, from the
same search, off by default, and never while a person plays the computer in
a game not yet over.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

from web.catherders.review import REVIEW_NODES
from web.kit.elements import element
from web.kit.storage import BrowserStorage, ReviewStore
from web.shell import host
from web.shell.dom import document, window

if TYPE_CHECKING:
    from web.catherders.review.notes import ReviewData

# web/catherders/review/notes.py and web/catherders/review/chart.py are imported once there is a review to
# show
# (one made, or one saved with the game opened), not while the page starts.

CHART_HEIGHT = 110


class ReviewView:
    """The review of the game shown, and the evaluation bar, for one Page."""

    def __init__(self, page):
        self.page = page
        self.store = ReviewStore(BrowserStorage(window.localStorage))
        self.review: ReviewData | None = None
        self.session = None  # the session the review (or the lookup for one) belongs to
        self.fragment: str | None = None  # the game reviewed
        self.run_id = 0  # the review running (0: none); a new number cancels the old
        self.eval_key: str | None = None  # the position the bar shows
        on = page.on
        on("btn-review", "click", lambda _e: self.start())
        on("btn-over-review", "click", lambda _e: (element("dlg-over").close(), self.start()))
        on("btn-review-cancel", "click", lambda _e: self.cancel())
        on("btn-review-close", "click", lambda _e: self.hide())
        on("btn-review-next", "click", lambda _e: self.jump(1))
        on("btn-review-prev", "click", lambda _e: self.jump(-1))
        on("btn-review-learn", "click", lambda _e: self.learn())
        on("review-chart", "click", self._on_chart)
        self._chart_shown: int | None = None  # the position the chart marks, once drawn
        document.observe(element("review-chart"), self._chart_resized)
        on("chk-eval", "change", lambda _e: (page.settings.set("eval", bool(element("chk-eval").checked)),
                                              self.after_refresh()))
        element("chk-eval").checked = bool(page.settings.get("eval", False))
        page.on_refresh(self.after_refresh)

    # ---- running ---------------------------------------------------------------------

    def start(self) -> None:
        """Review the game up to the turn shown."""
        document.body.dataset.review = "running"  # at once: the worker may take a moment
        asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        from web.catherders.review.notes import ReviewData

        page = self.page
        s = page.session
        n = s.shown_turn_count()
        if n == 0:
            document.body.dataset.review = "done" if self.review is not None else ""
            s.say("Nothing to review yet: no turn has been played.")
            page.refresh()
            return
        spec = s.current_spec().up_to(n)
        from web.catherders.sharing.link import encode

        fragment = encode(spec)
        self.run_id += 1
        run = self.run_id
        self._clear()
        self.session, self.fragment = s, fragment
        document.body.dataset.review = "running"
        element("review-box").hidden = False
        element("review-running").hidden = False
        element("review-done").hidden = True
        self._progress(0, n)
        try:
            worker = await page.computer.worker()
            total = int(await worker.review_begin(fragment, REVIEW_NODES))
            for i in range(total):
                if run != self.run_id:
                    return  # cancelled, or another review began
                await worker.review_next()
                if run != self.run_id:
                    return
                self._progress(i + 1, total)
            data = json.loads(str(await worker.review_result()))
            review = ReviewData.from_dict(data)
        except Exception as e:
            if run == self.run_id:
                host.log_exception()
                self.cancel()
                page.show_problem(f"The review could not be made: {e}")
            return
        if run != self.run_id:
            return
        self.run_id = 0
        self.review = review
        page_ids = [e["id"] for e in page.store.entries()]
        if page.game_id is not None:
            self.store.save(page.game_id, fragment, review.to_dict(), page_ids)
        self._show()
        self.page.refresh()

    def _progress(self, done: int, total: int) -> None:
        bar = element("review-progress")
        bar.max = max(1, total)
        bar.value = done
        element("review-progress-text").textContent = (f"Reviewing: turn {done} of {total}"
                                                       if done < total else "Reviewed: summing up…")
        document.body.dataset.reviewProgress = f"{done}/{total}"

    def cancel(self) -> None:
        """Stop the review running: nothing of it stays (no marks, nothing saved)."""
        self.run_id = 0
        self._clear()
        self.page.refresh()

    def _clear(self) -> None:
        self.review = None
        self.fragment = None
        element("review-box").hidden = True
        document.body.dataset.review = ""
        document.body.dataset.reviewProgress = ""
        self.page.panel.moves.set_marks({})

    def hide(self) -> None:
        """Hide the review shown (it stays saved with the game)."""
        self._clear()
        self.page.refresh()

    # ---- showing ---------------------------------------------------------------------

    def _show(self) -> None:
        from game.catherders.record import Annotation
        from web.catherders.review.notes import marks_by_turn, summary_lines

        review = self.review
        element("review-running").hidden = True
        element("review-done").hidden = False
        element("review-box").hidden = False
        summary = element("review-summary")
        summary.replaceChildren()
        for line in summary_lines(review):
            li = document.createElement("li")
            li.textContent = line
            summary.appendChild(li)
        element("review-chart").setAttribute(
            "aria-label", "Advantage chart: blue's chance to win after each turn. "
            + " ".join(summary_lines(review)) + " Click a turn to see it.")
        self.page.panel.moves.set_marks(marks_by_turn(review))
        self.session.annotate({int(i): Annotation(nag, comment)
                               for i, (nag, comment) in review.annotations().items()})
        document.body.dataset.review = "done"

    def _restore(self) -> None:
        """A game newly on the board: show its saved review, if it still fits the game."""
        page = self.page
        saved = self.store.get(page.game_id) if page.game_id else None
        if saved is None:
            return
        fragment, data = saved
        from web.catherders.review.notes import ReviewData
        from web.catherders.sharing.link import decode

        try:
            reviewed = decode(fragment)
            review = ReviewData.from_dict(data)
        except Exception:  # an old or damaged review: the game itself is untouched
            return
        now = page.session.current_spec()
        if not (reviewed.same_game_as(now) and now.turns[:len(reviewed.turns)] == reviewed.turns):
            return
        self.review, self.fragment = review, fragment
        self._show()

    def after_refresh(self) -> None:
        """After each refresh: keep the review's chart and words in step with the board."""
        page = self.page
        if page.session is not self.session:  # another game on the board: its own review
            self.run_id = 0
            self.session = page.session
            self._clear()
            self._restore()
        self._eval_bar()
        review = self.review
        if review is None and page.session.annotations:  # a record read with its marks
            from web.catherders.review.notes import marks_of_annotations

            page.panel.moves.set_marks(marks_of_annotations(page.session.annotations))
        if review is None or page.session is not self.session:
            return
        from web.catherders.review.notes import describe, next_marked

        shown = page.session.shown_turn_count()
        document.body.dataset.reviewShown = str(shown)
        better = self.marks().get("hint")
        document.body.dataset.reviewBetter = "" if better is None else str(better)
        self._draw_chart(shown)
        element("review-say").textContent = describe(review, shown)
        element("btn-review-prev").disabled = next_marked(review, shown, -1) is None
        element("btn-review-next").disabled = next_marked(review, shown, 1) is None

    def _chart_resized(self, _event) -> None:
        if self.review is not None and self._chart_shown is not None:
            self._draw_chart(self._chart_shown)

    def _draw_chart(self, shown: int) -> None:
        from web.catherders.review.chart import chart_data, draw_chart

        canvas = element("review-chart")
        self._chart_shown = shown
        width = float(canvas.getBoundingClientRect().width) or 300.0
        ratio = float(window.devicePixelRatio or 1)
        canvas.width, canvas.height = int(width * ratio), int(CHART_HEIGHT * ratio)
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        draw_chart(ctx, chart_data(self.review.turns), width, CHART_HEIGHT, shown, self.page.board_view.theme)

    def _on_chart(self, event) -> None:
        from web.catherders.review.chart import chart_data, position_at

        if self.review is None:
            return
        canvas = element("review-chart")
        rect = canvas.getBoundingClientRect()
        k = position_at(chart_data(self.review.turns), float(event.clientX) - float(rect.left),
                        float(rect.width))
        self.page.act(lambda: self.page.session.goto(k))

    def marks(self) -> dict:
        """Extra board marks: at a position where a marked turn was played, the better turn
        (green, with its cats' flights) and the turn played (red, dashed)."""
        review, s = self.review, self.page.session
        if review is None or s is not self.session or s.builder is not None:
            return {}
        from web.catherders.review.notes import better_turn

        shown = s.shown_turn_count()
        game = s.shown_game()
        better = better_turn(review, game, shown)
        if better is None:
            return {}
        played = s.game.turns[shown] if shown < len(s.game.turns) else None
        return {"hint": better, "played": played}

    def jump(self, step: int) -> bool:
        """Go to the position before the next (1) or previous (-1) marked turn."""
        from web.catherders.review.notes import next_marked

        if self.review is None:
            return False
        s = self.page.session
        k = next_marked(self.review, s.shown_turn_count(), step)
        if k is None:
            return False
        self.page.act(lambda: s.goto(k))
        return True

    def learn(self) -> None:
        """Step through your own mistakes as puzzles (web/catherders/training/view.py)."""
        if self.review is not None:
            self.page.views.training.learn_mistakes(self.page.session, self.review)

    # ---- the evaluation bar --------------------------------------------------------------

    def _eval_allowed(self) -> bool:
        s = self.page.session
        people = [s.computer_level(p) is None for p in (0, 1)]
        playing_computer = any(people) and not all(people)
        return not (playing_computer and not s.game.is_over())

    def _eval_bar(self) -> None:
        allowed = self._eval_allowed()
        box = element("chk-eval")
        box.disabled = not allowed
        bar = element("eval-bar")
        on = bool(box.checked) and allowed
        bar.hidden = not on
        if not on:
            self.eval_key = None
            return
        s = self.page.session
        spec = s.current_spec().up_to(s.shown_turn_count())
        from web.catherders.sharing.link import encode

        fragment = encode(spec)
        if fragment != self.eval_key:
            self.eval_key = fragment
            asyncio.ensure_future(self._evaluate(fragment))

    async def _evaluate(self, fragment: str) -> None:
        try:
            worker = await self.page.computer.worker()
            chance = float(await worker.blue_chance(fragment, REVIEW_NODES))
        except Exception as e:
            host.log_exception()
            self.page.show_problem(f"The evaluation could not be made: {e}")
            return
        if fragment != self.eval_key:
            return
        pc = round(100 * chance)
        bar = element("eval-bar")
        bar.setAttribute("aria-valuenow", str(pc))
        bar.setAttribute("aria-valuetext", f"Blue {pc}%, red {100 - pc}%")
        bar.querySelector(".eval-fill").style.width = f"{pc}%"
        bar.querySelector(".eval-text").textContent = f"Blue {pc}% · Red {100 - pc}%"
        document.body.dataset.evalBlue = str(pc)
