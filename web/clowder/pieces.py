"""Clowder's pieces, drawn from paths, arcs and lines: our own art, in the pageant's style
(round faces, dark outlines, soft colours).

- The players' cats (`draw_cat_icon`): each seat's cats sit on a token of their own shape
  and have their own coat, so they are told apart without colour (and in greyscale):
  seat 1 a grey plain cat with a round yellow ear tag on a round token; seat 2 a ginger
  tabby (dark stripes) on a rounded square; seat 3 a black cat with a white bib and muzzle
  on a diamond; seat 4 a white cat with dark patches (one ear, one eye) on a scalloped
  token.
- Nyx (`draw_nyx`): a black wild cat with tufted lynx ears, a white crescent on her brow,
  glowing eyes, in a purple glow with little stars: no token, so she never looks owned.
- Treats (`draw_treat`), on a small cream plate: red = a fish, blue = a drop, yellow = a
  star, so their shape says their colour.
- Keys (`draw_key`): a key in the colour, its bow holding that colour's treat shape.
- A life marker (`draw_life`): a paw print; a number token (`draw_number_token`).

Every function takes the centre (x, y) and a size (the piece's radius, in pixels) and only
calls methods of the canvas 2-D context it is given.
"""

from __future__ import annotations

import math

from web.kit.shapes import TAU, centred_text, outlined_disc, path

INK = "#241f2b"  # outlines
SEAT_COLOURS = ("#1f7f8c", "#3c8a2e", "#c23a78", "#3d4fb0")  # the tokens under the cats
SEAT_SHAPES = ("round", "square", "diamond", "scalloped")
COATS = ("a grey cat with a round ear tag", "a ginger tabby", "a black cat with a white bib",
         "a white cat with dark patches")
FUR = ("#aab0ba", "#ec9a45", "#29252e", "#f7f3ea")
TREAT_COLOURS = ("#d8432f", "#2f6fd6", "#f0bd1a")  # red, blue, yellow (clowder's COLOURS)
TREAT_SHAPES = ("fish", "drop", "star")
NYX_GLOW = "#9b5de5"


def token_path(ctx, seat: int, x: float, y: float, r: float) -> None:
    """The outline of a seat's token as the current path: round, rounded square, diamond,
    scalloped."""
    ctx.beginPath()
    shape = SEAT_SHAPES[seat % 4]
    if shape == "round":
        ctx.arc(x, y, r, 0, TAU)
    elif shape == "square":
        h, k = r * 0.86, r * 0.3
        ctx.moveTo(x - h + k, y - h)
        for cx, cy, start in ((x + h - k, y - h + k, -0.5), (x + h - k, y + h - k, 0.0),
                              (x - h + k, y + h - k, 0.5), (x - h + k, y - h + k, 1.0)):
            ctx.arc(cx, cy, k, start * math.pi, (start + 0.5) * math.pi)
    elif shape == "diamond":
        r2 = r * 1.12
        ctx.moveTo(x, y - r2)
        ctx.lineTo(x + r2, y)
        ctx.lineTo(x, y + r2)
        ctx.lineTo(x - r2, y)
    else:  # eight bumps round a circle
        bumps = 8
        for i in range(bumps):
            a = TAU * i / bumps
            ctx.arc(x + r * 0.8 * math.cos(a), y + r * 0.8 * math.sin(a), r * 0.24,
                    a - math.pi / 2, a + math.pi / 2)
    ctx.closePath()


def draw_cat_icon(ctx, seat: int, x: float, y: float, size: float, ring: str | None = None) -> None:
    """One of a seat's cats (seat 0 to 3): its token, then its face; `ring`, a colour, draws
    a highlight round the token."""
    r = size
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.fillStyle = "rgba(0, 0, 0, 0.25)"
    token_path(ctx, seat, x + r * 0.06, y + r * 0.1, r)
    ctx.fill()
    if ring:
        ctx.strokeStyle = ring
        ctx.lineWidth = max(2.0, r * 0.3)
        token_path(ctx, seat, x, y, r)
        ctx.stroke()
    ctx.fillStyle = SEAT_COLOURS[seat % 4]
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, r * 0.08)
    token_path(ctx, seat, x, y, r)
    ctx.fill()
    ctx.stroke()
    _face(ctx, seat % 4, x, y + r * 0.1, r * 0.62)


