"""Cat's Mansion's command line: `python -m game mansion new|play|show|random` (game.tablecli).

A RECORD is a game's record text (game.mansion.record) quoted as one argument, or `-` to read it
from stdin; an ACTION is an action's text (game.mansion.actions: g4, r, e, a-2, t-g4, s, b-p-3,
p-g4-o, p-x, c-home). Each command writes to stdout only; bad input exits with status 2 and
one line on stderr that quotes what was wrong.

    python -m game mansion new --cats 5 --seed 7 --rules sb   the new game's record
    python -m game mansion play RECORD ACTION...              the new record, then the state in words
    python -m game mansion show RECORD [--log]                the state in words (--log: every action)
    python -m game mansion random --cats 4 --seed 3           a random game's record (to its end)
"""

from __future__ import annotations

import sys

from game import tablecli

from .actions import read_action
from .describe import say_action, say_state
from .pieces import MAX_CATS, MAX_SEED, MIN_CATS, read_rules
from .playout import random_game
from .record import read_record, write_record
from .state import State


def _read(text: str) -> tuple:
    record = read_record(text)
    return record.cats, record.rules, record.seed, record.actions, record.state


CLI = tablecli.TableCli(
    name="mansion", title="Cat's Mansion", seats_word="cats", seat_range=(MIN_CATS, MAX_CATS),
    default_seats=5, max_seed=MAX_SEED, seed_help="seed of every draw", action_example="g4 or a-2",
    random_help="Set up a game and play random legal actions, mostly heading for the next room, "
                "until it ends.",
    rules_help="variants: '-' (none) or some of s (shorter), b (both ways), c (close), in that order",
    read_rules=read_rules, new=State.new, write_record=write_record, read_record=_read,
    read_action=lambda text, _: read_action(text), random_game=random_game,
    say_action=say_action, say_state=say_state,
)


def run(argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the command line; return the exit status."""
    return tablecli.run(CLI, argv, prog)


def main() -> None:
    """Entry point for `python -m game.mansion`, an alias of `python -m game mansion`."""
    sys.exit(run(prog="python -m game.mansion"))
