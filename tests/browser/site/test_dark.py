"""The page follows a dark colour scheme: dark background, light text, readable cell names."""

from __future__ import annotations

import pytest

from tests.browser.pagetools import open_page, screenshot

pytestmark = pytest.mark.browser


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_a_dark_system_scheme_gives_a_dark_page(page, server_url):
    """With prefers-color-scheme: dark the page is dark with light text, and the canvas
    writes the cell names in a light colour (sampled where a label is drawn)."""
    page.emulate_media(color_scheme="dark")
    open_page(page, server_url, "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7")
    colours = page.evaluate("""() => {
        const b = getComputedStyle(document.body), p = getComputedStyle(document.querySelector('.panel'));
        return [b.backgroundColor, b.color, p.backgroundColor];
    }""")
    assert _luminance(colours[0]) < 60 and _luminance(colours[2]) < 60
    assert _luminance(colours[1]) > 180
    # The brightest pixel around the label of row 'f' (left of f1) is light text.
    brightest = page.evaluate("""() => {
        const c = document.getElementById('board'), ctx = c.getContext('2d');
        const [x, y] = window.catHerders.cellCenter('f1');
        const r = c.getBoundingClientRect(), k = window.devicePixelRatio || 1;
        const lx = (x - r.left) * k, ly = (y - r.top) * k, w = c.width;
        const step = Math.round(0.04 * w), box = Math.round(0.03 * w);
        const data = ctx.getImageData(lx - step - 2 * box, ly - box, 2 * box, 2 * box).data;
        let best = 0;
        for (let i = 0; i < data.length; i += 4) {
            const lum = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
            if (data[i + 3] > 200) best = Math.max(best, lum);
        }
        return best;
    }""")
    assert brightest > 150, brightest
    screenshot(page, "15-dark-scheme")
