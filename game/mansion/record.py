"""A game's record as text, and back.

    mansion 1 cats 5 rules sb seed 7 actions g4 f4 e ...

Words are separated by any white space (a record may be wrapped over lines). After the
format's name and version come the number of cats (3 to 5), the variants (game.mansion.pieces
`rules_text`: "-" or some of "s", "b", "c"), the seed and the actions, each in its text
(game.mansion.actions). A game is fixed by these four: the seed draws everything, so replaying
the actions gives back every State. Text that cannot be read (longer than MAX_LENGTH, numbers
not in ASCII digits, ...) raises RecordError naming what is wrong and quoting at most
game.text's QUOTE_LIMIT characters of it, and an action the rules refuse raises
IllegalActionError naming the action and its number in the record.
"""

from __future__ import annotations

from typing import NamedTuple

from game import records
from game.text import read_whole

from .actions import read_action, write_action
from .errors import RecordError
from .pieces import Rules, read_rules, rules_text
from .state import State

FORMAT, VERSION = "mansion", "1"
HEAD = records.Head(FORMAT, VERSION, "Cat's Mansion", (("cats", "N"), ("rules", "R"), ("seed", "S")),
                    "actions")
# The longest real game measured: 7,329 characters, 2,086 actions, five easy computer cats
# racing to the turn limit (bench/longest_games.py --only mansion --games 100 --random 100:
# for 3 to 5 cats, without variants and with all three, 100 games of the computer cats, easy
# and medium, and 100 of random racing; 6 of hard cats were shorter). The race stops after
# pieces.TURN_LIMIT_PER_CAT turns a cat. The cap is 5 times the longest.
MAX_LENGTH = 40_000


class _Fields(NamedTuple):
    cats: int
    rules: Rules
    seed: int
    actions: tuple


class Record(_Fields):
    """A read record: the cats, the rules, the seed and the actions played (unpacks as
    `cats, rules, seed, actions`); `.state` is the state they lead to (replayed once)."""

    @property
    def state(self) -> State:
        """The state the record's actions lead to."""
        cache = self.__dict__
        if "_state" not in cache:
            cache["_state"] = replay(self.cats, self.seed, self.actions, self.rules)
        return cache["_state"]


def write_record(cats: int, rules: Rules, seed: int, actions) -> str:
    """The record's text of a game of `cats` cats with `rules`, set up from `seed`, with
    these actions."""
    return records.write(HEAD, (cats, rules_text(rules), seed), (write_action(a) for a in actions))


def replay(cats: int, seed: int, actions, rules: Rules = Rules()) -> State:  # noqa: B008 (frozen)
    """The state after these actions from the seeded set-up; an illegal action raises
    IllegalActionError naming it and its number (1 for the first)."""
    return records.replay(State.new(cats, seed, rules), actions)


def read_record(text: str) -> Record:
    """The game a record's text holds (see the module's docstring); the actions are replayed
    to check them."""
    (cats, rules, seed), words = records.read(HEAD, text, MAX_LENGTH)
    cats = read_whole(cats, "the number of cats", RecordError)
    rules = read_rules(rules)
    seed = read_whole(seed, "the seed", RecordError)
    State.new(cats, seed, rules)  # refuses a bad number of cats or seed before the actions
    actions = records.read_items(words, read_action, "action")
    record = Record(cats, rules, seed, actions)
    record.__dict__["_state"] = replay(cats, seed, actions, rules)
    return record
