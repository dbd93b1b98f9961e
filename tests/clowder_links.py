"""Links of Clowder games stopped where a test needs them (the browser tests open them)."""

from __future__ import annotations

import random

from game.clowder import EndTurn, Reveal, State
from web.clowder.link import ClowderLink, encode


def link_to(seats, seed: int, stop, limit: int = 3000) -> str:
    """The link of a game played by random legal actions until `stop(state)` holds."""
    for attempt in range(200):
        state = State.new(len(seats), seed + attempt)
        rng = random.Random(seed + attempt)
        actions = []
        for _ in range(limit):
            if stop(state):
                return encode(ClowderLink(tuple(seats), seed + attempt, tuple(actions)))
            if state.is_over:
                break
            if state.phase == "choose":
                action = Reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(len(seats))))
            else:
                legal = state.legal_actions()
                ends = [a for a in legal if isinstance(a, EndTurn)]
                action = ends[0] if ends and rng.random() < 0.8 else rng.choice(legal)
            state = state.play(action)
            actions.append(action)
    raise AssertionError("no game reached the state asked for")
