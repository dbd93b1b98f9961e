"""Soak: random games played through Session clicks alone, for as long as you like.

    python bench/soak_session.py [--minutes 10] [--seed 0]

The same player and checks as tests/catherders/web/test_session_clicks.py (tests/catherders/web/clicker.py):
every turn completes, no click on a marked cell is ignored, no outcome while
a turn is built, and the session always equals the engine's replay. It cycles
through every rule set and variant combination on hex5 to hex8 and square
boards with few and many cats, and prints how many games, turns and clicks it
played and every fault it met (with the game's options and seed to replay it).
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.catherders import Rules  # noqa: E402
from game.catherders.rules import RULE_SETS  # noqa: E402
from tests.catherders.web.clicker import ClickFault, play_game  # noqa: E402
from web.catherders.sharing.link import GameSpec  # noqa: E402

VARIANT_SETS = ["", "escort", "capture3", "double-step", "escort,capture3", "escort,double-step",
                "capture3,double-step", "escort,capture3,double-step"]
BOARDS = [("hex5", 15), ("hex6", 9), ("hex6", 25), ("hex7", 15), ("hex8", 9), ("sq7", 9),
          ("sq8", 15), ("sq9", 25)]


def main() -> int:
    """Run the soak and print its counts; exit 1 if any fault was met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    end = time.monotonic() + args.minutes * 60
    games = turns = clicks = 0
    outcomes: Counter = Counter()
    faults = []
    combos = itertools.cycle(itertools.product(RULE_SETS, VARIANT_SETS, BOARDS))
    seed = args.seed
    while time.monotonic() < end:
        ruleset, variants, (board, cats) = next(combos)
        spec = GameSpec(rules=Rules.parse(ruleset, variants), board=board,
                        setup="beginner" if cats == 9 else "empty", cats=cats, seed=seed)
        try:
            s, n = play_game(spec, seed=seed)
        except ClickFault as fault:
            faults.append(f"{ruleset} {variants or '-'} {board} {cats} cats seed {seed}: {fault}")
        else:
            games += 1
            turns += len(s.game.stack)
            clicks += n
            o = s.game.outcome()
            outcomes["won" if o.winner is not None else "drawn"] += 1
        seed += 1
    print(f"{games} games, {turns} turns, {clicks} clicks in {args.minutes:g} min; "
          f"{len(faults)} faults")
    print("games ended by:", dict(outcomes))
    for f in faults:
        print("FAULT", f)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
