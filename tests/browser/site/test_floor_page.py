"""bench/floor/, the page bench/bench_lighthouse.py --floor measures as the runtime alone,
starts what the game's page starts (PyScript's MicroPython on the main thread, Pyodide in a
module worker) from the vendored copy, with no console error and nothing from elsewhere (the
fixture checks every request of the context), so its score stays a true floor."""

from __future__ import annotations

import re

import pytest

from tests.browser.pagetools import log_of

pytestmark = pytest.mark.browser


def test_the_floor_page_starts_both_runtimes_from_the_site(page, server_url):
    page.goto(server_url + "/bench/floor/index.html")
    page.wait_for_function("document.body.dataset.ready === '1'")  # MicroPython saw Pyodide start
    version = page.evaluate("window.pyodideStarted")  # the worker's Pyodide, its version
    assert re.fullmatch(r"3\.\d+\.\d+", version), version
    requests = log_of(page).requests
    assert any(u.endswith("/assets/vendor/micropython/micropython.wasm") for u in requests), requests
    assert any(u.endswith("/assets/vendor/pyodide/pyodide.asm.wasm") for u in requests), requests
    assert not any("/assets/app/" in u or "/web/" in u for u in requests), requests  # nothing of ours
