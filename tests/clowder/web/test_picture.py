"""Clowder's saved picture: the keyboard's cursor and a cat selected with its landings are not
in it (the picture at the step shown, in both themes: tests/kit/test_table_picture_steps.py)."""

from __future__ import annotations

from tests.browser.clowder.links import link_to
from tests.support.picture import click_save, drawn, table_page
from web.clowder.link import PERSON, Seat

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
LINK = link_to(SEATS, 3, lambda state: state.round >= 2 and state.phase == "move")


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
