"""Lessons and puzzles played on the main board: #learn, #lesson=N, #puzzles, #puzzle=N.

Part of the browser layer. A lesson (web/catherders/training/coach.py LessonRun), a puzzle
(web/catherders/training/puzzles.py PuzzleRun) and a reviewed game's mistake
(web/catherders/training/mistakes.py
MistakeRun) are each a run (web/catherders/training/run.py): a Session on the page's board, judged
after each committed turn by `judge()`, driven here through that protocol. While
a run is on the board the game is not saved and the address stays the run's
(`#lesson=N`, `#puzzle=N`: N is the run's `number`). The lesson box in the panel
shows the run's title, explanation, goal and verdict for all three. The shipped puzzles
are fetched from assets/puzzles.json (the offline copy holds it) when first
needed; a puzzle made in the position editor arrives as its own link
(web/catherders/editor/puzzle_link.py), re-proved by the solver before it is shown.
"""

from __future__ import annotations

import asyncio

from game.text import shown
from web.kit.elements import element
from web.kit.storage import LESSONS_SOLVED, PUZZLES_SOLVED
from web.shell import host
from web.shell.dom import document, window

LEVEL_NAMES = {1: "Level 1 · first steps", 2: "Level 2 · look closer", 3: "Level 3 · hard"}
KIND_WORDS = {"catch": "catch", "forced": "two-turn catch", "defend": "defend"}


class _Today:
    """Today's local date as daily_index needs it (a toordinal(), as datetime.date has)."""

    def toordinal(self) -> int:
        return host.today_ordinal()


