"""The puzzles' words: their goals, and why a position set up in the editor makes no puzzle
(game.catherders.puzzles)."""

from __future__ import annotations

from .position import COLOUR_NAMES
from .state import Game

NUMBERS = {1: "one", 2: "two", 3: "three"}


def cats(n: int) -> str:
    """'no cat', 'a cat' or 'N cats'."""
    return "no cat" if n == 0 else "a cat" if n == 1 else f"{n} cats"


GOALS = {
    "catch": "Catch {n} in one turn. Only one move does it.",
    "forced": "Set a trap: after your move, whatever your opponent does, you catch a cat next turn.",
    "defend": "Your opponent is about to catch a cat. Find the one move that stops every catch.",
}


def goal(kind: str, caught: int) -> str:
    """The goal sentence for a puzzle of `kind` (`caught`: cats the answer catches)."""
    return GOALS[kind].format(n="a cat" if caught == 1 else f"{caught} cats")


_DOES = {"catch": "catch the most cats", "forced": "force a catch next turn",
         "defend": "stop every catch"}


def why_not_words(kind: str, why_not: str, game: Game) -> str:
    """The solver's `why_not` as a sentence for the person who set the position up."""
    me, them = (COLOUR_NAMES[p].capitalize() for p in (game.to_move, 1 - game.to_move))
    if why_not == "no turn catches a cat":
        return f"no turn of {me} catches a cat here."
    if why_not == "a cat can be caught at once":
        return f"{me} can catch a cat at once (that makes a catch puzzle)."
    if why_not == "the opponent threatens no catch":
        return f"{them} threatens no catch, so there is nothing to stop."
    if why_not == "no turn does it":
        return f"no turn of {me} does it: none can {_DOES[kind]}."
    if why_not.endswith("not exactly one"):
        n = why_not.split(" ")[0]
        return f"{n} different turns {_DOES[kind]}, and a puzzle has exactly one answer."
    return f"{why_not}."
