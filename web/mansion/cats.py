"""The five cats of Cat's Mansion, drawn from paths, arcs and lines: our own art.

Each cat sits on a round light token (so even the black cat shows on a dark floor), rimmed
with its colour, and differs from the others by much more than colour:

- Brown: a tabby: stripes on its brow and cheeks and rings on its tail; tall pointed
  ears; its tail curls up on the right.
- Grey: plain grey with a white muzzle and chest; round-tipped ears; its tail straight out
  to the lower left.
- Black: all black with big green eyes; tall slender ears; its tail hooked high on the left.
- Orange Marmalade: swirls on its brow and cheeks; one ear folded; its tail wrapped round
  its front.
- Blue Persian: a round fluffy outline with a ruff, a flat face and copper eyes; small
  ears; a bushy plume of a tail on the right.

and by its letter (B, G, K, O, P) on a badge. A resting cat has its eyes shut and "z"s
beside it; a cat holding the Toy Mouse's coin shows it on its token.

A small cat (a token under SMALL pixels: the whole map on a phone) is drawn bolder
(`boldness`): its face bigger on its token, its eyes bigger, its coat's marks fewer and
thicker (the tabby's brow stripes and one on each cheek, the marmalade's one brow swirl), so
the coat still reads where hairline marks would blur into the fur.
Only calls methods of the canvas 2-D context it is given.
"""

from __future__ import annotations

import math

from web.kit.shapes import centred_text, outlined_disc, polyline
from web.mansion.palette import CAT_TRIM, INK, TOKEN
from web.mansion.rooms import CAT_LETTER

TAU = 2 * math.pi
FUR = ("#9a6a3f", "#a9aeb5", "#27232b", "#f0a048", "#a3b3d1")
MARKINGS = ("#4a2c17", "#ffffff", "#27232b", "#b8561a", "#7f92b8")  # stripes, bib, -, swirls, muzzle
RUFF = "#dfe6f2"  # the Persian's fluffy chest
EYES = ("#e0b020", "#e0b020", "#5fd068", "#e0b020", "#d2782d")
COATS = ("a brown tabby with striped brow and a tail curled up",
         "a plain grey cat with a white chest",
         "a black cat with green eyes and a hooked tail",
         "an orange marmalade cat with swirls and a folded ear",
         "a fluffy blue Persian with a bushy tail")
COIN = "#e8b923"
HEAD = 1.18  # the head's scale against the token (ears reach just over the rim)
SMALL = 14.0  # a token's radius, in CSS pixels, under which the cat is drawn bolder
BOLDEST = 2.0
BIGGER_HEAD = 0.2  # how much bigger the head is at the boldest


def boldness(r: float) -> float:
    """How much bolder a cat on a token of radius r is drawn: 1 from SMALL pixels up, growing
    as the token shrinks, to BOLDEST."""
    return min(BOLDEST, max(1.0, SMALL / max(r, 1.0)))


def _pts(x: float, y: float, r: float, points) -> list[tuple[float, float]]:
    return [(x + px * r, y + py * r) for px, py in points]


def _poly(ctx, points, close: bool = True) -> None:
    polyline(ctx, points)
    if close:
        ctx.closePath()


def _curve(ctx, points) -> None:
    """A smooth line through points (quadratic curves between their midpoints), as the path."""
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for i in range(1, len(points) - 1):
        mx, my = (points[i][0] + points[i + 1][0]) / 2, (points[i][1] + points[i + 1][1]) / 2
        if i == len(points) - 2:
            mx, my = points[-1]
        ctx.quadraticCurveTo(points[i][0], points[i][1], mx, my)
    if len(points) == 2:
        ctx.lineTo(*points[1])


