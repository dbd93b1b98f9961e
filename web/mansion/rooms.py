"""The mansion's floor plan, drawn from paths and lines (our own art): floors, the grid of
spaces, walls, doorways, the rooms' names, the five cushions, a room highlighted.

- Each room has a floor tone of its own (light in the light theme, dark in the dark one);
  the corridors are plain boards; a wall's solid part (a '#' of the map) is hatched.
- A wall runs along every edge between two spaces a cat cannot step between (a room and
  the corridor, two rooms, two cushions: thinner there) and round the house; a doorway is
  a gap in the wall between two jambs.
- A room's name is written in its middle, on one or two lines, as large as its cells allow
  (short names when the cells are very small).
- A cushion is a plump round cushion with its cat's colour as trim, the cat's letter on it
  and a notch on its front (its only way on and off, toward the bedrooms).

Only calls methods of the canvas 2-D context it is given.
"""

from __future__ import annotations

from game.mansion import board
from web.kit.shapes import centred_text
from web.mansion.palette import CAT_TRIM, INK, floor_of, rgba

TAU = 6.283185307179586
DIRECTIONS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # up, right, down, left
NAME_LINES = {  # each room's name on the map, on up to two lines
    board.FRONT_HALL: ("Front", "Hall"), board.WINE_CELLAR: ("Wine", "Cellar"),
    board.BILLIARD_ROOM: ("Billiard", "Room"), board.KITCHEN: ("Kitchen",),
    board.RECEPTION_ROOM: ("Reception", "Room"), board.PINK_BEDROOM: ("Pink", "Bedroom"),
    board.DRAWING_ROOM: ("Drawing", "Room"), board.DINING_ROOM: ("Dining", "Room"),
    board.CONSERVATORY: ("Conser-", "vatory"), board.BLUE_BEDROOM: ("Blue", "Bedroom"),
}
SHORT_LINES = {  # when the full name would be smaller than MIN_FONT
    board.FRONT_HALL: ("Hall",), board.WINE_CELLAR: ("Cellar",), board.BILLIARD_ROOM: ("Billiard",),
    board.KITCHEN: ("Kitchen",), board.RECEPTION_ROOM: ("Recep.",), board.PINK_BEDROOM: ("Pink", "Bed"),
    board.DRAWING_ROOM: ("Drawing",), board.DINING_ROOM: ("Dining",),
    board.CONSERVATORY: ("Conserv.",), board.BLUE_BEDROOM: ("Blue", "Bed"),
}
MIN_FONT = 9.0  # pixels: the smallest room name written
WALL = 0.14  # a wall's thickness, in cells
CAT_LETTER = "BGKOP"  # Brown, Grey, blacK, Orange, blue Persian (SPEC's CAT_LETTERS, capitals)
NARROW = set("fijlrtI.-'")  # letters about half as wide as the others
WIDE = set("mwMW")


def char_at(gx: int, gy: int) -> str:
    """The map's character at a cell, '#' outside the map."""
    if 0 <= gy < board.HEIGHT and 0 <= gx < board.WIDTH:
        return board.MAP[gy][gx]
    return "#"


def text_width(text: str, size: float) -> float:
    """About how wide a bold system-ui text is at `size` pixels (no canvas needed; sized on
    DejaVu Sans Bold, wider than most system fonts)."""
    return sum(0.4 if ch in NARROW else 0.98 if ch in WIDE else 0.76 if ch.isupper() else 0.68
               for ch in text) * size


def draw_floors(ctx, layout, theme: dict) -> None:
    """Every shown cell's floor: its room's tone, the corridor's, a cushion's bench (a row's
    cells of one colour in one rectangle), and the solid walls hatched."""
    c = layout.cell
    x0, y0, x1, y1 = layout.window
    for gy in range(y0, y1 + 1):
        run_start, run_colour = x0, None
        for gx in range(x0, x1 + 2):
            space = board.AT.get((gx, gy)) if gx <= x1 else None
            colour = None if space is None else floor_of(theme, space)
            if colour != run_colour:
                if run_colour is not None:  # a half pixel over: no seams between the runs
                    x, y = layout.point(run_start, gy)
                    ctx.fillStyle = run_colour
                    ctx.fillRect(x, y, c * (gx - run_start) + 0.5, c + 0.5)
                run_start, run_colour = gx, colour
            if gx <= x1 and space is None:
                _wall_block(ctx, *layout.point(gx, gy), c, theme)


