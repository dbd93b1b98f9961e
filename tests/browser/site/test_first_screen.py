"""A first visit to each game by its link: the game's own first screen, which does not shift
when the board arrives, and the download of that game alone.

Each game's page is loaded once, in a fresh context (an empty HTTP cache, service workers
blocked, as a friend following a link arrives), at a phone's size as Lighthouse's mobile run
sees it. Layout shifts are summed from the page's very start (a PerformanceObserver of
'layout-shift' entries, buffered, registered before any script of the page) until the game's
board is playable; the zips fetched meanwhile, by the page and its workers, are the shells' and
that game's only (tools/vendor.py's bundles).
"""

from __future__ import annotations

import pytest

from tests.browser.pagetools import log_of, screenshot, wait_for, wait_ready
from web.shell.registry import GAMES

pytestmark = pytest.mark.browser

PHONE = {"width": 412, "height": 823}  # Lighthouse's mobile screen (a Moto G Power)
MOST_SHIFT = 0.05  # a "good" cumulative layout shift (web.dev's threshold)

# Every layout shift of the page, from before its first paint (an init script).
SHIFTS_JS = """(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__shifts.push({value: entry.value, sources: (entry.sources || []).map((s) =>
                (s.node && s.node.id ? '#' + s.node.id : s.node ? s.node.nodeName : '?')
                + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height,
                                        s.currentRect.y, s.currentRect.height]))});
        }
    }).observe({type: 'layout-shift', buffered: true});
})();"""

# The board is playable, and the frame after it has been drawn (a shift is recorded with the
# frame that lays it out): two animation frames after the ready mark.
DRAWN_JS = """() => new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))"""


def _zips(requests: list[str]) -> set[str]:
    """The names of the zips of our Python among these requests (assets/app/<name>.zip)."""
    return {url.rsplit("/", 1)[1].removesuffix(".zip") for url in requests
            if "/assets/app/" in url and url.endswith(".zip")}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_first_visit_shows_its_own_game_without_shifting_and_downloads_it_alone(
        make_page, server_url, game):
    """The link's game is what the first screen shows (its part of the page, not Cat
    Herders' board), the layout shifts by at most MOST_SHIFT in all until the board is
    playable, and only the shell's and this game's zips were fetched."""
    page = make_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.context.add_init_script(SHIFTS_JS)
    page.goto(f"{server_url}/#game={game}")
    wait_ready(page)
    wait_for(page, f"document.body.dataset.game === '{game}'", what=f"{game}'s page")
    page.evaluate(DRAWN_JS)
    shifts = page.evaluate("window.__shifts")
    total = sum(s["value"] for s in shifts)
    screenshot(page, f"first-screen-{game}-ready")
    assert total <= MOST_SHIFT, f"{game}: layout shift {total:.3f}: {shifts}"
    fetched = _zips(log_of(page).requests)
    # The computer's worker may have started meanwhile (a computer player's first move): its own
    # zips then, this game's part of it alone.
    assert {"app", f"game-{game}"} <= fetched <= {"app", f"game-{game}", "worker", f"worker-{game}"}, \
        f"{game}: fetched {sorted(fetched)}"
