"""Offline support (sw.js): after one visit the game loads and plays with no network, and a new
build of the site replaces the offline copy.

Each test serves its own copy of the site (the files tools/vendor.py lists, the vendored runtime
linked in, a manifest written for the copy) from a temporary folder, so a test can change the
copy and so edits made meanwhile in the working tree cannot change what a test sees. Service
workers are allowed (the other browser tests block them). Every request of the browser context,
the service worker's included, must stay on the page's origin.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import http.server
import json
import shutil
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.pagetools import settling
from tests.tool_modules import load_tool

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
ARTIFACTS = ROOT / "test-artifacts"
BOOT_MS = 90_000  # Pyodide boot on a slow two-core machine, with room to spare
STEP_MS = 30_000


vendor = load_tool("vendor")
serve = load_tool("serve")


# ---- a private copy of the site, served on its own port -------------------------------------


def _copy_site(dest: Path) -> dict:
    """Copy the shipped files into `dest`, link the vendored runtime, write dest's manifest."""
    if not (ROOT / "assets" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("assets/vendor/ is missing: run `python3 tools/vendor.py`", pytrace=False)
    for rel in [*vendor.app_files(ROOT), vendor.SERVICE_WORKER]:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / rel, dest / rel)
    (dest / "assets" / "vendor").mkdir(parents=True, exist_ok=True)
    for sub in vendor.VENDOR_SUBDIRS:  # 15 MB that no test changes: linked, not copied
        (dest / "assets" / "vendor" / sub).symlink_to(ROOT / "assets" / "vendor" / sub)
    versions = json.loads((ROOT / "assets" / "vendor" / "manifest.json").read_text())["versions"]
    return vendor.write_manifest(dest, versions)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a closed browser context drops its downloads midway; nothing to report


@contextlib.contextmanager
def _serving(directory: Path):
    """tools/serve.py's handler on a free localhost port, serving `directory`; yields the origin."""
    handler = functools.partial(serve.Handler, directory=str(directory))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def offline_site(tmp_path):
    """(folder, manifest) of a fresh copy of the site."""
    folder = tmp_path / "site"
    folder.mkdir()
    return folder, _copy_site(folder)


class _Recorder:
    """Every request of a browser context (workers included), errors, and which responses the
    service worker gave."""

    def __init__(self, context, origin: str):
        self.origin = origin
        self.requests: list[str] = []
        self.pages: list = []  # the page of each request (None for a worker's own)
        self.by_service_worker: list[bool] = []  # whether the service worker made each request
        self.off_origin: list[str] = []
        self.errors: list[str] = []
        self.responses: list[tuple[str, bool]] = []
        context.on("request", self._request)
        context.on("response", lambda r: self.responses.append((r.url, r.from_service_worker)))
        context.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        context.on("weberror", lambda e: self.errors.append(f"uncaught: {e.error}"))

    def _request(self, request) -> None:
        url = request.url
        self.requests.append(url)
        self.by_service_worker.append(request.service_worker is not None)
        try:
            self.pages.append(request.frame.page)
        except PlaywrightError:  # a service worker's request has no frame
            self.pages.append(None)
        parts = urlsplit(url)
        if parts.scheme not in ("blob", "data") and f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.off_origin.append(url)


@pytest.fixture
def offline_context(browser):
    """make(origin) -> (context, page, recorder): a fresh context with service workers allowed.
    Fails the test at teardown on any request off the origin."""
    made = []

    def make(origin: str):
        context = browser.new_context(service_workers="allow")
        context.set_default_timeout(STEP_MS)
        recorder = _Recorder(context, origin)
        made.append((context, recorder))
        return context, settling(context.new_page()), recorder

    yield make
    off = []
    for context, recorder in made:
        context.close()
        off += recorder.off_origin
    assert off == [], f"requests left the page's origin: {off}"


