"""Which way the imports point (read from the source with ast): web/ is laid out by layer and by
game, game/ by game, and each module imports only what its place may.

    view (web/view/, main thread)  ->  protocol (web/shell/protocol.py)  <-  shell (web/shell/)
    shell (main, router)  ->  registry  ->  each game's page (web/<game>/)  ->  kit (web/kit/)
    each game's page  ->  its engine (game/<game>/)  ->  what the engines share (game/*.py)
    computer's worker (web/shell/computer_worker.py)  ->  the computer players  ->  engines

- Every folder under web/ and game/ has a place (FOLDERS): a new folder fails until a rule
  places it, and web/ itself holds no module but its package file.
- The engines (game/<game>/) never import web/, and none imports another game: each only
  itself and what game/ shares, which imports no game. Cat Herders' computer players (BOTS,
  beside its engine) are imported by the computer's worker alone (and the engine's command line,
  its arena and its contract). Each game's arena (game/<game>/arena.py, with game/arena.py's statistics)
  plays its games; nothing of the engines or the bots imports an arena.
- The kit (web/kit/) names no game: it imports neither an engine nor a game's page.
- A game's page (web/<game>/, Cat Herders' features in its subfolders) imports its own engine,
  the kit and the shell's platform, never another game's page or engine.
- Only the registry names the games: of the shell, only web/shell/registry.py imports a
  game's page (and the computer's worker, the computer players and what they read).
- The shell's platform (dom, host, computer_link, and protocol: the messages and the names the
  view shares) is all the games and the kit may import of web/shell/; its main, router and
  registry start the games, never the other way.
- A module that touches the page (it imports dom.py or host.py, or builds a game's page or
  screen on the kit's shared half of one, PAGE_BASES) is a view. A feature's view is
  its own: no other feature imports it, and of the game's own modules only the ones that wire
  the features (WIRING) do; a module that does not touch the page (a model) imports no view at
  all, so every model stays testable in CPython.
- js, pyodide and pyscript are imported in named places only: pyscript by the view, js and
  pyodide in the workers by the bridge (web/shell/bridge.py) alone, which only the two workers'
  entry modules import. The stand-in page's parts (nodes, window) are dom.py's alone.
- No import circle among our modules, counting the imports inside functions too.

Each rule is also checked against a planted import (or folder, or circle), so that it can fail.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.registry import NAMES as GAMES
from tests.tools.test_outside_imports import PAGE_BASES
from tests.tools.test_shipping import BOTS, imported_names, module_file

ROOT = Path(__file__).resolve().parents[2]
# Cat Herders' features, each a folder of web/catherders/ with its state beside its view
FEATURES = ("board", "training", "review", "editor", "sharing", "media", "access")
FOLDERS = {  # every folder of web/ and game/ that holds Python, and its place
    "web": "web",  # its package file only
    "web/view": "view",  # the main thread's MicroPython
    "web/shell": "shell",  # start, routing, registry, platform, protocol, the workers' entries
    "web/kit": "kit", "web/kit/table": "kit",  # what the games' pages share
    **{f"web/{game}": "page" for game in GAMES},  # each game's page code
    **{f"web/catherders/{feature}": "page" for feature in FEATURES},
    "game": "engines",  # what the engines share (the contract, the errors, the text rule)
    **{f"game/{game}": "engine" for game in GAMES},
}
PLATFORM = {"web.shell.dom", "web.shell.host", "web.shell.computer_link", "web.shell.protocol"}
PAGE_TOUCHING = {"web.shell.dom", "web.shell.host"}
WIRING = {"web/catherders/page.py", "web/catherders/views.py"}  # they start Cat Herders' features
REGISTRY = "web/shell/registry.py"
SIDE_MATCHES = "game/sides.py"  # game/arena.py's statistics over two sides of any table game
COMPUTER_WORKER = "web/shell/computer_worker.py"
# Where the browser's own modules may be imported: the main thread's view (pyscript, js) and,
# in the workers, the bridge alone (js, pyodide), which only the workers' entry modules import.
BRIDGE = "web.shell.bridge"
BROWSER_IMPORTERS = {"web/shell/bridge.py"}
ENTRIES = {"web/shell/main.py", COMPUTER_WORKER}
STAND_IN = {"web.shell.nodes", "web.shell.window"}  # the stand-in page's parts, dom.py's alone


def modules_under(folder: str) -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.py"))


def python_folders() -> set[str]:
    """Every folder of web/ and game/ that holds a Python file."""
    return {p.rsplit("/", 1)[0] for top in ("web", "game") for p in modules_under(top)}


def ours(names: set[str]) -> set[str]:
    """The project's modules among imported names (not the names imported from them)."""
    return {n for n in names if module_file(n) is not None and n not in ("web", "game")}