def _wall_block(ctx, x: float, y: float, c: float, theme: dict) -> None:
    """A '#' cell: the wall's colour with diagonal hatching."""
    ctx.fillStyle = theme["block"]
    ctx.fillRect(x, y, c + 0.5, c + 0.5)
    ctx.strokeStyle = theme["hatch"]
    ctx.lineWidth = max(1.0, c * 0.05)
    ctx.lineCap = "butt"
    ctx.beginPath()
    for k in (0.4, 0.8, 1.2, 1.6):  # lines of slope 1 clipped to the cell
        ax, ay = (x + c * k, y) if k <= 1 else (x + c, y + c * (k - 1))
        bx, by = (x, y + c * k) if k <= 1 else (x + c * (k - 1), y + c)
        ctx.moveTo(ax, ay)
        ctx.lineTo(bx, by)
    ctx.stroke()


def draw_grid(ctx, layout, theme: dict) -> None:
    """Faint lines round every space, so steps can be counted (drawn as long runs: few
    calls)."""
    ctx.strokeStyle = theme["grid"]
    ctx.lineWidth = max(0.6, layout.cell * 0.03)
    ctx.lineCap = "butt"
    ctx.beginPath()
    x0, y0, x1, y1 = layout.window

    def walkable(gx: int, gy: int) -> bool:
        """Whether the cell is a space inside the window."""
        return (gx, gy) in board.AT and layout.shows(gx, gy)

    for gy in range(y0, y1 + 2):  # the line above row gy, where a space touches it
        _runs(ctx, layout, [(gx, gy) for gx in range(x0, x1 + 1)
                            if walkable(gx, gy) or walkable(gx, gy - 1)], (1, 0))
    for gx in range(x0, x1 + 2):
        _runs(ctx, layout, [(gx, gy) for gy in range(y0, y1 + 1)
                            if walkable(gx, gy) or walkable(gx - 1, gy)], (0, 1))
    ctx.stroke()


def _runs(ctx, layout, starts, step) -> None:
    """Unit segments from each grid point of `starts` one step along `step`, merged where
    they meet, added to the current path."""
    run = None
    for point in starts + [None]:
        if run is not None and point == (run[1][0], run[1][1]):
            run = (run[0], (point[0] + step[0], point[1] + step[1]))
            continue
        if run is not None:
            ctx.moveTo(*layout.point(*run[0]))
            ctx.lineTo(*layout.point(*run[1]))
        run = None if point is None else (point, (point[0] + step[0], point[1] + step[1]))


def _joined(a: int, b: int) -> bool:
    return b in board.NEIGHBOURS[a]


def wall_edges(layout) -> tuple[list, list, list]:
    """The edges of the shown cells as grid segments ((gx, gy), (gx2, gy2)): the walls, the
    thin walls between two cushions, and the doorways (a room's doorway and the corridor)."""
    walls, thin, doors = [], [], []
    x0, y0, x1, y1 = layout.window
    for gy in range(y0, y1 + 1):
        for gx in range(x0, x1 + 1):
            here = board.AT.get((gx, gy))
            for dx, dy in DIRECTIONS:
                nx, ny = gx + dx, gy + dy
                there = board.AT.get((nx, ny))
                if here is None and there is None:
                    continue
                if here is None:  # the edge belongs to the walkable side
                    continue
                edge = _edge(gx, gy, dx, dy)
                if there is None:
                    walls.append(edge)
                elif (nx, ny) < (gx, gy) and layout.shows(nx, ny):
                    continue  # counted from the other side
                elif not _joined(here, there):
                    (thin if board.IS_CUSHION[here] and board.IS_CUSHION[there] else walls).append(edge)
                elif board.ROOM_OF[here] != board.ROOM_OF[there]:
                    doors.append(edge)
    return walls, thin, doors


def _edge(gx: int, gy: int, dx: int, dy: int):
    """The grid segment between cell (gx, gy) and its neighbour in direction (dx, dy)."""
    if dx == 0:
        y = gy + (1 if dy > 0 else 0)
        return (gx, y), (gx + 1, y)
    x = gx + (1 if dx > 0 else 0)
    return (x, gy), (x, gy + 1)


def draw_walls(ctx, layout, theme: dict) -> None:
    """The walls (thick lines, square ends so corners close), the cushions' thin walls, and
    the jambs of each doorway."""
    c = layout.cell
    walls, thin, doors = wall_edges(layout)
    ctx.lineCap = "square"
    for edges, width in ((walls, WALL), (thin, WALL * 0.4)):
        ctx.strokeStyle = theme["wall"]
        ctx.lineWidth = max(1.5, c * width)
        ctx.beginPath()
        for step in ((1, 0), (0, 1)):  # straight runs of edges as single lines
            along = sorted((a for a, b in edges if (b[0] - a[0], b[1] - a[1]) == step),
                           key=lambda p: (p[1], p[0]) if step == (1, 0) else p)
            _runs(ctx, layout, along, step)
        ctx.stroke()
    ctx.lineCap = "butt"
    ctx.fillStyle = theme["wall"]
    for a, b in doors:  # a doorway: a gap in the wall, with a small jamb at each side
        (ax, ay), (bx, by) = layout.point(*a), layout.point(*b)
        ux, uy = (bx - ax) / c, (by - ay) / c  # along the gap
        for (px, py), sign in (((ax, ay), 1), ((bx, by), -1)):
            jx, jy = px + ux * sign * c * 0.06, py + uy * sign * c * 0.06
            w, h = (c * 0.3, c * 0.12) if ux == 0 else (c * 0.12, c * 0.3)
            ctx.fillRect(jx - w / 2, jy - h / 2, w, h)


