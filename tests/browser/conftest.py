"""Shared fixtures for the browser tests (Playwright for Python driving Debian's Chromium).

Fixtures:
  server_url  session: tools/serve.py on a free localhost port, e.g. "http://127.0.0.1:41234"
  browser     session: Chromium from /usr/bin/chromium (never Playwright's own download);
              when it cannot start, every browser test FAILS (never skips)
  make_page   function: make_page(**context_options) -> a page in a fresh context, service
              workers blocked unless service_workers="allow" is passed, the computer's worker
              as recording.COMPUTER_JS makes it (its replies can be held; it starts at the
              game's first real call, not at the page's warm-up). Every request,
              console error, page error and dialog of the context is recorded (pagetools.log_of
              (page)); at teardown the test fails on a request off the server's origin
              (blob:/data: aside), a console error, an uncaught page error or an alert.
  warm_page   function: warm_page(viewport=, reduced_motion=, color_scheme=) -> the page
              its module's tests share (one context and page per module, made as make_page
              makes them), at about:blank with localStorage, sessionStorage and cookies
              cleared; the test then opens what it needs with open_page, a real load (the
              page's worker holds the games' state in memory: only a new document forgets it,
              and the context's HTTP cache makes that load ~0.4 s cheaper than a fresh
              context's, 1.6-1.9 s instead of 2.1-2.4 s). What the context logs during a test
              fails that test, as with make_page; after it the page leaves (storage cleared,
              about:blank). A module whose tests are not about a first visit, a fresh context,
              storage across visits or service workers shares its page by defining
              `def page(warm_page): return warm_page()`, and passes per-test options to
              warm_page where it passed them to make_page.
  page        function: make_page() with the defaults, or the module's shared page
              (warm_page) when the module sets SHARED_PAGE = True
  page_log    function: the PageLog of `page`

Helpers (plain functions) are in pagetools.py: wait_ready(page), open_page(page, server_url,
fragment), leave(page) and reset(page, server_url, fragment) (a shared page's storage
cleared, then about:blank, then the fragment's real load), wait_for(page, condition),
page_state(page), screenshot(page, name), ...; in recording.py: hold_computer(page) and
release_computer(page), record_texts(page, id) and wait_said(...), record_hooks(page, name)
and hooks_seen(...); in catherders/playing.py: click_cell(page, name), fen(page),
play_turn_by_clicks(page, game, turn), ...

A test waits for the state it asserts, never for time: text that a later event can replace
(a live region, a status line, a computer's move) is recorded as it is given, or the
computer is held while it is read.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from tests.browser.pagetools import ROOT, attach_log, leave, log_of, register_log, settling, wait_ready  # noqa: F401 - re-exported
from tests.browser.recording import COMPUTER_JS, MODULES_SEEN  # noqa: F401 - re-exported

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync",
                 # WebAssembly by V8's baseline compiler only: no optimising compiles in the
                 # background. Each test boots Pyodide (and MicroPython) afresh and runs them
                 # for seconds, where those compiles cost more than they save: Pyodide's start
                 # took 1.0-1.5 s instead of 1.6-2.3 s, and a second of Python in it ran faster
                 # too (measured on two cores). The same code; only the compiler differs.
                 "--js-flags=--liftoff-only"]
ACTION_TIMEOUT_MS = 30_000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pytest_collection_modifyitems(items):
    """The check of the modules every page imported (test_runtime_modules.py) runs last, when
    the other tests' pages have all been made."""
    last = [item for item in items if item.path.name == "test_runtime_modules.py"]
    items[:] = [item for item in items if item not in last] + last


