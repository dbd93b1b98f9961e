"""The command line: `python -m game pageant new|play|show|random`.

A RECORD is a game's record text (game.pageant.record) quoted as one argument, or `-` to read it
from stdin; a VOTE is one digit a seat in seat order, e.g. 76717 for five players. Each
command writes to stdout only; bad input exits with status 2 and one line on stderr that
quotes what was wrong.
"""

from __future__ import annotations

import argparse
import random
import sys

from .describe import describe
from .errors import IllegalVoteError, RecordError
from .game import MAX_SEED, Game
from .record import read_record, read_vote, write_record
from .round import MAX_PLAYERS, MIN_PLAYERS


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (status 2), as every other error."""

    def error(self, message: str):
        """Print `prog: message` on one line and exit with status 2."""
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser(prog: str = "python -m game pageant") -> argparse.ArgumentParser:
    """The argument parser of `python -m game pageant`, one sub-command a verb."""
    parser = _Parser(prog=prog,
                     description="The Great Cat Pageant (CATHERDERS): rules engine and tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                parser_class=_Parser)
    players = f"number of players, {MIN_PLAYERS} to {MAX_PLAYERS}"
    seed = f"seed of the deal, 0 to {MAX_SEED} (random if absent)"

    p = sub.add_parser("new", help="print a new game's record",
                       description="Deal a new game and print its record.")
    p.add_argument("--players", type=int, required=True, help=players)
    p.add_argument("--seed", type=int, default=None, help=seed)

    p = sub.add_parser("play", help="play votes on a record",
                       description="Play each VOTE in order on RECORD; print the new record, "
                                   "then the game's state in words.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("votes", nargs="+", metavar="VOTE", help="one digit a seat, e.g. 76717")
    p.add_argument("--show-goals", action="store_true", help="also print every seat's goals")

    p = sub.add_parser("show", help="print a record's game in words",
                       description="Print the game's state in words, with each finished "
                                   "round's ranking, scores and winner.")
    p.add_argument("record", metavar="RECORD", help="the record, quoted, or - for stdin")
    p.add_argument("--show-goals", action="store_true", help="also print every seat's goals")

    p = sub.add_parser("random", help="play a random game and print its record",
                       description="Deal a game and vote at random (every pick any of the nine "
                                   "cats) until someone has three victory points.")
    p.add_argument("--players", type=int, default=5, help=players + " (default 5)")
    p.add_argument("--seed", type=int, default=None, help=seed + "; it seeds the picks too")
    return parser


def _seed(args) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randint(0, MAX_SEED)


def _record(arg: str) -> Game:
    return read_record(sys.stdin.read() if arg == "-" else arg)


def play_votes(game: Game, votes: list[str]) -> Game:
    """The game after each vote's text in order; a vote that cannot be read or played raises
    the engine's error, its message quoting the vote and saying which one given it was."""
    for number, text in enumerate(votes, 1):
        try:
            game = game.vote(read_vote(text, game.players))
        except IllegalVoteError as e:
            raise IllegalVoteError(e.picks, f"vote {text!r} (number {number} given): {e.reason}") from None
    return game


def random_game(players: int, seed: int) -> Game:
    """A game dealt from `seed` and voted to its end with random picks, drawn from `seed` too.
    Every vote has a chance of choosing an unranked cat, so a round ends with probability 1."""
    rng = random.Random(f"pageant-random:{seed}")
    game = Game.new(players, seed)
    while not game.is_over:
        game = game.vote(tuple(rng.randint(1, 9) for _ in range(players)))
    return game


def run(argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the command line; return the exit status."""
    args = (build_parser(prog) if prog else build_parser()).parse_args(argv)
    out = sys.stdout
    try:
        if args.command == "new":
            out.write(write_record(Game.new(args.players, _seed(args))) + "\n")
        elif args.command == "play":
            game = play_votes(_record(args.record), args.votes)
            out.write(write_record(game) + "\n")
            out.write(describe(game, show_goals=args.show_goals))
        elif args.command == "show":
            out.write(describe(_record(args.record), show_goals=args.show_goals, finished=True))
        elif args.command == "random":
            out.write(write_record(random_game(args.players, _seed(args))) + "\n")
    except (RecordError, IllegalVoteError) as e:
        print(str(e).replace("\n", " "), file=sys.stderr)  # quotes are reprs: one line
        return 2
    return 0


def main() -> None:
    """Entry point for `python -m game.pageant`, an alias of `python -m game pageant`."""
    sys.exit(run(prog="python -m game.pageant"))

