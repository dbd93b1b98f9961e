"""Exceptions of the pageant engine, in the family of game.errors.

RecordError (shared by the table games) is malformed text: a game record, vote or deal;
IllegalVoteError a well-formed vote the rules refuse. Both are ValueErrors quoting the input.
"""

from game.errors import IllegalAction, RecordError

__all__ = ["IllegalVoteError", "RecordError"]


class IllegalVoteError(IllegalAction):
    """A well-formed vote that the rules do not allow now (the round is over, a pick names
    no cat, the number of picks is not the number of players)."""

    def __init__(self, picks, reason: str):
        self.picks = picks
        self.reason = reason
        super().__init__(f"illegal vote {picks!r}: {reason}")
