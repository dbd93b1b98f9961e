"""Cat's Mansion's saved picture: the keyboard's cursor and the reach offered are not in it (the
picture at the step shown, in both themes: tests/kit/test_table_picture_steps.py)."""

from __future__ import annotations

from tests.browser.mansion.links import link_to
from tests.support.picture import click_save, drawn, table_page
from web.mansion.link import PERSON, Seat

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
LINK = link_to(SEATS, 4, lambda state: state.turn >= 4 and state.phase == "move")


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
