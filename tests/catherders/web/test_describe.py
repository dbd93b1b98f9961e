"""Cells in words for the board cursor and screen readers (web/catherders/access/describe.py)."""

from __future__ import annotations

from game.catherders import Game
from web.catherders.access.describe import describe_cell


def test_each_kind_of_cell_is_told_with_what_watches_a_cat():
    """An empty Wall cell, an empty Park cell, a herder, and a cat with its watchers."""
    g = Game("hex6 b b:c5,d6 r:e5 c:d5,h8,h9 0-0 13-14")
    c = g.board.cell
    cells = tuple(g.cells)
    assert describe_cell(g, cells, c("a1")) == "a1, Wall: empty"
    assert describe_cell(g, cells, c("f6")) == "f6, Park: empty"
    assert describe_cell(g, cells, c("c5")) == "c5, Park: a blue herder"
    assert describe_cell(g, cells, c("d5")) == "d5, Park: a cat, watched by 2 blue and 1 red herder"
    assert describe_cell(g, cells, c("h8")) == "h8, Park: a cat, watched by 0 blue and 0 red herders"
