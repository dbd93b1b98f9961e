"""A game's rules file (Markdown) built into the rules view's data, once, at build time.

The build (tools/app_bundles.py's build_rules) calls `build_file` for every game in
web/shell/registry.py; the page fetches the result (assets/app/rules-<game>.json) and makes DOM
nodes from it with textContent, so no Markdown is parsed in the browser and nothing of the file
can be taken for markup.
markdown-it-py (CommonMark, with its table rule) reads the file; it is a build-time dependency
only (requirements-build.txt).

The data is plain JSON:

    {"format": 1, "source": "RULES.md", "title": "...", "short": [block...], "more": [block...]}

`short` is what the view shows first, up to the line `<!-- more -->`; `more` is the rest.
A block is one of

    {"t": "h", "level": 2, "c": runs}            a heading (the file's title is left out)
    {"t": "p", "c": runs}                        a paragraph
    {"t": "ul" | "ol", "items": [[block...]...]} a list; an item's paragraphs in a tight
                                                 list have "tight": true
    {"t": "table", "head": [runs...], "rows": [[runs...]...]}
    {"t": "pre", "text": "..."}                  a code block, verbatim
    {"t": "quote", "c": [block...]}              a block quote
    {"t": "hr"}
    {"t": "diagram", "spec": {...}}              a board diagram: <!-- diagram: {JSON} -->

and runs are a list whose items are plain strings or {"k": "strong" | "em", "c": runs},
{"k": "code", "s": "..."} or {"k": "link", "href": "...", "c": runs}. Other HTML comments are
dropped. What the view could not show faithfully is refused with RulesBuildError, which names
the file, the line and the reason: raw HTML, images, a link that is not http(s), mailto, a
relative path or a #fragment, a diagram whose JSON is not an object, two `more` lines.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from markdown_it import MarkdownIt

FORMAT = 1
MORE = "<!-- more -->"
_DIAGRAM = re.compile(r"<!--\s*diagram:\s*(.*?)\s*-->\s*$", re.S)
_COMMENT = re.compile(r"<!--.*?-->\s*$", re.S)
_SAFE_HREF = re.compile(r"(https?://|mailto:|#|\./|\.\./|[A-Za-z0-9_][A-Za-z0-9_.\-/]*(#|$))")


class RulesBuildError(ValueError):
    """A rules file the view could not show as written: the message names the file, the line
    and what is wrong."""


def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


class _Reader:
    """Walks markdown-it's flat token stream into nested blocks."""

    def __init__(self, tokens, source: str):
        self.tokens = tokens
        self.i = 0
        self.source = source

    def fail(self, token, why: str):
        line = token.map[0] + 1 if token is not None and token.map else "?"
        raise RulesBuildError(f"{self.source}, line {line}: {why}")

    def blocks(self, until: str | None = None) -> list:
        out = []
        while self.i < len(self.tokens):
            token = self.tokens[self.i]
            if until is not None and token.type == until:
                self.i += 1
                return out
            block = self.block(token)
            if block is not None:
                out.append(block)
        if until is not None:
            self.fail(None, f"unclosed {until.removesuffix('_close')}")
        return out

    def block(self, token):
        kind = token.type
        self.i += 1
        if kind == "heading_open":
            runs = self.runs(self.tokens[self.i])
            self.i += 2  # inline, heading_close
            return {"t": "h", "level": int(token.tag[1]), "c": runs}
        if kind == "paragraph_open":
            runs = self.runs(self.tokens[self.i])
            self.i += 2
            return {"t": "p", "c": runs, **({"tight": True} if token.hidden else {})}
        if kind in ("bullet_list_open", "ordered_list_open"):
            close = kind.replace("_open", "_close")
            items = []
            while self.tokens[self.i].type != close:
                self.i += 1  # list_item_open
                items.append(self.blocks(until="list_item_close"))
            self.i += 1
            return {"t": "ul" if kind == "bullet_list_open" else "ol", "items": items}
        if kind == "table_open":
            return self.table()
        if kind in ("fence", "code_block"):
            return {"t": "pre", "text": token.content}
        if kind == "blockquote_open":
            return {"t": "quote", "c": self.blocks(until="blockquote_close")}
        if kind == "hr":
            return {"t": "hr"}
        if kind == "html_block":
            return self.comment(token)
        self.fail(token, f"{kind} is not something the rules view shows")

    def comment(self, token):
        text = token.content.strip()
        if text == MORE:
            return {"t": "more"}
        found = _DIAGRAM.match(text)
        if found:
            try:
                spec = json.loads(found.group(1))
            except json.JSONDecodeError as e:
                self.fail(token, f"a diagram's JSON cannot be read ({e}): {text[:80]!r}")
            if not isinstance(spec, dict):
                self.fail(token, f"a diagram's JSON must be an object: {text[:80]!r}")
            return {"t": "diagram", "spec": spec}
        if _COMMENT.fullmatch(text):
            return None
        self.fail(token, f"raw HTML is not shown: {text[:80]!r}")

    def table(self) -> dict:
        head, rows, row = [], [], None
        while self.tokens[self.i].type != "table_close":
            token = self.tokens[self.i]
            if token.type == "tr_open":
                row = []
            elif token.type == "tr_close":
                (rows if head else head).append(row)
            elif token.type == "inline":
                row.append(self.runs(token))
            self.i += 1
        self.i += 1
        return {"t": "table", "head": head[0], "rows": rows}

    def runs(self, inline) -> list:
        stack: list[list] = [[]]
        for child in inline.children or []:
            kind = child.type
            if kind == "text":
                _add_text(stack[-1], child.content)
            elif kind in ("softbreak", "hardbreak"):
                _add_text(stack[-1], " ")
            elif kind == "code_inline":
                stack[-1].append({"k": "code", "s": child.content})
            elif kind in ("strong_open", "em_open"):
                run = {"k": kind.removesuffix("_open"), "c": []}
                stack[-1].append(run)
                stack.append(run["c"])
            elif kind == "link_open":
                href = str(child.attrs.get("href", ""))
                if not _SAFE_HREF.match(href):
                    self.fail(inline, f"a link the page would not follow: {href[:80]!r}")
                run = {"k": "link", "href": href, "c": []}
                stack[-1].append(run)
                stack.append(run["c"])
            elif kind in ("strong_close", "em_close", "link_close"):
                stack.pop()
            elif kind == "html_inline" and _COMMENT.fullmatch(child.content):
                continue
            else:
                self.fail(inline, f"{kind} is not shown in the rules: {child.content[:80]!r}")
        return stack[0]


