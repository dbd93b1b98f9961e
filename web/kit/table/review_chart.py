"""A table game's review chart: every seat's chance of winning along the game, one line a
seat (game/review.py's `chances`: a point at the start and one after each decision).

Pure Python: it only calls methods of the 2-D context it is given, so CPython's tests draw
it on a recording context. The lines differ by colour and by dash, so they read without
colour; a person's costly decisions get a dot on their line, and the step shown a vertical
line.
"""

from __future__ import annotations

from web.kit.chart_axes import nearest, x_of, y_of

PAD = 8.0
HEIGHT = 160  # the chart's height in CSS pixels
# Each seat's line: its colour in the light and the dark theme, and its dash (seat order).
LINES = (("#2f6fd6", "#6d9cf0", ()), ("#c0392b", "#f07a70", (6, 3)), ("#1e8449", "#7bd88f", (2, 3)),
         ("#8e44ad", "#c39bd3", (8, 3, 2, 3)), ("#b9770e", "#f5c96b", (10, 4)),
         ("#17202a", "#eee4d3", (3, 5)), ("#af601a", "#e59866", (1, 2)))
INK = {"light": {"back": "#fffaf0", "rule": "#c9b89c", "now": "#3b2f24", "costly": "#c81e1e"},
       "dark": {"back": "#28231d", "rule": "#6d5d4d", "now": "#eee4d3", "costly": "#ff6b5b"}}
DASH_WORDS = ("solid", "dashed", "dotted", "dash-dot", "long dashes", "spaced dots", "fine dots")


def point(chances, k: int, seat: int, width: float, height: float) -> tuple[float, float]:
    """Where seat `seat`'s chance after `k` decisions is drawn, in CSS pixels."""
    return x_of(k, len(chances), width, PAD), y_of(chances[k][seat], height, PAD)


def decision_at(chances, x: float, width: float) -> int:
    """The number of decisions (0 .. all) nearest to a click at x."""
    return nearest(x, len(chances), width, PAD)


def draw_chart(ctx, chances, costly, width: float, height: float, shown: int | None,
               theme: str = "light") -> None:
    """Draw the chart: `chances` (one tuple of every seat's chance a point), `costly` (seat,
    decision index) to mark, `shown` the number of decisions on the board (a vertical line)."""
    ink = INK[theme]
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = ink["back"]
    ctx.fillRect(0, 0, width, height)
    for level in (0.0, 0.5, 1.0):  # no chance, even, sure
        y = y_of(level, height, PAD)
        ctx.beginPath()
        ctx.moveTo(0, y)
        ctx.lineTo(width, y)
        ctx.strokeStyle = ink["rule"]
        ctx.lineWidth = 1
        ctx.setLineDash([])
        ctx.stroke()
    seats = len(chances[0]) if chances else 0
    for seat in range(seats):
        light, dark, dash = LINES[seat % len(LINES)]
        ctx.beginPath()
        ctx.moveTo(*point(chances, 0, seat, width, height))
        for k in range(1, len(chances)):
            ctx.lineTo(*point(chances, k, seat, width, height))
        ctx.strokeStyle = dark if theme == "dark" else light
        ctx.lineWidth = 2
        ctx.setLineDash(list(dash))
        ctx.stroke()
    ctx.setLineDash([])
    for seat, index in costly:
        x, y = point(chances, index + 1, seat, width, height)
        ctx.beginPath()
        ctx.arc(x, y, 4, 0, 6.2832)
        ctx.fillStyle = ink["costly"]
        ctx.fill()
    if shown is not None and chances:
        x = point(chances, max(0, min(len(chances) - 1, shown)), 0, width, height)[0]
        ctx.beginPath()
        ctx.moveTo(x, 0)
        ctx.lineTo(x, height)
        ctx.strokeStyle = ink["now"]
        ctx.lineWidth = 2
        ctx.stroke()


def line_words(seat: int) -> str:
    """How a seat's line looks, in words, for its legend: 'blue, solid'."""
    colours = ("blue", "red", "green", "purple", "amber", "black", "brown")
    return f"{colours[seat % len(colours)]}, {DASH_WORDS[seat % len(DASH_WORDS)]}"


def swatch_colour(seat: int, theme: str) -> str:
    """A seat's line colour in `theme`, for its legend's swatch."""
    light, dark, _dash = LINES[seat % len(LINES)]
    return dark if theme == "dark" else light
