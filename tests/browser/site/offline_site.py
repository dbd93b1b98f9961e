"""A private copy of the site for the offline tests (test_offline.py, test_offline_updates.py): the
files tools/site_manifest.py lists, the vendored runtime linked in and a manifest written for the
copy, served from a temporary folder on a port of its own, so a test can change the copy and
edits made meanwhile in the working tree cannot change what a test sees; a recorder of every
request of a browser context (the service worker's included); and the waits on the page's
markers, the offline copy and its cache."""

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

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[3]
ARTIFACTS = ROOT / "test-artifacts"
BOOT_MS = 90_000  # Pyodide boot on a slow two-core machine, with room to spare
STEP_MS = 30_000


site_manifest = load_tool("site_manifest")
serve = load_tool("serve")


# ---- a private copy of the site, served on its own port -------------------------------------


def copy_site(dest: Path) -> dict:
    """Copy the shipped files into `dest`, link the vendored runtime, write dest's manifest."""
    if not (ROOT / "assets" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("assets/vendor/ is missing: run `python3 tools/vendor.py`", pytrace=False)
    for rel in [*site_manifest.app_files(ROOT), site_manifest.SERVICE_WORKER]:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / rel, dest / rel)
    (dest / "assets" / "vendor").mkdir(parents=True, exist_ok=True)
    for sub in site_manifest.VENDOR_SUBDIRS:  # 15 MB that no test changes: linked, not copied
        (dest / "assets" / "vendor" / sub).symlink_to(ROOT / "assets" / "vendor" / sub)
    versions = json.loads((ROOT / "assets" / "vendor" / "manifest.json").read_text())["versions"]
    return site_manifest.write_manifest(dest, versions)


class QuietServer(http.server.ThreadingHTTPServer):
    """tools/serve.py's server, its threads daemons, saying nothing of dropped downloads."""

    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a closed browser context drops its downloads midway; nothing to report


@contextlib.contextmanager
def serving(directory: Path):
    """tools/serve.py's handler on a free localhost port, serving `directory`; yields the origin."""
    handler = functools.partial(serve.Handler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


class Recorder:
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


# ---- waiting on the page's markers ----------------------------------------------------------


def wait_ready(page) -> None:
    """Wait until the game shown is playable (body[data-ready]); say the page's markers if never."""
    try:
        page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=BOOT_MS)
    except PlaywrightError:
        raise AssertionError(f"the page never became ready: {page_markers(page)}") from None


def zips_downloaded(recorder) -> set[str]:
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


def wait_controlled_by(page, build: str) -> None:
    """Wait until the worker of `build` controls the page, activated (so its install has cached
    everything and its activation has deleted the other caches); check its cache is the only one."""
    page.wait_for_function(
        """(build) => {
            const worker = navigator.serviceWorker.controller;
            return !!worker && worker.scriptURL.endsWith('?build=' + build) && worker.state === 'activated';
        }""",
        arg=build, timeout=BOOT_MS)
    copies = [name for name in page.evaluate("caches.keys()") if name.startswith("cat-herders-")]
    assert copies == [f"cat-herders-{build}"], copies  # (beside it: the kept bytecode's cache)


def cached_paths(page, origin: str) -> set[str]:
    """The paths (from the site's root) in the offline copy's one cache."""
    urls = page.evaluate("""async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('cat-herders-'));
        return (await (await caches.open(name)).keys()).map((r) => r.url);
    }""")
    return {u.removeprefix(origin + "/") for u in urls}


def page_markers(page) -> dict:
    """The page's markers and messages, for failure messages."""
    return page.evaluate("""() => {
        const problem = document.getElementById('problem');
        return {...document.body.dataset, status: document.getElementById('status')?.textContent,
                problem: problem && !problem.hidden ? problem.textContent : '',
                pyError: document.querySelector('.py-error')?.textContent || ''};
    }""")


def screenshot(page, name: str) -> None:
    """A picture of the page to look at, test-artifacts/<name>.png."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def game_where_a2_is_one_click(red: str = "human") -> str:
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