def _ears(ctx, x, y, r, fur, inner, tall=1.0, tufts=False) -> None:
    for side in (-1, 1):
        ctx.fillStyle = fur
        path(ctx, [(x + side * r * 0.92, y - r * 0.28), (x + side * r * 0.78, y - r * 1.28 * tall),
                    (x + side * r * 0.22, y - r * 0.82)])
        ctx.fill()
        ctx.stroke()
        ctx.fillStyle = inner
        path(ctx, [(x + side * r * 0.78, y - r * 0.42), (x + side * r * 0.74, y - r * 1.02 * tall),
                    (x + side * r * 0.42, y - r * 0.76)])
        ctx.fill()
        if tufts:
            ctx.beginPath()
            ctx.moveTo(x + side * r * 0.78, y - r * 1.28 * tall)
            ctx.lineTo(x + side * r * 0.84, y - r * 1.6 * tall)
            ctx.stroke()


def _face(ctx, seat: int, x: float, y: float, r: float) -> None:
    """A cat's face in a seat's coat, centred on (x, y), head radius r."""
    fur = FUR[seat]
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, r * 0.1)
    _ears(ctx, x, y, r, fur, "#e8a0a8" if seat != 2 else "#6b4a57")
    if seat == 3:  # a dark ear
        ctx.fillStyle = "#4a3b30"
        path(ctx, [(x + r * 0.92, y - r * 0.28), (x + r * 0.78, y - r * 1.28), (x + r * 0.22, y - r * 0.82)])
        ctx.fill()
        ctx.stroke()
    ctx.fillStyle = fur
    ctx.beginPath()
    ctx.ellipse(x, y, r, r * 0.88, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    if seat == 1:  # tabby stripes: three on the brow, two on each cheek
        ctx.strokeStyle = "#9c4f17"
        ctx.lineWidth = max(1.0, r * 0.12)
        ctx.beginPath()
        for dx in (-0.22, 0.0, 0.22):
            ctx.moveTo(x + r * dx, y - r * 0.82)
            ctx.lineTo(x + r * dx * 0.8, y - r * 0.5)
        for side in (-1, 1):
            for dy in (0.05, 0.3):
                ctx.moveTo(x + side * r * 0.98, y + r * dy)
                ctx.lineTo(x + side * r * 0.66, y + r * (dy + 0.04))
        ctx.stroke()
    elif seat == 2:  # a white bib and muzzle
        ctx.fillStyle = "#f4f1ea"
        ctx.beginPath()
        ctx.ellipse(x, y + r * 0.46, r * 0.46, r * 0.36, 0, 0, TAU)
        ctx.fill()
    elif seat == 3:  # a patch over the right eye
        ctx.fillStyle = "#4a3b30"
        ctx.beginPath()
        ctx.ellipse(x + r * 0.38, y - r * 0.14, r * 0.34, r * 0.3, -0.3, 0, TAU)
        ctx.fill()
    eye = "#e9d84a" if seat == 2 else INK
    for side in (-1, 1):
        ctx.fillStyle = eye
        ctx.beginPath()
        ctx.ellipse(x + side * r * 0.36, y - r * 0.12, r * 0.13, r * 0.17, 0, 0, TAU)
        ctx.fill()
        ctx.fillStyle = "#ffffff" if seat != 2 else INK
        ctx.beginPath()
        ctx.arc(x + side * r * 0.36 + r * 0.04, y - r * 0.17, r * 0.05, 0, TAU)
        ctx.fill()
    ctx.fillStyle = "#e58f9e"
    path(ctx, [(x - r * 0.12, y + r * 0.18), (x + r * 0.12, y + r * 0.18), (x, y + r * 0.32)])
    ctx.fill()
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.06)
    ctx.beginPath()  # the mouth
    ctx.moveTo(x, y + r * 0.32)
    ctx.lineTo(x, y + r * 0.4)
    ctx.moveTo(x - r * 0.16, y + r * 0.46)
    ctx.lineTo(x, y + r * 0.4)
    ctx.lineTo(x + r * 0.16, y + r * 0.46)
    ctx.stroke()
    if seat == 0:  # the round ear tag on the left ear
        ctx.fillStyle = "#f2c230"
        ctx.lineWidth = max(0.8, r * 0.07)
        ctx.beginPath()
        ctx.arc(x - r * 0.7, y - r * 0.62, r * 0.2, 0, TAU)
        ctx.fill()
        ctx.stroke()


def _sparkle(ctx, x: float, y: float, r: float, colour: str) -> None:
    """A four-pointed star."""
    ctx.fillStyle = colour
    ctx.beginPath()
    for i in range(8):
        a = TAU * i / 8 - math.pi / 2
        d = r if i % 2 == 0 else r * 0.32
        (ctx.moveTo if i == 0 else ctx.lineTo)(x + d * math.cos(a), y + d * math.sin(a))
    ctx.closePath()
    ctx.fill()


