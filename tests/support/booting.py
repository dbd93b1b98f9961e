"""The game's worker (web/shell/main.py) booted in CPython as the browser boots it: the view's
hello brings the storage and the address, on a Detached platform (web/shell/dom.py) whose
canvases take any drawing, whose clock stands still and whose animation frames are kept, never
called back unless a test calls them (a move's animation waits: drawing its frames on stand-in
canvases takes seconds). Every module of web/ is imported afresh for each boot and forgotten
after, so no other test sees its state; the boot's event loop stays current meanwhile (the
page's later calls schedule on it).

    with booted("clowder", storage) as (page, platform, dom): ...   # one boot
    with worker_loop() as loop:                                      # several in one test
        page, platform, dom = boot(loop, "pageant", storage)
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import Callable, Iterator
from unittest import mock


@contextlib.contextmanager
def worker_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """A fresh event loop, current until the end; then its tasks cancelled, and every module
    imported meanwhile forgotten."""
    before = dict(sys.modules)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        for task in asyncio.all_tasks(loop):
            task.cancel()
        loop.run_until_complete(asyncio.sleep(0))
        loop.close()
        asyncio.set_event_loop(None)
        sys.modules.clear()
        sys.modules.update(before)


def boot(loop, game: str, storage: dict, prepare: Callable[[], object] | None = None) -> tuple:
    """(the page of `game`, its platform, the worker's stand-in page module): web/ imported
    afresh and the worker started with `storage` as our localStorage entries, on `loop`;
    `prepare()` is called once the modules are imported, before the hello. The platform keeps
    what was posted (`sent`) and the animation frames asked for (`frames`)."""
    for name in [n for n in sys.modules if n == "web" or n.startswith("web.")]:
        del sys.modules[name]
    from web.shell import dom, protocol
    from web.shell import main as app

    class Platform(dom.Detached):
        """The browser as far as the game's start needs it (see the module's docstring)."""

        def __init__(self):
            super().__init__()
            self.frames = []

        def canvas(self, width, height):
            return mock.MagicMock(name="OffscreenCanvas", width=width, height=height)

        def animation_frame(self, callback):
            self.frames.append(callback)
            return len(self.frames)

        def clock_ms(self):
            return 0.0

        def epoch_ms(self):
            return 1.75e12

    platform = dom.document.platform = Platform()
    if prepare is not None:
        prepare()
    hello = protocol.stamped(protocol.hello(
        storage=storage, href="http://localhost/index.html",
        hash="" if game == "catherders" else f"#game={game}", dark=False, dpr=1.0, values={},
        share=False, height=800.0, rects={}), 1)

    async def run():
        app.handle(json.dumps(hello))

    loop.run_until_complete(run())
    return app._STATE["shell"].page, platform, dom


@contextlib.contextmanager
def booted(game: str, storage: dict) -> Iterator[tuple]:
    """(the page of `game`, its platform, the worker's stand-in page module) once the worker
    is started with `storage` as our localStorage entries."""
    with worker_loop() as loop:
        yield boot(loop, game, storage)
