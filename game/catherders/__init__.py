"""Cat Herders, the rules engine: boards, positions, turns, games.

Pure Python, standard library only; runs on CPython 3.11+ and in Pyodide.

A game's cells (`Game.cells`) hold pieces: `EMPTY`, `CAT`, or `herder(player)`;
`owner(piece)` says whose herder a piece is (None for EMPTY and CAT), and
`is_herder(piece)` whether it is one.
"""

from .board import Board, board_names, get_board
from .builder import Option, TurnBuilder
from .errors import IllegalTurnError, NotationError
from .position import BLUE, RED, Position, majority
from .rules import RULE_SETS, VARIANTS, Rules
from .setups import SETUPS, new_position
from .state import Game, Outcome
from .tables import CAT, EMPTY, herder, is_herder, owner
from .turn import Turn

__all__ = [
    "BLUE", "CAT", "EMPTY", "RED", "RULE_SETS", "SETUPS", "VARIANTS",
    "Board", "Game", "IllegalTurnError", "NotationError", "Option", "Outcome",
    "Position", "Rules", "Turn", "TurnBuilder",
    "board_names", "get_board", "herder", "is_herder", "majority", "new_position", "owner",
]

