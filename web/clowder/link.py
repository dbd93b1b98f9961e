"""A Clowder game in a link: its seats, its seed and its committed actions, and back.

    #game=clowder&seed=1234&seats=pAnn,e,m,h&moves=O7.O2.t213.a-O7

`seats` is one entry a seat, in seat order: `p` and a name (percent-encoded) for a person at
this device, `e`, `m` or `h` for a computer player at that level. `moves` are the game's
actions (clowder.actions' texts: a placement "O7", a reveal of every token "t213", a leap
"a-O7", a life given "g", a flight "f-O4-r", a key "k-r", a turn's end "e"), separated by
dots. A token picked but not yet revealed is never in a link. `decode(encode(x)) == x`; text
that cannot be read raises LinkError, a ValueError whose message quotes it; an action the
rules refuse raises clowder's IllegalActionError naming it (from `ClowderLink.state()`).
"""

from __future__ import annotations

from dataclasses import dataclass

from clowder.actions import read_action, write_action
from clowder.errors import RecordError
from clowder.pieces import MAX_PLAYERS, MIN_PLAYERS
from clowder.record import replay
from web.fields import read_fields, shown
from web.table.seats import PERSON, Seat, clean_name, read_seat, seat_text

__all__ = ["GAME_NAME", "KEYS", "PERSON", "ClowderLink", "LinkError", "Seat", "clean_name", "decode",
           "encode"]

GAME_NAME = "clowder"  # its name in links (web/app/registry.py)
KEYS = ("game", "seed", "seats", "moves")


class LinkError(ValueError):
    """A Clowder link that cannot be read."""


@dataclass(frozen=True)
class ClowderLink:
    """What a link holds: the seats, the seed and the committed actions."""

    seats: tuple[Seat, ...]
    seed: int
    actions: tuple = ()

    def state(self):
        """The game these actions make (clowder's IllegalActionError for one it refuses)."""
        return replay(len(self.seats), self.seed, self.actions)


def encode(link: ClowderLink) -> str:
    """The link's fragment, without '#'."""
    seats = ",".join(seat_text(seat) for seat in link.seats)
    moves = ".".join(write_action(a) for a in link.actions)
    return f"game={GAME_NAME}&seed={link.seed}&seats={seats}&moves={moves}"


def decode(fragment: str) -> ClowderLink:
    """What a Clowder link's fragment holds (with or without '#'). The actions are read, not
    played: ClowderLink.state() plays them."""
    text = fragment.removeprefix("#")
    fields = read_fields(text, LinkError, "the Clowder link", KEYS)
    if fields.get("game") != GAME_NAME:
        raise LinkError(f"this is not a Clowder link: {shown(text)}")
    for key in ("seed", "seats"):
        if key not in fields:
            raise LinkError(f"the link has no {key}: {shown(text)}")
    seed_text = fields["seed"]
    if not seed_text.isdigit() or len(seed_text) > 10 or int(seed_text) >= 2**31:
        raise LinkError(f"the seed must be a whole number below 2**31: {shown(seed_text)}")
    seats = tuple(read_seat(part, LinkError) for part in fields["seats"].split(","))
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise LinkError(f"Clowder is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                        f"not {len(seats)}: {shown(fields['seats'])}")
    moves = fields.get("moves", "")
    actions = []
    for number, part in enumerate(moves.split(".") if moves else (), start=1):
        try:
            actions.append(read_action(part, len(seats)))
        except RecordError as e:
            raise LinkError(f"move {number} cannot be read: {shown(part)} ({e})") from None
    return ClowderLink(seats, int(seed_text), tuple(actions))
