"""game.mansion.reach, the one authority on where the mover can go: on random positions of every
variant, each Reach's path plays step by step in the engine at exactly its cost, arriving
where it says (a spat owed, the turn ended on an object); every legal Step's target is in
reach; and reach finds exactly the spaces, at the fewest steps, that trying every sequence
of steps in the engine finds."""

from __future__ import annotations

import random

import pytest

from game.mansion import MOVE, RETREAT, Rules, State, Step, reach
from game.mansion.playout import racing_action

ALL_RULES = [Rules(s, b, c) for s in (False, True) for b in (False, True) for c in (False, True)]


def positions(rules: Rules, seed: int, count: int) -> list[State]:
    """`count` positions of a racing game where the mover may step (phase MOVE, no spat
    owed), taken at random moments."""
    rng = random.Random(f"reach:{seed}")
    s = State.new(3 + seed % 3, seed, rules)
    found = []
    while not s.is_over and len(found) < count:
        if s.phase == MOVE and not s.must_fight and rng.random() < 0.08:
            found.append(s)
        s = s.play(racing_action(s, rng, 0.8))
    return found


def walk(state: State, path) -> State:
    for space in path:
        state = state.play(Step(space))
    return state


def every_sequence(state: State) -> dict[int, int]:
    """Every space the mover reaches by some sequence of legal steps in the engine, with the
    fewest steps (but the one it stands on): a step that starts a spat or ends the turn goes
    no further."""
    best: dict[int, int] = {}
    mover, turn = state.mover, state.turn

    def go(s: State, depth: int):
        for action in s.legal_actions():
            if type(action) is not Step:
                continue
            there = action.space
            after = s.play(action)
            if there not in best or depth + 1 < best[there]:
                best[there] = depth + 1
            if after.turn == turn and after.phase == MOVE and not after.must_fight and after.mover == mover:
                go(after, depth + 1)

    go(state, 0)
    best.pop(state.at[mover], None)
    return best


CASES = [(rules, seed) for rules in ALL_RULES for seed in (1, 2)]


@pytest.mark.parametrize("rules, seed", CASES)
def test_every_reach_path_plays_in_the_engine_at_its_cost(rules, seed):
    for s in positions(rules, seed, 12):
        mover, turn = s.mover, s.turn
        for space, r in reach(s).items():
            assert r.path[-1] == space and r.cost == s.move_cost(s.moved + len(r.path)) - s.move_cost(s.moved)
            before = walk(s, r.path[:-1])
            assert before.turn == turn and before.phase == MOVE and not before.must_fight
            t = before.play(Step(space))
            if rules.close and r.spat:  # the attack: the mover stays, the spat begins
                assert t.phase == RETREAT and t.spat.defender == r.spat[0] and t.at[mover] == before.at[mover]
            elif r.spat:
                assert t.must_fight == set(r.spat) and t.at[mover] == space
            elif r.ends:
                assert t.turn == turn + 1 or t.is_over
            else:
                assert t.turn == turn and t.at[mover] == space and not t.must_fight
            assert t.energy[mover] == s.energy[mover] - r.cost


@pytest.mark.parametrize("rules, seed", CASES)
def test_reach_finds_what_every_sequence_of_steps_finds(rules, seed):
    for s in positions(rules, seed, 8):
        found = reach(s)
        steps = {a.space for a in s.legal_actions() if type(a) is Step}
        assert steps <= set(found) and all(len(found[t].path) == 1 for t in steps)
        assert {space: len(r.path) for space, r in found.items()} == every_sequence(s)


def test_reach_is_empty_when_the_mover_cannot_step():
    s = State.new(5, 3)
    assert {a.space for a in s.legal_actions() if type(a) is Step} <= set(reach(s))
    rng = random.Random(4)
    seen_owed = seen_spat = 0
    while not s.is_over and (seen_owed < 3 or seen_spat < 3):
        if s.must_fight:
            seen_owed += 1
            assert reach(s) == {}
        if s.phase != MOVE:
            seen_spat += 1
            assert reach(s) == {}
        s = s.play(racing_action(s, rng))
