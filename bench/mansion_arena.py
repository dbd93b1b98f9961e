"""The Cat's Mansion arena: computer cats of every level race each other in seeded 5-cat games.

    python bench/mansion_arena.py --games 240 [--workers 2] [--seed 1] [--rules -]

Game i is State.new(5, seed + i, rules). Its five seats are easy, medium, hard and two more
levels (LEVELS[i % 3] and LEVELS[(i + 1) % 3]), that line-up turned by (i // 3) % 5 seats,
so in every 15 games each level sits in each seat 5 times (no level profits from a cat's
cushion, its home rooms or the seat order). Each seat chooses with its own random generator,
seeded from the game and the seat, and sees only `seen_by(state)` (the seed hidden), so the
run is reproducible. Per level the table gives the seat-games played, the games won and the
win rate per seat-game with its 95% Wilson interval (a fair share is 20%); then how games
ended, the turns a game and a cat, the wins of each cat (is a cushion favoured?), and the
map's figures: the distance from each cushion to
every room (board.room_distance). Importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.mansion import board  # noqa: E402
from game.mansion.bots import LEVELS, choose_action  # noqa: E402
from game.mansion.phases import OVER  # noqa: E402
from game.mansion.pieces import Rules, read_rules, rules_text  # noqa: E402
from game.mansion.seen import seen_by  # noqa: E402
from game.mansion.state import State  # noqa: E402

CATS = 5
Z95 = 1.959964
SEED = 1


@dataclass(frozen=True)
class GameResult:
    """One arena game: each seat's level, the winner, how it ended (race or limit), the
    turns played, the rooms each seat reached, the spats fought and the decisions taken."""

    levels: tuple[str, ...]
    winner: int | None
    end: str
    turns: int
    progress: tuple[int, ...]
    spats: int
    decisions: int


def levels_for(index: int) -> tuple[str, ...]:
    """The seats' levels in game `index`: easy, medium, hard, LEVELS[index % 3] and
    LEVELS[(index + 1) % 3], turned by (index // 3) % 5 seats."""
    line_up = LEVELS + (LEVELS[index % len(LEVELS)], LEVELS[(index + 1) % len(LEVELS)])
    turn = (index // len(LEVELS)) % CATS
    return tuple(line_up[(seat - turn) % CATS] for seat in range(CATS))


def play_game(index: int, seed: int = SEED, levels: tuple[str, ...] | None = None,
              rules: Rules | None = None) -> GameResult:
    """Game `index` of a run: State.new(5, seed + index, rules) played to its end by the
    levels of `levels_for(index)` (or `levels`)."""
    levels = levels or levels_for(index)
    state = State.new(len(levels), seed + index, rules or Rules())
    rngs = [Random(f"mansion-arena:{seed + index}:{seat}") for seat in range(len(levels))]
    decisions = 0
    while state.phase != OVER:
        seat = state.actor()
        state = state.play(choose_action(seen_by(state), levels[seat], rngs[seat]))
        decisions += 1
    return GameResult(levels, state.winner, state.end, state.turn, tuple(state.progress), state.spats,
                      decisions)


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of `wins` in `n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def tally(results: list[GameResult]) -> dict[str, dict[str, int]]:
    """Per level: seat-games, games won, and rooms reached (summed)."""
    table = {level: {"games": 0, "wins": 0, "rooms": 0} for level in LEVELS}
    for result in results:
        for seat, level in enumerate(result.levels):
            table[level]["games"] += 1
            table[level]["wins"] += result.winner == seat
            table[level]["rooms"] += result.progress[seat]
    return table


def cushion_table() -> list[str]:
    """The map's figures: the fewest steps from each cat's cushion into each room, and the
    mean over the rooms."""
    lines = ["| cushion | " + " | ".join(board.ROOMS) + " | mean |",
             "|---|" + "---|" * (len(board.ROOMS) + 1)]
    for cat, name in enumerate(board.CATS):
        cushion = board.CUSHION_OF[cat]
        far = [board.room_distance(cushion, room) for room in range(len(board.ROOMS))]
        lines.append(f"| {name} ({board.space_name(cushion)}) | " + " | ".join(map(str, far))
                     + f" | {sum(far) / len(far):.1f} |")
    return lines


def summary(results: list[GameResult]) -> str:
    """The Markdown table of a run, how its games ended, their length, and the map's
    cushion-to-room distances."""
    lines = [f"{len(results)} games, {CATS} cats, {sum(r.decisions for r in results)} decisions; "
             f"a seat's fair share is {1 / CATS:.0%}",
             "",
             "| level | seat-games | games won | win rate (95% Wilson) | rooms reached a game |",
             "|---|---|---|---|---|"]
    for level, row in tally(results).items():
        low, high = wilson(row["wins"], row["games"])
        games = row["games"] or 1
        lines.append(f"| {level} | {row['games']} | {row['wins']} | {row['wins'] / games:.1%} "
                     f"({low:.1%} to {high:.1%}) | {row['rooms'] / games:.2f} |")
    if results:
        ends = Counter(r.end for r in results)
        turns = [r.turns for r in results]
        lines += ["", "ends: " + ", ".join(f"{end} {count}" for end, count in sorted(ends.items())),
                  f"turns a game: mean {statistics.mean(turns):.1f}, median {statistics.median(turns)}, "
                  f"shortest {min(turns)}, longest {max(turns)}; a cat's turns: mean "
                  f"{statistics.mean(turns) / CATS:.1f}; spats a game: mean "
                  f"{statistics.mean(r.spats for r in results):.1f}",
                  "wins by cat (seat i plays cat i; every level sits in every seat alike): "
                  + ", ".join(f"{name} {sum(r.winner == cat for r in results)}"
                              for cat, name in enumerate(board.CATS))]
    lines += ["", "The map: steps from each cushion into each room (cats ignored)", ""] + cushion_table()
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=240)
    parser.add_argument("--seed", type=int, default=SEED, help="game i is dealt from seed + i")
    parser.add_argument("--workers", type=int, default=1, help="processes side by side")
    parser.add_argument("--rules", default="-", help="the variants: '-' or some of s, b, c (as records)")
    return parser


def run(argv: list[str] | None = None) -> int:
    """Play the run and print its table; returns the exit status."""
    args = build_parser().parse_args(argv)
    rules = read_rules(args.rules)
    start = time.perf_counter()
    indices = range(args.games)
    seeds = [args.seed] * args.games
    extra = ([None] * args.games, [rules] * args.games)
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_game, indices, seeds, *extra, chunksize=2))
    else:
        results = list(map(play_game, indices, seeds, *extra))
    print(f"rules {rules_text(rules)}")
    print(summary(results))
    print(f"\n{time.perf_counter() - start:.0f} s with {args.workers} worker(s)")
    return 0


if __name__ == "__main__":
    sys.exit(run())
