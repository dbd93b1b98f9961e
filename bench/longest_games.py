"""The longest real games of the three table games, as records and links: the figures the
length caps are set above (game/pageant/record.py, game/clowder/record.py, game/mansion/record.py and the
three links' MAX_LENGTH).

    python bench/longest_games.py --games 200 [--levels easy,medium] [--random 200]

Game i of a game is seeded i + 1 and played to its end by the computer players, every seat
at one level in turn (every level and mixed tables), at every number of players; with
`--random N` also N games by random legal play (Clowder and Cat's Mansion: longer than the
computers' games, a bound no person plays past). For each game and way of playing it prints
the longest record and link in characters, and the most votes or actions. The links' seats
are computers ('e'): a person's name adds at most seats * NAME_TEXT (web/kit/table/seats.py).
Importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.clowder import CHOOSE, OVER, Reveal  # noqa: E402
from game.clowder import State as ClowderState  # noqa: E402
from game.clowder.bots import choose as clowder_choose  # noqa: E402
from game.clowder.record import write_record as clowder_record  # noqa: E402
from game.clowder.seen import seen_by as clowder_seen  # noqa: E402
from game.mansion.bots import choose as mansion_choose  # noqa: E402
from game.mansion.pieces import Rules, read_rules  # noqa: E402
from game.mansion.playout import random_game as mansion_random  # noqa: E402
from game.mansion.record import write_record as mansion_record  # noqa: E402
from game.mansion.seen import seen_by as mansion_seen  # noqa: E402
from game.mansion.state import State as MansionState  # noqa: E402
from game.pageant import Game, write_record  # noqa: E402
from game.pageant.bots import choose as pageant_choose  # noqa: E402
from game.pageant.seen import seen_by as pageant_seen  # noqa: E402
from web.clowder.link import ClowderLink  # noqa: E402
from web.clowder.link import encode as clowder_link  # noqa: E402
from web.kit.table.seats import Seat  # noqa: E402
from web.mansion.link import MansionLink  # noqa: E402
from web.mansion.link import encode as mansion_link  # noqa: E402
from web.pageant.link import PageantLink  # noqa: E402
from web.pageant.link import encode as pageant_link  # noqa: E402

COMPUTER = Seat("easy")


def line_up(levels: list[str], players: int, index: int) -> tuple[str, ...]:
    """Game `index`'s levels: all one level, or (every third game) the levels mixed."""
    if index % 3 == 2:
        return tuple(levels[(index + seat) % len(levels)] for seat in range(players))
    return (levels[index % len(levels)],) * players


def pageant_game(players: int, seed: int, levels: tuple[str, ...]) -> tuple[str, str, int]:
    """(record, link, votes) of a pageant game its computer voters play to the end."""
    game = Game.new(players, seed)
    rngs = [Random(f"longest:{seed}:{seat}") for seat in range(players)]
    while not game.is_over:
        game = game.vote([pageant_choose(pageant_seen(game, seat), seat, level, rngs[seat])
                          for seat, level in enumerate(levels)])
    link = pageant_link(PageantLink((COMPUTER,) * players, seed, game.votes))
    return write_record(game), link, len(game.votes)


def clowder_game(players: int, seed: int, levels: tuple[str, ...] | None) -> tuple[str, str, int]:
    """(record, link, actions) of a Clowder game played to its end by the computer players
    (levels) or by random legal actions (None)."""
    state = ClowderState.new(players, seed)
    rngs = [Random(f"longest:{seed}:{seat}") for seat in range(players)]
    actions = []
    while state.phase != OVER:
        if state.phase == CHOOSE:
            if levels is None:
                tokens = tuple(rngs[0].choice(state.allowed_tokens(s)) for s in range(players))
            else:
                tokens = tuple(clowder_choose(clowder_seen(state, seat), seat, level, rngs[seat])
                               for seat, level in enumerate(levels))
            action = Reveal(tokens)
        elif levels is None:
            action = rngs[0].choice(state.legal_actions())
        else:
            seat = state.actor()
            action = clowder_choose(clowder_seen(state, seat), seat, levels[seat], rngs[seat])
        state = state.play(action)
        actions.append(action)
    link = clowder_link(ClowderLink((COMPUTER,) * players, seed, tuple(actions)))
    return clowder_record(players, seed, actions), link, len(actions)


def mansion_game(cats: int, seed: int, levels: tuple[str, ...] | None, rules: Rules) -> tuple[str, str, int]:
    """(record, link, actions) of a Cat's Mansion game played to its end by the computer cats
    (levels) or by game.mansion.playout's random racing (None)."""
    if levels is None:
        actions, _ = mansion_random(cats, seed, rules, eager=0.3)
    else:
        state = MansionState.new(cats, seed, rules)
        rngs = [Random(f"longest:{seed}:{seat}") for seat in range(cats)]
        actions = []
        while not state.is_over:
            seat = state.actor()
            action = mansion_choose(mansion_seen(state), state.actor(), levels[seat], rngs[seat])
            state = state.play(action)
            actions.append(action)
    link = mansion_link(MansionLink((COMPUTER,) * cats, seed, rules, tuple(actions)))
    return mansion_record(cats, rules, seed, actions), link, len(actions)


def longest(label: str, games) -> None:
    """Print the longest record, link and game among `games` ((record, link, moves) each)."""
    start = time.perf_counter()
    record = link = moves = count = 0
    for rec, lnk, n in games:
        record, link, moves, count = max(record, len(rec)), max(link, len(lnk)), max(moves, n), count + 1
    print(f"{label}: {count} games, longest record {record} chars, link {link} chars, "
          f"{moves} moves ({time.perf_counter() - start:.0f} s)", flush=True)


def main(argv: list[str] | None = None) -> None:
    """Play the games the arguments ask for and print the longest of each."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="computer games per table size")
    parser.add_argument("--levels", default="easy,medium", help="levels, comma-separated")
    parser.add_argument("--random", type=int, default=0, help="random games per table size")
    parser.add_argument("--only", default="pageant,clowder,mansion")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    only = args.only.split(",")
    for players in range(3, 8) if "pageant" in only else ():
        longest(f"pageant {players} players, {args.levels}",
                (pageant_game(players, i + 1, line_up(levels, players, i)) for i in range(args.games)))
    for players in range(2, 5) if "clowder" in only else ():
        longest(f"clowder {players} players, {args.levels}",
                (clowder_game(players, i + 1, line_up(levels, players, i)) for i in range(args.games)))
        longest(f"clowder {players} players, random",
                (clowder_game(players, i + 1, None) for i in range(args.random)))
    for cats in range(3, 6) if "mansion" in only else ():
        for rules in ("-", "sbc"):
            longest(f"mansion {cats} cats rules {rules}, {args.levels}",
                    (mansion_game(cats, i + 1, line_up(levels, cats, i), read_rules(rules))
                     for i in range(args.games)))
            longest(f"mansion {cats} cats rules {rules}, random",
                    (mansion_game(cats, i + 1, None, read_rules(rules)) for i in range(args.random)))


if __name__ == "__main__":
    main()
