"""The review's advantage chart: blue's chance to win after each turn, drawn on a canvas.

Pure Python: it only calls methods of the 2D context it is given, so it is
tested in CPython with a stand-in context (like web/catherders/board/draw.py). The x axis is
the position (0 = the start, k = after turn k), the y axis blue's win chance
from 0 (bottom: red wins) to 1 (top: blue wins); the area above the middle
line is blue's, below it red's. Marked turns get a dot in their mark's
colour, and the position shown a vertical line.
"""

from __future__ import annotations

from dataclasses import dataclass

from web.kit.chart_axes import nearest, x_of, y_of

PAD_X, PAD_Y = 6.0, 6.0
MARK_COLOURS = {"inaccuracy": "#d6a400", "mistake": "#e07020", "blunder": "#c81e1e"}
MARK_GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
CHART_INK = {"light": {"back": "#fffaf0", "line": "#8c7a66", "blue": "#2f6fd655", "red": "#d8433b55",
                       "curve": "#3b2f24", "now": "#3b2f24"},
             "dark": {"back": "#28231d", "line": "#b4a690", "blue": "#6d9cf066", "red": "#f07a7066",
                      "curve": "#eee4d3", "now": "#eee4d3"}}


@dataclass(frozen=True)
class ChartData:
    """What the chart shows: blue's chance at each position (len = turns + 1), each turn's mark."""

    blue_chances: tuple[float, ...]
    marks: tuple[str | None, ...]  # marks[i] for turn i (leading to position i + 1)


def chart_data(turn_reviews) -> ChartData:
    """The chart's data from a review's TurnReviews (in order, from the first turn)."""
    chances = []
    for t in turn_reviews:
        if not chances:
            chances.append(t.chance_before if t.mover == 0 else 1 - t.chance_before)
        chances.append(t.chance_after if t.mover == 0 else 1 - t.chance_after)
    return ChartData(tuple(chances), tuple(t.mark for t in turn_reviews))


def point(data: ChartData, k: int, width: float, height: float) -> tuple[float, float]:
    """Where position k's chance is drawn, in the canvas's CSS pixels."""
    return x_of(k, len(data.blue_chances), width, PAD_X), y_of(data.blue_chances[k], height, PAD_Y)


def position_at(data: ChartData, x: float, width: float) -> int:
    """The position (0 .. turns) nearest to a click at x."""
    return nearest(x, len(data.blue_chances), width, PAD_X)


def draw_chart(ctx, data: ChartData, width: float, height: float, shown: int | None,
               theme: str = "light") -> None:
    """Draw the whole chart; `shown` is the position on the board (a vertical line)."""
    ink = CHART_INK[theme]
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = ink["back"]
    ctx.fillRect(0, 0, width, height)
    mid = y_of(0.5, height, PAD_Y)
    if len(data.blue_chances) >= 2:
        points = [point(data, k, width, height) for k in range(len(data.blue_chances))]
        for side, colour in (("blue", ink["blue"]), ("red", ink["red"])):
            ctx.save()
            ctx.beginPath()
            if side == "blue":
                ctx.rect(0, 0, width, mid)
            else:
                ctx.rect(0, mid, width, height - mid)
            ctx.clip()
            ctx.beginPath()
            ctx.moveTo(points[0][0], mid)
            for x, y in points:
                ctx.lineTo(x, y)
            ctx.lineTo(points[-1][0], mid)
            ctx.closePath()
            ctx.fillStyle = colour
            ctx.fill()
            ctx.restore()
        ctx.beginPath()
        ctx.moveTo(*points[0])
        for x, y in points[1:]:
            ctx.lineTo(x, y)
        ctx.strokeStyle = ink["curve"]
        ctx.lineWidth = 1.5
        ctx.stroke()
        for i, mark in enumerate(data.marks):
            if mark is None:
                continue
            x, y = points[i + 1]
            ctx.beginPath()
            ctx.arc(x, y, 4 if mark == "blunder" else 3.2, 0, 6.2832)
            ctx.fillStyle = MARK_COLOURS[mark]
            ctx.fill()
    ctx.beginPath()
    ctx.moveTo(0, mid)
    ctx.lineTo(width, mid)
    ctx.strokeStyle = ink["line"]
    ctx.lineWidth = 1
    ctx.stroke()
    if shown is not None and 0 <= shown < len(data.blue_chances):
        x = point(data, shown, width, height)[0]
        ctx.beginPath()
        ctx.moveTo(x, 0)
        ctx.lineTo(x, height)
        ctx.strokeStyle = ink["now"]
        ctx.lineWidth = 2
        ctx.stroke()
