"""The platform of a document no browser is connected to (web/shell/dom.py's Detached): the
worker's stand-in page before web/shell/bridge.py connects the browser's platform, and in
CPython's tests. It keeps what is posted and draws on surfaces that keep nothing. Pure Python.
"""

from __future__ import annotations

import json
import time


class _Blank:
    """A drawing surface that keeps nothing (a Detached platform's canvas)."""

    def __init__(self, width, height):
        self.width, self.height = width, height

    def getContext(self, _kind):  # noqa: N802 - the DOM's name
        return self

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args: None


class Detached:
    """The platform of a document no browser is connected to (before web/shell/bridge.py connects
    the worker's, and in CPython's tests): it keeps each message posted (`sent`, as data) and
    draws on blank surfaces. The browser's platform has the same methods."""

    def __init__(self):
        self.sent: list[dict] = []
        self.objects: list[list] = []
        self.logged: list[str] = []
        self.kept_files: dict[str, bytes] = {}

    def post(self, text: str, objects: list, _transfer: list) -> None:
        """Send one message (JSON text) with its objects to the view."""
        self.sent.append(json.loads(text))
        self.objects.append(objects)

    def canvas(self, width: int, height: int):
        """A new off-screen canvas."""
        return _Blank(width, height)

    def bitmap(self, surface):
        """A copy of a canvas's picture to send (an ImageBitmap in the browser)."""
        return ("bitmap", int(surface.width), int(surface.height))

    def to_blob(self, surface, kind: str, callback) -> None:
        """Encode a canvas's picture as a file of MIME type `kind`; call back with it."""
        callback(("blob", kind))

    def animation_frame(self, callback):
        """Call back at the next frame (at once here)."""
        callback(0.0)
        return 0

    def log(self, text: str) -> None:
        """Write an error to the console (kept in `logged` here)."""
        self.logged.append(text)

    def clock_ms(self) -> float:
        """A monotonic clock in milliseconds."""
        return time.monotonic() * 1000

    def epoch_ms(self) -> float:
        """Milliseconds since 1970."""
        return time.time() * 1000

    def local_days(self) -> int:
        """Today as days since 1970-01-01."""
        return int(time.time() // 86_400)

    async def fetch(self, url: str):
        """No site to fetch from here."""
        raise OSError(f"{url}: no browser")

    def blob(self, data, kind: str):
        """A stand-in Blob."""
        return ("blob", kind, data)

    async def from_cache(self, cache_name: str, url: str):
        """No Cache Storage here."""
        raise OSError(f"{url}: no browser")

    async def keep(self, key: str, data: bytes) -> None:
        """Keep `data` under `key` for later (in `kept_files` here)."""
        self.kept_files[key] = data

    async def kept(self, key: str):
        """What keep() kept under `key`, or None."""
        return self.kept_files.get(key)

    def unpack(self, _buffer) -> None:
        """No zip to unpack here."""
        raise OSError("no browser")
