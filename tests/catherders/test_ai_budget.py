"""The computer opponent keeps to its time budget and leaves the game as it was.

With `seconds=0.3` (and a node budget far beyond reach) a call returns
within 0.3 s plus a generous margin, in an opening, a crowded middle game and
under heavier variants. This bounds the budget logic (the clock is read
inside the search), not the machine's speed: the margin allows for a slow or
busy machine finishing its last node. The game's position, history, hash,
repetition counts and journal are the same after the call.
"""

import random
import time

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.bots import LEVELS, choose, hint

SECONDS = 0.3
MARGIN = 0.7


def midgame(seed: int, rules: Rules, board: str = "hex6", plies: int = 30) -> Game:
    game = Game(new_position(board, "beginner", 9, seed), rules)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over():
            break
        game.random_turn(rng)
    return game


POSITIONS = [
    ("opening", lambda: Game(new_position(seed=4))),
    ("middle game", lambda: midgame(5, Rules())),
    ("alternate, escort, double-step", lambda: midgame(6, Rules.parse("alternate", "escort,double-step"))),
    ("designer, double-step, sq9", lambda: midgame(7, Rules.parse("designer", "double-step"), "sq9")),
]


def snapshot(game: Game):
    return (game.fen(), len(game.stack), game.hash, dict(game.seen), game.quiet, game.passes,
            list(game.journal), [str(t) for t in game.turns])


@pytest.mark.parametrize("name,make", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_stops_when_the_time_is_up(name, make):
    """max, which would search 40 000 nodes, answers within the 0.3 s it is given."""
    game = make()
    before = snapshot(game)
    t0 = time.perf_counter()
    turn = choose(game, game.to_move, "max", random.Random(1), seconds=SECONDS, max_nodes=10**9)
    elapsed = time.perf_counter() - t0
    assert elapsed < SECONDS + MARGIN, f"{elapsed:.2f} s"
    assert snapshot(game) == before
    game.push(turn)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_leaves_the_game_unchanged(level):
    """Whatever the level, the game's state after choose is what it was before."""
    game = midgame(8, Rules())
    before = snapshot(game)
    choose(game, game.to_move, level, random.Random(2), max_nodes=300)
    assert snapshot(game) == before
    hint(game, random.Random(2), max_nodes=100)
    assert snapshot(game) == before


def test_a_node_budget_alone_needs_no_clock():
    """With a small node budget and no seconds the call is quick (no clock needed)."""
    game = midgame(9, Rules())
    t0 = time.thread_time()  # this thread's processor time: a loaded machine cannot fail it
    choose(game, game.to_move, "max", random.Random(3), max_nodes=50)
    assert time.thread_time() - t0 < 1.0


def test_the_side_not_to_move_is_refused():
    """The seat asked for is the side to move (Cat Herders' seen is the game itself)."""
    game = Game(new_position(seed=3))
    with pytest.raises(ValueError, match="not to move"):
        choose(game, 1 - game.to_move, "easy", random.Random(1))


def test_a_finished_game_is_refused():
    """Asking for a turn when the game is over is a ValueError naming the outcome."""
    game = Game("hex6 r b:a1 r:a6 c:f6,f7,f8,g7 5-0 14-14")
    with pytest.raises(ValueError, match="over"):
        choose(game, game.to_move, "easy")
