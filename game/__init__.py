"""Cat Herders, the rules engine: boards, positions, turns, games.

Pure Python, standard library only; runs on CPython 3.11+ and in Pyodide.
"""

from .board import Board, board_names, get_board
from .builder import Option, TurnBuilder
from .errors import IllegalTurnError, NotationError
from .position import BLUE, RED, Position, majority
from .rules import RULE_SETS, VARIANTS, Rules
from .setups import SETUPS, new_position
from .state import Game, Outcome
from .turn import Turn

__all__ = [
    "BLUE", "RED", "RULE_SETS", "SETUPS", "VARIANTS",
    "Board", "Game", "IllegalTurnError", "NotationError", "Option", "Outcome",
    "Position", "Rules", "Turn", "TurnBuilder",
    "board_names", "get_board", "majority", "new_position",
]
