"""Exceptions of Cat Herders, in the family of game.errors.

Both are ValueErrors, so a caller that only wants "bad input" can catch
ValueError; a caller that needs to tell malformed text from a well-formed
but illegal turn catches the specific class.
"""

from game.errors import IllegalAction, MalformedText
from game.text import shown


class NotationError(MalformedText):
    """Text that cannot be read: a malformed position, turn, record or option."""


class IllegalTurnError(IllegalAction):
    """A well-formed turn that the rules do not allow in this position."""

    def __init__(self, turn_text: str, reason: str):
        self.turn_text = turn_text
        self.reason = reason
        super().__init__(f"illegal turn {shown(turn_text)}: {reason}")