@pytest.fixture(scope="module")
def visited(browser, tmp_path_factory):
    """A copy of the site, served, and a browser context that has visited it once online (its
    service worker installed and in charge, every game's files cached, though the page fetched
    Cat Herders' zips alone), then taken offline: (origin, manifest, context,
    recorder). The tests that only need "after one visit" share it, each with pages of its own:
    the first visit and the service worker's install are made once. Fails at teardown on any
    request off the origin."""
    folder = tmp_path_factory.mktemp("site")
    manifest = _copy_site(folder)
    with _serving(folder) as origin:
        context = browser.new_context(service_workers="allow")
        context.set_default_timeout(STEP_MS)
        recorder = _Recorder(context, origin)
        page = settling(context.new_page())
        page.goto(origin + "/#" + _game_where_a2_is_one_click())
        _wait_ready(page)
        _wait_controlled_by(page, manifest["build"])
        cached = _cached_paths(page, origin)
        assert cached == {*manifest["integrity"], "assets/vendor/manifest.json"}
        # The offline copy in charge, the game's worker compiles the other games ahead (their
        # zips read from that copy: web/shell/ahead.py).
        page.wait_for_function("document.body.dataset.ahead === 'done'", timeout=BOOT_MS)
        # The page and its workers downloaded Cat Herders' zips alone: the other games' came
        # with the service worker's install, once the board was ready, and the page's worker
        # then had them from its cache.
        zips = _zips_downloaded(recorder)
        assert {"app.zip", "game-catherders.zip"} <= zips, zips
        assert zips <= {"app.zip", "game-catherders.zip", "worker.zip", "worker-catherders.zip"}, zips
        from_copy = {u.rsplit("/", 1)[1] for u, from_sw in recorder.responses if from_sw}
        assert {"game-pageant.zip", "game-clowder.zip", "game-mansion.zip"} <= from_copy, from_copy
        _screenshot(page, "offline-1-first-visit")
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


# ---- waiting on the page's markers ----------------------------------------------------------


def _wait_ready(page) -> None:
    try:
        page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=BOOT_MS)
    except PlaywrightError:
        raise AssertionError(f"the page never became ready: {_state(page)}") from None


def _zips_downloaded(recorder) -> set[str]:
    """Our zips that the page or its workers had from the server (not from the offline copy):
    each request of theirs (not the service worker's own) that no answer of the service
    worker's met."""
    asked, answered = collections.Counter(), collections.Counter()
    for url, by_sw in zip(recorder.requests, recorder.by_service_worker, strict=True):
        if not by_sw and "/assets/app/" in url and url.endswith(".zip"):
            asked[url] += 1
    for url, from_sw in recorder.responses:
        if from_sw:
            answered[url] += 1
    return {url.rsplit("/", 1)[1] for url in asked if asked[url] > answered[url]}


def _wait_controlled_by(page, build: str) -> None:
    """Wait until the worker of `build` controls the page, activated (so its install has cached
    everything and its activation has deleted the other caches); check its cache is the only one."""
    page.wait_for_function(
        """(build) => {
            const worker = navigator.serviceWorker.controller;
            return !!worker && worker.scriptURL.endsWith('?build=' + build) && worker.state === 'activated';
        }""",
        arg=build, timeout=BOOT_MS)
    assert page.evaluate("caches.keys()") == [f"cat-herders-{build}"]


def _cached_paths(page, origin: str) -> set[str]:
    urls = page.evaluate("""async () => {
        const [name] = await caches.keys();
        return (await (await caches.open(name)).keys()).map((r) => r.url);
    }""")
    return {u.removeprefix(origin + "/") for u in urls}


def _state(page) -> dict:
    """The page's markers and messages, for failure messages."""
    return page.evaluate("""() => {
        const problem = document.getElementById('problem');
        return {...document.body.dataset, status: document.getElementById('status')?.textContent,
                problem: problem && !problem.hidden ? problem.textContent : '',
                pyError: document.querySelector('.py-error')?.textContent || ''};
    }""")


def _screenshot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def _game_where_a2_is_one_click(red: str = "human") -> str:
    """A link (URL fragment) to a new game, Blue a person, whose first turn, a herder placed on
    a2, needs no further choice (in a random setup a fleeing cat may tie, and the page then asks
    where it goes). Found with the engine the page runs (game/catherders/)."""
    from game.catherders import Game, new_position

    for seed in range(1, 1000):
        game = Game(new_position(seed=seed))
        builder = game.begin(None, game.board.names.index("a2"))
        one_click = builder.complete
        builder.cancel()
        if one_click:
            return f"v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}&blue=human&red={red}"
    raise AssertionError("no seed below 1000 lets a herder on a2 end the turn")


# ---- the tests ------------------------------------------------------------------------------


