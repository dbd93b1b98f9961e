"""Compiling ahead (web/shell/compile_ahead.py): the modules compiled are ours without fresh
bytecode, the ones not imported yet first, each game's together; the other games' zips are
fetched first; and the game's worker compiles ahead only once the view says the offline copy
serves the page, then keeps what it compiled for the next visit."""

from __future__ import annotations

import asyncio
import os
import sys

import pytest

from tests.support.booting import boot, worker_loop
from tests.support.helpers import write_tree as _tree
from web.shell import bytecode
from web.shell import compile_ahead as ahead


def test_the_modules_to_compile_are_those_without_fresh_bytecode_the_imported_last(tmp_path, monkeypatch):
    _tree(tmp_path, {
        "web/__init__.py": "", "web/kit/tool.py": "", "web/mansion/view.py": "",
        "web/pageant/view.py": "", "game/pageant/engine.py": "", "game/mansion/engine.py": "",
        "game/text.py": "", "web/clowder/view.py": "", "web/clowder/notes.txt": "",
        "other/skip.py": "", "web/clowder/old.py": "X = 1\n",
    })
    bytecode.write(str(tmp_path / "web/clowder/view.py"))  # compiled already
    bytecode.write(str(tmp_path / "web/clowder/old.py"))
    (tmp_path / "web/clowder/old.py").write_text("X = 2\n")  # ... but its source changed since
    for path in tmp_path.rglob("*.py"):  # as in a worker that has imported none of them (this
        monkeypatch.delitem(sys.modules, ahead.module_name(str(tmp_path), str(path)), raising=False)
    monkeypatch.setitem(sys.modules, "web.kit.tool", object())  # process has some) but this one
    found = [os.path.relpath(p, tmp_path) for p in ahead.to_compile(str(tmp_path))]
    assert found == ["web/pageant/view.py", "game/pageant/engine.py", "web/clowder/old.py",
                     "web/mansion/view.py", "game/mansion/engine.py", "web/__init__.py",
                     "game/text.py", "web/kit/tool.py"]
    assert ahead.module_name(str(tmp_path), str(tmp_path / "web/__init__.py")) == "web"
    assert ahead.module_name(str(tmp_path), str(tmp_path / "web/kit/tool.py")) == "web.kit.tool"


def test_the_other_games_are_fetched_and_every_module_compiled(tmp_path, monkeypatch):
    _tree(tmp_path, {"web/clowder/view.py": "A = 1\n", "web/pageant/view.py": "B = 2\n",
                     "game/mansion/engine.py": "C = 3\n"})
    bytecode.write(str(tmp_path / "web/pageant/view.py"))  # kept by a visit before
    fetched = []

    async def load_bundle(name, copy=""):
        fetched.append((name, copy))
        if name == "game-mansion":
            raise OSError("assets/app/game-mansion.zip: HTTP 404")  # not in the copy: left
    monkeypatch.setattr(ahead.host, "load_bundle", load_bundle)
    done = asyncio.run(ahead.compile_ahead("catherders", "b1", str(tmp_path)))
    assert fetched == [("game-pageant", "b1"), ("game-clowder", "b1"), ("game-mansion", "b1")]
    assert done == 2
    assert all(bytecode.is_fresh(str(tmp_path / p)) for p in
               ("web/clowder/view.py", "web/pageant/view.py", "game/mansion/engine.py"))
    assert asyncio.run(ahead.compile_ahead("catherders", "b1", str(tmp_path))) == 0  # nothing left


def _offline_asks(platform) -> list[dict]:
    return [m for m in platform.sent if m["k"] == "ask" and m["what"] == ahead.OFFLINE]


@pytest.mark.parametrize("answer, compiled", [("b1", 2), ("b1", 0), (None, 0), ("no service worker", 0)])
def test_the_worker_compiles_ahead_once_the_view_says_the_offline_copy_serves(answer, compiled, monkeypatch):
    """The pageant shown and ready: the worker asks; the view answers with the build of the
    worker in charge (b1): the worker compiles ahead from that build's copy, keeps the bytecode
    when it compiled any, and marks the page; an answer with no build, or an error (no service
    worker), does nothing."""
    with worker_loop() as loop:
        calls, kept = [], []

        async def compile_ahead(shown, build, root=None):
            calls.append((shown, build))
            return compiled

        async def keep_bytecode(zips):
            kept.append(zips)

        def prepare():  # the worker's own copies of the modules, imported afresh by boot
            monkeypatch.setattr(sys.modules["web.shell.compile_ahead"], "compile_ahead", compile_ahead)
            monkeypatch.setattr(sys.modules["web.shell.host"], "keep_bytecode", keep_bytecode)
            packed = lambda root, games: {"app": b"z"}  # noqa: E731
            monkeypatch.setattr(sys.modules["web.shell.bytecode"], "packed", packed)
        page, platform, dom = boot(loop, "pageant", {}, prepare=prepare)
        loop.run_until_complete(asyncio.sleep(0))
        asks = _offline_asks(platform)
        assert len(asks) == 1
        if answer == "no service worker":
            dom.document.answered({"id": asks[0]["id"], "error": answer})
        else:
            dom.document.answered({"id": asks[0]["id"], "value": answer})
        for _ in range(3):
            loop.run_until_complete(asyncio.sleep(0))
        marked = any(op[:3] == ["data", ["body"], "ahead"] and op[3] == "done"
                     for m in platform.sent if m["k"] == "batch" for op in m["ops"])
        if answer != "b1":
            assert (calls, kept, marked) == ([], [], False)
        else:
            assert (calls, kept, marked) == ([("pageant", "b1")], [{"app": b"z"}] if compiled else [], True)


def test_a_zip_loaded_is_unpacked_with_the_bytecode_kept_of_it(monkeypatch):
    """host.load_bundle: the zip of sources (fetched, or read from a build's offline copy), then
    the bytecode a visit before kept of it (host.keep_bytecode), unpacked after it; a zip with
    none kept, alone."""
    from web.shell import host
    from web.shell.detached import Detached

    class Response:
        ok, status = True, 200

        def __init__(self, url):
            self.url = url

        async def arrayBuffer(self):  # noqa: N802 - the browser's name
            return ("sources", self.url.rsplit("/", 1)[1])

    class Platform(Detached):
        def __init__(self):
            super().__init__()
            self.unpacked, self.caches_read = [], []

        async def fetch(self, url):
            return Response(url)

        async def from_cache(self, cache_name, url):
            self.caches_read.append(cache_name)
            return Response(url)

        def unpack(self, buffer):
            self.unpacked.append(buffer)

    platform = Platform()
    monkeypatch.setattr(host.document, "platform", platform)
    monkeypatch.setattr(host.document, "href", "http://localhost/index.html")
    monkeypatch.setattr(host, "_LOADED", set())
    asyncio.run(host.keep_bytecode({"game-clowder": b"kept zip"}))
    assert platform.kept_files == {"bytecode/game-clowder.zip": b"kept zip"}
    asyncio.run(host.load_bundle("game-clowder"))
    asyncio.run(host.load_bundle("game-mansion", copy="b1"))  # from that build's offline copy
    assert platform.unpacked == [("sources", "game-clowder.zip"), b"kept zip",
                                 ("sources", "game-mansion.zip")]
    assert platform.caches_read == ["cat-herders-b1"]
