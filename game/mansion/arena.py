"""Cat's Mansion's arena: computer cats of every level race each other in seeded 5-cat games
(`python bench/arena.py mansion`).

Game i is State.new(5, seed + i, rules). Its five seats are easy, medium, hard, max and one
more level (LEVELS[i % 4]), that line-up turned by (i // 4) % 5 seats, so in every 20 games
each level sits in each seat 5 times (no level profits from a cat's cushion, its home rooms
or the seat order). Each seat chooses with its own random generator,
seeded from the game and the seat, and sees only `seen_by(state)` (the seed hidden), so a run
is reproducible. Per level the table gives the seat-games played, the games won and the win
rate per seat-game with its 95% Wilson interval (a fair share is 20%); then how games ended,
the turns a game and a cat, the wins of each cat (is a cushion favoured?), and the map's
figures: the distance from each cushion to every room (board.room_distance).
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass
from random import Random

from game.arena import level_table, seated

from . import board
from .bots import LEVELS, choose
from .phases import OVER
from .pieces import Rules
from .seen import seen_by
from .state import State

CATS = 5
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
    """The seats' levels in game `index`: easy, medium, hard, max and LEVELS[index % 4],
    turned by (index // 4) % 5 seats."""
    extra = LEVELS[index % len(LEVELS)]
    return seated(LEVELS + (extra,) * (CATS - len(LEVELS)), index, len(LEVELS))


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
        state = state.play(choose(seen_by(state), seat, levels[seat], rngs[seat]))
        decisions += 1
    return GameResult(levels, state.winner, state.end, state.turn, tuple(state.progress), state.spats,
                      decisions)


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
    lines = level_table(f"{len(results)} games, {CATS} cats, {sum(r.decisions for r in results)} decisions",
                        CATS, tally(results),
                        (("rooms reached a game", lambda row: f"{row['rooms'] / (row['games'] or 1):.2f}"),))
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
