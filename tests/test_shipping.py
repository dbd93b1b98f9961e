"""What the browser gets: every Python module is shipped, and only the page touches the browser."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def shipped() -> dict[str, str]:
    with open(ROOT / "pyscript.toml", "rb") as f:
        return tomllib.load(f)["files"]


def test_every_module_of_game_and_web_is_shipped():
    """pyscript.toml lists each .py file of game/ and web/, to the same path."""
    files = shipped()
    for package in ("game", "web"):
        for path in sorted((ROOT / package).glob("*.py")):
            rel = f"{package}/{path.name}"
            assert files.get(f"./{rel}") == rel, f"{rel} is not shipped by pyscript.toml"


def test_every_shipped_file_exists():
    """Nothing in pyscript.toml points at a missing file."""
    for source in shipped():
        assert (ROOT / source).is_file(), f"pyscript.toml ships {source}, which does not exist"


def test_the_interpreter_is_the_local_pyodide():
    """The runtime comes from our own folder, never from a CDN."""
    with open(ROOT / "pyscript.toml", "rb") as f:
        interpreter = tomllib.load(f)["interpreter"]
    assert interpreter == "./assets/vendor/pyodide/pyodide.mjs"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_the_engine_uses_the_standard_library_only():
    """game/ imports nothing but itself and the standard library."""
    for path in (ROOT / "game").glob("*.py"):
        outside = imported_modules(path) - set(sys.stdlib_module_names) - {"game"}
        assert not outside, f"{path.name} imports {outside}"


BROWSER_LAYER = {"page.py", "panel.py", "computer.py"}


def test_only_the_browser_layer_touches_the_browser():
    """js, pyscript and pyodide are imported by web/page.py, panel.py and computer.py alone:
    the engine, the session, links, storage, drawing and the worker's script stay testable."""
    browser = {"js", "pyscript", "pyodide"}
    for path in list((ROOT / "game").glob("*.py")) + list((ROOT / "web").glob("*.py")):
        used = imported_modules(path) & browser
        if path.name in BROWSER_LAYER and path.parent.name == "web":
            assert used, f"web/{path.name} should be part of the browser layer"
        else:
            assert not used, f"{path.parent.name}/{path.name} imports {used}"
