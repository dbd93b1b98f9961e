"""Clowder's command line: `python -m game clowder new|play|show|random` (game.tablecli).

A RECORD is a game's record text (game.clowder.record) quoted as one argument, or `-` to read it
from stdin; an ACTION is an action's text (game.clowder.actions: O7, t213, a-O7, n-I3, g, f-O4-r,
k-r, e). Each command writes to stdout only; bad input exits with status 2 and one line on
stderr that quotes what was wrong.

    python -m game clowder new --players 4 --seed 7         the new game's record
    python -m game clowder play RECORD ACTION...            the new record, then the state in words
    python -m game clowder show RECORD [--log]              the state in words (--log: every action)
    python -m game clowder random --players 3 --seed 3      a random legal game's record
"""

from __future__ import annotations

import random
import sys

from game import tablecli

from .actions import Reveal, read_action
from .describe import say_action, say_state
from .phases import CHOOSE
from .pieces import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from .record import read_record, write_record
from .state import State


def random_action(state: State, rng: random.Random):
    """A random legal action for the state: in CHOOSE a reveal of random allowed tokens,
    else one of `legal_actions()`."""
    if state.phase == CHOOSE:
        return Reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(state.players)))
    return rng.choice(state.legal_actions())


def random_game(players: int, seed: int) -> tuple[tuple, State]:
    """A game set up from `seed` and played to its end with random legal actions, drawn from
    `seed` too: (actions, final state). It ends by LAST_ROUND at the latest."""
    rng = random.Random(f"clowder-random:{seed}")
    state = State.new(players, seed)
    actions = []
    while not state.is_over:
        action = random_action(state, rng)
        actions.append(action)
        state = state.play(action)
    return tuple(actions), state


def _read(text: str) -> tuple:
    players, seed, actions, state = read_record(text)
    return players, None, seed, actions, state


CLI = tablecli.TableCli(
    name="clowder", title="Clowder", seats_word="players", seat_range=(MIN_PLAYERS, MAX_PLAYERS),
    default_seats=4, max_seed=MAX_SEED, seed_help="seed of the set-up and the bag",
    action_example="a-O7 or t213",
    random_help="Set up a game and play random legal actions (random allowed tokens) until it ends.",
    rules_help=None, read_rules=None,
    new=lambda players, seed, _: State.new(players, seed),
    write_record=lambda players, _, seed, actions: write_record(players, seed, actions),
    read_record=_read, read_action=read_action,
    random_game=lambda players, seed, _: random_game(players, seed),
    say_action=say_action, say_state=say_state,
)


def run(argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the command line; return the exit status."""
    return tablecli.run(CLI, argv, prog)


def main() -> None:
    """Entry point for `python -m game.clowder`, an alias of `python -m game clowder`."""
    sys.exit(run(prog="python -m game.clowder"))
