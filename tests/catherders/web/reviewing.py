"""Reviewed games for the tests of the review's page modules: random games, reviewed by the
worker's own functions exactly as the page calls them (review_begin, review_next per turn,
review_result), at a small node budget."""

from __future__ import annotations

import json
import random

from web.catherders.review.notes import ReviewData
from web.catherders.sharing.link import GameSpec, encode
from web.shell import computer_worker as worker

NODES = 150  # a small budget: a ten-turn game reviews in about a fifth of a second


def random_spec(seed: int, turns: int) -> GameSpec:
    """A hex6 beginner game of `turns` random legal turns (fewer if it ends), seeded."""
    spec = GameSpec(seed=seed)
    game = spec.replay()
    rng = random.Random(seed)
    for _ in range(turns):
        if game.is_over():
            break
        game.random_turn(rng)
    spec.turns = [str(t) for t in game.turns]
    return spec


def worker_review_dict(spec: GameSpec, nodes: int = NODES) -> dict:
    """The review as the page gets it from the worker, as plain values."""
    total = worker.review_begin(encode(spec), nodes)
    assert total == len(spec.turns)
    for _ in range(total):
        json.loads(worker.review_next())
    return json.loads(worker.review_result())


def worker_review(spec: GameSpec, nodes: int = NODES) -> ReviewData:
    """The review as the page reads it."""
    return ReviewData.from_dict(worker_review_dict(spec, nodes))
