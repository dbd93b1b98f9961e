"""A seeded computer plays the same game twice.

With node budgets and no clock the search is deterministic: two games
between the same seeded players give the same turns, and a different seed
(easy's random choices) gives a different game.
"""

import random

from game.catherders import Game, Rules, new_position
from game.catherders.bots import choose, greedy_turn


def play(seed: int, rules: Rules, turns: int = 24) -> list[str]:
    game = Game(new_position("hex6", "beginner", 9, 11), rules)
    rngs = (random.Random(seed), random.Random(seed + 1))
    levels = ("hard", "easy")
    played = []
    while not game.is_over() and len(played) < turns:
        p = game.to_move
        turn = choose(game, game.to_move, levels[p], rngs[p], max_nodes=400 if p == 0 else None)
        game.push(turn)
        played.append(str(turn))
    return played


def test_the_same_seed_plays_the_same_game():
    """hard (400 nodes) against easy, 24 turns, twice: identical turn by turn."""
    first = play(5, Rules())
    assert len(first) > 10
    assert play(5, Rules()) == first


def test_the_same_seed_repeats_under_variants():
    """The same holds under alternate rules with escort and double-step."""
    rules = Rules.parse("alternate", "escort,double-step")
    assert play(6, rules, 16) == play(6, rules, 16)


def test_another_seed_plays_another_game():
    """easy's noise comes from the seeded generator: another seed, another game."""
    assert play(5, Rules()) != play(7, Rules())


def test_greedy_repeats_with_its_seed():
    """The arena's greedy player is reproducible from its generator too."""
    game = Game(new_position(seed=2))
    assert [str(greedy_turn(game, random.Random(s))) for s in range(3)] == \
        [str(greedy_turn(game, random.Random(s))) for s in range(3)]
