"""Drawing Cat's Mansion's map on a canvas 2-D context, from a Scene (web/mansion/scene.py).

Only calls methods of the context it is given, so it runs in CPython against a stand-in
context (tests/mansion/web/test_draw.py). The order of a frame: the plate round the house, the
floor plan (web/mansion/rooms.py: floors, the next room's glow, the reach's wash, the grid,
walls and doorways, the names), the cushions, the objects (web/mansion/things.py) and the
Mouse's coins, the last walk (faint), the spaces offered, the chosen space's path, the cats
(web/mansion/cats.py) with their rings, the objects under cats (small), the reach marks,
the arrows of a push, the spat's mark, a cat in motion and the keyboard's cursor.

A reach mark has the energy cost of going there written on it, and its shape and colour say
what going there does: a blue disc for a plain move, a red burst where a spat would start
(with crossed claws in the corner when the cells are large), a purple rounded square at the
cell's corner (so the object shows) where the turn would end on an object. The mover's
cat wears a gold ring; the cats it may attack a dashed red ring and claws; the two cats of a
spat red rings and large crossed claws between them.
"""

from __future__ import annotations

import math

from game.mansion import board
from web.kit.shapes import centred_text, outlined_disc, polyline, rounded_rect
from web.mansion.cats import COATS, draw_cat_icon
from web.mansion.palette import THEMES, rgba, theme_of
from web.mansion.rooms import draw_cushion, draw_cushions, draw_plan
from web.mansion.scene import ReachMark, Scene, scene_of
from web.mansion.things import draw_coins, draw_die, draw_object

__all__ = ["Scene", "ReachMark", "scene_of", "draw", "draw_cat_icon", "draw_cushion", "draw_die",
           "draw_object", "claws", "reach_badge", "badge_path", "draw_cursor", "THEMES", "COATS", "CAT_SIZE"]

TAU = 2 * math.pi
CAT_SIZE = 0.42  # a cat's token radius, in cells


def draw(ctx, layout, scene: Scene, width: float, height: float) -> None:
    """Draw a whole frame of the map (see the module's docstring for what and in which
    order)."""
    theme = theme_of(scene.theme)
    c = layout.cell
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = theme["plate"]
    ctx.fillRect(0, 0, width, height)
    occupied = {space for seat, _cat, space in scene.cats if seat not in scene.hidden}
    blocked = occupied | {m.space for m in scene.reach} | set(scene.targets)
    draw_plan(ctx, layout, theme, scene.next_rooms, names=scene.names,
              under=lambda cx: _reach_wash(cx, layout, scene, theme), blocked=blocked)
    draw_cushions(ctx, layout, occupied)
    if scene.home is not None and _shown(layout, scene.home):
        _ring(ctx, layout.centre(scene.home), c * 0.5, theme["next"], c * 0.08, theme["casing"], dashed=c)
    for obj, space in enumerate(scene.objects):
        if _shown(layout, space) and space not in occupied:
            draw_object(ctx, obj, *layout.centre(space), c, theme["disc"])
    if len(scene.last) > 1:
        _walk(ctx, layout, scene.last, theme["soft"], theme["casing"], faint=True)
    for space in scene.targets:
        if _shown(layout, space):
            _ring(ctx, layout.centre(space), c * 0.36, theme["target"], c * 0.08, theme["casing"], dashed=c)
            _dot(ctx, layout.centre(space), c * 0.09, theme["target"])
    _selected(ctx, layout, scene, theme)
    _cats(ctx, layout, scene, theme)
    for obj, space in enumerate(scene.objects):  # an object under a cat: small, in a corner
        if _shown(layout, space) and space in occupied:
            x, y = layout.centre(space)
            draw_object(ctx, obj, x - c * 0.34, y + c * 0.34, c * 0.4, "#fbf6ec")
    mouse = scene.objects[board.MOUSE]
    if _shown(layout, mouse):  # its coins: beside it, or above the cat playing with it
        x, y = layout.centre(mouse)
        dy = -0.16 if mouse in occupied else 0.3
        draw_coins(ctx, scene.mouse_coins, x + c * 0.3, y + c * dy, c, theme["ink"])
    for mark in scene.reach:
        if _shown(layout, mark.space):
            reach_badge(ctx, layout, mark, theme, mark.space in occupied)
    for start, end in scene.arrows:
        if _shown(layout, start) and _shown(layout, end):
            _arrow(ctx, layout.centre(start), layout.centre(end), theme["ink"], theme["casing"], c,
                   ring=scene.reach_at(end) is None)
    if scene.spat is not None:
        _spat(ctx, layout, scene, theme)
    for seat, cat, x, y in scene.floating:
        ring = theme["mover"] if seat == scene.mover else None
        draw_cat_icon(ctx, cat, x, y, c * CAT_SIZE, scene.theme, seat in scene.resting, ring,
                      seat in scene.coins)
    if scene.hint is not None and _shown(layout, scene.hint):  # a hint's space: a wide dashed ring
        _ring(ctx, layout.centre(scene.hint), c * 0.48, theme["mover"], c * 0.1, theme["casing"], dashed=c)
    if scene.cursor is not None and _shown(layout, scene.cursor):
        draw_cursor(ctx, layout, scene.cursor)


