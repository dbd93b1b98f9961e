"""The pieces, drawn from circles, arcs and lines: our own art.

Only calls methods of the canvas 2D context it is given.
"""

from __future__ import annotations

import math

from game.catherders import CAT, is_herder, owner
from web.kit.shapes import TAU, path

PLAYER_FILL = ("#2f6fd6", "#d8433b")
PLAYER_LIGHT = ("#cfe0ff", "#ffd6d2")
PLAYER_DARK = ("#173e80", "#7d1f1a")


def draw_piece(ctx, piece: int, x: float, y: float, r: float) -> None:
    """Draw a herder (game.catherders.herder(BLUE) or herder(RED)) or a cat (game.catherders.CAT)
    centred on (x, y)."""
    if piece == CAT:
        draw_cat(ctx, x, y, r * 0.78)
    elif is_herder(piece):
        draw_herder(ctx, owner(piece), x, y, r * 0.7)


def token_path(ctx, player: int, x: float, y: float, r: float) -> None:
    """The token's outline as the current path: blue round, red a rounded square, so the
    sides differ in shape as well as colour (for players who do not see the colours)."""
    ctx.beginPath()
    if player == 0:
        ctx.arc(x, y, r, 0, TAU)
        return
    h, k = r * 0.9, r * 0.32  # half side and corner radius of the square
    ctx.moveTo(x - h + k, y - h)
    for cx, cy, start in ((x + h - k, y - h + k, -0.5), (x + h - k, y + h - k, 0.0),
                          (x - h + k, y + h - k, 0.5), (x - h + k, y - h + k, 1.0)):
        ctx.arc(cx, cy, k, start * math.pi, (start + 0.5) * math.pi)
    ctx.closePath()


def draw_herder(ctx, player: int, x: float, y: float, r: float) -> None:
    """A herder: a coloured token (blue round, red square) with a light figure (head and
    shoulders)."""
    ctx.fillStyle = "rgba(0, 0, 0, 0.22)"
    token_path(ctx, player, x + r * 0.08, y + r * 0.12, r)
    ctx.fill()
    ctx.fillStyle = PLAYER_FILL[player]
    ctx.strokeStyle = PLAYER_DARK[player]
    ctx.lineWidth = max(1.0, r * 0.12)
    token_path(ctx, player, x, y, r)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = PLAYER_LIGHT[player]
    ctx.beginPath()
    ctx.arc(x, y - r * 0.28, r * 0.26, 0, TAU)
    ctx.fill()
    ctx.beginPath()
    ctx.arc(x, y + r * 0.52, r * 0.46, math.pi, TAU)
    ctx.closePath()
    ctx.fill()


def draw_cat(ctx, x: float, y: float, r: float) -> None:
    """A grumpy cat's face: round head, two ears, heavy brows, a frown, whiskers."""
    fur, dark, inner = "#e9d8bb", "#6b4a34", "#c98f7a"
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.fillStyle = "rgba(0, 0, 0, 0.2)"
    ctx.beginPath()
    ctx.arc(x + r * 0.06, y + r * 0.12, r * 0.86, 0, TAU)
    ctx.fill()
    for side in (-1, 1):  # ears
        ctx.fillStyle = fur
        ctx.strokeStyle = dark
        ctx.lineWidth = max(1.0, r * 0.08)
        path(ctx, [(x + side * r * 0.78, y - r * 0.2), (x + side * r * 0.62, y - r * 1.02),
                    (x + side * r * 0.18, y - r * 0.68)])
        ctx.fill()
        ctx.stroke()
        ctx.fillStyle = inner
        path(ctx, [(x + side * r * 0.64, y - r * 0.34), (x + side * r * 0.58, y - r * 0.8),
                    (x + side * r * 0.32, y - r * 0.6)])
        ctx.fill()
    ctx.fillStyle = fur
    ctx.strokeStyle = dark
    ctx.beginPath()
    ctx.ellipse(x, y, r * 0.84, r * 0.74, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#c9b08b"  # darker mask around the eyes and nose
    ctx.beginPath()
    ctx.ellipse(x, y + r * 0.08, r * 0.5, r * 0.34, 0, 0, TAU)
    ctx.fill()
    ctx.lineWidth = max(1.0, r * 0.1)
    ctx.strokeStyle = dark
    for side in (-1, 1):
        ctx.fillStyle = "#f7e27a"  # eyes, half shut under the brows
        ctx.beginPath()
        ctx.ellipse(x + side * r * 0.32, y - r * 0.06, r * 0.15, r * 0.1, 0, 0, TAU)
        ctx.fill()
        ctx.fillStyle = dark
        ctx.beginPath()
        ctx.arc(x + side * r * 0.32, y - r * 0.04, r * 0.05, 0, TAU)
        ctx.fill()
        ctx.beginPath()  # brows slanting down toward the nose
        ctx.moveTo(x + side * r * 0.52, y - r * 0.26)
        ctx.lineTo(x + side * r * 0.14, y - r * 0.12)
        ctx.stroke()
    ctx.fillStyle = inner
    path(ctx, [(x - r * 0.09, y + r * 0.1), (x + r * 0.09, y + r * 0.1), (x, y + r * 0.2)])
    ctx.fill()
    ctx.lineWidth = max(1.0, r * 0.07)
    ctx.beginPath()  # the frown
    ctx.arc(x, y + r * 0.52, r * 0.22, math.pi * 1.15, math.pi * 1.85)
    ctx.stroke()
    ctx.strokeStyle = "rgba(60, 40, 30, 0.55)"
    ctx.lineWidth = max(0.6, r * 0.035)
    ctx.beginPath()
    for side in (-1, 1):
        for dy in (0.2, 0.32):
            ctx.moveTo(x + side * r * 0.28, y + r * dy)
            ctx.lineTo(x + side * r * 0.95, y + r * (dy + (dy - 0.26) * 1.2))
    ctx.stroke()
