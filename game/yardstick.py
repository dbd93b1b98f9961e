"""The yardstick: a plain information-set Monte-Carlo player, the same for every game, against
which the games' own levels are measured (bench/arena.py's side matches). It is not offered
to players.

It knows no game: only the contract (game.contract). For a decision it plays, for each legal
action in turn, a play-out: a whole state drawn from what the seat sees (`Rules.sample`: the
hidden rest from the generator), the action, then legal actions to the end of the game. A
play-out scores 1 / (number of winners) when the seat is among the winners, else 0.

A game may give its play-outs two things, read with getattr, that make the yardstick worth
measuring against without teaching it the game's strategy:
- `playout_action(state, rng)`, its default policy: a light, fast choice of a legal action
  (the pageant's play-out voters vote as its easy level does, by their own goals in the
  sample, because among random voters one vote almost never changes what the table
  chooses). Without it, play-outs choose uniformly at random.
- `playout_done(start, state)` with `standing(state)`: the play-out stops at the first state
  at which `playout_done` says the stretch that matters is played (the pageant: the round
  under way has been scored, since a round's winner is what a vote can change; Cat's
  Mansion: 100 actions, since random cats never finish the race), and scores by `standing`,
  the seats that the rules would make the winners if the game stopped there.
It keeps going round the actions until its budget is spent, and picks the action with the best
mean score (ties at random). Every action gets at least one play-out, so even a budget too
small for one round of them is a Monte-Carlo player, only a slower one than asked.

Its budget is a number of play-outs (`playouts`: the same generator gives the same choice) or
a processor time in seconds (`seconds`, read from `time.thread_time`, so that a busy machine
does not shorten it): how the arena gives it the same time per decision as the level it meets.
"""

from __future__ import annotations

import random
import time

MAX_PLAYOUT_ACTIONS = 100_000  # a play-out longer than this is a bug in a game's rules


def playout_score(rules, state, seat: int, rng: random.Random, start=None) -> float:
    """`seat`'s share of the win at the end of `state` played on (by the game's
    `playout_action`, else at random), or where its `playout_done` stops the play-out (counted
    from `start`, the state before the decision, else from `state`), by its `standing`:
    1 / len(winners) when the seat is among them, else 0."""
    policy = getattr(rules, "playout_action", None)
    done = getattr(rules, "playout_done", None)
    start = state if start is None else start
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if state.is_over():
            return _share(state.winners(), seat)
        if done is not None and done(start, state):
            return _share(rules.standing(state), seat)
        state = state.play(policy(state, rng) if policy else rng.choice(state.legal_actions()))
    raise RuntimeError(f"a {rules.name} play-out ran past {MAX_PLAYOUT_ACTIONS} actions")


def _share(winners, seat: int) -> float:
    return 1.0 / len(winners) if seat in winners else 0.0


def choose(rules, seen, seat: int, rng: random.Random, *, playouts: int | None = None,
           seconds: float | None = None):
    """The yardstick's action for `seat`, which sees `seen`, in the game `rules`: flat Monte-Carlo
    over the legal actions with `playouts` play-outs in all, or as many as `seconds` of this
    thread's processor time allow (exactly one of the two); at least one per action."""
    if (playouts is None) == (seconds is None):
        raise ValueError("give the yardstick a budget: playouts or seconds, not both")
    actions = list(rules.sample(seen, seat, rng).legal_actions())
    if len(actions) == 1:
        return actions[0]
    totals = [0.0] * len(actions)
    counts = [0] * len(actions)
    deadline = None if seconds is None else time.thread_time() + seconds
    done = 0
    while True:
        index = done % len(actions)
        sample = rules.sample(seen, seat, rng)
        totals[index] += playout_score(rules, sample.play(actions[index]), seat, rng, start=sample)
        counts[index] += 1
        done += 1
        if done >= len(actions) and (done >= playouts if deadline is None
                                     else time.thread_time() >= deadline):
            break
    means = [total / count for total, count in zip(totals, counts, strict=True)]
    best = max(means)
    return rng.choice([action for action, mean in zip(actions, means, strict=True) if mean >= best - 1e-12])
