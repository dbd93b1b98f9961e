"""Small shapes the boards' drawings are made of: polygons, rounded rectangles, arrows, rings,
dots.

Like the rest of the drawing code, it only calls methods of the canvas 2D
context it is given, so it runs in CPython against a stand-in context.
"""

from __future__ import annotations

import math

TAU = 2 * math.pi


def polyline(ctx, points) -> None:
    """Trace an open line through `points` (stroke it next)."""
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for p in points[1:]:
        ctx.lineTo(*p)


def path(ctx, points) -> None:
    """Trace a closed polygon through `points` (fill or stroke it next)."""
    polyline(ctx, points)
    ctx.closePath()


def rounded_rect(ctx, x: float, y: float, width: float, height: float, r: float) -> None:
    """Trace a rectangle with rounded corners (of radius r) as a new closed path."""
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.lineTo(x + width - r, y)
    ctx.quadraticCurveTo(x + width, y, x + width, y + r)
    ctx.lineTo(x + width, y + height - r)
    ctx.quadraticCurveTo(x + width, y + height, x + width - r, y + height)
    ctx.lineTo(x + r, y + height)
    ctx.quadraticCurveTo(x, y + height, x, y + height - r)
    ctx.lineTo(x, y + r)
    ctx.quadraticCurveTo(x, y, x + r, y)
    ctx.closePath()


def arrow(ctx, x1, y1, x2, y2, colour: str, width: float, dashed: bool = False) -> None:
    """An arrow from (x1, y1) to (x2, y2), its head at the end."""
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash([width * 1.6, width * 1.4] if dashed else [])
    angle = math.atan2(y2 - y1, x2 - x1)
    head = width * 3.2
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x2 - math.cos(angle) * head * 0.8, y2 - math.sin(angle) * head * 0.8)
    ctx.stroke()
    ctx.setLineDash([])
    path(ctx, [(x2, y2),
                (x2 - head * math.cos(angle - 0.45), y2 - head * math.sin(angle - 0.45)),
                (x2 - head * math.cos(angle + 0.45), y2 - head * math.sin(angle + 0.45))])
    ctx.fill()


def ring(ctx, layout, cell: int, colour: str, width: float, dashed: bool = False) -> None:
    """A circle around a cell."""
    x, y = layout.centres[cell]
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash([width * 1.5, width] if dashed else [])
    ctx.beginPath()
    ctx.arc(x, y, layout.radius * 0.82, 0, TAU)
    ctx.stroke()
    ctx.setLineDash([])


def dot(ctx, layout, cell: int, colour: str) -> None:
    """A filled dot in a cell's middle."""
    x, y = layout.centres[cell]
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.arc(x, y, layout.radius * 0.28, 0, TAU)
    ctx.fill()


def outlined_disc(ctx, x: float, y: float, r: float, fill: str, line: str, width: float) -> None:
    """A disc of radius r at (x, y), filled with `fill` and outlined in `line`, `width` wide
    (a badge's ground, a token, a marker)."""
    ctx.fillStyle = fill
    ctx.strokeStyle = line
    ctx.lineWidth = width
    ctx.beginPath()
    ctx.arc(x, y, r, 0, TAU)
    ctx.fill()
    ctx.stroke()


def centred_text(ctx, text: str, x: float, y: float, colour: str, font: str) -> None:
    """`text` in `colour` and `font` (a CSS font), centred on (x, y) both ways."""
    ctx.fillStyle = colour
    ctx.font = font
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(text, x, y)