def room_box(room: int) -> tuple[int, int, int, int]:
    """The columns and rows (x0, y0, x1, y1) of the largest block of a room's spaces that
    holds its name: its rows' common columns."""
    cells = [board.SPACES[s] for s in board.ROOM_SPACES[room]]
    rows = sorted({y for _, y in cells})
    common = set.intersection(*({x for x, y in cells if y == row} for row in rows))
    return min(common), rows[0], max(common), rows[-1]


def name_fit(room: int, cell: float) -> tuple[tuple[str, ...], float]:
    """The lines of a room's name and their font size for cells of `cell` pixels: the full
    name as large as fits (at most 0.42 of a cell, or MIN_FONT), else the short one."""
    x0, y0, x1, y1 = room_box(room)
    width = (x1 - x0 + 1 - 0.4) * cell
    height = (y1 - y0 + 1 - 0.3) * cell
    best = None
    for lines in (NAME_LINES[room], SHORT_LINES[room]):
        size = min(max(cell * 0.42, MIN_FONT), height / (len(lines) * 1.05),
                   min(width / text_width(line, 1.0) for line in lines))
        if best is None:
            best = (lines, size)
        if size >= MIN_FONT:
            return lines, size
        if size > best[1]:
            best = (lines, size)
    return best


def name_place(room: int, cell: float, blocked=frozenset()) -> tuple[float, float]:
    """Where a room's name goes, as grid coordinates of its middle: the room's middle, unless
    cats or marks (`blocked` spaces) cover it, then the band of the room they cover least."""
    x0, y0, x1, y1 = room_box(room)
    lines, size = name_fit(room, cell)
    half_h = len(lines) * size * 1.1 / 2 / cell  # in cells
    half_w = max(text_width(line, size) for line in lines) / 2 / cell
    cx, middle = (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2
    spots = sorted({middle} | {y0 + k / 2 for k in range(1, 2 * (y1 - y0 + 1))},
                   key=lambda cy: abs(cy - middle))
    covered = [board.SPACES[s] for s in blocked if board.ROOM_OF[s] == room]

    def cost(cy: float) -> int:
        """How many blocked spaces the name would cover with its middle at row cy."""
        return sum(1 for gx, gy in covered
                   if gx < cx + half_w and gx + 1 > cx - half_w and gy < cy + half_h and gy + 1 > cy - half_h)

    fitting = [cy for cy in spots if cy - half_h >= y0 - 0.02 and cy + half_h <= y1 + 1.02] or [middle]
    return cx, min(fitting, key=cost)


def draw_names(ctx, layout, theme: dict, highlight=(), blocked=frozenset()) -> None:
    """Each room's name (the highlighted rooms' bolder), out of the way of `blocked` spaces
    (cats, marks) where the room has room for it."""
    ctx.fillStyle = theme["ink"]
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for room in range(len(board.ROOMS)):
        x0, y0, x1, y1 = room_box(room)
        if not (layout.shows(x0, y0) and layout.shows(x1, y1)):
            continue
        lines, size = name_fit(room, layout.cell)
        cx, cy = layout.point(*name_place(room, layout.cell, blocked))
        ctx.font = f"{800 if room in highlight else 700} {size:.1f}px system-ui, sans-serif"
        for i, line in enumerate(lines):
            ctx.fillText(line, cx, cy + (i - (len(lines) - 1) / 2) * size * 1.1)


def highlight_room(ctx, layout, room: int, colour: str) -> None:
    """A room glows: a wash of `colour` over its floor and a dashed line inside its walls."""
    c = layout.cell
    ctx.fillStyle = rgba(colour, 0.16)
    for space in board.ROOM_SPACES[room]:
        x, y, _, _ = layout.rect(space)
        if layout.shows(*board.SPACES[space]):
            ctx.fillRect(x, y, c, c)
    inset = c * 0.16
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.5, c * 0.07)
    ctx.setLineDash([c * 0.22, c * 0.12])
    ctx.lineCap = "butt"
    ctx.beginPath()
    cells = {board.SPACES[s] for s in board.ROOM_SPACES[room]}
    for gx, gy in cells:
        if not layout.shows(gx, gy):
            continue
        for dx, dy in DIRECTIONS:
            if (gx + dx, gy + dy) in cells:
                continue
            ax, ay = (1, 0) if dx == 0 else (0, 1)  # along the edge
            ends = []
            for sign, corner in ((-1, _edge(gx, gy, dx, dy)[0]), (1, _edge(gx, gy, dx, dy)[1])):
                nx, ny = gx + sign * ax, gy + sign * ay
                if (nx, ny) not in cells:
                    k = -inset  # a corner of the room: stop short of it
                elif (nx + dx, ny + dy) in cells:
                    k = inset  # the room turns outward: go on to meet the next line
                else:
                    k = 0.0
                px, py = layout.point(*corner)
                ends.append((px - dx * inset + sign * ax * k, py - dy * inset + sign * ay * k))
            ctx.moveTo(*ends[0])
            ctx.lineTo(*ends[1])
    ctx.stroke()
    ctx.setLineDash([])


