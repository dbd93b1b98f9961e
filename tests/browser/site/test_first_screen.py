"""A first visit to each game by its link: the game's own first screen while Python loads, which
does not shift when the board arrives, and the download of that game alone.

Each game's page is loaded once, in a fresh context (an empty HTTP cache, service workers
blocked, as a friend following a link arrives), at a phone's size as Lighthouse's mobile run
sees it. The game's zip is held back at first, so the page stays at its first screen while the
test looks at it: the game's own title, rules button, status line and board's outline (never
Cat Herders' board for another game). Then it is let through. Layout shifts are summed from the
page's very start (a PerformanceObserver of 'layout-shift' entries, buffered, registered before
any script of the page) until the game's board is playable; the zips fetched meanwhile, by the
page and its workers, are the shells' and that game's only (tools/vendor.py's bundles).
"""

from __future__ import annotations

import pytest

from tests.browser.pagetools import ARTIFACTS, drawn, log_of, screenshot, wait_for, wait_ready
from tests.browser.site.first_screen import FIRST_SCREEN
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

def _zips(requests: list[str]) -> set[str]:
    """The names of the zips of our Python among these requests (assets/app/<name>.zip)."""
    return {url.rsplit("/", 1)[1].removesuffix(".zip") for url in requests
            if "/assets/app/" in url and url.endswith(".zip")}


def _first_screen_is_its_own(page, game: str) -> None:
    """With the game's zip held: the game's own parts, nothing ready, no other game's board."""
    title, rules, status, outline = FIRST_SCREEN[game]
    assert page.evaluate("document.body.dataset.game") == game
    assert page.evaluate("document.body.dataset.ready") is None
    assert page.locator(title).inner_text().strip() == GAMES[game].title
    assert page.locator(rules).is_visible()
    assert page.locator(status).inner_text().strip().startswith(("Loading", "Getting"))
    box = page.locator(outline).bounding_box()
    assert box is not None and box["height"] >= 200 and box["width"] >= 300, (outline, box)
    wait_for(page, f"(() => {{ const img = document.querySelector({outline!r}); "
                   "return img.complete && img.naturalWidth > 0; })()", what=f"{game}'s outline drawn")
    if game == "catherders":
        assert page.locator("#progress").is_visible()
        assert page.locator("#progress").inner_text().strip() != ""
    else:
        assert not page.locator("#board-placeholder").is_visible(), "Cat Herders' board is shown"
    if game == "pageant":
        assert page.locator("#pg-ladder li").count() == 9  # the ranking's places, empty


@pytest.mark.parametrize("game", list(GAMES))
def test_a_first_visit_shows_its_own_game_without_shifting_and_downloads_it_alone(
        make_page, server_url, game):
    """The link's game is what the first screen shows, the layout shifts by at most MOST_SHIFT
    in all until the board is playable, and only the shells' and this game's zips were fetched."""
    page = make_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.context.add_init_script(SHIFTS_JS)
    held, released = [], []

    def hold(route):
        if released:
            route.continue_()
        else:
            held.append(route)
    page.route(f"**/assets/app/game-{game}.zip", hold)
    with page.expect_request(lambda r: r.url.endswith(f"/game-{game}.zip")):
        page.goto(f"{server_url}/#game={game}")
    for _ in range(1000):  # each call lets Playwright hand the held request to the handler
        if held:
            break
        page.evaluate("1")
    assert held, f"game-{game}.zip was never routed"
    page.wait_for_load_state("load")
    drawn(page)
    _first_screen_is_its_own(page, game)
    # (not pagetools.screenshot, which waits for the game to handle what the view sent it)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"first-screen-{game}-loading.png"))
    released.append(True)
    for route in held:
        route.continue_()

    wait_ready(page)
    wait_for(page, f"document.body.dataset.game === '{game}'", what=f"{game}'s page")
    drawn(page)
    shifts = page.evaluate("window.__shifts")
    total = sum(s["value"] for s in shifts)
    screenshot(page, f"first-screen-{game}-ready")
    assert total <= MOST_SHIFT, f"{game}: layout shift {total:.3f}: {shifts}"
    fetched = _zips(log_of(page).requests)
    # The computer's worker may have started meanwhile (a computer player's first move): its own
    # zips then, this game's part of it alone.
    assert {"app", f"game-{game}"} <= fetched <= {"app", f"game-{game}", "worker", f"worker-{game}"}, \
        f"{game}: fetched {sorted(fetched)}"
    if game == "catherders":
        assert page.locator("#progress").is_hidden()
        assert page.locator("#board").is_visible()
        # The outline (an SVG under the canvas) must go, or it shows through the board's gaps.
        shown = page.evaluate("getComputedStyle(document.getElementById('board-placeholder')).display")
        assert shown == "none", "the loading outline is still displayed under the board"
    else:
        assert page.locator(FIRST_SCREEN[game][3]).is_hidden(), "the loading outline is still shown"
