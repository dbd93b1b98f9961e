"""The command line: `python -m game.clowder new|play|show|random`.

A RECORD is a game's record text (game.clowder.record) quoted as one argument, or `-` to read it
from stdin; an ACTION is an action's text (game.clowder.actions: O7, t213, a-O7, n-I3, g, f-O4-r,
k-r, e). Each command writes to stdout only; bad input exits with status 2 and one line on
stderr that quotes what was wrong.

    python -m game.clowder new --players 4 --seed 7         the new game's record
    python -m game.clowder play RECORD ACTION...            the new record, then the state in words
    python -m game.clowder show RECORD [--log]              the state in words (--log: every action)
    python -m game.clowder random --players 3 --seed 3      a random legal game's record
"""

from __future__ import annotations

import argparse
import random
import sys

from .actions import Reveal, read_action
from .describe import say_action, say_state
from .errors import IllegalActionError, RecordError
from .phases import CHOOSE
from .pieces import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from .record import Record, read_record, write_record
from .state import State


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (status 2), as every other error."""

    def error(self, message: str):
        """Print `prog: message` on one line and exit with status 2."""
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m game.clowder`, one sub-command a verb."""
    parser = _Parser(prog="python -m game.clowder", description="Clowder: rules engine and tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    players = f"number of players, {MIN_PLAYERS} to {MAX_PLAYERS}"
    seed = f"seed of the set-up and the bag, 0 to {MAX_SEED} (random if absent)"

    p = sub.add_parser("new", help="print a new game's record",
                       description="Set up a new game and print its record.")
    p.add_argument("--players", type=int, required=True, help=players)
    p.add_argument("--seed", type=int, default=None, help=seed)

    p = sub.add_parser("play", help="play actions on a record",
                       description="Play each ACTION in order on RECORD; print the new record, "
                                   "then what each action did and the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("actions", nargs="+", metavar="ACTION", help="an action's text, e.g. a-O7 or t213")

    p = sub.add_parser("show", help="print a record's game in words",
                       description="Print the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("--log", action="store_true", help="first say every action of the game")

    p = sub.add_parser("random", help="play a random game and print its record",
                       description="Set up a game and play random legal actions (random allowed "
                                   "tokens) until it ends.")
    p.add_argument("--players", type=int, default=4, help=players + " (default 4)")
    p.add_argument("--seed", type=int, default=None, help=seed + "; it seeds the choices too")
    return parser


def _seed(args) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randint(0, MAX_SEED)


def _record(arg: str) -> Record:
    return read_record(sys.stdin.read() if arg == "-" else arg)


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


def play_texts(record: Record, texts: list[str]) -> tuple[tuple, list[State]]:
    """The record's actions followed by each text's action, and the states from the record's
    on; an action that cannot be read or played raises the engine's error, its message
    quoting the action and saying which one given it was."""
    actions, states = list(record.actions), [record.state]
    for number, text in enumerate(texts, 1):
        action = read_action(text, record.players)
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
            seed = _seed(args)
            State.new(args.players, seed)  # refuses a bad number of players or seed
            out.write(write_record(args.players, seed, ()) + "\n")
        elif args.command == "play":
            record = _record(args.record)
            actions, states = play_texts(record, args.actions)
            out.write(write_record(record.players, record.seed, actions) + "\n")
            given = actions[len(record.actions):]
            for before, action, after in zip(states[:-1], given, states[1:], strict=True):
                out.write(say_action(before, action, after) + "\n")
            out.write(say_state(states[-1]) + "\n")
        elif args.command == "show":
            record = _record(args.record)
            if args.log:
                state = State.new(record.players, record.seed)
                for action in record.actions:
                    after = state.play(action)
                    out.write(say_action(state, action, after) + "\n")
                    state = after
            out.write(say_state(record.state) + "\n")
        elif args.command == "random":
            seed = _seed(args)
            actions, _ = random_game(args.players, seed)
            out.write(write_record(args.players, seed, actions) + "\n")
    except (RecordError, IllegalActionError) as e:
        print(str(e).replace("\n", " "), file=sys.stderr)  # quotes are reprs: one line
        return 2
    return 0


def main() -> None:
    """Entry point for `python -m game.clowder`."""
    sys.exit(run())
