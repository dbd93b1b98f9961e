"""The hard level's judge: score chances, round chances, the victory points' stakes, and an
outcome's worth."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS
from game.pageant.judge import (
    game_chances,
    hand_counts,
    outcome_worths,
    round_chances,
    round_stakes,
    score_chances,
    tie_chances,
)
from game.pageant.round import MET, OPEN, goal_status, pair_up, place


def test_score_chances_are_the_met_goals_plus_a_coin_toss_for_each_open_one():
    assert score_chances(2, 0) == [0, 0, 1, 0, 0]
    assert score_chances(1, 2) == [0, 0.25, 0.5, 0.25, 0]
    assert sum(score_chances(0, 4)) == pytest.approx(1)


def test_a_sure_higher_score_wins_the_round_and_a_tie_goes_to_the_higher_own_cat():
    even = [[0.5, 0.5], [0.5, 0.5]]
    assert round_chances([score_chances(3, 0), score_chances(2, 0)], even) == [1, 0]
    # seat 1's own cat is above seat 0's: a sure tie is seat 1's
    assert round_chances([score_chances(2, 0), score_chances(2, 0)], [[0.5, 0], [1, 0.5]]) == [0, 1]
    chances = round_chances([score_chances(1, 2), score_chances(2, 0), score_chances(0, 3)],
                            tie_chances((), (1, 2, 3)))
    assert sum(chances) == pytest.approx(1)


def test_tie_chances_put_an_unranked_own_cat_above_a_ranked_one():
    ahead = tie_chances((5, 1, 2), (1, 2, 3, 4))  # 5 in 9th, 1 in 8th, 2 in 7th; 3 and 4 unranked
    assert ahead[1][0] == 1 and ahead[0][1] == 0
    assert ahead[2][1] == 1 and ahead[2][3] == 0.5


def test_the_victory_points_set_the_stakes_of_a_round():
    assert game_chances((0, 0, 0, 0), 0) == pytest.approx(0.25)
    assert game_chances((2, 0, 0, 0), 0) > game_chances((1, 0, 0, 0), 0) > 0.25
    stakes = round_stakes((2, 2, 0, 0), 0)
    assert stakes[0] == 1 and stakes[1] == 0  # the round decides the game between seats 0 and 1
    assert round_stakes((0, 0, 0, 0), 0)[0] - round_stakes((0, 0, 0, 0), 0)[1] < stakes[0] - stakes[1]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), ranked=st.integers(0, 7))
def test_hand_counts_agree_with_the_rules_placing_the_cat(seed, ranked):
    rng = random.Random(seed)
    own = rng.choice(CATS)
    others = [cat for cat in CATS if cat != own]
    rng.shuffle(others)
    hand = pair_up(own, others)
    ranking = tuple(rng.sample(CATS, ranked))
    counts = hand_counts(ranking, hand)
    for cat in CATS:
        statuses = [goal_status(place(ranking, cat), pair) for pair in hand]
        assert counts[cat] == (statuses.count(MET), statuses.count(OPEN)), (ranking, hand, cat)


def test_an_outcome_worth_more_when_it_meets_a_goal_and_less_when_it_helps_the_leader():
    owners = (1, 2, 3, 4)
    mine = ((5, 6), (7, 8), (9, 2), (3, 4))
    theirs = ((6, 5), (8, 7), (9, 1), (3, 4))  # seat 1 wants the opposite of my first two goals
    rest = (((5, 6), (7, 8), (9, 1), (2, 4)),), (((5, 6), (7, 8), (9, 1), (2, 3)),)
    worths = outcome_worths((), owners, [[mine], [theirs], *rest], (0, 2, 0, 0), 0)
    assert worths[6] > worths[5]  # 6 in 9th meets "5 above 6" and breaks seat 1's "6 above 5"
    assert sum(worths[1:]) / 9 < 0.5
    # a seat at two victory points makes every outcome worth less to me than at none
    level = outcome_worths((), owners, [[mine], [theirs], *rest], (0, 0, 0, 0), 0)
    assert all(worths[cat] < level[cat] for cat in CATS)


def test_a_rescue_pays_a_stalling_cost_that_grows():
    owners = (1, 2, 3)
    hands = [[pair_up(own, [c for c in CATS if c != own])] for own in owners]
    once = outcome_worths((5, 6), owners, hands, (0, 0, 0), 0, rescues=0)
    again = outcome_worths((5, 6), owners, hands, (0, 0, 0), 0, rescues=3)
    assert again[5] < once[5] and again[7] == once[7]
