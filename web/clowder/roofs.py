"""Clowder's roofs and Petunia's tower, drawn from paths, arcs and lines (our own art).

A whole roof is its colour (light tones, so the dark numbers keep their contrast in both
themes), three areas told apart by a faint tint (area 1 lightest, area 3 darkest) and
dividing lines, each area's number near the corner between its two edges, and the hex's
name at its west side. A broken roof is darker, cracked, with a hole and no areas. The tower
is a stone hexagon under a round purple roof with a gold star on top.

Only calls methods of the canvas 2-D context it is given.
"""

from __future__ import annotations

import math
import random

from game.clowder import board
from web.kit.shapes import TAU, centred_text, outlined_disc, path, polyline

ROOF_FILL = ("#ec8a76", "#8fb3ef", "#f3d05a")  # red, blue, yellow
ROOF_EDGE = "#3a2f2a"
AREA_TINT = ("rgba(255, 255, 255, 0.28)", None, "rgba(40, 20, 10, 0.1)")  # areas 1, 2, 3
TEXT_INK = "#1d1a22"  # on every roof tone: contrast ≥ 6:1
BROKEN_INK = "#f1ece4"
SHRINK = 0.955  # roofs are drawn a little smaller than their hex: streets between them


def mix(colour: str, other: str, t: float) -> str:
    """`colour` moved a fraction t toward `other` (both '#rrggbb'), as '#rrggbb'."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def broken_fill(colour: int) -> str:
    """A broken roof's colour: its own, darkened toward slate."""
    return mix(ROOF_FILL[colour % 3], "#3b3542", 0.68)


def draw_roof(ctx, layout, hex_: int, colour: int, rotation: int, names: bool = True,
              broken: float = 0.0, areas: bool = True) -> None:
    """A roof: colour, areas, numbers and name; `broken` (0 to 1) draws it cracking (1 is
    broken: dark, cracked, no areas); `areas` False leaves the areas out."""
    s = layout.size
    fill = ROOF_FILL[colour % 3] if broken <= 0 else mix(ROOF_FILL[colour % 3], "#3b3542", 0.68 * broken)
    ctx.fillStyle = fill
    ctx.strokeStyle = ROOF_EDGE
    ctx.lineWidth = max(1.0, s * 0.045)
    path(ctx, layout.corners(hex_, SHRINK))
    ctx.fill()
    ctx.stroke()
    shown = (1.0 - broken) if areas else 0.0
    if shown > 0:
        ctx.globalAlpha = shown
        _areas(ctx, layout, hex_, rotation)
        ctx.globalAlpha = 1.0
    if broken > 0:
        draw_cracks(ctx, layout, hex_, broken)
    if names:
        x, y = layout.centres[hex_]
        centred_text(ctx, board.hex_name(hex_), x - s * 0.6, y, TEXT_INK if broken < 0.5 else BROKEN_INK,
                     f"600 {max(9, round(s * 0.21))}px system-ui, sans-serif")


def _areas(ctx, layout, hex_: int, rotation: int) -> None:
    """The three areas' tints, the lines between them and their numbers."""
    s = layout.size
    for area in board.AREAS:
        tint = AREA_TINT[area - 1]
        if tint:
            ctx.fillStyle = tint
            path(ctx, layout.area_wedge(hex_, rotation, area, SHRINK * 0.97))
            ctx.fill()
    ctx.strokeStyle = "rgba(40, 28, 24, 0.5)"
    ctx.lineWidth = max(1.0, s * 0.035)
    ctx.beginPath()
    for area in board.AREAS:
        first, _ = board.area_edges(rotation, area)
        ctx.moveTo(*layout.corner(hex_, first, 0.5))
        ctx.lineTo(*layout.corner(hex_, first, SHRINK * 0.97))
    ctx.stroke()
    ctx.fillStyle = TEXT_INK
    ctx.font = f"700 {max(10, round(s * 0.3))}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for area in board.AREAS:
        ctx.fillText(str(area), *layout.area_anchor(hex_, rotation, area))


def highlight_area(ctx, layout, hex_: int, rotation: int, area: int, colour: str = "#ffd23f") -> None:
    """Mark the area a cat leaves through: its wedge glows and its two edges are drawn thick."""
    s = layout.size
    ctx.fillStyle = "rgba(255, 236, 120, 0.55)"
    path(ctx, layout.area_wedge(hex_, rotation, area, SHRINK))
    ctx.fill()
    first, _ = board.area_edges(rotation, area)
    points = [layout.corner(hex_, first + k, SHRINK) for k in range(3)]
    for stroke, width in ((ROOF_EDGE, 0.2), (colour, 0.11)):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(2.0, s * width)
        ctx.lineCap = "round"
        polyline(ctx, points)
        ctx.stroke()
    centred_text(ctx, str(area), *layout.area_anchor(hex_, rotation, area), TEXT_INK,
                 f"800 {max(11, round(s * 0.34))}px system-ui, sans-serif")


