"""A Clowder game in a link: its seats, its seed and its committed actions, and back.

    #game=clowder&seed=1234&seats=pAnn,e,m,h&moves=O7.O2.t213.a-O7

`seats` is one entry a seat, in seat order: `p` and a name (percent-encoded) for a person at
this device, `e`, `m` or `h` for a computer player at that level. `moves` are the game's
actions (game.clowder.actions' texts: a placement "O7", a reveal of every token "t213", a leap
"a-O7", a life given "g", a flight "f-O4-r", a key "k-r", a turn's end "e"), separated by
dots. A token picked but not yet revealed is never in a link. `decode(encode(x)) == x`; text
that cannot be read (longer than MAX_LENGTH, an unknown key or one twice, a seed that is not
ASCII digits, ...) raises LinkError, a ValueError whose message names the field and quotes it
(web/kit/table/link.py); an action the rules refuse raises clowder's IllegalActionError naming it
(from `ClowderLink.state()`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.clowder.actions import read_action, write_action
from game.clowder.errors import RecordError
from game.clowder.pieces import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from game.clowder.record import MAX_LENGTH as RECORD_MAX_LENGTH
from game.clowder.record import replay
from web.kit.table.link import SeatedLink, link_cap, read_moves, read_table_link, write_table_link
from web.kit.table.seats import PERSON, Seat, clean_name, seats_text

__all__ = ["GAME_NAME", "KEYS", "MAX_LENGTH", "PERSON", "ClowderLink", "LinkError", "Seat", "clean_name",
           "decode", "encode"]

GAME_NAME = "clowder"  # its name in links (web/shell/registry.py)
KEYS = ("game", "seed", "seats", "moves")
MAX_LENGTH = link_cap(RECORD_MAX_LENGTH, MAX_PLAYERS)


class LinkError(ValueError):
    """A Clowder link that cannot be read."""


@dataclass(frozen=True)
class ClowderLink(SeatedLink):
    """What a link holds: the seats, the seed and the committed actions."""

    actions: tuple = ()

    def state(self):
        """The game these actions make (clowder's IllegalActionError for one it refuses)."""
        return replay(len(self.seats), self.seed, self.actions)


def encode(link: ClowderLink) -> str:
    """The link's fragment, without '#'."""
    return write_table_link(GAME_NAME, link.seed, ("seats", seats_text(link.seats)),
                            ("moves", ".".join(write_action(a) for a in link.actions)))


def decode(fragment: str) -> ClowderLink:
    """What a Clowder link's fragment holds (with or without '#'). The actions are read, not
    played: ClowderLink.state() plays them."""
    link = read_table_link(fragment, LinkError, GAME_NAME, "Clowder", KEYS, MAX_LENGTH,
                           (MIN_PLAYERS, MAX_PLAYERS), MAX_SEED)
    players = len(link.seats)
    actions = read_moves(link.fields.get("moves", ""), LinkError, lambda m: read_action(m, players),
                         RecordError)
    return ClowderLink(link.seats, link.seed, actions)
