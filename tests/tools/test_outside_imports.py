"""What each part of our code imports from outside it, read from the source: the engines stand
alone (the standard library and what game/ shares), the computer players use only the engine's
public names, and only the browser layer touches the browser (js, pyodide, pyscript), so the
rest stays testable in CPython. Which way the imports point among our own modules:
test_layers.py; what each worker and the view download: test_shipping.py.
"""

from __future__ import annotations

import ast
import sys

from tests.tools.test_shipping import BOTS, ROOT, imported_names, module_file

PACKAGES = tuple(folder for top in ("game", "web") for folder in (top, *sorted(
    p.parent.relative_to(ROOT).as_posix() for p in (ROOT / top).glob("*/__init__.py"))))


def package_files(*packages: str) -> list[str]:
    return [p.relative_to(ROOT).as_posix() for package in packages
            for p in sorted((ROOT / package).glob("*.py"))]


def roots(names: set[str]) -> set[str]:
    return {n.split(".")[0] for n in names}


def foreign(names: set[str], *own: str) -> set[str]:
    """The imported names that are neither the standard library, the package game itself, nor
    in one of the packages or modules `own` (dotted names)."""
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    return {n for n in names if n.split(".")[0] not in stdlib and n != "game"
            and not any(n == o or n.startswith(o + ".") for o in own)}


def bots_in(names: set[str]) -> set[str]:
    return {n for n in names if module_file(n) in BOTS}


GAME_NAMES = ("catherders", "clowder", "mansion", "pageant")


def test_the_engines_use_the_standard_library_only():
    """What game/ shares (the contract, the errors, the records' shape, the rule for reading
    outside text, the shared command line, the arenas' statistics, the yardstick, the side
    matches and the table games' review) imports only the standard
    library and itself, and no game; each game's package, nothing but itself, what game/
    shares and the standard library. Cat Herders' engine does not import its computer players
    (BOTS), but inside the command line's `ai` command, its arena and its contract; they
    import nothing but the engine and each other."""
    shared = ("game.text", "game.errors", "game.records", "game.adapt", "game.contract", "game.registry",
              "game.tablecli", "game.arena", "game.yardstick", "game.sides", "game.review")
    for path in package_files("game"):
        outside = foreign(imported_names(path), *shared)
        assert not outside, f"{path} imports {outside}"
        games_named = [n for n in imported_names(path) if n.split(".")[:2][-1] in GAME_NAMES]
        assert not games_named, f"{path} imports {games_named}: only the registry names the games"
    games = [p.parent.name for p in sorted((ROOT / "game").glob("*/__init__.py"))]
    assert sorted(games) == ["catherders", "clowder", "mansion", "pageant"]
    for game in games:
        for path in package_files(f"game/{game}"):
            outside = foreign(imported_names(path), *shared, f"game.{game}")
            assert not outside, f"{path} imports {outside}"
    for path in package_files("game/catherders"):
        if path in BOTS or path == "game/catherders/arena.py":  # the arena plays them
            continue
        assert not bots_in(imported_names(path, top_level_only=True)), path
        lazy = bots_in(imported_names(path))
        assert not lazy or path in ("game/catherders/cli.py", "game/catherders/contract.py"), \
            f"{path} imports {lazy}"


def test_the_opponent_uses_only_public_names_of_the_engine():
    """Nothing in Cat Herders' computer players (BOTS) imports a private name (`_x`) from its
    engine."""
    for path in sorted(BOTS):
        package = path.split("/")[:-1]
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module_file(module) is None or module_file(module) in BOTS:
                continue
            private = [a.name for a in node.names if a.name.startswith("_")]
            assert not private, f"{path} imports {private} from {module}"


BROWSER_LAYER = {  # the views (each game's and the kit's) and the worker's platform (the shell's)
    "web/shell/computer_worker.py", "web/shell/bridge.py", "web/shell/host.py", "web/shell/main.py",
    "web/shell/computer_link.py", "web/shell/router.py", "web/shell/compile_ahead.py",
    "web/kit/elements.py", "web/kit/rules.py", "web/kit/table/page.py", "web/kit/table/screen.py",
    "web/kit/table/dialog.py", "web/kit/table/canvas_view.py", "web/kit/clipboard.py", "web/kit/recent.py",
    "web/kit/figures.py", "web/kit/markup.py", "web/kit/picture.py", "web/kit/table/picture.py",
    "web/kit/speaker.py", "web/kit/table/sounds.py",
    "web/catherders/page.py", "web/catherders/views.py", "web/catherders/panel.py",
    "web/catherders/controls.py", "web/catherders/new_game.py", "web/catherders/board/canvas.py",
    "web/catherders/opening.py",
    "web/catherders/computer.py", "web/catherders/rules_parts.py", "web/catherders/board/input.py",
    "web/catherders/sharing/by_link.py", "web/catherders/editor/view.py",
    "web/catherders/training/view.py", "web/catherders/review/view.py",
    "web/catherders/access/voice.py", "web/catherders/media/picture.py",
    "web/pageant/view.py", "web/pageant/screen.py", "web/pageant/rules_parts.py",
    "web/clowder/view.py", "web/clowder/screen.py", "web/clowder/players.py",
    "web/clowder/board_view.py", "web/clowder/rules_parts.py",
    "web/mansion/view.py", "web/mansion/screen.py", "web/mansion/players.py",
    "web/mansion/board_view.py", "web/mansion/spat_view.py", "web/mansion/rules_parts.py"}

# The kit's shared halves of a game's page, screen and rules figures: a module that builds on one
# touches the page through it (test_layers.py counts it a view too).
PAGE_BASES = {"web.kit.table.page", "web.kit.table.screen", "web.kit.figures"}


def test_only_the_browser_layer_touches_the_browser():
    """pyscript is imported by the view (web/view/) alone, the main thread's only Python; js,
    pyodide, the workers' bridge (web/shell/bridge.py), the worker's stand-in document
    (web/shell/dom.py) and host (web/shell/host.py) by the worker-side browser layer
    (BROWSER_LAYER) alone, with what builds on the kit's shared page and screen (PAGE_BASES):
    the engine, the opponent, the session, links, storage and drawing stay testable in CPython."""
    for path in package_files(*PACKAGES):
        used = roots(imported_names(path))
        if path.startswith("web/view/"):
            assert "pyscript" in used or path.endswith("__init__.py") or "js" in used, path
            assert "pyodide" not in used, f"{path}: the view runs MicroPython, not Pyodide"
            continue
        assert "pyscript" not in used, f"{path} imports pyscript: only the view may"
        browser = used & {"js", "pyodide"} | ({"web.shell.dom", "web.shell.host", "web.shell.bridge",
                                               *PAGE_BASES} & imported_names(path))
        if path in BROWSER_LAYER:
            assert browser, f"{path} should be part of the browser layer"
        else:
            assert not browser, f"{path} imports {browser}"
