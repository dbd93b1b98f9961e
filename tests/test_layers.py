"""Which way the imports point (read from the source with ast): web/ is laid out by layer and
by feature, and each module imports only what its place may.

    view (web/view/, main thread)  ->  protocol (web/shell/protocol.py)  <-  shell (web/shell/)
    shell  ->  features (web/catherders/board/, training/, review/, editor/, sharing/, media/, access/,
               rules/)  ->  the game being played (web/catherders/)  ->  words, engine (game/catherders/)
    computer's worker (web/shell/computer_worker.py)  ->  computer players (BOTS)  ->  engine

- The four games' engines (game/catherders/, game/pageant/, game/clowder/, game/mansion/)
  never import web/, and none imports another game: each only itself and what game/ shares
  (game/text.py). Cat Herders' computer players (BOTS, beside its engine in game/catherders/)
  are imported by the computer's worker alone, by the engine's command line (its `ai`) and
  by its arena. Each game's arena (game/<game>/arena.py, with game/arena.py's statistics)
  plays its games; nothing of the engines or the bots imports an arena.

- Only the shell's three platform modules (web/shell/dom.py, host.py, computer_link.py) are
  what the features and web/catherders/ may import of web/shell/; main, the registry, the page
  object and the router are the shell's own.
- A module that touches the page (it imports dom.py or host.py) is a view. A feature's view
  is its own: no other feature imports it, and a module that does not touch the page (a
  model) imports no view at all, so every model stays testable in CPython.
- js, pyodide and pyscript are imported in named places only.

Each rule is also checked against a planted import, so that it can fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_shipping import BOTS, imported_names, module_file

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ("board", "training", "review", "editor", "sharing", "media", "access", "rules", "table")
GAMES = ("pageant", "clowder", "mansion")  # the other games' folders under web/ (Cat Herders' is
# web/catherders/)
ENGINES = "game"  # the four games' pure packages (game/<game>/) and what they share, beside web/
PLATFORM = {"web.shell.dom", "web.shell.host", "web.shell.computer_link"}
PAGE_TOUCHING = {"web.shell.dom", "web.shell.host"}
# Where the browser's own modules may be imported: the main thread's view (pyscript, js) and,
# in the workers, the platform and the two entry modules (js, pyodide).
BROWSER_IMPORTERS = {"web/shell/dom.py", "web/shell/host.py", "web/shell/computer_link.py",
                     "web/shell/main.py", "web/shell/computer_worker.py"}


def modules_under(folder: str) -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.py"))


def ours(names: set[str]) -> set[str]:
    """The project's modules among imported names (not the names imported from them)."""
    return {n for n in names if module_file(n) is not None and n != "web"}


