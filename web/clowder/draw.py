"""Drawing Clowder's board on a canvas 2-D context, from a Scene (web/clowder/scene.py).

Only calls methods of the context it is given, so it runs in CPython against a stand-in
context (tests/clowder/web/test_draw.py). The order of a frame: the board's plate, the roofs
(web/clowder/roofs.py) and the tower, a roof breaking, the area in use, the last move's
paths (faint), the treats, the landings' paths, the pieces (web/clowder/pieces.py), the
landings' marks, the pieces in flight and the keyboard cursor.

A landing's mark says what it would do, by colour and by a badge's shape: "treat" a green
ring and a "+" badge, "catch" a red ring and a badge with claw marks, "tower" a purple ring
and a gold star badge, "empty" a dark ring and a dot; an illegal landing a grey dashed ring
crossed out. Paths are drawn as polylines with an arrowhead, with small rings on the broken
roofs they pass over and a bar where they leave or come back over the board's edge.
"""

from __future__ import annotations

import math

from game.clowder import board
from web.clowder.pieces import draw_cat_icon, draw_nyx, draw_treat
from web.clowder.roofs import draw_roof, draw_tower, highlight_area
from web.clowder.scene import NYX_PIECE, Landing, Scene, landings_of, scene_of
from web.kit.shapes import TAU, centred_text, outlined_disc, path, polyline

__all__ = ["Landing", "Scene", "draw", "scene_of", "landings_of", "THEMES", "MARK_COLOURS", "badge",
           "draw_cursor", "tag", "treat_spots"]

THEMES = {
    "light": {"plate": "#ddd2c0", "ink": "#2b2540", "halo": "rgba(255, 255, 255, 0.9)"},
    "dark": {"plate": "#37323f", "ink": "#f3ecdf", "halo": "rgba(10, 8, 14, 0.85)"},
}
MARK_COLOURS = {"treat": "#16804a", "catch": "#c0262d", "tower": "#6a3fb5", "empty": "#2b2540",
                "illegal": "#77737d"}
SELECTED = "#ffd23f"
CAT_SIZE = 0.42  # a cat's token radius, in hex sizes
NYX_SIZE = 0.5


def draw(ctx, layout, scene: Scene, width: float, height: float) -> None:
    """Draw a whole frame of the board (see the module's docstring for what and in which
    order)."""
    theme = THEMES.get(scene.theme, THEMES["light"])
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = theme["plate"]
    for hex_ in board.HEXES:  # overlapping, slightly larger hexes make one plate
        path(ctx, layout.corners(hex_, 1.06))
        ctx.fill()
    breaking, progress = scene.breaking if scene.breaking else (None, 0.0)
    for hex_ in board.ROOFS:
        broken = (max(0.0, min(1.0, progress)) if hex_ == breaking else
                  1.0 if hex_ in scene.broken else 0.0)
        draw_roof(ctx, layout, hex_, scene.colours[hex_], scene.rotations[hex_], scene.names,
                  broken=broken, areas=hex_ not in scene.bare)
    draw_tower(ctx, layout)
    if scene.area is not None and scene.area[0] not in scene.broken:
        hex_, area = scene.area
        highlight_area(ctx, layout, hex_, scene.rotations[hex_], area)
    for leap in scene.last:
        _leap_line(ctx, layout, leap, theme["ink"], theme["halo"], faint=True)
    _treats(ctx, layout, scene)
    for landing in scene.landings:
        colour = MARK_COLOURS[landing.effect] if landing.legal else MARK_COLOURS["illegal"]
        if landing.effect == "empty" and landing.legal:
            colour = theme["ink"]
        _leap_line(ctx, layout, landing.leap, colour, theme["halo"], dashed=not landing.legal)
    for hex_ in scene.targets:
        _ring(ctx, layout, hex_, SELECTED, 0.1, dashed=True)
    _pieces(ctx, layout, scene)
    if scene.caught is not None:
        _ring(ctx, layout, scene.caught, MARK_COLOURS["catch"], 0.09, dashed=True)
    for landing in scene.landings:
        _landing_mark(ctx, layout, landing, theme["ink"])
    for hex_, text in scene.tags.items():
        tag(ctx, layout, hex_, str(text))
    for item in scene.floating:
        piece, x, y = item[0], item[1], item[2]
        scale = item[3] if len(item) > 3 else 1.0
        _piece(ctx, piece, x, y, layout.size * scale)
    if scene.cursor is not None:
        draw_cursor(ctx, layout, scene.cursor)


