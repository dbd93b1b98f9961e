"""Calls from the game's worker to the computer's worker (web/shell/computer_worker.py).

Each call is one message of web/shell/protocol.py going game>computer, with its named fields
(`choose(game, record, seat, level, seed)`...); the page's view relays it, and the computer's
"result" or "failure" back. Here each call is an awaitable of its result.
"""

from __future__ import annotations

import asyncio

from web.shell import dom, protocol


class ComputerError(RuntimeError):
    """The computer's worker could not answer (its failure's text)."""


class ComputerLink:
    """The computer's worker, seen from the game's worker."""

    _shared: ComputerLink | None = None

    def __init__(self, document=None):
        self._waiting: dict[int, asyncio.Future] = {}
        self._next = 0
        self._document = document

    @classmethod
    def shared(cls) -> ComputerLink:
        """The one link of this worker."""
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def _call(self, kind: str, *args) -> asyncio.Future:
        """Send the call protocol.call(kind, id, *args); a future of its result."""
        self._next += 1
        future = asyncio.get_event_loop().create_future()
        self._waiting[self._next] = future
        call = protocol.call(kind, self._next, *args)
        document = self._document or dom.document
        document.flush()
        document.send(protocol.computer_call(call))
        return future

    def choose(self, game: str, record: str, seat: int, level: str, seed: int) -> asyncio.Future:
        """The computer's choice (the action's text) for `seat` at `level` in `game`'s record."""
        return self._call("choose", game, record, seat, level, seed)

    def hint(self, game: str, record: str, seat: int, seed: int, names: list) -> asyncio.Future:
        """A table game's hint for `seat` (JSON: the hard level's action and its reason)."""
        return self._call("hint", game, record, seat, seed, names)

    def suggest(self, fragment: str, seed: int) -> asyncio.Future:
        """A hint for Cat Herders' game of `fragment` (a turn's text)."""
        return self._call("suggest", fragment, seed)

    def warm_up(self) -> asyncio.Future:
        """One small search, so the computer's first turn is as quick as the later ones."""
        return self._call("warm_up")

    def review_begin(self, fragment: str, nodes: int) -> asyncio.Future:
        """Start a review; how many turns review_next will give."""
        return self._call("review_begin", fragment, nodes)

    def review_next(self) -> asyncio.Future:
        """The next turn's review (JSON)."""
        return self._call("review_next")

    def review_result(self) -> asyncio.Future:
        """The whole review (JSON)."""
        return self._call("review_result")

    def blue_chance(self, fragment: str, nodes: int) -> asyncio.Future:
        """Blue's chance to win in the game's last position."""
        return self._call("blue_chance", fragment, nodes)

    def judge_turn(self, fragment: str, turn: str, nodes: int) -> asyncio.Future:
        """A turn judged as the review does (JSON)."""
        return self._call("judge_turn", fragment, turn, nodes)

    def table_review_begin(self, game: str, record: str, seed: int) -> asyncio.Future:
        """Start a table game's review; how many decisions table_review_next will give."""
        return self._call("table_review_begin", game, record, seed)

    def table_review_next(self) -> asyncio.Future:
        """The table review's next decision (JSON)."""
        return self._call("table_review_next")

    def table_review_result(self) -> asyncio.Future:
        """The whole table review (JSON)."""
        return self._call("table_review_result")

    def table_quiz_question(self, game: str, record: str, seed: int, index: int) -> asyncio.Future:
        """The choices a review's question offers for decision `index` (JSON: action texts)."""
        return self._call("table_quiz_question", game, record, seed, index)

    def table_quiz_answer(self, game: str, record: str, seed: int, index: int, action: str) -> asyncio.Future:
        """An answer to a review's question judged as the review judged the decision (JSON)."""
        return self._call("table_quiz_answer", game, record, seed, index, action)

    def modules(self) -> asyncio.Future:
        """The modules the computer's worker imported."""
        return self._call("modules")

    def answered(self, message: dict) -> None:
        """A result or a failure from the computer's worker (checked by the caller)."""
        future = self._waiting.pop(message["id"], None)
        if future is None or future.done():
            return
        if message["k"] == "failure":
            future.set_exception(ComputerError(message["error"]))
        else:
            future.set_result(message["value"])
