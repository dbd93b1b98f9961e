"""Where Cat's Mansion's spaces sit on a canvas, and which space a point falls in.

Pure arithmetic on game/mansion/board.py's grid: square cells, `WIDTH` × `HEIGHT` of them
(17 × 13), fitted into a canvas (or a part of it, `box`) with a margin round the house for
its outer walls. A diagram can frame part of the map (`window`: the columns and rows shown);
the cells outside it are not drawn and no point finds them. The board can be zoomed
(`scale`: times the fitted cell, the grid point `centre` put in the middle of the box; the
board view's zoom, web/mansion/zoom.py, chooses both): then the spaces beyond the canvas are
drawn off it, and a point finds the space under it through the same arithmetic. Grid corners
are named (gx, gy) with (0, 0) the top left of a1 and (WIDTH, HEIGHT) the bottom right of
the last cell.
"""

from __future__ import annotations

from game.mansion import board

MARGIN = 0.3  # cells of room round the house (its outer walls are drawn half in it)
WHOLE = (0, 0, board.WIDTH - 1, board.HEIGHT - 1)  # the window of the whole map


def picture_ratio(margin: float = MARGIN) -> float:
    """The whole map's height for its width, its margin included."""
    return (board.HEIGHT + 2 * margin) / (board.WIDTH + 2 * margin)


class MapLayout:
    """Pixel positions of the map's cells fitted into a width × height canvas (CSS pixels)."""

    def __init__(self, width: float, height: float, margin: float = MARGIN, window=None, box=None,
                 scale: float = 1.0, centre=None):
        """`window` (x0, y0, x1, y1): the columns and rows framed, inclusive (the whole map by
        default); `box` (x, y, w, h): the part of the canvas to fit them in (all of it by
        default); `scale`: the cells that many times the fitted size; `centre` (gx, gy): the
        grid point in the box's middle (the window's middle by default)."""
        self.width, self.height = width, height
        self.window = tuple(window) if window is not None else WHOLE
        bx, by, bw, bh = box if box is not None else (0.0, 0.0, width, height)
        x0, y0, x1, y1 = self.window
        cols, rows = x1 - x0 + 1, y1 - y0 + 1
        self.cell = min(bw / (cols + 2 * margin), bh / (rows + 2 * margin)) * scale
        # the pixel position of grid corner (0, 0): the centre (the window's) in the box's middle
        gx, gy = centre if centre is not None else (x0 + cols / 2, y0 + rows / 2)
        self.left = bx + bw / 2 - gx * self.cell
        self.top = by + bh / 2 - gy * self.cell
        self.centres = tuple(self.point(x + 0.5, y + 0.5) for x, y in board.SPACES)

    @property
    def size(self) -> float:
        """A cell's side in pixels (the name Clowder's layout gives its hex size)."""
        return self.cell

    def point(self, gx: float, gy: float) -> tuple[float, float]:
        """The pixel position of a point of the grid (cell corners at whole numbers)."""
        return self.left + gx * self.cell, self.top + gy * self.cell

    def centre(self, space: int) -> tuple[float, float]:
        """The middle of a space, in pixels."""
        return self.centres[space]

    def rect(self, space: int) -> tuple[float, float, float, float]:
        """A space's square: (x, y, side, side) in pixels, its top left corner first."""
        gx, gy = board.SPACES[space]
        x, y = self.point(gx, gy)
        return x, y, self.cell, self.cell

    def grid_at(self, x: float, y: float) -> tuple[float, float]:
        """The grid point at a pixel position (the inverse of `point`)."""
        return (x - self.left) / self.cell, (y - self.top) / self.cell

    def shows(self, gx: int, gy: int) -> bool:
        """Whether the cell at column gx, row gy (0-based) is inside the window."""
        x0, y0, x1, y1 = self.window
        return x0 <= gx <= x1 and y0 <= gy <= y1

    def shown(self) -> tuple[int, ...]:
        """The spaces inside the window."""
        return tuple(s for s, (gx, gy) in enumerate(board.SPACES) if self.shows(gx, gy))

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The (column, row) of the cell under a point, walls included; None outside the
        window."""
        gx = int((x - self.left) // self.cell)
        gy = int((y - self.top) // self.cell)
        return (gx, gy) if self.shows(gx, gy) else None

    def space_at(self, x: float, y: float) -> int | None:
        """The space under a point, or None (a wall, the margin, outside the window)."""
        found = self.cell_at(x, y)
        return None if found is None else board.AT.get(found)

    def bounds(self) -> tuple[float, float, float, float]:
        """The window's cells as (x, y, w, h) in pixels."""
        x0, y0, x1, y1 = self.window
        left, top = self.point(x0, y0)
        right, bottom = self.point(x1 + 1, y1 + 1)
        return left, top, right - left, bottom - top