def _shown(layout, space: int) -> bool:
    return layout.shows(*board.SPACES[space])


def _reach_wash(ctx, layout, scene: Scene, theme: dict) -> None:
    """A faint wash of each reach mark's colour over its space (under the grid and walls)."""
    c = layout.cell
    for mark in scene.reach:
        if _shown(layout, mark.space):
            x, y, _, _ = layout.rect(mark.space)
            ctx.fillStyle = rgba(theme[_kind(mark)], 0.2)
            ctx.fillRect(x, y, c, c)


def _kind(mark: ReachMark) -> str:
    """The theme's colour key of a reach mark: "spat", "ends" or "reach"."""
    return "spat" if mark.spat else "ends" if mark.ends else "reach"


def reach_badge(ctx, layout, mark: ReachMark, theme: dict, scene_cat: bool = False) -> None:
    """A reach mark with the cost on it: a disc for a plain move, a spiky burst where a spat
    would start (with crossed claws in the cell's corner when cells are large enough), a
    rounded square at the cell's corner on an object (so the object shows); `scene_cat`: a
    cat is on the space (the close variant's attack), the mark goes to its top corner."""
    c = layout.cell
    cx, cy = layout.centre(mark.space)
    r = max(6.0, c * 0.25)
    kind = _kind(mark)
    colour = theme[kind]
    x, y = cx, cy
    if mark.space in board.OBJECT_ON or mark.ends:  # at the corner: the object shows
        x, y = cx + c * 0.5 - r * 0.95, cy + c * 0.5 - r * 0.95
    elif scene_cat:  # the close variant's attack onto a cat: at the top corner
        x, y = cx + c * 0.5 - r * 0.95, cy - c * 0.5 + r * 0.95
    ctx.fillStyle = colour
    ctx.strokeStyle = theme["casing"]
    ctx.lineWidth = max(1.0, r * 0.2)
    ctx.lineJoin = "round"
    badge_path(ctx, kind, x, y, r)
    ctx.fill()
    ctx.stroke()
    centred_text(ctx, str(mark.cost), x, y + r * 0.05, theme["mark_ink"],
                 f"800 {max(8.0, r * 1.25):.1f}px system-ui, sans-serif")
    if mark.spat and c >= 30 and not scene_cat:
        claws(ctx, cx + c * 0.33, cy - c * 0.33, c * 0.15, colour, theme["mark_ink"])


def badge_path(ctx, kind: str, x: float, y: float, r: float) -> None:
    """A reach mark's outline as the current path: "reach" a circle, "spat" a burst of ten
    points, "ends" a rounded square."""
    ctx.beginPath()
    if kind == "spat":
        for i in range(20):
            a = -math.pi / 2 + math.pi * i / 10
            d = r * (1.2 if i % 2 == 0 else 0.92)
            (ctx.moveTo if i == 0 else ctx.lineTo)(x + d * math.cos(a), y + d * math.sin(a))
        ctx.closePath()
    elif kind == "ends":
        h = r * 0.95
        rounded_rect(ctx, x - h, y - h, 2 * h, 2 * h, r * 0.35)
    else:
        ctx.arc(x, y, r, 0, TAU)


