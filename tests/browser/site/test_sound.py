"""The site's one Sound switch in the browser, with a table game: in the header, named
"Sound"; a vote of the pageant against the computers is heard once revealed (after the person's
first interaction, as browsers require: body[data-sounds] records what was played), and with
the switch turned off the next vote plays nothing. Each game's sounds for each action:
tests/<game>/web/test_sounds.py; the switch in every game: tests/shell/test_sound_switch.py."""

from __future__ import annotations

import pytest

from tests.browser.pagetools import open_page, wait_for

pytestmark = pytest.mark.browser

PHASE = "document.body.dataset.pageantPhase"


def sounds(page) -> list[str]:
    return (page.evaluate("document.body.dataset.sounds") or "").split()


def vote(page) -> None:
    """Cast a vote for the first cat and wait for the computers' picks to reveal it."""
    wait_for(page, f"{PHASE} === 'pick'", what="the pageant's vote")
    page.locator("#pg-cats button[data-cat='1']").click()
    page.locator("#btn-pg-cast").click()
    wait_for(page, f"{PHASE} === 'reveal'", timeout_ms=30_000, what="the vote revealed")


def test_a_vote_is_heard_and_the_switch_in_the_header_silences_it(page, server_url):
    open_page(page, server_url, "game=pageant")
    switch = page.locator("header").get_by_role("checkbox", name="Sound")
    assert switch.is_visible() and switch.is_checked()
    assert sounds(page) == []  # nothing before the person has interacted
    vote(page)
    heard = sounds(page)
    assert heard[:1] == ["reveal"] and heard[1] in ("place", "tie")
    switch.uncheck()
    page.locator("#btn-pg-go").click()
    vote(page)
    assert sounds(page) == heard  # off: nothing played
