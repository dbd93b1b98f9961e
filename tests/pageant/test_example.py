"""The seed's worked round for seven players (../shared/seeds/002, "Example of a round"):
its goals and every vote, re-votes included, give the seed's ranking, scores and winner."""

from game.pageant.example import VOTES, example_round, example_rounds


def test_the_seed_example_round_gives_its_ranking_scores_and_winner():
    rnd = example_rounds()[-1]
    assert rnd.is_over
    assert rnd.top_down() == (6, 4, 8, 3, 5, 2, 9, 1, 7)
    scores = rnd.scores()
    assert [seat + 1 for seat, s in enumerate(scores) if s == max(scores)] == [1, 3, 4]
    assert max(scores) == 4
    assert rnd.winner() + 1 == 4  # player 4's own cat (4) is 2nd: the highest of 1, 3 and 4


def test_the_example_re_votes_where_the_seed_does():
    rnd = example_rounds()[-1]
    chosen = [(r.spot, r.chosen) for r in rnd.reveals]
    # 7th place is voted three times (two ties), 6th and 5th twice (one tie each).
    assert chosen == [(9, 7), (8, 1), (7, None), (7, None), (7, 9), (6, None), (6, 2),
                      (5, None), (5, 5), (4, 3), (3, 8), (2, 4)]
    assert not any(r.by_lot or r.moved for r in rnd.reveals)


def test_the_example_is_seven_players_own_cats_one_to_seven():
    rnd = example_round()
    assert rnd.owners == (1, 2, 3, 4, 5, 6, 7)
    assert len(VOTES) == 12 and all(len(v) == 7 for v in VOTES)
