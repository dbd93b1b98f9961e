"""Clowder's computer players, at four levels: a token in CHOOSE, an action otherwise
(`choose(seen, seat, level, rng)`, the signature every game's computer players share).

Like OpenSpiel's bots, a level reads only the small state API (`allowed_tokens`,
`legal_actions`, `play`, `reveal`, `with_seed` and the state's public fields), is handed its
random generator, and sees only what a player at the table sees: `seen` is
`game.clowder.seen.seen_by(state, seat)`, the state with the bag's future draws hidden. Every level
that simulates past a round's end first gives the state a seed of its own guessing, so a
real seed left in `seen` could not change a choice either. Budgets are counts of play-outs,
never a clock, so a choice is repeatable from its view and its generator's seed.

- easy: a random allowed token; the greedy player's actions (game.clowder.greedy): into the
  tower, else a catch, else the most treats; flees whenever it can pay; buys every key.
- medium: for each of its tokens, plays the round out (everyone greedy) against every
  combination of the others' allowed tokens and averages `evaluate` at the next round's
  start; takes the best token. Its actions: every way to play its whole turn
  (`lookahead.turn_plans`), valued by `evaluate` at the turn's end (one turn ahead); a
  placement or a catch's answer by `evaluate` just after it.
- hard: weighs the others' tokens by how useful each looks to them (`token_weights`),
  and for each of its tokens plays the round out against those (all combinations weighted,
  or draws when there are many), itself playing as medium does and the others greedily with
  random ties; each end is valued by `evaluate` with the safety of its cats. Its actions:
  every plan of its turn, and every placement or answer to a catch, is played out to the
  round's end several times (the others greedy, random ties, the bag's draws guessed) and
  valued the same way.
- max: hard with MAX_BUDGET times its play-outs for its tokens and its actions, so its
  averages are steadier: the time a person waits in the browser, used.
"""

from __future__ import annotations

import random

from .actions import END_TURN, Reveal
from .evaluate import evaluate
from .greedy import greedy_action
from .lookahead import (
    finish_round,
    noisy_greedy,
    token_combinations,
    tokens_with,
    turn_plans,
    weighted_combinations,
)
from .phases import CAUGHT, CHOOSE, MOVE, PLACE
from .seen import guess_draws

LEVELS = ("easy", "medium", "hard", "max")
HARD_TOKEN_PLAY_OUTS = 72  # the hard level's play-outs of a round for its token, all tokens together
HARD_ACTION_PLAY_OUTS = 48  # ... of the rest of the round for an action, all actions together
MAX_PLANS = 48  # turn plans looked at, at most
MAX_BUDGET = 3  # the max level's play-outs, in hard's


