"""The computer opponent only ever plays legal turns, under every rule set and variant.

Two things are checked over positions reached by random play on several
boards, in every combination of rule set (designer, alternate) and variants
(escort, capture3, double-step):

  - the search's fast move generator (opponent.movegen) lists exactly the
    positions Game.legal_turns() lists, each once, and the Turn it gives for
    each move is accepted by Game.push and leads to the same position;
  - choose_turn at every level, hint and the arena's players return a turn
    that Game.push accepts, and leave the game as it was.

Node budgets are tiny so that the whole file runs in seconds.
"""

import itertools
import random

import pytest

from game import Game, Rules, new_position
from opponent import LEVELS, choose_turn, greedy_turn, hint, random_turn
from opponent.movegen import MoveGen

VARIANT_SETS = [",".join(v) for k in range(4)
                for v in itertools.combinations(("escort", "capture3", "double-step"), k)]
RULES = [Rules.parse(rs, v) for rs in ("designer", "alternate") for v in VARIANT_SETS]
BOARDS = [("hex6", "beginner", 9), ("hex5", "advanced", 7), ("sq9", "beginner", 7),
          ("sq7", "empty", 5)]
FULL_CHECK = 400


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


def result_positions(game, play, moves):
    """The position (and captures) after each move, played and taken back."""
    out = []
    for m in moves:
        play(m)
        try:
            out.append(f"{game.fen()} {game.captures}")
        finally:
            game.pop()
    return out


def engine_positions(game):
    """The positions of every turn the TurnBuilder can complete (what legal_turns lists)."""
    out = set()
    for origin, target in game.legal_actions() or [(None, None)]:
        builder = game.begin(origin, target)
        try:
            for _ in builder.distinct_completions():
                game.to_move ^= 1  # the text of the position after the turn: the other side moves
                out.add(f"{game.fen()} {game.captures}")
                game.to_move ^= 1
        finally:
            builder.cancel()
    return out


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_movegen_lists_the_legal_positions(rules):
    """MoveGen and the TurnBuilder agree on the set of reachable positions, on four boards.

    A sample of MoveGen's Turns is also replayed through Game.push, which checks each step.
    Positions with more than FULL_CHECK turns (several cats fleeing two steps each) are only
    sampled: the TurnBuilder takes many seconds to list them all.
    """
    rng = random.Random(1)
    for i, (board, setup, cats) in enumerate(BOARDS):
        for game in positions(rules, board, setup, cats, seed=31 + i):
            gen = MoveGen(game)
            before = game.fen()
            moves = gen.moves()
            mine = result_positions(game, gen.play, moves)
            assert game.fen() == before
            assert len(mine) == len(set(mine)), "a position is listed twice"
            if len(moves) <= FULL_CHECK:
                assert set(mine) == engine_positions(game), before
            for m in rng.sample(moves, min(len(moves), 12)):
                game.push(gen.turn(m))  # the engine accepts the Turn as written...
                assert f"{game.fen()} {game.captures}" == mine[moves.index(m)]  # ...to the same end
                game.pop()
            caught = {f for f in mine if f.split()[5] != before.split()[5]}
            assert set(result_positions(game, gen.play, gen.moves(captures_only=True))) == caught


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_every_level_plays_legal_turns(rules):
    """Each level, hint, random and greedy return a turn the engine accepts; the game is unchanged."""
    players = [lambda g, r, lv=lv: choose_turn(g, lv, r, max_nodes=40) for lv in LEVELS]
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
        game.push(choose_turn(game, level, rng, max_nodes=30))
    assert game.outcome() is not None
