"""The one error family of every game (game.contract).

Both are ValueErrors, so a caller that only wants "bad input" catches ValueError; a caller
that must tell malformed text from a well-formed but illegal action catches the class. Each
game's own errors are subclasses of these two, and every message quotes the input it
refuses, at most game.text.QUOTE_LIMIT characters of it (game.text.shown).
"""

from __future__ import annotations


class MalformedText(ValueError):
    """Text that cannot be read: a malformed record, link, action or option."""


class IllegalAction(ValueError):
    """A well-formed action that the rules do not allow now."""
