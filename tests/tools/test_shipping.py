"""What the browser gets: each worker and the page's view download exactly the modules they
import (what each part of our code may import from outside it: test_outside_imports.py).

The page's main thread runs the view (web/view/main.py, MicroPython) with pyscript.toml, whose
[files] lists its modules one by one. The game's worker (web/shell/main.py) and the computer's
worker (web/shell/computer_worker.py) each download zips that the build (tools/app_bundles.py) makes from its
entry's import closure (no list is kept by hand): its shell and kit (every file of the closure
outside the games' folders, web/<game>/ and game/<game>/) at once, and each game's part (the
closure's files in that game's folders) the first time that game is opened. Each zip must hold
exactly its part of the closure, found here by this file's own reading of the imports (every
`import`, at any depth, of a module that is a file here).
"""

from __future__ import annotations

import ast
import sys
import tomllib
import zipfile
from pathlib import Path

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]
# Cat Herders' computer players, beside its engine in game/catherders/: the computer's worker's
# alone (and the engine's command line's, for its `ai` command)
BOTS = frozenset(f"game/catherders/{name}.py"
                 for name in ("bots", "evaluate", "flights", "movegen", "review", "search", "winchance"))
# each worker's entry module -> its shell's bundle (assets/app/<name>.zip; tools/app_bundles.py's
# BUNDLES), and the prefix of its games' parts (assets/app/<prefix>-<game>.zip)
ENTRIES = {"web/shell/main.py": "app", "web/shell/computer_worker.py": "worker"}
GAME_PARTS = {"web/shell/main.py": "game", "web/shell/computer_worker.py": "worker"}
VIEW = "web/view/main.py"  # the script index.html runs: it starts the view in steps
VIEW_MODULE = "web/view/view.py"  # the view itself, with the workers' names
app_bundles = load_tool("app_bundles")
site_manifest = load_tool("site_manifest")


def config(name: str) -> dict:
    with open(ROOT / name, "rb") as f:
        return tomllib.load(f)


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


def bundle(entry: str) -> set[str]:
    """What a worker whose entry is `entry` needs: the entry, the packages it is in (imported
    before it) and everything it imports."""
    bits = entry.split("/")[:-1]
    packages = {module_file(".".join(bits[:i])) for i in range(1, len(bits) + 1)} - {None}
    return closure(entry) | {entry} | packages


# ---- what each worker and the view ship ----------------------------------------------------


def game_folders(game: str) -> tuple[str, ...]:
    return (f"web/{game}/", f"game/{game}/")


def expected_bundles() -> dict[str, set[str]]:
    """{bundle: its files}, from this file's reading of the imports: each worker's shell (its
    entry's closure outside every game's folders) and each game's part (inside its folders)."""
    from web.shell.registry import GAMES

    every = tuple(folder for game in GAMES for folder in game_folders(game))
    out = {}
    for entry, name in ENTRIES.items():
        files = bundle(entry)
        out[name] = {p for p in files if not p.startswith(every)}
        for game in GAMES:
            part = {p for p in files if p.startswith(game_folders(game))}
            if part:
                out[f"{GAME_PARTS[entry]}-{game}"] = part
    return out


def test_each_bundle_ships_exactly_its_part_of_what_its_entry_imports():
    """The build's bundles: app (what web/shell/main.py imports outside the games' folders),
    game-<name> (what it imports in that game's), worker and worker-<name> likewise for
    web/shell/computer_worker.py: none missing and none more, each game's page and computer
    players in bundles of their own."""
    want = expected_bundles()
    have = {name: set(files) for name, files in app_bundles.bundle_lists(ROOT).items()}
    assert set(have) == set(want)
    for name in want:
        assert not want[name] - have[name], f"[{name}] misses {sorted(want[name] - have[name])}"
        extra = sorted(have[name] - want[name])
        assert not extra, f"[{name}] ships {extra}, never imported"
    from web.shell.registry import GAMES
    assert {f"game-{game}" for game in GAMES} <= set(have)  # every game's page has its own
    assert not [p for p in have["app"] if p.startswith(("web/catherders/", "game/catherders/"))]


