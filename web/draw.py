"""Drawing the board on a canvas 2D context, from a Scene.

This module only calls methods of the context it is given (`ctx`), so it
needs no `js` import and can be exercised in CPython with a stand-in
context. All art is our own: the cats and herders are drawn here from
circles, arcs and lines.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.state import CAT, EMPTY

TAU = 2 * math.pi
PLAYER_FILL = ("#2f6fd6", "#d8433b")
PLAYER_LIGHT = ("#cfe0ff", "#ffd6d2")
PLAYER_DARK = ("#173e80", "#7d1f1a")
WALL = ("#b7916c", "#ab8561")
WALL_EDGE = "#6f4e33"
PARK = ("#93c66f", "#8abf66", "#86b961")
PARK_EDGE = "#5f8f45"
INK = "#3b2f24"
LABEL_INK = {"light": "#5b4a3a", "dark": "#d8c8b0"}  # cell names on the page's background


@dataclass
class Scene:
    """Everything one frame shows; the page builds it from the Session."""

    cells: tuple[int, ...]
    marks: dict = field(default_factory=dict)
    last_turn: object = None  # a game.Turn or None
    labels: bool = True
    hidden: frozenset = frozenset()  # cells whose piece is drawn elsewhere (animations)
    floating: list = field(default_factory=list)  # (piece, x, y, alpha)
    mover: int = 0  # 0 blue, 1 red: colour of the move marks
    theme: str = "light"  # the page's colour scheme: "light" or "dark"


def draw(ctx, layout, scene: Scene, width: float, height: float) -> None:
    """Draw a whole frame: board, last turn, pieces, choices, labels."""
    ctx.clearRect(0, 0, width, height)
    board = layout.board
    for cell in range(board.size):
        _cell(ctx, layout, cell)
    if scene.labels:
        _labels(ctx, layout, LABEL_INK[scene.theme])
    if scene.last_turn is not None:
        _last_turn(ctx, layout, scene.last_turn)
    marks = scene.marks or {}
    for cell, piece in enumerate(scene.cells):
        if piece != EMPTY and cell not in scene.hidden:
            x, y = layout.centres[cell]
            draw_piece(ctx, piece, x, y, layout.radius)
    for piece, x, y, alpha in scene.floating:
        ctx.globalAlpha = max(0.0, min(1.0, alpha))
        draw_piece(ctx, piece, x, y, layout.radius)
        ctx.globalAlpha = 1.0
    _marks(ctx, layout, marks, scene.mover)


def _path(ctx, points) -> None:
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for p in points[1:]:
        ctx.lineTo(*p)
    ctx.closePath()


def _cell(ctx, layout, cell: int) -> None:
    board = layout.board
    a, b = board.coords[cell]
    if board.is_wall[cell]:
        ctx.fillStyle = WALL[(a + b) % 2]
        ctx.strokeStyle = WALL_EDGE
    else:
        ctx.fillStyle = PARK[(a + 2 * b) % 3] if layout.hex else PARK[(a + b) % 2]
        ctx.strokeStyle = PARK_EDGE
    _path(ctx, layout.corners(cell, 0.97))
    ctx.fill()
    ctx.lineWidth = max(1.0, layout.radius * 0.05)
    ctx.stroke()
    if board.is_wall[cell]:
        # Two faint mortar lines make the Wall read as stone, not as grass.
        x, y = layout.centres[cell]
        r = layout.radius
        ctx.strokeStyle = "rgba(80, 50, 25, 0.25)"
        ctx.beginPath()
        ctx.moveTo(x - r * 0.55, y - r * 0.15)
        ctx.lineTo(x + r * 0.55, y - r * 0.15)
        ctx.moveTo(x - r * 0.3, y + r * 0.3)
        ctx.lineTo(x + r * 0.45, y + r * 0.3)
        ctx.stroke()


def _labels(ctx, layout, colour: str) -> None:
    size = max(9, int(layout.radius * 0.55))
    ctx.fillStyle = colour
    ctx.font = f"600 {size}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for text, x, y in layout.labels():
        ctx.fillText(text, x, y)


def draw_piece(ctx, piece: int, x: float, y: float, r: float) -> None:
    """Draw a herder (piece 1 blue, 2 red) or a cat (piece 3) centred on (x, y)."""
    if piece == CAT:
        draw_cat(ctx, x, y, r * 0.78)
    elif piece in (1, 2):
        draw_herder(ctx, piece - 1, x, y, r * 0.7)


def draw_herder(ctx, player: int, x: float, y: float, r: float) -> None:
    """A herder: a coloured token with a light figure (head and shoulders)."""
    ctx.fillStyle = "rgba(0, 0, 0, 0.22)"
    ctx.beginPath()
    ctx.arc(x + r * 0.08, y + r * 0.12, r, 0, TAU)
    ctx.fill()
    ctx.fillStyle = PLAYER_FILL[player]
    ctx.strokeStyle = PLAYER_DARK[player]
    ctx.lineWidth = max(1.0, r * 0.12)
    ctx.beginPath()
    ctx.arc(x, y, r, 0, TAU)
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
        _path(ctx, [(x + side * r * 0.78, y - r * 0.2), (x + side * r * 0.62, y - r * 1.02),
                    (x + side * r * 0.18, y - r * 0.68)])
        ctx.fill()
        ctx.stroke()
        ctx.fillStyle = inner
        _path(ctx, [(x + side * r * 0.64, y - r * 0.34), (x + side * r * 0.58, y - r * 0.8),
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
    _path(ctx, [(x - r * 0.09, y + r * 0.1), (x + r * 0.09, y + r * 0.1), (x, y + r * 0.2)])
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


def _arrow(ctx, x1, y1, x2, y2, colour: str, width: float, dashed: bool = False) -> None:
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
    _path(ctx, [(x2, y2),
                (x2 - head * math.cos(angle - 0.45), y2 - head * math.sin(angle - 0.45)),
                (x2 - head * math.cos(angle + 0.45), y2 - head * math.sin(angle + 0.45))])
    ctx.fill()


def _last_turn(ctx, layout, turn) -> None:
    c = layout.centres
    r = layout.radius
    ctx.fillStyle = "rgba(255, 236, 140, 0.55)"
    for cell in ([turn.origin] if turn.origin is not None else []) + (
            [turn.target] if turn.target is not None else []):
        _path(ctx, layout.corners(cell, 0.9))
        ctx.fill()
    if turn.origin is not None:
        _arrow(ctx, *c[turn.origin], *c[turn.target], "rgba(70, 50, 20, 0.75)", r * 0.12)
    for path in turn.flights:
        for a, b in zip(path, path[1:], strict=False):
            _arrow(ctx, *c[a], *c[b], "rgba(120, 60, 20, 0.8)", r * 0.09, dashed=True)


def _ring(ctx, layout, cell: int, colour: str, width: float, dashed: bool = False) -> None:
    x, y = layout.centres[cell]
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash([width * 1.5, width] if dashed else [])
    ctx.beginPath()
    ctx.arc(x, y, layout.radius * 0.82, 0, TAU)
    ctx.stroke()
    ctx.setLineDash([])


def _dot(ctx, layout, cell: int, colour: str) -> None:
    x, y = layout.centres[cell]
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.arc(x, y, layout.radius * 0.28, 0, TAU)
    ctx.fill()


def _marks(ctx, layout, marks: dict, mover: int) -> None:
    r = layout.radius
    colour = PLAYER_FILL[mover]
    if marks.get("selected") is not None:
        _ring(ctx, layout, marks["selected"], "#ffd23f", r * 0.16)
    for cell in marks.get("targets", []):
        _dot(ctx, layout, cell, colour)
    for cat, to in marks.get("flee", []):
        a, b = layout.centres[cat], layout.centres[to]
        _arrow(ctx, *a, *b, "rgba(255, 140, 0, 0.85)", r * 0.1)
        _ring(ctx, layout, to, "#ff8c00", r * 0.12)
    if marks.get("focus") is not None:
        _ring(ctx, layout, marks["focus"], "#ffd23f", r * 0.16)
    for cell in marks.get("escort", []):
        _ring(ctx, layout, cell, "#ffd23f", r * 0.16, dashed=True)
    for cell in marks.get("stay", []):
        _ring(ctx, layout, cell, "rgba(255, 140, 0, 0.9)", r * 0.1, dashed=True)
    hint = marks.get("hint")
    if hint is not None and hint.target is not None:
        # A suggested turn: a bright ring where the herder goes, and its path.
        _ring(ctx, layout, hint.target, "#1fb86a", r * 0.2)
        if hint.origin is not None:
            _ring(ctx, layout, hint.origin, "#1fb86a", r * 0.12, dashed=True)
            _arrow(ctx, *layout.centres[hint.origin], *layout.centres[hint.target], "#1fb86a", r * 0.14)
        for path in hint.flights:  # where the suggested turn sends each cat
            for a, b in zip(path, path[1:], strict=False):
                _arrow(ctx, *layout.centres[a], *layout.centres[b], "#1fb86a", r * 0.09, dashed=True)
