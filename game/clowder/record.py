"""A game's record as text, and back.

    clowder 1 players 4 seed 7 actions O7 O2 O9 O11 O4 O12 O6 O10 O1 t2131 a-O7 ...

Words are separated by any white space (a record may be wrapped over lines). After the
format's name and version come the players (2 to 4), the seed and the actions, each in its
text (game.clowder.actions). A game is fixed by these three: the seed sets the board up and makes
every draw from the bag, so replaying the actions gives back every State.
`read_record(write_record(p, s, a))` gives back the actions and the game's state; text that
cannot be read (longer than MAX_LENGTH, numbers not in ASCII digits, ...) raises RecordError
naming what is wrong and quoting at most game.text's QUOTE_LIMIT characters of it, and an
action the rules refuse raises IllegalActionError naming the action and its number in the
record.
"""

from __future__ import annotations

from typing import NamedTuple

from game import records
from game.text import read_whole

from .actions import read_action, write_action
from .errors import RecordError
from .state import State

FORMAT, VERSION = "clowder", "1"
HEAD = records.Head(FORMAT, VERSION, "Clowder", (("players", "N"), ("seed", "S")), "actions")
# The longest real game measured: 792 characters, 165 actions of three computer players
# (bench/longest_games.py --only clowder --games 100 --random 100: at each table of 2 to 4,
# 100 games of the computer players, easy and medium, and 100 of random legal actions, whose
# longest was 684). The game ends after round 40 (pieces.LAST_ROUND) at the latest. The cap
# is 12 times the longest.
MAX_LENGTH = 10_000


class Record(NamedTuple):
    """A read record: the players, the seed, the actions played, and the state they lead to
    (unpacks as `players, seed, actions, state`)."""

    players: int
    seed: int
    actions: tuple
    state: State


def write_record(players: int, seed: int, actions) -> str:
    """The record's text of a game of `players` set up from `seed` with these actions."""
    return records.write(HEAD, (players, seed), (write_action(a) for a in actions))


def replay(players: int, seed: int, actions) -> State:
    """The state after these actions from the seeded set-up; an illegal action raises
    IllegalActionError naming it and its number (1 for the first)."""
    return records.replay(State.new(players, seed), actions)


def read_record(text: str) -> Record:
    """The game a record's text holds (see the module's docstring)."""
    (players, seed), words = records.read(HEAD, text, MAX_LENGTH)
    players = read_whole(players, "the number of players", RecordError)
    seed = read_whole(seed, "the seed", RecordError)
    State.new(players, seed)  # refuses a bad number of players or seed before the actions
    actions = records.read_items(words, lambda word: read_action(word, players), "action")
    return Record(players, seed, actions, replay(players, seed, actions))
