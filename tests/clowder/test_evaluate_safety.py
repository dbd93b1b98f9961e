"""The computer players' judge of a cat's safety (game.clowder.evaluate.safety): a threat to a
cat is softened by a treat to flee with only when the cat has an open roof to flee to.

Measured (docs/benchmarks.md, "Clowder, issue 32, session 18"): most of the games hard's
side lost to a third catch were lost by a cat that held a treat but whose two roofs beyond
area 1 were taken, so it could not flee. `can_flee` is checked against the engine's own
rule of where a caught cat may flee, at every catch of many random games.
"""

from game.clowder import CAUGHT, Flee, hex_named
from game.clowder.evaluate import can_flee, safety
from tests.clowder.positions import position
from tests.clowder.states import random_game_states

TREAT = ((1, 0, 0), (0, 0, 0))
NO_TREAT = ((0, 0, 0), (0, 0, 0))


def test_can_flee_agrees_with_the_engine_at_every_catch_of_random_games():
    catches = 0
    for players in (2, 3, 4):
        for seed in range(60):
            for state in random_game_states(players, seed):
                if state.phase != CAUGHT or not sum(state.hands[state.catch[0]]):
                    continue
                seat, cat, _, _ = state.catch
                offered = any(type(a) is Flee for a in state.legal_actions())
                assert can_flee(state, state.cats[seat][cat]) == offered, (players, seed, state.catch)
                catches += 1
    assert catches > 100


def threatened(cats, nyx="O9"):
    """Seat 0's cat on O1 (area 1 leads to O7 and O11), seat 1's cat on O2, whose area 3
    lands on O1 next round; round 1's CHOOSE, so every token is free."""
    return lambda hands: position(2, cats=cats, nyx=nyx, hands=hands)


def test_a_threat_to_a_cat_with_an_open_roof_counts_less_with_a_treat():
    state = threatened((("O1", None), ("O2", None)))
    assert can_flee(state(TREAT), hex_named("O1"))
    with_treat, without = safety(state(TREAT), 0), safety(state(NO_TREAT), 0)
    assert without < with_treat < 0


def test_a_threat_to_a_cat_whose_roofs_beyond_area_1_are_taken_counts_in_full():
    # Nyx on O7 and seat 0's own second cat on O11: neither hunts seat 0's cat on O1.
    state = threatened((("O1", "O11"), ("O2", None)), nyx="O7")
    assert not can_flee(state(TREAT), hex_named("O1"))
    assert safety(state(TREAT), 0) == safety(state(NO_TREAT), 0) < 0
