"""The game's worker: where the page's Python runs (Pyodide), off the main thread.

assets/py-worker.mjs imports this module and calls start(), which connects the browser
(web/shell/bridge.py), says hello with this side's version and returns the handler of every
message of the page's view (web/view/view.py). The view's "hello" brings what only the page
knows (storage, the address, the colour scheme) and its version: of another version, the
game does not start and the view asks the person to reload; else the shell starts, writing to
the stand-in document of web/shell/dom.py, and the view is told the game is ready.
Each message is checked against web/shell/protocol.py's table before it is handled.
"""

from __future__ import annotations

import asyncio
import json
import sys

from web.shell import compile_ahead, dom, host, protocol
from web.shell.computer_link import ComputerLink

_STATE: dict = {}


def _hello(message: dict) -> None:
    doc = dom.document
    doc.href = message["href"]
    doc.hash = message["hash"]
    doc.dark = message["dark"]
    doc.still = message["still"]
    doc.dpr = float(message["dpr"] or 1)
    doc.can_share = message["share"]
    dom.window.localStorage._items.update(message["storage"])
    for element_id, (value, checked) in message["values"].items():
        doc.page_changed(protocol.value(element_id, value, checked))
    doc.inner_height = float(message["height"] or 800)
    for element_id, rect in message["rects"].items():
        doc.measured(element_id, rect)
    from web.shell.router import Shell

    shell = _STATE["shell"] = Shell()
    loading = shell.start(doc.hash)  # a task when the game's zip is still to be fetched
    if loading is None:
        _ready(doc)
    else:
        async def when_loaded():
            await loading
            if shell.page is not None:
                _ready(doc)
        asyncio.ensure_future(when_loaded())


def _ready(doc) -> None:
    """The game shown is playable: say so to the page (its marker) and to the view; then, once
    the offline copy serves the page, compile the other games ahead (web/shell/compile_ahead.py)."""
    doc.body.dataset.ready = "1"
    doc.flush()
    doc.send(protocol.ready())
    asyncio.ensure_future(compile_ahead.when_offline(_STATE["shell"].active))


def _query(message: dict) -> None:
    name = message["name"]

    def answer(value):
        dom.document.send(protocol.reply(message["id"], value))

    if name == "modules":
        answer(sorted(sys.modules))
    elif name == "workerModules":
        async def ask():
            answer(await ComputerLink.shared().modules())
        asyncio.ensure_future(ask())


class OtherVersion(Exception):
    """The view is of another version than this worker (the page was updated meanwhile)."""


def _handle(message: dict) -> None:
    doc = dom.document
    kind = message.get("k") if isinstance(message, dict) else None
    if kind == "hello" and not protocol.same_version(message):
        raise OtherVersion(f"the page is of version {message.get('v')!r}, the game of {protocol.VERSION}")
    protocol.checked(message, protocol.VIEW_TO_GAME)
    doc.ack = max(doc.ack, message["seq"])
    if kind == "hello":
        _hello(message)
    elif kind == "ev":
        doc.dispatch(message["h"], message["e"])
    elif kind in ("value", "focus", "closed", "rect"):
        doc.page_changed(message)
    elif kind == "answer":
        doc.answered(message)
    elif kind == "query":
        _query(message)
    elif kind == "computer":
        ComputerLink.shared().answered(message["reply"])


def handle(text: str) -> None:
    """Handle one message of the view (its JSON text); a problem shows on the page."""
    try:
        _handle(json.loads(text))
    except OtherVersion as e:  # no bug: the page says so and asks the person to reload
        dom.document.flush()
        dom.document.send(protocol.failed(f"{protocol.UPDATE_TEXT} ({e})", update=True))
    except Exception as e:  # a bug must show on the page, not only in the console
        host.log_exception()
        shell = _STATE.get("shell")
        page = shell.page if shell is not None else None
        if page is not None:
            page.show_problem(f"Something went wrong: {type(e).__name__}: {e}")
        else:  # the game did not start: the view says so (the page is still the HTML's)
            dom.document.flush()
            dom.document.send(protocol.failed(f"{type(e).__name__}: {e}"))
    dom.document.flush()


def start():
    """Connect the browser, say hello, and return the handler of the view's messages (called
    by assets/py-worker.mjs)."""
    from web.shell import bridge  # the browser's: imported here, so CPython's tests import the rest

    bridge.connect(dom.document)
    dom.document.send(protocol.worker_hello())
    return bridge.listener(handle)
