"""The axes of a chance chart along a game, shared by Cat Herders' review chart
(web/catherders/review/chart.py) and the table games' (web/kit/table/review_chart.py): point k
of `count` points spread across the width within a padding, a chance from 1 at the top to 0 at
the bottom, and the point nearest to a click. Pure arithmetic, in CSS pixels."""

from __future__ import annotations


def x_of(k: int, count: int, width: float, pad: float) -> float:
    """Where point `k` of `count` (the start and one after each decision or turn) is drawn."""
    return pad + (width - 2 * pad) * k / max(1, count - 1)


def y_of(chance: float, height: float, pad: float) -> float:
    """Where a chance (0 to 1) is drawn: 1 at the top, 0 at the bottom."""
    return pad + (height - 2 * pad) * (1 - chance)


def nearest(x: float, count: int, width: float, pad: float) -> int:
    """The point (0 .. count - 1) nearest to a click at `x`."""
    k = round((x - pad) / max(1.0, width - 2 * pad) * max(1, count - 1))
    return max(0, min(count - 1, k))
