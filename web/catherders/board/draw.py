"""Drawing the board on a canvas 2D context, from a Scene.

This module only calls methods of the context it is given (`ctx`), so it
needs no `js` import and can be exercised in CPython with a stand-in
context. All art is our own: the pieces (web/catherders/board/pieces.py) are drawn from
circles, arcs and lines; web/catherders/board/aids.py draws the preview, threats and cursor.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.catherders import CAT, EMPTY, owner
from web.catherders.board.aids import draw_aids
from web.catherders.board.pieces import PLAYER_FILL, draw_piece, token_path
from web.kit.shapes import arrow, dot, path, ring

WALL = ("#b7916c", "#ab8561")
WALL_EDGE = "#6f4e33"
PARK = ("#93c66f", "#8abf66", "#86b961")
PARK_EDGE = "#5f8f45"
INK = "#3b2f24"
LABEL_INK = {"light": "#5b4a3a", "dark": "#d8c8b0"}  # cell names on the page's background
CONTRAST_LABEL_INK = {"light": "#000000", "dark": "#ffffff"}
CONTRAST_PARK, CONTRAST_WALL = "#c8f0a8", "#5a3a1a"  # high contrast: light grass, dark stone


@dataclass
class Scene:
    """Everything one frame shows; the page builds it from the Session."""

    cells: tuple[int, ...]
    marks: dict = field(default_factory=dict)
    last_turn: object = None  # a game.catherders.Turn or None
    labels: bool = True
    hidden: frozenset = frozenset()  # cells whose piece is drawn elsewhere (animations)
    floating: list = field(default_factory=list)  # (piece, x, y, alpha)
    mover: int = 0  # 0 blue, 1 red: colour of the move marks
    theme: str = "light"  # the page's colour scheme: "light" or "dark"
    names_in_cells: bool = False  # each cell's name inside it (the rules' diagrams)
    contrast: bool = False  # high contrast: plainer cells, black edges, outlined pieces


def draw(ctx, layout, scene: Scene, width: float, height: float) -> None:
    """Draw a whole frame: board, last turn, pieces, choices, labels."""
    ctx.clearRect(0, 0, width, height)
    shown = layout.cells
    for cell in shown:
        _cell(ctx, layout, cell, scene.contrast)
    if scene.labels:
        _labels(ctx, layout, CONTRAST_LABEL_INK[scene.theme] if scene.contrast else LABEL_INK[scene.theme])
    if scene.names_in_cells:
        _names_in_cells(ctx, layout, scene.cells)
    if scene.last_turn is not None:
        _last_turn(ctx, layout, scene.last_turn)
    marks = scene.marks or {}
    for cell in shown:
        piece = scene.cells[cell]
        if piece != EMPTY and cell not in scene.hidden:
            x, y = layout.centres[cell]
            draw_piece(ctx, piece, x, y, layout.radius)
            if scene.contrast and piece != CAT:
                _outline(ctx, piece, x, y, layout.radius)
    for piece, x, y, alpha in scene.floating:
        ctx.globalAlpha = max(0.0, min(1.0, alpha))
        draw_piece(ctx, piece, x, y, layout.radius)
        ctx.globalAlpha = 1.0
    _marks(ctx, layout, marks, scene.mover)
    draw_aids(ctx, layout, marks, scene.mover)


def _cell(ctx, layout, cell: int, contrast: bool = False) -> None:
    board = layout.board
    a, b = board.coords[cell]
    if contrast:  # two flat colours far apart in lightness, black edges
        ctx.fillStyle = CONTRAST_WALL if board.is_wall[cell] else CONTRAST_PARK
        ctx.strokeStyle = "#000000"
    elif board.is_wall[cell]:
        ctx.fillStyle = WALL[(a + b) % 2]
        ctx.strokeStyle = WALL_EDGE
    else:
        ctx.fillStyle = PARK[(a + 2 * b) % 3] if layout.hex else PARK[(a + b) % 2]
        ctx.strokeStyle = PARK_EDGE
    path(ctx, layout.corners(cell, 0.97))
    ctx.fill()
    ctx.lineWidth = max(1.0, layout.radius * (0.09 if contrast else 0.05))
    ctx.stroke()
    if contrast:
        return
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


def _outline(ctx, piece: int, x: float, y: float, r: float) -> None:
    """High contrast: a black and white double outline around a herder."""
    for colour, width in (("#000000", 0.16), ("#ffffff", 0.06)):
        ctx.strokeStyle = colour
        ctx.lineWidth = max(1.5, r * width)
        token_path(ctx, owner(piece), x, y, r * 0.7 + r * 0.1)
        ctx.stroke()


def _names_in_cells(ctx, layout, cells) -> None:
    """Small cell names in the middle of the empty cells."""
    size = max(8, int(layout.radius * 0.42))
    ctx.font = f"600 {size}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = "rgba(30, 25, 20, 0.75)"
    for cell in layout.cells:
        if cells[cell] == EMPTY:
            ctx.fillText(layout.board.names[cell], *layout.centres[cell])


def _labels(ctx, layout, colour: str) -> None:
    size = max(9, int(layout.radius * 0.55))
    ctx.fillStyle = colour
    ctx.font = f"600 {size}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for text, x, y in layout.labels():
        ctx.fillText(text, x, y)


def _last_turn(ctx, layout, turn) -> None:
    c = layout.centres
    r = layout.radius
    ctx.fillStyle = "rgba(255, 236, 140, 0.55)"
    for cell in ([turn.origin] if turn.origin is not None else []) + (
            [turn.target] if turn.target is not None else []):
        path(ctx, layout.corners(cell, 0.9))
        ctx.fill()
    if turn.origin is not None:
        arrow(ctx, *c[turn.origin], *c[turn.target], "rgba(70, 50, 20, 0.75)", r * 0.12)
    for flight in turn.flights:
        for a, b in zip(flight, flight[1:], strict=False):
            arrow(ctx, *c[a], *c[b], "rgba(120, 60, 20, 0.8)", r * 0.09, dashed=True)


def _marks(ctx, layout, marks: dict, mover: int) -> None:
    r = layout.radius
    colour = PLAYER_FILL[mover]
    if marks.get("selected") is not None:
        ring(ctx, layout, marks["selected"], "#ffd23f", r * 0.16)
    for cell in marks.get("targets", []):
        dot(ctx, layout, cell, colour)
    for cat, to in marks.get("flee", []):
        a, b = layout.centres[cat], layout.centres[to]
        arrow(ctx, *a, *b, "rgba(255, 140, 0, 0.85)", r * 0.1)
        ring(ctx, layout, to, "#ff8c00", r * 0.12)
    if marks.get("focus") is not None:
        ring(ctx, layout, marks["focus"], "#ffd23f", r * 0.16)
    for cell in marks.get("escort", []):
        ring(ctx, layout, cell, "#ffd23f", r * 0.16, dashed=True)
    for cell in marks.get("stay", []):
        ring(ctx, layout, cell, "rgba(255, 140, 0, 0.9)", r * 0.1, dashed=True)
    hint = marks.get("hint")
    if hint is not None and hint.target is not None:
        # A suggested turn: a bright ring where the herder goes, and its path.
        ring(ctx, layout, hint.target, "#1fb86a", r * 0.2)
        if hint.origin is not None:
            ring(ctx, layout, hint.origin, "#1fb86a", r * 0.12, dashed=True)
            arrow(ctx, *layout.centres[hint.origin], *layout.centres[hint.target], "#1fb86a", r * 0.14)
        for flight in hint.flights:  # where the suggested turn sends each cat
            for a, b in zip(flight, flight[1:], strict=False):
                arrow(ctx, *layout.centres[a], *layout.centres[b], "#1fb86a", r * 0.09, dashed=True)
