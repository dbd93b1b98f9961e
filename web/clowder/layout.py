"""Where Clowder's 19 hexes sit on a canvas, and which hex a point falls in.

Pure arithmetic on game/clowder/board.py's axial coordinates (q, r), computed once per canvas
size. The hexes are pointy-topped, as board.py numbers their edges: edge 0 is the upper
right (north-east) one, then clockwise. Corner k is at -90° + 60°·k from the centre (y down),
so edge k runs from corner k to corner k + 1 and its outward direction is at -60° + 60°·k.
A margin round the board leaves room for the paths of leaps over the board's edge.
"""

from __future__ import annotations

import math

from game.clowder import board

SQRT3 = math.sqrt(3)
MARGIN = 0.55  # hex sizes of room round the board (the wrap paths go out into it)
OUT = 0.42  # how far past the board's edge a wrapping path is drawn, in hex sizes


def _unit(hex_: int) -> tuple[float, float]:
    """A hex's centre in hex sizes, the tower at (0, 0)."""
    q, r = board.COORDS[hex_]
    return SQRT3 * (q + r / 2), 1.5 * r


def edge_direction(edge: int) -> tuple[float, float]:
    """The unit vector out of a hex through the middle of `edge` (y down)."""
    angle = math.radians(-60 + 60 * edge)
    return math.cos(angle), math.sin(angle)


def _spans(units, margin: float) -> tuple[float, float]:
    """The width and the height, in hex sizes, of hexes centred at `units`, with `margin`."""
    xs, ys = [u[0] for u in units], [u[1] for u in units]
    return max(xs) - min(xs) + SQRT3 + 2 * margin, max(ys) - min(ys) + 2 + 2 * margin


def picture_ratio(margin: float = MARGIN) -> float:
    """The whole board's height for its width, its margin included."""
    span_x, span_y = _spans([_unit(h) for h in board.HEXES], margin)
    return span_y / span_x


class BoardLayout:
    """Pixel positions of the whole board fitted into a width × height canvas (CSS pixels)."""

    def __init__(self, width: float, height: float, margin: float = MARGIN, hexes=None):
        """`margin`: room left round the board, in hex sizes; `hexes`: fit only these (a
        diagram's window; the others lie partly or wholly off the canvas)."""
        self.width, self.height = width, height
        shown = [_unit(h) for h in (board.HEXES if hexes is None else hexes)]
        xs, ys = [u[0] for u in shown], [u[1] for u in shown]
        span_x, span_y = _spans(shown, margin)
        self.size = min(width / span_x, height / span_y)  # centre to corner, in pixels
        # the board's centre (the tower's) on the canvas
        self.cx = width / 2 - (max(xs) + min(xs)) / 2 * self.size
        self.cy = height / 2 - (max(ys) + min(ys)) / 2 * self.size
        self.centres = tuple((self.cx + ux * self.size, self.cy + uy * self.size)
                             for ux, uy in (_unit(h) for h in board.HEXES))

    @property
    def radius(self) -> float:
        """The hexagon's size (centre to corner) in pixels; a name web/catherders/board's Layout uses."""
        return self.size

    def corner(self, hex_: int, k: int, shrink: float = 1.0) -> tuple[float, float]:
        """Corner k (0 the top one, then clockwise) of a hex, optionally pulled toward its
        centre."""
        x, y = self.centres[hex_]
        angle = math.radians(-90 + 60 * k)
        r = self.size * shrink
        return x + r * math.cos(angle), y + r * math.sin(angle)

    def corners(self, hex_: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The six corners of a hex, clockwise from the top one (optionally shrunk)."""
        return [self.corner(hex_, k, shrink) for k in range(6)]

    def edge_midpoint(self, hex_: int, edge: int, shrink: float = 1.0) -> tuple[float, float]:
        """The middle of one of a hex's edges (0 north-east, clockwise), optionally pulled
        toward its centre."""
        x, y = self.centres[hex_]
        dx, dy = edge_direction(edge)
        r = self.size * SQRT3 / 2 * shrink
        return x + r * dx, y + r * dy

    def area_anchor(self, hex_: int, rotation: int, area: int) -> tuple[float, float]:
        """Where a roof's area number is drawn: toward the corner between the area's two
        edges, well inside the hexagon."""
        first, _second = board.area_edges(rotation, area)
        return self.corner(hex_, first + 1, 0.64)

    def area_wedge(self, hex_: int, rotation: int, area: int,
                   shrink: float = 1.0) -> list[tuple[float, float]]:
        """The polygon of a roof's area: the centre and the three corners of its two edges."""
        first, _second = board.area_edges(rotation, area)
        return [self.centres[hex_]] + [self.corner(hex_, first + k, shrink) for k in range(3)]

    def hex_at(self, x: float, y: float) -> int | None:
        """The hex under a point, or None off the board."""
        ux, uy = (x - self.cx) / self.size, (y - self.cy) / self.size
        r = uy / 1.5
        q = ux / SQRT3 - r / 2
        s = -q - r
        rq, rr, rs = round(q), round(r), round(s)
        dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
        if dq > dr and dq > ds:
            rq = -rr - rs
        elif dr > ds:
            rr = -rq - rs
        return board.AT.get((rq, rr))

    def leap_path(self, leap: board.Leap) -> list[list[tuple[float, float]]]:
        """The line a cat's leap takes, as polylines: from the start's centre over each broken
        roof passed to the landing's centre. Where the leap crosses the board's edge the line
        is cut in two: one piece goes out past the edge, the next comes in from past the
        opposite edge. A leap with no landing (`to` None) comes back round to its start."""
        hexes = [leap.start, *leap.over, leap.start if leap.to is None else leap.to]
        d = edge_direction(leap.edge)
        segments = [[self.centres[leap.start]]]
        for a, b in zip(hexes, hexes[1:], strict=False):
            if board.wraps(a, leap.edge):
                segments[-1].append(self._beyond(a, d, 1))
                segments.append([self._beyond(b, d, -1)])
            segments[-1].append(self.centres[b])
        return segments

    def _beyond(self, hex_: int, d: tuple[float, float], sign: int) -> tuple[float, float]:
        """The point just outside a hex's edge facing `sign`·d."""
        x, y = self.centres[hex_]
        r = self.size * (SQRT3 / 2 + OUT)
        return x + sign * d[0] * r, y + sign * d[1] * r


def find_leap(start: int, to: int, broken, edges=board.EDGES) -> board.Leap | None:
    """The leap from `start` over one of `edges` (by default any; give the area's two edges
    when known: two edges may lead to the same roof, one of them round the board's edge)
    that lands on `to` with these broken roofs (the start counts as whole: Nyx's roof breaks
    only once she has left it), the one over fewest broken roofs; None when none leads there."""
    broken = frozenset(broken) - {start}
    found = [board.leap(start, e, broken) for e in edges]
    found = [lp for lp in found if lp.to == to]
    return min(found, key=lambda lp: (len(lp.over), board.wraps(start, lp.edge))) if found else None