def draw_cushion(ctx, x: float, y: float, c: float, cat: int, letter: bool = True) -> None:
    """A starting cushion centred at (x, y) in a cell of side c: a plump cream cushion with
    its cat's colour as trim, four buttons, a notch at its front (up) and its cat's letter."""
    r = c * 0.42
    trim = CAT_TRIM[cat]
    ctx.fillStyle = "rgba(0, 0, 0, 0.22)"
    _cushion_path(ctx, x + c * 0.03, y + c * 0.05, r)
    ctx.fill()
    ctx.fillStyle = trim
    ctx.strokeStyle = INK
    ctx.lineWidth = max(1.0, c * 0.04)
    _cushion_path(ctx, x, y, r)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#f6ecd6"
    _cushion_path(ctx, x, y, r * 0.74)
    ctx.fill()
    ctx.fillStyle = trim
    ctx.beginPath()  # the front's notch: a small triangle pointing up, out of the cushion
    ctx.moveTo(x - r * 0.28, y - r * 0.86)
    ctx.lineTo(x + r * 0.28, y - r * 0.86)
    ctx.lineTo(x, y - r * 1.12)
    ctx.closePath()
    ctx.fill()
    if letter:
        centred_text(ctx, CAT_LETTER[cat], x, y + r * 0.06, INK,
                     f"800 {max(8.0, c * 0.34):.1f}px system-ui, sans-serif")


def _cushion_path(ctx, x: float, y: float, r: float) -> None:
    """A rounded square, a little puffed, as the current path."""
    k = r * 0.45
    ctx.beginPath()
    ctx.moveTo(x - r + k, y - r)
    ctx.quadraticCurveTo(x, y - r * 1.08, x + r - k, y - r)
    ctx.quadraticCurveTo(x + r, y - r, x + r, y - r + k)
    ctx.quadraticCurveTo(x + r * 1.08, y, x + r, y + r - k)
    ctx.quadraticCurveTo(x + r, y + r, x + r - k, y + r)
    ctx.quadraticCurveTo(x, y + r * 1.08, x - r + k, y + r)
    ctx.quadraticCurveTo(x - r, y + r, x - r, y + r - k)
    ctx.quadraticCurveTo(x - r * 1.08, y, x - r, y - r + k)
    ctx.quadraticCurveTo(x - r, y - r, x - r + k, y - r)
    ctx.closePath()


def draw_cushions(ctx, layout, occupied=frozenset()) -> None:
    """The five cushions, each with its cat's trim; the letter only on an empty one."""
    for i, space in enumerate(board.CUSHIONS):
        if layout.shows(*board.SPACES[space]):
            x, y = layout.centre(space)
            draw_cushion(ctx, x, y, layout.cell, board.CUSHION_CATS[i], letter=space not in occupied)


def draw_plan(ctx, layout, theme: dict, next_rooms=(), next_colour: str | None = None,
              names: bool = True, under=None, blocked=frozenset()) -> None:
    """The whole floor plan in order: floors, the next rooms' glow, `under(ctx)` (marks that
    go under the grid and walls), the grid, the walls and doorways, the names (out of the
    way of the `blocked` spaces)."""
    draw_floors(ctx, layout, theme)
    for room in next_rooms:
        highlight_room(ctx, layout, room, next_colour or theme["next"])
    if under is not None:
        under(ctx)
    draw_grid(ctx, layout, theme)
    draw_walls(ctx, layout, theme)
    if names:
        draw_names(ctx, layout, theme, tuple(next_rooms), blocked)
