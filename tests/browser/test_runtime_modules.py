"""The trimmed standard library holds everything a real visit imports, on the page and in the
computer's worker (tools/stdlib.txt, shipped by tools/vendor.py; recorded with
tools/stdlib_usage.py, whose scenario this test replays against the trimmed runtime)."""

from __future__ import annotations

import importlib.util
import zipfile

import pytest
from pagetools import ROOT

pytestmark = pytest.mark.browser


def _tool():
    spec = importlib.util.spec_from_file_location("_stdlib_usage", ROOT / "tools" / "stdlib_usage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_module_a_visit_imports_is_shipped(make_page, server_url):
    """A game against the computer, the preview and threats, a hint, a record, the rules, a
    lesson and a game by link, on the trimmed runtime: every standard-library module the
    page or the worker imported is listed in tools/stdlib.txt and is in the shipped zip, and
    the shipped zip holds nothing the list does not keep."""
    tool = _tool()
    page = make_page(permissions=["clipboard-read", "clipboard-write"])
    tool.exercise(page, server_url)
    on_page = set(page.evaluate("catHerders.modules()"))
    in_worker = set(page.evaluate("catHerders.workerModules()"))
    stdlib = tool.zip_modules(tool.FULL_STDLIB)
    keep = tool.keep_list()
    used = (on_page | in_worker) & stdlib
    assert len(used) > 50 and "asyncio" in used and "json" in used
    missing = sorted(m for m in used if not tool.kept(m, keep))
    assert missing == [], f"imported but not in tools/stdlib.txt: {missing}"
    shipped = tool.zip_modules(ROOT / "assets" / "vendor" / "pyodide" / "python_stdlib.zip")
    assert used <= shipped
    assert all(tool.kept(m, keep) for m in shipped)
    assert len(shipped) < len(stdlib) / 2
    with zipfile.ZipFile(ROOT / "assets" / "vendor" / "pyodide" / "python_stdlib.zip") as z:
        assert "trimmed to tools/stdlib.txt" in z.comment.decode()
