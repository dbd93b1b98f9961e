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


COUNT_AUDIO = """(() => {
  // Every audio context the page opens, counted (the view's is made with `new AudioContext()`).
  const Real = window.AudioContext;
  window.__audioContexts = 0;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__audioContexts += 1; }
  };
})()"""


def test_with_the_switch_off_no_audio_device_is_opened_until_it_is_turned_on(page, server_url):
    """Sound off (the setting kept from an earlier visit): the person's clicks and votes open no
    audio context (Chromium's first one blocks the page for about 70 ms); the click that turns
    the switch on opens it, and the next vote is heard."""
    page.add_init_script(COUNT_AUDIO)
    page.add_init_script("localStorage.setItem('catherders.settings.v1', JSON.stringify({sound: false}))")
    open_page(page, server_url, "game=pageant")
    switch = page.locator("header").get_by_role("checkbox", name="Sound")
    assert not switch.is_checked()
    vote(page)
    assert page.evaluate("window.__audioContexts") == 0 and sounds(page) == []
    switch.check()
    wait_for(page, "window.__audioContexts === 1", what="the audio context opened by the switch's click")
    page.locator("#btn-pg-go").click()
    vote(page)
    assert sounds(page)[:1] == ["reveal"]
