"""The view and the game's worker check each other's version at hello (web/shell/protocol.py):
after a deploy, a view kept by the browser beside a new worker (or the other way round) says so
on the page and offers to reload, instead of failing in unknown ways."""

from __future__ import annotations

import io
import re
import zipfile

import pytest

from tests.browser.pagetools import READY_TIMEOUT_MS, ROOT, screenshot, wait_ready
from web.shell.protocol import UPDATE_TEXT, VERSION

pytestmark = pytest.mark.browser

VERSION_LINE = re.compile(rb"^VERSION = \d+$", re.MULTILINE)


def _other_version(text: bytes) -> bytes:
    """protocol.py's text as another version's would be."""
    assert VERSION_LINE.search(text)
    return VERSION_LINE.sub(f"VERSION = {VERSION + 1}".encode(), text)


def _app_zip_of_another_version() -> bytes:
    """assets/app/app.zip with the protocol of the next version (the game's worker of a newer
    deploy)."""
    real = (ROOT / "assets" / "app" / "app.zip").read_bytes()
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(real)) as zin, zipfile.ZipFile(out, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, _other_version(data) if info.filename == "web/shell/protocol.py" else data)
    return out.getvalue()


def _shows_the_update(page) -> None:
    update = page.locator("#update")
    update.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert update.get_attribute("role") == "alert"
    assert update.inner_text().startswith(UPDATE_TEXT)
    assert page.get_by_role("button", name="Reload the page").is_visible()
    assert page.evaluate("document.body.dataset.ready") is None


def test_a_game_worker_of_another_version_asks_to_reload(page, server_url):
    """The game's worker of a newer deploy (its zip routed here) says hello with its version: the
    page asks the person to reload, and its button does, and the game then starts."""
    zipped = _app_zip_of_another_version()
    page.route("**/assets/app/app.zip", lambda route: route.fulfill(
        status=200, content_type="application/zip", body=zipped))
    page.goto(server_url + "/")
    _shows_the_update(page)
    screenshot(page, "00-update")
    page.unroute("**/assets/app/app.zip")
    page.get_by_role("button", name="Reload the page").click()
    wait_ready(page)
    assert page.locator("#update").is_hidden()


def test_a_view_of_another_version_asks_to_reload(page, server_url):
    """The view's copy of the protocol (pyscript.toml's files) of another version: the same."""
    real = (ROOT / "web" / "shell" / "protocol.py").read_bytes()
    page.route("**/web/shell/protocol.py", lambda route: route.fulfill(
        status=200, content_type="text/x-python", body=_other_version(real)))
    page.goto(server_url + "/#game=pageant")
    _shows_the_update(page)
