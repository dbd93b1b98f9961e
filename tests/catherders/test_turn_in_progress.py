"""A turn being built is its own object: the game never looks half played.

The builder works on its own copy of the pieces. Whatever it has done so far
(a winning catch, an escort still to choose), the game's position, hash,
repetition counts and outcome stay those of the committed turns until the
builder is pushed; a builder that is dropped leaves nothing behind.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, IllegalTurnError, Rules, new_position
from game.catherders.rules import RULE_SETS
from tests.support.helpers import P

ESCORT = Rules(escort=True)


def snapshot(g: Game) -> tuple:
    return (g.fen(), g.hash, dict(g.seen), g.outcome(), len(g.stack), g.quiet, g.passes,
            tuple(g.cells), tuple(map(tuple, g.watch)), tuple(g.crowd))


def test_a_winning_catch_waiting_for_its_escort_does_not_end_the_game():
    """Escort: blue's fifth catch still needs an escort choice; until it is pushed the
    game goes on, and the push ends it with blue the winner."""
    # the cat on d5 is hemmed in, so it stays and is caught once blue moves c2-c4
    g = Game(P("c2,e5,e6", "d4,d6,c5", "d5 h8 i8 h9 i9", side="b", caps="4-0"), ESCORT)
    c = g.board.cell
    before = snapshot(g)
    b = g.begin(c("c2"), c("c4"))
    assert b.caught == [c("d5")] and b.captures == (5, 0)
    assert not b.complete and {o.kind for o in b.options()} == {"escort"}
    assert g.outcome() is None and snapshot(g) == before
    b.choose(b.options()[0])
    assert b.complete and snapshot(g) == before
    g.push(b)
    assert g.outcome() is not None and g.outcome().winner == 0
    assert g.captures == [5, 0] and g.caught_by(-1) == 1


@pytest.mark.parametrize("ruleset", RULE_SETS)
@pytest.mark.parametrize("variant", [{}, {"escort": True}, {"capture3": True},
                                     {"double_step": True}, {"escort": True, "double_step": True}])
def test_building_never_changes_the_game(ruleset, variant):
    """In random games, every step of every built turn leaves the game as it was, and
    the pushed builder gives the same game as pushing its turn's text."""
    rules = Rules(ruleset=ruleset, **variant)
    rng = random.Random(11)
    for seed in range(3):
        g = Game(new_position(seed=seed), rules)
        twin = Game(new_position(seed=seed), rules)
        while not g.is_over() and len(g.stack) < 150:
            before = snapshot(g)
            action = g.random_action(rng)
            b = g.begin(*action) if action else g.begin(None, None)
            while not b.complete:
                assert snapshot(g) == before
                b.choose(rng.choice(b.options()))
            assert snapshot(g) == before
            turn = g.push(b)
            twin.push(str(turn))
            assert g.fen() == twin.fen() and g.hash == twin.hash and g.seen == twin.seen
            assert b.preview() == g.position()


def test_a_builder_is_pushed_once_and_only_on_its_own_position():
    """Pushing a builder again, on another game, or after the game moved on is refused."""
    g = Game(new_position(seed=4))
    other = Game(new_position(seed=4))
    b = g.begin(*g.legal_actions()[0])
    while not b.complete:
        b.choose(b.options()[0])
    with pytest.raises(IllegalTurnError, match="another position"):
        other.push(b)
    g.push(b)
    with pytest.raises(IllegalTurnError, match="another position"):
        g.push(b)
    stale = g.begin(*g.legal_actions()[0])
    g.random_turn(random.Random(1))
    before = g.fen()
    with pytest.raises(IllegalTurnError, match="another position"):
        g.push(stale)
    assert g.fen() == before


def test_an_abandoned_builder_leaves_nothing_behind():
    """Dropping builders half way, without even cancelling them, changes nothing."""
    g = Game(new_position(seed=5))
    before = snapshot(g)
    for origin, target in g.legal_actions():
        b = g.begin(origin, target)
        if not b.complete:
            b.choose(b.options()[0])
    assert snapshot(g) == before
    assert len(list(g.legal_turns())) > 0 and snapshot(g) == before


def test_push_then_pop_leaves_everything_as_it_was():
    """push and pop are exact inverses: position, hash, repetition counts, tables."""
    g = Game(new_position(seed=3))
    rng = random.Random(2)
    for _ in range(40):
        before = snapshot(g)
        for turn in list(g.legal_turns())[:10]:
            g.push(turn)
            g.pop()
            assert snapshot(g) == before
        g.random_turn(rng)
