"""Reading text from outside, the same way in every game: how an error quotes the input, and
how a whole number is read; and how every game writes a chance (`percent`).

The rule every parser keeps (links, records, typed turns and actions, made puzzles, seats,
saved games, settings): any text gives either a value, or an error that is a ValueError
subclass naming the field and quoting at most QUOTE_LIMIT characters of the input, quickly
(parsing is linear, and each format has a length cap). tests/support/parsing_rule.py checks it.
"""

from __future__ import annotations

QUOTE_LIMIT = 80  # the most characters of an input an error message quotes
DIGITS = frozenset("0123456789")  # a number from outside is ASCII digits only


def shown(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` quoted for an error message: its repr, cut with '…' after `limit` characters, or
    sooner where their escapes would make the quote longer ('\x00' is 4 characters)."""
    size = end = 0
    for ch in text[:limit]:
        size += len(repr(ch + '"')) - 3  # its escape in any repr ("'" is "\\'" beside a '"')
        if size > limit:
            break
        end += 1
    return repr(text if end == len(text) else text[:end] + "…")


def read_whole(text: str, field: str, error: type[ValueError], *, digits: int = 10,
               low: int = 0, high: int | None = None) -> int:
    """The whole number `text` spells in ASCII digits (no sign, no spaces, at most `digits`
    of them, between `low` and `high`), or `error` naming `field` and quoting the text.
    Other scripts' digits ('٢', '５') and superscripts ('²') are refused, not read."""
    if not text or len(text) > digits or not DIGITS.issuperset(text):
        raise error(f"{field} must be a whole number of at most {digits} digits: {shown(text)}")
    value = int(text)
    if value < low or (high is not None and value > high):
        span = f"at least {low}" if high is None else f"from {low} to {high}"
        raise error(f"{field} must be {span}, not {value}")
    return value


def percent(chance: float, *, floor: bool = False) -> str:
    """A chance as whole percent, '58%' (no space, so a line never breaks inside it): rounded,
    or with `floor` rounded down, for a claim that must not overstate (never '100%' short of
    certain)."""
    whole = int(chance * 100 + 1e-9) if floor else round(chance * 100)
    return f"{whole}%"
