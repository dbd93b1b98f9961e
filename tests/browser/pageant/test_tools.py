"""The pageant's tools in the browser, used as a person uses them: a hint for the vote (the
cat marked and the sentence said), then the vote cast, taken back with Undo (the link
follows) and played again with Redo, and taken back with Ctrl+Z."""

from __future__ import annotations

import pytest

from tests.browser.pageant.test_page import wait_phase
from tests.browser.pagetools import open_page, settling, wait_for
from web.pageant.link import decode

pytestmark = pytest.mark.browser

SHARED_PAGE = True
START = "game=pageant&seed=8&seats=pYou,e,h&votes="


def votes(page) -> tuple:
    return decode(page.evaluate("location.hash")).votes


def test_a_hint_then_a_vote_taken_back_redone_and_taken_back_by_key(page, server_url):
    page = settling(page)
    open_page(page, server_url, START)
    wait_phase(page, "pick")
    page.click("#btn-pg-hint")
    wait_for(page, "document.getElementById('pg-hint').textContent.startsWith('Hint: vote for')",
             what="the hint's sentence")
    hinted = page.get_attribute("#pg-cats button[data-hint]", "data-cat")
    assert page.text_content("#pg-hint") in page.text_content("#pg-announce")
    page.click(f"#pg-cats button[data-cat='{hinted}']")
    page.click("#btn-pg-cast")
    wait_phase(page, "reveal")
    played = votes(page)
    assert len(played) == 1 and played[0][0] == int(hinted)
    assert page.is_hidden("#pg-hint")  # a hint answers one decision
    page.click("#btn-pg-undo")
    wait_phase(page, "pick")
    assert votes(page) == () and page.is_enabled("#btn-pg-redo")
    page.click("#btn-pg-redo")
    wait_phase(page, "reveal")
    assert votes(page) == played
    page.locator("#pg-title").focus()
    page.keyboard.press("Control+z")
    wait_phase(page, "pick")
    assert votes(page) == ()
