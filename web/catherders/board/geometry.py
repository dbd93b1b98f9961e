"""Where each cell sits on the canvas, and which cell a point falls in.

Pure arithmetic on the board's coordinates, computed once per board and
canvas size. Hex boards are drawn with flat rows (pointy-top hexagons): row
`a` at the bottom, cell (r, d) at x = d − r/2 cell widths. Square boards are
a plain grid, file `a` on the left, rank 1 at the bottom. A flipped layout
turns the whole picture by 180°, so red's side of the board is at the bottom.
"""

from __future__ import annotations

import math

SQRT3 = math.sqrt(3)


class Layout:
    """Pixel positions of one board fitted into a width × height area (CSS pixels)."""

    def __init__(self, board, width: float, height: float, labels: bool = True,
                 flipped: bool = False, cells=None):
        """`cells`: only these cells are shown (a diagram's window), fitted to the area."""
        self.board = board
        self.flipped = flipped
        self.width, self.height = width, height
        self.hex = board.kind == "hex"
        self.cells = tuple(range(board.size)) if cells is None else tuple(sorted(cells))
        units = [self._unit(c) for c in board.coords]
        # Room for the cell names around the edge, when shown.
        pad = 1.15 if labels else 0.35
        xs = [units[c][0] for c in self.cells]
        ys = [units[c][1] for c in self.cells]
        if self.hex:
            span_x = max(xs) - min(xs) + SQRT3 * (1 + pad)
            span_y = max(ys) - min(ys) + 2 + 2 * pad * 0.8
        else:
            span_x = max(xs) - min(xs) + 1 + 2 * pad
            span_y = max(ys) - min(ys) + 1 + 2 * pad
        self.scale = min(width / span_x, height / span_y)
        cx = (max(xs) + min(xs)) / 2
        cy = (max(ys) + min(ys)) / 2
        self.cx, self.cy = cx, cy
        self.ox = width / 2 - cx * self.scale
        self.oy = height / 2 + cy * self.scale
        self.centres = tuple(self.to_pixels(u) for u in units)
        # A hexagon's radius (centre to corner) or half a square's side, in pixels.
        self.radius = self.scale if self.hex else self.scale / 2

    def _unit(self, coord: tuple[int, int]) -> tuple[float, float]:
        a, b = coord
        if self.hex:
            r, d = a, b
            return (d - r / 2) * SQRT3, r * 1.5
        return float(a), float(b)

    def to_pixels(self, unit: tuple[float, float]) -> tuple[float, float]:
        """Board units (y up) to canvas pixels (y down)."""
        ux, uy = unit
        if self.flipped:  # a half turn about the board's centre
            ux, uy = 2 * self.cx - ux, 2 * self.cy - uy
        return self.ox + ux * self.scale, self.oy - uy * self.scale

    def corners(self, cell: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The polygon of a cell, optionally shrunk toward its centre."""
        x, y = self.centres[cell]
        r = self.radius * shrink
        if self.hex:
            return [(x + r * math.cos(math.radians(90 + 60 * k)),
                     y + r * math.sin(math.radians(90 + 60 * k))) for k in range(6)]
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]

    def cell_at(self, px: float, py: float) -> int | None:
        """The cell under a point, or None when the point is off the board."""
        best, best_d = None, float("inf")
        for i in self.cells:
            x, y = self.centres[i]
            d = (x - px) ** 2 + (y - py) ** 2
            if d < best_d:
                best, best_d = i, d
        limit = self.radius * (SQRT3 / 2 if self.hex else 1.0)
        if self.hex:
            inside = best_d <= self.radius ** 2  # nearest centre, within the corner radius
        else:
            x, y = self.centres[best]
            inside = abs(x - px) <= limit and abs(y - py) <= limit
        return best if inside else None

    def labels(self) -> list[tuple[str, float, float]]:
        """Cell-name labels for the edge: (text, x, y) for each row and each line."""
        out = []
        coords = self.board.coords
        if self.hex:
            rows: dict[int, int] = {}
            diagonals: dict[int, int] = {}
            for r, d in coords:
                rows[r] = min(rows.get(r, d), d)
                diagonals[d] = min(diagonals.get(d, r), r)
            for r, d in rows.items():
                out.append((chr(97 + r), *self.to_pixels(self._unit((r, d - 0.95)))))
            for d, r in diagonals.items():
                out.append((str(d + 1), *self.to_pixels(self._unit((r - 0.95, d)))))
        else:
            n = self.board.side
            for f in range(n):
                out.append((chr(97 + f), *self.to_pixels((f, -0.95))))
            for rank in range(n):
                out.append((str(rank + 1), *self.to_pixels((-0.95, rank))))
        return out

    def step(self, cell: int, dx: float, dy: float, anchor_x: float | None = None) -> int:
        """The neighbour of `cell` on screen in the direction (dx, dy) (y down), as an arrow
        key moves the board cursor; `cell` itself at the edge of the board. On a hex board
        up and down have two neighbours at the same angle: the one nearer `anchor_x` (the
        column the cursor started from) wins, so repeated presses stay in a column."""
        x0, y0 = self.centres[cell]
        best, best_key = cell, None
        for n in self.board.neighbours[cell]:
            vx, vy = self.centres[n][0] - x0, self.centres[n][1] - y0
            length = math.hypot(vx, vy)
            cos = (vx * dx + vy * dy) / length
            if cos < 0.45:  # more than about 63° off the key's direction
                continue
            key = (-round(cos, 3), abs(self.centres[n][0] - (x0 if anchor_x is None else anchor_x)),
                   self.centres[n][0])
            if best_key is None or key < best_key:
                best, best_key = n, key
        return best
