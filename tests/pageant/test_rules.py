"""The pageant's rules, one hand-made case each: placing and moving a chosen cat, ties and
the lot, the last cat taking 1st, scoring and the tie-break, goals from an odd hand, a
goal's status, and the seeded deal."""

from __future__ import annotations

import pytest

from game.pageant import (
    BROKEN,
    CATS,
    MET,
    OPEN,
    TIES_BEFORE_LOT,
    Game,
    RecordError,
    Round,
    deal_goals,
    deal_owners,
    goal_status,
    leaders,
    pair_up,
    place,
)

# Three seats owning cats 1, 2 and 3, each with goals pairing its eight other cats.
OWNERS = (1, 2, 3)
GOALS = (
    ((2, 3), (5, 4), (9, 6), (8, 7)),
    ((1, 3), (4, 5), (9, 6), (8, 7)),
    ((1, 2), (4, 5), (9, 6), (8, 7)),
)


def three_seats(lot_seed: str = "rules") -> Round:
    return Round.start(OWNERS, GOALS, lot_seed)


def unanimous(rnd: Round, *cats: int) -> Round:
    """Every seat picks the same cat, one vote a cat."""
    for cat in cats:
        rnd = rnd.vote((cat,) * rnd.players)
    return rnd


# Choosing and placing

def test_the_cat_with_more_votes_than_any_other_is_chosen():
    assert leaders((7, 6, 7, 1, 7, 4, 1)) == (7,)
    assert leaders((3, 4, 2, 2, 3, 4, 9)) == (2, 3, 4)
    rnd = three_seats().vote((5, 5, 8))
    assert rnd.ranking == (5,) and rnd.reveals[-1].chosen == 5 and rnd.spot == 8


def test_the_ranking_fills_from_ninth_place_up():
    rnd = unanimous(three_seats(), 4, 7)
    assert rnd.place_of(4) == 9 and rnd.place_of(7) == 8 and rnd.place_of(1) is None
    assert rnd.spot == 7 and [r.spot for r in rnd.reveals] == [9, 8]


def test_a_ranked_cat_chosen_again_moves_to_the_top_and_the_same_spot_is_voted_again():
    rnd = unanimous(three_seats(), 4, 7, 5)  # 9th Juniper, 8th Shadow, 7th Tofu
    assert rnd.spot == 6
    rnd = unanimous(rnd, 4)
    assert rnd.reveals[-1].moved and rnd.reveals[-1].chosen == 4
    assert rnd.top_down() == (4, 5, 7)  # the cats above its old place moved down one
    assert rnd.place_of(7) == 9 and rnd.place_of(5) == 8 and rnd.place_of(4) == 7
    assert rnd.spot == 6  # 6th place is voted again
    rnd = unanimous(rnd, 2)
    assert rnd.top_down() == (2, 4, 5, 7) and rnd.spot == 5


def test_place_moves_a_ranked_cat_to_the_top_and_adds_an_unranked_one():
    assert place((5, 6, 7), 6) == (5, 7, 6)
    assert place((5, 6, 7), 7) == (5, 6, 7)  # the top cat stays where it is
    assert place((5, 6, 7), 1) == (5, 6, 7, 1)


def test_when_second_place_is_filled_the_last_cat_takes_first():
    rnd = unanimous(three_seats(), 9, 8, 7, 6, 5, 4, 3)
    assert rnd.spot == 2 and not rnd.is_over
    rnd = unanimous(rnd, 2)
    assert rnd.is_over and rnd.spot == 0
    assert rnd.top_down() == (1, 2, 3, 4, 5, 6, 7, 8, 9)
    assert len(rnd.reveals) == 8  # nobody votes for 1st


def test_a_ranked_cat_chosen_for_second_place_does_not_end_the_round():
    rnd = unanimous(three_seats(), 9, 8, 7, 6, 5, 4, 3, 9)
    assert not rnd.is_over and rnd.spot == 2 and rnd.top_down()[0] == 9
    assert place(tuple(range(9, 2, -1)), 2) == (9, 8, 7, 6, 5, 4, 3, 2, 1)


