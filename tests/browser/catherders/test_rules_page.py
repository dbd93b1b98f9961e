"""The rules view shows the rules file as built at build time: every heading and every diagram
of assets/app/rules-catherders.json, with no Markdown fetched or parsed in the browser."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.browser.pagetools import log_of, open_page, screenshot, wait_for

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
from rules_build import diagrams, plain_text  # noqa: E402

pytestmark = pytest.mark.browser


def _headings(blocks: list) -> list[str]:
    return [" ".join(plain_text(b["c"]).split()) for b in blocks if b["t"] == "h"]


def test_the_rules_view_is_the_built_rules_file(page, server_url):
    """Opening the rules shows the built file's headings in its order, in two parts (the short
    rules, then the full rules in a closed section), and one drawn canvas per diagram; the page
    asked for the built data, never for RULES.md, and nothing parsed Markdown."""
    data = json.loads((ROOT / "assets" / "app" / "rules-catherders.json").read_text(encoding="utf-8"))
    open_page(page, server_url)
    page.click("#btn-rules")
    wait_for(page, "document.body.dataset.rules === 'ready-catherders'", what="the rules view")
    shown = page.eval_on_selector_all(
        "#rules-body > h2, #rules-body > h3, #rules-body > h4",
        "nodes => nodes.map(n => n.textContent.replace(/\\s+/g, ' ').trim())")
    assert shown == _headings(data["short"])
    more = page.eval_on_selector_all(
        "#rules-body details > h2, #rules-body details > h3, #rules-body details > h4",
        "nodes => nodes.map(n => n.textContent.replace(/\\s+/g, ' ').trim())")
    assert more == _headings(data["more"])
    assert page.locator("#rules-body details").get_attribute("open") is None
    assert page.locator("#rules-body canvas[data-diagram]").count() == len(diagrams(data))
    ids = page.eval_on_selector_all("#rules-body canvas[data-diagram]", "c => c.map(x => x.dataset.diagram)")
    assert ids == [spec["id"] for spec in diagrams(data)]
    asked = log_of(page).requests
    assert any(u.endswith("/assets/app/rules-catherders.json") for u in asked)
    assert not any(u.split("?")[0].endswith("RULES.md") for u in asked)
    modules = page.evaluate("catHerders.modules()")
    assert "web.kit.rules" in modules and not any("markdown" in m for m in modules)
    screenshot(page, "rules-view")
