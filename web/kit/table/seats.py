"""The seats of a table game: a person at this device (with a name) or a computer player of a
level, and their text in a link's `seats=` field (`pAnn,e,m,h`).

One vocabulary for every table game (the pageant, Clowder): `Seat`, `PERSON`, the levels and
their letters (x for max), how a name is cleaned, and how the new game dialog's form becomes seats.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.text import DIGITS
from web.kit.fields import quote, shown, unquote

PERSON = "person"
LEVEL_CODES = {"e": "easy", "m": "medium", "h": "hard", "x": "max"}
CODES = {level: code for code, level in LEVEL_CODES.items()}
NAME_LIMIT = 24
NAME_TEXT = 1 + NAME_LIMIT * 4 * 3  # the longest seat in a link: p, and 4 UTF-8 bytes a character, %XX each
WHO_CHOICES = (("person", "A person here"), ("easy", "Computer, easy"),
               ("medium", "Computer, medium"), ("hard", "Computer, hard"), ("max", "Computer, max"))


class FormError(ValueError):
    """The new game dialog's form asks for seats the game cannot take."""


@dataclass(frozen=True)
class Seat:
    """One seat at the table: a person at this device (with a name) or a computer player."""

    who: str  # PERSON or a level: easy, medium, hard, max
    name: str = ""

    @property
    def is_person(self) -> bool:
        """True for a person at this device."""
        return self.who == PERSON


def clean_name(text: str) -> str:
    """A person's name as kept: trimmed, without control characters, at most NAME_LIMIT long
    (trimmed again after the cut, so that a clean name is clean: one spelling a name)."""
    return "".join(ch for ch in str(text) if ch.isprintable()).strip()[:NAME_LIMIT].strip()


def seat_text(seat: Seat) -> str:
    """A seat in a link: 'p' and the person's name (%-escaped), or a level's letter."""
    return "p" + quote(seat.name) if seat.is_person else CODES[seat.who]


def seats_text(seats) -> str:
    """A link's seats field: each seat's text (`seat_text`), separated by commas."""
    return ",".join(seat_text(seat) for seat in seats)


def read_seat(text: str, error: type[ValueError]) -> Seat:
    """The seat a link's text names; `error` (the link's own error class) when it names none."""
    if len(text) <= NAME_TEXT:  # a longer text is no seat: refused before it is read (or hashed)
        if text in LEVEL_CODES:
            return Seat(LEVEL_CODES[text])
        if text.startswith("p"):
            return Seat(PERSON, clean_name(unquote(text[1:], error, "a seat's name")))
    raise error(f"a seat is p and a name (at most {NAME_TEXT} characters), or e, m, h or x for a computer: "
                f"{shown(text)}")


def seats_from_form(form, players: tuple[int, int], game: str) -> tuple[Seat, ...]:
    """The seats the new game dialog's form asks for (fields `players`, `whoN`, `nameN`):
    FormError naming the game when the number of players is not one it takes."""
    low, high = players
    count_text = str(form.get("players") or "")
    count = int(count_text) if 0 < len(count_text) <= 2 and DIGITS.issuperset(count_text) else 0
    if not low <= count <= high:
        raise FormError(f"{game} is for {low} to {high} players, not {shown(count_text)}")
    seats = []
    for i in range(count):
        who = str(form.get(f"who{i}") or "medium")
        if who != PERSON and who not in CODES:
            raise FormError(f"seat {i + 1} is a person or a computer level, not {shown(who)}")
        name = clean_name(str(form.get(f"name{i}") or ""))
        seats.append(Seat(PERSON, name or f"Player {i + 1}") if who == PERSON else Seat(who))
    return tuple(seats)


def you_against(*levels: str) -> tuple[Seat, ...]:
    """A first game's seats: the person named You, then computers of these levels."""
    return (Seat(PERSON, "You"), *(Seat(level) for level in levels))
