"""The rules view (#rules): a game's rules file as built at build time (tools/rules_build.py:
assets/app/rules-<game>.json), its short part shown and the rest in a closed section, each
diagram made by the game's own `diagram` callback (its rules_parts.py).

No Markdown is read in the browser: the built data is plain blocks and runs, made into DOM
nodes with textContent, so nothing of the file can be taken for markup. tests/tools/test_rules_build.py
fails when a rules file and its build disagree.
"""

from __future__ import annotations

import asyncio
import json

from web.kit.elements import element
from web.shell import host
from web.shell.dom import document

RULES_FORMAT = 1  # tools/rules_build.py's FORMAT: the data this view reads
MARKS = {"strong": "strong", "em": "em"}


class RulesView:
    """The rules view of one game's page; `game` is its name in the registry
    (web/shell/registry.py), whose rules the build made. The view fills the element `body_id`.
    `diagram(spec)` makes a diagram's node from its spec: each game draws its own (its
    rules_parts.py's `Diagrams(page).make`)."""

    def __init__(self, page, game: str, diagram, body_id: str = "rules-body",
                 more_label: str = "The full rules, the setups and the house rules"):
        self.page = page
        self.game = game
        self.body_id = body_id
        self.diagram = diagram
        self.more_label = more_label
        self._done = False

    def show(self) -> None:
        """Fill the view the first time it is shown."""
        if not self._done:
            asyncio.ensure_future(self.fill_rules())

    async def fill_rules(self) -> None:
        """Fetch the built rules (the offline copy has them) and build the view from them."""
        body = element(self.body_id)
        try:
            data = json.loads(await host.fetch_text(f"assets/app/rules-{self.game}.json"))
            if data.get("format") != RULES_FORMAT:
                raise ValueError(f"format {data.get('format')!r}, this page reads {RULES_FORMAT}")
            short, rest = data["short"], data["more"]
        except Exception as e:
            body.textContent = f"The rules could not be read: {e}"
            return
        body.replaceChildren()
        for block in short:
            body.appendChild(self._block(block))
        more = document.createElement("details")
        summary = document.createElement("summary")
        summary.textContent = self.more_label
        more.appendChild(summary)
        for block in rest:
            more.appendChild(self._block(block))
        body.appendChild(more)
        self._done = True
        document.body.dataset.rules = f"ready-{self.game}"

    def _block(self, block: dict):
        kind = block["t"]
        if kind == "h":
            node = document.createElement(f"h{min(6, block['level'] + 1)}")  # the view has the h2
            self._runs(node, block["c"])
        elif kind == "p":
            node = document.createElement("p")
            self._runs(node, block["c"])
        elif kind in ("ul", "ol"):
            node = document.createElement(kind)
            for item in block["items"]:
                li = document.createElement("li")
                for part in item:
                    if part["t"] == "p" and part.get("tight"):
                        self._runs(li, part["c"])
                    else:
                        li.appendChild(self._block(part))
                node.appendChild(li)
        elif kind == "table":
            node = self._table(block)
        elif kind == "pre":
            node = document.createElement("pre")
            node.textContent = block["text"]
        elif kind == "quote":
            node = document.createElement("blockquote")
            for part in block["c"]:
                node.appendChild(self._block(part))
        elif kind == "diagram":
            node = self.diagram(block["spec"])
        else:
            node = document.createElement("hr")
        return node

    def _runs(self, parent, runs: list) -> None:
        for run in runs:
            if isinstance(run, str):
                parent.appendChild(document.createTextNode(run))
                continue
            kind = run["k"]
            if kind == "code":
                node = document.createElement("code")
                node.textContent = run["s"]
            else:
                node = document.createElement("a" if kind == "link" else MARKS.get(kind, "span"))
                if kind == "link":
                    node.href = run["href"]  # only safe addresses pass the build
                self._runs(node, run["c"])
            parent.appendChild(node)

    def _table(self, block: dict):
        table = document.createElement("table")
        head = document.createElement("tr")
        for cell in block["head"]:
            th = document.createElement("th" if cell else "td")  # an empty corner is no header
            self._runs(th, cell)
            head.appendChild(th)
        table.appendChild(head)
        for row in block["rows"]:
            tr = document.createElement("tr")
            for cell in row:
                td = document.createElement("td")
                self._runs(td, cell)
                tr.appendChild(td)
            table.appendChild(tr)
        return table
