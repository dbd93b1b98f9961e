"""The board's keyboard: which keys move a cell cursor, and where each arrow takes it (pure).

The game's board and the position editor's share it, so both boards answer the same keys.
"""

from __future__ import annotations

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
# The keys the cell cursor takes (no Ctrl, Cmd or Alt): the view prevents their default, and
# keeps them from the page's history keys, while the keyboard's cursor shows.
CURSOR_KEYS = (*ARROWS, "Enter", " ")


class ArrowSteps:
    """Where the arrow keys take a cursor: up and down keep to the column the cursor had
    when it last moved sideways (hex rows are offset, so rounding alone would drift)."""

    def __init__(self) -> None:
        self.anchor_x: float | None = None

    def step(self, layout, cell: int, key: str) -> int:
        """The cell that arrow `key` (a key of ARROWS) leads to from `cell` on `layout`."""
        dx, dy = ARROWS[key]
        if dy == 0 or self.anchor_x is None:
            self.anchor_x = layout.centres[cell][0]
        return layout.step(cell, dx, dy, self.anchor_x)

    def forget(self) -> None:
        """The cursor was put somewhere by other means: the next vertical step starts afresh."""
        self.anchor_x = None
