"""The views beside the game: the illustrated rules (#rules), the lessons (#learn,
#lesson=N).

Part of the browser layer. The rules view is made from RULES.md itself (web/markdown.py
reads it; the page fetches the file, which the offline copy holds), so the page and
the file can never say different things: its short part is shown, the full rules
follow in a closed section, and each diagram is drawn by the board's own renderer
(web/diagram.py). A lesson plays on the main board through a LessonRun (web/coach.py);
while it runs the game is not saved and the address stays #lesson=N.
"""

from __future__ import annotations

import asyncio

import js
from pyscript import document, window

from .draw import draw
from .geometry import Layout
from .panel import element
from .storage import LESSONS_SOLVED

# The rules' parser and diagrams, and the lessons, are imported when first shown, not while
# the page starts: the first visit's board comes sooner (bench/bench_load.py).

DIAGRAM_SIZE = (300, 230)  # CSS pixels of a diagram's canvas


class Views:
    """The rules and lessons views of one Page."""

    def __init__(self, page):
        self.page = page
        self.lesson = None  # the LessonRun being played (web/coach.py), if any
        self.game_before = None  # (session, game id) to go back to after a lesson
        self._rules_done = False
        page.on("btn-rules", "click", lambda _e: self.go("rules"))
        page.on("btn-learn", "click", lambda _e: self.go("learn"))
        page.on("btn-welcome-learn", "click", lambda _e: self.go("learn"))
        for ident in ("btn-rules-back", "btn-learn-back", "btn-lesson-leave"):
            page.on(ident, "click", lambda _e: self.back_to_game())
        page.on("lesson-list", "click", self._on_lesson_list)
        page.on("btn-lesson-hint", "click", lambda _e: self._lesson_act("hint"))
        page.on("btn-lesson-retry", "click", lambda _e: self._lesson_act("retry"))
        page.on("btn-lesson-next", "click", lambda _e: self._next_lesson())
        page.on("btn-lesson-all", "click", lambda _e: self.go("learn"))

    # ---- routing --------------------------------------------------------------------

    def go(self, fragment: str) -> None:
        """Open a view by its address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    @staticmethod
    def is_view(fragment: str) -> bool:
        """True when a fragment names a view rather than a game."""
        return fragment in ("rules", "learn") or fragment.startswith("lesson=")

    def route(self, fragment: str) -> bool:
        """Show the view a fragment names ('rules', 'learn', 'lesson=N'); False for a game."""
        if fragment == "rules":
            self._show("view-rules")
            if not self._rules_done:
                asyncio.ensure_future(self.fill_rules())
            return True
        if fragment == "learn":
            self._show("view-learn")
            self.fill_lesson_list()
            return True
        if fragment.startswith("lesson="):
            from .lessons import LESSONS, lesson

            number = fragment.removeprefix("lesson=")
            try:
                chosen = lesson(int(number)) if number.isdigit() else lesson(-1)
            except ValueError:
                self._show("view-learn")
                self.fill_lesson_list()
                self.page.show_problem(f"There is no lesson {number!r}: the lessons are 1 to "
                                       f"{len(LESSONS)}.", near=element("learn-progress"))
                window.history.replaceState(None, "", "#learn")
                return True
            self.start_lesson(chosen.number)
            return True
        if self.lesson is not None:
            self._end_lesson()
        self._show(None)
        return False

    def _show(self, view_id: str | None) -> None:
        """Show one view (None: the game) and hide the others."""
        if view_id is not None or self.lesson is not None:
            element("welcome").hidden = True  # it has done its work
        for ident in ("view-rules", "view-learn"):
            element(ident).hidden = ident != view_id
        element("game-view").hidden = view_id is not None
        document.body.dataset.view = {None: "lesson" if self.lesson else "game",
                                      "view-rules": "rules", "view-learn": "learn"}[view_id]
        window.scrollTo(0, 0)
        if view_id is not None:
            element(view_id).querySelector("h2").focus()

    def back_to_game(self) -> None:
        """Leave the rules, the lessons or a lesson: the game as it was."""
        if self.lesson is not None:
            self._end_lesson()
        self._show(None)
        page = self.page
        window.history.replaceState(None, "", "#" + page.session.fragment())
        page.resize()
        page.refresh(save=True)

    # ---- the rules --------------------------------------------------------------------

    async def fill_rules(self) -> None:
        """Fetch RULES.md (the offline copy has it) and build the rules view from it."""
        from .markdown import parse, split_more

        body = element("rules-body")
        try:
            response = await js.fetch("./RULES.md")
            text = str(await response.text())
            short, rest = split_more(parse(text))
        except Exception as e:
            body.textContent = f"The rules could not be read: {e}"
            return
        body.replaceChildren()
        for block in short[1:]:  # the file's title: the view has its own heading
            body.appendChild(self._block(block))
        more = document.createElement("details")
        summary = document.createElement("summary")
        summary.textContent = "The full rules, the setups and the house rules"
        more.appendChild(summary)
        for block in rest:
            more.appendChild(self._block(block))
        body.appendChild(more)
        self._rules_done = True
        document.body.dataset.rules = "ready"

    def _block(self, block):
        from .markdown import Code, Diagram, Heading, ListBlock, Paragraph, Table

        if isinstance(block, Heading):
            node = document.createElement(f"h{min(6, block.level + 1)}")
            self._inlines(node, block.inlines)
        elif isinstance(block, Paragraph):
            node = document.createElement("p")
            self._inlines(node, block.inlines)
        elif isinstance(block, ListBlock):
            node = document.createElement("ol" if block.ordered else "ul")
            for item in block.items:
                li = document.createElement("li")
                self._inlines(li, item)
                node.appendChild(li)
        elif isinstance(block, Table):
            node = self._table(block)
        elif isinstance(block, Code):
            node = document.createElement("pre")
            node.textContent = block.text
        elif isinstance(block, Diagram):
            node = self._diagram(block.spec)
        else:
            node = document.createElement("hr")
        return node

    def _inlines(self, parent, inlines) -> None:
        tags = {"strong": "strong", "em": "em", "code": "code"}
        for part in inlines:
            if part.kind == "text":
                parent.appendChild(document.createTextNode(part.text))
                continue
            if part.kind == "link":
                node = document.createElement("a")
                node.href = part.href if not str(part.href).startswith("javascript") else "#"
            else:
                node = document.createElement(tags.get(part.kind, "span"))
            node.textContent = part.text
            parent.appendChild(node)

    def _table(self, block):
        table = document.createElement("table")
        head = document.createElement("tr")
        for cell in block.header:
            th = document.createElement("th" if cell else "td")  # an empty corner is no header
            self._inlines(th, cell)
            head.appendChild(th)
        table.appendChild(head)
        for row in block.rows:
            tr = document.createElement("tr")
            for cell in row:
                td = document.createElement("td")
                self._inlines(td, cell)
                tr.appendChild(td)
            table.appendChild(tr)
        return table

    def _diagram(self, spec: dict):
        from .diagram import DiagramError, build

        figure = document.createElement("figure")
        figure.className = "diagram"
        try:
            diagram = build(spec, self.page.theme)
        except DiagramError as e:
            figure.textContent = str(e)
            return figure
        canvas = document.createElement("canvas")
        canvas.setAttribute("role", "img")
        canvas.setAttribute("aria-label", diagram.caption)
        canvas.dataset.diagram = diagram.ident
        width, height = DIAGRAM_SIZE
        ratio = float(window.devicePixelRatio or 1)
        canvas.width, canvas.height = int(width * ratio), int(height * ratio)
        canvas.style.width, canvas.style.height = f"{width}px", f"{height}px"
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        layout = Layout(diagram.game.board, width, height, labels=False, cells=diagram.cells)
        draw(ctx, layout, diagram.scene, width, height)
        caption = document.createElement("figcaption")
        caption.textContent = diagram.caption
        figure.appendChild(canvas)
        figure.appendChild(caption)
        return figure

    # ---- lessons ---------------------------------------------------------------------

    def solved(self) -> set[int]:
        """The lessons solved in this browser."""
        return {n for n in self.page.settings.get(LESSONS_SOLVED, []) if isinstance(n, int)}

    def fill_lesson_list(self) -> None:
        """List every lesson with its goal, marking those solved."""
        from .lessons import LESSONS

        solved = self.solved()
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
            self.go(f"lesson={button.dataset.lesson}")

    def start_lesson(self, number: int) -> None:
        """Play lesson `number` on the main board."""
        from .coach import LessonRun
        from .lessons import lesson

        page = self.page
        if self.lesson is None:
            self.game_before = (page.session, page.game_id)
        self.lesson = LessonRun(lesson(number), self.solved())
        self._show(None)
        self._adopt_lesson()

    def _adopt_lesson(self) -> None:
        page, run = self.page, self.lesson
        page.adopt(run.session)
        page.game_id = None
        page.queue.clear()
        element("lesson-box").hidden = False
        from .lessons import LESSONS

        element("lesson-title").textContent = f"Lesson {run.lesson.number} of {len(LESSONS)}: " \
                                              f"{run.lesson.title}"
        element("lesson-explain").textContent = run.lesson.explain
        element("lesson-goal").textContent = run.lesson.goal
        document.body.dataset.lesson = str(run.lesson.number)
        page.resize()
        page.refresh()

    def drop_lesson(self) -> None:
        """Another game takes the board (a new game, a saved one): the lesson ends, and the
        game shown before it is not brought back."""
        self.game_before = None
        if self.lesson is not None:
            self._end_lesson()
            window.history.replaceState(None, "", "#" + self.page.session.fragment())

    def _end_lesson(self) -> None:
        page = self.page
        self.lesson = None
        element("lesson-box").hidden = True
        document.body.dataset.lesson = ""
        document.body.dataset.verdict = ""
        if self.game_before is not None:
            session, game_id = self.game_before
            page.adopt(session)
            page.game_id = game_id
            page.announced_over = session.game.is_over()
            self.game_before = None

    def _lesson_act(self, what: str) -> None:
        run = self.lesson
        if run is None:
            return
        if what == "hint":
            self.page.act(run.hint)
        else:
            run.retry()
            self._adopt_lesson()

    def _next_lesson(self) -> None:
        run = self.lesson
        n = run.next_number() if run is not None else 1
        self.go("learn" if n is None else f"lesson={n}")

    def after_refresh(self) -> None:
        """Called by Page.refresh during a lesson: judge new turns, show the verdict."""
        run = self.lesson
        verdict = run.update()
        if verdict is not None and verdict.state == "solved":
            self.page.settings.set(LESSONS_SOLVED, sorted(run.solved))
        state = run.verdict.state if run.verdict else ""
        document.body.dataset.verdict = state
        box = element("lesson-verdict")
        box.textContent = run.verdict.message if run.verdict else ""
        box.className = f"verdict {state}"
        element("btn-lesson-next").hidden = state != "solved"
        element("btn-lesson-hint").disabled = state == "solved"
        if verdict is not None:
            element("status").textContent = run.session.status()