# Ties and the lot

def test_a_tie_is_shown_and_the_same_spot_voted_again():
    rnd = three_seats().vote((4, 2, 6))
    reveal = rnd.reveals[-1]
    assert reveal.tie and reveal.chosen is None and reveal.leaders == (2, 4, 6)
    assert reveal.picks == (4, 2, 6)  # who voted what is kept for everyone to see
    assert rnd.ranking == () and rnd.spot == 9 and rnd.ties == 1


def test_the_third_tie_in_a_row_is_settled_by_lot_among_the_tied_cats():
    rnd = three_seats()
    for _ in range(TIES_BEFORE_LOT):
        rnd = rnd.vote((1, 2, 3))
        assert rnd.reveals[-1].chosen is None
    assert rnd.ties == 2
    rnd = rnd.vote((4, 5, 6))
    reveal = rnd.reveals[-1]
    assert reveal.by_lot and reveal.tie and reveal.chosen in (4, 5, 6)
    assert rnd.ranking == (reveal.chosen,) and rnd.ties == 0


def test_the_lot_only_ever_draws_a_tied_cat_and_a_ranked_one_drawn_moves_up():
    drawn = set()
    for n in range(40):
        rnd = Round.start(OWNERS, GOALS, f"lot-{n}").vote((1, 1, 7))  # Biscuit 9th
        rnd = rnd.vote((2, 3, 4)).vote((5, 6, 8)).vote((5, 8, 1))  # third tie for 8th
        reveal = rnd.reveals[-1]
        assert reveal.by_lot and reveal.leaders == (1, 5, 8) and reveal.chosen in (1, 5, 8)
        assert reveal.moved == (reveal.chosen == 1)
        assert rnd.spot == (8 if reveal.moved else 7)
        drawn.add(reveal.chosen)
    assert drawn == {1, 5, 8}


def test_the_lot_is_the_same_on_replay_and_differs_between_seeds():
    votes = [(1, 2, 3)] * 3
    drawn = {Game.replay(3, seed, votes).round.ranking for seed in range(30)}
    assert len(drawn) > 1  # the seed decides
    for seed in range(5):
        assert Game.replay(3, seed, votes) == Game.replay(3, seed, votes)


def test_the_count_of_ties_restarts_when_a_cat_is_chosen():
    rnd = three_seats().vote((1, 2, 3)).vote((1, 1, 3))  # a tie, then Biscuit takes 9th
    assert rnd.ties == 0
    rnd = rnd.vote((4, 5, 6)).vote((4, 5, 6))
    assert rnd.ties == 2 and not rnd.reveals[-1].by_lot  # two ties for 8th, no lot yet
    rnd = unanimous(rnd, 4).vote((1, 1, 1))  # Juniper 8th; Biscuit moves up: a choice
    assert rnd.reveals[-1].moved and rnd.ties == 0
    rnd = rnd.vote((5, 6, 7))
    assert rnd.ties == 1 and rnd.reveals[-1].chosen is None


# Scoring

def test_a_goal_is_met_when_its_first_cat_finishes_above_its_second():
    rnd = unanimous(three_seats(), 9, 8, 7, 6, 5, 4, 3, 2)  # 1st to 9th: 1, 2, ... 9
    assert rnd.status(0) == (MET, BROKEN, BROKEN, BROKEN)
    assert rnd.scores() == (1, 2, 2)


def test_the_most_goals_wins_the_round_whatever_its_own_cats_place():
    rnd = unanimous(three_seats(), 1, 7, 8, 6, 9, 4, 5, 3)  # 1st to 9th: 2 3 5 4 9 6 8 7 1
    assert rnd.top_down() == (2, 3, 5, 4, 9, 6, 8, 7, 1)
    assert rnd.scores() == (4, 2, 2)
    assert rnd.winner() == 0 and rnd.place_of(1) == 9  # seat 1 wins with its cat last


