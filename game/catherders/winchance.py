"""The chance that the side to move wins, from the search's evaluation.

    win_chance(0)       # about a half
    win_chance(1000)    # a cat ahead (a cat is 1000 points, game/catherders/evaluate.py)

A logistic curve, 1 / (1 + exp(-K * (eval - C))), fitted by maximum
likelihood on positions of seeded self-play, each scored by
game.catherders.review.score_position at the review's node budget (so the curve
matches what the game review computes), against whether the side to move
went on to win (a draw counts a half):

    python tools/fit_win_chance.py --loss-games 0   # plays, writes bench/data/win_chance.csv, fits
    python tools/fit_win_chance.py --fit-only       # the same fit from the CSV (and the loss check)

The fit (200 games, seed 1, noise 0.1, 450 nodes; 10,557 positions, 480 of them scored
as forced wins or losses and left out, 2.9% in drawn games):

    free C:  K = 0.00150226, C = -42.75, log-loss 0.5565 nats (a 50% guess: 0.6931)
    C = 0:   K = 0.00149501,             log-loss 0.5569

The free C gains 0.0004 nats a position, on positions that come 50 to a game: within
the noise. So the curve is symmetric (C = 0): win_chance(-e) = 1 - win_chance(e), and
the mover's chance after a turn is the same whether it is read from the mover's or the
opponent's side. At eval 0 it is one half; a cat ahead (1000) gives 0.82, two cats 0.95.
Observed win rate against this curve, by eval (positions): -1500..-1000 0.144 / 0.154
(894); -1000..-700 0.276 / 0.207 (802); -200..0 0.476 / 0.466 (2,320); 0..200 0.537 /
0.522 (1,930); 700..1000 0.750 / 0.786 (938); 1000..1500 0.888 / 0.838 (614).
"""

from __future__ import annotations

import math

K = 0.00149501  # per point of evaluation (fitted, see above)
C = 0.0  # the evaluation at which the side to move wins half its games


def win_chance(evaluation: float) -> float:
    """The side to move's chance to win (0..1) at `evaluation` (its own view, a cat is 1000).

    Monotonic in `evaluation`; a forced win or loss of the search (about ±1,000,000)
    gives 1.0 or 0.0.
    """
    x = K * (evaluation - C)
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x)) if x < 700 else 1.0
    return math.exp(x) / (1.0 + math.exp(x)) if x > -700 else 0.0


def eval_for_chance(chance: float) -> float:
    """The evaluation at which win_chance gives `chance` (0 < chance < 1): its inverse."""
    if not 0.0 < chance < 1.0:
        raise ValueError(f"chance {chance!r}: expected a number strictly between 0 and 1")
    return C + math.log(chance / (1.0 - chance)) / K
