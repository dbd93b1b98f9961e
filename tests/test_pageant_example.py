"""The seed's worked round for seven players (../shared/seeds/002, "Example of a round"):
its goals and every vote, re-votes included, give the seed's ranking, scores and winner."""

from pageant import Round

# Each player's desired ranking, their own cat first, then their four pairs (as the seed's table).
TABLE = """
1 8 3 2 7 4 5 6 9
2 3 6 5 9 1 8 7 4
3 5 1 8 9 6 7 4 2
4 9 7 6 1 8 5 3 2
5 8 1 4 3 2 7 9 6
6 5 4 9 8 1 7 2 3
7 5 4 2 9 3 8 6 1
"""

VOTES = """
7 6 7 1 7 4 1
9 9 1 1 1 3 1
3 4 2 2 3 4 9
9 9 2 3 3 3 9
9 9 2 2 3 3 9
3 4 2 2 3 4 8
3 6 6 2 2 4 2
5 4 8 5 3 4 8
5 5 5 8 8 4 4
3 6 4 6 3 3 8
8 8 8 8 8 8 8
4 6 4 6 4 4 6
"""


def example_round() -> Round:
    rows = [[int(w) for w in line.split()] for line in TABLE.strip().splitlines()]
    owners = [row[0] for row in rows]
    goals = [[(row[i], row[i + 1]) for i in range(1, 9, 2)] for row in rows]
    return Round.start(owners, goals, "seed-example")


def example_votes():
    return [tuple(int(w) for w in line.split()) for line in VOTES.strip().splitlines()]


def test_the_seed_example_round_gives_its_ranking_scores_and_winner():
    rnd = example_round()
    for picks in example_votes():
        rnd = rnd.vote(picks)
    assert rnd.is_over
    assert rnd.top_down() == (6, 4, 8, 3, 5, 2, 9, 1, 7)
    scores = rnd.scores()
    assert [seat + 1 for seat, s in enumerate(scores) if s == max(scores)] == [1, 3, 4]
    assert max(scores) == 4
    assert rnd.winner() + 1 == 4  # player 4's own cat (4) is 2nd: the highest of 1, 3 and 4


def test_the_example_re_votes_where_the_seed_does():
    rnd = example_round()
    for picks in example_votes():
        rnd = rnd.vote(picks)
    chosen = [(r.spot, r.chosen) for r in rnd.reveals]
    # 7th place is voted three times (two ties), 6th and 5th twice (one tie each).
    assert chosen == [(9, 7), (8, 1), (7, None), (7, None), (7, 9), (6, None), (6, 2),
                      (5, None), (5, 5), (4, 3), (3, 8), (2, 4)]
    assert not any(r.by_lot or r.moved for r in rnd.reveals)
