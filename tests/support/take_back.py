"""Random undos, redos and hints among a random game's clicks, for the table games' property
tests (tests/<game>/web/test_take_back.py): each is made through exactly the calls the page's
buttons make (the session's `undo`, `redo`; web/kit/table/hint.py's `ask_hint` with the
computer's worker's own `choose` and `hint`), and its promises are checked each time:

- an undo leaves a shorter game whose moves begin the old one's, at a person's decision, or
  drops only a person's choice not yet committed; it never goes back past what `kept` allows
  (the last hand-over);
- a redo gives back exactly what the undo took, while nothing else was played meanwhile;
- the link follows (it reopens the game as it is now);
- a hint is legal for the person whose decision it is, is said in a sentence (its reason, if
  any, after a semicolon), and holds only until the game moves on;
- Undo and Redo are offered exactly when they do something.
"""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace

import pytest

from web.kit.table.hint import shown_hint
from web.kit.table.session import ActionError
from web.shell.computer_worker import choose, hint


class WorkerStandIn:
    """The computer's worker as web/kit/table/hint.py reaches it, answering in CPython."""

    async def choose(self, game, record, seat, level, seed):
        """The worker's own `choose`."""
        return choose(game, record, seat, level, seed)

    async def hint(self, game, record, seat, seed, names):
        """The worker's own `hint`."""
        return hint(game, record, seat, seed, names)


class TakeBacks:
    """Undo, redo and hint at random for one session (see the module's docstring).

    `moves(session)` is the committed game (actions or votes), `reopened(session)` the game
    its link opens (compared with `live(session)`), `legal(session, seat, text)` whether a
    hint's text is a legal choice, `kept(before, after)` whether an undo stayed within the
    last hand-over, `marks(session)` checks what the board shows of a hint."""

    def __init__(self, game: str, session, rng: random.Random, moves, live, reopened, legal,
                 kept=lambda before, after: True, marks=lambda session: None):
        self.game, self.session, self.rng = game, session, rng
        self.moves, self.live, self.reopened, self.legal = moves, live, reopened, legal
        self.kept, self.marks = kept, marks
        self.expected: list[tuple] = []  # what each redo must give back, the next last
        self.undos = self.redos = self.hints = 0
        self.last = tuple(moves(session))  # the game as the last of these calls left it

    def click(self, click) -> None:
        """Now and then an undo, a redo or a hint; otherwise `click()`, a person's or the
        computers' next step, after which the redo and the hint are checked to have gone."""
        s, roll = self.session, self.rng.random()
        if tuple(self.moves(s)) != self.last:  # played meanwhile (while looking back): no redo
            self.expected.clear()
        assert s.can_redo() == bool(self.expected)
        if roll < 0.08 and s.can_undo():
            self.undo()
        elif roll < 0.13 and s.can_redo():
            self.redo()
        elif roll < 0.16 and s.hint_seat() is not None:
            self.hint()
        elif roll < 0.17 and not s.can_undo():
            with pytest.raises(ActionError):
                s.undo()
        else:
            before = tuple(self.moves(s))
            click()
            if tuple(self.moves(s)) != before:
                self.expected.clear()
                assert not s.can_redo()
                assert shown_hint(s) is None, "a hint holds only at the decision it answers"
        self.last = tuple(self.moves(s))

    def undo(self) -> None:
        """Undo, and check what it kept."""
        s = self.session
        before = tuple(self.moves(s))
        s.undo()
        after = tuple(self.moves(s))
        self.undos += 1
        if after != before:
            assert len(after) < len(before) and before[:len(after)] == after
            assert self.kept(before, after)
            self.expected.append(before)
            seat = s.hint_seat()
            assert seat is not None and s.seats[seat].is_person, "an undo lands on a person's decision"
        assert self.reopened(s) == self.live(s), "the link follows the undo"
        if hasattr(s, "take_news"):
            assert s.take_news() == []  # nothing is said or animated of what was taken back

    def redo(self) -> None:
        """Redo, and check that it gave back what was taken."""
        s = self.session
        s.redo()
        self.redos += 1
        assert tuple(self.moves(s)) == self.expected.pop()
        assert self.reopened(s) == self.live(s)
        if hasattr(s, "take_news"):
            s.take_news()

    def hint(self) -> None:
        """Ask for a hint as the page does, and check it."""
        from web.kit.table.hint import ask_hint

        s = self.session
        seat = s.hint_seat()
        page = SimpleNamespace(session=s, GAME=SimpleNamespace(name=self.game))
        hint = asyncio.run(ask_hint(page, WorkerStandIn()))
        self.hints += 1
        assert hint is not None and hint.seat == seat and s.seats[seat].is_person
        assert self.legal(s, seat, hint.action), hint
        assert hint.sentence.startswith("Hint: ") and hint.sentence.endswith((".", "!")), hint.sentence
        assert "You's" not in hint.sentence
        assert hint.reason is None or hint.sentence.endswith(f"; {hint.reason}.")
        assert shown_hint(s) is hint
        self.marks(s)
