"""The command line: `python -m game.mansion new|play|show|random`.

A RECORD is a game's record text (game.mansion.record) quoted as one argument, or `-` to read it
from stdin; an ACTION is an action's text (game.mansion.actions: g4, r, e, a-2, t-g4, s, b-p-3,
p-g4-o, p-x, c-home). Each command writes to stdout only; bad input exits with status 2 and
one line on stderr that quotes what was wrong.

    python -m game.mansion new --cats 5 --seed 7 --rules sb   the new game's record
    python -m game.mansion play RECORD ACTION...              the new record, then the state in words
    python -m game.mansion show RECORD [--log]                the state in words (--log: every action)
    python -m game.mansion random --cats 4 --seed 3           a random game's record (to its end)
"""

from __future__ import annotations

import argparse
import random
import sys

from .actions import read_action
from .describe import say_action, say_state
from .errors import IllegalActionError, RecordError
from .pieces import MAX_CATS, MAX_SEED, MIN_CATS, read_rules
from .playout import random_game
from .record import Record, read_record, write_record
from .state import State


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (status 2), as every other error."""

    def error(self, message: str):
        """Print `prog: message` on one line and exit with status 2."""
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m game.mansion`, one sub-command a verb."""
    parser = _Parser(prog="python -m game.mansion", description="Cat's Mansion: rules engine and tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    cats = f"number of cats, {MIN_CATS} to {MAX_CATS}"
    seed = f"seed of every draw, 0 to {MAX_SEED} (random if absent)"
    rules = "variants: '-' (none) or some of s (shorter), b (both ways), c (close), in that order"

    p = sub.add_parser("new", help="print a new game's record",
                       description="Set up a new game and print its record.")
    p.add_argument("--cats", type=int, required=True, help=cats)
    p.add_argument("--seed", type=int, default=None, help=seed)
    p.add_argument("--rules", default="-", help=rules + " (default -)")

    p = sub.add_parser("play", help="play actions on a record",
                       description="Play each ACTION in order on RECORD; print the new record, "
                                   "then what each action did and the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("actions", nargs="+", metavar="ACTION", help="an action's text, e.g. g4 or a-2")

    p = sub.add_parser("show", help="print a record's game in words",
                       description="Print the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("--log", action="store_true", help="first say every action of the game")

    p = sub.add_parser("random", help="play a random game and print its record",
                       description="Set up a game and play random legal actions, mostly heading "
                                   "for the next room, until it ends.")
    p.add_argument("--cats", type=int, default=5, help=cats + " (default 5)")
    p.add_argument("--seed", type=int, default=None, help=seed + "; it seeds the choices too")
    p.add_argument("--rules", default="-", help=rules + " (default -)")
    return parser


def _seed(args) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randint(0, MAX_SEED)


def _record(arg: str) -> Record:
    return read_record(sys.stdin.read() if arg == "-" else arg)


def play_texts(record: Record, texts: list[str]) -> tuple[tuple, list[State]]:
    """The record's actions followed by each text's action, and the states from the record's
    on; an action that cannot be read or played raises the engine's error, its message
    quoting the action and saying which one given it was."""
    actions, states = list(record.actions), [record.state]
    for number, text in enumerate(texts, 1):
        action = read_action(text)
        try:
            states.append(states[-1].play(action))
        except IllegalActionError as e:
            raise IllegalActionError(action, f"action number {number} given: {e.reason}") from None
        actions.append(action)
    return tuple(actions), states


def run(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    out = sys.stdout
    try:
        if args.command == "new":
            seed, rules = _seed(args), read_rules(args.rules)
            State.new(args.cats, seed, rules)  # refuses a bad number of cats or seed
            out.write(write_record(args.cats, rules, seed, ()) + "\n")
        elif args.command == "play":
            record = _record(args.record)
            actions, states = play_texts(record, args.actions)
            out.write(write_record(record.cats, record.rules, record.seed, actions) + "\n")
            given = actions[len(record.actions):]
            for before, action, after in zip(states[:-1], given, states[1:], strict=True):
                out.write(say_action(before, action, after) + "\n")
            out.write(say_state(states[-1]) + "\n")
        elif args.command == "show":
            record = _record(args.record)
            if args.log:
                state = State.new(record.cats, record.seed, record.rules)
                for action in record.actions:
                    after = state.play(action)
                    out.write(say_action(state, action, after) + "\n")
                    state = after
            out.write(say_state(record.state) + "\n")
        elif args.command == "random":
            seed, rules = _seed(args), read_rules(args.rules)
            State.new(args.cats, seed, rules)
            actions, _ = random_game(args.cats, seed, rules)
            out.write(write_record(args.cats, rules, seed, actions) + "\n")
    except (RecordError, IllegalActionError) as e:
        print(str(e).replace("\n", " "), file=sys.stderr)  # quotes are reprs: one line
        return 2
    return 0


def main() -> None:
    """Entry point for `python -m game.mansion`."""
    sys.exit(run())