class Training:
    """The lessons and puzzles of one Page; `run` is the one on the board, if any."""

    def __init__(self, page):
        self.page = page
        self.run = None  # the run on the board (web/catherders/training/run.py): a lesson, a puzzle or a
        # mistake
        self.game_before = None  # (session, game id) to go back to afterwards
        self.puzzles: list | None = None  # the shipped puzzles, once fetched
        self.puzzle_problem: str | None = None  # why they could not be read, if so
        on = page.on
        on("btn-learn", "click", lambda _e: page.views.go("learn"))
        on("btn-welcome-learn", "click", lambda _e: page.views.go("learn"))
        on("btn-puzzles", "click", lambda _e: page.views.go("puzzles"))
        on("lesson-list", "click", self._on_lesson_list)
        on("puzzle-list", "click", self._on_puzzle_list)
        on("btn-puzzle-daily", "click", lambda _e: asyncio.ensure_future(self._daily()))
        on("btn-lesson-hint", "click", lambda _e: self._act("hint"))
        on("btn-lesson-retry", "click", lambda _e: self._act("retry"))
        on("btn-lesson-answer", "click", lambda _e: self._act("answer"))
        on("btn-lesson-next", "click", lambda _e: self._next())
        on("btn-lesson-all", "click", lambda _e: page.views.go(
            "learn" if self._is_lesson() else "puzzles"))
        page.on_refresh(lambda: self.after_refresh() if self.run is not None else None)

    def _is_mistakes(self) -> bool:
        return self.run is not None and self.run.kind == "mistake"

    def learn_mistakes(self, session, review, number: int = 1) -> None:
        """Play the reviewed game's mistakes of the side a person played (blue when both
        or neither), one at a time, as puzzles, from mistake `number` (from 1)."""
        from web.catherders.training.mistakes import MistakeRun

        people = [p for p in (0, 1) if session.computer_level(p) is None]
        # By link: the side this device plays; against the computer: the person's; two
        # people on one device: both.
        player = session.spec.you if session.spec.you is not None else (
            people[0] if len(people) == 1 else None)
        if not any(t.mark is not None and player in (None, t.mover) for t in review.turns):
            session.say("No mistake to learn from: the review marked none of your turns.")
            self.page.refresh()
            return
        self.mistakes_of = (session, review)
        self._start(MistakeRun(session.current_spec(), review, player, number))

    def _is_lesson(self) -> bool:
        return self.run is not None and self.run.kind == "lesson"

    # ---- lessons ---------------------------------------------------------------------

    def solved_lessons(self) -> set[int]:
        """The lessons solved in this browser."""
        return set(self.page.settings.get(LESSONS_SOLVED, [], each=int))

    def fill_lesson_list(self) -> None:
        """List every lesson with its goal, marking those solved."""
        from web.catherders.training.lessons import LESSONS

        solved = self.solved_lessons()
        ol = element("lesson-list")
        ol.replaceChildren()
        for each in LESSONS:
            li = document.createElement("li")
            button = document.createElement("button")
            button.type = "button"
            button.dataset.lesson = str(each.number)
            done = each.number in solved
            button.textContent = f"{each.number}. {each.title}" + (" ✓" if done else "")
            button.setAttribute("aria-label", f"Lesson {each.number}: {each.title}"
                                + (", solved" if done else ""))
            goal = document.createElement("span")
            goal.className = "goal"
            goal.textContent = each.goal
            li.appendChild(button)
            li.appendChild(goal)
            ol.appendChild(li)
        element("learn-progress").textContent = f"{len(solved & {x.number for x in LESSONS})} of " \
                                                f"{len(LESSONS)} lessons solved."

    def _on_lesson_list(self, event) -> None:
        button = event.target.closest("button[data-lesson]")
        if button:
            self.page.views.go(f"lesson={button.dataset.lesson}")

    def open_lesson(self, number_text: str) -> bool:
        """Start lesson `number_text`; False (and a message) when there is no such lesson."""
        from web.catherders.training.coach import LessonRun
        from web.catherders.training.lessons import LESSONS, lesson
        from web.catherders.training.run import RunNumberError, run_number

        try:
            chosen = lesson(run_number(number_text, "lesson", len(LESSONS)))
        except RunNumberError:
            self.page.show_problem(f"There is no lesson {shown(number_text)}: the lessons are 1 to "
                                   f"{len(LESSONS)}.", near=element("learn-progress"))
            return False
        self._start(LessonRun(chosen, self.solved_lessons()))
        return True

    # ---- puzzles ---------------------------------------------------------------------

    def solved_puzzles(self) -> set[int]:
        """The shipped puzzles solved in this browser."""
        return set(self.page.settings.get(PUZZLES_SOLVED, [], each=int))

    async def load_puzzles(self) -> list:
        """The shipped puzzles (fetched once; an empty list, with the reason kept, on failure)."""
        if self.puzzles is None:
            from game.catherders.puzzles import PuzzleError, load_puzzles

            try:
                self.puzzles = load_puzzles(await host.fetch_text("assets/puzzles.json"))
            except (OSError, PuzzleError, Exception) as e:
                self.puzzle_problem = f"The puzzles could not be read: {e}"
                return []
        return self.puzzles

    async def fill_puzzle_list(self) -> None:
        """List the puzzles by level, each with its kind and whether it is solved."""
        puzzles = await self.load_puzzles()
        box = element("puzzle-list")
        if not puzzles:
            box.textContent = self.puzzle_problem or "No puzzles."
            return
        solved = self.solved_puzzles()
        box.replaceChildren()
        for level in sorted({p.level for p in puzzles}):
            numbers = [n for n, p in enumerate(puzzles, 1) if p.level == level]
            done = len([n for n in numbers if n in solved])
            heading = document.createElement("h3")
            name = LEVEL_NAMES.get(level, f"Level {level}")
            heading.textContent = f"{name} ({done} of {len(numbers)} solved)"
            grid = document.createElement("ul")
            grid.className = "puzzle-grid"
            for n in numbers:
                p = puzzles[n - 1]
                li = document.createElement("li")
                button = document.createElement("button")
                button.type = "button"
                button.dataset.puzzle = str(n)
                button.className = "solved" if n in solved else ""
                button.textContent = f"{n}{' ✓' if n in solved else ''}"
                kind = document.createElement("small")
                kind.textContent = KIND_WORDS.get(p.kind, p.kind)
                button.appendChild(kind)
                button.setAttribute("aria-label", f"Puzzle {n}, level {p.level}, "
                                    f"{KIND_WORDS.get(p.kind, p.kind)}" + (", solved" if n in solved else ""))
                li.appendChild(button)
                grid.appendChild(li)
            box.appendChild(heading)
            box.appendChild(grid)
        all_done = len(solved & set(range(1, len(puzzles) + 1)))
        element("puzzles-progress").textContent = f"{all_done} of {len(puzzles)} puzzles solved."
        document.body.dataset.puzzles = str(len(puzzles))

    def _on_puzzle_list(self, event) -> None:
        button = event.target.closest("button[data-puzzle]")
        if button:
            self.page.views.go(f"puzzle={button.dataset.puzzle}")

    async def _daily(self) -> None:
        from game.catherders.daily import daily_index

        puzzles = await self.load_puzzles()
        if puzzles:
            self.page.views.go(f"puzzle={daily_index(_Today(), len(puzzles)) + 1}")

    async def open_puzzle(self, fragment: str) -> None:
        """Start the puzzle a fragment names: 'puzzle=N' (shipped) or a made puzzle's link."""
        from web.catherders.editor.puzzle_link import decode_made, is_made
        from web.catherders.sharing.link import LinkError
        from web.catherders.training.puzzles import PuzzleRun
        from web.catherders.training.run import RunNumberError, run_number

        views = self.page.views
        if is_made(fragment):
            try:
                puzzle = decode_made(fragment)
            except LinkError as e:
                views.show_puzzles()
                self.page.show_problem(f"This puzzle link cannot be opened: {e}",
                                       near=element("puzzles-progress"))
                window.history.replaceState(None, "", "#puzzles")
                return
            self._start(PuzzleRun(puzzle, None, set()))
            return
        puzzles = await self.load_puzzles()
        number = fragment.removeprefix("puzzle=")
        try:
            n = run_number(number, "puzzle", len(puzzles))
        except RunNumberError:
            views.show_puzzles()
            self.page.show_problem(self.puzzle_problem or f"There is no puzzle {shown(number)}: the "
                                   f"puzzles are 1 to {len(puzzles)}.", near=element("puzzles-progress"))
            window.history.replaceState(None, "", "#puzzles")
            return
        if str(window.location.hash)[1:] != fragment:
            return  # the person went elsewhere while the puzzles loaded
        self._start(PuzzleRun(puzzles[n - 1], n, self.solved_puzzles(), len(puzzles)))

    # ---- a run on the board -------------------------------------------------------------

    def _start(self, run) -> None:
        page = self.page
        if self.run is None:
            self.game_before = (page.session, page.game_id)
        self.run = run
        page.views.show_board()
        self._adopt()

    def _adopt(self) -> None:
        page, run = self.page, self.run
        # The solver's side at the bottom; a run is not a game to keep.
        page.adopt(run.session, bottom=run.session.game.to_move, game_id=None)
        page.stop_animation()
        element("lesson-box").hidden = False
        lesson, mistakes = self._is_lesson(), self._is_mistakes()
        document.body.dataset.lesson = str(run.number) if lesson else ""
        document.body.dataset.puzzle = ("" if lesson else f"mistake-{run.number}" if mistakes
                                        else str(run.number or "made"))
        element("lesson-title").textContent = run.title()
        element("lesson-explain").textContent = run.explain()
        element("lesson-goal").textContent = run.goal()
        element("btn-lesson-next").textContent = ("Next lesson" if lesson else "Next mistake" if mistakes
                                                  else "Next puzzle")
        element("btn-lesson-all").textContent = "All lessons" if lesson else "All puzzles"
        element("btn-lesson-all").hidden = mistakes
        element("btn-lesson-leave").textContent = "Leave the lesson" if lesson else "Leave the puzzle"
        element("btn-lesson-answer").hidden = lesson
        document.body.dataset.view = "lesson" if lesson else "puzzle"
        page.board_view.resize()
        page.refresh()

    def drop(self) -> None:
        """Another game takes the board (a new game, a saved one): the run ends, and the
        game shown before it is not brought back."""
        self.game_before = None
        if self.run is not None:
            self.end()
            window.history.replaceState(None, "", "#" + self.page.session.fragment())

    def end(self) -> None:
        """Take the run off the board and bring back the game shown before it."""
        page = self.page
        self.run = None
        element("lesson-box").hidden = True
        for key in ("lesson", "puzzle", "verdict"):
            setattr(document.body.dataset, key, "")
        if self.game_before is not None:
            session, game_id = self.game_before
            page.adopt(session, game_id=game_id, announced=session.game.is_over())
            self.game_before = None

    def _act(self, what: str) -> None:
        run = self.run
        if run is None:
            return
        if what == "hint":
            self.page.act(run.hint)
        elif what == "answer":
            self.page.act(run.show_answer)
        else:
            run.retry()
            self._adopt()

    def _next(self) -> None:
        run, views = self.run, self.page.views
        if run is None:
            views.go("learn")
            return
        n = run.next_number()
        if self._is_lesson():
            views.go("learn" if n is None else f"lesson={n}")
        elif self._is_mistakes():
            if n is None:
                views.back_to_game()
            else:
                session, review = self.mistakes_of
                self.learn_mistakes(session, review, n)
        else:
            views.go("puzzles" if n is None else f"puzzle={n}")

    async def _judge(self, run) -> None:
        """Have the worker judge a mistake run's pending turn, then show the verdict."""
        import json

        from web.catherders.review import REVIEW_NODES

        fragment, turn = run.pending
        try:
            worker = await self.page.computer.worker()
            result = json.loads(str(await worker.judge_turn(fragment, turn, REVIEW_NODES)))
        except Exception as e:
            self.page.show_problem(f"Your turn could not be judged: {e}")
            return
        finally:
            run.asked = False
        if self.run is run:
            self.page.act(lambda: run.judged(result))

    def after_refresh(self) -> None:
        """After each refresh while a run is on the board: judge new turns, show the verdict."""
        run = self.run
        verdict = run.judge()
        page = self.page
        if self._is_mistakes() and run.pending is not None and not run.asked:
            run.asked = True
            asyncio.ensure_future(self._judge(run))
        frames = run.session.take_frames()
        if frames:  # the opponent's refutation, played by the run: animate it
            page.play_frames(frames)
        if verdict is not None and verdict.state == "solved" and not self._is_mistakes():
            key = LESSONS_SOLVED if self._is_lesson() else PUZZLES_SOLVED
            if run.number is not None:  # a made puzzle is not kept as solved
                page.settings.set(key, sorted(run.solved))
        state = run.verdict.state if run.verdict else ""
        document.body.dataset.verdict = state
        box = element("lesson-verdict")
        box.textContent = run.verdict.message if run.verdict else ""
        box.className = f"verdict {state}"
        element("btn-lesson-next").hidden = state not in ("solved", "shown")
        element("btn-lesson-hint").disabled = state in ("solved", "failed", "shown")
        element("btn-lesson-answer").disabled = state in ("solved", "shown")
        if verdict is not None:
            element("status").textContent = run.session.status()
