"""Random pageant games for the voters' tests: a game played by random picks, stopped at a
random vote (ties in progress and late spots included), and a game whose other seats'
goals, seed and lot seed were replaced."""

from __future__ import annotations

import dataclasses
import random

from game.pageant import CATS, Game
from game.pageant.game import deal_goals


def random_game(players: int, seed: int, votes: int, tie_bias: float = 0.3) -> Game:
    """Game.new(players, seed) after up to `votes` random votes (never past its end); with
    chance `tie_bias` a vote's picks are drawn from two cats only, so ties come often."""
    rng = random.Random(f"state:{players}:{seed}:{votes}")
    game = Game.new(players, seed)
    for _ in range(votes):
        pool = rng.sample(CATS, 2) if rng.random() < tie_bias else CATS
        after = game.vote([rng.choice(pool) for _ in range(players)])
        if after.is_over:
            break
        game = after
    return game


def with_other_goals(game: Game, seat: int, other_seed: int) -> Game:
    """The same table as `seat` sees it, but every other seat's goals this round, the game's
    seed and the round's lot seed replaced (goals dealt from `other_seed`)."""
    rnd = game.round
    dealt = deal_goals(rnd.owners, other_seed, len(game.rounds) - 1)
    goals = tuple(rnd.goals[s] if s == seat else dealt[s] for s in range(game.players))
    altered = dataclasses.replace(rnd, goals=goals, lot_seed=f"other:{other_seed}")
    return dataclasses.replace(game, seed=other_seed, rounds=game.rounds[:-1] + (altered,))
