"""The rules view (#rules): RULES.md itself, its short part shown and the rest in a closed
section, each diagram drawn by the board's own renderer (web/rules/diagram.py).

The page fetches the file (the offline copy holds it) and web/rules/markdown.py reads it, so
the page and the file can never say different things. The reader and the diagrams are imported
when the rules are first shown, not while the page starts.
"""

from __future__ import annotations

import asyncio

from web.app import host
from web.app.dom import document, window
from web.board.draw import draw
from web.board.geometry import Layout
from web.play.panel import element

DIAGRAM_SIZE = (300, 230)  # CSS pixels of a diagram's canvas


class RulesView:
    """The rules view of one game's page (`page.theme` colours its diagrams)."""

    def __init__(self, page):
        self.page = page
        self._done = False

    def show(self) -> None:
        """Fill the view the first time it is shown."""
        if not self._done:
            asyncio.ensure_future(self.fill_rules())

    async def fill_rules(self) -> None:
        """Fetch RULES.md (the offline copy has it) and build the rules view from it."""
        from web.rules.markdown import parse, split_more

        body = element("rules-body")
        try:
            short, rest = split_more(parse(await host.fetch_text("RULES.md")))
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
        self._done = True
        document.body.dataset.rules = "ready"

    def _block(self, block):
        from web.rules.markdown import Code, Diagram, Heading, ListBlock, Paragraph, Table

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
        from web.rules.diagram import DiagramError, build

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

