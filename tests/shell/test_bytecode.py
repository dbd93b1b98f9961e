"""Our modules' bytecode (web/shell/bytecode.py): what is written is what the import system
takes in place of compiling the source, whatever the source file's time, until the source
changes; another Python's is passed over; and packed by zip of sources, it unpacks beside a
fresh copy of those sources (a later visit's) and serves them."""

from __future__ import annotations

import builtins
import importlib
import io
import os
import subprocess
import sys
import time
import zipfile

import pytest

from tests.support.helpers import write_tree
from web.shell import bytecode

GAMES = ("catherders", "pageant", "clowder", "mansion")


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


def _touch_later(path) -> None:
    later = time.time() + 5
    os.utime(path, (later, later))


def test_an_import_takes_the_bytecode_whatever_the_sources_time(fresh_imports):
    write_tree(fresh_imports, {"bcpkg/__init__.py": "", "bcpkg/mod.py": "VALUE = 6 * 7\n"})
    path = fresh_imports / "bcpkg" / "mod.py"
    bytecode.write(str(path))
    assert bytecode.is_fresh(str(path))
    _touch_later(path)  # as a later visit unpacks the same source anew
    compiled = _compiles_during(lambda: importlib.import_module("bcpkg.mod"))
    assert not any(name.endswith("mod.py") for name in compiled), compiled
    assert sys.modules["bcpkg.mod"].VALUE == 42


def test_a_source_changed_since_is_compiled_again(fresh_imports):
    write_tree(fresh_imports, {"bcchanged.py": "VALUE = 1\n"})
    path = fresh_imports / "bcchanged.py"
    bytecode.write(str(path))
    path.write_text("VALUE = 22\n")
    assert not bytecode.is_fresh(str(path)) and bytecode.has_bytecode(str(path))
    compiled = _compiles_during(lambda: importlib.import_module("bcchanged"))
    assert any(name.endswith("bcchanged.py") for name in compiled), compiled
    assert sys.modules["bcchanged"].VALUE == 22


def test_another_pythons_bytecode_is_passed_over(fresh_imports):
    write_tree(fresh_imports, {"bcother.py": "VALUE = 3\n"})
    path = fresh_imports / "bcother.py"
    bytecode.write(str(path))
    cached = importlib.util.cache_from_source(str(path))
    data = bytearray(open(cached, "rb").read())
    data[0] ^= 0xFF  # another magic number
    open(cached, "wb").write(bytes(data))
    assert not bytecode.is_fresh(str(path))
    compiled = _compiles_during(lambda: importlib.import_module("bcother"))
    assert any(name.endswith("bcother.py") for name in compiled), compiled


def test_a_module_comes_in_its_games_zip_or_the_shells():
    assert bytecode.bundle_of("web/clowder/view.py", GAMES) == "game-clowder"
    assert bytecode.bundle_of("game/mansion/state.py", GAMES) == "game-mansion"
    assert bytecode.bundle_of("web/kit/table/page.py", GAMES) == "app"
    assert bytecode.bundle_of("game/text.py", GAMES) == "app"
    assert bytecode.bundle_of("web/shell/main.py", GAMES) == "app"


def test_packed_bytecode_serves_a_later_visits_fresh_sources(tmp_path):
    files = {"web/__init__.py": "", "web/kit/__init__.py": "", "web/kit/tool.py": "T = 't'\n",
             "web/clowder/__init__.py": "", "web/clowder/view.py": "V = 'v'\n",
             "game/__init__.py": "", "game/clowder/__init__.py": "", "game/clowder/rules.py": "R = 1\n",
             "web/mansion/__init__.py": ""}
    first = tmp_path / "first"
    write_tree(first, files)
    for name in files:
        if name != "web/mansion/__init__.py":  # one left without: not packed
            bytecode.write(str(first / name))
    zips = bytecode.packed(str(first), GAMES)
    assert sorted(zips) == ["app", "game-clowder"]
    names = {bundle: sorted(zipfile.ZipFile(io.BytesIO(data)).namelist()) for bundle, data in zips.items()}
    assert names["game-clowder"] == sorted(
        os.path.relpath(importlib.util.cache_from_source(str(first / p)), first)
        for p in ("web/clowder/__init__.py", "web/clowder/view.py", "game/clowder/__init__.py",
                  "game/clowder/rules.py"))
    later = tmp_path / "later"  # the next visit: the same sources unpacked anew, then the kept zips
    write_tree(later, files)
    for data in zips.values():
        zipfile.ZipFile(io.BytesIO(data)).extractall(later)
    for name in files:
        _touch_later(later / name)
    # Imported in a process of its own (these packages are named as ours), as Pyodide does: no
    # bytecode written, and every file compile() is given printed.
    spy = ("import builtins, importlib, sys\n"
           "sys.dont_write_bytecode = True\n"
           f"sys.path.insert(0, {str(later)!r})\n"
           "real = builtins.compile\n"
           "def spy(source, filename, *a, **k):\n"
           "    print('compiled', filename)\n"
           "    return real(source, filename, *a, **k)\n"
           "builtins.compile = spy\n"
           "for name in ('web.kit.tool', 'web.clowder.view', 'game.clowder.rules'):\n"
           "    importlib.import_module(name)\n"
           "print('R', sys.modules['game.clowder.rules'].R, sys.modules['game.clowder.rules'].__file__)\n")
    run = subprocess.run([sys.executable, "-c", spy], capture_output=True, text=True, timeout=60,
                         cwd=tmp_path, env={"PATH": os.environ.get("PATH", "")})
    assert run.returncode == 0, run.stderr
    assert "compiled" not in run.stdout, run.stdout
    assert run.stdout.strip() == f"R 1 {later / 'game/clowder/rules.py'}"