def test_the_build_makes_one_bundle_per_worker_entry():
    """tools/app_bundles.py bundles the two workers' entries, each under the name the view starts
    it by, and names their games' parts as the workers fetch them."""
    assert app_bundles.BUNDLES == {bundle: entry for entry, bundle in ENTRIES.items()}
    assert app_bundles.GAME_BUNDLE == {ENTRIES[entry]: prefix for entry, prefix in GAME_PARTS.items()}
    text = {path: (ROOT / path).read_text(encoding="utf-8")
            for path in ("web/shell/router.py", "web/shell/computer_worker.py")}
    assert 'load_bundle(f"game-{entry.name}")' in text["web/shell/router.py"]
    assert 'load_bundle(f"worker-{game}")' in text["web/shell/computer_worker.py"]


def test_each_bundle_is_one_zip_with_exactly_its_list():
    """assets/app/<bundle>.zip, as tools/app_bundles.py builds it, holds exactly its part of its
    entry's import closure (read here), byte for byte as shipped: each module without its
    docstrings and comments (tests/tools/test_strip_source.py), the rest as it is."""
    import io
    import zipfile

    for name, files in expected_bundles().items():
        built = ROOT / "assets" / "app" / f"{name}.zip"
        assert built.is_file(), f"{built} is missing: run `python3 tools/vendor.py` (tools/test.sh does)"
        with zipfile.ZipFile(io.BytesIO(built.read_bytes())) as z:
            assert sorted(z.namelist()) == sorted(files), name
            for path in z.namelist():
                assert z.read(path) == app_bundles.shipped_source(ROOT / path), path


def test_a_first_visit_to_one_game_counts_no_other_games_files():
    """The manifest's first_visit_bytes of a game leave out the other games' zips, rules and
    pictures (which the service worker caches after the board is ready), and nothing else."""
    import json

    from web.shell.registry import GAMES

    manifest = json.loads((ROOT / "assets" / "vendor" / "manifest.json").read_text(encoding="utf-8"))
    paths = list(manifest["integrity"])
    assert set(manifest["first_visit_bytes"]) == set(GAMES)
    for game in GAMES:
        others = [p for p in paths if any(site_manifest.owned_by(p, o) for o in GAMES if o != game)]
        assert f"assets/app/game-{game}.zip" not in others
        assert {f"assets/app/game-{o}.zip" for o in GAMES if o != game} <= set(others)
        assert manifest["first_visit_bytes"][game] == (
            manifest["download_bytes"] - site_manifest.download_bytes(ROOT, others))


def test_the_view_config_lists_exactly_what_the_view_imports():
    """pyscript.toml's [files] are the view's import closure, each to its own path, and its
    interpreter is the vendored MicroPython."""
    files = config("pyscript.toml")["files"]
    assert all(files[key] == key for key in files), "pyscript.toml: renamed files"
    have = {key.removeprefix("./") for key in files}
    want = closure(VIEW)
    assert have == want, f"pyscript.toml: missing {sorted(want - have)}, more {sorted(have - want)}"
    assert config("pyscript.toml")["interpreter"] == "./assets/vendor/micropython/micropython.mjs"


def test_the_view_starts_each_worker_with_its_bundle():
    """The view starts assets/py-worker.mjs once per worker, named by its zip and entry module."""
    tree = ast.parse((ROOT / VIEW_MODULE).read_text(encoding="utf-8"))
    constants = {node.targets[0].id: node.value.value for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)}
    assert constants["PY_WORKER"] == "./assets/py-worker.mjs"
    started = {constants["APP_WORKER"], constants["COMPUTER_WORKER"]}
    assert started == {f"{bundle} {entry.removesuffix('.py').replace('/', '.')}"
                       for entry, bundle in ENTRIES.items()}


def test_boot_starts_the_game_worker_the_view_takes():
    """assets/start.js starts the game's worker before the view's runtime loads, with the view's
    script and name, so the view takes it instead of starting a second one."""
    tree = ast.parse((ROOT / VIEW_MODULE).read_text(encoding="utf-8"))
    constants = {node.targets[0].id: node.value.value for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)}
    boot = (ROOT / "assets" / "start.js").read_text(encoding="utf-8")
    assert f'const name = "{constants["APP_WORKER"]}";' in boot
    assert (f'new Worker("{constants["PY_WORKER"]}", '
            '{ type: "module", name: `${name} game-${window.catHerdersGame}` })') in boot
    assert "catHerdersWorker" in (ROOT / VIEW_MODULE).read_text(encoding="utf-8")


