"""The games, by name: the one place that names them (game.contract's `Rules` of each).

Each game is a package under game/ whose module `contract` holds `RULES`, which keeps
game.contract.Rules (beside the engine, not in the package's __init__: a page that plays the
engine alone does not load the contract's adapter, nor the computer players it calls). A
game's package is imported only when it is asked for, so a tool or a page that needs one
game loads no other.
"""

from __future__ import annotations

import importlib

# The games in the order the site shows them; each name is its package under game/.
NAMES = ("catherders", "pageant", "clowder", "mansion")


def rules(name: str):
    """The `Rules` of the game called `name` (ValueError naming the games for another name)."""
    if name not in NAMES:
        raise ValueError(f"game {name[:40]!r}: not one of {', '.join(NAMES)}")
    return importlib.import_module(f"game.{name}.contract").RULES
