"""Offline support (sw.js): after one visit every game loads and plays with no network, and the
first visit downloaded its own game's zips alone (the others came with the offline copy, from
which the game's worker then compiled them ahead: web/shell/compile_ahead.py). New builds replacing the
copy: test_offline_updates.py.

Each test serves its own copy of the site (the files tools/site_manifest.py lists, the vendored
runtime linked in, a manifest written for the copy) from a temporary folder, so a test can change the
copy and so edits made meanwhile in the working tree cannot change what a test sees. Service
workers are allowed (the other browser tests block them). Every request of the browser context,
the service worker's included, must stay on the page's origin.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.pagetools import settling
from tests.browser.site.offline_site import (
    BOOT_MS,
    STEP_MS,
    Recorder,
    cached_paths,
    copy_site,
    game_where_a2_is_one_click,
    page_markers,
    screenshot,
    serving,
    wait_controlled_by,
    wait_ready,
    zips_downloaded,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def visited(browser, tmp_path_factory):
    """A copy of the site, served, and a browser context that has visited it once online (its
    service worker installed and in charge, every game's files cached, though the page fetched
    Cat Herders' zips alone), then taken offline: (origin, manifest, context,
    recorder). The tests that only need "after one visit" share it, each with pages of its own:
    the first visit and the service worker's install are made once. Fails at teardown on any
    request off the origin."""
    folder = tmp_path_factory.mktemp("site")
    manifest = copy_site(folder)
    with serving(folder) as origin:
        context = browser.new_context(service_workers="allow")
        context.set_default_timeout(STEP_MS)
        recorder = Recorder(context, origin)
        page = settling(context.new_page())
        page.goto(origin + "/#" + game_where_a2_is_one_click())
        wait_ready(page)
        wait_controlled_by(page, manifest["build"])
        cached = cached_paths(page, origin)
        assert cached == {*manifest["integrity"], "assets/vendor/manifest.json"}
        # The offline copy in charge, the game's worker compiles the other games ahead, their
        # zips read from that copy's cache (web/shell/compile_ahead.py), and keeps the bytecode,
        # a zip beside each zip of sources, which every later load of the tests below unpacks
        # (assets/py-worker.mjs, web/shell/host.py's load_bundle).
        page.wait_for_function("document.body.dataset.ahead === 'done'", timeout=BOOT_MS)
        # The page and its workers downloaded Cat Herders' zips alone: the other games' came
        # with the service worker's install, once the board was ready.
        zips = zips_downloaded(recorder)
        assert {"app.zip", "game-catherders.zip"} <= zips, zips
        assert zips <= {"app.zip", "game-catherders.zip", "worker.zip", "worker-catherders.zip"}, zips
        kept = page.evaluate("""async () => (await (await caches.open('catherders-bytecode')).keys())
                                .map((r) => r.url.split('/').pop()).sort()""")
        assert kept == ["app.zip", "game-catherders.zip", "game-clowder.zip", "game-mansion.zip",
                        "game-pageant.zip"], kept
        screenshot(page, "offline-1-first-visit")
        assert recorder.errors == []
        page.close()
        context.set_offline(True)
        yield origin, manifest, context, recorder
        context.close()
        assert recorder.off_origin == [], f"requests left the page's origin: {recorder.off_origin}"


@pytest.fixture
def offline_page(visited):
    """(origin, context, page, recorder): a new page of the visited context, offline; the
    recorder's responses and errors start empty for it, and it fails the test at teardown
    on an error recorded meanwhile."""
    origin, _manifest, context, recorder = visited
    recorder.responses.clear()
    recorder.errors.clear()
    page = settling(context.new_page())
    yield origin, context, page, recorder
    page.close()


# ---- the tests ------------------------------------------------------------------------------


def test_after_one_visit_the_game_loads_and_plays_offline(offline_page):
    """First visit online: the service worker caches the site (the `visited` fixture). Then,
    with the network gone, the board comes back and a click plays a turn, every file from the
    service worker."""
    origin, _context, page, recorder = offline_page
    page.goto(origin + "/#" + game_where_a2_is_one_click())
    wait_ready(page)
    assert page.evaluate("document.body.dataset.turns") == "0"
    x, y = page.evaluate("window.catHerders.cellCenter('a2')")
    page.mouse.click(x, y)
    try:
        page.wait_for_function("document.body.dataset.turns === '1'", timeout=STEP_MS)
    except PlaywrightError:
        screenshot(page, "offline-2-turn-not-played")
        raise AssertionError(f"clicking a2 at ({x}, {y}) played no turn: {page_markers(page)}") from None
    screenshot(page, "offline-2-turn-played")

    not_cached = [url for url, from_sw in recorder.responses
                  if not from_sw and not url.startswith(("blob:", "data:"))]
    assert not_cached == [], f"offline, these did not come from the service worker: {not_cached}"
    assert page.locator("#problem").is_hidden(), page.inner_text("#problem")
    assert recorder.errors == []


def test_the_full_rules_are_there_offline(visited, offline_page):
    """RULES.md, which the rules view is made from and links to, is in the offline copy: with
    the network gone, the rules view shows the rules with their diagrams, and following the
    link shows the plain text, served by the service worker."""
    manifest = visited[1]
    origin, context, page, recorder = offline_page
    assert "RULES.md" in manifest["integrity"]  # so in the cache (the `visited` fixture checks)
    page.goto(origin + "/")
    wait_ready(page)
    page.click("#btn-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-catherders'", timeout=15_000)
    assert page.locator("#rules-body canvas[data-diagram]").count() >= 8
    link = page.locator("#view-rules a", has_text="RULES.md")
    with context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url == origin + "/RULES.md"
    assert "# The rules of Cat Herders" in rules.inner_text("body")
    assert (origin + "/RULES.md", True) in recorder.responses
    # A plain-text page gets the browser's own request for /favicon.ico, which fails
    # offline (the site's icon is assets/cat.svg): that is the one error allowed. (Only the
    # text page's own requests: the game's page goes on meanwhile, its computer's worker
    # starting, say.)
    own = [u for u, of in zip(recorder.requests, recorder.pages, strict=True)
           if of is rules and u != origin + "/RULES.md"]
    assert own in ([], [origin + "/favicon.ico"]), own
    # (its console line may come later than this check, or not at all)
    assert set(recorder.errors) <= {"console: Failed to load resource: net::ERR_FAILED"}
    rules.close()


def test_puzzles_and_the_editor_work_offline(visited, offline_page):
    """assets/puzzles.json is in the offline copy: with the network gone, the puzzles list
    fills, a puzzle opens on the board, and the editor proves a puzzle and opens its link."""
    assert "assets/puzzles.json" in visited[1]["integrity"]
    origin, _context, page, recorder = offline_page
    page.goto(origin + "/")
    wait_ready(page)
    page.click("#btn-puzzles")
    page.wait_for_function("Number(document.body.dataset.puzzles) >= 60", timeout=15_000)
    page.click("#puzzle-list button[data-puzzle='3']")
    page.wait_for_function("document.body.dataset.puzzle === '3'", timeout=15_000)
    page.click("#btn-edit")
    page.wait_for_function("document.body.dataset.view === 'edit'", timeout=15_000)
    page.click("#btn-edit-puzzle")  # the puzzle's own position: a catch puzzle
    page.wait_for_function("document.body.dataset.editPuzzle === 'made'", timeout=30_000)
    page.click("#btn-edit-try")
    page.wait_for_function("document.body.dataset.puzzle === 'made'", timeout=30_000)
    assert recorder.errors == []


def test_the_computer_opponent_plays_offline(offline_page):
    """The computer opponent runs in a worker with a Python of its own: offline, the worker's
    runtime and files come from the service worker's cache too, and the computer replies."""
    origin, _context, page, recorder = offline_page
    page.goto(origin + "/#" + game_where_a2_is_one_click(red="ai-easy"))
    wait_ready(page)
    x, y = page.evaluate("window.catHerders.cellCenter('a2')")
    page.mouse.click(x, y)
    try:  # Blue's turn, then Red's reply from the worker (which first boots its Python)
        page.wait_for_function("Number(document.body.dataset.turns) >= 2", timeout=BOOT_MS)
    except PlaywrightError:
        screenshot(page, "offline-7-computer-did-not-reply")
        raise AssertionError(f"offline, the computer did not reply: {page_markers(page)}") from None
    screenshot(page, "offline-7-computer-replied")
    assert page.locator("#problem").is_hidden(), page.inner_text("#problem")
    assert recorder.errors == []


