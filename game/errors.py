"""The one error family of every game (game.contract), and the table games' shared errors.

Both roots are ValueErrors, so a caller that only wants "bad input" catches ValueError; a
caller that must tell malformed text from a well-formed but illegal action catches the class.
Each game's own errors are subclasses of these two (Cat Herders' NotationError and
IllegalTurnError, the pageant's IllegalVoteError, and the classes below), and every message
quotes the input it refuses, at most game.text.QUOTE_LIMIT characters of it (game.text.shown).

The table games (the pageant, Clowder, Cat's Mansion) share RecordError and, for Clowder and
Cat's Mansion, IllegalActionError and HiddenDrawError: each game's errors module names them.
"""

from __future__ import annotations


class MalformedText(ValueError):
    """Text that cannot be read: a malformed record, link, action or option."""


class IllegalAction(ValueError):
    """A well-formed action that the rules do not allow now."""


class RecordError(MalformedText):
    """A table game's text that cannot be read: a malformed game record, action or vote, or a
    bad set-up (players, cats, seed, rules)."""


class IllegalActionError(IllegalAction):
    """A well-formed action that the rules do not allow now; `.action` is the action (or its
    text), `.reason` a sentence a person understands."""

    def __init__(self, action, reason: str):
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {str(action)[:40]!r}: {reason}")


class HiddenDrawError(ValueError):
    """A draw in a state whose seed is hidden (seed None, a seat's view of the game): give it
    a seed (State.with_seed) before playing on past the draw."""
