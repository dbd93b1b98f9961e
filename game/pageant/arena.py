"""The pageant's arena: computer voters of every level play seeded games against each other
(`python bench/arena.py pageant`).

Game i is Game.new(players, seed + i); seat s plays level LEVELS[(s + i) % 4], so every game
mixes the levels and every four games give each seat each level once (no seat position is
favoured). Each seat votes with its own random generator, seeded from the game and the seat,
so a run is reproducible. Per level the table gives the seat-games played, the rounds played
and won, the games won, and the game win rate with its 95% Wilson interval (with 5 players
and equal levels a seat wins about 1 game in 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from game.arena import win_rate

from .bots import LEVELS, choose
from .game import Game
from .seen import seen_by

SEED = 1
PLAYERS = 5


@dataclass(frozen=True)
class GameResult:
    """One arena game: each seat's level, each finished round's winner, the game's winner."""

    levels: tuple[str, ...]
    round_winners: tuple[int, ...]
    winner: int
    votes: int


def levels_for(index: int, players: int) -> tuple[str, ...]:
    """The seats' levels in game `index`: LEVELS rotated by the game's number."""
    return tuple(LEVELS[(seat + index) % len(LEVELS)] for seat in range(players))


def play_game(index: int, players: int = PLAYERS, seed: int = SEED) -> GameResult:
    """Game `index` of a run: Game.new(players, seed + index), played to the end."""
    levels = levels_for(index, players)
    game = Game.new(players, seed + index)
    rngs = [Random(f"pageant-arena:{seed + index}:{seat}") for seat in range(players)]
    while not game.is_over:
        game = game.vote([choose(seen_by(game, seat), seat, level, rngs[seat])
                          for seat, level in enumerate(levels)])
    return GameResult(levels, game.round_winners(), game.winner(), len(game.votes))


def tally(results: list[GameResult]) -> dict[str, dict[str, int]]:
    """Per level: seat-games, seat-rounds, rounds won and games won."""
    table = {level: {"games": 0, "rounds": 0, "round_wins": 0, "wins": 0} for level in LEVELS}
    for result in results:
        for seat, level in enumerate(result.levels):
            row = table[level]
            row["games"] += 1
            row["rounds"] += len(result.round_winners)
            row["round_wins"] += result.round_winners.count(seat)
            row["wins"] += result.winner == seat
    return table


def summary(results: list[GameResult], players: int = PLAYERS) -> str:
    """The Markdown table of a run."""
    lines = [f"{len(results)} games, {players} players, "
             f"{sum(r.votes for r in results)} votes; a seat's fair share is {1 / players:.0%}",
             "",
             "| level | seat-games | rounds won / played | round win rate | games won | "
             "game win rate (95% Wilson) |",
             "|---|---|---|---|---|---|"]
    for level, row in tally(results).items():
        round_rate = row["round_wins"] / row["rounds"] if row["rounds"] else 0.0
        lines.append(f"| {level} | {row['games']} | {row['round_wins']} / {row['rounds']} | "
                     f"{round_rate:.1%} | {row['wins']} | {win_rate(row['wins'], row['games'])} |")
    return "\n".join(lines)