def claws(ctx, x: float, y: float, r: float, colour: str, ink: str = "#ffffff") -> None:
    """Crossed claws, the mark of a spat: a disc of `colour` with two crossing sets of two
    curved scratches in `ink`."""
    outlined_disc(ctx, x, y, r, colour, ink, max(0.8, r * 0.14))
    ctx.lineCap = "round"
    ctx.lineWidth = max(0.9, r * 0.16)
    ctx.beginPath()
    for sign in (-1, 1):
        for off in (-0.2, 0.2):
            ctx.moveTo(x + sign * r * (-0.55 + off), y - r * (0.5 + off * sign * 0))
            ctx.quadraticCurveTo(x + sign * r * (0.05 + off), y + r * (-0.15 + off),
                                 x + sign * r * (0.5 + off * 0.5), y + r * 0.55)
    ctx.stroke()


def _cats(ctx, layout, scene: Scene, theme: dict) -> None:
    """The cats on their spaces with their rings: the mover's gold, the actor's dashed, the
    attackable cats' dashed red with claws, the spat's two red."""
    c = layout.cell
    r = c * CAT_SIZE
    fighting = set(scene.spat or ())
    for seat, cat, space in scene.cats:
        if seat in scene.hidden or not _shown(layout, space):
            continue
        x, y = layout.centre(space)
        if seat in fighting:
            _ring(ctx, (x, y), r * 1.12, theme["spat"], r * 0.22, theme["casing"])
        elif seat == scene.mover:
            _ring(ctx, (x, y), r * 1.12, theme["mover"], r * 0.22, theme["casing"])
        elif seat == scene.actor:
            _ring(ctx, (x, y), r * 1.12, theme["target"], r * 0.2, theme["casing"], dashed=c)
        if seat in scene.attackable:
            _ring(ctx, (x, y), r * 1.12, theme["spat"], r * 0.2, theme["casing"], dashed=c)
        draw_cat_icon(ctx, cat, x, y, r, scene.theme, seat in scene.resting, None, seat in scene.coins)
        if seat in scene.attackable:
            claws(ctx, x + c * 0.36, y - c * 0.36, max(4.5, c * 0.16), theme["spat"], theme["mark_ink"])
        if seat == scene.winner:
            _crown(ctx, x, y - r * 1.05, r * 0.55)


def _ring(ctx, at, radius: float, colour: str, width: float, casing: str | None = None,
          dashed: float = 0.0) -> None:
    """A circle of `colour` over a wider casing; `dashed` (a cell's size) dashes it."""
    x, y = at
    for stroke, w in (((casing, width * 1.7),) if casing else ()) + ((colour, width),):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(1.5, w)
        ctx.setLineDash([dashed * 0.16, dashed * 0.1] if dashed else [])
        ctx.beginPath()
        ctx.arc(x, y, radius, 0, TAU)
        ctx.stroke()
    ctx.setLineDash([])


def _dot(ctx, at, r: float, colour: str) -> None:
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.arc(at[0], at[1], r, 0, TAU)
    ctx.fill()


def _walk(ctx, layout, spaces, colour: str, casing: str, faint: bool = False) -> list:
    """A line through the spaces' centres over a casing (dotted when faint); its points."""
    c = layout.cell
    points = [layout.centre(s) for s in spaces]
    width = c * (0.06 if faint else 0.09)
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.globalAlpha = 0.7 if faint else 1.0
    for stroke, w in ((casing, width * 2.2), (colour, width)):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(1.0, w)
        ctx.setLineDash([w * 0.5, w * 2.0] if faint and stroke == colour else [])
        polyline(ctx, points)
        ctx.stroke()
    ctx.setLineDash([])
    ctx.globalAlpha = 1.0
    return points


def _selected(ctx, layout, scene: Scene, theme: dict) -> None:
    """The chosen space: the path there from the mover (when it is a reach mark's) and a
    thick ring."""
    if scene.selected is None or not _shown(layout, scene.selected):
        return
    mark = scene.reach_at(scene.selected)
    colour = theme[_kind(mark)] if mark is not None else theme["target"]
    start = scene.space_of(scene.mover) if scene.mover is not None else None
    if mark is not None and start is not None:
        spaces = [start, *mark.path] if mark.path else [start, mark.space]
        points = _walk(ctx, layout, spaces, colour, theme["casing"])
        if len(points) > 1:
            _head(ctx, points[-2], points[-1], colour, layout.cell * 0.09)
    _ring(ctx, layout.centre(scene.selected), layout.cell * 0.42, colour, layout.cell * 0.09, theme["casing"])