def draw_nyx(ctx, x: float, y: float, size: float, ring: str | None = None) -> None:
    """Nyx, the wild cat: a purple glow with stars, a black face with tufted ears, a white
    crescent and glowing eyes. `ring` draws a highlight round her."""
    r = size
    for k, alpha in ((1.0, 0.16), (0.86, 0.2), (0.72, 0.26)):
        ctx.fillStyle = f"rgba(155, 93, 229, {alpha})"
        ctx.beginPath()
        ctx.arc(x, y, r * k, 0, TAU)
        ctx.fill()
    if ring:
        ctx.strokeStyle = ring
        ctx.lineWidth = max(2.0, r * 0.22)
        ctx.beginPath()
        ctx.arc(x, y, r, 0, TAU)
        ctx.stroke()
    for dx, dy, k in ((-0.78, -0.5, 0.2), (0.8, -0.42, 0.16), (0.7, 0.62, 0.14), (-0.72, 0.56, 0.12)):
        _sparkle(ctx, x + r * dx, y + r * dy, r * k, "#fff3b0")
    h = r * 0.6
    cy = y + r * 0.14
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.strokeStyle = "#c9a6ff"
    ctx.lineWidth = max(1.0, h * 0.1)
    _ears(ctx, x, cy, h, "#15121c", "#5a2d82", tall=1.15, tufts=True)
    ctx.fillStyle = "#15121c"
    ctx.beginPath()  # a narrower, wilder face
    ctx.ellipse(x, cy, h * 0.96, h * 0.84, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = max(1.0, h * 0.09)
    ctx.beginPath()  # the crescent on her brow
    ctx.arc(x, cy - h * 0.5, h * 0.2, math.pi * 0.15, math.pi * 0.85)
    ctx.stroke()
    for side in (-1, 1):  # slanted glowing eyes
        ctx.fillStyle = "#c6f36b"
        path(ctx, [(x + side * h * 0.16, cy - h * 0.02), (x + side * h * 0.58, cy - h * 0.22),
                    (x + side * h * 0.52, cy + h * 0.06)])
        ctx.fill()
        ctx.fillStyle = "#15121c"
        ctx.beginPath()
        ctx.ellipse(x + side * h * 0.42, cy - h * 0.06, h * 0.035, h * 0.1, 0, 0, TAU)
        ctx.fill()
    ctx.fillStyle = "#9b5de5"
    path(ctx, [(x - h * 0.1, cy + h * 0.26), (x + h * 0.1, cy + h * 0.26), (x, cy + h * 0.38)])
    ctx.fill()
    ctx.strokeStyle = "rgba(230, 220, 255, 0.7)"
    ctx.lineWidth = max(0.6, h * 0.04)
    ctx.beginPath()
    for side in (-1, 1):
        for dy in (0.3, 0.44):
            ctx.moveTo(x + side * h * 0.3, cy + h * dy)
            ctx.lineTo(x + side * h * 1.15, cy + h * (dy + (dy - 0.36) * 1.5))
    ctx.stroke()


def treat_shape(ctx, colour: int, x: float, y: float, r: float) -> None:
    """The current path of a treat's shape (0 red fish, 1 blue drop, 2 yellow star) within
    radius r."""
    ctx.beginPath()
    if colour == 0:  # a fish swimming left: a body, a forked tail
        ctx.ellipse(x - r * 0.18, y, r * 0.62, r * 0.4, 0, 0, TAU)
        ctx.moveTo(x + r * 0.3, y)
        ctx.lineTo(x + r * 0.9, y - r * 0.42)
        ctx.lineTo(x + r * 0.78, y)
        ctx.lineTo(x + r * 0.9, y + r * 0.42)
        ctx.closePath()
    elif colour == 1:  # a drop, its point up
        ctx.moveTo(x, y - r * 0.95)
        ctx.quadraticCurveTo(x + r * 0.2, y - r * 0.5, x + r * 0.58, y + r * 0.1)
        ctx.arc(x, y + r * 0.3, r * 0.61, -0.33, math.pi + 0.33)
        ctx.quadraticCurveTo(x - r * 0.2, y - r * 0.5, x, y - r * 0.95)
        ctx.closePath()
    else:  # a five-pointed star
        for i in range(10):
            a = -math.pi / 2 + math.pi * i / 5
            d = r * (0.95 if i % 2 == 0 else 0.42)
            (ctx.moveTo if i == 0 else ctx.lineTo)(x + d * math.cos(a), y + d * math.sin(a) + r * 0.06)
        ctx.closePath()


def draw_treat(ctx, colour: int, x: float, y: float, size: float, plate: bool = True) -> None:
    """A treat of a colour (0 red, 1 blue, 2 yellow) on a cream plate of radius `size`:
    red a fish, blue a drop, yellow a star."""
    r = size
    ctx.lineJoin = "round"
    if plate:
        outlined_disc(ctx, x, y, r, "#fffaf0", INK, max(0.8, r * 0.1))
        r *= 0.78
    ctx.fillStyle = TREAT_COLOURS[colour]
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.1)
    treat_shape(ctx, colour, x, y, r)
    ctx.fill()
    ctx.stroke()
    if colour == 0:  # the fish's eye
        ctx.fillStyle = INK
        ctx.beginPath()
        ctx.arc(x - r * 0.5, y - r * 0.06, max(0.6, r * 0.08), 0, TAU)
        ctx.fill()


