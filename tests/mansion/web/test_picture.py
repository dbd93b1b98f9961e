"""Cat's Mansion's saved picture (web/kit/table/picture.py, the map by web/mansion/board_view.py's
draw_picture), on the worker's stand-in page with canvases that record what is drawn
(tests/support/picture.py): Save picture downloads a PNG 1200 pixels wide named after the game,
its seed and the step shown, drawn in the page's theme; looking back, the picture is of the
step shown, the same as the live game's at that step; the keyboard's cursor and the reach
offered are not in it; and the live region says it was saved."""

from __future__ import annotations

import pytest

from game.mansion.actions import Step
from tests.browser.mansion.links import link_to
from tests.support.picture import caption_title, click_save, drawn, picture_height, said, table_page
from web.kit.paper import INK, PAPER
from web.kit.table.picture import WIDTH
from web.mansion.layout import picture_ratio
from web.mansion.link import PERSON, MansionLink, Seat, decode, encode
from web.mansion.palette import THEMES

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
LINK = link_to(SEATS, 4, lambda state: state.turn >= 4 and state.phase == "move")


def first(link: str, n: int) -> str:
    """The link of the game's first n actions."""
    game = decode(link)
    return encode(MansionLink(game.seats, game.seed, game.rules, game.actions[:n]))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_picture_is_of_the_step_shown_in_the_pages_theme(theme):
    game = decode(LINK)
    total = len(game.actions)
    n = max(i for i, a in enumerate(game.actions) if isinstance(a, Step))  # before the last step
    with table_page("mansion", LINK, dark=theme == "dark") as page:
        _, live = click_save(page)
        labels = [page.session.name(seat) for seat in range(3)]
        page.act(lambda: page.session.step_to(n))
        name, back = click_save(page)
        assert said(page) == f"Picture saved: {name}."
    with table_page("mansion", first(LINK, n), dark=theme == "dark") as page:
        _, then = click_save(page)
        turn_then = page.session.state.turn
    assert name == f"mansion-{game.seed}-move-{n}.png"
    assert (back.width, back.height) == (WIDTH, picture_height(WIDTH * picture_ratio(), labels))
    assert drawn(back) == drawn(then) != drawn(live)
    assert caption_title(back) == (f"Cat's Mansion · move {n} of {total}", INK[theme])
    assert caption_title(then) == (f"Cat's Mansion · after {n} moves · turn {turn_then}", INK[theme])
    fills = [style for style, _ in back.ctx.fills]
    assert THEMES[theme]["plate"] in fills
    assert (PAPER[theme], [(0, 0), (WIDTH, back.height)]) in back.ctx.fills  # the page's background


def test_neither_the_cursor_nor_the_reach_offered_is_in_the_picture():
    with table_page("mansion", LINK) as page:
        page.board.cursor = page.board.first_place()
        on_page = page.board.scene()  # the page's own map shows both
        assert on_page.cursor is not None and on_page.reach
        _, marked = click_save(page)
        page.board.cursor = None
        _, plain = click_save(page)
        assert not page.board.still_scene("light").reach
    assert drawn(marked) == drawn(plain)
