"""What the browser gets: the page and the computer's worker each download exactly the modules
they import, the engine stands alone, and only the page's browser layer touches the browser.

Two PyScript configurations list the Python files to download: pyscript.toml for the page
(index.html runs main.py with it) and worker.toml for the computer's worker (web/computer.py
starts web/worker.py with it). Each must list the import closure of its entry script, found
here by reading the imports (every `import`, at any depth, of a module that is a file here).
"""

from __future__ import annotations

import ast
import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "opponent", "web")
# entry script -> the configuration it runs with, and its list in bundles.toml
ENTRIES = {"main.py": "pyscript.toml", "web/worker.py": "worker.toml"}
BUNDLE_OF = {"pyscript.toml": "page", "worker.toml": "worker"}


def load_vendor():
    spec = importlib.util.spec_from_file_location("_shipping_vendor", ROOT / "tools" / "vendor.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def config(name: str) -> dict:
    with open(ROOT / name, "rb") as f:
        return tomllib.load(f)


def shipped(name: str) -> dict[str, str]:
    """The Python files configuration `name` ships: its bundle's list in bundles.toml, as
    {"./path": "path"}."""
    with open(ROOT / "bundles.toml", "rb") as f:
        files = tomllib.load(f)[BUNDLE_OF[name]]["files"]
    return {f"./{path}": path for path in files}


# ---- imports, read from the source ---------------------------------------------------------


def module_file(name: str) -> str | None:
    """The file of module `name` in this project (a path from the root), or None."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path.relative_to(ROOT).as_posix()
    return None


def imported_names(path: str, top_level_only: bool = False) -> set[str]:
    """Every module the file at `path` imports (with each package on the way), as dotted names.

    `from x import y` counts x, and x.y too when that is a module: the caller filters.
    """
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    parts = path.removesuffix(".py").split("/")
    package = parts[:-1]  # a package's __init__ and its modules share the same package
    nodes = tree.body if top_level_only else ast.walk(tree)
    names = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            found = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        for name in found:
            bits = name.split(".")
            names.update(".".join(bits[:i]) for i in range(1, len(bits) + 1))
    return names


def closure(entry: str) -> set[str]:
    """The project's files that running `entry` imports, directly or not (`entry` excluded)."""
    seen: set[str] = set()
    todo = [entry]
    while todo:
        for name in imported_names(todo.pop()):
            path = module_file(name)
            if path is not None and path not in seen and path != entry:
                seen.add(path)
                todo.append(path)
    return seen


# ---- what each configuration ships -----------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_each_config_ships_exactly_what_its_script_imports(entry):
    """pyscript.toml lists what main.py imports, worker.toml what web/worker.py imports: each
    module once, to the same path, none missing and none more."""
    name = ENTRIES[entry]
    want = closure(entry)
    files = shipped(name)
    assert all(files[key] == key.removeprefix("./") for key in files), f"{name}: renamed files"
    have = {key.removeprefix("./") for key in files}
    assert not want - have, f"{name} misses {sorted(want - have)}, which {entry} imports"
    assert not have - want, f"{name} ships {sorted(have - want)}, which {entry} never imports"


@pytest.mark.parametrize("name", ENTRIES.values())
def test_each_config_downloads_its_bundle_as_one_zip(name):
    """Each configuration's [files] is one zip that PyScript unpacks (assets/app/<bundle>.zip),
    and that zip, as tools/vendor.py builds it, holds exactly the bundle's list."""
    import io
    import zipfile

    bundle = BUNDLE_OF[name]
    assert config(name)["files"] == {f"./assets/app/{bundle}.zip": "./*"}
    built = ROOT / "assets" / "app" / f"{bundle}.zip"
    assert built.is_file(), "run `python3 tools/vendor.py` (tools/test.sh does)"
    with zipfile.ZipFile(io.BytesIO(built.read_bytes())) as z:
        assert sorted(z.namelist()) == sorted(shipped(name).values())
        for path in z.namelist():
            assert z.read(path) == (ROOT / path).read_bytes()


def test_the_page_downloads_no_opponent_and_no_command_line():
    """The page needs neither the computer opponent (its worker's) nor the engine's CLI."""
    page = closure("main.py")
    assert not [p for p in page if p.startswith("opponent/")]
    assert "game/cli.py" not in page and "game/__main__.py" not in page
    assert "opponent/__init__.py" in closure("web/worker.py")


def test_the_worker_is_started_with_its_own_config():
    """web/computer.py starts web/worker.py with worker.toml, as ENTRIES says."""
    tree = ast.parse((ROOT / "web" / "computer.py").read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree)
             if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "create_named_worker"]
    assert len(calls) == 1
    src = calls[0].args[0].value
    cfg = {k.arg: k.value.value for k in calls[0].keywords}["config"]
    assert (src, cfg) == ("./web/worker.py", "./worker.toml")


