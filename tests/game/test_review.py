"""The review of a finished table game (game/review.py): a decision is judged from what its seat
saw alone, a blunder is marked and the hard computer's own decisions seldom are, the chart's
chances are chances that end at the result, and a seed gives the same review."""

import dataclasses
import json
import random

import pytest

from game.registry import rules
from game.review import TUNINGS, Judgement, Review, Reviewer, judge, playout_policy, review
from tests.game.contract.decisions import decision_states, kind
from tests.game.contract.games import hidden_variants

TABLE_GAMES = ("pageant", "clowder", "mansion")
STATES = {"pageant": 6, "clowder": 3, "mansion": 4}  # decisions judged for each game (the hard
#                                                        choice dominates: Clowder's is slow)


def quick(name: str, **changes):
    """The game's tuning with fewer draws (the judgement's logic is the same)."""
    return dataclasses.replace(TUNINGS[name], samples=8, **changes)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_decisions_judgement_never_changes_with_what_its_seat_could_not_see(name):
    """Each state is judged with an action of the easy level, then again as the same seat sees
    it with the others' hands, the earlier secret picks or the draws to come changed
    (tests/game/contract/games.py's hidden_variants): the same best action, cost and chances."""
    game, tuning = rules(name), quick(name)
    policy = playout_policy(game, tuning.policy)
    states = [s for s in decision_states(name) if len(s.legal_actions()) > 1
              and hidden_variants(name, s, s.to_act())]
    played_out = 0
    for number, state in enumerate(states[::len(states) // STATES[name]][:STATES[name]]):
        seat = state.to_act()
        action = game.choose(state.seen_by(seat), seat, "easy", random.Random(number))
        judged = judge(game, state, action, number, f"test:{number}", tuning, policy)
        played_out += judged.played is not None
        for variant in hidden_variants(name, state, seat):
            again = judge(game, variant, action, number, f"test:{number}", tuning, policy)
            assert again == judged, kind(name, state)
    assert played_out  # the draws and play-outs were exercised, not only the hard choice


def test_a_secret_pick_is_judged_alike_whatever_the_earlier_seats_picked():
    """Two records of one pageant that differ only in the first seat's pick of the vote under
    way, which the later seats have not seen: their decisions are judged alike."""
    game = rules("pageant")
    head = "pageant 1 players 4 seed 7 votes 6941 4114 4141 6738 8766"
    first, second = (Reviewer(game, game.read_record(f"{head} {pick}31"), seed=2, tuning=quick("pageant"))
                     for pick in "27")
    last = first.total - 1
    assert first.states[last] != second.states[last]
    for index in (last - 1, last):  # the second and third seats' picks
        assert first.judge(index) == second.judge(index)
    assert first.judge(last - 2) != second.judge(last - 2)  # the first seat's own pick differs


# Hand-made blunders: a record, and the bad action its last seat plays there.
BLUNDERS = {
    # The Grey cat (seat 2) bids 12 energy in a spat that a Purr card alone wins.
    "mansion": ("mansion 1 cats 3 rules s seed 7 actions r h4 i4 e r a-1 t-j4 i4 e g4 h4 e r k4 l4 e j4 "
                "k4 a-1 t-m4 e m5 m6 e i4 j4 a-0 t-l4 e m7 m8 e k4 a-0 t-m4 l4 e m5 m6 e m7 a-1 t-m9 e "
                "m4 m5 m6 a-0 t-m8 e r a-1 s b-p-0 b-p-0 p-m7 n9 n10 e n11 n12 e a-0 t-m8 m7 e n11 n10 "
                "e m9 r r r r m10 a-1 t-n9 n10 e n11 n12 e n13 m13 e m8 m9 a-1 s b-p-0", "b-12"),
    # The first seat ends its turn with the treats for a key it needs still in hand.
    "clowder": ("clowder 1 players 3 seed 7 actions O1 O8 O7 O5 O3 O11 O9 t221 a-O1 f-O7-r b-I6 e "
                "a-I4 b-O4 e a-O12 b-O1 f-O7-r n-I5 e t333 a-I1 b-O3 e a-O8 b-I1 f-O12-b e b-I3 e "
                "t211 a-I4 g b-I6 k-b e a-O4 b-I2 k-y e b-O5 n-I4 f-I3-y e O11 t132 a-I6 f-I1-y b-O3", "e"),
}


@pytest.mark.parametrize("name", sorted(BLUNDERS))
def test_a_blunder_is_marked_costly(name):
    text, bad = BLUNDERS[name]
    game = rules(name)
    reviewer = Reviewer(game, game.read_record(text), seed=1)
    state = reviewer.states[-1]
    judged = judge(game, state, state.read_action(bad), reviewer.total, "blunder", reviewer.tuning,
                   reviewer.policy)
    assert judged.best != bad and judged.cost >= reviewer.tuning.costly, judged
    marked = Review(name, 1, (judged,), ((0.5,) * state.seats,) * 2, (), reviewer.tuning.costly)
    assert marked.costly(judged.seat) == (judged,)
    good = judge(game, state, state.read_action(judged.best), reviewer.total, "blunder", reviewer.tuning,
                 reviewer.policy)
    assert good.cost == 0.0 and good.played is None


PICKS = 120  # the pageant's picks reviewed: 30 votes of four seats


def test_the_hard_computers_own_decisions_are_seldom_marked():
    """A pageant of four hard voters, each pick held against the hard choice with other draws
    (the hard voters sample, so they often differ): few are marked. The same table picking at
    random is marked more often."""
    game = rules("pageant")
    marked = {}
    for level in ("hard", "random"):
        state, rng = game.new(4, 3), random.Random(3)
        for _ in range(PICKS):
            seat = state.to_act()
            pick = rng.choice(state.legal_actions()) if level == "random" else \
                game.choose(state.seen_by(seat), seat, level, rng)
            state = state.play(pick)
        done = review(game, state, seed=4)
        marked[level] = sum(len(done.costly(seat, count=PICKS)) for seat in range(4))
    assert marked["hard"] <= 2 < marked["random"], marked


@pytest.mark.parametrize(("name", "seats", "options"), [("pageant", 3, None), ("clowder", 2, None),
                                                         ("mansion", 3, {"rules": "s"})])
def test_the_chances_are_chances_and_the_last_is_the_result(name, seats, options):
    """A whole game of easy players reviewed (against the easy level, for speed): every point
    of the chart is a chance for each seat summing to 1, the first before any decision, the
    last the winners'; the review goes through JSON unchanged."""
    game = rules(name)
    state, rng = game.new(seats, 5, options), random.Random(5)
    while not state.is_over():
        seat = state.to_act()
        state = state.play(game.choose(state.seen_by(seat), seat, "easy", rng))
    reviewer = Reviewer(game, state, seed=6, tuning=quick(name, judge="easy", truth=2))
    steps = []
    while not reviewer.done:
        steps.append(reviewer.step())
    done = reviewer.review()
    assert len(done.chances) == len(done.decisions) + 1 == reviewer.total + 1
    assert [chances for _, chances in steps] == list(done.chances[1:])
    for point in done.chances:
        assert len(point) == seats and all(0.0 <= chance <= 1.0 for chance in point)
        assert sum(point) == pytest.approx(1.0)
    (winner,) = state.winners()
    assert done.winners == (winner,) and done.chances[-1][winner] == 1.0
    assert [d.index for d in done.decisions] == list(range(reviewer.total))
    assert all(d.cost >= 0.0 and (d.played is None) == (d.best == d.action) for d in done.decisions)
    data = json.loads(json.dumps(done.to_dict()))
    assert Review.from_dict(data) == done
    assert data["costly"] == [[d.index for d in done.costly(seat)] for seat in range(seats)]


def test_a_seed_gives_the_same_review():
    game = rules("pageant")
    state, rng = game.new(4, 2), random.Random(2)
    for _ in range(30):
        seat = state.to_act()
        state = state.play(game.choose(state.seen_by(seat), seat, "easy", rng))
    tuning = quick("pageant")
    first, again, other = (Reviewer(game, state, seed, tuning) for seed in (1, 1, 2))
    for reviewer in (first, again, other):
        while not reviewer.done:
            reviewer.step()
    assert first.review() == again.review()
    assert first.review().chances != other.review().chances  # the draws are the seed's


def test_a_decision_with_one_legal_action_costs_nothing_unplayed():
    game = rules("mansion")
    state = game.new(3, 1, {"rules": "s"})
    while len(state.legal_actions()) != 1:
        state = state.play(state.legal_actions()[0])
    (only,) = state.legal_actions()
    judged = judge(game, state, only, 0, "one", TUNINGS["mansion"], playout_policy(game, "easy"))
    text = state.action_text(only)
    assert judged == Judgement(0, state.to_act(), text, text, 1)
