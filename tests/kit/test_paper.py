"""The page's paper and ink on a canvas (web/kit/paper.py): the paper goes under what is drawn
already, and the pictures' paper and ink are the page's own (assets/style.css) in both themes."""

from __future__ import annotations

import pytest

from tests.support.canvas import RecordingContext
from tests.support.picture import page_colours
from web.kit.paper import INK, PAPER, font, paper_under


def test_the_paper_goes_under_what_is_drawn():
    ctx = RecordingContext()
    ctx.fillStyle = "#123456"
    paper_under(ctx, "dark", 30, 20)
    assert ctx.fills == [(PAPER["dark"], [(0, 0), (30, 20)])]
    assert ctx.style["globalCompositeOperation"] == "source-over"  # what follows is drawn over


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_paper_and_ink_are_the_pages(theme):
    colours = page_colours(theme)
    assert (PAPER[theme], INK[theme]) == (colours["paper"], colours["ink"])


def test_a_font_is_the_pages_type_and_never_too_small_to_read():
    assert font(24.4, "600") == "600 24px system-ui, sans-serif"
    assert font(3) == "400 9px system-ui, sans-serif"