def _treats(ctx, layout, scene: Scene) -> None:
    """Each roof's treats: in its middle when no cat is there, else by the corner between
    two areas on its right."""
    s = layout.size
    occupied = {h for pair in scene.cats for h in pair if h is not None} | {scene.nyx}
    for hex_ in board.ROOFS:
        treats = scene.treats[hex_]
        if not treats:
            continue
        x, y = layout.centres[hex_]
        r = max(5.0, s * 0.19)
        if hex_ in occupied:
            k = 1 if (1 - scene.rotations[hex_]) % 2 == 0 else 2  # a corner with no number
            cx, cy = layout.corner(hex_, k, 0.66)
            a = math.radians(-90 + 60 * k) + math.pi / 2
            spots = [(cx + (i - (len(treats) - 1) / 2) * s * 0.3 * math.cos(a),
                      cy + (i - (len(treats) - 1) / 2) * s * 0.3 * math.sin(a))
                     for i in range(len(treats))]
        else:
            spots = treat_spots(x + s * 0.06, y, s, len(treats))
        for colour, (tx, ty) in zip(treats, spots, strict=False):
            draw_treat(ctx, colour, tx, ty, r)


def treat_spots(x: float, y: float, s: float, n: int) -> list[tuple[float, float]]:
    """Where n treats lie round (x, y) on a roof of size s: a row of up to two, then two
    rows."""
    gap = s * 0.42
    if n <= 2:
        return [(x + (i - (n - 1) / 2) * gap, y) for i in range(n)]
    top = (n + 1) // 2
    rows = [(top, y - gap * 0.55), (n - top, y + gap * 0.55)]
    return [(x + (i - (count - 1) / 2) * gap, ry) for count, ry in rows for i in range(count)]


def _piece(ctx, piece, x: float, y: float, s: float, ring: str | None = None,
           scale: float = 1.0) -> None:
    if piece == NYX_PIECE:
        draw_nyx(ctx, x, y, s * NYX_SIZE * scale, ring)
    else:
        draw_cat_icon(ctx, int(piece), x, y, s * CAT_SIZE * scale, ring)


def _pieces(ctx, layout, scene: Scene) -> None:
    """The cats and Nyx on their hexes; two on one hex (a catch) sit side by side."""
    by_hex: dict[int, list] = {}
    for seat, pair in enumerate(scene.cats):
        for hex_ in pair:
            if hex_ is not None:
                by_hex.setdefault(hex_, []).append(seat)
    if scene.nyx is not None:
        by_hex.setdefault(scene.nyx, []).append(NYX_PIECE)
    s = layout.size
    for hex_, pieces in by_hex.items():
        if hex_ in scene.hidden:
            continue
        x, y = layout.centres[hex_]
        ring = SELECTED if hex_ in (scene.selected, board.TOWER) else None  # the tower: a win
        if len(pieces) == 1:
            _piece(ctx, pieces[0], x, y, s, ring)
            continue
        for i, piece in enumerate(pieces):
            dx = (i - (len(pieces) - 1) / 2) * s * 0.42
            _piece(ctx, piece, x + dx, y + s * 0.1 * (1 if i % 2 else -1), s, ring, scale=0.78)


def _ring(ctx, layout, hex_: int, colour: str, width: float, dashed: bool = False,
          radius: float = 0.74, casing: str | None = "rgba(20, 16, 24, 0.7)") -> None:
    """A circle inside a hex (width and radius in hex sizes), over a darker casing."""
    x, y = layout.centres[hex_]
    s = layout.size
    for stroke, w in (((casing, width * 1.8),) if casing else ()) + ((colour, width),):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(1.5, s * w)
        ctx.setLineDash([s * 0.16, s * 0.1] if dashed else [])
        ctx.beginPath()
        ctx.arc(x, y, s * radius, 0, TAU)
        ctx.stroke()
    ctx.setLineDash([])


