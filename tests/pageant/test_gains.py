"""The voters' fast path for a goal's status after a choice (game.pageant.gains.status_after)
agrees with the engine's own rules: goal_status of the ranking that place() makes."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS, goal_status, place
from game.pageant.gains import STALL, gains, rescues_at_spot, status_after


@st.composite
def ranking_pair_and_choice(draw):
    order = draw(st.permutations(CATS))
    ranking = tuple(order[:draw(st.integers(0, len(CATS) - 2))])
    pair = tuple(draw(st.permutations(CATS))[:2])
    return ranking, pair, draw(st.sampled_from(pair))


@settings(max_examples=400, deadline=None)
@given(ranking_pair_and_choice())
def test_status_after_a_choice_agrees_with_goal_status_of_place(case):
    ranking, pair, chosen = case
    assert status_after(set(ranking), pair, chosen) == goal_status(place(ranking, chosen), pair)


def test_choosing_the_top_ranked_cat_changes_no_goal_and_costs_the_stall():
    goals = ((2, 3), (4, 5), (6, 7), (8, 9))
    gain = gains((3, 5, 9), goals, own=1)
    assert gain[9] == -STALL  # 9 is on top already: choosing it changes nothing but stalls
    assert gains((3, 5, 9), goals, own=1, rescues=2)[9] == -3 * STALL


def test_rescues_at_spot_counts_only_the_moves_since_the_spot_below_was_filled():
    from game.pageant import Round

    rnd = Round.start((1, 2, 3), [((2, 3), (4, 5), (6, 7), (8, 9)),
                                  ((1, 3), (4, 5), (6, 7), (8, 9)),
                                  ((1, 2), (4, 5), (6, 7), (8, 9))])
    rnd = rnd.vote((5, 5, 5)).vote((4, 4, 4)).vote((5, 5, 6))  # 9th: 5, 8th: 4, 5 moved up
    assert rescues_at_spot(rnd.reveals) == 1
    rnd = rnd.vote((7, 7, 7))
    assert rescues_at_spot(rnd.reveals) == 0