def _crack_lines(hex_: int) -> list[list[tuple[float, float]]]:
    """A broken roof's cracks in hex sizes from its centre: the same for the same hex."""
    rng = random.Random(1000 + hex_)
    lines = []
    start = rng.random() * TAU
    for i in range(4):
        angle = start + i * TAU / 4 + rng.uniform(-0.4, 0.4)
        points = [(0.0, 0.0)]
        for k in range(1, 5):
            d = 0.22 * k
            a = angle + rng.uniform(-0.35, 0.35)
            points.append((d * math.cos(a), d * math.sin(a)))
        lines.append(points)
    return lines


def draw_cracks(ctx, layout, hex_: int, progress: float = 1.0) -> None:
    """Cracks spreading from the roof's middle (their length grows with `progress`), a dark
    hole and two loose tiles."""
    x, y = layout.centres[hex_]
    s = layout.size
    p = max(0.0, min(1.0, progress))
    ctx.strokeStyle = "#15121a"
    ctx.lineWidth = max(1.0, s * 0.05)
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.beginPath()
    for line in _crack_lines(hex_):
        shown = line[:1 + max(1, round((len(line) - 1) * p))]
        ctx.moveTo(x + shown[0][0] * s, y + shown[0][1] * s)
        for ux, uy in shown[1:]:
            ctx.lineTo(x + ux * s, y + uy * s)
    ctx.stroke()
    if p < 0.5:
        return
    rng = random.Random(2000 + hex_)
    hole = [(x + s * 0.26 * (0.7 + 0.3 * rng.random()) * math.cos(TAU * k / 7),
             y + s * 0.22 * (0.7 + 0.3 * rng.random()) * math.sin(TAU * k / 7)) for k in range(7)]
    ctx.globalAlpha = min(1.0, (p - 0.5) * 2)
    ctx.fillStyle = "#100d14"
    path(ctx, hole)
    ctx.fill()
    ctx.fillStyle = "rgba(255, 255, 255, 0.18)"
    for dx, dy in ((0.42, 0.4), (-0.3, -0.5)):
        tx, ty = x + dx * s, y + dy * s
        path(ctx, [(tx - s * 0.1, ty - s * 0.05), (tx + s * 0.08, ty - s * 0.09),
                   (tx + s * 0.11, ty + s * 0.06), (tx - s * 0.06, ty + s * 0.09)])
        ctx.fill()
    ctx.globalAlpha = 1.0


def draw_tower(ctx, layout, hex_: int = board.TOWER) -> None:
    """Petunia's tower: a stone hexagon, a round purple roof with seams, a gold star on top."""
    x, y = layout.centres[hex_]
    s = layout.size
    ctx.fillStyle = "#b9b0a2"
    ctx.strokeStyle = ROOF_EDGE
    ctx.lineWidth = max(1.0, s * 0.045)
    path(ctx, layout.corners(hex_, SHRINK))
    ctx.fill()
    ctx.stroke()
    ctx.strokeStyle = "rgba(60, 50, 40, 0.35)"  # a ring of stones under the roof
    ctx.lineWidth = max(1.0, s * 0.03)
    ctx.beginPath()
    for k in range(12):
        a = TAU * k / 12
        ctx.moveTo(x + s * 0.72 * math.cos(a), y + s * 0.72 * math.sin(a))
        ctx.lineTo(x + s * 0.86 * math.cos(a), y + s * 0.86 * math.sin(a))
    ctx.stroke()
    r = s * 0.72
    ctx.fillStyle = "rgba(0, 0, 0, 0.25)"
    ctx.beginPath()
    ctx.arc(x + s * 0.04, y + s * 0.06, r, 0, TAU)
    ctx.fill()
    outlined_disc(ctx, x, y, r, "#6b4fa0", "#2a1f3d", max(1.0, s * 0.05))
    ctx.fillStyle = "#8a6cc2"  # the lit half of the cone
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.arc(x, y, r, math.pi * 0.9, math.pi * 1.6)
    ctx.closePath()
    ctx.fill()
    ctx.strokeStyle = "rgba(30, 20, 50, 0.55)"
    ctx.lineWidth = max(1.0, s * 0.025)
    ctx.beginPath()
    for k in range(10):  # seams running up to the point
        a = TAU * k / 10
        ctx.moveTo(x + r * math.cos(a), y + r * math.sin(a))
        ctx.lineTo(x + r * 0.12 * math.cos(a), y + r * 0.12 * math.sin(a))
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(x, y, r * 0.55, 0, TAU)
    ctx.stroke()
    ctx.fillStyle = "#f2c230"
    ctx.strokeStyle = "#5a4310"
    ctx.lineWidth = max(0.8, s * 0.025)
    ctx.beginPath()
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        d = s * (0.2 if i % 2 == 0 else 0.08)
        (ctx.moveTo if i == 0 else ctx.lineTo)(x + d * math.cos(a), y + d * math.sin(a))
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
