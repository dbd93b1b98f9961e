"""Small pieces the games' adapters to game.contract share: checking a seat, an option and a
level, and the trailing word of a record that holds the secret choices made so far."""

from __future__ import annotations

from collections.abc import Mapping

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
