"""`python -m game GAME COMMAND ...`: each game's command line, by the game's name.

    python -m game clowder new --players 4 --seed 7
    python -m game mansion random --cats 4 --seed 3 --rules sb
    python -m game pageant show RECORD --show-goals
    python -m game catherders new --board hex6      (and its turns, ai, replay ...)

Every game has `new`, `play`, `show` and `random` (game.tablecli for the table games); Cat
Herders has more. `python -m game GAME --help` lists a game's commands. `python -m
game.<name>` is the same, under its old name.
"""

from __future__ import annotations

import importlib
import sys

from game.registry import NAMES


def run(argv: list[str] | None = None) -> int:
    """Run game argv[0]'s command line on the rest; return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in NAMES:
        given = repr(argv[0][:40]) if argv else "none"
        print(f"python -m game: the first word is a game, one of {', '.join(NAMES)} (not {given})",
              file=sys.stderr)
        return 2
    name = argv[0]
    cli = importlib.import_module(f"game.{name}.cli")
    return cli.run(argv[1:], prog=f"python -m game {name}")


if __name__ == "__main__":
    sys.exit(run())
