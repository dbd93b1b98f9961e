"""Looking back through a table game (web/kit/table/history.py), as Clowder's and Cat's Mansion's
sessions do: the step shown is clamped to the game, the last step is the live game, and the
news is handed over once."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from web.kit.table.history import ActionHistory


class Game(ActionHistory):
    def __init__(self, actions: int):
        self.actions = [f"a{i}" for i in range(actions)]
        self.states = [f"s{i}" for i in range(actions + 1)]
        self.viewing = None
        self.news = [("s0", "a0", "s1")] if actions else []


@given(st.integers(0, 30), st.lists(st.integers(-40, 40), max_size=8))
def test_steps_stay_within_the_game_and_the_last_is_the_live_game(actions, deltas):
    game = Game(actions)
    for delta in deltas:
        before = game.shown_number()
        game.step(delta)
        assert game.shown_number() == max(0, min(actions, before + delta))
        assert game.shown_state() == f"s{game.shown_number()}"
        assert (game.viewing is None) == (game.shown_number() == actions)


def test_a_step_back_from_the_live_game_shows_the_state_before_the_last_action():
    game = Game(5)
    game.step(-1)
    assert game.viewing == 4 and game.shown_state() == "s4"
    game.step_to(99)
    assert game.viewing is None and game.shown_state() == "s5"


def test_the_news_is_taken_once():
    game = Game(1)
    assert game.take_news() == [("s0", "a0", "s1")]
    assert game.take_news() == []
