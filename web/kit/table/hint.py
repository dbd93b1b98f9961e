"""A hint for a person at a table game: what the hard computer would do in their place.

The hint is asked of the computer's worker (`hint(game, record, seat, seed, names)`,
web/shell/computer_worker.py): the hard level's choice, as a computer seat's `choose` gives
it, and the reason the game's engine gives for it (game.<name>.reasons), given the game's
record only: committed actions, never a secret still being picked, and the worker gives the
hard player and the reason only what that seat sees (each engine's `seen_by`). So a hint
knows no more than the person asking. The session (web/kit/table/session.py's TableSeats)
names the seat a hint is for (`hint_seat`) and says the action in words (`hint_sentence`);
the reason, when there is one, follows it after a semicolon (`with_reason`), one way for
every game. The hint holds while the game stays at the decision it was asked for
(`Hint.fits`).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from web.kit.table.computers import worker_link


@dataclass(frozen=True)
class Hint:
    """The hard computer's choice for `seat` at the game `record` led to: its action's text
    in the game's notation, why (a clause, or None), and the sentence the page shows and says."""

    record: str
    seat: int
    action: str
    reason: str | None
    sentence: str

    def fits(self, session) -> bool:
        """Whether `session` is still at the decision this hint answers."""
        return session.record() == self.record and session.hint_seat() == self.seat


def shown_hint(session) -> Hint | None:
    """The session's hint, while it still fits its live game (None otherwise)."""
    hint = session.hint
    return hint if hint is not None and session.viewing is None and hint.fits(session) else None


def shown_choice(session) -> str | None:
    """The action the board marks now: the hint's while it fits the live game, or, looking
    back at a reviewed decision's step, the better choice the review found there."""
    hint = shown_hint(session)
    if hint is not None:
        return hint.action
    mark = session.review_mark
    return mark[1] if mark is not None and session.viewing == mark[0] else None


def with_reason(sentence: str, reason: str | None) -> str:
    """The session's hint sentence ('Hint: vote for Tofu.') with the reason after a semicolon
    ('Hint: vote for Tofu; it meets your goal Tofu above Mochi.'), or as it is without one."""
    if not reason:
        return sentence
    return f"{sentence.rstrip('.')}; {reason.rstrip('.')}."


async def ask_hint(page, link=None) -> Hint | None:
    """Ask the hard computer for the decision of the person whose it is now, keep it on the
    session (`keep_hint`) and return it; None when no person has a decision to make, or
    when the game moved on while it was thought of. `link` is the computer's worker (by
    default the shared one; a stand-in in CPython's tests)."""
    session = page.session
    seat = session.hint_seat()
    if seat is None:
        return None
    link = worker_link(link)
    record = session.record()
    answer = json.loads(await link.hint(page.GAME.name, record, seat, random.getrandbits(31),
                                        list(session.names())))
    if session is not page.session or session.record() != record or session.hint_seat() != seat:
        return None
    action, reason = str(answer["action"]), answer.get("reason")
    reason = reason if isinstance(reason, str) else None
    hint = Hint(record, seat, action, reason, with_reason(session.hint_sentence(action), reason))
    session.keep_hint(hint)
    return hint
