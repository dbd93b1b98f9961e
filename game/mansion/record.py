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

from game.text import read_whole, shown

from .actions import read_action, write_action
from .errors import IllegalActionError, RecordError
from .pieces import Rules, read_rules, rules_text
from .state import State

FORMAT, VERSION = "mansion", "1"
HEAD = (FORMAT, VERSION, "cats", None, "rules", None, "seed", None, "actions")
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
    words = [FORMAT, VERSION, "cats", str(cats), "rules", rules_text(rules), "seed", str(seed), "actions"]
    return " ".join(words + [write_action(a) for a in actions])


def replay(cats: int, seed: int, actions, rules: Rules = Rules()) -> State:  # noqa: B008 (frozen)
    """The state after these actions from the seeded set-up; an illegal action raises
    IllegalActionError naming it and its number (1 for the first)."""
    state = State.new(cats, seed, rules)
    for number, action in enumerate(actions, 1):
        try:
            state = state.play(action)
        except IllegalActionError as e:
            raise IllegalActionError(action, f"action {number} of the record: {e.reason}") from None
    return state


def read_record(text: str) -> Record:
    """The game a record's text holds (see the module's docstring); the actions are replayed
    to check them."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise RecordError(f"a Cat's Mansion record is at most {MAX_LENGTH} characters (longer than any "
                          f"game), not {len(text)}: {shown(text)}")
    words = text.split()
    head = words[:len(HEAD)]
    if len(head) < len(HEAD) or any(want not in (None, word) for word, want in zip(head, HEAD, strict=True)):
        raise RecordError(f"a Cat's Mansion record starts 'mansion 1 cats N rules R seed S actions': "
                          f"{shown(text)}")
    cats = read_whole(head[3], "the number of cats", RecordError)
    rules = read_rules(head[5])
    seed = read_whole(head[7], "the seed", RecordError)
    State.new(cats, seed, rules)  # refuses a bad number of cats or seed before the actions
    actions = _read_all(words[len(HEAD):], read_action, "action")
    record = Record(cats, rules, seed, actions)
    record.__dict__["_state"] = replay(cats, seed, actions, rules)
    return record


def _read_all(words: list[str], read, what: str) -> tuple:
    # Each word read by `read`; a RecordError says which `what` (action, vote) of the record it is.
    items = []
    for number, word in enumerate(words, 1):
        try:
            items.append(read(word))
        except RecordError as e:
            raise RecordError(f"{what} {number} of the record cannot be read: {e}") from None
    return tuple(items)
