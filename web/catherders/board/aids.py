"""Drawing the learning aids: the consequence preview, the threats and the board cursor.

`draw_aids` draws, from the marks a Session gives (see Session.highlights):

- `preview` (game.catherders.consequences.Preview): a ghost of the herder where it would
  land; for each fleeing cat a solid arrow when its run is forced, dashed
  arrows and dashed rings on the cells it may take when you will choose; a
  barred ring on a cat that stays; a net (a ring with a cross) on each cat
  that would be caught, solid when every ending catches it and dashed when
  it depends on your choices; a thin ring on each herder that takes part in a
  catch; dashed gold rings on herders that could escort.
- `catchable` and `threatened`: a round badge with a tick on the cats you
  could catch now, a triangle with "!" on the cats the opponent could catch
  next turn (shapes, not only colours, tell them apart).
- `cursor`: a double outline (dark and light) around the keyboard's cell.
- `hint_cells`: a lesson's hint, green dashed rings.
- `played`: a turn the game review marks, in red dashed lines (its better turn is `hint`).
- `refused`: a turn the rules forbid (the rules' diagrams), in red and crossed out.

Only calls methods of the canvas 2D context it is given.
"""

from __future__ import annotations

from web.catherders.board.pieces import PLAYER_DARK, PLAYER_FILL, draw_herder
from web.kit.shapes import arrow, centred_text, path, ring

RUN = "rgba(230, 120, 0, 0.95)"  # a cat's run
TIE = "rgba(230, 120, 0, 0.9)"
STAY = "rgba(60, 60, 60, 0.85)"
ESCORT = "#ffd23f"
CATCHABLE = "#138a4f"
DANGER = "#b3261e"
HINT = "#1fb86a"


def draw_aids(ctx, layout, marks: dict, mover: int) -> None:
    """Draw the preview, threats and cursor found in `marks` (any may be missing)."""
    preview = marks.get("preview")
    if preview is not None:
        draw_preview(ctx, layout, preview)
    if marks.get("refused") is not None:
        draw_refused(ctx, layout, marks["refused"])
    if marks.get("played") is not None:
        draw_played(ctx, layout, marks["played"])
    for cell in marks.get("catchable", ()):
        _badge(ctx, layout, cell, good=True)
    for cell in marks.get("threatened", ()):
        _badge(ctx, layout, cell, good=False)
    for cell in marks.get("hint_cells", ()):
        ring(ctx, layout, cell, HINT, layout.radius * 0.18, dashed=True)
    if marks.get("cursor") is not None:
        draw_cursor(ctx, layout, marks["cursor"])


def draw_preview(ctx, layout, preview) -> None:
    """What the previewed action would do (see the module docstring)."""
    c, r = layout.centres, layout.radius
    player = preview.player
    if preview.origin is not None:
        ring(ctx, layout, preview.origin, PLAYER_DARK[player], r * 0.08, dashed=True)
        arrow(ctx, *c[preview.origin], *c[preview.target], PLAYER_DARK[player], r * 0.1)
    ctx.globalAlpha = 0.6
    draw_herder(ctx, player, *c[preview.target], r * 0.7)
    ctx.globalAlpha = 1.0
    for path_cells in preview.forced().values():
        for a, b in zip(path_cells, path_cells[1:], strict=False):
            arrow(ctx, *c[a], *c[b], RUN, r * 0.13)
    for paths in preview.choices().values():
        seen = set()
        for p in paths:
            for a, b in zip(p, p[1:], strict=False):
                if (a, b) not in seen:
                    seen.add((a, b))
                    arrow(ctx, *c[a], *c[b], TIE, r * 0.08, dashed=True)
                    ring(ctx, layout, b, TIE, r * 0.1, dashed=True)
    for cat in preview.stays():
        _barred(ctx, layout, cat)
    always = set(preview.caught_always())
    nets = {}
    for e in preview.endings:
        for before, at, _ in e.caught:
            nets[at] = nets.get(at, False) or before in always
    for at, sure in nets.items():
        _net(ctx, layout, at, PLAYER_FILL[player], sure)
    for herder in preview.catchers():  # the herders that would make the catch
        ring(ctx, layout, herder, PLAYER_FILL[player], r * 0.08)
    for herder in preview.escort_herders():
        ring(ctx, layout, herder, ESCORT, r * 0.14, dashed=True)