def _head(ctx, a, b, colour: str, width: float) -> None:
    """An arrowhead pointing from a to b, stopping short of b's centre."""
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - math.cos(angle) * width * 3.6, b[1] - math.sin(angle) * width * 3.6)
    head = width * 3.4
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.moveTo(*tip)
    ctx.lineTo(tip[0] - head * math.cos(angle - 0.5), tip[1] - head * math.sin(angle - 0.5))
    ctx.lineTo(tip[0] - head * math.cos(angle + 0.5), tip[1] - head * math.sin(angle + 0.5))
    ctx.closePath()
    ctx.fill()


def _arrow(ctx, a, b, colour: str, casing: str, c: float, ring: bool = True) -> None:
    """A bold arrow from the edge of a's cat toward b (a push, a retreat, a way off a
    cushion), and a dashed ring where it lands (`ring`; else it stops short of b's mark)."""
    d = math.dist(a, b) or 1.0
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    start = (a[0] + ux * c * CAT_SIZE * 1.2, a[1] + uy * c * CAT_SIZE * 1.2)
    stop = c * (0.12 if ring else 0.36)
    end = (b[0] - ux * stop, b[1] - uy * stop)
    width = c * 0.08
    ctx.lineCap = "round"
    for stroke, w in ((casing, width * 2.2), (colour, width)):
        ctx.strokeStyle = stroke
        ctx.lineWidth = max(1.0, w)
        ctx.beginPath()
        ctx.moveTo(*start)
        ctx.lineTo(*end)
        ctx.stroke()
    _head(ctx, start, (end[0] + ux * width * 3.6, end[1] + uy * width * 3.6), colour, width)
    if ring:
        _ring(ctx, b, c * 0.3, colour, max(1.0, c * 0.04), None, dashed=c * 0.6)


def _spat(ctx, layout, scene: Scene, theme: dict) -> None:
    """Large crossed claws between the two cats of the spat being fought."""
    a, b = (scene.space_of(seat) for seat in scene.spat)
    if a is None or b is None or not (_shown(layout, a) and _shown(layout, b)):
        return
    (ax, ay), (bx, by) = layout.centre(a), layout.centre(b)
    claws(ctx, (ax + bx) / 2, (ay + by) / 2, max(6.0, layout.cell * 0.24), theme["spat"], theme["mark_ink"])


def _crown(ctx, x: float, y: float, r: float) -> None:
    """A small gold crown centred at (x, y): the winner's."""
    ctx.fillStyle = "#f2c230"
    ctx.strokeStyle = "#2a201b"
    ctx.lineWidth = max(1.0, r * 0.12)
    ctx.beginPath()
    ctx.moveTo(x - r, y + r * 0.5)
    ctx.lineTo(x - r, y - r * 0.4)
    ctx.lineTo(x - r * 0.5, y + r * 0.05)
    ctx.lineTo(x, y - r * 0.6)
    ctx.lineTo(x + r * 0.5, y + r * 0.05)
    ctx.lineTo(x + r, y - r * 0.4)
    ctx.lineTo(x + r, y + r * 0.5)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()


def draw_cursor(ctx, layout, space: int) -> None:
    """The keyboard's cursor: a dark and a light square round the space."""
    x, y, c, _ = layout.rect(space)
    for colour, width in (("#15121a", 0.16), ("#ffffff", 0.07)):
        ctx.strokeStyle = colour
        ctx.lineWidth = max(1.5, c * width)
        ctx.lineJoin = "round"
        inset = c * 0.06
        ctx.beginPath()
        ctx.moveTo(x + inset, y + inset)
        ctx.lineTo(x + c - inset, y + inset)
        ctx.lineTo(x + c - inset, y + c - inset)
        ctx.lineTo(x + inset, y + c - inset)
        ctx.closePath()
        ctx.stroke()
