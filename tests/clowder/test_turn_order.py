"""Clowder's tokens and the move order."""

from __future__ import annotations

from game.clowder import (
    MOVE,
    Reveal,
)
from game.clowder.rules import move_order
from tests.clowder.positions import position, refused


def test_a_token_is_not_repeated_from_the_last_round():
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), last_tokens=(1, 2, 3))
    assert s.allowed_tokens(0) == (2, 3) and s.allowed_tokens(2) == (1, 2)
    refused(s, Reveal((1, 1, 1)), "seat 1 used token 1 last round")
    refused(s, Reveal((2, 3, 3)), "seat 3 used token 3")
    refused(s, Reveal((2, 3)), "3 tokens")
    refused(s, Reveal((2, 4, 1)), "1, 2 or 3")
    assert s.reveal((2, 3, 1)).tokens == (2, 3, 1)


def test_seats_move_in_ascending_tokens_ties_clockwise_from_the_holder():
    assert move_order((2, 1, 2, 1), 0) == (1, 3, 0, 2)
    assert move_order((2, 1, 2, 1), 2) == (3, 1, 2, 0)
    assert move_order((3, 3, 3), 1) == (1, 2, 0)
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), holder=2).reveal((1, 1, 2))
    assert s.order == (0, 1, 2) and s.phase == MOVE and s.actor() == 0
    s = position(cats=(("O1", None), ("O3", None), ("O5", None)), holder=1).reveal((1, 1, 1))
    assert s.order == (1, 2, 0)
