"""Clowder's actions, as values and as text.

Seven kinds, each a frozen dataclass; `str(action)` is its text (URL-safe, no spaces), which
`read_action` reads back:

    Place(hex)            "O7"      place (or re-enter) the next cat, or Nyx at set-up
    Reveal(tokens)        "t213"    every seat's movement token at once, one digit a seat
    Move(cat, hex)        "a-O7"    cat 0 ("a"), 1 ("b") or Nyx ("n") leaps to a roof or "T"
    GiveLife()            "g"       a caught cat's owner gives the catcher a life marker
    Flee(hex, colour)     "f-O4-r"  ... or pays a treat of that colour and flees to hex
    BuyKey(colour)        "k-r"     3 treats of a colour buy a key of that colour
    EndTurn()             "e"       the mover ends its turn

Hexes are board numbers (0 the tower, 1..18 roofs), colours 0..2, cats 0, 1 or NYX.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.text import shown

from .board import BY_NAME, NAMES
from .errors import RecordError
from .pieces import CAT_LETTERS, COLOUR_LETTERS


class _Text:
    """Mix-in: an action prints as its text."""

    __slots__ = ()

    def __str__(self) -> str:
        try:
            return write_action(self)
        except (IndexError, TypeError, ValueError):  # fields out of range: say what it is
            return repr(self)


@dataclass(frozen=True, slots=True)
class Place(_Text):
    """Place the next cat of the placing queue (or Nyx at set-up) on an outer roof."""

    hex: int


@dataclass(frozen=True, slots=True)
class Reveal(_Text):
    """Every seat's movement token (1 to 3), in seat order, shown together."""

    tokens: tuple


@dataclass(frozen=True, slots=True)
class Move(_Text):
    """The mover's cat 0 or 1, or Nyx (NYX), leaps to `hex` (a roof, or the tower)."""

    cat: int
    hex: int


@dataclass(frozen=True, slots=True)
class GiveLife(_Text):
    """The caught cat's owner gives the catcher a life marker; the cat leaves the board."""


@dataclass(frozen=True, slots=True)
class Flee(_Text):
    """The caught cat's owner pays a treat of `colour` and the cat flees to `hex` through its
    roof's area 1."""

    hex: int
    colour: int


@dataclass(frozen=True, slots=True)
class BuyKey(_Text):
    """The mover pays 3 treats of `colour` for a key of that colour."""

    colour: int


@dataclass(frozen=True, slots=True)
class EndTurn(_Text):
    """The mover ends its turn."""


Action = Place | Reveal | Move | GiveLife | Flee | BuyKey | EndTurn

GIVE_LIFE = GiveLife()
END_TURN = EndTurn()
_CAT_OF = {letter: cat for cat, letter in enumerate(CAT_LETTERS)}
_COLOUR_OF = {letter: colour for colour, letter in enumerate(COLOUR_LETTERS)}
TEXT_LIMIT = 16  # an action's text is at most 7 characters (f-O12-r): a longer one is none
SHAPES = "O7, t213, a-O7, b-T, n-I3, g, f-O4-r, k-r, e"


def write_action(action: Action) -> str:
    """The action's text (see the module's docstring)."""
    kind = type(action)
    if kind is Move:
        return f"{CAT_LETTERS[action.cat]}-{NAMES[action.hex]}"
    if kind is Place:
        return NAMES[action.hex]
    if kind is Reveal:
        return "t" + "".join(str(int(t)) for t in action.tokens)
    if kind is EndTurn:
        return "e"
    if kind is GiveLife:
        return "g"
    if kind is Flee:
        return f"f-{NAMES[action.hex]}-{COLOUR_LETTERS[action.colour]}"
    if kind is BuyKey:
        return f"k-{COLOUR_LETTERS[action.colour]}"
    raise TypeError(f"not a Clowder action: {action!r}")


def _bad(text: str, what: str) -> RecordError:
    return RecordError(f"{what}: {shown(text)}")


def _hex(name: str, text: str) -> int:
    if name not in BY_NAME:
        raise _bad(text, f"no hex is named {shown(name, 10)} (T, I1..I6, O1..O12)")
    return BY_NAME[name]


def _colour(letter: str, text: str) -> int:
    if letter not in _COLOUR_OF:
        raise _bad(text, "a colour is r, b or y")
    return _COLOUR_OF[letter]


def read_action(text: str, players: int) -> Action:
    """The action a text names (RecordError quoting the text when it names none). `players`
    is how many digits a reveal has."""
    if not isinstance(text, str):
        raise RecordError(f"an action is text, not {type(text).__name__}")
    if len(text) > TEXT_LIMIT:
        raise _bad(text, f"not an action ({SHAPES})")
    if text in ("e", "g"):
        return END_TURN if text == "e" else GIVE_LIFE
    if text[:1] == "t":
        digits = text[1:]
        if len(digits) != players or any(d not in "123" for d in digits):
            raise _bad(text, f"a reveal is 't' and {players} tokens 1 to 3, one a seat")
        return Reveal(tuple(int(d) for d in digits))
    parts = text.split("-")
    head = parts[0]
    if len(parts) == 1:
        return Place(_hex(head, text))
    if head in _CAT_OF and len(parts) == 2:
        return Move(_CAT_OF[head], _hex(parts[1], text))
    if head == "f" and len(parts) == 3:
        return Flee(_hex(parts[1], text), _colour(parts[2], text))
    if head == "k" and len(parts) == 2:
        return BuyKey(_colour(parts[1], text))
    raise _bad(text, f"not an action ({SHAPES})")


__all__ = ["Action", "BuyKey", "EndTurn", "Flee", "GiveLife", "Move", "Place", "Reveal",
           "read_action", "write_action"]
