"""Links of Cat's Mansion games stopped where a test needs them (the browser tests open them)."""

from __future__ import annotations

import random

from game.mansion.actions import End, Step
from game.mansion.pieces import Rules
from game.mansion.state import State
from web.mansion.link import MansionLink, encode


def link_to(seats, seed: int, stop, rules: Rules | None = None, limit: int = 3000) -> str:
    """The link of a game played by random legal actions (walking more than ending) until
    `stop(state)` holds."""
    rules = rules or Rules()
    for attempt in range(200):
        state = State.new(len(seats), seed + attempt, rules)
        rng = random.Random(seed + attempt)
        actions = []
        for _ in range(limit):
            if stop(state):
                return encode(MansionLink(tuple(seats), seed + attempt, rules, tuple(actions)))
            if state.phase == "over":
                break
            legal = state.legal_actions()
            steps = [a for a in legal if isinstance(a, Step)]
            if steps and rng.random() < 0.7:
                action = rng.choice(steps)
            elif End() in legal and rng.random() < 0.8:
                action = End()
            else:
                action = rng.choice(legal)
            state = state.play(action)
            actions.append(action)
    raise AssertionError("no game reached the state asked for")
