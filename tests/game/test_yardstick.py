"""The yardstick (game.yardstick): a plain Monte-Carlo player for every game, legal, repeatable
from its generator and blind to what its seat cannot see, with a budget it keeps."""

import random
import time

import pytest

from game import yardstick
from game.registry import rules
from tests.game.contract.decisions import decision_states, kind
from tests.game.contract.games import hidden_variants, legal_or_same

TABLE_GAMES = ("pageant", "clowder", "mansion")
# A Cat's Mansion play-out is 100 actions (about 2 ms): one play-out an action, every sixth state.
PLAYOUTS = {"pageant": 12, "clowder": 12, "mansion": 1}
STEP = {"pageant": 2, "clowder": 2, "mansion": 6}


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_legal_repeatable_and_blind(name):
    game = rules(name)
    for number, state in enumerate(decision_states(name)[::STEP[name]]):
        seat = state.to_act()
        seen = state.seen_by(seat)
        random.seed(1)
        action = yardstick.choose(game, seen, seat, random.Random(number), playouts=PLAYOUTS[name])
        assert legal_or_same(name, state, action), (kind(name, state), action)
        random.seed(2)
        assert yardstick.choose(game, seen, seat, random.Random(number), playouts=PLAYOUTS[name]) == action
        for variant in hidden_variants(name, state, seat):
            assert yardstick.choose(game, variant.seen_by(seat), seat, random.Random(number),
                                    playouts=PLAYOUTS[name]) == action


def test_every_action_gets_a_playout_and_the_budget_is_kept():
    game = rules("clowder")
    state = next(s for s in decision_states("clowder") if len(s.legal_actions()) > 3)
    seat = state.to_act()
    calls = []
    real = yardstick.playout_score

    def counted(*args):
        calls.append(1)
        return real(*args)

    yardstick.playout_score = counted
    try:
        yardstick.choose(game, state.seen_by(seat), seat, random.Random(1), playouts=1)
        assert len(calls) == len(state.legal_actions())  # one each, though the budget is 1
        calls.clear()
        yardstick.choose(game, state.seen_by(seat), seat, random.Random(1), playouts=50)
        assert len(calls) == max(50, len(state.legal_actions()))
        calls.clear()
        start = time.thread_time()
        yardstick.choose(game, state.seen_by(seat), seat, random.Random(1), seconds=0.05)
        assert time.thread_time() - start >= 0.05 and len(calls) >= len(state.legal_actions())
    finally:
        yardstick.playout_score = real


def test_a_single_legal_action_is_taken_at_once():
    game = rules("pageant")
    state = decision_states("pageant")[0]

    class One:  # a sample with one legal action
        def legal_actions(self):
            return (4,)

    class Rules:
        name = "stand-in"

        def sample(self, seen, seat, rng):
            return One()

    assert yardstick.choose(Rules(), state.seen_by(0), 0, random.Random(1), playouts=5) == 4
    with pytest.raises(ValueError, match="budget"):
        yardstick.choose(game, state.seen_by(0), 0, random.Random(1))
    with pytest.raises(ValueError, match="budget"):
        yardstick.choose(game, state.seen_by(0), 0, random.Random(1), playouts=3, seconds=1.0)


def test_a_playout_scores_the_seats_share_of_the_win():
    class Over:
        def is_over(self):
            return True

        def winners(self):
            return (1, 2)

    assert yardstick.playout_score(None, Over(), 1, random.Random(1)) == 0.5
    assert yardstick.playout_score(None, Over(), 0, random.Random(1)) == 0.0


def test_a_playout_stops_at_the_games_horizon_and_scores_by_its_standing():
    class Counting:  # never over; counts the actions played on it
        played = 0

        def is_over(self):
            return False

        def legal_actions(self):
            return (1, 2)

        def play(self, action):
            Counting.played += 1
            return self

    class Rules:
        name = "stand-in"
        playout_horizon = 7

        def standing(self, state):
            return (2,)

    assert yardstick.playout_score(Rules(), Counting(), 2, random.Random(1)) == 1.0
    assert Counting.played == 7
    assert yardstick.playout_score(Rules(), Counting(), 0, random.Random(1)) == 0.0


def test_cat_s_mansion_stands_by_its_turn_limit():
    from game.mansion.turns import limit_winner

    game = rules("mansion")
    state = decision_states("mansion")[5]
    assert game.standing(state) == (limit_winner(state.state),)
    assert game.playout_horizon > 0
