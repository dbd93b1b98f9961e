"""A game's markup beyond its first screen, which comes with its bundle instead of index.html.

index.html holds the site's shell and each game's first screen: its title, its buttons, its
status line and its board's outline, drawn at once by the browser. The rest of a game's page
(its side panel's boxes, its rules view, its dialogs) is a constant of its own package
(web/<game>/markup.py: PARTS), so a visit parses only the game it opens, and a new game adds
nothing to the first visit of another. The game's page inserts it when it is made, before any
operation names its elements: the view applies operations in order (web/view/view.py).

The view's hello told the game the fields index.html had (web/shell/main.py); the fields of a
part are known from the part itself (`fields`), as the browser will have them once it is
inserted, by the names the view gives them (web/shell/protocol.py's field_name), so that
reading one back needs no round trip.
"""

from __future__ import annotations

import re

from web.shell.dom import document

END = "beforeend"  # where a part goes in its container: after what index.html put there
_INPUT = re.compile(r"<input\b([^>]*)>")
_TEXTAREA = re.compile(r"<textarea\b([^>]*)>(.*?)</textarea>", re.S)
_SELECT = re.compile(r"<select\b([^>]*)>(.*?)</select>", re.S)
_OPTION = re.compile(r"<option\b([^>]*)>")
_ATTR = re.compile(r'([a-z-]+)(?:="([^"]*)")?')
_BLOCK = re.compile(r"^(?=<[a-z])", re.M)  # a line that opens an element at the margin


def _attributes(text: str) -> dict[str, str]:
    return {name: value or "" for name, value in _ATTR.findall(text)}


def fields(html: str) -> list[tuple[str, str, str, str, bool]]:
    """Each form control of our markup `html` as the browser starts it: (id, kind, name,
    value, checked); a checkbox's value is "on" unless it says, a select's is its selected
    option's, else its first's."""
    found = []
    for match in _INPUT.finditer(html):
        attrs = _attributes(match.group(1))
        kind = attrs.get("type", "text")
        default = "on" if kind in ("checkbox", "radio") else ""
        found.append((attrs.get("id", ""), kind, attrs.get("name", ""), attrs.get("value", default),
                      "checked" in attrs))
    for match in _TEXTAREA.finditer(html):
        attrs = _attributes(match.group(1))
        found.append((attrs.get("id", ""), "textarea", attrs.get("name", ""), match.group(2), False))
    for match in _SELECT.finditer(html):
        attrs = _attributes(match.group(1))
        options = [_attributes(option) for option in _OPTION.findall(match.group(2))]
        chosen = next((o for o in options if "selected" in o), options[0] if options else {})
        found.append((attrs.get("id", ""), "select", attrs.get("name", ""), chosen.get("value", ""), False))
    return found


def blocks(html: str) -> list[str]:
    """`html` cut before each line that opens an element at the margin: our markup's top-level
    elements, each with what follows it up to the next (tests/kit/test_markup.py checks that
    every block of every part is whole)."""
    return [block for block in _BLOCK.split(html) if block.strip()]


def show_markup(parts: dict[str, str]) -> None:
    """Put each part (our own markup, never text from outside) at the end of the element of
    index.html whose id is its key, and know its fields as the browser starts them. A part goes
    in block by block (`blocks`), each an operation of its own, so that the view, which applies
    a batch in short slices, never spends one task on a whole part."""
    for container, html in parts.items():
        box = document.getElementById(container)
        for block in blocks(html):
            box.insertAdjacentHTML(END, block)
        for field in fields(html):
            document.field_found(*field)
