"""Starting positions: the herders' setups and the cats' random cells.

The designer's setup pictures are lost; these are the project's own, built
so that turning the board 180° maps every blue herder onto a red one.
RULES.md shows them.

  advanced  each player holds every other corner of the Wall (3 on a hex
            board, 2 on a square one).
  beginner  advanced plus herders part-way along the Wall, so both sides
            reach the cats sooner (6 each on a hex board, 5 on a square).
  empty     no herder on the Wall (the designer's variant 4).

Cats go on distinct random Park cells drawn by a small generator of our own
(SplitMix64), so a seed gives the same cats on every Python version.
"""

from __future__ import annotations

from game.text import shown

from .board import Board, get_board
from .errors import NotationError
from .position import BLUE, MAX_CATS, MIN_CATS, RED, Position

SETUPS = ("beginner", "advanced", "empty")
DEFAULT_CATS = 9
_MASK = (1 << 64) - 1


def splitmix64(seed: int):
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def choose_cells(cells: list[int], count: int, seed: int) -> list[int]:
    """Pick `count` distinct cells from `cells`, the same for the same seed."""
    pool = list(cells)
    stream = splitmix64(seed)
    for i in range(count):
        j = i + next(stream) % (len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
    return sorted(pool[:count])


def blue_setup_cells(board: Board, setup: str) -> list[int]:
    """Blue's herders for a setup; red's are these turned by 180°."""
    if setup == "empty":
        return []
    last = 2 * board.side - 2 if board.kind == "hex" else board.side - 1
    if board.kind == "hex":
        m = board.side - 1
        # Corners in order around the Wall, each with the direction along its edge.
        corners = [((0, 0), (0, 1)), ((0, m), (1, 1)), ((m, last), (1, 0)),
                   ((last, last), (0, -1)), ((last, m), (-1, -1)), ((m, 0), (-1, 0))]
        mine = corners[0::2]
        coords = [c for c, _ in mine]
        if setup == "beginner":
            k = (board.side - 1) // 2
            coords += [(r + k * dr, d + k * dd) for (r, d), (dr, dd) in mine]
    else:
        coords = [(0, 0), (last, 0)]
        if setup == "beginner":
            q = board.side // 3
            coords += [(last // 2, 0), (0, q), (last, q)]
    lookup = {c: i for i, c in enumerate(board.coords)}
    return sorted(lookup[c] for c in coords)


def new_position(board_name: str = "hex6", setup: str = "beginner",
                 cats: int = DEFAULT_CATS, seed: int = 0) -> Position:
    """Return the starting position for the options, blue to move.

    Raises NotationError naming the option at fault.
    """
    board = get_board(board_name)
    if setup not in SETUPS:
        raise NotationError(f"unknown setup {shown(setup)}: expected one of {', '.join(SETUPS)}")
    if not isinstance(cats, int) or cats % 2 == 0 or not MIN_CATS <= cats <= MAX_CATS:
        raise NotationError(f"cats {cats!r}: expected an odd number from {MIN_CATS} to {MAX_CATS}")
    if cats > len(board.park):
        raise NotationError(f"cats {cats}: {board.name} has only {len(board.park)} Park cells")
    if not isinstance(seed, int) or seed < 0:
        raise NotationError(f"seed {seed!r}: expected a whole number, 0 or more")
    blue = blue_setup_cells(board, setup)
    red = sorted(board.rotate[c] for c in blue)
    cat_cells = choose_cells(list(board.park), cats, seed)
    herders = {BLUE: tuple(blue), RED: tuple(red)}
    supply = (board.herders - len(blue), board.herders - len(red))
    return Position(board, BLUE, (herders[BLUE], herders[RED]), tuple(cat_cells), (0, 0), supply)
