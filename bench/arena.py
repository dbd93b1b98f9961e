"""The arena, for every game: its computer players play seeded games; who won, and how surely.

    python bench/arena.py catherders --games 40 --a hard --b greedy [--workers 2]
    python bench/arena.py pageant --games 200 --players 5 [--workers 2] [--seed 1]
    python bench/arena.py clowder --games 240 [--workers 2] [--seed 1]
    python bench/arena.py mansion --games 240 [--workers 2] [--seed 1] [--rules -]
    python bench/arena.py sides clowder --games 200 --a hard --b yardstick --times 1 [--players 4]

Each game's arena is game/<game>/arena.py (how its games are seated and played, its tally
and its table; the statistics, the 95% Wilson interval and the Elo difference, are
game/arena.py's, once for all). This is the command line over them: games run in parallel
processes with --workers. Cat Herders plays two players, A and B (a level, `random` or
`greedy`), and reports the Elo difference of A over B; the table games seat every level
and report each level's win rate. `sides` matches two sides of a table game (game/sides.py):
a level against the yardstick (game/yardstick.py), given `--times` the level's mean time a
decision (measured first, on `--calibrate` games of the level alone) or `--b-ms`, or two
levels. A side match tells its tally on stderr as it goes, and `--first` numbers its games
from there, so that a long match can be split into runs that add up to the same games.
Importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import sides  # noqa: E402
from game.catherders import RULE_SETS, SETUPS, VARIANTS, NotationError, Rules, new_position  # noqa: E402
from game.catherders import arena as catherders  # noqa: E402
from game.catherders.board import DEFAULT_BOARD, board_names  # noqa: E402
from game.catherders.bots import PLAYERS  # noqa: E402
from game.catherders.setups import DEFAULT_CATS  # noqa: E402
from game.clowder import arena as clowder  # noqa: E402
from game.mansion import arena as mansion  # noqa: E402
from game.mansion.pieces import read_rules, rules_text  # noqa: E402
from game.pageant import arena as pageant  # noqa: E402


def _played(play, columns: list[list], workers: int, chunksize: int = 1) -> list:
    """play(*row) for each row of `columns`, on `workers` processes (one: in this one)."""
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(play, *columns, chunksize=chunksize))
    return list(map(play, *columns))


# ---- Cat Herders: two players, the Elo difference -------------------------------------------


def _catherders_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    p.add_argument("--a", default="hard", choices=PLAYERS, help="player A (default hard)")
    p.add_argument("--b", default="greedy", choices=PLAYERS, help="player B (default greedy)")
    p.add_argument("--seconds", type=float, default=None,
                   help="seconds per turn for the levels, instead of their own budgets")
    p.add_argument("--nodes", type=int, default=None,
                   help="node budget per turn for the levels, and no clock (reproducible)")
    p.add_argument("--seed", type=int, default=1, help="first setup seed (default 1)")
    p.add_argument("--rules", default="designer", choices=RULE_SETS, help="rule set")
    p.add_argument("--variant", default="", metavar="LIST",
                   help=f"comma-separated variants: {', '.join(VARIANTS)}")
    p.add_argument("--board", default=DEFAULT_BOARD, metavar="NAME",
                   help=f"board: {', '.join(board_names())} (default {DEFAULT_BOARD})")
    p.add_argument("--cats", type=int, default=DEFAULT_CATS, help="odd number of cats, 3 to 25")
    p.add_argument("--setup", default="beginner", choices=SETUPS, help="herders on the Wall")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="games played at once (default: every core)")
    p.add_argument("--verbose", action="store_true", help="print each game as it ends")


def _catherders(args) -> int:
    try:
        rules = Rules.parse(args.rules, args.variant)
        new_position(args.board, args.setup, args.cats, args.seed)  # checks the options
        if args.games < 1 or args.workers < 1:
            raise NotationError("--games and --workers must be 1 or more")
    except NotationError as e:
        print(e, file=sys.stderr)
        return 2
    specs = [catherders.GameSpec(i, args.a, args.b, args.seed + i // 2, rules, args.board, args.setup,
                                 args.cats, args.seconds, args.nodes) for i in range(args.games)]
    t0 = time.perf_counter()
    if args.workers == 1:
        results = _collect(map(catherders.play_game, specs), args, specs)
    else:
        with ProcessPoolExecutor(args.workers) as pool:
            results = _collect(pool.map(catherders.play_game, specs), args, specs)
    print(catherders.summary(args.a, args.b, results))
    print(f"({args.workers} workers, {time.perf_counter() - t0:.0f} s; rules {rules}, "
          f"{args.board} {args.setup} {args.cats} cats, seeds {args.seed}..{specs[-1].seed})")
    return 0


def _collect(stream, args, specs) -> list:
    results = []
    for r in stream:
        results.append(r)
        if args.verbose:
            spec = specs[r.index]
            colour = "blue" if r.index % 2 == 0 else "red"
            print(f"game {r.index + 1} (seed {spec.seed}, {args.a} {colour}): "
                  f"{r.score:g} after {r.turns} turns, {r.reason}", flush=True)
    return results


# ---- the table games: every level seated, each level's win rate ------------------------------


def _table_options(p: argparse.ArgumentParser, games: int) -> None:
    p.add_argument("--games", type=int, default=games, help=f"number of games (default {games})")
    p.add_argument("--seed", type=int, default=1, help="game i is dealt from seed + i")
    p.add_argument("--workers", type=int, default=1, help="processes playing side by side")


def _pageant_options(p: argparse.ArgumentParser) -> None:
    _table_options(p, 200)
    p.add_argument("--players", type=int, default=pageant.PLAYERS, help="players (default 5)")


def _pageant(args) -> int:
    n = args.games
    results = _played(pageant.play_game, [range(n), [args.players] * n, [args.seed] * n], args.workers, 4)
    print(pageant.summary(results, args.players))
    return 0


def _clowder(args) -> int:
    n = args.games
    results = _played(clowder.play_game, [range(n), [args.seed] * n], args.workers, 4)
    print(clowder.summary(results))
    return 0


def _mansion_options(p: argparse.ArgumentParser) -> None:
    _table_options(p, 240)
    p.add_argument("--rules", default="-", help="the variants: '-' or some of s, b, c (as records)")


def _mansion(args) -> int:
    rules = read_rules(args.rules)
    n = args.games
    results = _played(mansion.play_game, [range(n), [args.seed] * n, [None] * n, [rules] * n],
                      args.workers, 2)
    print(f"rules {rules_text(rules)}")
    print(mansion.summary(results))
    return 0


# ---- side matches: a level against the yardstick, or two levels ------------------------------


def _sides_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("name", choices=("pageant", "clowder", "mansion"), help="the table game")
    _table_options(p, 200)
    p.add_argument("--players", type=int, default=4, help="seats: two of each side, and a filler "
                                                          "seat when odd (default 4)")
    p.add_argument("--filler", default="medium", help="the level of an odd seat (default medium)")
    p.add_argument("--a", default="hard", help="side A's level (default hard)")
    p.add_argument("--b", default=sides.YARDSTICK, help="side B: a level or yardstick (the default)")
    p.add_argument("--times", type=float, default=1.0,
                   help="the yardstick's time a decision, in A's mean time a decision (default 1)")
    p.add_argument("--b-ms", type=float, default=None, help="the yardstick's ms a decision, instead")
    p.add_argument("--playouts", type=int, default=None, help="the yardstick's play-outs a decision, instead")
    p.add_argument("--calibrate", type=int, default=6, help="games of A alone that measure its time")
    p.add_argument("--first", type=int, default=0,
                   help="the first game's number: a match split into runs adds up to the whole")


PROGRESS_EVERY = 20  # a side match tells its tally on stderr after every this many games


def _sides(args) -> int:
    a = sides.Side(args.a)
    if args.b != sides.YARDSTICK:
        b = sides.Side(args.b)
    elif args.playouts:
        b = sides.Side(sides.YARDSTICK, playouts=args.playouts)
    elif args.b_ms is not None:
        b = sides.Side(sides.YARDSTICK, seconds=args.b_ms / 1000)
    else:
        n = args.calibrate
        alone = _played(sides.play_side_game, [[args.name] * n, range(n), [args.players] * n,
                                               [args.seed + 500_000] * n, [a] * n, [a] * n,
                                               [args.a] * n], args.workers)
        spent = sides.mean_seconds(alone, "a") + sides.mean_seconds(alone, "b")
        b = sides.Side(sides.YARDSTICK, seconds=args.times * spent / 2)
        print(f"{args.a}: {spent / 2 * 1000:.2f} ms a decision over {n} games alone; "
              f"the yardstick gets {args.times:g}x that")
    results = []
    for start in range(args.first, args.first + args.games, PROGRESS_EVERY):
        indices = range(start, min(start + PROGRESS_EVERY, args.first + args.games))
        n = len(indices)
        results += _played(sides.play_side_game, [[args.name] * n, indices, [args.players] * n,
                                                  [args.seed] * n, [a] * n, [b] * n, [args.filler] * n],
                           args.workers, 2)
        won = [r.won_by for r in results]
        print(f"games {args.first} to {indices[-1]}: A {won.count('a')}, B {won.count('b')}",
              file=sys.stderr, flush=True)
    print(sides.summary(results, a, b))
    return 0


GAMES = {  # name -> (its options, its run)
    "catherders": (_catherders_options, _catherders),
    "pageant": (_pageant_options, _pageant),
    "clowder": (lambda p: _table_options(p, 240), _clowder),
    "mansion": (_mansion_options, _mansion),
    "sides": (_sides_options, _sides),
}


def build_parser() -> argparse.ArgumentParser:
    """The arguments of `python bench/arena.py GAME …`."""
    parser = argparse.ArgumentParser(prog="python bench/arena.py", description=__doc__.splitlines()[0])
    games = parser.add_subparsers(dest="game", required=True, metavar="GAME",
                                  help=", ".join(GAMES))
    for name, (options, _) in GAMES.items():
        options(games.add_parser(name, help=f"the {name} arena" if name != "sides"
                                 else "a side match of a table game"))
    return parser


def run(argv: list[str] | None = None) -> int:
    """Run the arena; return the exit status."""
    args = build_parser().parse_args(argv)
    start = time.perf_counter()
    status = GAMES[args.game][1](args)
    if args.game != "catherders" and status == 0:
        print(f"\n{time.perf_counter() - start:.0f} s with {args.workers} worker(s)")
    return status


if __name__ == "__main__":
    sys.exit(run())
