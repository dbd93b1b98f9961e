"""Which way the imports point (read from the source with ast): the view, the protocol, the
game's worker, the browser layer and the engine each import only what their layer may.

    view (web/view/, main thread)  ->  protocol (web/protocol.py)  <-  game's worker (web/app/)
    game's worker  ->  browser layer (web/*.py)  ->  engine (game/)
    computer's worker (web/computer_worker.py)  ->  opponent/  ->  engine

A test here fails on an arrow that points the wrong way; each is also checked against a
planted source, so that it can fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_shipping import imported_names, module_file

ROOT = Path(__file__).resolve().parent.parent


def modules_under(folder: str) -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.py"))


def ours(names: set[str]) -> set[str]:
    """The project's modules among imported names (not the names imported from them)."""
    return {n for n in names if module_file(n) is not None}


def wrong_arrows(path: str, names: set[str]) -> list[str]:
    """The imports of the module at `path` that its layer may not make."""
    found = ours(names)
    if path.startswith("web/view/"):
        # The main thread's MicroPython: the view and the protocol, nothing of the game.
        return sorted(n for n in found if n not in ("web", "web.protocol", "web.view")
                      and not n.startswith("web.view."))
    bad = sorted(n for n in found if n == "web.view" or n.startswith("web.view."))
    if path == "web/protocol.py":
        bad += sorted(n for n in found if n != "web")
    if path.startswith(("game/", "opponent/")):
        bad += sorted(n for n in found if n.startswith("web"))
    if path.startswith("game/"):
        bad += sorted(n for n in found if n.startswith("opponent") and path != "game/cli.py")
    if path.startswith("web/") and not path.startswith("web/app/") and path != "web/computer_worker.py":
        # The browser layer and the features are the worker's: they use the stand-in page and
        # the link to the computer, never the shell that starts them.
        bad += sorted(n for n in found if n.startswith("web.app.")
                      and n not in ("web.app.dom", "web.app.computer_link"))
    if path.startswith("web/") and path != "web/computer_worker.py":
        bad += sorted(n for n in found if n.startswith("opponent"))
    return bad


@pytest.mark.parametrize("path", modules_under("web") + modules_under("game") + modules_under("opponent"))
def test_every_import_points_the_right_way(path):
    """No module imports across its layer's boundary."""
    assert wrong_arrows(path, imported_names(path)) == []


@pytest.mark.parametrize("path, planted", [
    ("web/view/ops.py", "web.page"),            # the view reaching into the game
    ("web/view/main.py", "game.state"),         # the engine on the main thread
    ("web/panel.py", "web.view.ops"),           # the worker importing the view
    ("web/protocol.py", "web.session"),         # the protocol depending on the game
    ("game/state.py", "web.link"),              # the engine depending on the page
    ("web/session.py", "web.app.main"),         # a feature reaching for the shell
    ("web/page.py", "opponent.search"),         # the search in the game's worker
])
def test_a_planted_wrong_arrow_is_found(path, planted):
    """Each rule fails when an import it forbids is planted."""
    assert planted in wrong_arrows(path, {planted})


def test_the_view_is_small():
    """The main thread's Python stays a thin view (MicroPython starts it in one short task)."""
    lines = sum(len((ROOT / p).read_text().splitlines()) for p in modules_under("web/view"))
    assert lines < 800, f"web/view/ has {lines} lines"