def _check(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def _best(values: list[tuple[float, object]], rng: random.Random):
    """The choice with the highest value, ties at random."""
    top = max(value for value, _ in values)
    best = [choice for value, choice in values if value >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


def choose(seen, seat: int, level: str, rng: random.Random):
    """What `seat` chooses at `level`, drawing only from `rng`, from `seen`
    (`game.clowder.seen.seen_by(state, seat)`): in CHOOSE its token (one of
    `seen.allowed_tokens(seat)`, an int), otherwise its action (one of `seen.legal_actions()`;
    the seat must be the one to act). ValueError for an unknown level, a game that is over,
    or a seat with nothing to choose."""
    _check(level)
    if seen.phase == CHOOSE:
        return _token(seen, seat, level, rng)
    if seen.phase not in (PLACE, MOVE, CAUGHT):
        raise ValueError(f"nothing to choose in phase {seen.phase!r}")
    if seen.actor() != seat:
        raise ValueError(f"seat {seat!r} is not the one to act (seat {seen.actor()} is, in phase "
                         f"{seen.phase!r})")
    return _action(seen, level, rng)


# ---- tokens ----------------------------------------------------------------------------


def medium_token(seen, seat: int, rng: random.Random) -> int:
    """The medium level's token: the best mean `evaluate` over one greedy play-out of the
    round against each combination of the others' allowed tokens."""
    state = guess_draws(seen, rng)
    combos = token_combinations(state, seat)
    values = []
    for token in state.allowed_tokens(seat):
        total = 0.0
        for combo in combos:
            end = finish_round(state.play(Reveal(tokens_with(combo, seat, token, state.players))),
                               greedy_action)
            total += evaluate(end, seat)
        values.append((total / len(combos), token))
    return _best(values, rng)


def hard_token(seen, seat: int, rng: random.Random, play_outs: int = HARD_TOKEN_PLAY_OUTS) -> int:
    """The hard level's token: for each token, the weighted mean `evaluate` of play-outs of
    the round against the others' likely tokens (`weighted_combinations`), itself playing as
    medium, the others greedy with random ties; every token is played against the same
    tokens, draws and ties."""
    allowed = seen.allowed_tokens(seat)
    per_token = max(1, play_outs // len(allowed))
    pairs = weighted_combinations(seen, seat, per_token, rng)
    repeats = max(1, per_token // len(pairs))  # few combinations: each played several times
    pairs = [(weight / repeats, combo) for weight, combo in pairs for _ in range(repeats)]
    totals = dict.fromkeys(allowed, 0.0)
    for weight, combo in pairs:
        state = guess_draws(seen, rng)
        noise = rng.getrandbits(32)
        for token in allowed:
            policy = _hard_play_out_policy(seat, random.Random(noise))
            end = finish_round(state.play(Reveal(tokens_with(combo, seat, token, state.players))), policy)
            totals[token] += weight * evaluate(end, seat)
    return _best([(totals[token], token) for token in allowed], rng)


def _hard_play_out_policy(seat: int, rng: random.Random):
    """In the hard level's play-outs: `seat` plays as medium, the others greedily with
    random ties."""
    others = noisy_greedy(rng)

    def policy(state):
        if state.actor() == seat:
            return medium_action_known(state, rng)
        return others(state)
    return policy


def _token(seen, seat: int, level: str, rng: random.Random) -> int:
    """The token (one of `seen.allowed_tokens(seat)`) `seat` picks at `level` in CHOOSE."""
    if level == "easy":
        return rng.choice(sorted(seen.allowed_tokens(seat)))
    if level == "medium":
        return medium_token(seen, seat, rng)
    if level == "max":
        return hard_token(seen, seat, rng, HARD_TOKEN_PLAY_OUTS * MAX_BUDGET)
    return hard_token(seen, seat, rng)


# ---- actions -----------------------------------------------------------------------------


def medium_action_known(state, rng: random.Random):
    """The medium level's action in a state whose draws are known (a guess is fine): the first
    action of its best turn plan by `evaluate` at the turn's end; a placement or a catch's
    answer by `evaluate` just after it."""
    seat = state.actor()
    if state.phase == MOVE:
        plans = turn_plans(state, greedy_action, MAX_PLANS)
        return _best([(evaluate(leaf, seat), actions[0]) for actions, leaf in plans], rng)
    return _best([(evaluate(state.play(action), seat), action) for action in state.legal_actions()], rng)


def hard_action_known(state, rng: random.Random, play_outs: int = HARD_ACTION_PLAY_OUTS):
    """The hard level's action in a state whose draws are known: each turn plan (in MOVE),
    placement or answer to a catch is played out to the round's end (the others greedy with
    random ties, itself greedy after) the same few times, and valued by `evaluate`."""
    seat = state.actor()
    if state.phase == MOVE:
        choices = [(actions[0], leaf) for actions, leaf in turn_plans(state, greedy_action, MAX_PLANS)]
    else:
        choices = [(action, state.play(action)) for action in state.legal_actions()]
    if len(choices) == 1:
        return choices[0][0]
    samples = max(1, play_outs // len(choices))
    seeds = [(rng.getrandbits(31), rng.getrandbits(32)) for _ in range(samples)]
    values = []
    for first, after in choices:
        total = 0.0
        for draws, noise in seeds:
            start = after.with_seed(draws)
            if start.phase == MOVE and start.actor() == seat:  # a plan's end: EndTurn is still to play
                start = start.play(END_TURN)
            total += evaluate(finish_round(start, noisy_greedy(random.Random(noise))), seat)
        values.append((total / samples, first))
    return _best(values, rng)


def _action(seen, level: str, rng: random.Random):
    """The action the actor of `seen` (in PLACE, MOVE or CAUGHT) plays at `level`: one of
    `seen.legal_actions()`."""
    actions = seen.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if level == "easy":
        return greedy_action(seen, rng, actions)
    state = guess_draws(seen, rng)
    if level == "medium":
        return medium_action_known(state, rng)
    if level == "max":
        return hard_action_known(state, rng, HARD_ACTION_PLAY_OUTS * MAX_BUDGET)
    return hard_action_known(state, rng)