def test_the_table_games_play_offline_with_their_computer_players_pictures_and_rules(
        visited, offline_page):
    """The Great Cat Pageant, Clowder and Cat's Mansion after one visit to the site (Cat
    Herders'): offline, each one's link opens in the same page and its computer players (in
    their worker) play: the pageant's voters vote (the cats' pictures from the cache),
    Clowder's players place their cats, Cat's Mansion's cats answer the person's; and each
    one's rules (with their pictures or diagrams) come from the cache. One page for the
    three: a boot costs seconds."""
    integrity = visited[1]["integrity"]
    assert "assets/pageant/cat-1.svg" in integrity
    for name in ("pageant", "clowder", "mansion"):
        assert f"assets/app/rules-{name}.json" in integrity
    origin, _context, page, recorder = offline_page
    page.goto(origin + "/#game=pageant&seed=3&seats=pYou,e,m&votes=")
    page.wait_for_function("document.body.dataset.pageantPhase === 'pick'", timeout=BOOT_MS)
    page.click("#pg-cats button[data-cat='2']")
    page.click("#btn-pg-cast")
    try:
        page.wait_for_function("document.body.dataset.pageantPhase === 'reveal'", timeout=BOOT_MS)
    except PlaywrightError:
        screenshot(page, "offline-8-pageant-no-reveal")
        raise AssertionError(f"offline, the computer voters did not vote: {page_markers(page)}") from None
    loaded = page.evaluate("""() => [...document.querySelectorAll('#pg-picks img')]
        .every(img => img.complete && img.naturalWidth > 0)""")
    assert loaded, "a cat's picture did not load offline"
    page.click("#btn-pg-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-pageant'", timeout=15_000)

    page.evaluate("location.hash = 'game=clowder&seed=3&seats=pYou,e,m&moves='")
    page.wait_for_function("document.body.dataset.clowderPhase === 'place'", timeout=BOOT_MS)
    page.locator("#cl-choices button[data-do='place']").first.click()
    try:  # the two computers place their first cats, and it is the person's turn again
        page.wait_for_function("document.body.dataset.clowderPhase === 'place' && "
                               "location.hash.split('moves=')[1].split('.').length === 3",
                               timeout=BOOT_MS)
    except PlaywrightError:
        screenshot(page, "offline-9-clowder-no-computer")
        raise AssertionError(f"offline, the computer players did not play: {page_markers(page)}") from None
    page.click("#btn-cl-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-clowder'", timeout=15_000)
    assert page.locator("#cl-rules-body canvas").count() > 0

    page.evaluate("location.hash = 'game=mansion&seed=3&rules=s&seats=pYou,e,e&moves='")
    person = "['move', 'retreat', 'bid', 'push', 'gift'].includes(document.body.dataset.mansionPhase)"
    controls = {"move": "#btn-ma-end:visible, #btn-ma-stay:visible"}
    controls.update({kind: f"#ma-choices button[data-do='{do}']" for kind, do in (
        ("retreat", "stand"), ("bid", "bid"), ("push", "push"), ("gift", "gift"))})
    count = "(m => m ? m.split('.').length : 0)(location.hash.split('moves=')[1])"
    clicks = 0
    try:  # the person decides until a computer cat has played after it
        for _ in range(8):
            page.wait_for_function(person, timeout=BOOT_MS)
            if clicks and page.evaluate(count) > clicks:  # a computer cat has played too
                break
            page.locator(controls[page.evaluate("document.body.dataset.mansionPhase")]).first.click()
            clicks += 1
        else:
            raise PlaywrightError("no computer cat played")
    except PlaywrightError:
        screenshot(page, "offline-10-mansion-no-computer")
        raise AssertionError(f"offline, the computer cats did not play: {page_markers(page)}") from None
    page.click("#btn-ma-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-mansion'", timeout=15_000)
    assert page.locator("#ma-rules-body canvas").count() > 0
    assert recorder.errors == []
