"""The worker's stand-in page (web/shell/dom.py) for the tests of the games' page code, in CPython.

`fresh_page` puts a fresh Document, on a Detached platform (or one given), in place of the page
the modules of web/ write to. Nothing of the page is faked: its writes are the operations the
view would apply (kept as data by the platform once sent, or still queued), its reads what the
game set or the view told it. The rest only reads: the operations, what was written to a node,
its text with its children's, its listeners. A `Sketchbook` platform keeps what is drawn on each
canvas; `Elements` holds the elements whose children a test reads.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import sys
from collections.abc import Iterator

from web.shell.dom import Detached


@contextlib.contextmanager
def fresh_page(platform=None) -> Iterator:
    """A fresh Document on `platform` (a Detached one by default) as the page of every module of
    web/ while in use: each module that bound the page (`document`, `window`) when imported, now
    or during the test, is given the fresh one, and the page it had again after. An event loop
    of its own is current meanwhile (the page sends its writes at the loop's next turn)."""
    dom = importlib.import_module("web.shell.dom")
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    doc = dom.Document(platform if platform is not None else dom.Detached())
    old = {"document": dom.document, "window": dom.window}
    new = {"document": doc, "window": doc.window}
    _swap(old, new)
    try:
        yield doc
    finally:
        _swap(new, old)
        loop.close()
        asyncio.set_event_loop(None)


def _swap(before: dict, after: dict) -> None:
    """In every module of web/, each name bound to its `before` object is bound to its `after`."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "web" or name.startswith("web.")):
            continue
        for attribute, was in before.items():
            if getattr(module, attribute, None) is was:
                setattr(module, attribute, after[attribute])


def operations(doc) -> list[list]:
    """Every operation the document sent to the view (kept by its Detached platform) and those
    still queued, in order."""
    sent = [op for message in doc.platform.sent if message["k"] == "batch" for op in message["ops"]]
    return sent + [list(op) for op in doc.ops]


def written(node, kind: str) -> dict:
    """What the game wrote to `node` by operations of `kind` ("attr", "data", "style"): each
    name's last value (an attribute removed is left out)."""
    found = {}
    for op in operations(node._doc):
        if op[0] == kind and op[1] == node._ref:
            found[op[2]] = op[3]
    return {name: value for name, value in found.items() if value is not None}


def listeners(target) -> list[tuple]:
    """The listeners the game put on `target` (an element, the window, a media query), in order:
    (event kind, handler id for Document.dispatch, options for the view)."""
    return [(op[2], op[3], op[4]) for op in operations(target._doc) if op[0] == "on" and op[1] == target._ref]


def walk(node) -> Iterator:
    """`node` and every descendant the game gave it, in document order."""
    yield node
    for child in node.children:
        yield from walk(child)


def text(node) -> str:
    """A node's text and its descendants', in order, as a browser's textContent reads it: an
    element's own textContent as the game set it, a text node's text as it was made."""
    if node.tagName == "#TEXT":
        made = (op for op in operations(node._doc) if op[0] == "text" and ["n", op[1]] == node._ref)
        own = next((str(op[2]) for op in made), "")
    else:
        own = str(node.textContent)
    return own + "".join(text(child) for child in node.children)


def page_text(doc) -> str:
    """Every text on the page as the game left it, one a line: each node's textContent as last
    set and each text node's text, but for the nodes freed since."""
    texts: dict[str, str] = {}
    for op in operations(doc):
        if op[0] == "set" and op[2] == "textContent":
            texts[str(op[1])] = str(op[3])
        elif op[0] == "text":
            texts[str(["n", op[1]])] = str(op[2])
        elif op[0] == "free":
            texts.pop(str(["n", op[1]]), None)
    return "\n".join(texts.values())


class Elements:
    """The page's elements by id (`elements["ma-cats"]`), each held while this is. The document
    forgets an element no one holds, and with it the children the game gave it (its properties
    it keeps): a test that reads an element's children names it here before the game writes them."""

    def __init__(self, doc, *ids: str):
        self.doc = doc
        self._held: dict = {}
        for element_id in ids:
            self[element_id]

    def __getitem__(self, element_id: str):
        found = self._held.get(element_id)
        if found is None:
            found = self._held[element_id] = self.doc.getElementById(element_id)
        return found


class _Sheet:
    """A canvas's surface that keeps each call made on its 2-D context (`calls`: (name, args))."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.calls: list[tuple] = []

    def getContext(self, _kind):  # noqa: N802 - the DOM's name
        return self

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args: self.calls.append((name, args))


class Sketchbook(Detached):
    """A Detached platform whose canvases keep each call made on their 2-D context: the surface
    of a canvas element is `doc.canvas(node).surface`, its calls `.calls`."""

    def canvas(self, width, height):
        """A new off-screen canvas that keeps what is drawn on it."""
        return _Sheet(width, height)


def transforms(node) -> list[tuple]:
    """The setTransform calls made on a canvas element of a sketchbook's page, in order."""
    return [args for name, args in node._doc.canvas(node).surface.calls if name == "setTransform"]


def drain(doc) -> list[dict]:
    """Send the queued operations, as the event loop's next turn would, and forget every message
    sent so far (a long test keeps no more than what it has not read); the messages."""
    doc.flush()
    messages, doc.platform.sent = doc.platform.sent, []
    doc.platform.objects.clear()
    return messages