def test_after_one_visit_the_game_loads_and_plays_offline(offline_page):
    """First visit online: the service worker caches the site (the `visited` fixture). Then,
    with the network gone, the board comes back and a click plays a turn, every file from the
    service worker."""
    origin, _context, page, recorder = offline_page
    page.goto(origin + "/#" + _game_where_a2_is_one_click())
    _wait_ready(page)
    assert page.evaluate("document.body.dataset.turns") == "0"
    x, y = page.evaluate("window.catHerders.cellCenter('a2')")
    page.mouse.click(x, y)
    try:
        page.wait_for_function("document.body.dataset.turns === '1'", timeout=STEP_MS)
    except PlaywrightError:
        _screenshot(page, "offline-2-turn-not-played")
        raise AssertionError(f"clicking a2 at ({x}, {y}) played no turn: {_state(page)}") from None
    _screenshot(page, "offline-2-turn-played")

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
    _wait_ready(page)
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
    _wait_ready(page)
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
    page.goto(origin + "/#" + _game_where_a2_is_one_click(red="ai-easy"))
    _wait_ready(page)
    x, y = page.evaluate("window.catHerders.cellCenter('a2')")
    page.mouse.click(x, y)
    try:  # Blue's turn, then Red's reply from the worker (which first boots its Python)
        page.wait_for_function("Number(document.body.dataset.turns) >= 2", timeout=BOOT_MS)
    except PlaywrightError:
        _screenshot(page, "offline-7-computer-did-not-reply")
        raise AssertionError(f"offline, the computer did not reply: {_state(page)}") from None
    _screenshot(page, "offline-7-computer-replied")
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
        _screenshot(page, "offline-8-pageant-no-reveal")
        raise AssertionError(f"offline, the computer voters did not vote: {_state(page)}") from None
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
        _screenshot(page, "offline-9-clowder-no-computer")
        raise AssertionError(f"offline, the computer players did not play: {_state(page)}") from None
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
        _screenshot(page, "offline-10-mansion-no-computer")
        raise AssertionError(f"offline, the computer cats did not play: {_state(page)}") from None
    page.click("#btn-ma-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-mansion'", timeout=15_000)
    assert page.locator("#ma-rules-body canvas").count() > 0
    assert recorder.errors == []


def test_a_new_build_replaces_the_offline_copy(offline_site, offline_context):
    """The site changes (one file, manifest rewritten): the next load still runs the old build
    while the new worker caches the new one; once that page is ready the new worker takes over
    and deletes the old cache, and the load after runs the new build, offline too."""
    folder, manifest = offline_site
    old = manifest["build"]
    with _serving(folder) as origin:
        context, page, recorder = offline_context(origin)
        page.goto(origin + "/")
        _wait_ready(page)
        _wait_controlled_by(page, old)

        index = folder / "index.html"
        index.write_text(index.read_text().replace(
            "<head>", '<head>\n  <meta name="test-build" content="new">', 1))
        new = vendor.write_manifest(folder, manifest["versions"])["build"]
        assert new != old

        page.reload()
        _wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 0, \
            "the page mixed builds: the new index.html was served before the new build took over"
        _wait_controlled_by(page, new)  # the new worker is in charge, the old cache is gone
        _screenshot(page, "offline-3-update-installed")

        page.reload()
        _wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 1

        context.set_offline(True)
        page.reload()
        _wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 1
        assert page.evaluate("caches.keys()") == [f"cat-herders-{new}"]
        _screenshot(page, "offline-4-new-build-offline")
        assert recorder.errors == []


def test_a_fixed_build_replaces_a_broken_one_without_closing_the_tab(offline_site, offline_context):
    """A build whose Python fails at start (its error banner shows) is cached like any other.
    When a fixed build is published, reloading the broken page installs it, lets it take over
    at once (the broken page will never be ready) and reloads into it: no stuck tab."""
    folder, manifest = offline_site
    main_py = folder / "web" / "view" / "main.py"  # the page's own Python (the view)
    good = main_py.read_text()
    with _serving(folder) as origin:
        context, page, recorder = offline_context(origin)
        page.goto(origin + "/")
        _wait_ready(page)
        _wait_controlled_by(page, manifest["build"])

        main_py.write_text("raise RuntimeError('broken build, on purpose')\n" + good)
        broken = vendor.write_manifest(folder, manifest["versions"])["build"]
        page.reload()
        _wait_ready(page)  # still the good build; the broken one installs and takes over
        _wait_controlled_by(page, broken)
        page.reload()
        page.wait_for_selector(".py-error", state="attached", timeout=BOOT_MS)
        assert "broken build, on purpose" in page.inner_text(".py-error")
        _screenshot(page, "offline-5-broken-build")

        main_py.write_text(good + "\n# fixed\n")
        fixed = vendor.write_manifest(folder, manifest["versions"])["build"]
        page.reload()  # the broken build again (from its cache), which finds the fix...
        _wait_ready(page)  # ...and lets it take over; boot.js then reloads into the fixed build
        _wait_controlled_by(page, fixed)
        assert page.locator(".py-error").count() == 0
        _screenshot(page, "offline-6-fixed-build")
        assert all("broken build, on purpose" in e for e in recorder.errors), recorder.errors
