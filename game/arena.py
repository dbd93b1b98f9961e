"""What every game's arena shares: the statistics of a run, and the seating of the levels.

Each game's arena (game/<game>/arena.py: its games played to the end by its computer players,
its tally and its table) uses these; `python bench/arena.py GAME …` is the command line over
them. Standard library only; importing it runs nothing.

- `wilson(wins, n)`: the 95% Wilson score interval of a rate (a level's share of wins).
- `elo(score)` and `elo_interval(wins, draws, losses)`: a two-player match's Elo difference
  and its 95% interval (Cat Herders).
- `seated(line_up, index)`: a line-up of levels turned by one seat every len(levels) games,
  so that over a cycle every level sits in every seat alike.
- `win_rate(wins, n)`: a win rate with its interval, as the arenas' tables write it.
"""

from __future__ import annotations

import math

Z95 = 1.959964  # the normal distribution's two-sided 95% point


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of `wins` in `n` ((0, 1) when n is 0)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def win_rate(wins: int, n: int) -> str:
    """'20.0% (13.3% to 28.9%)': the rate of `wins` in `n` and its 95% Wilson interval."""
    low, high = wilson(wins, n)
    return f"{wins / n if n else 0.0:.1%} ({low:.1%} to {high:.1%})"


def level_table(head: str, seats: int, tally: dict, extra: tuple = ()) -> list[str]:
    """The first lines of a table game's arena summary: `head` (what was played) with a seat's
    fair share of `seats`, then the Markdown table of `tally` (per level a row with "games",
    its seat-games, and "wins"): seat-games, games won and the win rate with its 95% Wilson
    interval, and a column for each of `extra`, a (heading, the row's cell) pair."""
    lines = [f"{head}; a seat's fair share is {1 / seats:.0%}",
             "",
             "| level | seat-games | games won | win rate (95% Wilson) |"
             + "".join(f" {heading} |" for heading, _ in extra),
             "|---|---|---|---|" + "---|" * len(extra)]
    for level, row in tally.items():
        lines.append(f"| {level} | {row['games']} | {row['wins']} | {win_rate(row['wins'], row['games'])} |"
                     + "".join(f" {cell(row)} |" for _, cell in extra))
    return lines


def elo(score: float) -> float:
    """Elo difference for an expected score in [0, 1] (infinite at 0 and 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return 400.0 * math.log10(score / (1.0 - score))


def elo_interval(wins: int, draws: int, losses: int) -> tuple[float, float, float]:
    """(Elo estimate, low, high) of the 95% interval for A's results: s ± 1.96·SE mapped
    through `elo`, SE the standard error of the mean per-game score; when A won or lost every
    game, the Wilson interval instead (the estimate then infinite, shown as a bound)."""
    n = wins + draws + losses
    if n == 0:
        raise ValueError("no games")
    s = (wins + 0.5 * draws) / n
    if s in (0.0, 1.0):  # finite bounds even when every game went one way
        low, high = wilson(wins, n)
        return elo(s), (elo(low) if s == 1.0 else -math.inf), (elo(high) if s == 0.0 else math.inf)
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n
    se = math.sqrt(var / n)
    low, high = max(s - Z95 * se, 0.0), min(s + Z95 * se, 1.0)
    return elo(s), elo(low), elo(high)


def seated(line_up: tuple[str, ...], index: int, levels: int = 3) -> tuple[str, ...]:
    """The seats' levels in game `index`: `line_up` (one level a seat) turned by
    (index // levels) % seats seats."""
    seats = len(line_up)
    turn = (index // levels) % seats
    return tuple(line_up[(seat - turn) % seats] for seat in range(seats))
