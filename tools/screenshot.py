"""Make docs/screenshot.png: a game in progress, with the consequence preview shown.

    .venv/bin/python tools/screenshot.py

Plays 12 turns with the engine (medium against medium, seeded), opens the page on
that game's link in Debian's Chromium (blue a person, red the computer), points the
mouse at the action whose preview shows the most (a catch, then cats that run),
as a person about to play it would, and takes a 1280×800 screenshot.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_load import CHROMIUM, CHROMIUM_ARGS, serving, stage_site  # noqa: E402

from game.catherders import Game, new_position  # noqa: E402
from game.catherders.bots import choose  # noqa: E402
from game.catherders.consequences import preview  # noqa: E402
from web.catherders.sharing.link import GameSpec, encode  # noqa: E402


def _most_telling_action(game: Game):
    """The action whose preview shows the most: catches first, then running cats."""
    def score(action):
        p = preview(game, *action)
        return (len(p.caught_always()) + len(p.caught_sometimes()), len(p.fleeing), len(p.endings))
    return max(game.legal_actions(), key=score)


def main() -> None:
    seed = 12
    game = Game(new_position("hex6", "beginner", 9, seed))
    rng = random.Random(seed)
    while len(game.stack) < 12 and not game.is_over():
        game.push(choose(game, game.to_move, "medium", rng, max_nodes=800))
    spec = GameSpec(seed=seed, players=("human", "ai-medium"), turns=[str(t) for t in game.turns])
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp)) as origin:
        stage_site(Path(tmp))
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"{origin}/index.html#{encode(spec)}")
            page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
            origin, target = _most_telling_action(game)
            names = game.board.names
            if origin is not None:
                page.mouse.click(*page.evaluate("n => catHerders.cellCenter(n)", names[origin]))
            page.mouse.move(*page.evaluate("n => catHerders.cellCenter(n)", names[target]))
            page.wait_for_function("document.body.dataset.preview !== ''")
            page.wait_for_function("!document.body.dataset.animating")
            out = ROOT / "docs" / "screenshot.png"
            page.screenshot(path=str(out))
            print(f"wrote {out.relative_to(ROOT)}")
            browser.close()


if __name__ == "__main__":
    main()
