"""A pageant game in a link: its seats, its seed and its votes, and back.

    #game=pageant&seed=1234&seats=pAnn,h,m,pBob,e&votes=76717.99111

`seats` is one entry a seat, in seat order: `p` and a name (percent-encoded) for a person at
this device, `e`, `m` or `h` for a computer voter at that level. `votes` are the game's
votes, one digit a seat each (pageant.record's vote text), separated by dots. The secret
picks of a vote being collected are never in a link. `decode(encode(x)) == x`; text that
cannot be read raises LinkError, a ValueError whose message quotes it, and a vote the rules
refuse raises pageant's IllegalVoteError naming the vote.
"""

from __future__ import annotations

from dataclasses import dataclass

from pageant import MAX_PLAYERS, MIN_PLAYERS, Game, RecordError, read_vote, write_vote
from web.fields import read_fields
from web.table.seats import PERSON, Seat, clean_name, read_seat, seat_text

__all__ = ["GAME_NAME", "PERSON", "LinkError", "PageantLink", "Seat", "clean_name", "decode", "encode"]

GAME_NAME = "pageant"  # its name in links (web/app/registry.py)


class LinkError(ValueError):
    """A pageant link that cannot be read."""


@dataclass(frozen=True)
class PageantLink:
    """What a link holds: the seats, the seed and the votes."""

    seats: tuple[Seat, ...]
    seed: int
    votes: tuple[tuple[int, ...], ...] = ()

    def game(self) -> Game:
        """The game these votes make (pageant's IllegalVoteError for a vote it refuses)."""
        return Game.replay(len(self.seats), self.seed, self.votes)


def encode(link: PageantLink) -> str:
    """The link's fragment, without '#'."""
    seats = ",".join(seat_text(seat) for seat in link.seats)
    votes = ".".join(write_vote(picks) for picks in link.votes)
    return f"game={GAME_NAME}&seed={link.seed}&seats={seats}&votes={votes}"


def decode(fragment: str) -> PageantLink:
    """What a pageant link's fragment holds (with or without '#')."""
    text = fragment.removeprefix("#")
    fields = read_fields(text, LinkError)
    if fields.get("game") != GAME_NAME:
        raise LinkError(f"this is not a pageant link: {text[:40]!r}")
    for key in ("seed", "seats"):
        if key not in fields:
            raise LinkError(f"the link has no {key}: {text[:60]!r}")
    seed_text = fields["seed"]
    if not seed_text.isdigit() or len(seed_text) > 10:
        raise LinkError(f"the seed must be a whole number: {seed_text[:20]!r}")
    seats = tuple(read_seat(part, LinkError) for part in fields["seats"].split(","))
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise LinkError(f"the pageant is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                        f"not {len(seats)}: {fields['seats'][:60]!r}")
    votes_text = fields.get("votes", "")
    try:
        votes = tuple(read_vote(v, len(seats)) for v in votes_text.split(".")) if votes_text else ()
        Game.new(len(seats), int(seed_text))
    except RecordError as e:
        raise LinkError(str(e)) from None
    return PageantLink(seats, int(seed_text), votes)
