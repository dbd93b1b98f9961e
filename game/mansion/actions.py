"""Cat's Mansion's actions, as values and as text.

Nine kinds, each a frozen dataclass; `str(action)` is its text (URL-safe, no spaces, no
dots), which `read_action` reads back:

    Step(space)            "g4"      the mover steps one space (off a cushion: front, leap
                                     or diagonal; in the close variant, onto a cat: attack)
    Stay()                 "r"       the mover spends its turn where it is (rest, eat, ...)
    End()                  "e"       the mover ends its turn
    Attack(seat)           "a-2"     the mover attacks the cat of seat 2 (0-based)
    Retreat(space)         "t-g4"    the defender pays 1 energy and steps away: no spat
    Stand()                "s"       the defender stands and fights
    Bid(purr, energy)      "b-p-6"   a side spends a Purr card ("p") and energy (a multiple
                           "b-3"     of 3): "b-0" spends nothing
    Push(space, occupy)    "p-g4-o"  the winner moves the loser to g4 and takes its space
                           "p-g4"    ... and stays; "p-x": the loser has nowhere to go
    Choose(what)           "c-mouse" the Present card's find: c-mouse, c-bowl, c-pillow,
                                     c-home (the secret passage to the cat's cushion)

Spaces are board numbers (board.NAMES gives their names), seats 0-based, `what` one of
board.MOUSE, BOWL, PILLOW or pieces.PASSAGE.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.text import DIGITS, shown

from .board import BOWL, BY_NAME, MOUSE, NAMES, PILLOW
from .errors import RecordError
from .pieces import ENERGY_PER_POINT, MAX_CATS, PASSAGE


class _Text:
    """Mix-in: an action prints as its text."""

    __slots__ = ()

    def __str__(self) -> str:
        try:
            return write_action(self)
        except (IndexError, KeyError, TypeError, ValueError):  # fields out of range: say what it is
            return repr(self)


@dataclass(frozen=True, slots=True)
class Step(_Text):
    """The mover steps to `space` (one space; off a cushion the leap or diagonal counts as
    one); in the close variant a step onto another cat is an attack on it."""

    space: int


@dataclass(frozen=True, slots=True)
class Stay(_Text):
    """The mover spends its turn where it is: it rests, eats, plays or opens the Present."""


@dataclass(frozen=True, slots=True)
class End(_Text):
    """The mover ends its turn (after at least one step or attack)."""


@dataclass(frozen=True, slots=True)
class Attack(_Text):
    """The mover attacks the cat of `seat`, next to it: a Cat Spat."""

    seat: int


@dataclass(frozen=True, slots=True)
class Retreat(_Text):
    """The defender pays 1 energy and steps to `space`: cowed, there is no spat."""

    space: int


@dataclass(frozen=True, slots=True)
class Stand(_Text):
    """The defender stands and fights."""


@dataclass(frozen=True, slots=True)
class Bid(_Text):
    """A side of the spat spends a Purr card (+2) or not, and `energy` (a multiple of 3,
    +1 for each 3)."""

    purr: bool
    energy: int


@dataclass(frozen=True, slots=True)
class Push(_Text):
    """The winner moves the loser to `space` (None when no space around it is free) and
    takes the loser's old space when `occupy`."""

    space: int | None
    occupy: bool


@dataclass(frozen=True, slots=True)
class Choose(_Text):
    """The Present card: the mover takes the Toy Mouse's, Food Bowl's or Pillow's benefit,
    or the secret passage to its cushion (PASSAGE)."""

    what: int


Action = Step | Stay | End | Attack | Retreat | Stand | Bid | Push | Choose

STAY, END, STAND = Stay(), End(), Stand()
CHOICE_WORDS = {MOUSE: "mouse", BOWL: "bowl", PILLOW: "pillow", PASSAGE: "home"}
_CHOICE_OF = {word: what for what, word in CHOICE_WORDS.items()}
ENERGY_DIGITS = 2  # a bid's energy in an action's text: a cat has at most MAX_ENERGY
TEXT_LIMIT = 16  # an action's text is at most 8 characters (c-pillow): a longer one is none


