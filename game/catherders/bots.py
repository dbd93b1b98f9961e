"""The computer opponent: levels, hints, and the simple players of the arena.

    from game.catherders import Game, new_position
    from game.catherders.bots import choose, hint

    g = Game(new_position(seed=7))
    turn = choose(g, g.to_move, "hard", random.Random(1))   # a legal Turn; g is unchanged
    g.push(turn)
    print(hint(g))                            # what the page suggests to the player

Levels (LEVELS): `easy`, `medium`, `hard`, `max`. Each has a node budget
and a time budget (BUDGETS). Budgets:

  - `max_nodes` (or the level's own) always applies: every position the
    search visits counts one node.
  - `seconds`: with None (the default) there is no clock, only the node
    budget, so a seeded `rng` gives the same turn on every machine; with a
    number, the search also stops when that many seconds have passed,
    measured inside the search with time.perf_counter(). It stops at
    whichever comes first. The page passes `seconds=BUDGETS[level][0]`, so
    a slow device plays at most that long (and a little weaker).

`easy` takes a capture whenever one is there (the most cats), and otherwise
plays a noisy one-turn choice, so a newcomer can beat it. `medium`, `hard`
and `max` search (game/catherders/search.py) with the evaluation of game/catherders/evaluate.py:
deeper with each level. Whatever the level, the fleeing cats' and the
escorts' choices are part of the turn and are chosen by the same search.

Modules of their own beside the rules engine in game/catherders/ (bots,
search, evaluate, movegen, flights, review, winchance): they use only the
engine's public API (Game, Turn, the piece codes CAT and EMPTY,
game.catherders.board), and the engine checks every turn they return. Standard library only; no threads: it
runs unchanged in Pyodide (the page's worker, web/worker.py).
"""

from __future__ import annotations

import random
import time

from game.catherders import Game, Turn

from .evaluate import Evaluator
from .movegen import GAIN, MoveGen
from .search import Search

LEVELS = ("easy", "medium", "hard", "max")

# level -> (seconds, nodes, deepest search, capture plies in the quiescence search)
BUDGETS = {
    "easy": (0.3, 400, 1, 0),
    "medium": (0.5, 1500, 2, 1),
    "hard": (0.9, 6000, 64, 2),
    "max": (4.0, 40000, 64, 3),
}
HINT_LEVEL = "medium"
EASY_NOISE = 250  # points of noise on easy's one-turn scores (a cat is 1000)


def choose(game: Game, seat: int, level: str, rng: random.Random | None = None,
           seconds: float | None = None, max_nodes: int | None = None) -> Turn:
    """A legal turn for `seat` (the side to move) at `level`; `game` is left as it was.

    Every game's computer players share this signature (game.contract's `Rules.choose`):
    Cat Herders is a game of perfect information, so what a seat sees is the game itself.
    Raises ValueError for an unknown level, a game that is over, or a seat not to move.
    """
    if level not in BUDGETS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    if game.is_over():
        raise ValueError(f"the game is over ({game.outcome()})")
    if seat != game.to_move:
        raise ValueError(f"seat {seat!r} is not to move (seat {game.to_move} is)")
    start = time.perf_counter()
    rng = rng if rng is not None else random.Random()
    level_seconds, level_nodes, depth, qdepth = BUDGETS[level]
    nodes = max_nodes if max_nodes is not None else level_nodes
    deadline = None if seconds is None else start + seconds
    search = Search(game, Evaluator(game), rng, max_nodes=nodes, deadline=deadline, qdepth=qdepth)
    moves = search.root_moves()
    if level == "easy":
        move = _easy(search, moves, rng)
    else:
        move, _, _ = search.run(depth, moves)
    return _checked(game, search.gen.turn(move))


def hint(game: Game, rng: random.Random | None = None, seconds: float | None = None,
         max_nodes: int | None = None) -> Turn:
    """The turn the page suggests to the player to move (a `medium`-strength choice)."""
    return choose(game, game.to_move, HINT_LEVEL, rng, seconds, max_nodes)


def random_turn(game: Game, rng: random.Random | None = None) -> Turn:
    """A turn chosen uniformly at random among the legal turns (one per resulting position)."""
    rng = rng if rng is not None else random.Random()
    turns = list(game.legal_turns())
    return turns[int(rng.random() * len(turns))]


def greedy_turn(game: Game, rng: random.Random | None = None) -> Turn:
    """A turn that catches the most cats now, chosen at random among those that tie."""
    rng = rng if rng is not None else random.Random()
    gen = MoveGen(game)
    moves = gen.moves()
    most = max(m[GAIN] for m in moves)
    best = [m for m in moves if m[GAIN] == most]
    return _checked(game, gen.turn(best[int(rng.random() * len(best))]))


PLAYERS = ("random", "greedy") + LEVELS


def player_turn(player: str, game: Game, rng: random.Random, seconds: float | None = None,
                max_nodes: int | None = None) -> Turn:
    """The turn of an arena player: 'random', 'greedy' or a level (with choose's budgets)."""
    if player == "random":
        return random_turn(game, rng)
    if player == "greedy":
        return greedy_turn(game, rng)
    return choose(game, game.to_move, player, rng, seconds, max_nodes)


# ---- internals -----------------------------------------------------------------


def _easy(search: Search, moves: list[tuple], rng: random.Random) -> tuple:
    """Easy: the biggest capture if there is one, else a one-turn score with a lot of noise."""
    most = max(m[GAIN] for m in moves)
    if most > 0:
        moves = [m for m in moves if m[GAIN] == most]
    g, gen = search.game, search.gen
    best, best_score = moves[0], None
    for m in moves:
        gen.play(m)
        try:
            score = -search.evaluate()
        finally:
            g.pop()
        if most == 0:
            score += rng.gauss(0, EASY_NOISE)
        if best_score is None or score > best_score:
            best, best_score = m, score
    return best


def _checked(game: Game, turn: Turn) -> Turn:
    """The turn, after the engine has confirmed it is legal (a safety net for the fast generator)."""
    game.push(turn)  # raises IllegalTurnError if the generator were ever wrong
    game.pop()
    return turn
