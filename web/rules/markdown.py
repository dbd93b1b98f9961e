"""A small Markdown reader for RULES.md: blocks and inline runs as plain values.

The page builds the rules view from these values with DOM nodes and
textContent, so nothing here produces HTML, and the file's text can never be
taken for markup. Only what RULES.md uses is read:

    # Heading                 Heading(level, inlines)
    lines of text             Paragraph(inlines): wrapped lines joined with a space
    - item / 1. item          ListBlock(ordered, items): an item may wrap over
                              indented (or unindented) continuation lines
    | a | b |                 Table(header, rows): the second line is | --- | --- |
    ```                       Code(text, info): a fenced block, kept verbatim
    <!-- diagram: {...} -->   Diagram(spec): a board diagram, one line of JSON
    <!-- more -->            Break(): where the short part of the rules ends

Other HTML comments are dropped. Inline runs are `Inline(kind, text, href)`,
kind one of "text", "strong" (**b**), "em" (*e* or _e_ between word
boundaries, so names like snake_case stay text), "code" (`c`) and "link"
([text](href)). A marker without its closing partner stays literal text.
Runs do not nest: the text of a run holds the words of everything inside it.

`parse` never raises, except `DiagramError` for a diagram line whose JSON is
not an object. Pure Python, standard library only.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

__all__ = [
    "Block", "Break", "Code", "Diagram", "DiagramError", "Heading", "Inline", "ListBlock",
    "Paragraph", "Table", "parse", "parse_inlines", "split_more",
]

INLINE_KINDS = ("text", "strong", "em", "code", "link")


class DiagramError(ValueError):
    """A diagram comment line whose JSON cannot be read; the message quotes the line."""


@dataclass(frozen=True)
class Inline:
    """A run of text: kind is 'text', 'strong', 'em', 'code' or 'link' (with its href)."""

    kind: str
    text: str
    href: str | None = None


@dataclass(frozen=True)
class Heading:
    """A '#' heading: level 1 to 6 and its text."""

    level: int
    inlines: tuple[Inline, ...]


@dataclass(frozen=True)
class Paragraph:
    """A paragraph: its lines joined with single spaces."""

    inlines: tuple[Inline, ...]


@dataclass(frozen=True)
class ListBlock:
    """A bulleted ('-', '*', '+') or numbered ('1.') list: each item is a run of inlines."""

    ordered: bool
    items: tuple[tuple[Inline, ...], ...]


@dataclass(frozen=True)
class Table:
    """A pipe table: the header's cells and each row's cells (a cell is a run of inlines)."""

    header: tuple[tuple[Inline, ...], ...]
    rows: tuple[tuple[tuple[Inline, ...], ...], ...]


@dataclass(frozen=True)
class Code:
    """A fenced code block, its lines kept exactly as written; `info` is what follows the
    opening fence (a language name, say)."""

    text: str
    info: str = ""


@dataclass(frozen=True)
class Diagram:
    """A board diagram: the JSON object of a `<!-- diagram: {...} -->` line."""

    spec: dict


@dataclass(frozen=True)
class Break:
    """The `<!-- more -->` marker: the short part of the rules ends here."""


Block = Heading | Paragraph | ListBlock | Table | Code | Diagram | Break

# ---- block level ------------------------------------------------------------------------

_HEADING = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*")
_CLOSING_HASHES = re.compile(r"(?:^|[ \t]+)#+$")
_BULLET = re.compile(r" {0,3}[-*+](?:[ \t]+(.*))?")
_NUMBERED = re.compile(r" {0,3}[0-9]{1,9}[.)](?:[ \t]+(.*))?")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_COMMENT = re.compile(r" {0,3}<!--")
_MORE = re.compile(r"<!--\s*more\s*-->")
_DIAGRAM = re.compile(r"<!--\s*diagram\s*:(.*)", re.DOTALL)
_SEPARATOR_CELL = re.compile(r":?-+:?")


def parse(text: str) -> list[Block]:
    """Read Markdown text into a list of blocks (see the module docstring).

    Never raises, except DiagramError (quoting the line) for a diagram line whose
    JSON is malformed or not an object.
    """
    lines = str(text).replace("\r\n", "\n").replace("\r", "\n").expandtabs(4).split("\n")
    blocks: list[Block] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if _FENCE.match(line):
            i = _read_code(lines, i, blocks)
        elif _COMMENT.match(line):
            i = _read_comment(lines, i, blocks)
        elif (m := _HEADING.fullmatch(line)) is not None:
            title = _CLOSING_HASHES.sub("", m.group(2) or "")
            blocks.append(Heading(len(m.group(1)), parse_inlines(title)))
            i += 1
        elif _is_table_start(lines, i):
            i = _read_table(lines, i, blocks)
        elif _item(line) is not None:
            i = _read_list(lines, i, blocks)
        else:
            i = _read_paragraph(lines, i, blocks)
    return blocks


def split_more(blocks) -> tuple[list[Block], list[Block]]:
    """The blocks before the first Break and those after it (all and none without one)."""
    blocks = list(blocks)
    for k, block in enumerate(blocks):
        if isinstance(block, Break):
            return blocks[:k], blocks[k + 1:]
    return blocks, []


def _item(line: str) -> tuple[bool, str] | None:
    """(ordered, text) when the line starts a list item, else None."""
    m = _BULLET.fullmatch(line)
    if m is not None:
        return False, m.group(1) or ""
    m = _NUMBERED.fullmatch(line)
    if m is not None:
        return True, m.group(1) or ""
    return None


def _starts_block(lines: list[str], i: int) -> bool:
    """True when line i starts a block of its own and so ends a paragraph: as in
    CommonMark, a numbered item must be numbered 1 (a wrapped line may begin with a
    number) and an item must not be empty."""
    line = lines[i]
    if _FENCE.match(line) or _COMMENT.match(line) or _HEADING.fullmatch(line) \
            or _is_table_start(lines, i):
        return True
    item = _item(line)
    return item is not None and bool(item[1].strip()) and (
        not item[0] or line.lstrip().startswith(("1.", "1)")))


def _ends_item(lines: list[str], i: int) -> bool:
    """True when line i (not a new item of the list) ends the list."""
    line = lines[i]
    return bool(_FENCE.match(line) or _COMMENT.match(line) or _HEADING.fullmatch(line)
                or _is_table_start(lines, i))


def _read_code(lines: list[str], i: int, blocks: list) -> int:
    m = _FENCE.match(lines[i])
    fence, info = m.group(1), lines[i][m.end():].strip()
    body = []
    i += 1
    while i < len(lines):
        stripped = lines[i].strip()
        if stripped.startswith(fence[0] * len(fence)) and not stripped.strip(fence[0]):
            i += 1
            break
        body.append(lines[i])
        i += 1
    blocks.append(Code("\n".join(body), info))
    return i


def _read_comment(lines: list[str], i: int, blocks: list) -> int:
    line = lines[i].strip()
    if _MORE.fullmatch(line):
        blocks.append(Break())
        return i + 1
    if _DIAGRAM.match(line):
        blocks.append(Diagram(_diagram_spec(line)))
        return i + 1
    # Any other comment, over any number of lines; what follows its end is read on.
    start = lines[i].index("<!--") + 4
    while i < len(lines):
        end = lines[i].find("-->", start)
        if end != -1:
            rest = lines[i][end + 3:]
            if rest.strip():
                lines[i] = rest
                return i
            return i + 1
        i, start = i + 1, 0
    return i


def _diagram_spec(line: str) -> dict:
    """The JSON object of a diagram line; DiagramError quoting the line if there is none."""
    body = _DIAGRAM.match(line).group(1).strip()
    if not body.endswith("-->"):
        raise DiagramError(f"diagram line does not end with '-->': {line!r}")
    try:
        spec = json.loads(body[:-3])
    except (ValueError, RecursionError) as e:
        raise DiagramError(f"diagram line is not valid JSON ({e}): {line!r}") from None
    if not isinstance(spec, dict):
        raise DiagramError(f"diagram line does not hold a JSON object: {line!r}")
    return spec


def _cells(line: str) -> list[str]:
    """A table row's cells: split on '|' outside code spans and not escaped."""
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    cells, current, k, in_code = [], [], 0, False
    while k < len(text):
        ch = text[k]
        if ch == "\\" and k + 1 < len(text) and text[k + 1] == "|":
            current.append("|")
            k += 2
            continue
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code:
            cells.append("".join(current))
            current = []
        else:
            current.append(ch)
        k += 1
    cells.append("".join(current))
    return [c.strip() for c in cells]


