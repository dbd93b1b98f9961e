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

from game import records
from game.text import read_whole, shown

from .errors import RecordError
from .game import Game

FORMAT, VERSION = "pageant", "1"
HEAD = records.Head(FORMAT, VERSION, "pageant", (("players", "N"), ("seed", "S")), "votes")
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
    return records.write(HEAD, (game.players, game.seed), (write_vote(picks) for picks in game.votes))


def read_record(text: str) -> Game:
    """The game a record's text holds."""
    (players, seed), words = records.read(HEAD, text, MAX_LENGTH)
    players = read_whole(players, "the number of players", RecordError)
    seed = read_whole(seed, "the seed", RecordError)
    game = Game.new(players, seed)
    votes = records.read_items(words, lambda word: read_vote(word, players), "vote")
    return Game.replay(players, seed, votes) if votes else game