TAILS = (  # each cat's tail, in token radii from the token's centre
    ((0.3, 0.5), (0.86, 0.36), (0.8, -0.12), (0.56, -0.2)),  # Brown: curled up on the right
    ((-0.2, 0.66), (-0.55, 0.66), (-0.88, 0.5)),  # Grey: straight out, lower left
    ((-0.22, 0.6), (-0.76, 0.42), (-0.8, -0.18), (-0.56, -0.3)),  # Black: hooked high, left
    ((-0.36, 0.5), (-0.62, 0.8), (-0.1, 0.86), (0.3, 0.8)),  # Orange: round its front
    ((0.4, 0.44), (0.7, 0.22), (0.74, -0.12)),  # Persian: a plume, right (drawn bushy)
)
EARS = (  # one ear (the left; the right mirrors it): outer base, tip, inner base
    ((-0.46, -0.12), (-0.44, -0.8), (-0.12, -0.38)),  # Brown: tall, pointed
    ((-0.46, -0.12), (-0.42, -0.64), (-0.12, -0.38)),  # Grey: round tips (drawn curved)
    ((-0.42, -0.16), (-0.54, -0.9), (-0.16, -0.38)),  # Black: tall, slender, outward
    ((-0.46, -0.12), (-0.42, -0.74), (-0.12, -0.38)),  # Orange (its right ear is folded)
    ((-0.56, -0.16), (-0.56, -0.66), (-0.26, -0.4)),  # Persian: small, wide apart
)


def _tail(ctx, cat: int, x: float, y: float, r: float) -> None:
    points = _pts(x, y, r, TAILS[cat])
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    if cat == 4:  # a bushy plume: overlapping puffs along the line
        for colour, grow in ((INK, 0.05), (FUR[4], 0.0)):
            ctx.fillStyle = colour
            for (px, py), k in zip(points, (0.16, 0.2, 0.17), strict=True):
                ctx.beginPath()
                ctx.arc(px, py, r * (k + grow), 0, TAU)
                ctx.fill()
        return
    for colour, width in ((INK, 0.27), (FUR[cat], 0.16)):
        ctx.strokeStyle = colour
        ctx.lineWidth = max(1.0, r * width)
        _curve(ctx, points)
        ctx.stroke()
    if cat == 0:  # tabby rings
        ctx.strokeStyle = MARKINGS[0]
        ctx.lineWidth = max(0.8, r * 0.06 * boldness(r))
        ctx.beginPath()
        for px, py in _pts(x, y, r, ((0.62, 0.5), (0.72, 0.3), (0.68, 0.1))):
            ctx.moveTo(px - r * 0.08, py - r * 0.02)
            ctx.lineTo(px + r * 0.08, py + r * 0.02)
        ctx.stroke()


def _ears(ctx, cat: int, x: float, y: float, r: float) -> None:
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.06)
    ctx.lineJoin = "round"
    for side in (-1, 1):
        (ox, oy), (tx, ty), (ix, iy) = EARS[cat]
        if cat == 3 and side == 1:  # Orange's right ear folds over: its tip points out and down
            tx, ty = -0.72, -0.46
        base_o, tip, base_i = ((x - side * px * r, y + py * r) for px, py in ((ox, oy), (tx, ty), (ix, iy)))
        ctx.fillStyle = FUR[cat]
        if cat == 1:  # rounded tips
            ctx.beginPath()
            ctx.moveTo(*base_o)
            ctx.quadraticCurveTo(tip[0] - side * r * 0.06, tip[1] - r * 0.12, base_i[0], base_i[1])
            ctx.closePath()
        else:
            _poly(ctx, [base_o, tip, base_i])
        ctx.fill()
        ctx.stroke()
        ctx.fillStyle = "#e8a0a8" if cat != 2 else "#6b4a57"  # the inside of the ear
        mx, my = (base_o[0] + base_i[0] + tip[0]) / 3, (base_o[1] + base_i[1] + tip[1]) / 3
        inner = [((px + mx) / 2, (py + my) / 2) for px, py in (base_o, tip, base_i)]
        _poly(ctx, inner)
        ctx.fill()


