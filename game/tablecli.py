"""The command line Clowder and Cat's Mansion share: `python -m game GAME new|play|show|random`.

A RECORD is a game's record text quoted as one argument, or `-` to read it from stdin; an
ACTION is an action's text in the game's notation. Each command writes to stdout only; bad
input exits with status 2 and one line on stderr that quotes what was wrong. A game gives its
names, its record's functions and its sentences as a `TableCli`; `run` does the rest.

    python -m game clowder new --players 4 --seed 7     the new game's record
    python -m game mansion play RECORD ACTION...        the new record, then the state in words
    python -m game clowder show RECORD [--log]          the state in words (--log: every action)
    python -m game mansion random --cats 4 --seed 3     a random legal game's record
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass

from game.errors import IllegalActionError, RecordError


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (status 2), as every other error."""

    def error(self, message: str):
        """Print `prog: message` on one line and exit with status 2."""
        self.exit(2, f"{self.prog}: {message}\n")


@dataclass(frozen=True)
class TableCli:
    """What the shared command line needs of one table game."""

    name: str  # its package under game/
    title: str
    seats_word: str  # "players" or "cats": the option --players / --cats
    seat_range: tuple[int, int]
    default_seats: int
    max_seed: int
    seed_help: str
    action_example: str  # "a-O7 or t213"
    random_help: str
    rules_help: str | None  # the --rules option's help, None for a game without variants
    read_rules: Callable | None  # its text -> the rules value
    new: Callable  # (seats, seed, rules) -> State; refuses a bad set-up
    write_record: Callable  # (seats, rules, seed, actions) -> str
    read_record: Callable  # text -> (seats, rules, seed, actions, state)
    read_action: Callable  # (text, seats) -> action
    random_game: Callable  # (seats, seed, rules) -> (actions, state)
    say_action: Callable  # (before, action, after) -> str
    say_state: Callable  # state -> str


def build_parser(game: TableCli, prog: str) -> argparse.ArgumentParser:
    """The argument parser, one sub-command a verb."""
    parser = Parser(prog=prog, description=f"{game.title}: rules engine and tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=Parser)
    low, high = game.seat_range
    seats = f"number of {game.seats_word}, {low} to {high}"
    seed = f"{game.seed_help}, 0 to {game.max_seed} (random if absent)"

    p = sub.add_parser("new", help="print a new game's record",
                       description="Set up a new game and print its record.")
    p.add_argument(f"--{game.seats_word}", dest="seats", type=int, required=True, help=seats)
    p.add_argument("--seed", type=int, default=None, help=seed)
    if game.rules_help:
        p.add_argument("--rules", default="-", help=game.rules_help + " (default -)")

    p = sub.add_parser("play", help="play actions on a record",
                       description="Play each ACTION in order on RECORD; print the new record, "
                                   "then what each action did and the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("actions", nargs="+", metavar="ACTION",
                   help=f"an action's text, e.g. {game.action_example}")

    p = sub.add_parser("show", help="print a record's game in words",
                       description="Print the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("--log", action="store_true", help="first say every action of the game")

    p = sub.add_parser("random", help="play a random game and print its record",
                       description=game.random_help)
    p.add_argument(f"--{game.seats_word}", dest="seats", type=int, default=game.default_seats,
                   help=f"{seats} (default {game.default_seats})")
    p.add_argument("--seed", type=int, default=None, help=seed + "; it seeds the choices too")
    if game.rules_help:
        p.add_argument("--rules", default="-", help=game.rules_help + " (default -)")
    return parser


def play_texts(game: TableCli, record, texts: list[str]) -> tuple[tuple, list]:
    """The record's actions followed by each text's action, and the states from the record's
    on; an action that cannot be read or played raises the engine's error, its message
    quoting the action and saying which one given it was."""
    seats, _, _, actions, state = record
    actions, states = list(actions), [state]
    for number, text in enumerate(texts, 1):
        action = game.read_action(text, seats)
        try:
            states.append(states[-1].play(action))
        except IllegalActionError as e:
            raise IllegalActionError(action, f"action number {number} given: {e.reason}") from None
        actions.append(action)
    return tuple(actions), states


def run(game: TableCli, argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the command line for `game`; return the exit status."""
    args = build_parser(game, prog or f"python -m game {game.name}").parse_args(argv)
    out = sys.stdout

    def seed() -> int:
        return args.seed if args.seed is not None else random.SystemRandom().randint(0, game.max_seed)

    def rules():
        return game.read_rules(args.rules) if game.rules_help else None

    def record():
        return game.read_record(sys.stdin.read() if args.record == "-" else args.record)

    try:
        if args.command == "new":
            chosen, variants = seed(), rules()
            game.new(args.seats, chosen, variants)  # refuses a bad set-up
            out.write(game.write_record(args.seats, variants, chosen, ()) + "\n")
        elif args.command == "play":
            read = record()
            actions, states = play_texts(game, read, args.actions)
            out.write(game.write_record(read[0], read[1], read[2], actions) + "\n")
            given = actions[len(read[3]):]
            for before, action, after in zip(states[:-1], given, states[1:], strict=True):
                out.write(game.say_action(before, action, after) + "\n")
            out.write(game.say_state(states[-1]) + "\n")
        elif args.command == "show":
            seats, variants, chosen, actions, final = record()
            if args.log:
                state = game.new(seats, chosen, variants)
                for action in actions:
                    after = state.play(action)
                    out.write(game.say_action(state, action, after) + "\n")
                    state = after
            out.write(game.say_state(final) + "\n")
        elif args.command == "random":
            chosen, variants = seed(), rules()
            game.new(args.seats, chosen, variants)
            actions, _ = game.random_game(args.seats, chosen, variants)
            out.write(game.write_record(args.seats, variants, chosen, actions) + "\n")
    except (RecordError, IllegalActionError) as e:
        print(str(e).replace("\n", " "), file=sys.stderr)  # quotes are reprs: one line
        return 2
    return 0
