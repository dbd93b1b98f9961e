"""Exceptions of the pageant engine.

Both are ValueErrors, so a caller that only wants "bad input" catches ValueError; a caller
that must tell malformed text from a well-formed but illegal vote catches the class. Each
message quotes the input it refuses.
"""


class RecordError(ValueError):
    """Text that cannot be read: a malformed game record, vote or deal."""


class IllegalVoteError(ValueError):
    """A well-formed vote that the rules do not allow now (the round is over, a pick names
    no cat, the number of picks is not the number of players)."""

    def __init__(self, picks, reason: str):
        self.picks = picks
        self.reason = reason
        super().__init__(f"illegal vote {picks!r}: {reason}")