def dotted(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def place(name: str) -> str:
    """The folder a module (dotted name) belongs to: 'view', 'app', 'play', a feature, 'web'
    (the base: words, protocol, computer_worker), or 'game' (the engines)."""
    bits = name.split(".")
    if bits[0] != "web":
        return bits[0]
    return bits[1] if len(bits) > 2 or (len(bits) == 2 and module_file(name).endswith(
        "__init__.py")) else "web"


def game_of(name: str) -> str | None:
    """The game whose package (game/<game>/) a module (dotted name) is in, or None."""
    bits = name.split(".")
    if bits[0] == ENGINES and len(bits) > 1 and (ROOT / ENGINES / bits[1] / "__init__.py").is_file():
        return bits[1]
    return None


def is_view(name: str, names: set[str] | None = None) -> bool:
    """Whether a module touches the page (imports the stand-in document or the host)."""
    if name in PAGE_TOUCHING or name.startswith("web.view"):
        return True
    path = module_file(name)
    names = imported_names(path) if names is None else names
    return bool(names & PAGE_TOUCHING)


def wrong_arrows(path: str, names: set[str]) -> list[str]:
    """The imports of the module at `path` that its place may not make."""
    found = ours(names)
    me = dotted(path)
    here = place(me)
    bad = []
    if here == "view":  # the main thread's MicroPython: the view and the protocol only
        return sorted(n for n in found if n != "web.shell.protocol" and place(n) != "view")
    bad += [n for n in found if place(n) == "view"]
    if path == "web/shell/protocol.py":
        bad += list(found)
    if here == "game":  # an engine never depends on the page, nor on another game
        bad += [n for n in found if n.startswith("web")]
        bad += [n for n in found if game_of(n) not in (None, game_of(me))]
    if here == "game" and path not in BOTS | {"game/catherders/cli.py", "game/catherders/arena.py",
                                              "game/catherders/contract.py"}:
        bad += [n for n in found if module_file(n) in BOTS]
    if here == "game" and not path.endswith("/arena.py"):  # the arenas play the games, never the reverse
        bad += [n for n in found if (module_file(n) or "").endswith("/arena.py")]
    if path.startswith("web/") and path != "web/shell/computer_worker.py":
        bad += [n for n in found if module_file(n) in BOTS]
    if here in FEATURES or here in GAMES or here in ("play", "web"):
        # the shell starts the features, never the other way; they use its platform only
        bad += [n for n in found if place(n) == "app" and n not in PLATFORM and n != "web.shell"]
    if here == "play" or (here in ("web", "game") and path != "web/shell/computer_worker.py"):
        bad += [n for n in found if place(n) in FEATURES and is_view(n)]
    if here in FEATURES:
        bad += [n for n in found if place(n) in FEATURES and place(n) != here and is_view(n)]
    if here != "app" and not is_view(me, names):  # the shell wires views; its registry is lazy
        bad += [n for n in found if n not in PLATFORM and is_view(n)]
    if path not in BROWSER_IMPORTERS and here != "view":
        bad += sorted(n for n in names if n.split(".")[0] in ("js", "pyodide", "pyscript"))
    if here == "view":
        bad += sorted(n for n in names if n.split(".")[0] == "pyodide")
    return sorted(set(bad))


@pytest.mark.parametrize("path", sorted(p for folder in ("web", ENGINES) for p in modules_under(folder)))
def test_every_import_points_the_right_way(path):
    """No module imports across its layer's or its feature's boundary."""
    assert wrong_arrows(path, imported_names(path)) == []


@pytest.mark.parametrize("path, planted", [
    ("web/view/ops.py", "web.catherders.page"),         # the view reaching into the game
    ("web/view/main.py", "game.catherders.state"),  # the engine on the main thread
    ("web/catherders/panel.py", "web.view.ops"),       # the worker importing the view
    ("web/shell/protocol.py", "web.catherders.session"),     # the protocol depending on the game
    ("game/catherders/state.py", "web.catherders.sharing.link"),  # the engine depending on the page
    ("game/catherders/state.py", "game.catherders.search"),  # the engine using its computer players
    ("game/catherders/builder.py", "game.catherders.bots"),
    ("game/clowder/state.py", "game.clowder.arena"),  # an engine using its arena
    ("game/pageant/bots.py", "game.arena"),
    ("game/mansion/state.py", "game.clowder.board"),  # one game's engine using another's
    ("web/catherders/session.py", "web.shell.main"),     # the game's state reaching for the shell
    ("web/catherders/review/view.py", "web.catherders.page"),      # a feature reaching for the page object
    ("web/catherders/page.py", "game.catherders.search"),  # the search in the game's worker
    ("web/catherders/computer.py", "game.catherders.bots"),  # the computer players in the game's worker
    ("web/catherders/editor/view.py", "web.catherders.board.input"),   # a feature using another feature's
    # view
    ("web/catherders/session.py", "web.catherders.review.view"),  # the game's state using a feature's view
    ("web/catherders/review/notes.py", "web.catherders.panel"),   # a model using a view
    ("web/catherders/sharing/link.py", "js"),               # the browser outside the platform
    ("web/catherders/panel.py", "js"),
    ("web/catherders/training/view.py", "pyodide.ffi"),
    ("game/pageant/round.py", "web.pageant.session"),  # the pageant's engine depending on its page
    ("game/clowder/state.py", "web.pageant.session"),  # Clowder's engine depending on a page
    ("web/pageant/session.py", "web.catherders.page"),   # another game reaching for Cat Herders' page
    ("web/pageant/link.py", "web.pageant.view"),  # the pageant's model using its view
])
def test_a_planted_wrong_arrow_is_found(path, planted):
    """Each rule fails when an import it forbids is planted."""
    names = imported_names(path) | {planted}
    bits = planted.split(".")
    names |= {".".join(bits[:i]) for i in range(1, len(bits))}
    assert planted in wrong_arrows(path, names)


def test_the_features_have_views_and_models():
    """The split is real: each feature folder has modules, and the views are the few modules
    that touch the page (most code is models, testable in CPython)."""
    views = [p for p in modules_under("web") if not p.startswith("web/view/") and is_view(dotted(p))]
    models = [p for p in modules_under("web") if not p.startswith("web/view/")
              and not is_view(dotted(p))]
    for feature in FEATURES:
        assert len(modules_under(f"web/{feature}")) >= 3, feature
    assert len(models) > len(views) > 5, (views, models)


def test_the_view_is_small():
    """The main thread's Python stays a thin view (MicroPython starts it in one short task)."""
    lines = sum(len((ROOT / p).read_text().splitlines()) for p in modules_under("web/view"))
    assert lines < 800, f"web/view/ has {lines} lines"
