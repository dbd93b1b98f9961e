"""A Python error while the game starts is shown on the page. (What the page shows while the
runtime loads, each game's first screen, is test_first_screen.py's.)"""

from __future__ import annotations

import pytest

from tests.browser.pagetools import ROOT, log_of, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser


def test_a_python_error_is_shown_on_the_page(page, server_url):
    """If the game's Python fails while starting (here web/kit/storage.py, inside the shell's zip, app.zip,
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