def _add_text(runs: list, text: str) -> None:
    if runs and isinstance(runs[-1], str):
        runs[-1] += text
    elif text:
        runs.append(text)


def plain_text(runs: list) -> str:
    """The words of a list of runs, without their marks."""
    return "".join(r if isinstance(r, str) else r.get("s", "") or plain_text(r.get("c", []))
                   for r in runs)


def build(text: str, source: str = "RULES.md") -> dict:
    """The rules view's data for a rules file's text (see the module's docstring)."""
    reader = _Reader(_parser().parse(text), source)
    blocks = reader.blocks()
    title = ""
    if blocks and blocks[0]["t"] == "h" and blocks[0]["level"] == 1:
        title = plain_text(blocks.pop(0)["c"])
    breaks = [n for n, b in enumerate(blocks) if b["t"] == "more"]
    if len(breaks) > 1:
        raise RulesBuildError(f"{source}: {MORE} appears {len(breaks)} times; once at most")
    cut = breaks[0] if breaks else len(blocks)
    return {"format": FORMAT, "source": source, "title": title,
            "short": blocks[:cut], "more": blocks[cut + 1:]}


def diagrams(data: dict) -> list[dict]:
    """Every diagram's spec in built rules, in the file's order (lists and quotes included)."""
    found = []

    def walk(blocks):
        for block in blocks:
            if block["t"] == "diagram":
                found.append(block["spec"])
            for item in block.get("items", []):
                walk(item)
            if block["t"] == "quote":
                walk(block["c"])
    walk(data["short"])
    walk(data["more"])
    return found


def build_file(path: Path, root: Path) -> str:
    """The built data of the rules file at `path`, as JSON text (sorted keys: one text for one
    file, so a test can compare)."""
    source = path.relative_to(root).as_posix()
    return json.dumps(build(path.read_text(encoding="utf-8"), source), ensure_ascii=False,
                      sort_keys=True, separators=(",", ":"))


if __name__ == "__main__":  # python tools/rules_build.py RULES.md: the data, to stdout
    here = Path.cwd()
    sys.stdout.write(build_file(Path(sys.argv[1]).resolve(), here) + "\n")
