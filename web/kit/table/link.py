"""What the links of the table games share (web/pageant/link.py, web/clowder/link.py,
web/mansion/link.py): a fragment of known keys under a length cap, naming its game, with a
seed and seats, and the game's moves separated by dots.

    #game=clowder&seed=1234&seats=pAnn,e,m,h&moves=O7.O2.t213.a-O7

Every error is the game's own LinkError, names the field and quotes at most game.text's
QUOTE_LIMIT characters of it; numbers are ASCII digits only. Each game's link sets its cap
above the longest real game it has measured (bench/longest_games.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.text import read_whole, shown
from web.kit.fields import read_fields
from web.kit.table.seats import NAME_TEXT, Seat, read_seat

SEED_DIGITS = 10  # 2**31 - 1, the engines' largest seed, has 10 digits
FIELDS_ROOM = 100  # the keys, the game's name, the seed and the separators, with room to spare


def link_cap(record_cap: int, most_players: int) -> int:
    """A game's link cap: its moves are its record's (a dot for a space), so the record's cap,
    with room for the other fields and `most_players` seats of the longest names."""
    return record_cap + FIELDS_ROOM + most_players * NAME_TEXT


@dataclass(frozen=True)
class SeatedLink:
    """What every table game's link holds: its seats and its seed (a game's link class adds
    what its moves are, after them)."""

    seats: tuple[Seat, ...]
    seed: int


def write_table_link(game: str, seed: int, *fields: tuple[str, str]) -> str:
    """A table game's link fragment (without '#'): its name, its seed, then `fields` ((key,
    text) pairs, in order)."""
    return "&".join((f"game={game}", f"seed={seed}", *(f"{key}={text}" for key, text in fields)))


@dataclass(frozen=True)
class TableLink:
    """A table game's link as read: its fields (every key known, none twice), seed and seats."""

    fields: dict[str, str]
    seed: int
    seats: tuple[Seat, ...]


def read_table_link(fragment: str, error: type[ValueError], game: str, called: str,
                    keys: tuple[str, ...], cap: int, players: tuple[int, int],
                    max_seed: int) -> TableLink:
    """The fields, seed and seats of the link `fragment` (with or without '#') of the game
    named `game` in links and `called` in words: `error` when it is longer than `cap`, has a
    key not among `keys` or one twice, names another game, has no seed or seats, a seed that
    is not 0 to `max_seed` in ASCII digits, or seats that are not players[0] to players[1]."""
    text = fragment.removeprefix("#") if len(fragment) <= cap + 1 else fragment  # no copy of a long one
    fields = read_fields(text, error, f"the {called} link", keys, cap)
    if fields.get("game") != game:
        raise error(f"this is not a {called} link: {shown(text)}")
    for key in ("seed", "seats"):
        if key not in fields:
            raise error(f"the link has no {key}: {shown(text)}")
    seed = read_whole(fields["seed"], "the seed", error, digits=SEED_DIGITS)
    if seed > max_seed:
        raise error(f"the seed must be a whole number from 0 to {max_seed}: {shown(fields['seed'])}")
    return TableLink(fields, seed, read_seats(fields["seats"], error, players, called))


def read_seats(text: str, error: type[ValueError], players: tuple[int, int], called: str) -> tuple[Seat, ...]:
    """The seats of a link's `seats` field, one a comma: `error` for a seat that cannot be
    read, or for a number of seats the game does not take."""
    low, high = players
    parts = text.split(",")
    if not low <= len(parts) <= high:
        raise error(f"{called} is for {low} to {high} players, not {len(parts)}: seats {shown(text)}")
    return tuple(read_seat(part, error) for part in parts)


def read_moves(text: str, error: type[ValueError], read_one: Callable[[str], object],
               refused: type[ValueError], what: str = "move") -> tuple:
    """The moves of a link's moves field (the game's texts, separated by dots; none when
    empty), each read by `read_one`; its `refused` error becomes `error` naming the move's
    number."""
    moves = []
    for number, part in enumerate(text.split(".") if text else (), start=1):
        try:
            moves.append(read_one(part))
        except refused as e:
            raise error(f"{what} {number} cannot be read: {e}") from None
    return tuple(moves)