def draw_refused(ctx, layout, turn) -> None:
    """A turn the rules do not allow (a diagram's example): its arrows in red, each run
    crossed out."""
    c, r = layout.centres, layout.radius
    if turn.origin is not None:
        arrow(ctx, *c[turn.origin], *c[turn.target], DANGER, r * 0.1)
    for flight in turn.flights:
        for a, b in zip(flight, flight[1:], strict=False):
            arrow(ctx, *c[a], *c[b], DANGER, r * 0.12, dashed=True)
            mx, my = (c[a][0] + c[b][0]) / 2, (c[a][1] + c[b][1]) / 2
            ctx.strokeStyle = DANGER
            ctx.lineWidth = r * 0.14
            ctx.beginPath()
            for dx, dy in ((1, 1), (1, -1)):
                ctx.moveTo(mx - dx * r * 0.3, my - dy * r * 0.3)
                ctx.lineTo(mx + dx * r * 0.3, my + dy * r * 0.3)
            ctx.stroke()


def draw_played(ctx, layout, turn) -> None:
    """A reviewed turn that the review marks (the better one is the hint, in green): its
    action in red, dashed, with a dashed red ring where the herder went."""
    c, r = layout.centres, layout.radius
    if turn.origin is not None:
        arrow(ctx, *c[turn.origin], *c[turn.target], DANGER, r * 0.08, dashed=True)
    if turn.target is not None:
        ring(ctx, layout, turn.target, DANGER, r * 0.12, dashed=True)


def draw_cursor(ctx, layout, cell: int) -> None:
    """The keyboard cursor: a dark outline inside a light one, visible on any cell."""
    ctx.lineWidth = max(2.0, layout.radius * 0.16)
    ctx.strokeStyle = "#ffffff"
    path(ctx, layout.corners(cell, 1.0))
    ctx.stroke()
    ctx.lineWidth = max(1.5, layout.radius * 0.09)
    ctx.strokeStyle = "#111111"
    path(ctx, layout.corners(cell, 0.9))
    ctx.stroke()


def _barred(ctx, layout, cell: int) -> None:
    """A cat that stays: a ring with a bar across it."""
    x, y = layout.centres[cell]
    r = layout.radius * 0.82
    ring(ctx, layout, cell, STAY, layout.radius * 0.1)
    ctx.beginPath()
    ctx.moveTo(x - r * 0.7, y + r * 0.7)
    ctx.lineTo(x + r * 0.7, y - r * 0.7)
    ctx.stroke()


def _net(ctx, layout, cell: int, colour: str, sure: bool) -> None:
    """A catch: a ring and a cross in the catcher's colour, dashed when it may not happen."""
    x, y = layout.centres[cell]
    r = layout.radius
    ring(ctx, layout, cell, colour, r * 0.16, dashed=not sure)
    ctx.lineWidth = r * (0.14 if sure else 0.08)
    ctx.beginPath()
    for dx, dy in ((1, 1), (1, -1)):
        ctx.moveTo(x - dx * r * 0.45, y - dy * r * 0.45)
        ctx.lineTo(x + dx * r * 0.45, y + dy * r * 0.45)
    ctx.stroke()


def _badge(ctx, layout, cell: int, good: bool) -> None:
    """A threat badge at a cat's top corner: a round tick (catch it) or a triangle (danger)."""
    x, y = layout.centres[cell]
    r = layout.radius
    bx, by, s = x + (r * 0.55 if good else -r * 0.55), y - r * 0.55, r * 0.32
    ctx.lineWidth = max(1.0, r * 0.06)
    ctx.strokeStyle = "#ffffff"
    if good:
        ctx.fillStyle = CATCHABLE
        ctx.beginPath()
        ctx.arc(bx, by, s, 0, 6.283185307179586)
        ctx.fill()
        ctx.stroke()
        ctx.lineWidth = max(1.0, r * 0.08)
        ctx.beginPath()
        ctx.moveTo(bx - s * 0.5, by)
        ctx.lineTo(bx - s * 0.1, by + s * 0.4)
        ctx.lineTo(bx + s * 0.55, by - s * 0.4)
        ctx.stroke()
    else:
        ctx.fillStyle = DANGER
        path(ctx, [(bx, by - s * 1.1), (bx + s, by + s * 0.7), (bx - s, by + s * 0.7)])
        ctx.fill()
        ctx.stroke()
        centred_text(ctx, "!", bx, by + s * 0.1, "#ffffff",
                     f"700 {max(8, int(s * 1.3))}px system-ui, sans-serif")
