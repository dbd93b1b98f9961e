"""The game's worker (web/shell/main.py) booted in CPython as the browser boots it: the view's
hello brings the storage and the address, on a Detached platform (web/shell/dom.py) whose
canvases take any drawing, whose clock stands still and whose animation frames never come (a
move's animation waits: drawing its frames on stand-in canvases takes seconds). Every module
of web/ is imported afresh for the boot and forgotten after, so no other test sees its state;
the boot's event loop stays current meanwhile (the page's later calls schedule on it)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import Iterator
from unittest import mock


@contextlib.contextmanager
def booted(game: str, storage: dict) -> Iterator[tuple]:
    """(the page of `game`, the worker's stand-in page module) once the worker is started with
    `storage` as our localStorage entries."""
    before = dict(sys.modules)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    for name in [n for n in sys.modules if n == "web" or n.startswith("web.")]:
        del sys.modules[name]
    try:
        from web.shell import dom, protocol
        from web.shell import main as app

        class Platform(dom.Detached):
            """The browser as far as the game's start needs it."""

            def canvas(self, width, height):
                return mock.MagicMock(name="OffscreenCanvas", width=width, height=height)

            def clock_ms(self):
                return 0.0

            def animation_frame(self, callback):
                return 1

            def epoch_ms(self):
                return 1.75e12

        dom.document.platform = Platform()
        hello = protocol.stamped(protocol.hello(
            storage=storage, href="http://localhost/index.html",
            hash="" if game == "catherders" else f"#game={game}", dark=False, dpr=1.0, values={},
            share=False, height=800.0, rects={}), 1)

        async def run():
            app.handle(json.dumps(hello))

        loop.run_until_complete(run())
        yield app._STATE["shell"].page, dom
    finally:
        for task in asyncio.all_tasks(loop):
            task.cancel()
        loop.run_until_complete(asyncio.sleep(0))
        loop.close()
        asyncio.set_event_loop(None)
        sys.modules.clear()
        sys.modules.update(before)
