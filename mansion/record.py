"""A game's record as text, and back.

    mansion 1 cats 5 rules sb seed 7 actions g4 f4 e ...

Words are separated by any white space (a record may be wrapped over lines). After the
format's name and version come the number of cats (3 to 5), the variants (mansion.pieces
`rules_text`: "-" or some of "s", "b", "c"), the seed and the actions, each in its text
(mansion.actions). A game is fixed by these four: the seed draws everything, so replaying
the actions gives back every State. Text that cannot be read raises RecordError quoting what
is wrong, and an action the rules refuse raises IllegalActionError naming the action and its
number in the record.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import read_action, write_action
from .errors import IllegalActionError, RecordError
from .pieces import Rules, read_rules, rules_text
from .state import State

FORMAT, VERSION = "mansion", "1"
HEAD = (FORMAT, VERSION, "cats", None, "rules", None, "seed", None, "actions")


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


def _number(text: str, what: str) -> int:
    # ASCII digits only: str.isdigit() also passes '²' (int() refuses it) and '١٢' (read as 12).
    if not (text.isascii() and text.isdigit()) or len(text) > 10:
        raise RecordError(f"the {what} must be a whole number: {text[:40]!r}")
    return int(text)


def read_record(text: str) -> Record:
    """The game a record's text holds (see the module's docstring); the actions are replayed
    to check them."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    words = text.split()
    head = words[:len(HEAD)]
    if len(head) < len(HEAD) or any(want not in (None, word) for word, want in zip(head, HEAD, strict=True)):
        raise RecordError(f"a Cat's Mansion record starts 'mansion 1 cats N rules R seed S actions': "
                          f"{text[:40]!r}")
    cats = _number(head[3], "number of cats")
    rules = read_rules(head[5])
    seed = _number(head[7], "seed")
    State.new(cats, seed, rules)  # refuses a bad number of cats or seed before the actions
    actions = tuple(read_action(word) for word in words[len(HEAD):])
    record = Record(cats, rules, seed, actions)
    record.__dict__["_state"] = replay(cats, seed, actions, rules)
    return record