def _is_separator(line: str) -> bool:
    """True for a table's second line, like |---|:--:|."""
    if "-" not in line:
        return False
    return all(_SEPARATOR_CELL.fullmatch(c) for c in _cells(line))


def _is_table_start(lines: list[str], i: int) -> bool:
    return (lines[i].lstrip().startswith("|") and i + 1 < len(lines)
            and _is_separator(lines[i + 1]))


def _read_table(lines: list[str], i: int, blocks: list) -> int:
    header = tuple(parse_inlines(c) for c in _cells(lines[i]))
    rows = []
    i += 2
    while i < len(lines) and lines[i].lstrip().startswith("|"):
        rows.append(tuple(parse_inlines(c) for c in _cells(lines[i])))
        i += 1
    blocks.append(Table(header, tuple(rows)))
    return i


def _read_list(lines: list[str], i: int, blocks: list) -> int:
    ordered, first = _item(lines[i])
    items = [[first.strip()]]
    i += 1
    while i < len(lines):
        line = lines[i]
        if not line.strip():  # a blank line: the list goes on only with more of it
            j = i
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j == len(lines):
                i = j
                break
            nxt = _item(lines[j])
            if nxt is not None and nxt[0] == ordered and not lines[j][:1].isspace():
                i = j
                continue
            if lines[j][:1].isspace() and not _ends_item(lines, j):
                i = j  # an indented paragraph of the same item
                continue
            break
        if _ends_item(lines, i):
            break
        item = _item(line)
        if item is not None and not line[:1].isspace():
            if item[0] != ordered:
                break
            items.append([item[1].strip()])
        else:  # a continuation line: indented, or lazily not (a nested item is flattened)
            items[-1].append(line.strip())
        i += 1
    blocks.append(ListBlock(ordered, tuple(parse_inlines(_join(item)) for item in items)))
    return i


