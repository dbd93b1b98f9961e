"""States of every kind of decision each game asks of a seat, for the contract's checks of
the computer players (tests/game/contract/test_bots.py).

A game's random games (tests.game.contract.games) reach some decisions rarely, so each game
gives its states from its own position makers (the ones its own tests use), as contract
states: Clowder's placing, token, move and catch decisions, every seat of a round's tokens
among them; Cat's Mansion's moves, retreats, both bids, pushes and the Present's choice;
the pageant's first pick of a vote and the later ones (made without seeing the earlier
picks), in ties and late spots; Cat Herders' turns.
"""

from __future__ import annotations

import random
from functools import cache

from game.clowder import CHOOSE
from game.clowder.contract import Table as ClowderTable
from game.mansion.contract import Table as MansionTable
from game.pageant.contract import Table as PageantTable
from tests.clowder.states import random_game_states
from tests.game.contract.games import SETUPS, path
from tests.mansion.bot_states import CHOICE_PHASES, VARIANTS, gift_position, sampled
from tests.pageant.states import random_game

PER_KIND = 2  # states of each kind from each game played

# Every kind of decision each game has: the states below must cover them all.
KINDS = {
    "catherders": {"turn"},
    "pageant": {"first pick", "later pick"},
    "clowder": {"place", "choose", "move", "caught"},
    "mansion": set(CHOICE_PHASES),
}


def kind(name: str, state) -> str:
    """The kind of decision the seat to act faces at `state` (one of KINDS[name])."""
    if name == "catherders":
        return "turn"
    if name == "pageant":
        return "later pick" if state.picks else "first pick"
    return state.state.phase


def _spread(name: str, states, rng: random.Random) -> list:
    """PER_KIND states of each kind among `states` (those with more than one choice)."""
    picked = []
    for each in sorted(KINDS[name]):
        of_kind = [s for s in states if kind(name, s) == each and len(s.legal_actions()) > 1]
        picked += rng.sample(of_kind, min(PER_KIND, len(of_kind)))
    return picked


@cache
def decision_states(name: str) -> tuple:
    """Contract states of every kind of decision of game `name`, from several games."""
    rng = random.Random(f"decisions:{name}")
    found: list = []
    if name == "catherders":
        for index in range(len(SETUPS[name])):
            found += _spread(name, [s for s in path(name, index) if not s.is_over()], rng)
    elif name == "pageant":
        for players in range(3, 8):
            for votes, bias in ((0, 0.3), (9, 0.9), (25, 0.3), (45, 0.5)):
                game = random_game(players, 10 * players + votes, votes, bias)
                picks = tuple(rng.randint(1, 9) for _ in range(rng.randrange(1, players)))
                found += [PageantTable(game), PageantTable(game, picks)]
    elif name == "clowder":
        for players in (2, 3, 4):
            for seed in range(6):
                states = []
                for state in random_game_states(players, seed):
                    states.append(ClowderTable(state))
                    if state.phase == CHOOSE:  # a later seat, the earlier ones' tokens chosen
                        later = rng.randrange(1, players)
                        tokens = tuple(rng.choice(state.allowed_tokens(s)) for s in range(later))
                        states.append(ClowderTable(state, (), tokens))
                found += _spread(name, states, rng)
    elif name == "mansion":
        for cats in (5, 4, 3):
            for rules in VARIANTS:  # every rule set: the ten rooms, shorter, both ways, close
                found += [MansionTable(state) for state, _ in sampled(cats, 1, rules, per_phase=PER_KIND)]
                mover = "ok"[cats % 2]  # Orange or Black: both play in these games
                found.append(MansionTable(gift_position(cats, 1, rules, mover, energy={mover: 10 + cats})))
    return tuple(found)
