"""Calls from the game's worker to the computer's worker (web/shell/computer_worker.py).

The page's view starts the computer's worker and relays the messages both ways (plain
JSON: {"id", "call", "args"} out, {"id", "value"} or {"id", "error"} back); here each call is
an awaitable.
"""

from __future__ import annotations

import asyncio
import json

from web.shell import dom


class ComputerLink:
    """The computer's worker, seen from the game's worker."""

    _shared: ComputerLink | None = None

    def __init__(self):
        self._waiting: dict[int, asyncio.Future] = {}
        self._next = 0

    @classmethod
    def shared(cls) -> ComputerLink:
        """The one link of this worker."""
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def call(self, name: str, *args) -> asyncio.Future:
        """Call web/shell/computer_worker.py's function `name`; a future of its result."""
        self._next += 1
        future = asyncio.get_event_loop().create_future()
        self._waiting[self._next] = future
        data = json.dumps({"id": self._next, "call": name, "args": list(args)})
        dom.document.flush()
        dom.document._post(json.dumps({"k": "computer", "data": data}), [], [])
        return future

    def __getattr__(self, name: str):
        """link.choose(...) is link.call("choose", ...)."""
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda *args: self.call(name, *args)

    def answered(self, message: dict) -> None:
        """A result (or an error) from the computer's worker."""
        future = self._waiting.pop(message.get("id"), None)
        if future is None or future.done():
            return
        if "error" in message:
            future.set_exception(RuntimeError(message["error"]))
        else:
            future.set_result(message.get("value"))
