"""The small rules of Clowder on plain values, which game.clowder.state's `State` puts together:
where the leaps of a roof's area land, drawing from the bag, the order of a round's moves,
and who wins when the round limit ends the game.

Leaps come from game.clowder.board (`board.leap` is the one authority on where a leap lands);
`leap_table(broken)` only remembers its answers for every (hex, edge), since the broken
roofs change a few times a game and the engine asks the same leaps many times.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .board import EDGES, HEXES, Leap, area_edges, leap
from .pieces import COLOURS


class Option(NamedTuple):
    """One landing of a cat's leap: the Leap (its path and where it stops), whether the cat
    may land there, what landing would do ("treat", "empty", "catch" or "tower"; "empty"
    too when nothing is that way) and, when it may not, why (a short sentence)."""

    leap: Leap
    legal: bool
    effect: str
    reason: str


@lru_cache(maxsize=4096)
def leap_table(broken: frozenset) -> tuple[tuple[Leap, ...], ...]:
    """`board.leap(hex, edge, broken)` for every hex and edge: table[hex][edge]."""
    return tuple(tuple(leap(h, edge, broken) for edge in EDGES) for h in HEXES)


AREA_EDGES = tuple(tuple(area_edges(rot, area) for area in (0, 1, 2, 3)) for rot in range(6))


def area_leaps(start: int, rotation: int, area: int, broken: frozenset) -> tuple[Leap, Leap]:
    """The two leaps out of a roof's area 1, 2 or 3 (as board.area_leaps, from the table)."""
    row = leap_table(broken)[start]
    first, second = AREA_EDGES[rotation][area]
    return row[first], row[second]


def draw(rng, bag: tuple[int, int, int]) -> int:
    """One treat's colour drawn at random from the bag (which must not be empty), each
    treat as likely as another."""
    pick = rng.randrange(bag[0] + bag[1] + bag[2])
    return 0 if pick < bag[0] else 1 if pick < bag[0] + bag[1] else 2


def seats_from(holder: int, players: int) -> tuple[int, ...]:
    """The seats clockwise from the Nyx token's holder, the holder first."""
    return tuple((holder + i) % players for i in range(players))


def move_order(tokens: tuple[int, ...], holder: int) -> tuple[int, ...]:
    """The seats in the order they move: ascending tokens, ties clockwise from the holder."""
    players = len(tokens)
    return tuple(sorted(range(players), key=lambda s: (tokens[s], (s - holder) % players)))


def limit_winner(caught, keys, hands) -> int | None:
    """Who wins when the last round ends with no winner: most catches, then most keys, then
    most treats; None when still tied."""
    scores = [(caught[s], sum(keys[s]), sum(hands[s])) for s in range(len(caught))]
    best = max(scores)
    return scores.index(best) if scores.count(best) == 1 else None


def plus(values: tuple, index: int, amount: int) -> tuple:
    """The tuple with `amount` added at `index`."""
    return values[:index] + (values[index] + amount,) + values[index + 1:]


def put(values: tuple, index: int, value) -> tuple:
    """The tuple with `value` at `index`."""
    return values[:index] + (value,) + values[index + 1:]


def counts(colours) -> tuple[int, int, int]:
    """(red, blue, yellow) counts of some treats' colours."""
    return tuple(sum(1 for c in colours if c == colour) for colour in range(len(COLOURS)))
