"""Zooming Cat's Mansion's map: what part of the map the board view shows (`MapZoom`), and
the pointers of a drag or a pinch on it (`Gesture`). Pure arithmetic: no page.

The zoom is the board view's own state, never read back from the page: a scale (1 shows the
whole map fitted to the canvas) and the grid point wanted in the canvas's middle (kept within
the map, so no zoom shows beyond its edges). The person zooms with the buttons (`step_in`,
`step_out`, `fit`), by pinching (`pinch`) and by dragging (`pan`); until they choose, a small
screen, whose fitted cells would be under TARGET_PX, starts zoomed so a space is PHONE_CELL
pixels wide. The view follows the game (`follow`): when the cat to move, or the spaces it may
pick, change, the middle goes to them (the cat itself kept in sight); and whatever the
keyboard's cursor is on stays in sight. At scale 1 the wanted middle is still kept, so
zooming in shows the cat to move.
"""

from __future__ import annotations

import math

from game.mansion import board
from web.mansion.layout import MARGIN, MapLayout

TARGET_PX = 24.0  # the smallest target a finger is given (WCAG 2.5.8), CSS pixels
PHONE_CELL = 32.0  # a space's side at a small screen's first zoom, CSS pixels
CLOSEST_CELL = 96.0  # a space's side at the closest zoom
STEP = 1.5  # one press of Zoom in or Zoom out
SLOP = 8.0  # CSS pixels a pointer moves before it drags the map (less is a tap)
EDGE = 0.3  # cells kept between what the view follows and the canvas's edge
MIDDLE = (board.WIDTH / 2, board.HEIGHT / 2)
EXTENT = ((-MARGIN, board.WIDTH + MARGIN), (-MARGIN, board.HEIGHT + MARGIN))  # the map, in grid units
CLOSE = 1e-6


def cells_box(spaces) -> tuple[float, float, float, float]:
    """The grid box (x0, y0, x1, y1) round the squares of these spaces."""
    xs = [board.SPACES[s][0] for s in spaces]
    ys = [board.SPACES[s][1] for s in spaces]
    return min(xs), min(ys), max(xs) + 1.0, max(ys) + 1.0


