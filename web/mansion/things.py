"""The mansion's four objects and the spat's dice, drawn from paths, arcs and lines (our own
art): a silvered wind-up toy mouse, a red food bowl full of kibble, a tasselled lilac
pillow, a wrapped present with a bow; the Toy Mouse's coins in a little stack with their
number; a die with its pips.

Every function takes a centre (x, y) and a size (the cell's side, or the die's), and only
calls methods of the canvas 2-D context it is given.
"""

from __future__ import annotations

import math

from game.mansion import board
from web.kit.shapes import outlined_disc
from web.mansion.cats import draw_coin
from web.mansion.palette import INK

TAU = 2 * math.pi
OBJECT_COLOURS = ("#c9ced6", "#c8372d", "#b9a3e0", "#3a8f5a")  # mouse, bowl, pillow, present


def draw_toy_mouse(ctx, x: float, y: float, c: float) -> None:
    """The Toy Mouse: a silver body facing left, a round ear, a pink nose, a curly tail and a
    wind-up key on its back."""
    r = c * 0.3
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.beginPath()  # the tail
    ctx.moveTo(x + r * 0.95, y + r * 0.3)
    ctx.quadraticCurveTo(x + r * 1.5, y + r * 0.5, x + r * 1.25, y - r * 0.1)
    ctx.quadraticCurveTo(x + r * 1.05, y - r * 0.5, x + r * 1.4, y - r * 0.6)
    ctx.stroke()
    ctx.fillStyle = "#9aa1ab"  # the key
    ctx.beginPath()
    ctx.moveTo(x + r * 0.2, y - r * 0.55)
    ctx.lineTo(x + r * 0.2, y - r * 0.85)
    ctx.stroke()
    for dx in (-0.16, 0.16):
        ctx.beginPath()
        ctx.ellipse(x + r * (0.2 + dx), y - r * 0.95, r * 0.16, r * 0.1, 0, 0, TAU)
        ctx.fill()
        ctx.stroke()
    ctx.fillStyle = OBJECT_COLOURS[board.MOUSE]  # the body: a teardrop, nose to the left
    ctx.beginPath()
    ctx.moveTo(x - r * 1.1, y + r * 0.15)
    ctx.quadraticCurveTo(x - r * 0.4, y - r * 0.75, x + r * 0.5, y - r * 0.55)
    ctx.quadraticCurveTo(x + r * 1.15, y - r * 0.3, x + r * 1.0, y + r * 0.45)
    ctx.lineTo(x - r * 0.6, y + r * 0.45)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#ffffff"  # a shine
    ctx.beginPath()
    ctx.ellipse(x + r * 0.25, y - r * 0.28, r * 0.28, r * 0.1, -0.3, 0, TAU)
    ctx.fill()
    ctx.fillStyle = "#dfe3e8"  # the ear
    ctx.beginPath()
    ctx.arc(x - r * 0.45, y - r * 0.42, r * 0.26, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#e07f8c"
    ctx.beginPath()
    ctx.arc(x - r * 1.1, y + r * 0.12, r * 0.12, 0, TAU)  # the nose
    ctx.fill()
    ctx.fillStyle = INK
    ctx.beginPath()
    ctx.arc(x - r * 0.66, y - r * 0.08, max(0.7, r * 0.08), 0, TAU)  # the eye
    ctx.fill()


def draw_bowl(ctx, x: float, y: float, c: float) -> None:
    """The Food Bowl: a red bowl seen a little from above, heaped with brown kibble and a
    fish-bone on its side."""
    r = c * 0.34
    ctx.lineJoin = "round"
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.fillStyle = OBJECT_COLOURS[board.BOWL]
    ctx.beginPath()  # the bowl's side: a trapezoid with a round foot
    ctx.moveTo(x - r, y - r * 0.1)
    ctx.lineTo(x + r, y - r * 0.1)
    ctx.quadraticCurveTo(x + r * 0.85, y + r * 0.7, x + r * 0.55, y + r * 0.72)
    ctx.lineTo(x - r * 0.55, y + r * 0.72)
    ctx.quadraticCurveTo(x - r * 0.85, y + r * 0.7, x - r, y - r * 0.1)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#7a4a1c"  # the kibble, heaped above the rim
    ctx.beginPath()
    ctx.ellipse(x, y - r * 0.12, r * 0.92, r * 0.3, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#b77a3c"
    for dx, dy in ((-0.5, -0.16), (-0.15, -0.3), (0.2, -0.18), (0.5, -0.24), (0.0, -0.05)):
        ctx.beginPath()
        ctx.arc(x + r * dx, y + r * dy, r * 0.11, 0, TAU)
        ctx.fill()
    ctx.strokeStyle = "#ffffff"  # a fish-bone on the bowl
    ctx.lineWidth = max(0.8, c * 0.025)
    ctx.beginPath()
    ctx.moveTo(x - r * 0.35, y + r * 0.35)
    ctx.lineTo(x + r * 0.35, y + r * 0.35)
    for dx in (-0.15, 0.05, 0.25):
        ctx.moveTo(x + r * dx, y + r * 0.2)
        ctx.lineTo(x + r * dx, y + r * 0.5)
    ctx.stroke()


def draw_pillow(ctx, x: float, y: float, c: float) -> None:
    """The Pillow: a puffy lilac oblong with a button in its middle and a tassel at each
    corner."""
    w, h = c * 0.4, c * 0.27
    ctx.lineJoin = "round"
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.fillStyle = "#8a6fc4"
    for sx in (-1, 1):  # tassels
        for sy in (-1, 1):
            ctx.beginPath()
            ctx.arc(x + sx * w * 1.02, y + sy * h * 1.02, c * 0.05, 0, TAU)
            ctx.fill()
    ctx.fillStyle = OBJECT_COLOURS[board.PILLOW]
    ctx.beginPath()
    ctx.moveTo(x - w, y - h)
    ctx.quadraticCurveTo(x, y - h * 0.6, x + w, y - h)
    ctx.quadraticCurveTo(x + w * 0.8, y, x + w, y + h)
    ctx.quadraticCurveTo(x, y + h * 0.6, x - w, y + h)
    ctx.quadraticCurveTo(x - w * 0.8, y, x - w, y - h)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.strokeStyle = "rgba(60, 30, 90, 0.45)"  # creases to the button
    ctx.lineWidth = max(0.7, c * 0.02)
    ctx.beginPath()
    for sx in (-1, 1):
        for sy in (-1, 1):
            ctx.moveTo(x, y)
            ctx.lineTo(x + sx * w * 0.55, y + sy * h * 0.5)
    ctx.stroke()
    ctx.fillStyle = "#5a3f8f"
    ctx.beginPath()
    ctx.arc(x, y, c * 0.045, 0, TAU)
    ctx.fill()


def draw_present(ctx, x: float, y: float, c: float) -> None:
    """The Present: a green box tied with a gold ribbon and a bow on top."""
    s = c * 0.32
    ctx.lineJoin = "round"
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.fillStyle = OBJECT_COLOURS[board.PRESENT]
    ctx.beginPath()
    ctx.moveTo(x - s, y - s * 0.55)
    ctx.lineTo(x + s, y - s * 0.55)
    ctx.lineTo(x + s, y + s)
    ctx.lineTo(x - s, y + s)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#4fae71"  # the lid
    ctx.beginPath()
    ctx.moveTo(x - s * 1.1, y - s * 0.8)
    ctx.lineTo(x + s * 1.1, y - s * 0.8)
    ctx.lineTo(x + s * 1.1, y - s * 0.45)
    ctx.lineTo(x - s * 1.1, y - s * 0.45)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#f2c230"  # the ribbon
    ctx.fillRect(x - s * 0.16, y - s * 0.8, s * 0.32, s * 1.8)
    ctx.fillRect(x - s, y + s * 0.15, s * 2, s * 0.26)
    for side in (-1, 1):  # the bow: two loops
        ctx.beginPath()
        ctx.moveTo(x, y - s * 0.8)
        ctx.quadraticCurveTo(x + side * s * 0.9, y - s * 1.55, x + side * s * 0.55, y - s * 0.8)
        ctx.closePath()
        ctx.fill()
        ctx.stroke()


DRAWERS = (draw_toy_mouse, draw_bowl, draw_pillow, draw_present)


def draw_object(ctx, obj: int, x: float, y: float, c: float, disc: str = "rgba(255, 255, 255, 0.55)") -> None:
    """One of the four objects (board.MOUSE, BOWL, PILLOW, PRESENT) on a disc of colour
    `disc`, in a cell of side c centred at (x, y)."""
    outlined_disc(ctx, x, y, c * 0.46, disc, INK, max(0.8, c * 0.03))
    DRAWERS[obj](ctx, x, y, c)


def draw_coins(ctx, count: int, x: float, y: float, c: float, ink: str) -> None:
    """The Toy Mouse's coins: a little stack (up to three drawn) with their number beside it,
    `ink` the number's colour; nothing when none is left."""
    if count <= 0:
        return
    r = max(3.0, c * 0.11)
    for k in range(min(count, 3)):
        draw_coin(ctx, x, y - k * r * 0.55, r)
    ctx.fillStyle = ink
    ctx.font = f"800 {max(8.0, c * 0.28):.1f}px system-ui, sans-serif"
    ctx.textAlign = "left"
    ctx.textBaseline = "middle"
    ctx.fillText(str(count), x + r * 1.2, y - r * 0.3)


PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


def draw_die(ctx, value: int, x: float, y: float, size: float, colour: str = "#fffaf0",
             pip: str = INK) -> None:
    """A die showing `value` (1 to 6) as pips, `size` its side, centred at (x, y)."""
    h = size / 2
    k = size * 0.18
    ctx.fillStyle = colour
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, size * 0.05)
    ctx.beginPath()
    ctx.moveTo(x - h + k, y - h)
    ctx.lineTo(x + h - k, y - h)
    ctx.quadraticCurveTo(x + h, y - h, x + h, y - h + k)
    ctx.lineTo(x + h, y + h - k)
    ctx.quadraticCurveTo(x + h, y + h, x + h - k, y + h)
    ctx.lineTo(x - h + k, y + h)
    ctx.quadraticCurveTo(x - h, y + h, x - h, y + h - k)
    ctx.lineTo(x - h, y - h + k)
    ctx.quadraticCurveTo(x - h, y - h, x - h + k, y - h)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = pip
    for px, py in PIPS.get(int(value), ()):
        ctx.beginPath()
        ctx.arc(x + px * size * 0.26, y + py * size * 0.26, size * 0.09, 0, TAU)
        ctx.fill()
