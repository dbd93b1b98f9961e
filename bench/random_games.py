"""Every game's engine speed: random games played to their end, for each number of seats.

    python bench/random_games.py catherders [--games 200]
    python bench/random_games.py pageant [--games 200] [--seats 3,5,7]
    python bench/random_games.py clowder [--games 300] [--seats 2,3,4]
    python bench/random_games.py mansion [--games 200] [--seats 3,4,5] [--rules -]

Each game is set up from its seed and played to its end by random players drawing from the
seed too: Cat Herders by `Game.random_turn` (on the default board and rules); the pageant by
random picks, any of the nine cats (as `python -m game.pageant random` does); Clowder by
random legal actions and random allowed tokens; Cat's Mansion by game.mansion.playout's
`random` cats (any legal action) and `racing` cats (mostly heading for their next room;
neither races well: their games mostly run to the turn limit, the computer cats' games are
the arena's). `legal_actions()` is asked before each action. Prints, per player and number of
seats, games per second, actions (turns, votes) per game and per second, the games' lengths
(turns, rounds) and how they ended; for Clowder and Cat's Mansion, then, the cost of the
queries a computer player asks most on positions of those games; and the machine's load
before and after, since a busy machine slows every figure. Figures are measured, never
asserted; importing this module runs nothing. (Cat Herders' move generation, and its games
on several processes: bench/bench_engine.py.)
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catherders, clowder, mansion, pageant  # noqa: E402
from game.mansion.pieces import read_rules  # noqa: E402
from game.mansion.playout import racing_action  # noqa: E402
from game.mansion.playout import random_action as mansion_random  # noqa: E402
from game.mansion.reach import reach  # noqa: E402

# ---- one random game of each: (actions, length, how it ended) -----------------------------------


def catherders_game(_kind: str, _seats: int, seed: int, _rules) -> tuple[int, int, str]:
    """A random game on the default board and rules; its length in turns."""
    game = catherders.Game(catherders.new_position(seed=seed))
    rng = random.Random(seed)
    while game.outcome() is None:
        game.random_turn(rng)
    return len(game.stack), len(game.stack), game.outcome().reason.split(",")[0]


def pageant_game(_kind: str, seats: int, seed: int, _rules) -> tuple[int, int, str]:
    """A game voted to its end with random picks; its length in rounds."""
    rng = random.Random(f"pageant-random:{seed}")
    game = pageant.Game.new(seats, seed)
    while not game.is_over:
        game = game.vote(tuple(rng.randint(1, 9) for _ in range(seats)))
    return len(game.votes), len(game.rounds), "points"


def clowder_action(state, rng: random.Random):
    """A random legal action: in CHOOSE a reveal of random allowed tokens."""
    if state.phase == clowder.CHOOSE:
        return clowder.Reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(state.players)))
    return rng.choice(state.legal_actions())


def clowder_game(_kind: str, seats: int, seed: int, _rules) -> tuple[int, int, str]:
    """A game played to its end with random actions and tokens; its length in rounds."""
    rng = random.Random(f"clowder-random:{seed}")
    state, actions = clowder.State.new(seats, seed), 0
    while not state.is_over:
        state = state.play(clowder_action(state, rng))
        actions += 1
    return actions, state.round, state.end


MANSION_PLAYERS = {"random": mansion_random, "racing": racing_action}


def mansion_game(kind: str, seats: int, seed: int, rules) -> tuple[int, int, str]:
    """A game played to its end by `kind` cats; its length in turns."""
    choose = MANSION_PLAYERS[kind]
    rng = random.Random(f"mansion-bench:{seed}")
    state, actions = mansion.State.new(seats, seed, rules), 0
    while not state.is_over:
        state.legal_actions()
        state = state.play(choose(state, rng))
        actions += 1
    return actions, state.turn, state.end


# ---- the queries a computer player asks most ---------------------------------------------------


def per_call(fn, items, repeat: int = 3) -> float:
    """Microseconds a call of fn(item), the best of `repeat` passes."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, (time.perf_counter() - start) / len(items))
    return best * 1e6


