"""Clowder (Fernando Cunha, 2018): the rules engine.

Two to four players each move two cats from roof to roof on a board of 19 hexes (Petunia's
tower in the middle, 6 inner and 12 outer roofs), with secret movement tokens shown
together; cats take treats, buy keys with them and catch each other; Nyx, the wild cat the
round's last player moves, breaks every roof she leaves. A cat that enters the tower with
the key of its roof's colour wins, as does catching three cats. Pure Python, standard
library only; runs on CPython 3.11+ and in Pyodide. CLOWDER.md is the rules as players
read them (with the decisions this project made where the rulebook is silent).

Modules: board (the hexes and where a leap lands), pieces (the numbers), phases, actions
(the seven actions and their texts), state (`State`: set-up, queries, `play`), effects (what
each action does), rules (small rules on plain values), record (a game as text), describe
(sentences for a screen reader), cli (`python -m game.clowder`).

    from game.clowder import State, Place, Move, read_record
    s = State.new(4, seed=7)
    s = s.play(s.legal_actions()[0])
"""

from .actions import (
    Action,
    BuyKey,
    EndTurn,
    Flee,
    GiveLife,
    Move,
    Place,
    Reveal,
    read_action,
    write_action,
)
from .board import INNER, OUTER, ROOFS, TOWER, Leap, hex_name, hex_named
from .errors import HiddenDrawError, IllegalActionError, RecordError
from .pieces import (
    CAT_LETTERS,
    CATS_PER_SEAT,
    COLOUR_LETTERS,
    COLOURS,
    KEYS_PER_COLOUR,
    LAST_ROUND,
    LIVES,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    NYX,
    TOKENS,
    TOTAL_TREATS,
    TREATS_PER_COLOUR,
    TREATS_PER_KEY,
    WIN_CATCHES,
)
from .rules import Option
from .state import CATCHES_END, CAUGHT, CHOOSE, MOVE, OVER, PHASES, PLACE, ROUNDS_END, TOWER_END, State

__all__ = [
    "CATCHES_END", "CATS_PER_SEAT", "CAT_LETTERS", "CAUGHT", "CHOOSE", "COLOURS", "COLOUR_LETTERS",
    "INNER", "KEYS_PER_COLOUR", "LAST_ROUND", "LIVES", "MAX_PLAYERS", "MAX_SEED", "MIN_PLAYERS", "MOVE",
    "NYX", "OUTER", "OVER", "PHASES", "PLACE", "ROOFS", "ROUNDS_END", "TOKENS", "TOTAL_TREATS", "TOWER",
    "TOWER_END", "TREATS_PER_COLOUR", "TREATS_PER_KEY", "WIN_CATCHES", "Action", "BuyKey", "EndTurn",
    "Flee", "GiveLife", "HiddenDrawError", "IllegalActionError", "Leap", "Move", "Option", "Place",
    "RecordError", "Reveal", "State", "hex_name", "hex_named", "read_action", "write_action",
]

