"""The command line: `python -m game catherders new|turns|play|replay|random|ai`.

A POSITION is the seven-field text, quoted as one argument, or given as
seven separate words. A TURN is one argument ('b2-d4 e5>f6' in quotes).
Bad input exits with status 2 and one line on stderr; nothing is written
anywhere but stdout and stderr. The `ai` command asks the computer opponent
(game/catherders/bots.py and the search beside it), imported by that command
alone: the engine itself never depends on it.
"""

from __future__ import annotations

import argparse
import random
import sys

from .board import DEFAULT_BOARD, DEFAULT_SQUARE, board_names
from .errors import IllegalTurnError, NotationError
from .record import read_record, write_record
from .rules import RULE_SETS, VARIANTS, Rules
from .setups import DEFAULT_CATS, SETUPS, new_position
from .state import Game


def _add_rules_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", default="designer", choices=RULE_SETS,
                   help="rule set (default designer)")
    p.add_argument("--variant", default="", metavar="LIST",
                   help=f"comma-separated variants: {', '.join(VARIANTS)}")


def _add_setup_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--board", default=DEFAULT_BOARD, metavar="NAME", type=_board_name,
                   help=f"board: {', '.join(board_names())}; 'sq' means {DEFAULT_SQUARE} "
                        f"(default {DEFAULT_BOARD})")
    p.add_argument("--setup", default="beginner", choices=SETUPS, help="herders on the Wall")
    p.add_argument("--cats", type=int, default=DEFAULT_CATS, help="odd number of cats, 3 to 25")
    p.add_argument("--seed", type=int, default=None, help="seed for the cats' cells (random if absent)")


def _board_name(name: str) -> str:
    """A board option: 'sq' asks for the default square board, 'hex' for the default hex one."""
    return {"sq": DEFAULT_SQUARE, "hex": DEFAULT_BOARD}.get(name, name)


def build_parser(prog: str = "python -m game catherders") -> argparse.ArgumentParser:
    """The argument parser of `python -m game catherders`, one sub-command a verb."""
    parser = argparse.ArgumentParser(
        prog=prog, description="Cat Herders: rules engine and tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("new", help="print a starting position",
                       description="Print a starting position, blue to move.")
    _add_setup_options(p)

    p = sub.add_parser("turns", help="list the legal turns of a position",
                       description="Print every legal turn, one a line; turns with the same "
                                   "result are listed once. Nothing when the game is over.")
    p.add_argument("position", nargs="+", metavar="POSITION")
    _add_rules_options(p)

    p = sub.add_parser("play", help="apply turns to a position",
                       description="Apply the turns in order and print the resulting position.")
    p.add_argument("words", nargs="+", metavar="POSITION TURN",
                   help="the position (quoted, or seven words), then each turn quoted")
    _add_rules_options(p)

    p = sub.add_parser("replay", help="replay a game record",
                       description="Read a game record (FILE, or - for stdin) and print the "
                                   "final position and the result.")
    p.add_argument("file", metavar="FILE")

    p = sub.add_parser(
        "ai", help="print the computer opponent's turn for a position",
        description="Print the turn the computer opponent chooses for the side to move. "
                    "Without --seconds and --nodes the level's own budgets apply (a time "
                    "and a node budget, whichever is spent first); --nodes alone searches "
                    "that many nodes with no clock, so with --seed the turn is reproducible.")
    p.add_argument("position", nargs="+", metavar="POSITION")
    p.add_argument("--level", default="hard", help="strength, from easy to max (default hard)")
    p.add_argument("--seconds", type=float, default=None, metavar="S",
                   help="think at most S seconds (default: the level's time budget)")
    p.add_argument("--nodes", type=int, default=None, metavar="N",
                   help="search at most N nodes (default: the level's node budget)")
    p.add_argument("--seed", type=int, default=None, help="seed of its random choices")
    _add_rules_options(p)

    p = sub.add_parser("random", help="play a random game and print its record",
                       description="Play random legal turns to the end and print the record.")
    _add_setup_options(p)
    _add_rules_options(p)
    return parser


def _split_position(words: list[str]) -> tuple[str, list[str]]:
    if " " in words[0].strip():
        return words[0], words[1:]
    if len(words) < 7:
        raise NotationError(
            f"position {' '.join(words)!r}: expected 7 fields (quote the position as one argument)")
    return " ".join(words[:7]), words[7:]


def _rules(args) -> Rules:
    return Rules.parse(args.rules, args.variant)


def _seed(args) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)


def _computer_turn(args):
    """The `ai` command: the computer opponent's turn for the position in `args`."""
    from game.catherders.bots import BUDGETS, LEVELS, choose  # here only: the engine does not need it

    text, extra = _split_position(args.position)
    if extra:
        raise NotationError(f"ai takes a position only, not {' '.join(extra)!r}")
    if args.level not in LEVELS:
        raise NotationError(f"unknown level {args.level!r}: expected one of {', '.join(LEVELS)}")
    game = Game(text, _rules(args))
    if game.is_over():
        raise NotationError(f"position {text!r}: the game is over ({game.outcome()})")
    seconds, nodes = args.seconds, args.nodes
    if seconds is None and nodes is None:
        seconds = BUDGETS[args.level][0]
    elif nodes is None:
        nodes = 1 << 60  # --seconds alone: think for that long
    for value, name in ((seconds, "--seconds"), (nodes, "--nodes")):
        if value is not None and value <= 0:
            raise NotationError(f"{name} {value}: expected a number above 0")
    return choose(game, game.to_move, args.level, random.Random(_seed(args)), seconds, nodes)


def run(argv: list[str] | None = None, prog: str | None = None) -> int:
    """Run the command line; return the exit status."""
    args = (build_parser(prog) if prog else build_parser()).parse_args(argv)
    out = sys.stdout
    try:
        if args.command == "new":
            out.write(f"{new_position(args.board, args.setup, args.cats, _seed(args))}\n")
        elif args.command == "turns":
            text, extra = _split_position(args.position)
            if extra:
                raise NotationError(f"turns takes a position only, not {' '.join(extra)!r}")
            game = Game(text, _rules(args))
            out.writelines(f"{t}\n" for t in game.legal_turns())
        elif args.command == "play":
            text, turns = _split_position(args.words)
            game = Game(text, _rules(args))
            for turn in turns:
                game.push(turn)
            out.write(game.fen() + "\n")
        elif args.command == "replay":
            if args.file == "-":
                text = sys.stdin.read()
            else:
                with open(args.file, encoding="utf-8") as f:
                    text = f.read()
            game = read_record(text).replay()
            outcome = game.outcome()
            out.write(game.fen() + "\n")
            out.write((str(outcome) if outcome else "* (game in progress)") + "\n")
        elif args.command == "ai":
            out.write(f"{_computer_turn(args)}\n")
        elif args.command == "random":
            seed = _seed(args)
            game = Game(new_position(args.board, args.setup, args.cats, seed), _rules(args))
            rng = random.Random(seed)
            while not game.is_over():
                game.random_turn(rng)
            tags = {"Board": args.board, "Setup": args.setup, "Cats": str(args.cats), "Seed": str(seed)}
            out.write(write_record(game, tags))
    except (NotationError, IllegalTurnError) as e:
        print(e, file=sys.stderr)
        return 2
    except OSError as e:
        print(f"cannot read {args.file!r}: {e.strerror}", file=sys.stderr)
        return 2
    return 0


def main() -> None:
    """Entry point for `python -m game.catherders`, an alias of `python -m game catherders`."""
    sys.exit(run(prog="python -m game.catherders"))
