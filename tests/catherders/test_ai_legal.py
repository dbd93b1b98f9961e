"""The computer opponent only ever plays legal turns, under every rule set and variant.

Over positions reached by random play on several boards, in every
combination of rule set (designer, alternate) and variants (escort, capture3,
double-step), choose at every level, hint and the arena's players
return a turn that Game.push accepts, and leave the game as it was. (That
the search's fast generator lists exactly the engine's positions is
tests/catherders/test_movegen_agrees.py.)

Node budgets are tiny so that the whole file runs in seconds.
"""

import random

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.bots import LEVELS, choose, greedy_turn, hint, random_turn
from tests.support.helpers import EVERY_RULES as RULES

BOARDS = [("hex6", "beginner", 9), ("hex5", "advanced", 7), ("sq9", "beginner", 7),
          ("sq7", "empty", 5)]


def positions(rules, board, setup, cats, seed, plies=(0, 9, 24, 60)):
    """Games at a few points of one random game (each a separate Game with the same history)."""
    rng = random.Random(seed)
    game = Game(new_position(board, setup, cats, seed), rules)
    found = []
    for ply in range(max(plies) + 1):
        if game.is_over():
            break
        if ply in plies:
            found.append(game.copy())
        game.random_turn(rng)
    return found


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_every_level_plays_legal_turns(rules):
    """Each level, hint, random and greedy return a turn the engine accepts; the game is unchanged."""
    players = [lambda g, r, lv=lv: choose(g, g.to_move, lv, r, max_nodes=40) for lv in LEVELS]
    players += [lambda g, r: hint(g, r, max_nodes=40), random_turn, greedy_turn]
    rng = random.Random(5)
    for i, (board, setup, cats) in enumerate(BOARDS):
        for k, game in enumerate(positions(rules, board, setup, cats, seed=77 + i, plies=(3, 30))):
            before, history = game.fen(), len(game.stack)
            player = players[(i + k) % len(players)]
            turn = player(game, rng)
            assert game.fen() == before and len(game.stack) == history
            game.push(turn)  # raises if illegal


def test_a_whole_game_of_legal_turns():
    """easy against medium, tiny budgets, to the end of a game: every turn is legal."""
    game = Game(new_position("hex5", "beginner", 5, seed=3), Rules.parse("alternate", "escort"))
    rng = random.Random(3)
    while not game.is_over():
        level = "easy" if game.to_move == 0 else "medium"
        game.push(choose(game, game.to_move, level, rng, max_nodes=30))
    assert game.outcome() is not None
