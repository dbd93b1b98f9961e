"""Save picture in the table games, in the browser: for each game, on one page switching
between them, the button downloads a real PNG (decoded by Pillow) 1200 pixels wide, named after
the game, its seed and the step shown (looking back, the step looked at), on the page's
background, and the game's live region says it was saved."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from game.pageant import Game
from tests.browser.clowder.links import link_to as clowder_link
from tests.browser.mansion.links import link_to as mansion_link
from tests.browser.pagetools import ARTIFACTS, open_page, wait_for
from web.clowder.link import Seat as ClowderSeat
from web.clowder.link import decode as clowder_game
from web.kit.paper import PAPER
from web.mansion.link import Seat as MansionSeat
from web.mansion.link import decode as mansion_game
from web.pageant.link import PERSON, PageantLink, Seat, encode

pytestmark = pytest.mark.browser

SHARED_PAGE = True


def pageant_link(votes: int) -> str:
    rng, game = random.Random(3), Game.new(3, 3)
    while len(game.votes) < votes:
        open_cats = [c for c in range(1, 10) if c not in game.round.ranking]
        game = game.vote(tuple(rng.choice(open_cats) for _ in range(3)))
    return encode(PageantLink((Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy")), 3, game.votes))


def save(page, prefix: str) -> tuple[str, Image.Image]:
    """Click Save picture: the file's name and its picture, once the game says it is saved."""
    with page.expect_download() as info:
        page.locator(f"#btn-{prefix}-picture").click()
    download = info.value
    name = download.suggested_filename
    wait_for(page, f"document.getElementById('{prefix}-announce').textContent === arg",
             f"Picture saved: {name}.", what="the picture said saved")
    data = open(download.path(), "rb").read()
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"saved-{name}").write_bytes(data)  # to look at
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == 1200
    assert image.convert("RGB").getpixel((2, image.height - 2)) == _rgb(PAPER["light"])
    return name, image


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def test_each_table_game_saves_a_picture_of_the_step_shown(page, server_url):
    people = [ClowderSeat(PERSON, name) for name in ("Ann", "Bea")]
    clowder = clowder_link(people, 2, lambda state: state.round >= 2)
    open_page(page, server_url, clowder)
    seed, total = clowder_game(clowder).seed, len(clowder_game(clowder).actions)
    assert save(page, "cl")[0] == f"clowder-{seed}-move-{total}.png"

    mansion = mansion_link([MansionSeat(PERSON, name) for name in ("Ann", "Bea", "Cy")], 2,
                           lambda state: state.turn >= 3)
    page.evaluate("f => { location.hash = f; }", mansion)
    wait_for(page, "document.body.dataset.game === 'mansion' && document.body.dataset.mansion === 'ready'",
             what="the mansion shown")
    seed, total = mansion_game(mansion).seed, len(mansion_game(mansion).actions)
    assert save(page, "ma")[0] == f"mansion-{seed}-move-{total}.png"

    page.evaluate("f => { location.hash = f; }", pageant_link(6))
    wait_for(page, "document.body.dataset.game === 'pageant' && document.body.dataset.pageant === 'ready'",
             what="the pageant shown")
    page.locator("#btn-pg-prev").click()
    wait_for(page, "document.body.dataset.pageantPhase === 'history'", what="vote 5 shown")
    name, image = save(page, "pg")
    assert name == "pageant-3-vote-5.png" and image.height > 900
