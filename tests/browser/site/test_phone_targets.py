"""On a phone 360 pixels wide, every target of the pageant and of Clowder is big enough for a
finger (WCAG 2.5.8: 24 by 24 CSS pixels, or spaced as it allows): their buttons, cards, fields
and links (tests/browser/targets.py), and Clowder's roofs on its board, each holding a circle
of that size. Cat's Mansion's are measured with its map's zoom (tests/browser/mansion/
test_zoom.py)."""

from __future__ import annotations

import math

import pytest

import tests.browser.pagetools as pt
from tests.browser.targets import FINGER, small_targets

pytestmark = pytest.mark.browser
PHONE = {"width": 360, "height": 740}


def page(warm_page):
    """The module's shared page, at a phone's size."""
    return pt.settling(warm_page(viewport=PHONE, reduced_motion="reduce"))


def test_the_pageants_cards_and_buttons_are_a_finger_wide(warm_page, server_url):
    shown = page(warm_page)
    pt.open_page(shown, server_url, "game=pageant")
    pt.wait_for(shown, "document.body.dataset.pageantPhase === 'pick'", what="a vote to cast")
    assert shown.locator("#pg-cats button").count() == 9
    assert small_targets(shown, "#pageant") == []


def test_clowders_roofs_and_buttons_are_a_finger_wide(warm_page, server_url):
    shown = page(warm_page)
    pt.open_page(shown, server_url, "game=clowder")
    pt.wait_for(shown, "!!document.body.dataset.clowderPhase", what="a Clowder game")
    assert small_targets(shown, "#clowder") == []
    box = shown.locator("#cl-board").bounding_box()
    centres = [(x, y) for _name, x, y in pt.hook(shown, "clowderHexes")]
    apart = min(math.dist(a, b) for i, a in enumerate(centres) for b in centres[i + 1:])
    assert apart >= FINGER, f"neighbouring roofs' centres {apart:.1f} pixels apart"
    assert all(FINGER / 2 <= x <= box["width"] - FINGER / 2 and FINGER / 2 <= y <= box["height"] - FINGER / 2
               for x, y in centres), "every roof on the board"
