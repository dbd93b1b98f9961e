"""The seed's worked round for seven players ("Example of a round" in CATHERDERS™'s rules):
each player's own cat and goals, and every vote, re-votes included. The rules view replays it
(web/pageant/rules_parts.py) and tests/pageant/test_example.py checks what it gives.
"""

from __future__ import annotations

from .round import Round

# Each player's desired ranking as the seed's table gives it: their own cat, then four pairs.
DESIRED = (
    (1, 8, 3, 2, 7, 4, 5, 6, 9),
    (2, 3, 6, 5, 9, 1, 8, 7, 4),
    (3, 5, 1, 8, 9, 6, 7, 4, 2),
    (4, 9, 7, 6, 1, 8, 5, 3, 2),
    (5, 8, 1, 4, 3, 2, 7, 9, 6),
    (6, 5, 4, 9, 8, 1, 7, 2, 3),
    (7, 5, 4, 2, 9, 3, 8, 6, 1),
)

# Every vote in order, one pick a player (players 1 to 7).
VOTES = (
    (7, 6, 7, 1, 7, 4, 1),
    (9, 9, 1, 1, 1, 3, 1),
    (3, 4, 2, 2, 3, 4, 9),
    (9, 9, 2, 3, 3, 3, 9),
    (9, 9, 2, 2, 3, 3, 9),
    (3, 4, 2, 2, 3, 4, 8),
    (3, 6, 6, 2, 2, 4, 2),
    (5, 4, 8, 5, 3, 4, 8),
    (5, 5, 5, 8, 8, 4, 4),
    (3, 6, 4, 6, 3, 3, 8),
    (8, 8, 8, 8, 8, 8, 8),
    (4, 6, 4, 6, 4, 4, 6),
)


def example_round() -> Round:
    """The example's round before its first vote."""
    owners = [row[0] for row in DESIRED]
    goals = [[(row[i], row[i + 1]) for i in range(1, 9, 2)] for row in DESIRED]
    return Round.start(owners, goals, "seed-example")


def example_rounds() -> list[Round]:
    """The example's round before its first vote and after each vote."""
    rounds = [example_round()]
    for picks in VOTES:
        rounds.append(rounds[-1].vote(picks))
    return rounds