def _read_paragraph(lines: list[str], i: int, blocks: list) -> int:
    body = [lines[i].strip()]
    i += 1
    while i < len(lines) and lines[i].strip() and not _starts_block(lines, i):
        body.append(lines[i].strip())
        i += 1
    blocks.append(Paragraph(parse_inlines(_join(body))))
    return i


def _join(parts: list[str]) -> str:
    return " ".join(p for p in parts if p)


# ---- inline level -------------------------------------------------------------------------

_PUNCTUATION = set("\\`*_{}[]()#+-.!|<>~\"'")
_BACKTICKS = re.compile(r"`+")


def parse_inlines(text: str, nested: bool = False) -> tuple[Inline, ...]:
    """Read one block's text into runs (adjacent text runs merged); never raises.

    `nested`: the inside of a run, where a link stays literal text (its href would
    otherwise be lost, as runs do not nest).
    """
    out: list[Inline] = []
    plain: list[str] = []

    def emit(kind: str, body: str, href: str | None = None) -> None:
        if plain:
            out.append(Inline("text", "".join(plain)))
            plain.clear()
        out.append(Inline(kind, body, href))

    k, n = 0, len(text)
    while k < n:
        ch = text[k]
        if ch == "\\" and k + 1 < n and text[k + 1] in _PUNCTUATION:
            plain.append(text[k + 1])
            k += 2
            continue
        if ch == "`":
            run = len(_BACKTICKS.match(text, k).group())
            end = next((m.start() for m in _BACKTICKS.finditer(text, k + run)
                        if len(m.group()) == run), -1)
            if end != -1:
                body = text[k + run:end]
                if len(body) > 2 and body[0] == body[-1] == " " and body.strip():
                    body = body[1:-1]
                emit("code", body)
                k = end + run
                continue
            plain.append("`" * run)
            k += run
            continue
        if text.startswith("**", k):
            end = text.find("**", k + 2)
            if end > k + 2 and not text[k + 2].isspace() and not text[end - 1].isspace():
                emit("strong", _plain(text[k + 2:end]))
                k = end + 2
                continue
            plain.append("**")
            k += 2
            continue
        if ch == "*":
            end = _closing_star(text, k)
            if end != -1:
                emit("em", _plain(text[k + 1:end]))
                k = end + 1
                continue
        if ch == "_" and (k == 0 or not text[k - 1].isalnum()):
            end = _closing_underscore(text, k)
            if end != -1:
                emit("em", _plain(text[k + 1:end]))
                k = end + 1
                continue
        if ch == "[" and not nested:
            mid = text.find("](", k + 1)
            close = text.find(")", mid + 2) if mid != -1 else -1
            if mid != -1 and close != -1 and "\n" not in text[mid:close]:
                label = _plain(text[k + 1:mid])
                href = text[mid + 2:close].strip()
                if label.strip():
                    emit("link", label, href)
                    k = close + 1
                    continue
        plain.append(ch)
        k += 1
    if plain:
        out.append(Inline("text", "".join(plain)))
    return tuple(out)


def _closing_star(text: str, k: int) -> int:
    """Where the single '*' opened at k closes, or -1 (then it is literal)."""
    if k + 1 >= len(text) or text[k + 1].isspace() or text[k + 1] == "*":
        return -1
    end = text.find("*", k + 1)
    while end != -1:
        if not text[end - 1].isspace() and text[end + 1:end + 2] != "*":
            return end
        if text[end + 1:end + 2] == "*":
            return -1  # a '**' inside: leave the whole thing literal
        end = text.find("*", end + 1)
    return -1


def _closing_underscore(text: str, k: int) -> int:
    """Where the '_' opened at k (at a word's start) closes at a word's end, or -1."""
    if k + 1 >= len(text) or text[k + 1].isspace() or text[k + 1] == "_":
        return -1
    end = text.find("_", k + 1)
    while end != -1:
        after = text[end + 1:end + 2]
        if not text[end - 1].isspace() and not after.isalnum() and after != "_":
            return end
        end = text.find("_", end + 1)
    return -1


def _plain(text: str) -> str:
    """The text of a run's inside: inner markers read and dropped (runs do not nest)."""
    return "".join(part.text for part in parse_inlines(text, nested=True))
