"""A choice within a turn being built (game/catherders/builder.py's module docstring says
each kind), and how a sentence lists several."""

from __future__ import annotations

from typing import NamedTuple


class Option(NamedTuple):
    """One choice within a turn; see the module docstring."""

    kind: str
    cell: int
    to: int | None = None


def or_list(names: list[str]) -> str:
    """Names joined for a sentence: "a", "a or b", "a, b or c"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
