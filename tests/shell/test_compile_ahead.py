"""Compiling ahead (web/shell/compile_ahead.py): the bytecode written is what the import system
takes in place of compiling the source, and nothing else; the modules compiled are ours that are not
imported yet, each game's together; and the game's worker compiles ahead only once the view
says the offline copy serves the page."""

from __future__ import annotations

import asyncio
import builtins
import importlib
import os
import sys
import time

import pytest

from tests.support.booting import boot, worker_loop
from web.shell import compile_ahead as ahead


def _tree(root, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


@pytest.fixture
def fresh_imports(monkeypatch, tmp_path):
    """`tmp_path` first on sys.path, Python writing no bytecode of its own (as in Pyodide), and
    the modules imported from it forgotten after."""
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    monkeypatch.syspath_prepend(str(tmp_path))
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:
        del sys.modules[name]
    importlib.invalidate_caches()


def _compiles_during(action) -> list[str]:
    """The file names builtins.compile was given while `action()` ran."""
    seen, real = [], builtins.compile

    def spy(source, filename, *args, **kwargs):
        seen.append(str(filename))
        return real(source, filename, *args, **kwargs)
    builtins.compile = spy
    try:
        action()
    finally:
        builtins.compile = real
    return seen


def test_an_import_takes_the_bytecode_written_and_compiles_nothing(fresh_imports):
    _tree(fresh_imports, {"aheadpkg/__init__.py": "", "aheadpkg/mod.py": "VALUE = 6 * 7\n"})
    path = str(fresh_imports / "aheadpkg" / "mod.py")
    ahead.write_bytecode(path)
    assert os.path.isfile(importlib.util.cache_from_source(path))
    compiled = _compiles_during(lambda: importlib.import_module("aheadpkg.mod"))
    assert not any(name.endswith("mod.py") for name in compiled), compiled
    assert sys.modules["aheadpkg.mod"].VALUE == 42


def test_a_source_changed_since_is_compiled_again(fresh_imports):
    _tree(fresh_imports, {"aheadchanged.py": "VALUE = 1\n"})
    path = fresh_imports / "aheadchanged.py"
    ahead.write_bytecode(str(path))
    path.write_text("VALUE = 22\n")  # another size
    later = time.time() + 5
    os.utime(path, (later, later))  # and another time
    compiled = _compiles_during(lambda: importlib.import_module("aheadchanged"))
    assert any(name.endswith("aheadchanged.py") for name in compiled), compiled
    assert sys.modules["aheadchanged"].VALUE == 22


def test_the_modules_to_compile_are_ours_not_imported_each_game_together(tmp_path):
    _tree(tmp_path, {
        "web/__init__.py": "", "web/kit/tool.py": "", "web/mansion/view.py": "",
        "web/pageant/view.py": "", "game/pageant/engine.py": "", "game/mansion/engine.py": "",
        "game/text.py": "", "web/clowder/view.py": "", "web/clowder/notes.txt": "",
        "other/skip.py": "",
    })
    ahead.write_bytecode(str(tmp_path / "web/clowder/view.py"))  # compiled already
    found = [os.path.relpath(p, tmp_path) for p in ahead.uncompiled(str(tmp_path))]
    assert found == ["web/pageant/view.py", "game/pageant/engine.py", "web/mansion/view.py",
                     "game/mansion/engine.py", "web/__init__.py", "web/kit/tool.py", "game/text.py"]
    assert ahead.module_name(str(tmp_path), str(tmp_path / "web/__init__.py")) == "web"
    assert ahead.module_name(str(tmp_path), str(tmp_path / "web/kit/tool.py")) == "web.kit.tool"


def test_the_other_games_are_fetched_and_compiled_and_the_imported_skipped(tmp_path, monkeypatch):
    _tree(tmp_path, {"web/clowder/view.py": "A = 1\n", "web/pageant/view.py": "B = 2\n",
                     "game/mansion/engine.py": "C = 3\n"})
    fetched = []

    async def load_bundle(name):
        fetched.append(name)
        if name == "game-mansion":
            raise OSError("assets/app/game-mansion.zip: HTTP 404")  # not in the copy: left
    monkeypatch.setattr(ahead.host, "load_bundle", load_bundle)
    for name in ("web.clowder.view", "game.mansion.engine"):  # as in a worker that has not
        monkeypatch.delitem(sys.modules, name, raising=False)  # imported them (other tests did)
    monkeypatch.setitem(sys.modules, "web.pageant.view", object())  # opened meanwhile
    done = asyncio.run(ahead.compile_ahead("catherders", str(tmp_path)))
    assert fetched == ["game-pageant", "game-clowder", "game-mansion"]
    assert done == 2
    compiled = {os.path.relpath(p, tmp_path) for p in [
        str(tmp_path / "web/clowder/view.py"), str(tmp_path / "game/mansion/engine.py"),
        str(tmp_path / "web/pageant/view.py")] if os.path.exists(importlib.util.cache_from_source(p))}
    assert compiled == {"web/clowder/view.py", "game/mansion/engine.py"}


def _offline_asks(platform) -> list[dict]:
    return [m for m in platform.sent if m["k"] == "ask" and m["what"] == ahead.OFFLINE]


@pytest.mark.parametrize("answer", ["controlled", "no service worker"])
def test_the_worker_compiles_ahead_once_the_view_says_the_offline_copy_serves(answer, monkeypatch):
    """The pageant shown and ready: the worker asks; an answer with an error (no service worker)
    compiles nothing; an answer without compiles the others ahead, then marks the page."""
    with worker_loop() as loop:
        calls = []

        async def compile_ahead(shown, root=None):
            calls.append(shown)
            return 0
        def prepare():  # the worker's own copy of the module, imported afresh by boot
            monkeypatch.setattr(sys.modules["web.shell.compile_ahead"], "compile_ahead", compile_ahead)
        page, platform, dom = boot(loop, "pageant", {}, prepare=prepare)
        loop.run_until_complete(asyncio.sleep(0))
        asks = _offline_asks(platform)
        assert len(asks) == 1
        reply = {"id": asks[0]["id"]} if answer == "controlled" else {"id": asks[0]["id"], "error": answer}
        dom.document.answered(reply)
        for _ in range(3):
            loop.run_until_complete(asyncio.sleep(0))
        marked = any(op[:3] == ["data", ["body"], "ahead"] and op[3] == "done"
                     for m in platform.sent if m["k"] == "batch" for op in m["ops"])
        assert (calls, marked) == ((["pageant"], True) if answer == "controlled" else ([], False))
