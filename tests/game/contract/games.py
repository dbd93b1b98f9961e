"""The games the contract suite plays, and seeded random games of each (game.contract).

Each game is played from a few set-ups (seats, seed, options) by random legal actions drawn
from a seeded generator; `path` is every state of one such game, start to end, and `samples`
a few states of each, spread over the game. `hidden_variants` gives states that differ from
one only in what a seat may not know.
"""

from __future__ import annotations

import dataclasses
import random
from functools import cache

from game.registry import NAMES, rules

OTHER_SEED = 123_456_789

# Set-ups: (seats, seed, options). Cat Herders on its small boards, so a random game is quick.
SETUPS = {
    "catherders": ((2, 1, {"board": "hex5"}), (2, 2, {"board": "sq7", "variants": "escort,double-step"}),
                   (2, 3, {"board": "hex5", "rules": "alternate", "variants": "capture3"})),
    "pageant": tuple((seats, seats, None) for seats in range(3, 8)),
    "clowder": tuple((seats, seats, None) for seats in range(2, 5)),
    "mansion": ((3, 1, None), (4, 2, {"rules": "sb"}), (5, 3, {"rules": "bc"})),
}
MAX_ACTIONS = 20_000  # a random game longer than this does not end: a failure


def path(name: str, index: int) -> tuple:
    """Every state of the random game of set-up `index` of game `name` (seeded), in order."""
    return _game(name, index)[0]


def played(name: str, index: int) -> tuple:
    """The actions of that game, in order: `played(...)[i]` leads from state i to state i + 1."""
    return _game(name, index)[1]


@cache
def _game(name: str, index: int) -> tuple[tuple, tuple]:
    seats, seed, options = SETUPS[name][index]
    state = rules(name).new(seats, seed, options)
    rng = random.Random(f"contract:{name}:{index}")
    states, actions = [state], []
    while not state.is_over():
        assert len(states) <= MAX_ACTIONS, f"{name}: a random game went on past {MAX_ACTIONS} actions"
        actions.append(rng.choice(list(state.legal_actions())))
        state = state.play(actions[-1])
        states.append(state)
    return tuple(states), tuple(actions)


def cases():
    """(name, set-up index) for every game and set-up."""
    return [(name, index) for name in NAMES for index in range(len(SETUPS[name]))]


def samples(name: str, index: int, count: int = 10) -> tuple:
    """`count` states spread over the random game of set-up `index` (its start and its end
    included)."""
    states = path(name, index)
    step = max(1, (len(states) - 1) // (count - 1))
    picked = list(states[::step][:count - 1]) + [states[-1]]
    return tuple(dict.fromkeys(picked, None))  # each once


@cache
def pool(name: str, index: int) -> tuple:
    """Actions taken from every state of the random game of set-up `index` (each once)."""
    found = {}
    for state in path(name, index):
        for action in state.legal_actions():
            found.setdefault(action, None)
    return tuple(found)


def hidden_variants(name: str, state, seat: int) -> list:
    """States that differ from `state` only in what `seat` may not know (none in Cat Herders,
    where both sides see everything)."""
    found = []
    if name == "pageant":
        game = state.game
        rnd = game.round
        goals = tuple(g if s == seat else tuple(reversed(g)) for s, g in enumerate(rnd.goals))
        other = dataclasses.replace(game, rounds=game.rounds[:-1] + (dataclasses.replace(rnd, goals=goals),))
        found.append(dataclasses.replace(state, game=other))  # the other seats' goals
        if state.picks and seat == len(state.picks):  # the earlier seats' secret picks
            found.append(dataclasses.replace(state, picks=tuple(p % 9 + 1 for p in state.picks)))
    elif name == "clowder":
        found.append(dataclasses.replace(state, state=state.state.with_seed(OTHER_SEED)))
        if state.tokens and seat == len(state.tokens):
            found.append(dataclasses.replace(state, tokens=tuple(t % 3 + 1 for t in state.tokens)))
    elif name == "mansion":
        found.append(dataclasses.replace(state, state=state.state.with_seed(OTHER_SEED)))
    return [variant for variant in found if variant != state]


def legal_or_same(name: str, state, action) -> bool:
    """Whether `action` is listed by `state`, or (Cat Herders, which lists one turn for each
    position a turn leads to) leads to the position a listed turn leads to."""
    listed = state.legal_actions()
    if action in listed:
        return True
    if name != "catherders":
        return False
    after = state.play(action).game.fen()
    return any(state.play(turn).game.fen() == after for turn in listed)
