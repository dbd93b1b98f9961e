"""Exceptions of the Cat's Mansion engine: the table games' shared classes (game.errors).

RecordError is malformed text, IllegalActionError a well-formed action the rules refuse (both
ValueErrors quoting the input). HiddenDrawError is what a seen copy of a game (its seed
hidden, game.mansion.seen) raises when the rules would draw: the Turn Order deck, the dice,
the Present's object cards.
"""

from game.errors import HiddenDrawError, IllegalActionError, RecordError

__all__ = ["HiddenDrawError", "IllegalActionError", "RecordError"]
