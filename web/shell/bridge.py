"""The workers' bridge to the browser: the only module of the workers that imports `js` and
`pyodide` (tests/tools/test_layers.py checks it).

`Browser` is the platform of the stand-in page (web/shell/dom.py's Document.platform) and of
the host (web/shell/host.py): posting a message to the page's view, off-screen canvases and
their pictures, Blobs, the clock, the console, the site's files. `connect` gives it to the
game's worker's document; `listener` turns a Python handler of message texts into the worker's
onmessage (assets/py-worker.mjs calls the entry module's start(), which returns it).
"""

from __future__ import annotations

import js
from pyodide.ffi import create_once_callable, to_js

from web.shell.bytecode import KEPT_CACHE


def _options(data: dict):
    return to_js(data, dict_converter=js.Object.fromEntries)


def post_text(text: str, objects=(), transfer=()) -> None:
    """Post one message to whoever started this worker (the page's view): {json, objects}."""
    message = js.Object.new()
    message.json = text
    message.objects = to_js(list(objects))
    js.postMessage(message, to_js(list(transfer)))


def listener(handle):
    """The worker's onmessage for handle(text): each message's data is one JSON text."""
    def on_message(event):
        handle(str(event.data))
    return on_message


class Browser:
    """What only the worker's browser can do, for the stand-in page and the host."""

    def post(self, text: str, objects: list, transfer: list) -> None:
        """Send one message (JSON text) with its objects to the view, transferring `transfer`."""
        post_text(text, objects, transfer)

    def canvas(self, width: int, height: int):
        """A new OffscreenCanvas."""
        return js.OffscreenCanvas.new(width, height)

    def bitmap(self, surface):
        """A copy of the canvas's picture as an ImageBitmap (the canvas goes on being drawn)."""
        copy = js.OffscreenCanvas.new(surface.width, surface.height)
        copy.getContext("2d").drawImage(surface, 0, 0)
        return copy.transferToImageBitmap()

    def to_blob(self, surface, kind: str, callback) -> None:
        """Encode the canvas (OffscreenCanvas.convertToBlob) and call back with the Blob."""
        surface.convertToBlob(_options({"type": kind})).then(callback)

    def animation_frame(self, callback):
        """The worker's own requestAnimationFrame."""
        return js.requestAnimationFrame(create_once_callable(callback))

    def log(self, text: str) -> None:
        """Write an error to the console."""
        js.console.error(text)

    def clock_ms(self) -> float:
        """performance.now()."""
        return float(js.performance.now())

    def epoch_ms(self) -> float:
        """Date.now()."""
        return float(js.Date.now())

    def local_days(self) -> int:
        """Today's local date as days since 1970-01-01 (the worker's Python has no local time
        zone, the browser has)."""
        now = js.Date.new()
        return int(js.Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) // 86_400_000

    async def keep(self, key: str, data: bytes) -> None:
        """Keep `data` for later visits under `key`, a path from this worker's folder, in our own
        cache (KEPT_CACHE: assets/py-worker.mjs reads it at the start)."""
        try:
            cache = await js.caches.open(KEPT_CACHE)
            body = js.Response.new(to_js(data))
            await cache.put(js.URL.new(key, js.location.href).href, body)
        except Exception:  # noqa: BLE001 - storage refused or full: the next visit compiles again
            return

    async def kept(self, key: str):
        """What keep() kept under `key` (an ArrayBuffer), or None."""
        try:
            response = await self.from_cache(KEPT_CACHE, js.URL.new(key, js.location.href).href)
        except Exception:  # noqa: BLE001 - none kept, or no Cache Storage here (storage refused)
            return None
        return await response.arrayBuffer()

    async def from_cache(self, cache_name: str, url: str):
        """The response Cache Storage's cache `cache_name` holds for `url`; OSError when it has
        none (or there is no such cache: it is not made here)."""
        if not await js.caches.has(cache_name):
            raise OSError(f"no cache {cache_name}")
        response = await (await js.caches.open(cache_name)).match(url)
        if not response:
            raise OSError(f"{url} is not in {cache_name}")
        return response

    async def fetch(self, url: str):
        """The response for `url` (ok, status, text(), arrayBuffer())."""
        return await js.fetch(url)

    def blob(self, data: str | bytes, kind: str):
        """A Blob of text or bytes, of MIME type `kind`."""
        part = data if isinstance(data, str) else js.Uint8Array.new(to_js(data))
        return js.Blob.new(to_js([part]), _options({"type": kind}))

    def unpack(self, buffer) -> None:
        """Unpack a zip (an ArrayBuffer) beside our modules."""
        import pyodide_js

        pyodide_js.unpackArchive(buffer, "zip")


async def load_bundle(name: str) -> None:
    """Fetch assets/app/<name>.zip (beside this worker's script, assets/py-worker.mjs) and
    unpack it beside our modules; OSError when it cannot be had. The computer's worker loads a
    game's part so (web/shell/computer_worker.py); the game's worker has host.load_bundle."""
    import importlib

    response = await js.fetch(js.URL.new(f"./app/{name}.zip", js.location.href).href)
    if not response.ok:
        raise OSError(f"assets/app/{name}.zip: HTTP {response.status}")
    Browser().unpack(await response.arrayBuffer())
    importlib.invalidate_caches()  # the folders' listings, cached before the zip was there


def connect(document) -> Browser:
    """Give the worker's stand-in document (web/shell/dom.py) the browser's platform."""
    document.platform = Browser()
    return document.platform