def focus_of(scene) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What the view follows in a Scene (web/mansion/scene.py): the spaces of the cats that act
    (the spat's two, else the actor, else the mover; none once the game is over), and the
    spaces they may pick (the reach, the cats it may attack, the spaces offered, where the
    arrows point)."""
    if scene.spat is not None:
        seats = tuple(scene.spat)
    elif scene.actor is not None:
        seats = (scene.actor,)
    elif scene.mover is not None:
        seats = (scene.mover,)
    else:
        seats = ()
    cats = tuple(s for s in (scene.space_of(seat) for seat in seats) if s is not None)
    picks = {mark.space for mark in scene.reach} | set(scene.targets) | {end for _start, end in scene.arrows}
    picks |= {s for s in (scene.space_of(seat) for seat in scene.attackable) if s is not None}
    return cats, tuple(sorted(picks))


class MapZoom:
    """The part of the map a canvas of width × height CSS pixels shows (see the module's
    docstring)."""

    def __init__(self, width: float = 0.0, height: float = 0.0):
        self.resize(width, height)
        self.chosen: float | None = None  # the scale the person chose (None: the screen's own)
        self.centre = MIDDLE  # the grid point wanted in the canvas's middle
        self.focus = None  # what the view followed last (focus_of)
        self.cursor: int | None = None  # the keyboard's space, last kept in sight

    def resize(self, width: float, height: float) -> None:
        """The canvas has a new size (CSS pixels)."""
        self.width, self.height = float(width), float(height)
        self.fit_cell = MapLayout(self.width or 1.0, self.height or 1.0).cell  # a space's side at scale 1

    @property
    def closest(self) -> float:
        """The greatest scale: a space CLOSEST_CELL pixels wide (never under 1)."""
        return max(1.0, CLOSEST_CELL / self.fit_cell)

    @property
    def first(self) -> float:
        """The scale before the person chooses one: 1, or on a screen whose fitted spaces are
        under TARGET_PX, the one that makes them PHONE_CELL."""
        fit = self.fit_cell
        return 1.0 if fit >= TARGET_PX else PHONE_CELL / fit

    @property
    def scale(self) -> float:
        """The scale shown: the person's, or the first; within 1 and `closest`."""
        wanted = self.first if self.chosen is None else self.chosen
        return min(max(wanted, 1.0), self.closest)

    @property
    def cell(self) -> float:
        """A space's side, in CSS pixels, as shown."""
        return self.fit_cell * self.scale

    @property
    def zoomed(self) -> bool:
        """Whether only part of the map may be shown (the scale is over 1)."""
        return self.scale > 1.0 + CLOSE

    @property
    def can_zoom_in(self) -> bool:
        """Whether Zoom in would show the spaces bigger."""
        return self.scale < self.closest - CLOSE

    def shown_centre(self, centre=None) -> tuple[float, float]:
        """The grid point in the canvas's middle: `centre` (the wanted one by default), moved
        as little as keeps the view within the map (its middle, on an axis the view spans)."""
        wanted = self.centre if centre is None else centre
        cell = self.cell
        shown = []
        for value, (lo, hi), span in zip(wanted, EXTENT, (self.width, self.height), strict=True):
            half = span / 2 / cell
            shown.append((lo + hi) / 2 if hi - lo <= 2 * half else min(max(value, lo + half), hi - half))
        return shown[0], shown[1]

    def layout(self) -> MapLayout:
        """The map's geometry as shown (web/mansion/layout.py): the clicks' spaces and the drawing."""
        return MapLayout(self.width, self.height, scale=self.scale, centre=self.shown_centre())

    def visible(self, space: int) -> bool:
        """Whether a space's whole square is inside the canvas."""
        x, y, side, _ = self.layout().rect(space)
        return (x >= -CLOSE and y >= -CLOSE
                and x + side <= self.width + CLOSE and y + side <= self.height + CLOSE)

    # ---- the person's zoom -------------------------------------------------------------------

    def zoom_to(self, scale: float) -> None:
        """Show the map at `scale` (kept within 1 and `closest`), about the wanted middle."""
        self.chosen = min(max(scale, 1.0), self.closest)

    def step_in(self) -> None:
        """Zoom in one STEP."""
        self.zoom_to(self.scale * STEP)

    def step_out(self) -> None:
        """Zoom out one STEP."""
        self.zoom_to(self.scale / STEP)

    def fit(self) -> None:
        """Show the whole map."""
        self.zoom_to(1.0)

    def pinch(self, factor: float, before, after) -> None:
        """Two fingers moved: the scale times `factor`, and the grid point that was under their
        middle `before` (canvas pixels) goes under their middle `after`."""
        gx, gy = self.layout().grid_at(*before)
        self.zoom_to(self.scale * factor)
        cell = self.cell
        self.centre = self.shown_centre((gx - (after[0] - self.width / 2) / cell,
                                         gy - (after[1] - self.height / 2) / cell))

    def pan(self, dx: float, dy: float) -> None:
        """A drag of (dx, dy) CSS pixels moves the map with it (when zoomed)."""
        if not self.zoomed:
            return
        cx, cy = self.shown_centre()
        self.centre = self.shown_centre((cx - dx / self.cell, cy - dy / self.cell))

    # ---- following the game ------------------------------------------------------------------

    def keep_in_view(self, box) -> None:
        """Move the view as little as puts the grid box (x0, y0, x1, y1), and EDGE round it,
        inside the canvas (centred on it when it is bigger); only when zoomed."""
        if not self.zoomed:
            return
        cell = self.cell
        centre = list(self.shown_centre())
        for axis, span in enumerate((self.width, self.height)):
            lo, hi, half = box[axis] - EDGE, box[axis + 2] + EDGE, span / 2 / cell
            if hi - lo >= 2 * half:
                centre[axis] = (lo + hi) / 2
            elif lo < centre[axis] - half:
                centre[axis] = lo + half
            elif hi > centre[axis] + half:
                centre[axis] = hi - half
        self.centre = self.shown_centre((centre[0], centre[1]))

    def follow(self, scene) -> None:
        """The view of a Scene about to be drawn: when the cats that act, or the spaces they may
        pick, change (focus_of), the middle of them all, the cats kept in sight; and when the
        keyboard's cursor moves, its space kept in sight. A frame of a cat in motion changes
        neither (the board view keeps that cat in sight)."""
        cats, picks = focus_of(scene)
        if cats and not scene.floating and (cats, picks) != self.focus:
            self.focus = (cats, picks)
            x0, y0, x1, y1 = cells_box(cats + picks)
            self.centre = ((x0 + x1) / 2, (y0 + y1) / 2)
            self.keep_in_view(cells_box(cats))
        if scene.cursor != self.cursor:
            self.cursor = scene.cursor
            if scene.cursor is not None:
                self.keep_in_view(cells_box((scene.cursor,)))


def _middle(a, b) -> tuple[float, float]:
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


class Gesture:
    """The pointers down on the map and what their moves do to a MapZoom: one pointer drags
    the map once it has moved SLOP pixels (less is a tap, which picks the space under it), two
    pinch it (zoom about their middle, the map moving with it)."""

    def __init__(self):
        self.points: dict = {}  # pointer id -> its last position (canvas CSS pixels)
        self.start = (0.0, 0.0)  # where the gesture's first pointer went down
        self.dragged = False  # the gesture moved the map: the click ending it picks nothing

    @property
    def held(self) -> bool:
        """Whether a pointer is down."""
        return bool(self.points)

    def down(self, pointer, x: float, y: float) -> None:
        """A pointer went down at (x, y): a gesture starts, or a second finger makes it a pinch."""
        if not self.points:
            self.start, self.dragged = (x, y), False
        else:
            self.dragged = True
        self.points[pointer] = (x, y)

    def move(self, pointer, x: float, y: float, zoom: MapZoom) -> bool:
        """A pointer moved to (x, y): drag or pinch `zoom`; whether the view changed."""
        if pointer not in self.points:
            return False
        pair = list(self.points)[:2]
        if len(pair) == 2:
            if pointer not in pair:
                self.points[pointer] = (x, y)
                return False
            before = [self.points[p] for p in pair]
            self.points[pointer] = (x, y)
            after = [self.points[p] for p in pair]
            apart = math.dist(*before)
            if apart < 1.0:
                return False
            zoom.pinch(math.dist(*after) / apart, _middle(*before), _middle(*after))
            return True
        last = self.points[pointer]
        self.points[pointer] = (x, y)
        if not self.dragged:
            if math.dist(self.start, (x, y)) < SLOP:
                return False
            self.dragged, last = True, self.start
        if not zoom.zoomed:
            return False
        zoom.pan(x - last[0], y - last[1])
        return True

    def up(self, pointer) -> None:
        """A pointer went up, or left, or the browser took it."""
        self.points.pop(pointer, None)

    def tap(self) -> bool:
        """Whether the click ending this gesture picks a space: not after a drag or a pinch."""
        return not self.dragged
