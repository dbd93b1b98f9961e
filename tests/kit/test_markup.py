"""The games' markup beyond their first screens (web/kit/markup.py, web/<game>/markup.py): each
part has its container in index.html, no id is given twice across the page and the parts, and
the worker knows each part's fields as the browser starts them."""

from __future__ import annotations

import importlib
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from web.kit.markup import blocks, fields
from web.shell.protocol import MEASURED, field_name
from web.shell.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
INDEX = (ROOT / "index.html").read_text(encoding="utf-8")
IDS = re.compile(r'\sid="([^"]+)"')
MARKED_UP = [name for name in GAMES if (ROOT / "web" / name / "markup.py").is_file()]
TABLE_GAMES = [name for name in MARKED_UP if name != "catherders"]


def field_values(html: str) -> dict[str, tuple[str, bool]]:
    """The fields of `html` the game follows, by the names the view gives them."""
    return {key: (value, checked) for key, value, checked in
            ((field_name(*field), field[3], field[4]) for field in fields(html)) if key}


def parts(game: str) -> dict[str, str]:
    return importlib.import_module(f"web.{game}.markup").PARTS


def test_every_game_brings_its_markup():
    assert sorted(MARKED_UP) == sorted(GAMES)


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_each_part_has_an_empty_place_in_index_html_in_its_games_part(game):
    for container in parts(game):
        found = re.search(rf'<div[^>]*\sid="{container}"[^>]*>(.*?)</div>', INDEX, re.S)
        assert found, f"index.html has no container {container}"
        assert 'id="' not in found.group(1), f"{container} already holds elements"


def test_cat_herders_parts_go_after_its_first_screen():
    """The panel's boxes go at the end of the panel, after the welcome; the dialogs and views in
    a container of Cat Herders' part of the page."""
    panel = re.search(r'<aside class="panel" id="game-panel">(.*?)</aside>', INDEX, re.S)
    assert panel and 'id="welcome"' in panel.group(1) and 'id="lesson-box"' not in INDEX
    assert '<div id="catherders-more" data-part="catherders"></div>' in INDEX
    assert sorted(parts("catherders")) == ["catherders-more", "game-panel"]


def test_cat_herders_fields_are_known_as_the_view_names_them():
    every = {}
    for html in parts("catherders").values():
        every.update(field_values(html))
    assert every["chk-preview"] == ("on", True) and every["chk-flip"] == ("on", False)
    assert every["@rules"] == ("designer", True)
    assert every["@variant=escort"] == ("escort", False)
    assert every["@edit-tool"] == ("cat", True)
    assert every["record"] == ("", False)
    assert every["sel-animation"] == ("all", False)


def test_no_id_is_given_twice_across_the_page_and_every_games_parts():
    ids = IDS.findall(INDEX) + [i for game in MARKED_UP for html in parts(game).values()
                                for i in IDS.findall(html)]
    assert len(ids) > 200
    assert sorted(i for i in set(ids) if ids.count(i) > 1) == []


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_a_parts_fields_are_known_as_the_browser_starts_them(game):
    every = {}
    for html in parts(game).values():
        every.update(field_values(html))
    prefix = {"pageant": "pg", "clowder": "cl", "mansion": "ma"}[game]
    assert every[f"chk-{prefix}-guide"] == ("on", False)
    assert every[f"{prefix}-link"] == ("", False)
    assert every[f"{prefix}-players-count"][0] in {"3", "4", "5"}


@pytest.mark.parametrize("html, expected", [
    ('<input type="checkbox" id="a" checked>', {"a": ("on", True)}),
    ('<input type="checkbox" id="a">', {"a": ("on", False)}),
    ('<input type="checkbox" id="a" name="b" value="x" checked>', {"a": ("x", True)}),
    ('<input id="a" readonly spellcheck="false">', {"a": ("", False)}),
    ('<input id="a" value="hello">', {"a": ("hello", False)}),
    ('<input name="no-id">', {}),
    ('<input type="radio" name="r" value="a"><input type="radio" name="r" value="b" checked>',
     {"@r": ("b", True)}),
    ('<input type="checkbox" name="v" value="x">', {"@v=x": ("x", False)}),
    ('<textarea id="t" rows="2"></textarea>', {"t": ("", False)}),
    ('<select id="s"><option value="2">2</option><option value="4" selected>4</option></select>',
     {"s": ("4", False)}),
    ('<select id="s" name="n">\n<option value="2">2</option><option value="3">3</option>\n</select>',
     {"s": ("2", False)}),
])
def test_field_values(html, expected):
    assert field_values(html) == expected


def test_the_boxes_the_view_measures_at_hello_are_in_index_html_not_in_a_part():
    """The view measures them before any game's markup is in (web/view/events.py's rects)."""
    for box in MEASURED:
        assert f'id="{box}"' in INDEX, box


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Depth(HTMLParser):
    """How deep the elements of a piece of markup are open: never below 0, 0 when whole."""

    def __init__(self):
        super().__init__()
        self.depth = self.lowest = 0

    def handle_starttag(self, tag, attrs):
        self.depth += tag not in VOID

    def handle_endtag(self, tag):
        self.depth -= 1
        self.lowest = min(self.lowest, self.depth)


def whole(html: str) -> bool:
    parser = Depth()
    parser.feed(html)
    parser.close()
    return parser.depth == 0 and parser.lowest == 0


@pytest.mark.parametrize("game", MARKED_UP)
def test_every_part_goes_in_as_whole_blocks_that_make_it_up(game):
    """show_markup inserts a part block by block: each block is whole elements, and together
    they are the part."""
    for container, html in parts(game).items():
        found = blocks(html)
        assert len(found) >= 2, container
        assert "".join(found).strip() == html.strip()
        for block in found:
            assert whole(block), f"{container}: {block[:80]!r}"


@pytest.mark.parametrize("html, expected", [
    ("<div>\n  <p>a</p>\n</div>\n<dialog id=\"d\">\n  <form></form>\n</dialog>\n",
     ["<div>\n  <p>a</p>\n</div>\n", "<dialog id=\"d\">\n  <form></form>\n</dialog>\n"]),
    ("\n<p>one</p>\n", ["<p>one</p>\n"]),
    ("<p>one\n</p>", ["<p>one\n</p>"]),
])
def test_blocks(html, expected):
    assert blocks(html) == expected


def test_a_block_that_is_not_whole_is_seen():
    assert not whole("<div>\n<p>a</p>") and not whole("</div><div>") and whole("<p>a<br></p>")
