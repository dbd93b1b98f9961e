"""The shapes every game's drawing shares (web/kit/shapes.py): an outlined disc and text
centred on a point, drawn with the canvas API only."""

from __future__ import annotations

from tests.support.canvas import RecordingContext
from web.kit.shapes import centred_text, outlined_disc, path, polyline


def test_an_outlined_disc_is_filled_then_stroked_around_its_centre():
    ctx = RecordingContext()
    outlined_disc(ctx, 10, 20, 5, "#123456", "#ffffff", 1.5)
    assert ctx.names() == ["beginPath", "arc", "fill", "stroke"]
    assert ctx.calls[1] == ("arc", (10, 20, 5, 0, 2 * 3.141592653589793))
    assert ctx.fills == [("#123456", [(10, 20)])] and ctx.strokes == [("#ffffff", [(10, 20)])]
    assert ctx.style["lineWidth"] == 1.5


def test_text_is_centred_both_ways_in_its_colour_and_font():
    ctx = RecordingContext()
    centred_text(ctx, "7", 3, 4, "#fff", "700 12px system-ui, sans-serif")
    assert ctx.texts == [("7", 3, 4, "#fff", "700 12px system-ui, sans-serif")]
    assert (ctx.style["textAlign"], ctx.style["textBaseline"]) == ("center", "middle")


def test_a_polyline_is_open_and_a_path_is_closed():
    ctx = RecordingContext()
    points = [(0, 0), (3, 4), (6, 0)]
    polyline(ctx, points)
    assert ctx.names() == ["beginPath", "moveTo", "lineTo", "lineTo"] and ctx.path == points
    path(ctx, points)
    assert ctx.names()[4:] == ["beginPath", "moveTo", "lineTo", "lineTo", "closePath"]
