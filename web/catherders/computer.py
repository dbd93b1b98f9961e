"""The computer opponent on the page: its worker, its turns, and hints.

Part of the browser layer. The search runs in a worker of its own
(web/shell/computer_worker.py, with its own zip: the game's worker never loads the
opponent), started by the page's view on first use and reached through it
(web/shell/computer_link.py); the game awaits it, so clicks and the preview are
answered while the computer thinks. Each request carries the
whole game as its link fragment, and an answer that arrives after the game
has changed (undo, a new game) is dropped.
"""

from __future__ import annotations

import asyncio

from web.catherders.session import FRAME_MS
from web.shell import host
from web.shell.computer_link import ComputerLink
from web.shell.dom import document


class Computer:
    """The computer players and the hint button of one Page."""

    def __init__(self, page):
        self.page = page
        self.thinking: tuple[int, str] | None = None  # (request number, fragment) asked
        self._warmed: bool | None = None  # None: not started; False: warming; True: done
        self.requests = 0

    async def worker(self) -> ComputerLink:
        """The computer's worker (the view starts it at the first call)."""
        return ComputerLink.shared()

    async def warm(self) -> None:
        """Start the worker, and run one small search in it, once the board is up and the
        page is idle: the computer's first turn (or hint) then comes as fast as the later
        ones, without slowing the page's first load."""
        if self._warmed is not None:
            return
        self._warmed = False
        # Sooner when a computer plays in this game; otherwise once the person has had a look.
        computer = any(self.page.session.computer_level(p) for p in (0, 1))
        await asyncio.sleep(0.2 if computer else 1.5)
        try:
            worker = await self.worker()
            await worker.warm_up()
            self._warmed = True
            document.body.dataset.computerReady = "1"
        except Exception as e:
            host.log_exception()
            self.page.show_problem(f"The computer opponent could not start: {e}")

    def _seed(self) -> int:
        s = self.page.session
        return (s.spec.seed * 1_000_003 + len(s.game.stack)) % 2**31

    def maybe_think(self) -> None:
        """Ask the worker for a move when the computer is to play and nobody asked yet."""
        s = self.page.session
        # Looking back through the moves does not stop the computer thinking.
        busy = bool(s.locked) or s.builder is not None or s.game.is_over()
        level = None if busy else s.computer_level(s.game.to_move)
        fragment = s.fragment()
        if level is None:
            self.thinking = None
            return
        if self.thinking is not None and self.thinking[1] == fragment:
            return
        self.requests += 1
        self.thinking = (self.requests, fragment)
        asyncio.ensure_future(self._think(self.requests, fragment, s.game.to_move, level, self._seed()))

    async def _think(self, request: int, fragment: str, seat: int, level: str, seed: int) -> None:
        try:
            worker = await self.worker()
            asked = host.clock_ms()
            text = str(await worker.choose("catherders", fragment, seat, level, seed))
            # How long the search took (ms), for bench/bench_ai.py; the page shows nothing of it.
            document.body.dataset.thinkMs = f"{host.clock_ms() - asked:.0f}"
        except Exception as e:
            host.log_exception()
            self.thinking = None
            self.page.show_problem(f"The computer could not move: {e}")
            return
        if self.thinking is None or self.thinking[0] != request or self.page.session.fragment() != fragment:
            return  # the game changed meanwhile (undo, new game): this answer is stale
        if self.page.frames_left():
            await asyncio.sleep(self.page.frames_left() * FRAME_MS / 1000)  # let the last turn show first
            if self.page.session.fragment() != fragment:
                return
        self.thinking = None
        self.page.act(lambda: self.page.session.play_turn(text))

    async def hint(self) -> None:
        """Ask the worker for a good turn for the person to move and mark it on the board."""
        s = self.page.session
        if s.game.is_over() or s.computer_to_move() is not None:
            return
        fragment = s.fragment()
        s.say("Looking for a good turn…")
        self.page.refresh()
        try:
            worker = await self.worker()
            text = str(await worker.suggest(fragment, self._seed()))
        except Exception as e:
            host.log_exception()
            self.page.show_problem(f"No hint could be found: {e}")
            return
        if s is not self.page.session or s.fragment() != fragment or s.builder is not None:
            return
        s.cancel_turn()
        s.mark_hint(s.game.parse_turn(text))
        s.say(f"Hint: {text} (marked in green on the board).")
        self.page.refresh()
