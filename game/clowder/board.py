"""The board of Clowder: Petunia's tower and 18 hex roofs around it, and where a leap lands.

The 19 hexes are numbered: 0 is the tower, 1 to 6 the inner ring and 7 to 18 the outer ring,
each ring clockwise. Their names are "T", "I1".."I6" and "O1".."O12". Hexes are pointy-topped,
in axial coordinates (q, r) with r growing downwards; a hex's six edges are numbered
clockwise from its upper right one: 0 north-east, 1 east, 2 south-east, 3 south-west,
4 west, 5 north-west. I1 is the tower's north-east neighbour; O1 is the hex two steps
north-east of the tower, so the odd outer roofs are the ring's six corners.

A roof's three areas are numbered 1, 2 and 3 clockwise, each taking two neighbouring edges;
its `rotation` (0 to 5) is the first edge of area 1. A cat leaving through an area lands,
for each of the area's two edges, on the roof beyond it: `leap` walks there. Past the
board's edge it goes on along the same line and comes in at the farthest hex on the other
side (the rulebook's "Pac-Man" rule); it passes over broken roofs in the same direction; it
stops at the tower. Whether a cat may land there is the rules' business (game.clowder.rules).
"""

from __future__ import annotations

from dataclasses import dataclass

TOWER = 0
INNER = tuple(range(1, 7))
OUTER = tuple(range(7, 19))
ROOFS = INNER + OUTER
HEXES = (TOWER,) + ROOFS
AREAS = (1, 2, 3)
EDGES = tuple(range(6))
EDGE_NAMES = ("north-east", "east", "south-east", "south-west", "west", "north-west")
DIRECTIONS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))  # (dq, dr) of each edge
RADIUS = 2


def _rings() -> tuple[tuple[int, int], ...]:
    coords = [(0, 0)]
    for d in EDGES:  # inner ring: the tower's neighbours, clockwise from north-east
        coords.append(DIRECTIONS[d])
    for d in EDGES:  # outer ring: each corner, then the hex after it clockwise
        q, r = 2 * DIRECTIONS[d][0], 2 * DIRECTIONS[d][1]
        coords.append((q, r))
        dq, dr = DIRECTIONS[(d + 2) % 6]
        coords.append((q + dq, r + dr))
    return tuple(coords)


COORDS = _rings()  # COORDS[hex] = (q, r)
AT = {coord: hex_ for hex_, coord in enumerate(COORDS)}
NAMES = ("T",) + tuple(f"I{i}" for i in range(1, 7)) + tuple(f"O{i}" for i in range(1, 13))
BY_NAME = {name: hex_ for hex_, name in enumerate(NAMES)}


def ring(hex_: int) -> int:
    """0 for the tower, 1 for the inner ring, 2 for the outer ring."""
    return 0 if hex_ == TOWER else 1 if hex_ in INNER else 2


def hex_name(hex_: int) -> str:
    """'T', 'I1'..'I6' or 'O1'..'O12'."""
    return NAMES[hex_]


def hex_named(name: str) -> int:
    """The hex a name names (KeyError when none)."""
    return BY_NAME[name]


def area_edges(rotation: int, area: int) -> tuple[int, int]:
    """The two edges (clockwise) of a roof's area 1, 2 or 3 when its area 1 starts at edge
    `rotation`."""
    first = (rotation + 2 * (area - 1)) % 6
    return first, (first + 1) % 6


def area_of_edge(rotation: int, edge: int) -> int:
    """The area (1 to 3) an edge belongs to."""
    return (edge - rotation) % 6 // 2 + 1


def facing_edge(inner_roof: int) -> int:
    """The edge of an inner roof that faces the tower."""
    return (inner_roof - 1 + 3) % 6


def inner_rotations(inner_roof: int) -> tuple[int, int]:
    """The two rotations that put an edge of the roof's area 3 against the tower (the
    rulebook's set-up: area 3 of every inner roof faces the tower)."""
    edge = facing_edge(inner_roof)
    return (edge - 4) % 6, (edge - 5) % 6


def _on_board(q: int, r: int) -> bool:
    return max(abs(q), abs(r), abs(q + r)) <= RADIUS


def step(hex_: int, edge: int) -> int:
    """The hex beyond one edge: the neighbour, or past the board's edge the farthest hex
    back along the same line (which is never the tower)."""
    q, r = COORDS[hex_]
    dq, dr = DIRECTIONS[edge]
    if _on_board(q + dq, r + dr):
        return AT[(q + dq, r + dr)]
    while _on_board(q - dq, r - dr):
        q, r = q - dq, r - dr
    return AT[(q, r)]


def wraps(hex_: int, edge: int) -> bool:
    """Whether the step beyond this edge crosses the board's edge."""
    q, r = COORDS[hex_]
    dq, dr = DIRECTIONS[edge]
    return not _on_board(q + dq, r + dr)


@dataclass(frozen=True)
class Leap:
    """Where a leap over one edge goes: the hexes passed over (broken roofs) and where it
    stops (`to`: a roof, or TOWER). `to` is None when the line leads back to the start."""

    start: int
    edge: int
    over: tuple[int, ...]
    to: int | None


def leap(start: int, edge: int, broken) -> Leap:
    """The leap from `start` over `edge`: straight on over broken roofs, round the board's
    edge, until the tower or a roof that is not broken."""
    over = []
    here = step(start, edge)
    while here != start and here != TOWER and here in broken:
        over.append(here)
        here = step(here, edge)
    return Leap(start, edge, tuple(over), None if here == start else here)


def area_leaps(start: int, rotation: int, area: int, broken) -> tuple[Leap, Leap]:
    """The two leaps out of a roof's area."""
    return tuple(leap(start, edge, broken) for edge in area_edges(rotation, area))


def neighbours(hex_: int) -> tuple[int, ...]:
    """The hexes beyond each of its six edges, in edge order (wrapping at the board's edge)."""
    return tuple(step(hex_, edge) for edge in EDGES)
