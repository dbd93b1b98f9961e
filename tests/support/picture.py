"""A table game's real page on the worker's stand-in page, its canvases recording what is drawn
on them (tests/support/canvas.py's RecordingContext), for the tests of the pictures a person
saves (web/kit/table/picture.py): the game opened from a link, its Save picture button clicked
as the view sends a click, and the picture's canvas, file and words read back."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import re
import types
from collections.abc import Iterator
from pathlib import Path

from tests.support.canvas import RecordingContext
from tests.support.page import fresh_page, listeners
from web.shell.dom import Detached

BOARD_BOXES = {"clowder": "cl-board-box", "mansion": "ma-board-box"}


class Recorder(Detached):
    """A Detached platform whose canvases record what is drawn on them (`made`: every one, in
    order), and whose encoding of a canvas names it: ("blob", kind, canvas)."""

    def __init__(self):
        super().__init__()
        self.made: list = []

    def canvas(self, width, height):
        """A new canvas whose context records each call (`surface.ctx`)."""
        surface = types.SimpleNamespace(width=width, height=height, ctx=RecordingContext())
        surface.getContext = lambda _kind: surface.ctx
        self.made.append(surface)
        return surface

    def to_blob(self, surface, kind: str, callback) -> None:
        """The canvas's file, naming the canvas encoded."""
        callback(("blob", kind, surface))


@contextlib.contextmanager
def table_page(game: str, fragment: str, dark: bool = False) -> Iterator:
    """The page of `game` ("clowder", "mansion", "pageant") opened at the link `fragment` on a
    fresh stand-in page, in the dark theme or the light one."""
    with fresh_page(Recorder()) as doc:
        doc.body.dataset.game = game  # as index.html's first script sets it
        doc.dark, doc.dpr = dark, 2.0  # as the view's hello says
        if game in BOARD_BOXES:
            doc.measured(BOARD_BOXES[game], [0, 0, 400, 300])
        yield importlib.import_module(f"web.{game}.view").start(fragment)


def click_save(page) -> tuple[str, object]:
    """Click the game's Save picture button as the view sends a click, and let the saving run:
    the name of the file downloaded and the canvas it encodes."""
    doc = importlib.import_module("web.shell.dom").document
    button = doc.getElementById(f"btn-{page.GAME.prefix}-picture")
    ((kind, hid, _),) = listeners(button)
    assert kind == "click"
    doc.dispatch(hid, {"type": "click"})
    loop = asyncio.get_event_loop()
    loop.run_until_complete(asyncio.gather(*asyncio.all_tasks(loop)))
    doc.flush()
    sent = zip(doc.platform.sent, doc.platform.objects, strict=True)
    downloads = [(op[1], objects[op[2]]) for message, objects in sent if message["k"] == "batch"
                 for op in message["ops"] if op[0] == "download"]
    name, (_, kind, canvas) = downloads[-1]
    assert kind == "image/png"
    return name, canvas


def drawn(canvas) -> tuple[list, list]:
    """What a canvas's picture shows, but for its words: every fill and stroke, with its style
    and its points, in order."""
    return canvas.ctx.fills, canvas.ctx.strokes


def texts_in(canvas, font: str) -> list[tuple[str, float, str]]:
    """The texts drawn in a font ("600 30px": its weight and size), each with its x and colour."""
    return [(text, x, colour) for text, x, _y, colour, used in canvas.ctx.texts
            if used.startswith(font + " ")]


def caption_title(canvas) -> tuple[str, str]:
    """The caption's first line (the game and the step shown) and its colour."""
    ((text, _x, colour),) = texts_in(canvas, "600 30px")
    return text, colour


def picture_height(board_height: float, labels: list[str]) -> int:
    """The height of a table game's picture: its board's, then the caption's for these seats."""
    from web.kit.table.picture import caption_height

    return round(round(board_height) + caption_height(labels))


def said(page) -> str:
    """What the game's live region says now."""
    doc = importlib.import_module("web.shell.dom").document
    return str(doc.getElementById(f"{page.GAME.prefix}-announce").textContent)


def page_colours(theme: str) -> dict[str, str]:
    """The site's colours (assets/style.css's custom properties, `--paper` and the rest, without
    their dashes) in the light theme, or as the dark scheme sets them."""
    css = (Path(__file__).resolve().parents[2] / "assets" / "style.css").read_text()
    if theme == "dark":
        css = css[re.search(r"@media\s*\(prefers-color-scheme:\s*dark\)\s*\{", css).end():]
    block = css[css.index(":root {"):]
    block = block[:block.index("}")]
    return dict(re.findall(r"--([a-z-]+):\s*(#[0-9a-fA-F]+);", block))