def dotted(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def folder_of(name: str) -> str:
    """The folder of a module (dotted name): a package's is its own folder."""
    path = module_file(name)
    return path.rsplit("/", 1)[0] if path else ""


def place(name: str) -> str | None:
    """The place of a module (dotted name): one of FOLDERS' values, or None if unplaced."""
    return FOLDERS.get(folder_of(name))


def game_of(name: str) -> str | None:
    """The game whose engine (game/<game>/) or page (web/<game>/) a module is in, or None."""
    bits = name.split(".")
    return bits[1] if len(bits) > 1 and bits[0] in ("web", "game") and bits[1] in GAMES else None


def feature_of(name: str) -> str | None:
    """Cat Herders' feature (web/catherders/<feature>/) a module is in, or None."""
    bits = name.split(".")
    return bits[2] if bits[:2] == ["web", "catherders"] and len(bits) > 2 and bits[2] in FEATURES else None


def is_view(name: str, names: set[str] | None = None) -> bool:
    """Whether a module touches the page (imports the stand-in document or the host)."""
    if name in PAGE_TOUCHING or name.startswith("web.view"):
        return True
    path = module_file(name)
    names = imported_names(path) if names is None else names
    return bool(names & (PAGE_TOUCHING | PAGE_BASES))


def wrong_arrows(path: str, names: set[str]) -> list[str]:
    """The imports of the module at `path` that its place may not make."""
    found = ours(names)
    me = dotted(path)
    here = place(me)
    mine = game_of(me)
    browser = sorted(n for n in names if n.split(".")[0] in ("js", "pyodide", "pyscript"))
    if here == "view":  # the main thread's MicroPython: the view and the protocol only, no Pyodide
        return sorted({n for n in found if n not in ("web.shell", "web.shell.protocol")
                       and place(n) != "view"} | {n for n in browser if n.startswith("pyodide")})
    bad = [n for n in found if place(n) == "view"]
    if path == "web/shell/protocol.py":
        bad += list(found)
    if here in ("engine", "engines"):  # an engine never depends on the page, nor on another game
        bad += [n for n in found if n.startswith("web.")]
        bad += [n for n in found if game_of(n) not in (None, mine)]
    if here in ("engine", "engines") and path not in BOTS | {"game/catherders/cli.py",
                                                             "game/catherders/arena.py",
                                                             "game/catherders/contract.py"}:
        bad += [n for n in found if module_file(n) in BOTS]
    if here in ("engine", "engines") and not (path.endswith("/arena.py") or path == SIDE_MATCHES):
        # arenas (and the side matches) play the games
        bad += [n for n in found if (module_file(n) or "").endswith("/arena.py")]
    if path.startswith("web/") and path != COMPUTER_WORKER:
        bad += [n for n in found if module_file(n) in BOTS]
    if here == "kit":  # the kit names no game
        bad += [n for n in found if game_of(n) is not None]
    if here == "page":  # a game's page: its own engine and page, never another game's
        bad += [n for n in found if game_of(n) not in (None, mine)]
    if here in ("kit", "page"):  # the shell starts the games, never the other way: its platform only
        bad += [n for n in found if place(n) == "shell" and n not in PLATFORM and n != "web.shell"]
    if here == "shell" and path not in (REGISTRY, COMPUTER_WORKER):  # only the registry names them
        bad += [n for n in found if game_of(n) is not None]
    if here == "shell" and path == REGISTRY:
        bad += [n for n in found if n.startswith("game.")]
    if feature_of(me) is not None:  # a feature's view is its own
        bad += [n for n in found if feature_of(n) not in (None, feature_of(me)) and is_view(n)]
    elif here == "page" and path not in WIRING:
        bad += [n for n in found if feature_of(n) is not None and is_view(n)]
    if path != REGISTRY and not is_view(me, names):  # a model uses no view (the registry is lazy)
        bad += [n for n in found if n not in PLATFORM and is_view(n)]
    if path not in BROWSER_IMPORTERS:
        bad += browser
    if path not in ENTRIES:
        bad += [n for n in found if n == BRIDGE]
    if path != "web/shell/dom.py":
        bad += [n for n in found if n in STAND_IN]
    return sorted(set(bad))


@pytest.mark.parametrize("path", sorted(p for folder in ("web", "game") for p in modules_under(folder)))
def test_every_import_points_the_right_way(path):
    """No module imports across its layer's, its game's or its feature's boundary."""
    assert wrong_arrows(path, imported_names(path)) == []


@pytest.mark.parametrize("path, planted", [
    ("web/view/ops.py", "web.catherders.page"),  # the view reaching into the game
    ("web/view/main.py", "game.catherders.state"),  # the engine on the main thread
    ("web/view/main.py", "web.shell.main"),  # the view reaching into the shell beyond the protocol
    ("web/view/ops.py", "pyodide"),  # the main thread runs MicroPython
    ("web/catherders/panel.py", "web.view.ops"),  # the worker importing the view
    ("web/shell/protocol.py", "web.catherders.session"),  # the protocol depending on a game
    ("game/catherders/state.py", "web.catherders.sharing.link"),  # the engine depending on the page
    ("game/catherders/state.py", "game.catherders.search"),  # the engine using its computer players
    ("game/catherders/builder.py", "game.catherders.bots"),
    ("game/clowder/state.py", "game.clowder.arena"),  # an engine using its arena
    ("game/pageant/bots.py", "game.arena"),
    ("game/mansion/state.py", "game.clowder.board"),  # one game's engine using another's
    ("game/text.py", "game.pageant.cats"),  # what the engines share using one game
    ("game/pageant/round.py", "web.pageant.session"),  # the pageant's engine depending on its page
    ("game/clowder/state.py", "web.pageant.session"),  # Clowder's engine depending on a page
    ("web/kit/words.py", "game.catherders.position"),  # the kit naming a game (its engine)
    ("web/kit/table/page.py", "web.pageant.session"),  # the kit naming a game (its page)
    ("web/kit/storage.py", "web.shell.registry"),  # the kit reaching for the shell
    ("web/kit/rules.py", "web.shell.main"),
    ("web/catherders/session.py", "web.shell.main"),  # a game's state reaching for the shell
    ("web/catherders/review/view.py", "web.shell.router"),  # a feature reaching for the router
    ("web/pageant/session.py", "web.catherders.page"),  # another game's page
    ("web/pageant/session.py", "game.catherders.state"),  # another game's engine
    ("web/mansion/view.py", "web.clowder.board_view"),
    ("web/shell/router.py", "web.pageant.view"),  # only the registry names the games
    ("web/shell/main.py", "game.clowder.state"),
    ("web/shell/registry.py", "game.mansion.state"),  # the registry starts pages, not engines
    ("web/catherders/page.py", "game.catherders.search"),  # the search in the game's worker
    ("web/catherders/computer.py", "game.catherders.bots"),  # the players in the game's worker
    ("web/catherders/editor/view.py", "web.catherders.board.input"),  # another feature's view
    ("web/catherders/session.py", "web.catherders.review.view"),  # the game's state using a view
    ("web/catherders/panel.py", "web.catherders.review.view"),  # only the wiring starts features
    ("web/catherders/review/notes.py", "web.catherders.panel"),  # a model using a view
    ("web/pageant/link.py", "web.pageant.view"),  # the pageant's model using its view
    ("web/catherders/sharing/link.py", "js"),  # the browser outside the platform
    ("web/catherders/panel.py", "js"),
    ("web/catherders/training/view.py", "pyodide.ffi"),
    ("web/kit/table/canvas_view.py", "pyodide"),
    ("web/shell/dom.py", "js"),  # the stand-in page is pure: the bridge alone touches the browser
    ("web/shell/host.py", "pyodide.ffi"),
    ("web/shell/main.py", "js"),
    ("web/shell/router.py", "web.shell.bridge"),  # the bridge is the workers' entries' alone
    ("web/shell/host.py", "web.shell.nodes"),  # the stand-in page's parts are dom.py's
    ("web/kit/table/page.py", "web.shell.window"),
])
def test_a_planted_wrong_arrow_is_found(path, planted):
    """Each rule fails when an import it forbids is planted."""
    names = imported_names(path) | {planted}
    bits = planted.split(".")
    names |= {".".join(bits[:i]) for i in range(1, len(bits))}
    assert planted in wrong_arrows(path, names)


# ---- every folder has a place --------------------------------------------------------------


def unplaced(folders: set[str]) -> list[str]:
    """The folders no rule places."""
    return sorted(folders - set(FOLDERS))


def test_every_folder_has_a_place():
    """Each folder of web/ and game/ that holds Python is placed by FOLDERS (and each placed
    folder exists): a new folder fails here until a rule places it."""
    folders = python_folders()
    assert unplaced(folders) == []
    assert sorted(set(FOLDERS) - folders) == []


def test_a_planted_folder_is_found():
    """The check above fails for a folder no rule places."""
    assert unplaced(python_folders() | {"web/newfeature", "game/chess"}) == ["game/chess", "web/newfeature"]


def test_web_holds_its_package_file_only():
    """Every module of web/ is in a folder with a place: none lies loose beside web/__init__.py."""
    assert [p for p in modules_under("web") if p.count("/") == 1] == ["web/__init__.py"]


def test_the_shell_registry_has_the_games_game_registry_names():
    """The page's registry of games and game/'s are the same games, in the same order."""
    from web.shell import registry

    assert tuple(registry.GAMES) == GAMES
    assert {f"web/{game}" for game in GAMES} <= set(FOLDERS)


# ---- no import circle --------------------------------------------------------------------------


def import_targets(path: str) -> set[str]:
    """The modules of ours the file at `path` imports, at any depth (inside functions too): for
    `import a.b` a.b, for `from a import b` a.b when that is a module, else a. The packages on
    the way are not counted: Python imports them first, whatever a module imports."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    package = path.removesuffix(".py").split("/")[:-1]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            for a in node.names:
                out.add(f"{module}.{a.name}" if module_file(f"{module}.{a.name}") else module)
    return {n for n in out if module_file(n) is not None and module_file(n) != path}


def import_graph() -> dict[str, set[str]]:
    """Each module of web/ and game/ (a path) -> the modules of ours it imports (paths)."""
    return {path: {module_file(n) for n in import_targets(path)}
            for top in ("web", "game") for path in modules_under(top)}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of `graph`: each strongly connected group of modules that import each
    other, directly or not (Tarjan's algorithm), as a sorted list of paths."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(start: str) -> None:
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        group.append(top)
                        if top == node:
                            break
                    if len(group) > 1 or node in graph.get(node, ()):
                        found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_no_import_circle():
    """No group of our modules imports each other, directly or through others, even lazily
    (an import inside a function): each module can be read, and tested, without the others."""
    assert circles(import_graph()) == []


def test_a_planted_circle_is_found():
    """The check above fails for a planted circle, here one through a lazy import as the shell's
    registry's is (the kit's words would import Cat Herders' session, which imports them)."""
    graph = import_graph()
    graph["web/kit/words.py"] = graph["web/kit/words.py"] | {"web/catherders/session.py"}
    found = circles(graph)
    assert len(found) == 1 and {"web/kit/words.py", "web/catherders/session.py"} <= set(found[0])


def test_the_circle_check_reads_lazy_imports():
    """An import inside a function is an arrow too: the registry's lazy import of Cat Herders'
    page is one (it was half of the circle page -> views -> registry -> page)."""
    assert "web.catherders.page" in import_targets("web/shell/registry.py")


# ---- the shape of the page code -------------------------------------------------------------


def test_the_features_have_views_and_models():
    """The split is real: each of Cat Herders' feature folders has modules, and the views are the
    few modules that touch the page (most code is models, testable in CPython)."""
    views = [p for p in modules_under("web") if not p.startswith("web/view/") and is_view(dotted(p))]
    models = [p for p in modules_under("web") if not p.startswith("web/view/")
              and not is_view(dotted(p))]
    for feature in FEATURES:
        assert len(modules_under(f"web/catherders/{feature}")) >= 3, feature
    assert len(models) > len(views) > 5, (views, models)


def test_the_view_is_small():
    """The main thread's Python stays a thin view (MicroPython compiles each of its modules in a
    short task of its own, web/view/main.py; the starter's own 31 lines raised the bound)."""
    lines = sum(len((ROOT / p).read_text().splitlines()) for p in modules_under("web/view"))
    assert lines < 850, f"web/view/ has {lines} lines"
