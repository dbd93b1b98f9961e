"""A game's record as text, and back.

    pageant 1 players 5 seed 1234 votes 76717 99111 32234

Words are separated by any white space (a record may be wrapped over lines). After the
format's name and version come the players (3 to 7), the seed and the votes, each vote one
digit a seat in seat order. `read_record(write_record(g)) == g` for every game; text that
cannot be read (longer than MAX_LENGTH, numbers not in ASCII digits, ...) raises RecordError
naming what is wrong and quoting at most game.text's QUOTE_LIMIT characters of it, and a vote
the rules refuse raises IllegalVoteError naming the vote. Reading is linear in the text.
"""

from __future__ import annotations

from game.text import read_whole, shown

from .errors import RecordError
from .game import Game

FORMAT, VERSION = "pageant", "1"
# The longest real game measured: 1,304 characters, 159 votes of seven seats
# (bench/longest_games.py --only pageant --games 40: at each table of 3 to 7, 40 games of the
# computer voters, easy and medium). The rules set no limit on the votes (a ranked cat chosen
# again is voted on again), so the cap is far above it: 15 times the longest.
MAX_LENGTH = 20_000


def write_vote(picks) -> str:
    """'76717': one digit a seat."""
    return "".join(str(pick) for pick in picks)


def read_vote(text: str, players: int) -> tuple[int, ...]:
    """The picks of one vote's text, one digit 1 to 9 a seat."""
    if len(text) != players or not all(ch in "123456789" for ch in text):
        raise RecordError(f"a vote is {players} digits from 1 to 9, one a player: {shown(text)}")
    return tuple(int(ch) for ch in text)


def write_record(game: Game) -> str:
    """The game's record text."""
    words = [FORMAT, VERSION, "players", str(game.players), "seed", str(game.seed), "votes"]
    return " ".join(words + [write_vote(picks) for picks in game.votes])


def read_record(text: str) -> Game:
    """The game a record's text holds."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise RecordError(f"a pageant record is at most {MAX_LENGTH} characters (longer than any game), "
                          f"not {len(text)}: {shown(text)}")
    words = text.split()
    head = words[:7]
    expected = [FORMAT, VERSION, "players", None, "seed", None, "votes"]
    if len(head) < 7 or any(want not in (None, word) for word, want in zip(head, expected, strict=True)):
        raise RecordError(f"a pageant record starts 'pageant 1 players N seed S votes': {shown(text)}")
    players = read_whole(head[3], "the number of players", RecordError)
    seed = read_whole(head[5], "the seed", RecordError)
    game = Game.new(players, seed)
    votes = _read_all(words[7:], lambda word: read_vote(word, players), "vote")
    return Game.replay(players, seed, votes) if votes else game


def _read_all(words: list[str], read, what: str) -> tuple:
    # Each word read by `read`; a RecordError says which `what` (action, vote) of the record it is.
    items = []
    for number, word in enumerate(words, 1):
        try:
            items.append(read(word))
        except RecordError as e:
            raise RecordError(f"{what} {number} of the record cannot be read: {e}") from None
    return tuple(items)
