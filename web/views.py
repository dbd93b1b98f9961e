"""The views beside the game, and the router between them: the illustrated rules (#rules),
the lessons and puzzles (#learn, #lesson=N, #puzzles, #puzzle=N: web/training.py) and
the position editor (#edit: web/edit_view.py).

Part of the browser layer. The rules view is made from RULES.md itself (web/markdown.py
reads it; the page fetches the file, which the offline copy holds), so the page and
the file can never say different things: its short part is shown, the full rules
follow in a closed section, and each diagram is drawn by the board's own renderer
(web/diagram.py). A lesson or a puzzle plays on the main board (web/training.py);
while it runs the game is not saved and the address stays the run's.
"""

from __future__ import annotations

import asyncio

import js

from web.app.dom import document, window

from .draw import draw
from .geometry import Layout
from .panel import element
from .training import Training

# The rules' parser and diagrams, the lessons, the puzzles and the editor are imported when
# first shown,
# not while the page starts: the first visit's board comes sooner (bench/bench_load.py).

DIAGRAM_SIZE = (300, 230)  # CSS pixels of a diagram's canvas
VIEWS = {"view-rules": "rules", "view-learn": "learn", "view-edit": "edit", "view-puzzles": "puzzles"}


class Views:
    """The rules and lessons views of one Page."""

    def __init__(self, page):
        self.page = page
        self._rules_done = False
        self.training = Training(page)
        self._editor = None  # the position editor's view, made when first used
        page.on("btn-rules", "click", lambda _e: self.go("rules"))
        page.on("btn-edit", "click", lambda _e: self.editor.start_from_game())
        page.on("btn-puzzles-edit", "click", lambda _e: self.go("edit"))
        for ident in ("btn-rules-back", "btn-learn-back", "btn-lesson-leave", "btn-puzzles-back"):
            page.on(ident, "click", lambda _e: self.back_to_game())

    @property
    def editor(self):
        """The position editor's view (web/edit_view.py), imported and wired on first use: the
        first visit's board does not wait for it."""
        if self._editor is None:
            from .edit_view import EditView

            self._editor = EditView(self.page)
        return self._editor

    @property
    def lesson(self):
        """The lesson or puzzle on the board (web/training.py), or None."""
        return self.training.run

    # ---- routing --------------------------------------------------------------------

    def go(self, fragment: str) -> None:
        """Open a view by its address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    @staticmethod
    def is_view(fragment: str) -> bool:
        """True when a fragment names a view rather than a game."""
        return fragment in ("rules", "learn", "edit", "puzzles") or fragment.startswith(
            ("lesson=", "puzzle="))

    def route(self, fragment: str) -> bool:
        """Show the view a fragment names; False for a game."""
        training = self.training
        if fragment == "rules":
            self._show("view-rules")
            if not self._rules_done:
                asyncio.ensure_future(self.fill_rules())
        elif fragment == "learn":
            self._show("view-learn")
            training.fill_lesson_list()
        elif fragment == "puzzles":
            self.show_puzzles()
        elif fragment == "edit":
            self._show("view-edit")
            self.editor.shown()
        elif fragment.startswith("lesson="):
            if not training.open_lesson(fragment.removeprefix("lesson=")):
                self._show("view-learn")
                training.fill_lesson_list()
                window.history.replaceState(None, "", "#learn")
        elif fragment.startswith("puzzle="):
            asyncio.ensure_future(training.open_puzzle(fragment))
        else:
            if training.run is not None:
                training.end()
            self._show(None)
            return False
        return True

    def show_puzzles(self) -> None:
        """Show the list of puzzles."""
        self._show("view-puzzles")
        asyncio.ensure_future(self.training.fill_puzzle_list())

    def show_board(self) -> None:
        """Show the board (for a lesson, a puzzle or a game started from a view)."""
        self._show(None)

    def _show(self, view_id: str | None) -> None:
        """Show one view (None: the board) and hide the others."""
        run = self.training.run
        if view_id is not None and run is not None:
            self.training.end()
            run = None
        if view_id is not None or run is not None:
            element("welcome").hidden = True  # it has done its work
        for ident in VIEWS:
            element(ident).hidden = ident != view_id
        element("game-view").hidden = view_id is not None
        document.body.dataset.view = VIEWS[view_id] if view_id else "game"
        window.scrollTo(0, 0)
        if view_id is not None:
            element(view_id).querySelector("h2").focus()

    def back_to_game(self) -> None:
        """Leave a view, a lesson or a puzzle: the game as it was."""
        if self.training.run is not None:
            self.training.end()
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
            response = await js.fetch(document.site_url("RULES.md"))
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

    # ---- for the page ------------------------------------------------------------------

    def drop_lesson(self) -> None:
        """Another game takes the board: a lesson or puzzle on it ends (web/training.py)."""
        self.training.drop()

    def after_refresh(self) -> None:
        """Called by Page.refresh while a lesson or puzzle is on the board."""
        self.training.after_refresh()
