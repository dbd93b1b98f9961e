"""Links of Clowder games stopped where a test needs them (the browser tests open them)."""

from __future__ import annotations

import random

from game.clowder import EndTurn, Reveal, State
from web.clowder.link import ClowderLink, encode


def random_action(state, rng: random.Random):
    """A random legal action of the kind these links play: every seat's token at random, or
    one of the legal actions, ending the turn four times in five when it may."""
    if state.phase == "choose":
        return Reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(state.players)))
    legal = state.legal_actions()
    ends = [a for a in legal if isinstance(a, EndTurn)]
    return ends[0] if ends and rng.random() < 0.8 else rng.choice(legal)


def last_round(seats, seed: int) -> str:
    """The link of a game of these seats played by random legal actions (as link_to plays
    them) up to the start of the round it ended in."""
    state, rng, actions, start = State.new(len(seats), seed), random.Random(seed), [], 0
    while not state.is_over:
        if state.phase == "choose":
            start = len(actions)
        action = random_action(state, rng)
        state = state.play(action)
        actions.append(action)
    return encode(ClowderLink(tuple(seats), seed, tuple(actions[:start])))


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
            action = random_action(state, rng)
            state = state.play(action)
            actions.append(action)
    raise AssertionError("no game reached the state asked for")
