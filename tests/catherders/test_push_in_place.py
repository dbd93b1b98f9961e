"""push() and random_turn() build their turn on the game's own tables, within the call.

So a turn they refuse part way through (its action and some of its steps
already made), or any error while they build it, must leave every table as
it was: the pieces, who watches each cell, the hash, the catches, the supply,
the journal and the history.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, IllegalTurnError, Turn, new_position
from tests.support.helpers import EVERY_RULES


def tables(g: Game) -> tuple:
    """Everything a turn edits, and the history around it."""
    return (g.fen(), g.hash, dict(g.seen), tuple(g.cells), tuple(map(tuple, g.watch)),
            tuple(g.crowd), tuple(map(sorted, g.herders)), sorted(g.cats), tuple(g.captures),
            tuple(g.supply), list(g.journal), len(g.stack), g.quiet, g.passes, g.to_move)


def spoiled(turn: Turn, way: int, rng: random.Random) -> Turn:
    """`turn` with its last step cut (way 0), one step too many (1), or a step changed (2)."""
    steps = list(turn.steps)
    if way == 0 and steps:
        steps.pop()
    elif way == 1 or not steps:
        steps.append(steps[-1] if steps else (turn.target, turn.target))
    else:
        i = rng.randrange(len(steps))
        step = steps[i]
        if isinstance(step, tuple):
            steps[i] = step[:-1] + (rng.randrange(turn.board.size),)
        else:
            steps[i] = rng.randrange(turn.board.size)
    return Turn(turn.board, turn.origin, turn.target, tuple(steps))


@pytest.mark.parametrize("rules", EVERY_RULES, ids=str)
def test_a_refused_push_rewinds_every_edit(rules):
    """In random games, each turn spoiled after its action leaves every table as it was
    when refused (and is taken back exactly by pop when it happens to be legal)."""
    rng = random.Random(5)
    refused = 0
    for seed in range(3):
        g = Game(new_position(seed=seed), rules)
        while not g.is_over() and len(g.stack) < 150:
            before = tables(g)
            turn = g.random_turn(rng)
            g.pop()
            assert tables(g) == before
            for way in range(3):
                try:
                    g.push(spoiled(turn, way, rng))
                except IllegalTurnError:
                    refused += 1
                else:
                    g.pop()
                assert tables(g) == before
            g.push(turn)
    assert refused > 500


class Draws(random.Random):
    """A random source that counts its draws and fails on the `fail_at`-th one."""

    def __init__(self, seed: int, fail_at: int | None = None):
        super().__init__(seed)
        self.drawn, self.fail_at = 0, fail_at

    def random(self) -> float:
        self.drawn += 1
        if self.drawn == self.fail_at:
            raise RuntimeError("no more draws")
        return super().random()


@pytest.mark.parametrize("rules", EVERY_RULES[::3], ids=str)
def test_an_error_inside_random_turn_rewinds_every_edit(rules):
    """random_turn draws its action, then each choice: an error at a choice's draw,
    after the action and maybe some cats' flights were made, leaves nothing behind."""
    rng = random.Random(3)
    mid_turn = 0
    for seed in range(3):
        g = Game(new_position(seed=seed), rules)
        while not g.is_over() and len(g.stack) < 150:
            before = tables(g)
            action = Draws(seed)
            g.random_action(action)
            whole = Draws(seed)
            g.random_turn(whole)
            g.pop()
            for n in range(action.drawn + 1, whole.drawn + 1):  # the choices' draws
                with pytest.raises(RuntimeError):
                    g.random_turn(Draws(seed, fail_at=n))
                assert tables(g) == before
                mid_turn += 1
            g.random_turn(rng)
    assert mid_turn > 20