def _head(ctx, cat: int, x: float, y: float, r: float) -> None:
    ctx.fillStyle = FUR[cat]
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.06)
    if cat == 4:  # fluffy: a scalloped round outline
        bumps = 11
        ctx.beginPath()
        for i in range(bumps):
            a = TAU * i / bumps
            ctx.arc(x + r * 0.5 * math.cos(a), y + r * 0.48 * math.sin(a), r * 0.13,
                    a - math.pi / 2, a + math.pi / 2)
        ctx.closePath()
        ctx.fill()
        ctx.stroke()
        return
    ctx.beginPath()
    ctx.ellipse(x, y, r * 0.5, r * 0.44, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()


def _markings(ctx, cat: int, x: float, y: float, r: float, bold: float = 1.0) -> None:
    """The coat's pattern on the face: stripes, a white muzzle, swirls, a ruff; `bold` (over
    1: a small cat) makes the marks fewer and thicker."""
    ctx.lineCap = "round"
    few = bold > 1.2
    if cat == 0:  # tabby: three stripes on the brow, two on each cheek (one when small)
        ctx.strokeStyle = MARKINGS[0]
        ctx.lineWidth = max(0.9, r * 0.07 * bold)
        ctx.beginPath()
        for dx in (-0.14, 0.0, 0.14):
            ctx.moveTo(x + r * dx, y - r * 0.42)
            ctx.lineTo(x + r * dx * 0.7, y - r * 0.2)
        for side in (-1, 1):
            for dy in ((0.12,) if few else (0.06, 0.18)):
                ctx.moveTo(x + side * r * 0.48, y + r * dy)
                ctx.lineTo(x + side * r * 0.3, y + r * (dy + 0.02))
        ctx.stroke()
    elif cat == 1:  # a white muzzle
        ctx.fillStyle = MARKINGS[1]
        for side in (-1, 1):
            ctx.beginPath()
            ctx.ellipse(x + side * r * 0.1, y + r * 0.2, r * 0.14, r * 0.12, 0, 0, TAU)
            ctx.fill()
    elif cat == 3:  # swirls: a spiral on the brow and one on each cheek (the brow's only, when small)
        ctx.strokeStyle = MARKINGS[3]
        ctx.lineWidth = max(0.9, r * 0.06 * bold)
        swirls = ((0.0, -0.24, 0.15),) if few else ((0.0, -0.26, 0.12), (-0.32, 0.1, 0.09), (0.32, 0.1, 0.09))
        for cx, cy, k in swirls:
            ctx.beginPath()
            ctx.arc(x + r * cx, y + r * cy, r * k, 0, math.pi * 1.5)
            ctx.arc(x + r * cx + r * k * 0.3, y + r * cy, r * k * 0.5, math.pi * 1.5, math.pi * 0.4, True)
            ctx.stroke()
    elif cat == 4:  # a flat face: a darker muzzle round the nose
        ctx.fillStyle = MARKINGS[4]
        ctx.beginPath()
        ctx.ellipse(x, y + r * 0.16, r * 0.17, r * 0.11, 0, 0, TAU)
        ctx.fill()


def _eyes(ctx, cat: int, x: float, y: float, r: float, shut: bool, bold: float = 1.0) -> None:
    ctx.strokeStyle = INK if cat != 2 else "#d8d2c8"
    ctx.lineCap = "round"
    if shut:  # sleeping: two curved lines
        ctx.lineWidth = max(0.9, r * 0.06 * bold)
        ctx.beginPath()
        for side in (-1, 1):
            ctx.arc(x + side * r * 0.19, y - r * 0.04, r * 0.09, 0.15 * math.pi, 0.85 * math.pi)
        ctx.stroke()
        return
    big = (0.12 if cat in (2, 4) else 0.09) * math.sqrt(bold)
    for side in (-1, 1):
        ex, ey = x + side * r * 0.19, y - r * 0.03
        ctx.fillStyle = EYES[cat]
        ctx.beginPath()
        ctx.ellipse(ex, ey, r * big, r * big * 0.85, 0, 0, TAU)
        ctx.fill()
        ctx.fillStyle = INK
        ctx.beginPath()
        ctx.ellipse(ex, ey, r * big * 0.32, r * big * 0.8, 0, 0, TAU)
        ctx.fill()


def _nose(ctx, cat: int, x: float, y: float, r: float) -> None:
    ctx.fillStyle = "#e07f8c" if cat != 2 else "#8a5a66"
    k = 0.05 if cat == 4 else 0.07  # the Persian's flat face: a small nose
    _poly(ctx, [(x - r * k, y + r * 0.1), (x + r * k, y + r * 0.1), (x, y + r * (0.1 + k * 1.1))])
    ctx.fill()


def draw_token(ctx, cat: int, x: float, y: float, r: float, ring: str | None = None) -> None:
    """A cat's round light token, rimmed with its colour; `ring` draws a highlight round it."""
    ctx.fillStyle = "rgba(0, 0, 0, 0.28)"
    ctx.beginPath()
    ctx.arc(x + r * 0.06, y + r * 0.1, r, 0, TAU)
    ctx.fill()
    if ring:
        ctx.strokeStyle = ring
        ctx.lineWidth = max(2.0, r * 0.32)
        ctx.beginPath()
        ctx.arc(x, y, r * 1.14, 0, TAU)
        ctx.stroke()
    outlined_disc(ctx, x, y, r, TOKEN, INK, max(1.0, r * 0.07))
    ctx.strokeStyle = CAT_TRIM[cat]
    ctx.lineWidth = max(1.0, r * 0.12)
    ctx.beginPath()
    ctx.arc(x, y, r * 0.88, 0, TAU)
    ctx.stroke()


def draw_letter(ctx, cat: int, x: float, y: float, r: float) -> None:
    """The cat's letter (B, G, K, O, P) on a small dark badge at its token's lower right."""
    br = max(r * 0.34, 5.0)
    bx, by = x + r * 0.7, y + r * 0.7
    outlined_disc(ctx, bx, by, br, INK, "#ffffff", max(0.8, br * 0.16))
    centred_text(ctx, CAT_LETTER[cat], bx, by + br * 0.06, "#ffffff",
                 f"800 {max(7.5, br * 1.35):.1f}px system-ui, sans-serif")


def draw_coin(ctx, x: float, y: float, r: float) -> None:
    """A gold coin with a rim and a paw's pad stamped on it, radius r."""
    outlined_disc(ctx, x, y, r, COIN, INK, max(0.8, r * 0.14))
    ctx.fillStyle = "#a87a0c"
    ctx.beginPath()
    ctx.arc(x, y + r * 0.15, r * 0.32, 0, TAU)
    ctx.fill()


def draw_zzz(ctx, x: float, y: float, r: float, colour: str) -> None:
    """A sleeping cat's 'z z' rising to the upper right of (x, y)."""
    ctx.fillStyle = colour
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for k, (dx, dy) in enumerate(((0.0, 0.0), (0.5, -0.45))):
        ctx.font = f"800 {max(7.0, r * (0.55 + 0.2 * k)):.1f}px system-ui, sans-serif"
        ctx.fillText("z", x + dx * r, y + dy * r)


def draw_cat_icon(ctx, cat: int, x: float, y: float, r: float, theme="light", resting: bool = False,
                  ring: str | None = None, coin: bool = False, letter: bool = True) -> None:
    """One of the five cats (0 Brown, 1 Grey, 2 Black, 3 Orange, 4 Blue Persian) on its token
    of radius r centred at (x, y): its tail, ears, face, coat pattern, eyes (shut when
    `resting`, with 'z's), its letter badge, and the coin it holds. `ring` is a highlight's
    colour; `theme` ("light"/"dark") colours the 'z's."""
    cat %= 5
    bold = boldness(r)
    draw_token(ctx, cat, x, y, r, ring)
    _tail(ctx, cat, x, y, r)
    hx, hy, k = x, y - r * 0.02, r * (HEAD + BIGGER_HEAD * (bold - 1) / (BOLDEST - 1))
    ctx.fillStyle = FUR[cat]  # the shoulders, under the head
    ctx.strokeStyle = INK
    ctx.lineWidth = max(0.8, r * 0.06)
    ctx.beginPath()
    ctx.ellipse(x, y + r * 0.52, r * 0.36, r * 0.26, 0, math.pi, TAU)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    if cat == 1:  # Grey's white chest
        ctx.fillStyle = MARKINGS[1]
        ctx.beginPath()
        ctx.ellipse(x, y + r * 0.52, r * 0.16, r * 0.16, 0, math.pi, TAU)
        ctx.fill()
    if cat == 4:  # the Persian's ruff: a fluffy light bib under its chin
        ctx.fillStyle = RUFF
        ctx.beginPath()
        for i in range(5):
            ctx.arc(x + r * (-0.28 + 0.14 * i), y + r * 0.62, r * 0.11, 0, TAU)
        ctx.fill()
    _ears(ctx, cat, hx, hy, k)
    _head(ctx, cat, hx, hy, k)
    _markings(ctx, cat, hx, hy, k, bold)
    _eyes(ctx, cat, hx, hy, k, resting, bold)
    _nose(ctx, cat, hx, hy, k)
    if letter:
        draw_letter(ctx, cat, x, y, r)
    if coin:
        draw_coin(ctx, x - r * 0.74, y - r * 0.7, max(3.0, r * 0.26))
    if resting:
        draw_zzz(ctx, x + r * 0.95, y - r * 0.85, r, "#f4ece0" if theme == "dark" else "#2a201b")
