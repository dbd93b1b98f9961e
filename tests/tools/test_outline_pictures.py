"""The board outlines each table game's first screen shows (tools/outline_pictures.py): the
shipped pictures are the tool's drawing of the games' own layouts, and index.html shows each in
its game's part of the page."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("outline_pictures", ROOT / "tools" / "outline_pictures.py")
outline_pictures = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(outline_pictures)


@pytest.mark.parametrize("game", sorted(outline_pictures.OUTLINES))
def test_shipped_outline_is_the_tools_drawing(game):
    shipped = (ROOT / outline_pictures.OUTLINES[game]).read_text(encoding="utf-8")
    assert shipped == outline_pictures.PICTURES[game](), (
        f"{outline_pictures.OUTLINES[game]} is stale: run python3 tools/outline_pictures.py")


def test_clowder_outline_has_every_roof():
    from game.clowder import board

    assert outline_pictures.clowder_outline().count("<polygon") == len(board.HEXES) == 19


def test_mansion_outline_has_every_space():
    from game.mansion import board

    assert outline_pictures.mansion_outline().count("<rect") == len(board.SPACES)


def test_pageant_outline_has_the_nine_cats():
    picture = outline_pictures.pageant_outline()
    assert picture.count("<rect") == picture.count("<circle") == 9


@pytest.mark.parametrize("game", sorted(outline_pictures.OUTLINES))
def test_index_shows_each_outline_in_its_games_part_and_asks_for_it_first(game):
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    part = re.search(rf'<section id="{game}"[^>]*data-part="{game}".*?\n  </section>', html, re.S)
    assert part, f"index.html has no part for {game}"
    assert f'<img class="board-outline" src="./{outline_pictures.OUTLINES[game]}"' in part.group(0)
    assert f'{game}: "./{outline_pictures.OUTLINES[game]}"' in html  # the head's preload
