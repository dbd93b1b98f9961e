"""The words every text of the page shares: the sides' names, counts and lists (pure Python).

Defined here once, so the status line, the board in words, the lessons, the
review and the links all name the sides and count alike:

- `COLOURS` ("blue", "red") and `SIDES` ("Blue", "Red"): each player's name, indexed by
  player (game.catherders.BLUE, game.catherders.RED), lower-case inside a sentence and capitalised
  to start one (the lower-case names are the engine's own, game.catherders.position.COLOUR_NAMES);
- `count(n, noun)`: "1 cat", "2 cats", "0 cats", or spelled out, "no cats", "one cat";
- `number_word(n)`: "no", "one", "two", "three", then digits;
- `plural(noun)`: "cats", "inaccuracies", "missed catches";
- `and_list(items)`: "d5", "d5 and e6", "c4, d5 and e6" (or with "or").
"""

from __future__ import annotations

from collections.abc import Iterable

from game.catherders.position import COLOUR_NAMES

__all__ = ["COLOURS", "SIDES", "and_list", "count", "number_word", "plural"]

COLOURS: tuple[str, ...] = COLOUR_NAMES  # by player: "blue", "red"
SIDES: tuple[str, ...] = tuple(name.capitalize() for name in COLOURS)  # by player: "Blue", "Red"

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
