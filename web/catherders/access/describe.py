"""Cells and positions in words, for screen readers and the board cursor (pure Python)."""

from __future__ import annotations

from game.catherders import CAT, EMPTY, herder, owner
from web.catherders.words import COLOURS
from web.kit.words import count


def describe_cell(game, cells, cell: int) -> str:
    """What a cell is and what stands on it, e.g. 'd5, Park: a cat, watched by 1 blue and
    2 red herders'. `cells` is what the board shows (a turn being built included)."""
    board = game.board
    where = "Wall" if board.is_wall[cell] else "Park"
    piece = cells[cell]
    if piece == EMPTY:
        what = "empty"
    elif piece == CAT:
        near = [sum(1 for n in board.neighbours[cell] if cells[n] == herder(p)) for p in (0, 1)]
        what = f"a cat, watched by {near[0]} blue and {count(near[1], 'red herder')}"
    else:
        what = f"a {COLOURS[owner(piece)]} herder"
    return f"{board.names[cell]}, {where}: {what}"