def _trim(points: list, start: float, end: float) -> list:
    """A polyline shortened by `start` pixels at its beginning and `end` at its end."""
    points = list(points)
    for i, cut in ((0, start), (-1, end)):
        if cut <= 0 or len(points) < 2:
            continue
        (x0, y0), (x1, y1) = points[i], points[1 if i == 0 else -2]
        d = math.hypot(x1 - x0, y1 - y0)
        if d > cut * 1.5:
            points[i] = (x0 + (x1 - x0) * cut / d, y0 + (y1 - y0) * cut / d)
    return points


def _leap_line(ctx, layout, leap: board.Leap, colour: str, halo: str, dashed: bool = False,
               faint: bool = False) -> None:
    """A leap's path (layout.leap_path): each piece over a halo, an arrowhead at the landing,
    rings on the broken roofs passed over, bars where it crosses the board's edge."""
    s = layout.size
    pieces = layout.leap_path(leap)
    width = s * (0.07 if faint else 0.09)
    ctx.globalAlpha = 0.75 if faint else 1.0
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    for i, points in enumerate(pieces):
        first, last = i == 0, i == len(pieces) - 1
        end = s * (0.5 if faint else 0.8) if last and leap.to is not None else 0  # to the ring
        points = _trim(points, s * 0.44 if first else 0, end)
        for stroke, w in ((halo, width * 2.2), (colour, width)):
            ctx.strokeStyle = stroke
            ctx.lineWidth = max(1.0, w)
            ctx.setLineDash([w * 1.8, w * 1.4] if dashed or faint else [])
            polyline(ctx, points)
            ctx.stroke()
        ctx.setLineDash([])
        if not last:
            _bar(ctx, points[-1], points[-2], colour, width)
        if not first:
            _bar(ctx, points[0], points[1], colour, width)
        if last and leap.to is not None:
            _head(ctx, points[-2], points[-1], colour, halo, width)
    ctx.fillStyle = halo
    for hex_ in leap.over:  # the broken roofs passed over
        x, y = layout.centres[hex_]
        ctx.strokeStyle = colour
        ctx.lineWidth = max(1.0, width * 0.8)
        ctx.beginPath()
        ctx.arc(x, y, s * 0.12, 0, TAU)
        ctx.fill()
        ctx.stroke()
    ctx.globalAlpha = 1.0


def _bar(ctx, at, towards, colour: str, width: float) -> None:
    """A short bar across a path's end, where it crosses the board's edge."""
    (x, y), (x2, y2) = at, towards
    d = math.hypot(x - x2, y - y2) or 1.0
    nx, ny = -(y - y2) / d, (x - x2) / d
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.0, width)
    ctx.beginPath()
    ctx.moveTo(x + nx * width * 2.2, y + ny * width * 2.2)
    ctx.lineTo(x - nx * width * 2.2, y - ny * width * 2.2)
    ctx.stroke()


def _head(ctx, a, b, colour: str, halo: str, width: float) -> None:
    """An arrowhead at b, pointing from a."""
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    head = width * 3.4
    points = [b, (b[0] - head * math.cos(angle - 0.5), b[1] - head * math.sin(angle - 0.5)),
              (b[0] - head * math.cos(angle + 0.5), b[1] - head * math.sin(angle + 0.5))]
    ctx.fillStyle = colour
    ctx.strokeStyle = halo
    ctx.lineWidth = max(1.0, width * 0.6)
    path(ctx, points)
    ctx.stroke()
    ctx.fill()


def _landing_mark(ctx, layout, landing: Landing, ink: str) -> None:
    """The mark on a landing: a ring in the effect's colour and its badge, or crossed out."""
    s = layout.size
    leap = landing.leap
    if leap.to is None:  # no roof that way: a cross by the edge it would leave through
        x, y = layout.edge_midpoint(leap.start, leap.edge, 0.78)
        _cross(ctx, x, y, s * 0.16, MARK_COLOURS["illegal"])
        return
    x, y = layout.centres[leap.to]
    if not landing.legal:
        _ring(ctx, layout, leap.to, MARK_COLOURS["illegal"], 0.07, dashed=True)
        _cross(ctx, x, y, s * 0.34, MARK_COLOURS["illegal"])
        return
    colour = MARK_COLOURS[landing.effect] if landing.effect != "empty" else ink
    casing = "rgba(255, 255, 255, 0.9)" if landing.effect == "tower" else "rgba(20, 16, 24, 0.7)"
    _ring(ctx, layout, leap.to, colour, 0.1 if landing.effect != "empty" else 0.07, casing=casing)
    bx, by = _badge_spot(x, y, s, leap.edge)
    if landing.effect == "empty":
        ctx.fillStyle = colour
        ctx.beginPath()
        ctx.arc(x, y, s * 0.09, 0, TAU)
        ctx.fill()
        return
    badge(ctx, landing.effect, bx, by, s * 0.2)


