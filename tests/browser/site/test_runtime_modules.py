"""The trimmed standard library holds everything the pages import, in the game's worker and in
the computer's (tools/stdlib.txt, shipped by tools/vendor.py; recorded with
tools/stdlib_usage.py, whose scenario this test replays against the trimmed runtime)."""

from __future__ import annotations

import zipfile

import pytest

from tests.browser.pagetools import ROOT
from tests.browser.recording import MODULES_SEEN
from tests.tool_modules import load_tool

pytestmark = pytest.mark.browser


def _tool():
    return load_tool("stdlib_usage")


# A run of the whole browser suite makes about a hundred pages; with fewer, this test runs
# alone (or nearly), and makes a visit of its own first.
MIN_PAGES = 20


def test_every_module_the_pages_imported_is_shipped(make_page, server_url):
    """Every standard-library module that this run's pages imported (every page of every
    browser test, as it closed: the game's worker's, and the computer's worker's where it
    started) is listed in tools/stdlib.txt and is in the shipped zip, and the shipped zip
    holds nothing the list does not keep. This test runs last (conftest.py). Run with fewer
    than MIN_PAGES pages before it, it first makes the visit tools/stdlib_usage.py records: a
    game against the computer, the preview and threats, a hint, a record, the rules, a lesson,
    a game by link, and each table game against its computer players."""
    tool = _tool()
    if MODULES_SEEN.pages < MIN_PAGES:
        page = make_page(permissions=["clipboard-read", "clipboard-write"])
        tool.exercise(page, server_url)
        MODULES_SEEN.gather(page)
    assert MODULES_SEEN.in_computer, "no page started the computer's worker"
    stdlib = tool.zip_modules(load_tool("stdlib_zip").FULL_STDLIB)
    keep = tool.keep_list()
    used = (MODULES_SEEN.in_game | MODULES_SEEN.in_computer) & stdlib
    assert len(used) > 50 and "asyncio" in used and "json" in used
    missing = sorted(m for m in used if not tool.kept(m, keep))
    assert missing == [], f"imported but not in tools/stdlib.txt: {missing}"
    shipped = tool.zip_modules(ROOT / "assets" / "vendor" / "pyodide" / "python_stdlib.zip")
    assert used <= shipped
    assert all(tool.kept(m, keep) for m in shipped)
    assert len(shipped) < len(stdlib) / 2
    with zipfile.ZipFile(ROOT / "assets" / "vendor" / "pyodide" / "python_stdlib.zip") as z:
        assert "trimmed to tools/stdlib.txt" in z.comment.decode()
