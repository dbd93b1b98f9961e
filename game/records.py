"""The table games' records as text, read and written once (the pageant, Clowder, Cat's Mansion).

    <format> <version> <field> <value> ... <items word> <item> <item> ...

    pageant 1 players 5 seed 1234 votes 76717 99111
    clowder 1 players 4 seed 7 actions O7 O2 ...
    mansion 1 cats 5 rules sb seed 7 actions g4 f4 e ...

Words are separated by any white space (a record may be wrapped over lines). A `Head` names
a game's format, its fields in order (each with the letter its error message shows) and the
word before the items. `read` checks the type, the length cap and the head, and gives the
fields' words and the items' words; each game reads the values itself. Every error is a
RecordError (game.errors) naming what is wrong and quoting at most game.text's QUOTE_LIMIT
characters of the text; an item that cannot be read is named by its number (`read_items`), an
action the rules refuse too (`replay`). `SeededState` is what the engine states a record
replays to share. Cat Herders' record is its own (PGN-like).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.errors import IllegalActionError, RecordError
from game.text import shown


@dataclass(frozen=True)
class Head:
    """A record's head: `format version field value ... items`."""

    format: str  # the format's name: the game's short name
    version: str
    title: str  # the game's name in messages ("Clowder", "Cat's Mansion")
    fields: tuple[tuple[str, str], ...]  # (word, the letter the message shows for its value)
    items: str  # "actions" or "votes"

    @property
    def words(self) -> tuple[str | None, ...]:
        """The head's words, None where a value stands."""
        words: list[str | None] = [self.format, self.version]
        for word, _ in self.fields:
            words += [word, None]
        return (*words, self.items)

    @property
    def pattern(self) -> str:
        """The head as its error message shows it: 'clowder 1 players N seed S actions'."""
        parts = [self.format, self.version]
        for word, letter in self.fields:
            parts += [word, letter]
        return " ".join(parts + [self.items])


def write(head: Head, values: Sequence[str], items: Iterable[str]) -> str:
    """The record's text: the head with these values (one a field, in order) and the items."""
    words = [head.format, head.version]
    for (word, _), value in zip(head.fields, values, strict=True):
        words += [word, str(value)]
    return " ".join(words + [head.items, *items])


def read(head: Head, text: str, max_length: int) -> tuple[list[str], list[str]]:
    """The words of the fields' values (in order) and the items' words of a record's text;
    RecordError for text that is not a record of this head (or longer than `max_length`)."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    if len(text) > max_length:
        raise RecordError(f"a {head.title} record is at most {max_length} characters (longer than any "
                          f"game), not {len(text)}: {shown(text)}")
    expected = head.words
    words = text.split()
    first = words[:len(expected)]
    if len(first) < len(expected) or any(want not in (None, word)
                                         for word, want in zip(first, expected, strict=True)):
        raise RecordError(f"a {head.title} record starts {head.pattern!r}: {shown(text)}")
    values = [word for word, want in zip(first, expected, strict=True) if want is None]
    return values, words[len(expected):]


def read_items(words: Sequence[str], read_one: Callable[[str], object], what: str) -> tuple:
    """Each word read by `read_one`; a RecordError says which `what` (action, vote) of the
    record it is (1 for the first)."""
    items = []
    for number, word in enumerate(words, 1):
        try:
            items.append(read_one(word))
        except RecordError as e:
            raise RecordError(f"{what} {number} of the record cannot be read: {e}") from None
    return tuple(items)


def replay(state, actions: Iterable):
    """The state after these actions from `state`; an illegal action raises
    IllegalActionError naming it and its number (1 for the first)."""
    for number, action in enumerate(actions, 1):
        try:
            state = state.play(action)
        except IllegalActionError as e:
            raise IllegalActionError(action, f"action {number} of the record: {e.reason}") from None
    return state


class SeededState:
    """What a table game's engine state shares (Clowder's, Cat's Mansion's), the state a
    record's seed and actions replay to: a mixin for a frozen dataclass of immutable fields,
    one of them `seed` (the future draws' seed; None hides them), which copies itself with
    changes quickly and plays an action by its kind's handler. The subclass names the game
    (`game_title`) and its handlers (`handlers`: the kind of action to a function of the state
    and the action that gives the next state), and says when the game `is_over`."""

    game_title = ""
    handlers: dict = {}

    __slots__ = ()

    def _with(self, **changes):
        # dataclasses.replace runs __init__ and its checks; a plain copy of the fields is
        # several times faster, and every field is immutable.
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    def with_seed(self, seed: int | None):
        """The same position with another seed for the future draws (None hides them)."""
        return self._with(seed=seed)

    def play(self, action):
        """The state after `action`; IllegalActionError (with the reason) when the rules do
        not allow it now."""
        if self.is_over:
            raise IllegalActionError(action, "the game is over")
        handler = self.handlers.get(type(action))
        if handler is None:
            raise IllegalActionError(action, f"not a {self.game_title} action")
        return handler(self, action)
