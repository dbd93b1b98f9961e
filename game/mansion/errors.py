"""Exceptions of the Cat's Mansion engine.

All are ValueErrors, so a caller that only wants "bad input" catches ValueError; a caller
that must tell malformed text from a well-formed but illegal action catches the class. Each
message quotes the input it refuses. HiddenDrawError is what a seen copy of a game (its
seed hidden, game.mansion.seen) raises when the rules would draw: the Turn Order deck, the dice,
the Present's object cards.
"""


class RecordError(ValueError):
    """Text that cannot be read: a malformed game record or action, or a bad set-up (cats,
    seed, rules)."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow now; `.action` is the action (or its
    text), `.reason` a sentence a person understands."""

    def __init__(self, action, reason: str):
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {str(action)[:40]!r}: {reason}")


class HiddenDrawError(ValueError):
    """A draw (Turn Order card, dice, object card) in a state whose seed is hidden (seed
    None): give it a seed (State.with_seed) before playing on past it."""
