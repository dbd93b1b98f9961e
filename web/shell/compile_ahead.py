"""Compiling ahead: the other games' modules made bytecode while the page is idle, so that opening
another game later imports them rather than compiling their source.

Pyodide keeps no bytecode (sys.dont_write_bytecode), so each module's source is compiled the
first time it is imported: that was about half of opening a second game (Cat Herders' page and
engine, 57 modules: their import took 446 ms in Pyodide under Node.js, 256 ms of it compiling,
and 84 ms from bytecode). So once the game shown is ready and the page is in the offline copy's
hands (the view answers the "offline" ask when a service worker controls the page: this worker's
fetches are then answered from its cache, and nothing is downloaded), each other game's zip is
fetched as opening it would fetch it (host.load_bundle), and every module of ours not yet
imported is compiled, its bytecode written where the import system looks for it
(importlib.util.cache_from_source, in the worker's memory), one module a task, so the page keeps
answering meanwhile. Then `body[data-ahead="done"]`. Without an offline copy (no service worker,
or one blocked) nothing is fetched or compiled ahead: a first visit downloads its own game alone.
"""

from __future__ import annotations

import asyncio
import importlib.util
import marshal
import os
import sys

from web.shell import host, registry
from web.shell.dom import document

OFFLINE = "offline"  # the view's ask: answered once a service worker controls the page
PACKAGES = ("web", "game")  # the top folders of our modules, as the zips unpack them


def bytecode(path: str) -> bytes:
    """The module at `path` compiled, as the file the import system reads from its cache: a
    timestamp-based .pyc (PEP 552), which it takes while the source's time and size match."""
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    mtime = int(os.stat(path).st_mtime) & 0xFFFFFFFF
    header = importlib.util.MAGIC_NUMBER + (0).to_bytes(4, "little")
    return header + mtime.to_bytes(4, "little") + (len(source) & 0xFFFFFFFF).to_bytes(4, "little") \
        + marshal.dumps(code)


def write_bytecode(path: str) -> None:
    """Compile the module at `path` and write its bytecode where its import will look."""
    cached = importlib.util.cache_from_source(path)
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    data = bytecode(path)
    with open(cached, "wb") as f:
        f.write(data)


def uncompiled(root: str) -> list[str]:
    """The modules of ours under `root` (its PACKAGES) that are neither imported nor compiled
    ahead yet, as paths, each game's together in registry order (its page's, then its engine's),
    then the rest."""
    imported = {os.path.abspath(m.__file__) for m in list(sys.modules.values())
                if getattr(m, "__file__", None)}
    found = []
    for top in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                path = os.path.abspath(os.path.join(folder, name))
                if (name.endswith(".py") and path not in imported
                        and not os.path.exists(importlib.util.cache_from_source(path))):
                    found.append(path)
    order = {game: i for i, game in enumerate(registry.GAMES)}

    def rank(path: str) -> tuple:
        parts = os.path.relpath(path, root).split(os.sep)
        game = order.get(parts[1], len(order)) if len(parts) > 2 else len(order)
        return game, PACKAGES.index(parts[0])
    return sorted(found, key=rank)


def module_name(root: str, path: str) -> str:
    """The dotted name of the module at `path` under `root` ("web.kit" for its __init__.py)."""
    parts = os.path.relpath(path, root)[:-len(".py")].split(os.sep)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def our_root() -> str:
    """The folder our packages were unpacked in (the one that holds web/)."""
    import web

    return os.path.dirname(os.path.dirname(os.path.abspath(web.__file__)))


async def compile_ahead(shown: str, root: str | None = None) -> int:
    """Fetch every game's zip but `shown`'s (from the offline copy), then compile every module
    of ours (under `root`: our_root() by default) not yet imported, one a task; the number
    compiled."""
    for name in registry.GAMES:
        if name != shown:
            try:
                await host.load_bundle(f"game-{name}")
            except Exception:  # noqa: BLE001 - not in the offline copy after all: opened as before
                pass
    done = 0
    root = root or our_root()
    for path in uncompiled(root):
        if module_name(root, path) not in sys.modules:  # else its game was opened meanwhile
            write_bytecode(path)
            done += 1
        await asyncio.sleep(0)  # a task of its own: the page's messages come first
    return done


async def when_offline(shown: str) -> None:
    """Once the view says the offline copy serves the page, compile the other games ahead;
    nothing when it cannot (no service worker)."""
    try:
        await document.ask(OFFLINE, None)
    except RuntimeError:  # the view's answer: no service worker here
        return
    await compile_ahead(shown)
    document.body.dataset.ahead = "done"
    document.flush()
