"""Clowder's hard and max choices: the few best-looking candidates by `evaluate`, then
Monte-Carlo play-outs through the next round among them, the budget spent by sequential
halving.

Measured against the yardstick (game.yardstick; docs/benchmarks.md), judging a choice at the
end of the round under way held the old hard back: a catch set up, a key bought or a cat
brought to a gate pays in the round after. A play-out to the game's end sees that, but one
game's result says little in a game of four, and a turn has dozens of ways to be played. So:
- the candidates are cut to the few that `evaluate` likes best (TOP_CANDIDATES): whole turn
  plans in MOVE (`turn_plans`), placements and answers to a catch otherwise; in CHOOSE
  every allowed token;
- each is played out from whole states drawn from what the seat sees (`guess_draws`: the
  bag's future draws from the generator; in CHOOSE, the others' tokens drawn by
  `token_weights`), through the candidate: every seat greedy until the round under way ends
  (ROUND_GREEDY: this round's threats are what a greedy player takes), then greedy one time
  in two and at random otherwise (PLAYOUT_GREEDY), with tokens at random;
- a play-out stops at the game's end (1 for the seat's win, 0 for another's) or where the
  next round's tokens are due after HORIZON rounds' starts, where `evaluate` gives the
  seat's odds (1 / (1 + e^(-value / VALUE_SCALE))).

The budget is a count of play-outs, so a choice is repeatable from its view and its
generator. Sequential halving spends it: in each of about log2(candidates) rounds every
candidate still in plays the same number of play-outs, all from the same drawn states and
play-out generators, and the better half goes on. Ties go to the candidate `evaluate` likes
best.
"""

from __future__ import annotations

import math
import random

from .actions import END_TURN, Reveal
from .evaluate import evaluate
from .greedy import greedy_action
from .lookahead import token_weights, turn_plans
from .phases import CHOOSE, MOVE
from .seen import guess_draws

ROUND_GREEDY = 1.0  # the share of play-out actions the greedy player takes in the round under way
PLAYOUT_GREEDY = 0.5  # ... in the rounds after it
TOP_CANDIDATES = 6  # the candidates `evaluate` likes best, played out
HORIZON = 2  # a play-out stops when the tokens are due for the HORIZON-th time (the next round's end)
VALUE_SCALE = 150.0  # `evaluate` units to a win's odds at the horizon: 1 / (1 + e^(-value/scale))
GAME_ACTIONS = 20_000  # a game never takes this many actions; a guard against a runaway loop


def playout_share(state, seat: int, rng: random.Random) -> float:
    """`seat`'s odds from `state` (its seed known) played on (see the module doc): 1 or 0 at
    the game's end, else `evaluate`'s odds at the HORIZON."""
    greedy = ROUND_GREEDY
    rounds = 0
    for _ in range(GAME_ACTIONS):
        if state.is_over:
            return 1.0 if state.winner == seat else 0.0
        if state.phase == CHOOSE:
            rounds += 1
            if rounds == HORIZON:
                return 1.0 / (1.0 + math.exp(-evaluate(state, seat) / VALUE_SCALE))
            greedy = PLAYOUT_GREEDY
            state = state.play(Reveal(tuple(rng.choice(state.allowed_tokens(each))
                                            for each in range(state.players))))
            continue
        actions = state.legal_actions()
        if len(actions) == 1:
            action = actions[0]
        elif rng.random() < greedy:
            action = greedy_action(state, rng, actions)
        else:
            action = rng.choice(actions)
        state = state.play(action)
    raise RuntimeError("a Clowder play-out did not end")


def _token_starts(seen, seat: int):
    """(the candidates: `seat`'s allowed tokens, start(rng, token) -> the state after the
    reveal, with draws guessed and the others' tokens drawn by `token_weights` from `rng`)."""
    weights = {}
    for other in range(seen.players):
        if other != seat:
            chances = token_weights(seen, other)
            tokens = sorted(chances)
            weights[other] = (tokens, [chances[t] for t in tokens])

    def start(rng: random.Random, token: int):
        state = guess_draws(seen, rng)
        drawn = {other: rng.choices(tokens, chances)[0] for other, (tokens, chances) in weights.items()}
        return state.play(Reveal(tuple(token if s == seat else drawn[s] for s in range(seen.players))))
    tokens = seen.allowed_tokens(seat)
    mine = token_weights(seen, seat)
    return sorted(tokens, key=lambda t: -mine[t]), start


def _action_starts(seen, seat: int, rng: random.Random):
    """(the candidates: (first action, the position it leads to) of the TOP_CANDIDATES turn
    plans, placements or answers `evaluate` likes best, best first; start(rng, candidate) ->
    that position with draws guessed from `rng`, its turn ended)."""
    state = guess_draws(seen, rng)
    if state.phase == MOVE:
        leaves = [(actions[0], leaf) for actions, leaf in turn_plans(state, greedy_action)]
    else:
        leaves = [(action, state.play(action)) for action in state.legal_actions()]
    ranked = sorted(leaves, key=lambda pair: -evaluate(pair[1], seat))[:TOP_CANDIDATES]

    def start(rng: random.Random, candidate):
        after = candidate[1].with_seed(rng.getrandbits(31))
        if after.phase == MOVE and after.actor() == seat:  # a plan's end: EndTurn is still to play
            after = after.play(END_TURN)
        return after
    return ranked, start


def halving(candidates: list, start, seat: int, play_outs: int, rng: random.Random):
    """The one of `candidates` (best-liked first) with the best mean play-out score from
    start(rng, candidate), `play_outs` play-outs in all spent by sequential halving (each
    candidate gets at least one); ties go to the better liked."""
    if len(candidates) == 1:
        return candidates[0]
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    counts = [0] * len(candidates)
    rounds = max(1, math.ceil(math.log2(len(candidates))))
    for _ in range(rounds):
        for _ in range(max(1, play_outs // (rounds * len(alive)))):
            draw = rng.getrandbits(64)
            noise = rng.getrandbits(32)
            for index in alive:
                after = start(random.Random(draw), candidates[index])
                totals[index] += playout_share(after, seat, random.Random(noise))
                counts[index] += 1
        if len(alive) <= 2:
            break
        alive.sort(key=lambda i: (-totals[i] / counts[i], i))
        alive = alive[:math.ceil(len(alive) / 2)]
    return candidates[min(alive, key=lambda i: (-totals[i] / counts[i], i))]


def montecarlo_choice(seen, seat: int, play_outs: int, rng: random.Random):
    """`seat`'s choice in `seen` with `play_outs` play-outs: in CHOOSE its token, else its
    action (the first of the chosen turn plan in MOVE)."""
    if seen.phase == CHOOSE:
        tokens, start = _token_starts(seen, seat)
        return halving(tokens, start, seat, play_outs, rng)
    candidates, start = _action_starts(seen, seat, rng)
    return halving(candidates, start, seat, play_outs, rng)[0]
