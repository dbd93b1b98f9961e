"""A computer voter cannot peek: what it sees (Seen) holds no other seat's goals, no seed
and no lot seed, so changing them never changes its vote."""

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant.bots import LEVELS, choose
from game.pageant.seen import Seen, seen_by
from tests.pageant.states import random_game, with_other_goals


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**31 - 1), votes=st.integers(0, 40),
       seat_pick=st.integers(0, 6), other_seed=st.integers(0, 2**31 - 1),
       level=st.sampled_from(LEVELS), draw=st.integers(0, 2**32))
def test_other_seats_hidden_goals_and_the_seeds_never_change_a_computers_vote(
        players, seed, votes, seat_pick, other_seed, level, draw):
    game = random_game(players, seed, votes)
    seat = seat_pick % players
    altered = with_other_goals(game, seat, other_seed)
    assert altered.round.goals != game.round.goals or other_seed == seed  # the hidden part differs
    assert seen_by(altered, seat) == seen_by(game, seat)
    true_vote = choose(seen_by(game, seat), seat, level, random.Random(draw))
    assert choose(seen_by(altered, seat), seat, level, random.Random(draw)) == true_vote


def test_seen_has_no_field_for_other_seats_goals_or_the_seeds():
    names = {field.name for field in dataclasses.fields(Seen)}
    assert names == {"seat", "players", "owners", "goals", "ranking", "ties", "reveals", "points"}
    game = random_game(5, 77, 6)
    seen = seen_by(game, 2)
    assert seen.goals == game.round.goals[2]  # its own goals only, not every seat's
    assert all(value != game.round.goals and value != game.seed and value != game.round.lot_seed
               for value in dataclasses.asdict(seen).values())


def test_seen_is_frozen():
    seen = seen_by(random_game(3, 1, 0), 0)
    try:
        seen.goals = ()
    except dataclasses.FrozenInstanceError:
        return
    raise AssertionError("Seen can be changed")