def _badge_spot(x: float, y: float, s: float, edge: int) -> tuple[float, float]:
    """Where a landing's badge sits on its ring: on the far side from the arriving path (the
    way the leap travels), or beside it, never over the roof's name on its west side."""
    travel = -60 + 60 * edge
    for angle in (travel, travel - 60, travel + 60):
        if abs((angle - 180 + 180) % 360 - 180) > 45:
            a = math.radians(angle)
            return x + s * 0.64 * math.cos(a), y + s * 0.64 * math.sin(a)
    return x, y - s * 0.64


def badge(ctx, effect: str, x: float, y: float, r: float) -> None:
    """A landing effect's badge: "treat" a green disc with a plus, "catch" a red disc with
    three claw marks, "tower" a purple disc with a gold star."""
    outlined_disc(ctx, x, y, r, MARK_COLOURS.get(effect, MARK_COLOURS["empty"]), "#ffffff",
                  max(1.0, r * 0.18))
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.2, r * 0.24)
    if effect == "treat":
        ctx.beginPath()
        ctx.moveTo(x - r * 0.5, y)
        ctx.lineTo(x + r * 0.5, y)
        ctx.moveTo(x, y - r * 0.5)
        ctx.lineTo(x, y + r * 0.5)
        ctx.stroke()
    elif effect == "catch":
        ctx.lineWidth = max(1.0, r * 0.16)
        ctx.beginPath()
        for dx in (-0.36, 0.0, 0.36):
            ctx.moveTo(x + r * (dx - 0.2), y - r * 0.5)
            ctx.lineTo(x + r * (dx + 0.2), y + r * 0.5)
        ctx.stroke()
    elif effect == "tower":
        ctx.fillStyle = "#f2c230"
        ctx.beginPath()
        for i in range(10):
            a = -math.pi / 2 + math.pi * i / 5
            d = r * (0.72 if i % 2 == 0 else 0.3)
            (ctx.moveTo if i == 0 else ctx.lineTo)(x + d * math.cos(a), y + d * math.sin(a))
        ctx.closePath()
        ctx.fill()


def _cross(ctx, x: float, y: float, r: float, colour: str) -> None:
    """An X over a casing."""
    for stroke, w in (("rgba(255, 255, 255, 0.85)", 0.42), (colour, 0.24)):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(1.5, r * w)
        ctx.lineCap = "round"
        ctx.beginPath()
        ctx.moveTo(x - r, y - r)
        ctx.lineTo(x + r, y + r)
        ctx.moveTo(x + r, y - r)
        ctx.lineTo(x - r, y + r)
        ctx.stroke()


def draw_cursor(ctx, layout, hex_: int) -> None:
    """The keyboard's cursor: a dark and a light hexagon round the roof's edge."""
    s = layout.size
    for colour, width, shrink in (("#15121a", 0.14, 1.0), ("#ffffff", 0.06, 1.0)):
        ctx.strokeStyle = colour
        ctx.lineWidth = max(1.5, s * width)
        ctx.lineJoin = "round"
        path(ctx, layout.corners(hex_, shrink))
        ctx.stroke()


def tag(ctx, layout, hex_: int, text: str) -> None:
    """A short label in a dark pill in a hex's middle (e.g. the area that leads there, or
    "flee"), as wide as its text."""
    x, y = layout.centres[hex_]
    s = layout.size
    size = max(10, round(s * 0.3))
    r = s * 0.24
    half = max(0.0, len(text) * size * 0.3 - r * 0.6)  # the straight part's half length
    ctx.fillStyle = "#241f2b"
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = max(1.0, s * 0.04)
    ctx.beginPath()
    ctx.arc(x + half, y, r, -math.pi / 2, math.pi / 2)
    ctx.arc(x - half, y, r, math.pi / 2, math.pi * 1.5)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    centred_text(ctx, text, x, y, "#ffffff", f"700 {size}px system-ui, sans-serif")