def draw_key(ctx, colour: int, x: float, y: float, size: float) -> None:
    """A key of a colour (0 red, 1 blue, 2 yellow): a round bow holding the colour's treat
    shape, a shaft and two teeth, within radius `size`."""
    r = size
    ctx.lineJoin = "round"
    ctx.lineCap = "round"
    ctx.fillStyle = TREAT_COLOURS[colour]
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, r * 0.1)
    bx = x - r * 0.5
    ctx.beginPath()  # shaft and teeth as one outline
    ctx.moveTo(bx + r * 0.3, y - r * 0.1)
    ctx.lineTo(x + r * 0.95, y - r * 0.1)
    ctx.lineTo(x + r * 0.95, y + r * 0.38)
    ctx.lineTo(x + r * 0.75, y + r * 0.38)
    ctx.lineTo(x + r * 0.75, y + r * 0.12)
    ctx.lineTo(x + r * 0.55, y + r * 0.12)
    ctx.lineTo(x + r * 0.55, y + r * 0.3)
    ctx.lineTo(x + r * 0.38, y + r * 0.3)
    ctx.lineTo(x + r * 0.38, y + r * 0.12)
    ctx.lineTo(bx + r * 0.3, y + r * 0.12)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(bx, y, r * 0.46, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#fffaf0"
    ctx.beginPath()
    ctx.arc(bx, y, r * 0.3, 0, TAU)
    ctx.fill()
    ctx.fillStyle = TREAT_COLOURS[colour]
    ctx.lineWidth = max(0.6, r * 0.05)
    treat_shape(ctx, colour, bx, y, r * 0.24)
    ctx.fill()
    ctx.stroke()


def draw_life(ctx, x: float, y: float, size: float, colour: str = "#c23a3a") -> None:
    """A life marker: a paw print (a pad and four toes) within radius `size`."""
    r = size
    ctx.fillStyle = colour
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.08)
    ctx.beginPath()
    ctx.ellipse(x, y + r * 0.3, r * 0.42, r * 0.36, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    for dx, dy in ((-0.62, -0.12), (-0.24, -0.52), (0.24, -0.52), (0.62, -0.12)):
        ctx.beginPath()
        ctx.ellipse(x + r * dx, y + r * dy, r * 0.17, r * 0.22, dx * 0.6, 0, TAU)
        ctx.fill()
        ctx.stroke()


def draw_number_token(ctx, number: int, x: float, y: float, size: float,
                      used: bool = False) -> None:
    """A movement token 1, 2 or 3: a wooden disc with its digit and as many pips; `used`
    (last round's, not allowed now) draws it faded and struck through."""
    r = size
    ctx.globalAlpha = 0.4 if used else 1.0
    outlined_disc(ctx, x, y, r, "#e7c79a", INK, max(1.0, r * 0.08))
    centred_text(ctx, str(number), x, y - r * 0.1, INK,
                 f"700 {max(8, int(r * 1.05))}px system-ui, sans-serif")
    for i in range(number):
        ctx.beginPath()
        ctx.arc(x + (i - (number - 1) / 2) * r * 0.32, y + r * 0.62, max(0.8, r * 0.09), 0, TAU)
        ctx.fill()
    if used:
        ctx.beginPath()
        ctx.moveTo(x - r * 0.8, y + r * 0.8)
        ctx.lineTo(x + r * 0.8, y - r * 0.8)
        ctx.stroke()
    ctx.globalAlpha = 1.0
