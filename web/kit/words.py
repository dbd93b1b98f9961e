"""The words every game's text shares: counts and lists (pure Python, no game's engine).

Defined here once, so every game's status line, board in words, lessons, review and links
count alike (each game's own names are its own: Cat Herders' sides are web/catherders/words.py's):

- `count(n, noun)`: "1 cat", "2 cats", "0 cats", or spelled out, "no cats", "one cat";
- `number_word(n)`: "no", "one", "two", "three", then digits;
- `plural(noun)`: "cats", "inaccuracies", "missed catches";
- `and_list(items)`: "d5", "d5 and e6", "c4, d5 and e6" (or with "or").
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["and_list", "count", "number_word", "plural"]

_NUMBER_WORDS = ("no", "one", "two", "three")


def number_word(n: int) -> str:
    """'no', 'one', 'two', 'three' for 0 to 3, then digits ('4', '12')."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def plural(noun: str) -> str:
    """The plural of a regular English noun or noun phrase: 'cat' -> 'cats', 'red herder' ->
    'red herders', 'inaccuracy' -> 'inaccuracies', 'missed catch' -> 'missed catches'."""
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in ("", "a", "e", "i", "o", "u"):
        return noun[:-1] + "ies"
    return noun + "s"


def count(n: int, noun: str, *, spelled: bool = False) -> str:
    """`n` and `noun`, plural unless `n` is 1: '1 cat', '2 cats', '0 cats'. With `spelled`,
    the number in words while it is small (number_word): 'no cats', 'one cat', 'two cats'."""
    return f"{number_word(n) if spelled else n} {noun if n == 1 else plural(noun)}"


def and_list(items: Iterable[str], conjunction: str = "and") -> str:
    """The items as a list in a sentence: 'd5', 'd5 and e6', 'c4, d5 and e6' ('' for none);
    `conjunction` joins the last two ('or' gives 'c4, d5 or e6')."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]
