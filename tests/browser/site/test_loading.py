"""While the runtime loads the page is never blank; a Python error is shown on the page."""

from __future__ import annotations

import pytest

from tests.browser.pagetools import (
    READY_TIMEOUT_MS,
    ROOT,
    log_of,
    page_state,
    screenshot,
    wait_for,
    wait_ready,
)

pytestmark = pytest.mark.browser


def test_page_shows_title_outline_and_progress_while_python_loads(page, server_url):
    """With the runtimes' .wasm held back (the view's MicroPython, then the worker's Pyodide),
    the page already shows its title, the empty board outline and a progress line; once the
    files arrive the board replaces the outline."""
    held = []
    released = []

    def hold(route):
        if released:
            route.continue_()
        else:
            held.append(route)
    page.route("**/*.wasm", hold)
    with page.expect_request(lambda r: r.url.endswith(".wasm"), timeout=READY_TIMEOUT_MS):
        page.goto(server_url + "/")
    for _ in range(1000):  # each call lets Playwright hand the held request to the handler
        if held:
            break
        page.evaluate("1")
    assert held, "the runtime's .wasm was never routed"
    assert page.locator("h1").inner_text().strip() == "Cat Herders"
    assert page.locator("#board-placeholder").is_visible()
    assert page.locator("#progress").is_visible()
    assert page.locator("#progress").inner_text().strip() != ""
    assert page.locator("#status").inner_text().startswith("Loading")
    assert page.evaluate("document.body.dataset.ready") is None
    screenshot(page, "00-loading")
    released.append(True)
    for route in held:
        route.continue_()
    wait_ready(page)
    assert page.locator("#progress").is_hidden()
    assert page.locator("#board").is_visible()
    # The outline (an SVG under the canvas) must go, or it shows through the board's gaps.
    shown = page.evaluate("getComputedStyle(document.getElementById('board-placeholder')).display")
    assert shown == "none", "the loading outline is still displayed under the board"


def test_a_python_error_is_shown_on_the_page(page, server_url):
    """If the game's Python fails while starting (here web/kit/storage.py, inside the game's zip
    of our Python, is replaced by one that raises), a readable message appears in #problem, not
    only in the console."""
    import io
    import zipfile

    log_of(page).fail_on_console_errors = False  # the error is logged on purpose
    real = (ROOT / "assets" / "app" / "app.zip").read_bytes()
    broken = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(real)) as zin, zipfile.ZipFile(broken, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "web/kit/storage.py":
                data = b"raise RuntimeError('storage module broken on purpose by the test')\n"
            zout.writestr(info, data)
    page.route("**/assets/app/app.zip", lambda route: route.fulfill(
        status=200, content_type="application/zip", body=broken.getvalue()))
    page.goto(server_url + "/")
    wait_for(page, "!document.getElementById('problem').hidden "
                   "|| document.querySelector('.py-error') !== null",
             timeout_ms=90_000, what="an error message on the page")
    text = page.evaluate("""() => (document.getElementById('problem').hidden ? ''
                              : document.getElementById('problem').textContent)""")
    screenshot(page, "00-python-error")
    assert "broken on purpose" in text, (text, page_state(page))
