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
- hard: the few candidates `evaluate` likes best (whole turn plans in MOVE, placements,
  answers to a catch; every token in CHOOSE), each played out many times through this round
  and the next from states drawn from what it sees, greedy players to the round's end and
  half-greedy ones after, and valued by `evaluate` there or by the game's result
  (game.clowder.montecarlo). HARD_PLAY_OUTS play-outs a move or placement, RARE_DECISION
  times as many for a token or an answer to a catch.
- max: hard with MAX_BUDGET times its play-outs, so its estimates are steadier: the time a
  person waits in the browser, used.
"""

from __future__ import annotations

import random

from .actions import Reveal
from .evaluate import evaluate
from .greedy import greedy_action
from .lookahead import finish_round, token_combinations, tokens_with, turn_plans
from .montecarlo import montecarlo_choice
from .phases import CAUGHT, CHOOSE, MOVE, PLACE
from .seen import guess_draws

LEVELS = ("easy", "medium", "hard", "max")
HARD_PLAY_OUTS = 40  # the hard level's play-outs through the next round for a move or placement
# ... for a token or an answer to a catch, in hard's: few a game, and a slip there loses it
RARE_DECISION = 2
MAX_BUDGET = 4  # the max level's play-outs, in hard's


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


def _token(seen, seat: int, level: str, rng: random.Random) -> int:
    """The token (one of `seen.allowed_tokens(seat)`) `seat` picks at `level` in CHOOSE."""
    if level == "easy":
        return rng.choice(sorted(seen.allowed_tokens(seat)))
    if level == "medium":
        return medium_token(seen, seat, rng)
    return montecarlo_choice(seen, seat, _play_outs(level, CHOOSE), rng)


# ---- actions -----------------------------------------------------------------------------


def medium_action_known(state, rng: random.Random):
    """The medium level's action in a state whose draws are known (a guess is fine): the first
    action of its best turn plan by `evaluate` at the turn's end; a placement or a catch's
    answer by `evaluate` just after it."""
    seat = state.actor()
    if state.phase == MOVE:
        plans = turn_plans(state, greedy_action)
        return _best([(evaluate(leaf, seat), actions[0]) for actions, leaf in plans], rng)
    return _best([(evaluate(state.play(action), seat), action) for action in state.legal_actions()], rng)


def _action(seen, level: str, rng: random.Random):
    """The action the actor of `seen` (in PLACE, MOVE or CAUGHT) plays at `level`: one of
    `seen.legal_actions()`."""
    actions = seen.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if level == "easy":
        return greedy_action(seen, rng, actions)
    if level == "medium":
        return medium_action_known(guess_draws(seen, rng), rng)
    return montecarlo_choice(seen, seen.actor(), _play_outs(level, seen.phase), rng)


def _play_outs(level: str, phase: str) -> int:
    """The hard or max level's play-outs for a decision in `phase`."""
    rare = RARE_DECISION if phase in (CHOOSE, CAUGHT) else 1
    return HARD_PLAY_OUTS * rare * (MAX_BUDGET if level == "max" else 1)

