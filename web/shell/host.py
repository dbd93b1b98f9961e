"""What the game's worker has besides the page: a clock, a log, files, blobs, off-screen canvases.

The features' modules never import `js`: what they need of the worker's global scope is here,
with the stand-in page (web/shell/dom.py) and the link to the computer (web/shell/computer_link.py).
So the places that touch the browser are few and named (tests/tools/test_layers.py checks it).
"""

from __future__ import annotations

import sys
import traceback

import js
from pyodide.ffi import to_js

from web.shell.dom import document

UNIX_EPOCH_ORDINAL = 719163  # datetime.date(1970, 1, 1).toordinal()
MS_PER_DAY = 86_400_000


def log_exception() -> None:
    """Write the exception being handled to the console, with its traceback."""
    js.console.error(traceback.format_exc())


def guarded(fn, show_problem):
    """fn, its errors logged and shown with show_problem(text): a bug in a listener must show
    on the page, not only in the console."""
    def call(*args):
        try:
            return fn(*args)
        except Exception as e:
            log_exception()
            show_problem(f"Something went wrong: {type(e).__name__}: {e}")
    return call


def clock_ms() -> float:
    """A monotonic clock in milliseconds (performance.now), for measuring how long work took."""
    return float(js.performance.now())


def epoch_ms() -> float:
    """Milliseconds since 1970 (Date.now), for when a game was saved."""
    return float(js.Date.now())


def today_ordinal() -> int:
    """Today's local date as a proleptic Gregorian ordinal (the worker's Python has no local
    time zone, the browser has)."""
    now = js.Date.new()
    utc = js.Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
    return UNIX_EPOCH_ORDINAL + int(utc) // MS_PER_DAY


async def _fetch(path: str):
    """The response for a file of the site (the offline copy has it), by its path from the
    site's root; OSError when the answer is not 200."""
    response = await js.fetch(document.site_url(path))
    if not response.ok:
        raise OSError(f"{path}: HTTP {response.status}")
    return response


async def fetch_text(path: str) -> str:
    """A file of the site as text (see _fetch)."""
    return str(await (await _fetch(path)).text())


def blob(data: str | bytes, kind: str):
    """A Blob of text or bytes, of MIME type `kind` (for a download)."""
    part = data if isinstance(data, str) else js.Uint8Array.new(to_js(data))
    return js.Blob.new(to_js([part]), to_js({"type": kind}, dict_converter=js.Object.fromEntries))


def offscreen_canvas(width: int, height: int):
    """A canvas of the worker's own, never shown on the page (pictures, GIF frames)."""
    return js.OffscreenCanvas.new(width, height)


_LOADED: set[str] = set()


async def load_bundle(name: str) -> None:
    """Fetch assets/app/<name>.zip (tools/vendor.py) and unpack it beside the game's own modules,
    once: a library the game needs only now and then (segno for QR codes) is downloaded the
    first time it is needed, not with the game. OSError when the file cannot be had."""
    if name in _LOADED:
        return
    import pyodide_js

    response = await _fetch(f"assets/app/{name}.zip")
    pyodide_js.unpackArchive(await response.arrayBuffer(), "zip")
    for finder in list(sys.path_importer_cache.values()):  # the folders' listings are cached
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    _LOADED.add(name)