def write_action(action: Action) -> str:
    """The action's text (see the module's docstring)."""
    kind = type(action)
    if kind is Step:
        return NAMES[_space(action.space)]
    if kind is Stay:
        return "r"
    if kind is End:
        return "e"
    if kind is Attack:
        if type(action.seat) is not int or not 0 <= action.seat < MAX_CATS:
            raise ValueError(f"no seat {action.seat!r}")
        return f"a-{action.seat}"
    if kind is Retreat:
        return f"t-{NAMES[_space(action.space)]}"
    if kind is Stand:
        return "s"
    if kind is Bid:
        energy = action.energy
        if type(energy) is not int or energy < 0 or type(action.purr) is not bool:
            raise ValueError(f"not a bid: {action!r}")
        return f"b-p-{energy}" if action.purr else f"b-{energy}"
    if kind is Push:
        if type(action.occupy) is not bool or (action.space is None and action.occupy):
            raise ValueError(f"not a push: {action!r}")
        if action.space is None:
            return "p-x"
        name = NAMES[_space(action.space)]
        return f"p-{name}-o" if action.occupy else f"p-{name}"
    if kind is Choose:
        return "c-" + CHOICE_WORDS[action.what]
    raise TypeError(f"not a Cat's Mansion action: {action!r}")


def _space(space) -> int:
    if type(space) is not int or not 0 <= space < len(NAMES):
        raise ValueError(f"no space {space!r}")
    return space


def _bad(text: str, what: str) -> RecordError:
    return RecordError(f"{what}: {shown(text)}")


def _named(name: str, text: str) -> int:
    if name not in BY_NAME:
        raise _bad(text, f"no space is named {shown(name, 10)}")
    return BY_NAME[name]


def _energy(word: str, text: str) -> int:
    # At most ENERGY_DIGITS ASCII digits (checked before int() reads them), no leading zero
    # (one spelling a bid), a multiple of ENERGY_PER_POINT.
    if not (0 < len(word) <= ENERGY_DIGITS and DIGITS.issuperset(word)) or str(int(word)) != word \
            or int(word) % ENERGY_PER_POINT:
        raise _bad(text, f"a bid's energy is a multiple of {ENERGY_PER_POINT} in ASCII digits")
    return int(word)


SHAPES = "g4, r, e, a-2, t-g4, s, b-0, b-p-6, p-g4, p-g4-o, p-x, c-mouse, c-bowl, c-pillow, c-home"


def read_action(text: str) -> Action:
    """The action a text names (RecordError quoting the text when it names none)."""
    if not isinstance(text, str):
        raise RecordError(f"an action is text, not {type(text).__name__}")
    if len(text) > TEXT_LIMIT:
        raise _bad(text, f"not an action ({SHAPES})")
    if text in ("r", "e", "s"):
        return {"r": STAY, "e": END, "s": STAND}[text]
    if text in BY_NAME:
        return Step(BY_NAME[text])
    parts = text.split("-")
    head, rest = parts[0], parts[1:]
    if head == "a" and len(rest) == 1:
        word = rest[0]
        if len(word) != 1 or word not in "01234":
            raise _bad(text, "an attack names a seat, 0 to 4")
        return Attack(int(word))
    if head == "t" and len(rest) == 1:
        return Retreat(_named(rest[0], text))
    if head == "b" and len(rest) in (1, 2):
        if len(rest) == 2 and rest[0] != "p":
            raise _bad(text, "a bid is b-ENERGY or b-p-ENERGY")
        return Bid(len(rest) == 2, _energy(rest[-1], text))
    if head == "p" and len(rest) in (1, 2):
        if rest == ["x"]:
            return Push(None, False)
        if len(rest) == 2 and rest[1] != "o":
            raise _bad(text, "a push is p-SPACE, p-SPACE-o or p-x")
        return Push(_named(rest[0], text), len(rest) == 2)
    if head == "c" and len(rest) == 1 and rest[0] in _CHOICE_OF:
        return Choose(_CHOICE_OF[rest[0]])
    raise _bad(text, f"not an action ({SHAPES})")


__all__ = ["Action", "Attack", "Bid", "Choose", "End", "Push", "Retreat", "Stand", "Stay", "Step",
           "read_action", "write_action"]
