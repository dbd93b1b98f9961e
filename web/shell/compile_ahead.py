"""Compiling ahead: the other games' modules made bytecode while the page is idle, so that opening
another game later imports them rather than compiling their source; and all of it kept for the
next visit, which then compiles nothing at its start.

Pyodide keeps no bytecode (sys.dont_write_bytecode), so each module's source is compiled the
first time it is imported: that was about half of opening a second game (Cat Herders' page and
engine, 57 modules: their import took 446 ms in Pyodide under Node.js, 256 ms of it compiling,
and 84 ms from bytecode). So once the game shown is ready and the page is in the offline copy's
hands (the view answers the "offline" ask with the build of the service worker that controls the
page), each other game's zip is read from that build's offline copy (host.load_bundle with
`copy`: Cache Storage, never the network), and every module of ours without fresh
bytecode is compiled (web/shell/bytecode.py), the ones not yet imported first, one module a
task, so the page keeps answering meanwhile. Then, when anything was compiled, the bytecode is
kept, a zip beside each zip of sources (host.keep_bytecode), and `body[data-ahead="done"]`.
Without a service worker nothing is fetched, compiled or kept: a first visit downloads its own
game alone.
"""

from __future__ import annotations

import asyncio
import os
import sys

from web.shell import bytecode, host, registry
from web.shell.dom import document

OFFLINE = "offline"  # the view's ask: answered once a service worker controls the page


def module_name(root: str, path: str) -> str:
    """The dotted name of the module at `path` under `root` ("web.kit" for its __init__.py)."""
    parts = os.path.relpath(path, root)[:-len(".py")].split(os.sep)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def to_compile(root: str) -> list[str]:
    """The modules of ours under `root` without fresh bytecode, as paths: those not imported
    yet first, each game's together in registry order (its page's, then its engine's), then the
    rest; then the imported ones (for the next visit)."""
    found = [path for path in bytecode.our_modules(root) if not bytecode.is_fresh(path)]
    order = {game: i for i, game in enumerate(registry.GAMES)}

    def rank(path: str) -> tuple:
        parts = os.path.relpath(path, root).split(os.sep)
        game = order.get(parts[1], len(order)) if len(parts) > 2 else len(order)
        return module_name(root, path) in sys.modules, game, bytecode.GAME_FOLDERS.index(parts[0])
    return sorted(found, key=rank)


def our_root() -> str:
    """The folder our packages were unpacked in (the one that holds web/)."""
    import web

    return os.path.dirname(os.path.dirname(os.path.abspath(web.__file__)))


async def compile_ahead(shown: str, build: str, root: str | None = None) -> int:
    """Unpack every game's zip but `shown`'s from the offline copy of `build`, then compile every
    module of ours (under `root`: our_root() by default) without fresh bytecode, one a task; the
    number compiled."""
    for name in registry.GAMES:
        if name != shown:
            try:
                await host.load_bundle(f"game-{name}", copy=build)
            except OSError:  # not in that copy after all: that game is opened as before
                pass
    paths = to_compile(root or our_root())
    for path in paths:
        bytecode.write(path)
        await asyncio.sleep(0)  # a task of its own: the page's messages come first
    return len(paths)


async def when_offline(shown: str) -> None:
    """Once the view says the offline copy serves the page, compile ahead and keep what was
    compiled; nothing when it cannot (no service worker)."""
    try:
        build = await document.ask(OFFLINE, None)  # the build of the worker in charge
    except RuntimeError:  # the view's answer: no service worker here
        return
    if not isinstance(build, str) or not build:
        return
    if await compile_ahead(shown, build):
        await host.keep_bytecode(bytecode.packed(our_root(), registry.GAMES))
    document.body.dataset.ahead = "done"
    document.flush()