def test_the_first_script_knows_the_sites_games():
    """index.html's first script finds the game the address names with the registry's games, the
    first of them its default (as web/shell/registry.py's game_of), before anything is drawn."""
    import re

    from web.shell.registry import DEFAULT, GAMES

    html = (ROOT / "index.html").read_text(encoding="utf-8")
    found = re.search(r'/\^#game=\(([a-z|]+)\)\(\?:&\|\$\)/\.exec\(location\.hash\) '
                      r'\|\| \[0, "([a-z]+)"\]', html)
    assert found, "index.html's first script is not as expected"
    assert found.group(1).split("|") == list(GAMES)
    assert found.group(2) == DEFAULT
    assert html.index("window.catHerdersGame =") < html.index("assets/start.js")
    assert "<body>\n  <script>document.body.dataset.game = window.catHerdersGame;</script>" in html


def test_the_game_worker_downloads_no_opponent_and_no_command_line():
    """The game's worker needs neither the computer opponent (its worker's) nor the CLI."""
    app = closure("web/shell/main.py")
    assert all((ROOT / p).is_file() for p in BOTS)
    assert not [p for p in app if p in BOTS]
    assert "game/catherders/cli.py" not in app and "game/catherders/__main__.py" not in app
    assert BOTS <= closure("web/shell/computer_worker.py")


def test_the_view_imports_no_game():
    """The main thread's MicroPython loads no engine: only the view and the protocol."""
    assert all(p.startswith("web/view/") or p in ("web/__init__.py", "web/shell/__init__.py",
                                                   "web/shell/protocol.py")
               for p in closure(VIEW))


def test_the_offline_copy_has_every_file_of_each():
    """tools/site_manifest.py's list (the service worker's cache) holds the view, its configuration and
    files, the workers' script and every zip of each worker: its shell's and every game's."""
    app = set(site_manifest.app_files(ROOT))
    needed = {VIEW, "pyscript.toml", "assets/py-worker.mjs"} | closure(VIEW) | {
        f"assets/app/{name}.zip" for name in expected_bundles()}
    assert needed <= app, f"not in the offline copy: {sorted(needed - app)}"


def test_every_shipped_file_exists():
    """Nothing in a bundle points at a missing file."""
    for name, files in app_bundles.bundle_lists(ROOT).items():
        for source in files:
            assert (ROOT / source).is_file(), f"[{name}] ships {source}, which does not exist"


def test_the_build_splits_the_zips_by_the_folders_the_worker_knows(monkeypatch):
    """The build finds a game's part in web/shell/bytecode.py's GAME_FOLDERS, which the page's
    worker reads too (the zip a module comes in): it keeps no copy of its own that could drift."""
    from web.shell import bytecode

    assert app_bundles.game_folders("pageant") == game_folders("pageant")
    monkeypatch.setattr(bytecode, "GAME_FOLDERS", ("game",))
    assert app_bundles.game_folders("pageant") == ("game/pageant/",)


BUILT_INTO_PYODIDE = {"math", "itertools", "time", "zlib", "sys"}  # compiled in, in no zip


def test_the_qr_bundle_is_segnos_files_with_everything_they_import():
    """assets/app/qr.zip holds the installed segno's listed files, byte for byte, and its
    licence; every segno module those files import is among them, and every other module they
    import is in the page's standard library (so the encoder imports in the worker with
    nothing else fetched)."""
    import segno

    table = app_bundles.QR_BUNDLE
    kept = set(load_tool("stdlib_zip").keep_list())
    package = Path(segno.__file__).parent
    with zipfile.ZipFile(ROOT / "assets" / "app" / "qr.zip") as z:
        names = set(z.namelist())
        assert names == {f"segno/{f}" for f in table["files"]} | {"segno/LICENSE"}
        assert "segno/__init__.py" not in names  # a namespace package: no writers, no xml
        for f in table["files"]:
            assert z.read(f"segno/{f}") == (package / f).read_bytes()
        assert b"BSD" in z.read("segno/LICENSE") or b"Redistribution" in z.read("segno/LICENSE")
    for f in table["files"]:
        tree = ast.parse((package / f).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                wanted = [node.module] if node.module else [a.name for a in node.names]
                for name in wanted:
                    assert f"{name}.py" in table["files"], f"segno/{f} imports .{name}"
            elif isinstance(node, (ast.Import, ast.ImportFrom)) and not getattr(node, "level", 0):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
                for name in names:
                    assert name in kept or name.split(".")[0] in sys.builtin_module_names or \
                        name in BUILT_INTO_PYODIDE, f"segno/{f} imports {name}, not in tools/stdlib.txt"
