"""Cat's Mansion's tools in the browser, used as a person uses them: a hint for the cat's
move (said, its space marked), a walk made, taken back with Undo with the computers' replies
(the link follows), played again with Redo, and taken back with Ctrl+Z."""

from __future__ import annotations

import pytest

import tests.browser.pagetools as pt
from tests.browser.mansion.links import link_to
from tests.browser.mansion.test_page import PERSON_PHASES, wait_phase
from web.mansion.link import PERSON, Seat, decode

pytestmark = pytest.mark.browser

SHARED_PAGE = True


def settled_link(page, since: str) -> str:
    """The link once the game moved on from `since` and waits for the person (seat 0) again:
    the page may show the person's step before the computers' replies to it are in."""
    while True:
        pt.wait_for(page, "location.hash.slice(1) !== arg", since, what="the game moved on")
        wait_phase(page, *PERSON_PHASES)
        since = page.evaluate("location.hash.slice(1)")
        state = decode(since).state()
        if state.is_over or state.actor() == 0:
            return since


def test_a_hint_then_a_walk_taken_back_redone_and_taken_back_by_key(warm_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("easy"))
    link = link_to(seats, 12, lambda st: st.turn >= 4 and st.phase == "move" and st.actor() == 0
                   and st.spat is None)
    page = pt.settling(warm_page(viewport={"width": 1280, "height": 800}))
    pt.open_page(page, server_url, link)
    wait_phase(page, "move")
    page.click("#btn-ma-hint")
    pt.wait_for(page, "document.getElementById('ma-hint').textContent.startsWith('Hint: ')",
                what="the hint's sentence")
    assert page.text_content("#ma-hint") in page.text_content("#ma-announce")
    start = page.evaluate("location.hash.slice(1)")
    page.locator("#ma-choices button").first.click()
    played = settled_link(page, start)
    page.click("#btn-ma-undo")
    pt.wait_for(page, "location.hash.slice(1) === arg", start, what="the link taken back")
    page.click("#btn-ma-redo")
    pt.wait_for(page, "location.hash.slice(1) === arg", played, what="the link played again")
    page.locator("#ma-title").focus()
    page.keyboard.press("Control+z")
    pt.wait_for(page, "location.hash.slice(1) === arg", start, what="the link taken back by key")
