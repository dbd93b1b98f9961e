"""A game's record as text, and back.

    pageant 1 players 5 seed 1234 votes 76717 99111 32234

Words are separated by any white space (a record may be wrapped over lines). After the
format's name and version come the players (3 to 7), the seed and the votes, each vote one
digit a seat in seat order. `read_record(write_record(g)) == g` for every game; text that
cannot be read raises RecordError quoting what is wrong, and a vote the rules refuse raises
IllegalVoteError naming the vote.
"""

from __future__ import annotations

from .errors import RecordError
from .game import Game

FORMAT, VERSION = "pageant", "1"


def write_vote(picks) -> str:
    """'76717': one digit a seat."""
    return "".join(str(pick) for pick in picks)


def read_vote(text: str, players: int) -> tuple[int, ...]:
    """The picks of one vote's text, one digit 1 to 9 a seat."""
    if len(text) != players or not all(ch in "123456789" for ch in text):
        raise RecordError(f"a vote is {players} digits from 1 to 9, one a player: {text[:40]!r}")
    return tuple(int(ch) for ch in text)


def write_record(game: Game) -> str:
    """The game's record text."""
    words = [FORMAT, VERSION, "players", str(game.players), "seed", str(game.seed), "votes"]
    return " ".join(words + [write_vote(picks) for picks in game.votes])


def _number(text: str, what: str) -> int:
    # ASCII digits only: str.isdigit() also passes '²' (int() refuses it) and '١٢' (read as 12).
    if not (text.isascii() and text.isdigit()) or len(text) > 10:
        raise RecordError(f"the {what} must be a whole number: {text[:40]!r}")
    return int(text)


def read_record(text: str) -> Game:
    """The game a record's text holds."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    words = text.split()
    head = words[:7]
    expected = [FORMAT, VERSION, "players", None, "seed", None, "votes"]
    if len(head) < 7 or any(want not in (None, word) for word, want in zip(head, expected, strict=True)):
        raise RecordError(f"a pageant record starts 'pageant 1 players N seed S votes': {text[:60]!r}")
    players = _number(head[3], "number of players")
    seed = _number(head[5], "seed")
    game = Game.new(players, seed)
    votes = [read_vote(word, players) for word in words[7:]]
    return Game.replay(players, seed, votes) if votes else game
