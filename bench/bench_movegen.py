"""Why the search has its own turn generator: Game.legal_turns() against MoveGen.moves().

    python bench/bench_movegen.py [--games 20] [--rules designer] [--variant LIST]
                                  [--board hex6] [--setup beginner] [--cats 9] [--seed 1]
                                  [--every] [--no-play]

Plays seeded random games to their end (Game.random_turn), then goes through every position
of them twice over, timing at each one:

  list   Game.legal_turns() (every turn, one per resulting position) against MoveGen.moves()
         (the same positions: tests/catherders/test_movegen_agrees.py proves it);
  play   the same, and each turn played and taken back, as the search does at every node:
         Game.push/pop (which checks each turn) against MoveGen.play/Game.pop.

Prints positions per second for each (every turn of that many positions listed in a second),
turns per second, and how many times faster MoveGen is. Times are this process's CPU time
(time.process_time), so another program busy on the machine changes them less. --every runs
every rule set with every set of variants (use fewer --games). Figures are measured, never
asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.catherders import RULE_SETS, SETUPS, Game, Rules, new_position  # noqa: E402
from game.catherders.board import DEFAULT_BOARD  # noqa: E402
from game.catherders.movegen import MoveGen  # noqa: E402
from game.catherders.setups import DEFAULT_CATS  # noqa: E402
from tests.support.helpers import EVERY_RULES  # noqa: E402


def random_games(rules: Rules, board: str, setup: str, cats: int, games: int, seed: int):
    """`games` random games to their end: [(start position, turns)]."""
    out = []
    for s in range(seed, seed + games):
        game = Game(new_position(board, setup, cats, s), rules)
        rng = random.Random(s)
        while not game.is_over():
            game.random_turn(rng)
        out.append((game.start, game.turns))
    return out


def engine(game: Game, gen: MoveGen, play: bool) -> int:
    turns = list(game.legal_turns())
    if play:
        for t in turns:
            game.push(t)
            game.pop()
    return len(turns)


def fast(game: Game, gen: MoveGen, play: bool) -> int:
    moves = gen.moves()
    if play:
        for m in moves:
            gen.play(m)
            game.pop()
    return len(moves)


def measure(rules: Rules, games, play: bool) -> dict:
    """Seconds and turns of each generator over every position of `games`, and the positions."""
    spent = {engine: 0.0, fast: 0.0}
    listed = {engine: 0, fast: 0}
    positions = 0
    for start, turns in games:
        game = Game(start, rules)
        gen = MoveGen(game)
        for turn in turns:
            for way in (engine, fast):
                t0 = time.process_time()
                listed[way] += way(game, gen, play)
                spent[way] += time.process_time() - t0
            assert listed[engine] == listed[fast], "the generators disagree: run the tests"
            positions += 1
            game.push(turn)
    return {"positions": positions, "turns": listed[fast],
            "engine": spent[engine], "fast": spent[fast]}


def report(label: str, r: dict) -> str:
    """One line: positions and turns per second of both, and the ratio."""
    n, t = r["positions"], r["turns"]
    return (f"{label:40} {n / r['engine']:>9,.0f} {n / r['fast']:>9,.0f} "
            f"{t / r['engine']:>10,.0f} {t / r['fast']:>10,.0f} {r['engine'] / r['fast']:>6.1f}x")


def main() -> None:
    """Entry point for `python bench/bench_movegen.py`."""
    p = argparse.ArgumentParser(prog="python bench/bench_movegen.py", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=20, help="random games (default 20)")
    p.add_argument("--rules", default="designer", choices=RULE_SETS)
    p.add_argument("--variant", default="", metavar="LIST", help="comma-separated variants")
    p.add_argument("--board", default=DEFAULT_BOARD)
    p.add_argument("--setup", default="beginner", choices=SETUPS)
    p.add_argument("--cats", type=int, default=DEFAULT_CATS)
    p.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    p.add_argument("--every", action="store_true", help="every rule set with every set of variants")
    p.add_argument("--no-play", action="store_true", help="time the listing only")
    args = p.parse_args()
    every = EVERY_RULES if args.every else [Rules.parse(args.rules, args.variant)]
    print(f"{args.board} {args.setup} {args.cats} cats, {args.games} random games each (seed {args.seed}+)")
    print(f"{'':40} {'positions per second':>19} {'turns per second':>21} {'MoveGen':>7}")
    print(f"{'rules, what is timed':40} {'engine':>9} {'MoveGen':>9} {'engine':>10} {'MoveGen':>10} "
          f"{'faster':>7}")
    for rules in every:
        games = random_games(rules, args.board, args.setup, args.cats, args.games, args.seed)
        for play in (False,) if args.no_play else (False, True):
            r = measure(rules, games, play)
            print(report(f"{str(rules):33} {'play' if play else 'list'}", r), flush=True)
        print(f"{'':40} ({r['positions']:,} positions, {r['turns'] / r['positions']:.0f} turns each)")


if __name__ == "__main__":
    main()
