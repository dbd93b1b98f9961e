"""The animation loop every game's board shares (pure Python: the page's
requestAnimationFrame is given to it).

A `FrameLoop` plays a queue of items one after the other, one animation frame at a time:
`paint(item, elapsed)` draws `elapsed` ms into the first item, which lasts `duration(item)` ms;
when the queue is empty, `draw()` draws the board as it is and `mark(False)` says the
animation is over (the tests wait on the mark). One chain of frames at a time: an item queued
while one runs waits its turn.

Cat Herders' page (web/catherders/page.py) and the table games' animated board
(web/kit/table/canvas_view.py) each make one.
"""

from __future__ import annotations


class FrameLoop:
    """A queue of animated items and the requestAnimationFrame chain that plays them."""

    def __init__(self, guard, paint, draw, mark, duration, request_frame):
        """`guard(fn)` makes the frame's callback (its errors shown on the page); `paint(item,
        elapsed)`, `draw()`, `mark(on)` and `duration(item)` as the module's docstring says;
        `request_frame(callback)` is the window's requestAnimationFrame."""
        self._request_frame = request_frame
        self.queue: list = []
        self.frame_start: float | None = None
        self._paint, self._draw, self._mark, self._duration = paint, draw, mark, duration
        self._requested = False
        self._tick = guard(self._animate)

    def __len__(self) -> int:
        """How many items are still to play (the one playing counted)."""
        return len(self.queue)

    def add(self, items) -> None:
        """Queue items after those already queued, without starting the chain."""
        self.queue.extend(items)

    def play(self, items=()) -> None:
        """Queue items and start the chain, unless it runs already."""
        self.queue.extend(items)
        if self.queue and self.frame_start is None:
            self._mark(True)
            self.request()

    def stop(self) -> None:
        """Drop every item still to play."""
        self.queue.clear()
        self.frame_start = None
        self._mark(False)

    def request(self) -> None:
        """Have the next frame drawn, unless it already will be: a turn played during an
        animation must not start a second chain of frames."""
        if not self._requested:
            self._requested = True
            self._request_frame(self._tick)

    def _animate(self, now) -> None:
        self._requested = False
        if not self.queue:
            self.frame_start = None
            self._mark(False)
            self._draw()
            return
        item = self.queue[0]
        if self.frame_start is None:
            self.frame_start = float(now)
        elapsed = float(now) - self.frame_start
        if elapsed >= self._duration(item):
            self.queue.pop(0)
            self.frame_start = None
            self.request()
            return
        self._paint(item, elapsed)
        self.request()
