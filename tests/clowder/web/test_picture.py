"""Clowder's saved picture (web/kit/table/picture.py, the board by web/clowder/board_view.py's
draw_picture), on the worker's stand-in page with canvases that record what is drawn
(tests/support/picture.py): Save picture downloads a PNG 1200 pixels wide named after the game,
its seed and the step shown, drawn in the page's theme; looking back, the picture is of the
step shown, the same as the live game's at that step; the keyboard's cursor and a cat
selected with its landings are not in it; and the live region says it was saved."""

from __future__ import annotations

import pytest

from game.clowder import Flee, Move
from tests.browser.clowder.links import link_to
from tests.support.picture import caption_title, click_save, drawn, picture_height, said, table_page
from web.clowder.draw import THEMES
from web.clowder.layout import picture_ratio
from web.clowder.link import PERSON, ClowderLink, Seat, decode, encode
from web.kit.paper import INK, PAPER
from web.kit.table.picture import WIDTH

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
LINK = link_to(SEATS, 3, lambda state: state.round >= 2 and state.phase == "move")


def first(link: str, n: int) -> str:
    """The link of the game's first n actions."""
    game = decode(link)
    return encode(ClowderLink(game.seats, game.seed, game.actions[:n]))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_picture_is_of_the_step_shown_in_the_pages_theme(theme):
    game = decode(LINK)
    total = len(game.actions)
    n = max(i for i, a in enumerate(game.actions) if isinstance(a, (Move, Flee)))  # before the last leap
    with table_page("clowder", LINK, dark=theme == "dark") as page:
        _, live = click_save(page)
        page.act(lambda: page.session.step_to(n))
        name, back = click_save(page)
        assert said(page) == f"Picture saved: {name}."
    with table_page("clowder", first(LINK, n), dark=theme == "dark") as page:
        _, then = click_save(page)
        round_then = page.session.state.round
    assert name == f"clowder-{game.seed}-move-{n}.png"
    labels = ["Ann", "Bea", "Cy"]
    assert (back.width, back.height) == (WIDTH, picture_height(WIDTH * picture_ratio(), labels))
    assert drawn(back) == drawn(then) != drawn(live)
    assert caption_title(back) == (f"Clowder · move {n} of {total}", INK[theme])
    assert caption_title(then) == (f"Clowder · after {n} moves · round {round_then}", INK[theme])
    fills = [style for style, _ in back.ctx.fills]
    assert THEMES[theme]["plate"] in fills
    assert (PAPER[theme], [(0, 0), (WIDTH, back.height)]) in back.ctx.fills  # the page's background


def test_neither_the_cursor_nor_a_cat_selected_is_in_the_picture():
    with table_page("clowder", LINK) as page:
        _, plain = click_save(page)
        session = page.session
        page.act(lambda: session.select(session.movable()[0]))
        page.board.cursor = session.landings()[0]
        on_page = page.board.scene()  # the page's own board shows both
        assert on_page.cursor is not None and on_page.selected is not None and on_page.landings
        _, marked = click_save(page)
    assert drawn(marked) == drawn(plain)
