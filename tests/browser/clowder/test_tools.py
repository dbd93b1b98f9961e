"""Clowder's tools in the browser, used as a person uses them: a hint for a move (said, and
its roofs marked on the board), the move made, taken back with Undo with the computers'
replies (the link follows), played again with Redo, and taken back with Ctrl+Z."""

from __future__ import annotations

import pytest

import tests.browser.pagetools as pt
from tests.browser.clowder.links import link_to
from tests.browser.clowder.test_page import PERSON_PHASES, click_hex, wait_phase
from web.clowder.link import PERSON, Seat

pytestmark = pytest.mark.browser

SHARED_PAGE = True


def test_a_hint_then_a_move_taken_back_redone_and_taken_back_by_key(warm_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"))
    link = link_to(seats, 30, lambda st: st.round == 2 and st.phase == "move" and st.actor() == 0)
    page = pt.settling(warm_page(viewport={"width": 1280, "height": 800}))
    pt.open_page(page, server_url, link)
    wait_phase(page, "move", "shop")
    page.click("#btn-cl-hint")
    pt.wait_for(page, "document.getElementById('cl-hint').textContent.startsWith('Hint: ')",
                what="the hint's sentence")
    assert page.text_content("#cl-hint") in page.text_content("#cl-announce")
    start = page.evaluate("location.hash.slice(1)")
    landings = pt.hook(page, "clowderBoard")["landings"]
    if not landings:
        page.locator("#cl-choices button[data-do='select']").nth(0).click()
        landings = pt.hook(page, "clowderBoard")["landings"]
    click_hex(page, landings[0])
    wait_phase(page, *PERSON_PHASES)
    played = page.evaluate("location.hash.slice(1)")
    assert played != start and page.is_hidden("#cl-hint")
    page.click("#btn-cl-undo")
    pt.wait_for(page, "location.hash.slice(1) === arg", start, what="the link taken back")
    wait_phase(page, "move", "shop")
    page.click("#btn-cl-redo")
    pt.wait_for(page, "location.hash.slice(1) === arg", played, what="the link played again")
    page.locator("#cl-title").focus()
    page.keyboard.press("Control+z")
    pt.wait_for(page, "location.hash.slice(1) === arg", start, what="the link taken back by key")
