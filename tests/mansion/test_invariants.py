
"""What holds at every step of every Cat's Mansion game: random games (3, 4 and 5 cats, every
variant, random seeds, random legal actions biased toward the next room) checked action by
action.

- the game ends (at the turn limit at the latest) and replays exactly from its record;
- energy stays within 0..25, no two cats share a space, progress never decreases (nor goes
  past the race), Purr cards are only spent, coins are conserved (the Mouse's and the cats'
  make one a cat), rest energy is pending exactly while a cat rests;
- a push goes diagonally only between two open spaces, and a winner taking the loser's space
  never comes next to a cat on the Toy Mouse or the Food Bowl;
- the actor always has a legal action until the end, and `legal_actions()` is exactly the
  set of actions `play` accepts (checked against every action of the vocabulary, on fewer
  positions since it tries them all).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion import (
    BOWL,
    MAX_ENERGY,
    MOUSE,
    OVER,
    PASSAGE,
    PILLOW,
    TURN_LIMIT_PER_CAT,
    Attack,
    Bid,
    Choose,
    End,
    IllegalActionError,
    Push,
    Retreat,
    Rules,
    Stand,
    State,
    Stay,
    Step,
    read_record,
    write_record,
)
from game.mansion.board import AT, NAMES, NEIGHBOURS, OBJECT_AT
from game.mansion.board import SPACES as SPACES_XY
from game.mansion.playout import racing_action

ALL_RULES = [Rules(s, b, c) for s in (False, True) for b in (False, True) for c in (False, True)]
SPACES = range(len(NAMES))
VOCABULARY = ([Step(s) for s in SPACES] + [Retreat(s) for s in SPACES] + [Attack(s) for s in range(5)]
              + [Push(s, o) for s in SPACES for o in (False, True)] + [Push(None, False)]
              + [Bid(p, 3 * n) for p in (False, True) for n in range(9)] + [Stay(), End(), Stand()]
              + [Choose(w) for w in (MOUSE, BOWL, PILLOW, PASSAGE)])


def check_state(s: State) -> None:
    """The invariants of one state."""
    assert all(0 <= e <= MAX_ENERGY for e in s.energy), s.energy
    assert len(set(s.at)) == s.cats and all(0 <= a < len(NAMES) for a in s.at)
    assert all(0 <= p <= len(s.race) for p in s.progress)
    assert s.mouse_coins + sum(s.coin) == s.cats and s.mouse_coins >= 0
    assert all(0 <= p <= 2 for p in s.purrs)
    assert all((p > 0) == r for p, r in zip(s.pending, s.resting, strict=True)), (s.pending, s.resting)
    assert 1 <= s.turn <= TURN_LIMIT_PER_CAT * s.cats
    assert s.moved <= s.moved + s.steps_left() <= 5
    if s.phase == OVER:
        assert s.winner is not None and s.end in ("race", "limit") and s.legal_actions() == ()
    else:
        assert s.legal_actions(), s
        assert s.actor() is not None


def check_step(before: State, after: State) -> None:
    """What may change from one state to the next."""
    assert all(b <= a for b, a in zip(before.progress, after.progress, strict=True))
    assert all(b >= a for b, a in zip(before.purrs, after.purrs, strict=True))
    assert after.turn >= before.turn and after.spats >= before.spats


def check_push(before: State, action: Push, after: State) -> None:
    """A push: a diagonal one only between two open spaces (a step from the loser's space
    into each, and from each on to the target); a winner that takes the loser's space never
    ends next to another cat on the Toy Mouse or the Food Bowl."""
    result = before.last_spat
    old = before.at[result.loser]
    if action.space is not None and action.space not in NEIGHBOURS[old]:
        (x, y), (tx, ty) = SPACES_XY[old], SPACES_XY[action.space]
        for between in (AT.get((tx, y)), AT.get((x, ty))):
            assert between in NEIGHBOURS[old] and action.space in NEIGHBOURS[between], action
    if action.occupy:
        assert after.at[result.winner] == old
        growling = {OBJECT_AT[MOUSE], OBJECT_AT[BOWL]}
        others = {space for seat, space in enumerate(after.at) if seat != result.winner}
        assert not [n for n in NEIGHBOURS[old] if n in growling and n in others], action


def play_game(cats: int, seed: int, rules: Rules, choices: int, eager: float, each=None) -> tuple:
    """A racing game, every state checked: (actions, final state)."""
    rng = random.Random(choices)
    s = State.new(cats, seed, rules)
    check_state(s)
    actions = []
    while not s.is_over:
        if each is not None:
            each(s, len(actions))
        action = racing_action(s, rng, eager)
        after = s.play(action)
        check_state(after)
        check_step(s, after)
        if type(action) is Push:
            check_push(s, action, after)
        actions.append(action)
        s = after
        assert len(actions) < 40_000
    return tuple(actions), s


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(st.integers(3, 5), st.integers(0, 2**31 - 1), st.sampled_from(ALL_RULES), st.integers(0, 2**32),
       st.sampled_from([0.6, 0.8, 0.95]))
def test_random_games_end_keep_their_invariants_and_replay_from_records(cats, seed, rules, choices, eager):
    actions, final = play_game(cats, seed, rules, choices, eager)
    record = read_record(write_record(cats, rules, seed, actions))
    assert record.state == final and record.actions == actions


def agrees(s: State, number: int) -> None:
    """Every 60th position: legal_actions() is exactly what play() accepts."""
    if number % 60:
        return
    legal = set(s.legal_actions())
    assert len(legal) == len(s.legal_actions())
    for action in VOCABULARY:
        try:
            s.play(action)
        except IllegalActionError as e:
            assert action not in legal, (action, e.reason)
            assert e.reason
        else:
            assert action in legal, action


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(st.integers(3, 5), st.integers(0, 2**31 - 1), st.sampled_from(ALL_RULES), st.integers(0, 2**32))
def test_legal_actions_are_exactly_what_play_accepts(cats, seed, rules, choices):
    play_game(cats, seed, rules, choices, 0.8, each=agrees)


def test_some_random_games_finish_the_race():
    ends = [play_game(3, seed, Rules(shorter=True), seed, 0.95)[1].end for seed in range(6)]
    assert "race" in ends
