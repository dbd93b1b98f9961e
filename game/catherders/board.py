"""Board geometry: cells, names, Wall and Park, neighbour and line tables.

Cells are small integers numbered in canonical order (by letter, then by
number), so sorting cell indices sorts cell names the way the notation wants.
Every table is computed once per board and shared; nothing in the rules
engine recomputes geometry while it plays.
"""

from __future__ import annotations

import re
from functools import cache

from game.text import shown

from .errors import NotationError

HEX_SIDES = range(5, 10)
SQUARE_SIDES = range(7, 14)
DEFAULT_BOARD = "hex6"
DEFAULT_SQUARE = "sq9"

HEX_DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))
SQUARE_DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1), (1, -1), (-1, 1))

_BOARD_NAME = re.compile(r"(hex|sq)([0-9]{1,2})")


class Board:
    """One board shape: its cells and the tables the rules need.

    Attributes (all read-only by convention):
      name        'hex6', 'sq9', ...
      kind        'hex' or 'square'
      side        side length (cells along one edge)
      size        number of cells
      names       cell index -> name ('a1')
      coords      cell index -> (row, diagonal) on hex, (file, rank) on square
      is_wall     cell index -> bool
      wall, park  tuples of cell indices, canonical order
      neighbours  cell index -> tuple of adjacent cells
      rays        cell index -> tuple, per direction, of the cells 1 and 2
                  steps away along that line (a ray may have 0, 1 or 2 cells)
      herders     herders each player owns
    """

    def __init__(self, kind: str, side: int):
        self.kind = kind
        self.side = side
        if kind == "hex":
            self.name = f"hex{side}"
            span = 2 * side - 1
            coords = [(r, d) for r in range(span) for d in range(span) if abs(r - d) <= side - 1]
            directions = HEX_DIRECTIONS
            last = span - 1
            self.is_wall = tuple(
                r in (0, last) or d in (0, last) or abs(r - d) == side - 1 for r, d in coords
            )
            self.names = tuple(f"{chr(97 + r)}{d + 1}" for r, d in coords)
            self.herders = 3 * (side - 1)
        else:
            self.name = f"sq{side}"
            coords = [(f, r) for f in range(side) for r in range(side)]
            directions = SQUARE_DIRECTIONS
            last = side - 1
            self.is_wall = tuple(f in (0, last) or r in (0, last) for f, r in coords)
            self.names = tuple(f"{chr(97 + f)}{r + 1}" for f, r in coords)
            self.herders = 2 * (side - 1)
        self.coords = tuple(coords)
        self.size = len(coords)
        self.directions = directions
        index = {c: i for i, c in enumerate(coords)}
        self.index = {name: i for i, name in enumerate(self.names)}
        self.neighbours = tuple(
            tuple(index[(a + da, b + db)] for da, db in directions if (a + da, b + db) in index)
            for a, b in coords
        )
        rays = []
        for a, b in coords:
            cell_rays = []
            for da, db in directions:
                ray = tuple(
                    index[(a + k * da, b + k * db)]
                    for k in (1, 2)
                    if (a + k * da, b + k * db) in index
                )
                # A ray stops at the edge: a 2-step cell exists only if the 1-step one does.
                if ray:
                    cell_rays.append(ray)
            rays.append(tuple(cell_rays))
        self.rays = tuple(rays)
        # (a, b) -> the cells entered going from a to b in a line of 1 or 2 steps
        self._lines = {(a, ray[k]): ray[:k + 1] for a, cell_rays in enumerate(rays)
                       for ray in cell_rays for k in range(len(ray))}
        self.wall = tuple(i for i in range(self.size) if self.is_wall[i])
        self.park = tuple(i for i in range(self.size) if not self.is_wall[i])
        self.rotate = tuple(index[(last - a, last - b)] for a, b in coords)

    def cell(self, name: str) -> int:
        """Return the index of the cell called `name`; NotationError if none."""
        try:
            return self.index[name]
        except KeyError:
            raise NotationError(f"no cell {shown(name)} on {self.name}") from None

    def line_between(self, a: int, b: int) -> tuple[int, ...] | None:
        """Cells entered going from a to b in a straight line of 1 or 2 steps.

        Returns None when b is not 1 or 2 steps from a along one line.
        """
        return self._lines.get((a, b))

    def __repr__(self) -> str:
        return f"Board({self.name!r})"


@cache
def get_board(name: str) -> Board:
    """Return the shared Board for a name like 'hex6' or 'sq9'.

    Raises NotationError naming the value when the name is not a board.
    """
    m = _BOARD_NAME.fullmatch(name)
    if m:
        kind = "hex" if m.group(1) == "hex" else "square"
        side = int(m.group(2))
        sides = HEX_SIDES if kind == "hex" else SQUARE_SIDES
        if side in sides and str(side) == m.group(2):
            return Board(kind, side)
    raise NotationError(
        f"unknown board {shown(name)}: expected hex5 … hex9 or sq7 … sq13"
    )


def board_names() -> list[str]:
    """Every board name the engine knows, hex boards first."""
    return [f"hex{s}" for s in HEX_SIDES] + [f"sq{s}" for s in SQUARE_SIDES]