def test_a_tie_for_most_goals_goes_to_the_seat_whose_own_cat_ranks_highest():
    rnd = unanimous(three_seats(), 9, 8, 7, 6, 5, 4, 1, 3)  # 1st to 9th: 2 3 1 4 5 6 7 8 9
    assert rnd.scores() == (1, 1, 1)
    assert rnd.winner() == 1  # seat 2's Pepper is 1st
    rnd = unanimous(three_seats(), 9, 8, 7, 6, 5, 4, 2, 3)  # 1st to 9th: 1 3 2 4 ...
    assert rnd.scores() == (0, 2, 2)
    assert rnd.winner() == 2  # seat 3's Mochi (2nd) is above seat 2's Pepper (3rd)


def test_a_round_has_no_winner_until_it_is_over():
    assert unanimous(three_seats(), 9, 8).winner() is None


def test_goal_status_met_broken_or_open_as_the_ranking_stands():
    ranking = (7, 4)  # 9th Shadow, 8th Juniper
    assert goal_status(ranking, (4, 7)) == MET
    assert goal_status(ranking, (7, 4)) == BROKEN
    assert goal_status(ranking, (1, 7)) == MET  # an unranked cat will finish above
    assert goal_status(ranking, (7, 1)) == BROKEN
    assert goal_status(ranking, (1, 2)) == OPEN
    assert goal_status((), (1, 2)) == OPEN


# Goals and the deal

def test_pair_up_pairs_other_cats_in_dealt_order():
    assert pair_up(5, [8, 3, 2, 7, 4, 1, 6, 9]) == ((8, 3), (2, 7), (4, 1), (6, 9))


def test_pair_up_with_an_odd_number_of_other_cats_puts_the_own_cat_above_the_last():
    assert pair_up(5, [8, 3, 2]) == ((8, 3), (5, 2))
    assert pair_up(5, [8]) == ((5, 8),)
    assert pair_up(5, []) == ()


@pytest.mark.parametrize("players", range(3, 8))
def test_owners_are_different_cats_and_the_same_for_a_seed(players):
    for seed in range(20):
        owners = deal_owners(players, seed)
        assert len(owners) == players and len(set(owners)) == players
        assert set(owners) <= set(CATS)
        assert owners == deal_owners(players, seed)
    assert len({deal_owners(players, seed) for seed in range(20)}) > 1


def test_goals_pair_exactly_the_eight_other_cats_and_change_each_round():
    for seed in range(10):
        owners = deal_owners(7, seed)
        rounds = [deal_goals(owners, seed, index) for index in range(3)]
        for goals in rounds:
            for own, seat in zip(owners, goals, strict=True):
                assert len(seat) == 4
                assert sorted(c for pair in seat for c in pair) == [c for c in CATS if c != own]
        assert rounds[0] != rounds[1] != rounds[2]
        assert rounds[0] == deal_goals(owners, seed, 0)


def test_a_won_round_scores_a_victory_point_and_the_next_round_is_dealt_cleared():
    game = Game.new(3, 5)
    for cat in (9, 8, 7, 6, 5, 4, 3, 2):
        game = game.vote((cat,) * 3)
    first = game.rounds[0]
    assert len(game.rounds) == 2 and first.is_over
    assert game.points[first.winner()] == 1 and sum(game.points) == 1
    assert game.round.ranking == () and game.round.reveals == ()
    assert game.round.goals == deal_goals(game.owners, 5, 1) != first.goals


def test_a_round_refuses_repeated_own_cats_and_goals_that_miss_a_cat():
    with pytest.raises(RecordError, match="different cats"):
        Round.start((1, 1, 3), GOALS)
    broken = (((2, 3), (5, 4), (9, 6), (8, 8)),) + GOALS[1:]
    with pytest.raises(RecordError, match="do not pair up"):
        Round.start(OWNERS, broken)
    with pytest.raises(RecordError, match="3 to 7 players"):
        Round.start(OWNERS[:2], GOALS[:2])