def test_the_offline_copy_has_every_file_of_both():
    """tools/vendor.py's list (the service worker's cache) holds both entries, both
    configurations and both bundles (the zips hold every file either ships)."""
    app = set(load_vendor().app_files(ROOT))
    for entry, name in ENTRIES.items():
        needed = {entry, name, f"assets/app/{BUNDLE_OF[name]}.zip"}
        assert needed <= app, f"not in the offline copy: {sorted(needed - app)}"


@pytest.mark.parametrize("name", ENTRIES.values())
def test_every_shipped_file_exists(name):
    """Nothing in a bundle points at a missing file."""
    for source in shipped(name):
        assert (ROOT / source).is_file(), f"{name} ships {source}, which does not exist"


@pytest.mark.parametrize("name", ENTRIES.values())
def test_the_interpreter_is_the_local_pyodide(name):
    """The runtime comes from our own folder, never from a CDN, for the page and the worker."""
    assert config(name)["interpreter"] == "./assets/vendor/pyodide/pyodide.mjs"


# ---- who imports whom ------------------------------------------------------------------------


def package_files(*packages: str) -> list[str]:
    return [p.relative_to(ROOT).as_posix() for package in packages
            for p in sorted((ROOT / package).glob("*.py"))]


def roots(names: set[str]) -> set[str]:
    return {n.split(".")[0] for n in names}


def test_the_engine_uses_the_standard_library_only():
    """game/ imports nothing but itself and the standard library (the opponent only inside the
    CLI's `ai` command); the opponent, nothing but itself, game and the standard library."""
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    for path in package_files("game"):
        outside = roots(imported_names(path, top_level_only=True)) - stdlib - {"game"}
        assert not outside, f"{path} imports {outside}"
        lazy = roots(imported_names(path)) - stdlib - {"game"}
        assert not lazy or (path == "game/cli.py" and lazy == {"opponent"}), f"{path} imports {lazy}"
    for path in package_files("opponent"):
        outside = roots(imported_names(path)) - stdlib - {"game", "opponent"}
        assert not outside, f"{path} imports {outside}"


def test_the_opponent_uses_only_public_names_of_the_engine():
    """Nothing in opponent/ imports a private name (`_x`) from game."""
    for path in package_files("opponent"):
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and not node.level and node.module.startswith("game"):
                private = [a.name for a in node.names if a.name.startswith("_")]
                assert not private, f"{path} imports {private} from {node.module}"


BROWSER_LAYER = {"web/page.py", "web/panel.py", "web/computer.py", "web/board_input.py",
                 "web/views.py", "web/by_link.py", "web/edit_view.py", "web/training.py",
                 "web/review_view.py", "web/voice.py", "web/picture.py"}


def test_only_the_browser_layer_touches_the_browser():
    """js, pyscript and pyodide are imported by web/page.py, panel.py, computer.py,
    board_input.py, views.py and by_link.py alone:
    the engine, the opponent, the session, links, storage, drawing and the worker's script
    stay testable."""
    browser = {"js", "pyscript", "pyodide"}
    for path in package_files(*PACKAGES):
        used = roots(imported_names(path)) & browser
        if path in BROWSER_LAYER:
            assert used, f"{path} should be part of the browser layer"
        else:
            assert not used, f"{path} imports {used}"
