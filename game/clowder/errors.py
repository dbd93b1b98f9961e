"""Exceptions of the Clowder engine: the table games' shared classes (game.errors).

RecordError is malformed text, IllegalActionError a well-formed action the rules refuse (both
ValueErrors quoting the input). HiddenDrawError is what a seen copy of a game (its seed
hidden, game.clowder.seen) raises when the rules would draw from the bag.
"""

from game.errors import HiddenDrawError, IllegalActionError, RecordError

__all__ = ["HiddenDrawError", "IllegalActionError", "RecordError"]
