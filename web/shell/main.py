"""The game's worker: where the page's Python runs (Pyodide), off the main thread.

assets/py-worker.mjs imports this module and calls start(); every message from the page's
view (web/view/main.py) then comes to the handler it returns. The first, "hello", brings
what only the page knows (storage, the address, the colour scheme); the browser layer
(web/catherders/page.py and the modules beside it) starts then, writing to the stand-in document of
web/shell/dom.py, and the view is told the game is ready.
"""

from __future__ import annotations

import json
import sys
import traceback

import js

from web.shell import dom
from web.shell.computer_link import ComputerLink

_STATE: dict = {}


def _hello(message: dict) -> None:
    doc = dom.document
    doc.href = message.get("href", "")
    doc.hash = message.get("hash", "")
    doc.dark = bool(message.get("dark"))
    doc.dpr = float(message.get("dpr") or 1)
    doc.can_share = bool(message.get("share"))
    dom.window.localStorage._items.update(message.get("storage") or {})
    for element_id, (value, checked) in (message.get("values") or {}).items():
        doc.page_changed({"k": "value", "id": element_id, "value": value, "checked": checked})
    doc.inner_height = float(message.get("height") or 800)
    for element_id, rect in (message.get("rects") or {}).items():
        doc.measured(element_id, rect)
    from web.shell.router import Shell

    shell = _STATE["shell"] = Shell()
    shell.start(doc.hash)
    doc.body.dataset.ready = "1"
    doc.flush()
    doc._post(json.dumps({"k": "ready"}), [], [])


def _query(message: dict) -> None:
    name = message.get("name")

    def answer(value):
        dom.document._post(json.dumps({"k": "reply", "id": message["id"], "value": value}), [], [])

    if name == "modules":
        answer(sorted(sys.modules))
    elif name == "workerModules":
        import asyncio

        async def ask():
            answer(await ComputerLink.shared().call("modules"))
        asyncio.ensure_future(ask())


def _handle(message: dict) -> None:
    doc = dom.document
    kind = message.get("k")
    doc.ack = max(doc.ack, int(message.get("seq") or 0))
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
        ComputerLink.shared().answered(json.loads(message["data"]))


def start():
    """The handler of the view's messages (called by assets/py-worker.mjs)."""
    def handle(event):
        try:
            _handle(json.loads(str(event.data)))
        except Exception as e:  # a bug must show on the page, not only in the console
            js.console.error(traceback.format_exc())
            shell = _STATE.get("shell")
            page = shell.page if shell is not None else None
            if page is not None:
                page.show_problem(f"Something went wrong: {type(e).__name__}: {e}")
            else:  # the game did not start: the view says so (the page is still the HTML's)
                dom.document.flush()
                dom.document._post(json.dumps({"k": "failed", "error": f"{type(e).__name__}: {e}"}),
                                   [], [])
        dom.document.flush()
    return handle
