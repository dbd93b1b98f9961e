"""A pageant game in a link: its seats, its seed and its votes, and back.

    #game=pageant&seed=1234&seats=pAnn,h,m,pBob,e&votes=76717.99111

`seats` is one entry a seat, in seat order: `p` and a name (percent-encoded) for a person at
this device, `e`, `m` or `h` for a computer voter at that level. `votes` are the game's
votes, one digit a seat each (game.pageant.record's vote text), separated by dots. The secret
picks of a vote being collected are never in a link. `decode(encode(x)) == x`; text that
cannot be read (longer than MAX_LENGTH, an unknown key or one twice, a seed that is not ASCII
digits, ...) raises LinkError, a ValueError whose message names the field and quotes it
(web/kit/table/link.py),
and a vote the rules refuse raises pageant's IllegalVoteError naming the vote.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.pageant import MAX_PLAYERS, MIN_PLAYERS, Game, RecordError, read_vote, write_vote
from game.pageant.game import MAX_SEED
from game.pageant.record import MAX_LENGTH as RECORD_MAX_LENGTH
from web.kit.table.link import SeatedLink, link_cap, read_moves, read_table_link, write_table_link
from web.kit.table.seats import PERSON, Seat, clean_name, seats_text

__all__ = ["GAME_NAME", "KEYS", "MAX_LENGTH", "PERSON", "LinkError", "PageantLink", "Seat", "clean_name",
           "decode", "encode"]

GAME_NAME = "pageant"  # its name in links (web/shell/registry.py)
KEYS = ("game", "seed", "seats", "votes")
MAX_LENGTH = link_cap(RECORD_MAX_LENGTH, MAX_PLAYERS)


class LinkError(ValueError):
    """A pageant link that cannot be read."""


@dataclass(frozen=True)
class PageantLink(SeatedLink):
    """What a link holds: the seats, the seed and the votes."""

    votes: tuple[tuple[int, ...], ...] = ()

    def game(self) -> Game:
        """The game these votes make (pageant's IllegalVoteError for a vote it refuses)."""
        return Game.replay(len(self.seats), self.seed, self.votes)


def encode(link: PageantLink) -> str:
    """The link's fragment, without '#'."""
    return write_table_link(GAME_NAME, link.seed, ("seats", seats_text(link.seats)),
                            ("votes", ".".join(write_vote(picks) for picks in link.votes)))


def decode(fragment: str) -> PageantLink:
    """What a pageant link's fragment holds (with or without '#'). The votes are read, not
    played: PageantLink.game() plays them."""
    link = read_table_link(fragment, LinkError, GAME_NAME, "pageant", KEYS, MAX_LENGTH,
                           (MIN_PLAYERS, MAX_PLAYERS), MAX_SEED)
    players = len(link.seats)
    votes = read_moves(link.fields.get("votes", ""), LinkError, lambda v: read_vote(v, players),
                       RecordError, "vote")
    return PageantLink(link.seats, link.seed, votes)
