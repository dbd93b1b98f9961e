"""The puzzle of the day: the same for everyone on the same date, offline."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the annotation only: the engine imports no datetime (tools/stdlib.txt)
    import datetime

DAILY_EPOCH = 739252  # date(2025, 1, 1).toordinal(): day 0


def daily_index(date: datetime.date, count: int) -> int:
    """The puzzle of the day: an index from 0 to count - 1 for a `datetime.date`.

    The same for everyone on the same date (with the same `count` puzzles), offline: the days
    since DAILY_EPOCH times a stride, modulo `count`. The stride is the whole number nearest
    count × 0.618 (the golden ratio) that is coprime with `count`, so consecutive days give
    different puzzles far apart in the list (which is sorted by kind and level), and any
    `count` consecutive days give every puzzle once. Only `date.toordinal()` is used, so this
    module needs no `datetime`. ValueError when `count` is below 1.
    """
    if count < 1:
        raise ValueError(f"no puzzle to choose from (count {count})")
    stride = max(1, round(count * 0.618))
    while math.gcd(stride, count) != 1:
        stride += 1
    return (date.toordinal() - DAILY_EPOCH) * stride % count
