
"""What holds at every step of every pageant game: random games (3 to 7 players, random
seeds, random votes) checked vote by vote.

The rules alone do not bound a round: a table that keeps choosing a cat already ranked
never fills the spot. So the voters here pick any of the nine cats at random until their
round has had MAX_MOVES moves, and after that only cats not yet ranked (then every choice,
by votes or by lot, places a new cat). That bounds a game:

- a choice (a new cat placed, or a ranked one moved) comes at the latest on the third vote
  for a spot, two ties then the lot; a round needs 8 placings (9th to 2nd; 1st is the last
  cat) and has at most MAX_MOVES moves, so at most 3 * (8 + MAX_MOVES) votes;
- each round gives exactly one victory point, so after 2 * players rounds either someone
  has three or everyone has two, and the next round ends it: at most 2 * players + 1 rounds.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS, MAX_PLAYERS, MIN_PLAYERS, NUM_CATS, TIES_BEFORE_LOT, WIN_POINTS, Game

MAX_MOVES = 12
PLACINGS = NUM_CATS - 1  # 9th up to 2nd; 1st is filled by the last cat


def vote_bound(players: int) -> int:
    """The most votes a game of these voters can take (see the module's docstring)."""
    return (2 * players + 1) * (TIES_BEFORE_LOT + 1) * (PLACINGS + MAX_MOVES)


def random_picks(game: Game, rng: random.Random) -> tuple[int, ...]:
    """Any cat while the round has had fewer than MAX_MOVES moves, then unranked cats only."""
    rnd = game.round
    moves = sum(r.moved for r in rnd.reveals)
    pool = CATS if moves < MAX_MOVES else [c for c in CATS if c not in rnd.ranking]
    return tuple(rng.choice(pool) for _ in range(game.players))


def check_step(before: Game, after: Game) -> None:
    """The invariants of one vote, from `before` to `after`."""
    was = before.round
    rnd = after.rounds[len(before.rounds) - 1]  # the round this vote was cast in
    reveal = rnd.reveals[-1]
    assert rnd.reveals[:-1] == was.reveals
    assert reveal.spot == was.spot == NUM_CATS - len(was.ranking) >= 2
    assert len(set(rnd.ranking)) == len(rnd.ranking)
    if reveal.chosen is None:  # a tie shown: the same spot again, nothing placed
        assert reveal.tie and rnd.ranking == was.ranking and rnd.ties == was.ties + 1
        assert rnd.ties <= TIES_BEFORE_LOT
        return
    assert rnd.ties == 0
    assert reveal.chosen in reveal.leaders and reveal.by_lot == reveal.tie
    if reveal.by_lot:  # the lot settles the third tie in a row, never an earlier one
        assert was.ties == TIES_BEFORE_LOT
    if reveal.moved:  # to the top of the ranking so far, the others in their order
        assert reveal.chosen in was.ranking and rnd.spot == was.spot
        assert rnd.ranking[-1] == reveal.chosen
        assert rnd.ranking[:-1] == tuple(c for c in was.ranking if c != reveal.chosen)
    else:
        assert rnd.ranking[:len(was.ranking) + 1] == was.ranking + (reveal.chosen,)
        if was.spot == 2:  # 2nd filled: the last cat takes 1st
            assert rnd.is_over and sorted(rnd.ranking) == list(CATS)
        else:
            assert rnd.spot == was.spot - 1 and not rnd.is_over


def check_game(game: Game) -> None:
    """The invariants of a whole game as it stands."""
    finished = [rnd for rnd in game.rounds if rnd.is_over]
    assert game.rounds[:-1] == tuple(finished[:len(game.rounds) - 1])  # only the last is open
    for rnd in finished:
        assert sorted(rnd.ranking) == list(CATS)
        scores = rnd.scores()
        tied = [seat for seat, s in enumerate(scores) if s == max(scores)]
        assert rnd.winner() in tied
        assert all(rnd.place_of(rnd.owners[rnd.winner()]) <= rnd.place_of(rnd.owners[s]) for s in tied)
        spots = [r.spot for r in rnd.reveals]
        assert spots[0] == 9 and spots[-1] == 2
        assert all(a - b in (0, 1) for a, b in zip(spots, spots[1:], strict=False))
    winners = game.round_winners()
    assert len(winners) == len(finished)
    assert game.points == tuple(winners.count(seat) for seat in range(game.players))
    assert sum(game.points) == len(finished)
    assert game.is_over == (max(game.points) == WIN_POINTS) == (game.winner() is not None)
    assert max(game.points) <= WIN_POINTS
    if not game.is_over:
        assert not game.round.is_over  # the next round is dealt at once
    for rnd in game.rounds:
        assert rnd.owners == game.owners


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.integers(MIN_PLAYERS, MAX_PLAYERS), st.integers(0, 2**31 - 1), st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end_within_the_bound(players, seed, pick_seed):
    rng = random.Random(pick_seed)
    game = Game.new(players, seed)
    assert len(set(game.owners)) == players
    bound = vote_bound(players)
    for _ in range(bound):
        if game.is_over:
            break
        after = game.vote(random_picks(game, rng))
        check_step(game, after)
        check_game(after)
        game = after
    assert game.is_over, f"not over after {bound} votes"
    assert len(game.rounds) <= 2 * players + 1
    for rnd in game.rounds:
        moves = sum(r.moved for r in rnd.reveals)
        assert len(rnd.reveals) <= (TIES_BEFORE_LOT + 1) * (PLACINGS + moves)
    assert Game.replay(players, seed, game.votes) == game  # the votes alone give it back


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(0, 2**32))
def test_three_players_tying_often_still_reach_a_lot_and_never_a_fourth_tie(seed, pick_seed):
    """Three players picking among three cats tie two times in nine: ties and lots abound."""
    rng = random.Random(pick_seed)
    game = Game.new(3, seed)
    while not game.is_over:
        unranked = [c for c in CATS if c not in game.round.ranking]
        after = game.vote(tuple(rng.choice(unranked[:3]) for _ in range(3)))
        check_step(game, after)
        game = after
    check_game(game)
    run = 0
    for reveal in (r for rnd in game.rounds for r in rnd.reveals):
        run = run + 1 if reveal.chosen is None else 0
        assert run <= TIES_BEFORE_LOT
