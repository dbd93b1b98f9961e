"""The search's fast turn generator (game.catherders.movegen) agrees with the engine, at scale.

For every rule set and every set of variants, on two of hex6, hex7 and sq7 (the pair turns
with the rules, so each board meets about two thirds of them), seeded random games are played
to their end (no cap on their length), and at every position of every game:

  - MoveGen.moves() lists one move per resulting position, and these positions are exactly
    the ones Game.legal_turns() lists a turn for (the engine's TurnBuilder completing every
    legal action: as many positions as legal_turns() has turns);
  - moves(captures_only=True) lists exactly the positions where the mover caught a cat;
  - listing leaves the game as it was.

The game then goes on by turns of both kinds, checked by the engine: a MoveGen move's Turn,
pushed (every step checked), leads where MoveGen's own play() led; and a turn of
legal_turns() leads to one of MoveGen's positions.

Reading the position after each of legal_turns()' turns by pushing it would check that turn
again, which takes seconds for one crowded designer double-step position: the positions are
read from the builder instead, as legal_turns() builds them. tests/catherders/test_ai_legal.py checks
that the levels play legal turns; bench/bench_movegen.py measures the generator's speed.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.movegen import MoveGen
from tests.support.helpers import EVERY_RULES as RULES

BOARDS = [("hex6", "beginner", 5), ("hex7", "advanced", 5), ("sq7", "beginner", 5)]
# Whole games for each rule set and variants on two boards: 32 games, about 5,700 positions
# (a crowded position costs far more under designer double-step). All three boards for every
# rule set, 48 games, took 112 s of the CI run's 21 minutes on a slow day, for little more.
GAMES = 1


def cases() -> list:
    """(rules, board, setup, cats): each rule set on the two boards its place in RULES picks."""
    return [(rules, *BOARDS[(i + k) % len(BOARDS)]) for i, rules in enumerate(RULES) for k in range(2)]


def key(tables) -> tuple:
    """A position as plain values: what stands on each cell, the catches, the supplies."""
    return tuple(tables.cells), tuple(tables.captures), tuple(tables.supply)


def engine_positions(game: Game) -> set[tuple]:
    """The position after each turn the engine can build (what legal_turns() walks)."""
    out = set()
    for origin, target in game.legal_actions() or [(None, None)]:
        builder = game.begin(origin, target)
        try:
            for _ in builder.distinct_completions():
                out.add(key(builder.tables))
        finally:
            builder.cancel()
    return out


def listed(game: Game, gen: MoveGen, moves) -> list[tuple]:
    """The position after each move, played by MoveGen and taken back."""
    out = []
    for m in moves:
        gen.play(m)
        try:
            out.append(key(game))
        finally:
            game.pop()
    return out


def check_position(game: Game, gen: MoveGen) -> tuple[list, list, list]:
    """Compare both generators at the game's position; return (turns, moves, their positions)."""
    before, history, mover = key(game), len(game.stack), game.to_move
    turns = list(game.legal_turns())
    engine = engine_positions(game)
    assert len(turns) == len(engine), "legal_turns() lists a position twice, or misses one"
    moves = gen.moves()
    mine = listed(game, gen, moves)
    assert len(set(mine)) == len(mine), "MoveGen lists a position twice"
    assert set(mine) == engine, (f"{game.fen()}: MoveGen misses {len(engine - set(mine))}, "
                                 f"adds {len(set(mine) - engine)}")
    caught = {k for k in mine if k[1][mover] > before[1][mover]}
    captures = listed(game, gen, gen.moves(captures_only=True))
    assert len(set(captures)) == len(captures) and set(captures) == caught, game.fen()
    assert key(game) == before and len(game.stack) == history
    return turns, moves, mine


def play_checked_game(rules: Rules, board: str, setup: str, cats: int, seed: int) -> int:
    """One random game to its end, both generators compared at every position; its length."""
    game = Game(new_position(board, setup, cats, seed), rules)
    gen = MoveGen(game)
    rng = random.Random(seed)
    while not game.is_over():
        turns, moves, mine = check_position(game, gen)
        if len(game.stack) % 2:
            game.push(rng.choice(turns))
            assert key(game) in mine
        else:
            i = rng.randrange(len(moves))
            game.push(gen.turn(moves[i]))  # the engine checks the Turn, step by step
            assert key(game) == mine[i], f"{gen.turn(moves[i])} leads elsewhere"
    return len(game.stack)


@pytest.mark.parametrize("rules,board,setup,cats", cases(),
                         ids=[f"{str(c[0]).replace(' ', '+')}-{c[1]}" for c in cases()])
def test_movegen_lists_what_the_engine_lists_in_whole_games(rules, board, setup, cats):
    """Whole random games, every position compared (see the module docstring)."""
    first = 1000 * RULES.index(rules) + 100 * BOARDS.index((board, setup, cats))
    for seed in range(first, first + GAMES):
        assert play_checked_game(rules, board, setup, cats, seed) > 0
