"""The medium player's look-ahead (whole turns, play-outs to the round's end), and the
others' likely tokens, which the hard player draws by too.

- `turn_plans`: every way the seat to move can play its turn (which cat first, which of
  each area's two landings, Nyx when it moves her, keys bought or not), the others' answers
  to its catches given by a policy; the leaves are the positions at the end of the turn
  (before ending it) or the game's end.
- `finish_round`: plays on from any position until the next round's tokens are due (or the
  game ends), every seat acting by a policy.
- `token_weights`: the chances a seat picks each of its allowed tokens, from a quick look at
  what each token would let its cats do now (a tower entry, a catch, treats), mixed with
  a share of plain chance (a player may well pick at random); the hard and max players
  (game.clowder.montecarlo) draw the others' tokens by them.

Every function here is deterministic given its inputs and the generator it is handed.
"""

from __future__ import annotations

import itertools
import math

from .actions import BuyKey, EndTurn, Move
from .board import TOWER
from .evaluate import landings
from .greedy import CATCH_SCORE, TOWER_SCORE, WINNING_CATCH, occupants, treats_worth
from .phases import CAUGHT, CHOOSE, OVER
from .pieces import WIN_CATCHES

MAX_PLANS = 48  # turn plans looked at, at most
ROUND_STEPS = 400  # a round never takes this many actions; a guard against a runaway loop
TOKEN_TEMPERATURE = 40.0  # how sharply a seat's token follows its quick token score
TOKEN_CHANCE = 0.35  # the share of a seat's token choice modelled as plain chance


def finish_round(state, policy):
    """Play on from `state` (its seed known) until the next round's CHOOSE or the game's end,
    each actor acting by `policy(state)`."""
    for _ in range(ROUND_STEPS):
        if state.phase in (CHOOSE, OVER):
            return state
        state = state.play(policy(state))
    raise RuntimeError("a round did not end")



def _buy_all(state, seat: int):
    """`state` after `seat` buys every key it can (the colours it holds fewest keys of first),
    with the keys bought."""
    bought = []
    while True:
        buys = [a for a in state.legal_actions() if type(a) is BuyKey]
        if not buys:
            return state, tuple(bought)
        buy = min(buys, key=lambda a: (state.keys[seat][a.colour], a.colour))
        bought.append(buy)
        state = state.play(buy)


def turn_plans(state, responder, max_plans: int = MAX_PLANS) -> list[tuple[tuple, object]]:
    """Every way the actor (in MOVE) can play the rest of its turn, as (its actions, the
    position they lead to): the position is the end of its moves and purchases (EndTurn
    still to play, and included in the actions), or the game's end. A catch's answer is
    `responder(state)`. Keys: either none or all it can. Positions reached twice are kept
    once (the first plan). At most `max_plans` (in the engine's order of actions)."""
    seat = state.actor()
    plans: list[tuple[tuple, object]] = []
    seen: set = set()
    stack = [((), state)]
    while stack and len(plans) < max_plans:
        done, node = stack.pop()
        while node.phase == CAUGHT:  # another seat answers our catch
            node = node.play(responder(node))
        if node.phase == OVER:
            if node not in seen:
                seen.add(node)
                plans.append((done, node))
            continue
        actions = node.legal_actions()
        moves = [a for a in actions if type(a) is Move]
        if moves:
            for move in reversed(moves):  # popped in the engine's order
                stack.append((done + (move,), node.play(move)))
            continue
        leaves = [((), node)]
        if any(type(a) is BuyKey for a in actions):
            after, bought = _buy_all(node, seat)
            leaves.append((bought, after))
        for bought, leaf in leaves:
            if leaf not in seen:
                seen.add(leaf)
                plans.append((done + bought + (EndTurn(),), leaf))
    return plans


def token_score(state, seat: int, token: int, cats_at=None) -> float:
    """A quick worth of `token` to `seat` now: for each of its cats, the best landing the
    area gives (the tower with the key, a catch, treats), by the greedy player's scale."""
    cats_at = occupants(state) if cats_at is None else cats_at
    total = 0.0
    for roof in state.cats[seat]:
        if roof is None:
            continue
        best = 0.0
        for to in landings(state, roof, token):
            if to == TOWER:
                value = TOWER_SCORE if state.keys[seat][state.colours[roof]] else 0.0
            elif to == state.nyx:
                continue
            else:
                victim = cats_at.get(to)
                if victim is not None and victim[0] == seat:
                    continue
                if victim is not None:
                    value = WINNING_CATCH if state.caught[seat] == WIN_CATCHES - 1 else CATCH_SCORE
                else:
                    value = treats_worth(state, seat, to)
            best = max(best, value)
        total += best
    return total


def token_weights(state, seat: int) -> dict[int, float]:
    """{token: chance} of `seat`'s token (its allowed ones): TOKEN_CHANCE spread evenly,
    the rest a softmax of `token_score` at TOKEN_TEMPERATURE."""
    allowed = state.allowed_tokens(seat)
    cats_at = occupants(state)
    scores = {t: min(token_score(state, seat, t, cats_at), 2 * CATCH_SCORE) for t in allowed}
    top = max(scores.values())
    soft = {t: math.exp((s - top) / TOKEN_TEMPERATURE) for t, s in scores.items()}
    total = sum(soft.values())
    return {t: TOKEN_CHANCE / len(allowed) + (1 - TOKEN_CHANCE) * soft[t] / total for t in allowed}


def token_combinations(state, seat: int) -> list[dict[int, int]]:
    """Every combination of the other seats' allowed tokens, as {seat: token}."""
    others = [s for s in range(state.players) if s != seat]
    return [dict(zip(others, combo, strict=True))
            for combo in itertools.product(*(state.allowed_tokens(s) for s in others))]


def tokens_with(combo: dict[int, int], seat: int, token: int, players: int) -> tuple[int, ...]:
    """Every seat's token in seat order: `combo` for the others, `token` for `seat`."""
    return tuple(token if s == seat else combo[s] for s in range(players))