def clowder_queries(count: int, _rules) -> str:
    """The queries' cost on positions in MOVE of 4-player random games."""
    found, seed = [], 0
    while len(found) < count:
        rng, state = random.Random(seed), clowder.State.new(4, seed)
        while not state.is_over and len(found) < count:
            if state.phase == clowder.MOVE:
                found.append(state)
            state = state.play(clowder_action(state, rng))
        seed += 1
    return (f"queries on {count} positions in MOVE of 4-player games (microseconds a call): "
            f"legal_actions {per_call(lambda s: s.legal_actions(), found):.1f}, "
            f"options(0) {per_call(lambda s: s.options(0), found):.1f}, "
            f"pending {per_call(lambda s: s.pending(), found):.1f}, "
            f"play(first legal) {per_call(lambda s: s.play(s.legal_actions()[0]), found):.1f} "
            f"(legal_actions included), "
            f"State.new {per_call(lambda n: clowder.State.new(4, n), range(500)):.1f}")


def mansion_queries(count: int, rules) -> str:
    """The queries' cost on positions in MOVE (no spat owed) of 5-cat racing games."""
    found, seed = [], 0
    while len(found) < count:
        rng, state = random.Random(seed), mansion.State.new(5, seed, rules)
        while not state.is_over and len(found) < count:
            if state.phase == "move" and not state.must_fight:
                found.append(state)
            state = state.play(racing_action(state, rng))
        seed += 1
    return (f"queries on {count} positions of 5-cat racing games (microseconds a call): "
            f"legal_actions {per_call(lambda s: s.legal_actions(), found):.1f}, "
            f"reach {per_call(reach, found):.1f}, "
            f"play(first legal action) {per_call(lambda s: s.play(s.legal_actions()[0]), found):.1f}")


# name -> (one game, its players, its seat counts, its games, its queries or None)
GAMES = {
    "catherders": (catherders_game, ("random",), "2", 200, None),
    "pageant": (pageant_game, ("random",), "3,5,7", 200, None),
    "clowder": (clowder_game, ("random",), "2,3,4", 300, clowder_queries),
    "mansion": (mansion_game, tuple(MANSION_PLAYERS), "3,4,5", 200, mansion_queries),
}


def machine_load() -> str:
    """The load averages over 1, 5 and 15 minutes."""
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def build_parser() -> argparse.ArgumentParser:
    """The arguments of `python bench/random_games.py GAME …`."""
    parser = argparse.ArgumentParser(prog="python bench/random_games.py",
                                     description=__doc__.splitlines()[0])
    games = parser.add_subparsers(dest="game", required=True, metavar="GAME", help=", ".join(GAMES))
    for name, (_, _, seats, count, queries) in GAMES.items():
        p = games.add_parser(name, help=f"{name}'s random games")
        p.add_argument("--games", type=int, default=count, help=f"games a line (default {count})")
        p.add_argument("--seats", default=seats, help=f"seat counts, comma-separated (default {seats})")
        if name == "mansion":
            p.add_argument("--rules", default="-", help="the variants: '-' or some of s, b, c")
        if queries is not None:
            p.add_argument("--positions", type=int, default=2000, help="positions the queries are timed on")
    return parser


def run(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns the exit status."""
    args = build_parser().parse_args(argv)
    play, players, _, _, queries = GAMES[args.game]
    rules = read_rules(getattr(args, "rules", "-"))
    print(f"{args.game}: {args.games} games a line; {machine_load()}\n")
    print("| seats | players | games/s | actions/game | actions/s | length: median, max | ends |")
    print("|---|---|---|---|---|---|---|")
    for seats in (int(s) for s in args.seats.split(",")):
        for kind in players:
            play(kind, seats, 10_000, rules)  # warm up
            actions, lengths, ends = 0, [], Counter()
            start = time.perf_counter()
            for seed in range(args.games):
                played, length, end = play(kind, seats, seed, rules)
                actions += played
                lengths.append(length)
                ends[end] += 1
            seconds = time.perf_counter() - start
            print(f"| {seats} | {kind} | {args.games / seconds:.1f} | {actions / args.games:.1f} | "
                  f"{actions / seconds:.0f} | {statistics.median(lengths):g}, {max(lengths)} | "
                  + ", ".join(f"{end} {n}" for end, n in ends.most_common()) + " |")
    if queries is not None:
        print("\n" + queries(args.positions, rules))
    print(f"\n{machine_load()}")
    return 0


if __name__ == "__main__":
    sys.exit(run())