@pytest.fixture(scope="session")
def server_url():
    """The game served as plain files by tools/serve.py, from the repository root."""
    runtime = ROOT / "assets" / "vendor" / "pyodide" / "pyodide.mjs"
    if not runtime.exists():
        pytest.fail(f"{runtime} is missing: run `python3 tools/vendor.py` (tools/test.sh does)",
                    pytrace=False)
    port = _free_port()
    errors = tempfile.TemporaryFile()
    proc = subprocess.Popen([sys.executable, "tools/serve.py", "--port", str(port)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=errors)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(url + "/index.html", timeout=2) as response:
                if response.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            errors.seek(0)
            pytest.fail(f"tools/serve.py did not start on port {port}: "
                        f"{errors.read().decode(errors='replace')}", pytrace=False)
        time.sleep(0.1)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    errors.close()


@pytest.fixture(scope="session")
def playwright_driver():
    """The Playwright driver, for the whole session."""
    driver = sync_playwright().start()
    yield driver
    driver.stop()


@pytest.fixture(scope="session")
def browser(playwright_driver):
    """Debian's Chromium, headless. Fails every browser test loudly when it cannot start."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: install it (`apt-get install chromium`; "
                    "tools/test.sh does). Browser tests are never skipped.", pytrace=False)
    try:
        chromium = playwright_driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                     headless=True)
    except PlaywrightError as e:
        pytest.fail(f"Chromium ({CHROMIUM}) could not start: {e}", pytrace=False)
    yield chromium
    chromium.close()


@pytest.fixture
def make_page(browser, server_url):
    """make_page(**context_options): a page in a fresh, recorded context (see the module doc)."""
    made = []

    def make(*, service_workers: str = "block", **options):
        context = browser.new_context(service_workers=service_workers, **options)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        context.add_init_script(COMPUTER_JS)  # the computer's worker as the tests see it
        log = attach_log(context, server_url)
        new_page = settling(context.new_page())
        register_log(new_page, log)
        made.append((context, log))
        return new_page

    yield make
    problems = []
    for context, log in made:
        for made_page in context.pages:
            MODULES_SEEN.gather(made_page)
        try:
            context.close()
        except PlaywrightError:
            pass
        problems += log.problems()
    if problems:
        pytest.fail("the page misbehaved:\n  " + "\n  ".join(problems), pytrace=False)


# What a shared page can be given per test: what the page itself can change (anything else,
# e.g. is_mobile, has_touch or a device scale factor, needs a context of its own: make_page).
WARM_DEFAULTS = {"viewport": {"width": 1280, "height": 720},  # a new context's default
                 "reduced_motion": "no-preference", "color_scheme": "light"}


@pytest.fixture(scope="module")
def _warm(browser, server_url):
    """The one context and page a module's tests share (warm_page): made as make_page makes
    them, closed after the module's last test."""
    context = browser.new_context(service_workers="block")
    context.set_default_timeout(ACTION_TIMEOUT_MS)
    context.add_init_script(COMPUTER_JS)
    log = attach_log(context, server_url)
    shared = {"context": context, "log": log, "page": None}
    yield shared
    try:
        context.close()
    except PlaywrightError:
        pass


@pytest.fixture
def warm_page(_warm):
    """warm_page(viewport=..., reduced_motion=..., color_scheme=...): this module's shared
    page, at about:blank with its storage cleared, the context's HTTP cache kept (the test
    opens what it needs with open_page: a real load). Called again in a test, it leaves the
    page again first (pagetools.leave). What the page logs during the test (see make_page)
    fails that test, at its teardown, after which the page leaves its document (storage
    cleared, workers ended) so that the next test finds nothing of it."""
    log = _warm["log"]
    log.fail_on_console_errors = True
    mark = log.mark()

    def use(**options):
        unknown = set(options) - set(WARM_DEFAULTS)
        if unknown:
            raise TypeError(f"a shared page cannot take {sorted(unknown)}: use make_page")
        options = {**WARM_DEFAULTS, **options}
        shared = _warm["page"]
        if shared is None or shared.is_closed():
            shared = _warm["page"] = settling(_warm["context"].new_page())
            register_log(shared, log)
        leave(shared)
        shared.set_viewport_size(options["viewport"])
        shared.emulate_media(reduced_motion=options["reduced_motion"],
                             color_scheme=options["color_scheme"])
        return shared

    yield use
    shared = _warm["page"]
    if shared is not None and not shared.is_closed():
        MODULES_SEEN.gather(shared)
        try:
            leave(shared)
        except PlaywrightError:
            shared.close()  # the next test makes another
    problems = log.problems(since=mark)
    log.fail_on_console_errors = True
    if problems:
        pytest.fail("the page misbehaved:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def page(request, make_page):
    """A page with the default options: the module's shared page (warm_page) when the module
    sets SHARED_PAGE = True (nothing in it is about a first visit or a fresh context), else a
    page in a fresh context (service workers blocked)."""
    if getattr(request.module, "SHARED_PAGE", False):
        return request.getfixturevalue("warm_page")()
    return make_page()


@pytest.fixture
def page_log(page):
    """The PageLog of `page`: requests, console errors, page errors, dialogs."""
    return log_of(page)
