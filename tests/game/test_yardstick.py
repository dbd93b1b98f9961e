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

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

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


def test_a_playout_stops_where_the_game_says_and_scores_by_its_standing():
    class Counting:  # never over; counts the actions played on it
        def __init__(self, played=0):
            self.played = played

        def is_over(self):
            return False

        def legal_actions(self):
            return (1, 2)

        def play(self, action):
            return Counting(self.played + 1)

    class Rules:
        name = "stand-in"

        def playout_done(self, start, state):
            return state.played - start.played >= 7

        def standing(self, state):
            stopped_at.append(state.played)
            return (2,)

    stopped_at = []
    assert yardstick.playout_score(Rules(), Counting(3), 2, random.Random(1), start=Counting(0)) == 1.0
    assert yardstick.playout_score(Rules(), Counting(3), 0, random.Random(1)) == 0.0
    assert stopped_at == [7, 3 + 7]  # counted from `start`, else from the state played on


def test_a_playout_plays_the_games_default_policy():
    chosen = []

    class Twice:  # over after two actions
        def __init__(self, played=()):
            self.played = played

        def is_over(self):
            return len(self.played) == 2

        def winners(self):
            return (0,) if self.played == (2, 2) else (1,)

        def legal_actions(self):
            return (1, 2)

        def play(self, action):
            return Twice(self.played + (action,))

    class Rules:
        name = "stand-in"

        def playout_action(self, state, rng):
            chosen.append(state.played)
            return 2

    assert yardstick.playout_score(Rules(), Twice(), 0, random.Random(1)) == 1.0
    assert chosen == [(), (2,)]


def test_cat_s_mansion_stands_by_its_turn_limit_after_its_playout_actions():
    from game.mansion.contract import PLAYOUT_ACTIONS
    from game.mansion.turns import limit_winner

    game = rules("mansion")
    state = decision_states("mansion")[5]
    assert game.standing(state) == (limit_winner(state.state),)
    later = state
    for _ in range(PLAYOUT_ACTIONS):
        assert not game.playout_done(state, later)
        later = later.play(later.legal_actions()[0])
        if later.is_over():
            break
    else:
        assert game.playout_done(state, later)


def test_a_pageant_playout_votes_by_goals_and_stops_once_the_round_is_scored():
    from game.pageant.bots import easy_vote
    from game.pageant.seen import seen_by

    game = rules("pageant")
    for state in decision_states("pageant")[::7]:
        rng, again = random.Random(4), random.Random(4)
        assert game.playout_action(state, rng) == easy_vote(seen_by(state.game, state.to_act()), again)
        later, played = state, 0
        while not game.playout_done(state, later):
            assert not later.is_over()
            later = later.play(game.playout_action(later, rng))
            played += 1
        assert played > 0
        assert sum(later.game.points) == sum(state.game.points) + 1
        best = max(later.game.points)
        assert game.standing(later) == tuple(s for s, p in enumerate(later.game.points) if p == best)
