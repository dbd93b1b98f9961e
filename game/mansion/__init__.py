"""Cat's Mansion (Steffan O'Sullivan's house rules for Spear's Games' board game): the rules
engine.

Three to five cats race through the ten rooms of a mansion in a dealt order, a room counting
only when a turn ends in it. A Turn Order card drawn each turn says which cat moves; moving
costs energy (one space free, four for 6), which resting, the Food Bowl and the Pillow give
back; the Toy Mouse gives coins and the Present a surprise; cats that meet fight Cat Spats
with a die and bonuses. Pure Python, standard library only; runs on CPython 3.11+ and in
Pyodide. MANSION.md is the rules as players read them (with the decisions this project made
where the house rules are silent, and the map, which is ours).

Modules: board (the map and its tables), pieces (the numbers and the variants, `Rules`),
phases, actions (the nine actions and their texts), state (`State`: set-up, queries,
`play`), moves (where the mover may step), effects (what each action does), spat (bonuses,
dice, result), turns (a turn's end and the next card), reach (every space in reach this
turn, with its path and cost), record (a game as text), describe (sentences for a screen
reader), seen (the state every player sees), playout (random games), cli (`python -m
game.mansion`).

    from game.mansion import State, Rules, Step, space_named, read_record
    s = State.new(5, seed=7, rules=Rules(shorter=True))
    s = s.play(s.legal_actions()[0])
"""

from .actions import (
    Action,
    Attack,
    Bid,
    Choose,
    End,
    Push,
    Retreat,
    Stand,
    Stay,
    Step,
    read_action,
    write_action,
)
from .board import (
    BOWL,
    CATS,
    CUSHION_OF,
    MOUSE,
    OBJECTS,
    PILLOW,
    PRESENT,
    ROOMS,
    TURN_CARDS,
    space_name,
    space_named,
)
from .errors import HiddenDrawError, IllegalActionError, RecordError
from .phases import (
    BID_ATTACKER,
    BID_DEFENDER,
    GIFT,
    LIMIT_END,
    MOVE,
    OVER,
    PHASES,
    PUSH,
    RACE_END,
    RETREAT,
)
from .pieces import (
    CAT_LETTERS,
    CAT_NAMES,
    MAX_CATS,
    MAX_ENERGY,
    MAX_SEED,
    MIN_CATS,
    MOVE_COST,
    PASSAGE,
    START_ENERGY,
    TURN_LIMIT_PER_CAT,
    Rules,
    read_rules,
    rules_text,
)
from .reach import Reach, reach
from .record import Record, read_record, replay, write_record
from .spat import SpatResult, spat_bonuses
from .state import State

__all__ = [
    "BID_ATTACKER", "BID_DEFENDER", "BOWL", "CATS", "CAT_LETTERS", "CAT_NAMES", "CUSHION_OF", "GIFT",
    "LIMIT_END", "MAX_CATS", "MAX_ENERGY", "MAX_SEED", "MIN_CATS", "MOUSE", "MOVE", "MOVE_COST",
    "OBJECTS", "OVER", "PASSAGE", "PHASES", "PILLOW", "PRESENT", "PUSH", "RACE_END", "RETREAT", "ROOMS",
    "START_ENERGY", "TURN_CARDS", "TURN_LIMIT_PER_CAT", "Action", "Attack", "Bid", "Choose", "End",
    "HiddenDrawError", "IllegalActionError", "Push", "Reach", "Record", "RecordError", "Retreat", "Rules",
    "SpatResult", "Stand", "State", "Stay", "Step", "reach", "read_action", "read_record", "read_rules",
    "replay", "rules_text", "space_name", "space_named", "spat_bonuses", "write_action", "write_record",
]

