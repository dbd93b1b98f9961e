"""Pictures to share: "Save picture" gives a real PNG of the position shown (also while
looking back, and in the editor), "Save animation" a real animated GIF of the game. Each
file is downloaded, decoded with Pillow, measured, and a blue herder's colour is found
where the page's own layout puts that herder."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from game.catherders import Game, new_position
from tests.browser.catherders.playing import link_of
from tests.browser.pagetools import ARTIFACTS, open_page, screenshot
from web.catherders.board.pieces import PLAYER_FILL

pytestmark = pytest.mark.browser

START = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=6"


def _game(n: int) -> Game:
    game = Game(new_position("hex6", "beginner", 9, 6))
    rng = random.Random(6)
    for _ in range(n):
        game.random_turn(rng)
    return game


def _download(page, button: str) -> bytes:
    with page.expect_download(timeout=120_000) as info:
        page.click(button)
    return open(info.value.path(), "rb").read()


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def _near(a, b, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def _a_blue_herder(game: Game) -> str:
    """A cell with a blue herder now, and none at the start."""
    start = Game(game.start, game.rules)
    return next(game.board.names[c] for c in range(game.board.size)
                if game.cells[c] == 1 and start.cells[c] != 1)


def _herder_pixel(page, image, name: str):
    """The colour inside a herder's token, beside its figure (see web/catherders/board/pieces.py)."""
    x, y, r = page.evaluate("n => window.catHerders.pictureCell(n)", name)
    return image.getpixel((round(x + 0.7 * r), round(y - 0.1 * r)))[:3]


def test_save_picture_and_animation_of_the_position_shown_and_in_the_editor(page, server_url):
    """A PNG 800 pixels wide, taller than wide (the caption), with a blue herder's colour at
    a blue herder; looking back, the picture is of that earlier position; the editor's too.
    Then the animation of the game (_save_animation_of_the_whole_game_and_of_the_last_turns)."""
    game = _game(12)
    open_page(page, server_url, link_of(START, game))
    png = _download(page, "#btn-picture")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "saved-picture.png").write_bytes(png)  # to look at
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    assert image.width == 800 and image.height > 800
    name = _a_blue_herder(game)
    assert _near(_herder_pixel(page, image, name), _rgb(PLAYER_FILL[0]))

    page.click("#btn-first")  # the start: no herder on the board
    start = Image.open(io.BytesIO(_download(page, "#btn-picture")))
    assert not _near(_herder_pixel(page, start, name), _rgb(PLAYER_FILL[0]))

    page.click("#btn-last")
    page.click("#btn-edit")
    page.wait_for_function("document.body.dataset.view === 'edit'")
    edited = Image.open(io.BytesIO(_download(page, "#btn-edit-picture")))
    assert edited.format == "PNG" and edited.width == 800
    assert _near(_herder_pixel(page, edited, name), _rgb(PLAYER_FILL[0]))
    page.click("#btn-edit-back")
    page.wait_for_function("document.body.dataset.view === 'game'")
    _save_animation_of_the_whole_game_and_of_the_last_turns(page)


def _save_animation_of_the_whole_game_and_of_the_last_turns(page) -> None:
    """The same game four turns on (its link opened in the same tab): an animated GIF with one
    frame per position (start included), looping, 480 pixels wide; its last frame shows the
    blue herder where the game has it. The last-10 choice gives 11 frames."""
    game = _game(16)
    page.evaluate("f => { location.hash = f; }", link_of(START, game))
    page.wait_for_function("f => document.body.dataset.fen === f", arg=game.fen())
    data = _download(page, "#btn-animation")
    (ARTIFACTS / "saved-animation.gif").write_bytes(data)
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF"
    assert gif.n_frames == len(game.turns) + 1
    assert gif.width == 480 and gif.height > 480
    assert gif.info.get("loop") == 0
    gif.seek(gif.n_frames - 1)
    last = gif.convert("RGB")
    last.save(ARTIFACTS / "saved-animation-last-frame.png")
    name = _a_blue_herder(game)
    assert _near(_herder_pixel(page, last, name), _rgb(PLAYER_FILL[0]), tolerance=16)
    gif.seek(0)
    assert not _near(_herder_pixel(page, gif.convert("RGB"), name), _rgb(PLAYER_FILL[0]), 16)
    screenshot(page, "animation-saved")

    page.select_option("#sel-animation", "10")
    short = Image.open(io.BytesIO(_download(page, "#btn-animation")))
    assert short.n_frames == 11
