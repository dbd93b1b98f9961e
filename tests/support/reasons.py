"""What every hint reason of every table game keeps (game/<name>/reasons.py): one clause that
the kit puts after the action and a semicolon, so no surrounding space, no full stop of its
own, no double space."""

from __future__ import annotations


def assert_one_clause(reason: str) -> None:
    """The reason reads as one clause the kit's sentence can end with."""
    assert reason == reason.strip() and not reason.endswith(".") and "  " not in reason, reason
