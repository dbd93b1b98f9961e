"""CATHERDERS, the Great Cat Pageant (Grant Van Nostrand, 2022): the rules engine.

Three to seven players rank nine cats by secret votes, one spot at a time from last place
up; each player scores the goals (pairs of cats, one above the other) the final ranking
meets, and the first to win three rounds wins. Pure Python, standard library only; runs on
CPython 3.11+ and in Pyodide. PAGEANT.md is the rules as players read them.
"""

from .cats import CATS, LOOKS, NUM_CATS, cat_name
from .errors import IllegalVoteError, RecordError
from .game import WIN_POINTS, Game, deal_goals, deal_owners
from .record import read_record, read_vote, write_record, write_vote
from .round import (
    BROKEN,
    MAX_PLAYERS,
    MET,
    MIN_PLAYERS,
    OPEN,
    TIES_BEFORE_LOT,
    Reveal,
    Round,
    goal_status,
    leaders,
    pair_up,
    place,
)

__all__ = [
    "BROKEN", "CATS", "LOOKS", "MAX_PLAYERS", "MET", "MIN_PLAYERS", "NUM_CATS", "OPEN",
    "TIES_BEFORE_LOT", "WIN_POINTS", "Game", "IllegalVoteError", "RecordError", "Reveal", "Round",
    "cat_name", "deal_goals", "deal_owners", "goal_status", "leaders", "pair_up", "place",
    "read_record", "read_vote", "write_record", "write_vote",
]

