"""Small pieces the games' adapters to game.contract share: checking a seat, an option and a
level, and the trailing word of a record that holds the secret choices made so far."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from game.errors import MalformedText
from game.text import shown


def check_seat(seat: object, seats: int) -> int:
    """`seat` when it is one of a `seats`-seat game's (0 to seats - 1), else ValueError."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise ValueError(f"seat {seat!r} is not a seat of a {seats}-seat game (0 to {seats - 1})")
    return seat


def check_level(level: object, levels: tuple[str, ...]) -> str:
    """`level` when it is one of `levels`, else ValueError naming them."""
    if level not in levels:
        raise ValueError(f"unknown level {str(level)[:40]!r} (levels: {', '.join(levels)})")
    return level


def read_options(options: Mapping[str, str] | None, known: tuple[str, ...],
                 error: type[MalformedText]) -> dict[str, str]:
    """The options as a dict, or `error` naming the first that is not one of `known`."""
    options = dict(options or {})
    for name in options:
        if name not in known:
            known_text = ", ".join(known) or "none"
            raise error(f"unknown option {shown(str(name))} (options: {known_text})")
    return options


def split_pending(text: str, pending_word) -> tuple[str, str | None]:
    """`text` without its last word when `pending_word(word)` says that word is the secret
    choices made so far of a decision not yet revealed (which the game's own record does not
    hold), and that word; else `text` and None."""
    if not isinstance(text, str):
        return text, None
    body = text.rstrip()
    cut = max(body.rfind(" "), body.rfind("\n"), body.rfind("\t"), body.rfind("\r"))
    last = body[cut + 1:]
    if cut < 0 or not pending_word(last):
        return text, None
    return body[:cut], last


def read_with_pending(text: str, read, pending_word, error: type[Exception], resume):
    """The game `read(text)` gives. When that raises `error` and the text's last word is, by
    `pending_word` (see split_pending), the secret choices made so far: the game `read` gives
    without that word, with `resume(game, word)` playing them; `resume` returns None where
    they cannot stand, and then, as when the rest is not a record either, the first error."""
    try:
        return read(text)
    except error as first:
        body, last = split_pending(text, pending_word)
        if last is None:
            raise
        try:
            game = read(body)
        except ValueError:
            raise first from None
        resumed = resume(game, last)
        if resumed is None:
            raise
        return resumed


def chances_of(values: Sequence[float], scale: float) -> tuple[float, ...]:
    """Chances proportional to exp(value / scale), one a value, summing to 1: how a game's
    quick judge of each seat (higher better) becomes its chance of winning (the review's
    `chances`, each game's scale fitted by tools/fit_table_chances.py)."""
    best = max(values)
    weights = [math.exp((value - best) / scale) for value in values]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


class EngineTable:
    """What a contract State shares over an engine state that plays one action at a time and
    knows its actor and winner. A subclass is a frozen dataclass whose first two fields are
    `state` (the engine's: is_over, winner, actor(), legal_actions(), play()) and `actions`
    (those played, for the record); it names its seats, its views and its actions' text."""

    __slots__ = ()

    def to_act(self) -> int | None:
        """The seat that must act; None when the game is over."""
        return None if self.state.is_over else self.state.actor()

    def legal_actions(self) -> tuple:
        """Every legal action of the seat to act."""
        return self.state.legal_actions()

    def play(self, action):
        """The game after `action` (the game's IllegalActionError when the rules refuse it)."""
        return type(self)(self.state.play(action), self.actions + (action,))

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.is_over

    def winners(self) -> tuple[int, ...]:
        """The winning seat, once over (none when the game ended without one)."""
        return (self.state.winner,) if self.state.is_over and self.state.winner is not None else ()



class TableRules:
    """What every game's rules for the contract share: the three levels of its computer
    players (each game's bots.LEVELS, whose module loads only when a computer is asked)."""

    levels = ("easy", "medium", "hard")
