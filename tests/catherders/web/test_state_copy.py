
"""board_text.state_copy: a game's state without its history (what the page's voice keeps
between refreshes instead of replaying the whole game) judges every later turn exactly as the
game itself does, repetitions, quiet turns and passes included."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import Game, Rules, new_position
from web.catherders.access.board_text import state_copy

RULE_SETS = [Rules.parse("designer", "-"), Rules.parse("alternate", "-"),
             Rules.parse("designer", "double-step,escort")]


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(RULE_SETS), st.integers(0, 120))
def test_a_state_copy_plays_on_as_the_game_does(seed, rules, cut):
    """Cut a random game anywhere: the copy made there, given the game's later turns, has the
    same legal turns, position and outcome as the game after each of them; the game is
    untouched by the copy."""
    game = Game(new_position("hex6", "beginner", 9, seed), rules)
    rng = random.Random(seed)
    while not game.is_over() and len(game.stack) < 200:
        game.random_turn(rng)
    turns = game.turns
    cut = min(cut, len(turns))
    at_cut = Game(game.start, rules)
    for t in turns[:cut]:
        at_cut.push(t)
    before = at_cut.fen()
    copy = state_copy(at_cut)
    assert at_cut.fen() == before and len(at_cut.stack) == cut
    for n, t in enumerate(turns[cut:]):
        if n % 8 == 0:  # listing every turn is slow: often enough to catch a wrong state
            assert sorted(map(str, copy.legal_turns())) == sorted(map(str, at_cut.legal_turns()))
        copy.push(t)
        at_cut.push(t)
        assert copy.fen() == at_cut.fen()
        assert copy.outcome() == at_cut.outcome()
