"""What the game's worker has besides the page: a clock, a log, files, blobs, off-screen canvases
and their pictures encoded.

The features' modules never import `js`: what they need of the worker's global scope is here,
with the stand-in page (web/shell/dom.py) and the link to the computer (web/shell/computer_link.py).
Each goes through the document's platform (web/shell/bridge.py in the worker, a stand-in in
CPython's tests), so the one place that touches the browser is named (tests/tools/test_layers.py).
"""

from __future__ import annotations

import asyncio
import sys
import traceback

from web.shell.dom import document

UNIX_EPOCH_ORDINAL = 719163  # datetime.date(1970, 1, 1).toordinal()
OFFLINE_COPY = "cat-herders-"  # sw.js's PREFIX: the offline copy of build B is its cache PREFIX + B


def log_exception() -> None:
    """Write the exception being handled to the console, with its traceback."""
    document.platform.log(traceback.format_exc())


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
    return document.platform.clock_ms()


def epoch_ms() -> float:
    """Milliseconds since 1970 (Date.now), for when a game was saved."""
    return document.platform.epoch_ms()


def today_ordinal() -> int:
    """Today's local date as a proleptic Gregorian ordinal (the worker's Python has no local
    time zone, the browser has)."""
    return UNIX_EPOCH_ORDINAL + document.platform.local_days()


async def _fetch(path: str):
    """The response for a file of the site (the offline copy has it), by its path from the
    site's root; OSError when the answer is not 200."""
    response = await document.platform.fetch(document.site_url(path))
    if not response.ok:
        raise OSError(f"{path}: HTTP {response.status}")
    return response


async def fetch_text(path: str) -> str:
    """A file of the site as text (see _fetch)."""
    return str(await (await _fetch(path)).text())


def blob(data: str | bytes, kind: str):
    """A Blob of text or bytes, of MIME type `kind` (for a download)."""
    return document.platform.blob(data, kind)


def offscreen_canvas(width: int, height: int):
    """A canvas of the worker's own, never shown on the page (pictures, GIF frames)."""
    return document.platform.canvas(width, height)


async def encoded(canvas, kind: str):
    """A canvas's picture as a file (a Blob) of MIME type `kind`, "image/png" for instance
    (OffscreenCanvas.convertToBlob)."""
    done = asyncio.get_running_loop().create_future()
    document.platform.to_blob(canvas, kind, done.set_result)
    return await done


_LOADED: set[str] = set()


async def load_bundle(name: str, copy: str = "") -> None:
    """Fetch assets/app/<name>.zip (tools/vendor.py) and unpack it beside the game's own modules,
    with the bytecode an earlier visit kept of it (keep_bytecode), once: a library the game
    needs only now and then (segno for QR codes) is downloaded the first time it is needed, not
    with the game. With `copy`, a build, the zip is read from that build's offline copy (sw.js's
    cache) and never downloaded. OSError when the file cannot be had."""
    if name in _LOADED:
        return
    path = f"assets/app/{name}.zip"
    if copy:
        response = await document.platform.from_cache(OFFLINE_COPY + copy, document.site_url(path))
    else:
        response = await _fetch(path)
    document.platform.unpack(await response.arrayBuffer())
    kept = await document.platform.kept(f"bytecode/{name}.zip")  # a visit's before: its bytecode
    if kept:
        try:
            document.platform.unpack(kept)
        except Exception:  # noqa: BLE001 - damaged: the sources are compiled instead
            log_exception()
    for finder in list(sys.path_importer_cache.values()):  # the folders' listings are cached
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    _LOADED.add(name)


async def keep_bytecode(zips: dict[str, bytes]) -> None:
    """Keep each zip of bytecode (web/shell/bytecode.py's packed) for the next visit, under the
    name of its zip of sources: assets/py-worker.mjs and load_bundle unpack it beside them."""
    for name, data in zips.items():
        await document.platform.keep(f"bytecode/{name}.zip", data)
