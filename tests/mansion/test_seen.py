"""What the players see (game.mansion.seen): the state with its seed hidden plays on until a draw
(the Turn Order deck, the dice, the Present), which raises HiddenDrawError until it is given
a seed."""

from __future__ import annotations

import random

import pytest

from game.mansion import PRESENT, HiddenDrawError, State
from game.mansion.effects import present_draw
from game.mansion.seen import guess_draws, seen_by
from tests.mansion.states import play, position, with_dice


def test_the_seen_state_hides_only_the_seed():
    s = State.new(4, 9)
    seen = seen_by(s)
    assert seen.seed is None and seen.with_seed(9) == s and s.seen() == seen
    assert seen.legal_actions() == s.legal_actions()


def test_the_next_turn_card_is_hidden():
    seen = seen_by(position(at={"k": "e2"}, mover="k"))
    after = play(seen, "f2")  # steps draw nothing
    with pytest.raises(HiddenDrawError, match="Turn Order deck"):
        play(after, "e")


def test_the_dice_are_hidden():
    s = seen_by(with_dice(position(at={"k": "e2", "g": "g2"}, mover="k"), [(6, 1)]))
    s = play(s, "f2", "a-1", "s", "b-0")
    with pytest.raises(HiddenDrawError, match="dice"):
        play(s, "b-0")


def test_the_presents_card_is_hidden():
    turn = next(t for t in range(2, 400) if present_draw(1, t) == PRESENT)
    s = seen_by(position(at={"k": "i9"}, mover="k", turn=turn))
    with pytest.raises(HiddenDrawError, match="Present"):
        play(s, "r")


def test_a_guessed_seed_plays_on():
    seen = seen_by(State.new(3, 2))
    guess = guess_draws(seen, random.Random(1))
    assert guess.seed is not None and guess.play(guess.legal_actions()[-1]).turn == 2
