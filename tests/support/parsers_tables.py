"""The parsers of outside text of the three table games (the Great Cat Pageant, Clowder, Cat's
Mansion), as tests/support/parsing_rule.py's `Parser`s: for each game its link, its record, its vote
or action text, and the seat reader they share. tests/game/test_parsing_tables.py holds each to
the rule; bench/fuzz_parsers.py fuzzes them.

A link is read as the page reads it: decoded, then its game played (an illegal vote or action
is refused too). The samples are links and records of real games: seeded games the computer
players play through the engines (the easy level, which is quick), whole and stopped half-way,
with people's names of any text among the seats.
"""

from __future__ import annotations

from functools import cache
from random import Random

from game.clowder import CHOOSE, OVER, Reveal
from game.clowder import State as ClowderState
from game.clowder.actions import read_action as read_clowder_action
from game.clowder.actions import write_action as write_clowder_action
from game.clowder.bots import choose as clowder_choose
from game.clowder.record import MAX_LENGTH as CLOWDER_RECORD_CAP
from game.clowder.record import read_record as read_clowder_record
from game.clowder.record import write_record as write_clowder_record
from game.clowder.seen import seen_by as clowder_seen
from game.mansion.actions import read_action as read_mansion_action
from game.mansion.actions import write_action as write_mansion_action
from game.mansion.bots import choose as mansion_choose
from game.mansion.pieces import read_rules
from game.mansion.record import MAX_LENGTH as MANSION_RECORD_CAP
from game.mansion.record import read_record as read_mansion_record
from game.mansion.record import write_record as write_mansion_record
from game.mansion.seen import seen_by as mansion_seen
from game.mansion.state import State as MansionState
from game.pageant import Game, read_record, read_vote, write_record, write_vote
from game.pageant.bots import choose as pageant_choose
from game.pageant.record import MAX_LENGTH as PAGEANT_RECORD_CAP
from game.pageant.seen import seen_by as pageant_seen
from tests.support.parsing_rule import Parser
from web.clowder import link as clowder_link
from web.kit.table.seats import PERSON, Seat, read_seat, seat_text
from web.mansion import link as mansion_link
from web.pageant import link as pageant_link

LEVEL = "easy"
NAMES = ("Ann", "Zoë & <Bob>", "猫=ねこ", "x" * 24, "a.b,c%d")
VOTE_PLAYERS = 5  # the vote texts are a five-seat game's
ACTION_PLAYERS = 4  # Clowder's action texts are a four-seat game's (a reveal has a digit a seat)


def seats_for(count: int, index: int) -> tuple[Seat, ...]:
    """`count` seats, people (named from NAMES) and computers mixed, varied by `index`."""
    return tuple(Seat(PERSON, NAMES[(index + i) % len(NAMES)]) if (index + i) % 2 == 0
                 else Seat(("easy", "medium", "hard")[i % 3]) for i in range(count))


# ---- real games ------------------------------------------------------------------------------


@cache
def pageant_games() -> tuple[Game, ...]:
    """Seeded pageant games the computer voters play to the end, at 3, 5 and 7 seats."""
    games = []
    for players, seed in ((3, 1), (5, 2), (7, 3), (VOTE_PLAYERS, 4)):
        game = Game.new(players, seed)
        rngs = [Random(f"parsers:{seed}:{seat}") for seat in range(players)]
        while not game.is_over:
            game = game.vote([pageant_choose(pageant_seen(game, seat), seat, LEVEL, rngs[seat])
                              for seat in range(players)])
        games.append(game)
    return tuple(games)


@cache
def clowder_games() -> tuple[tuple[int, int, tuple], ...]:
    """(players, seed, actions) of seeded Clowder games the computer players play to the end."""
    games = []
    for players, seed in ((2, 1), (3, 2), (4, 3), (ACTION_PLAYERS, 4)):
        state = ClowderState.new(players, seed)
        rngs = [Random(f"parsers:{seed}:{seat}") for seat in range(players)]
        actions = []
        while state.phase != OVER:
            if state.phase == CHOOSE:
                action = Reveal(tuple(clowder_choose(clowder_seen(state, seat), seat, LEVEL, rngs[seat])
                                      for seat in range(players)))
            else:
                seat = state.actor()
                action = clowder_choose(clowder_seen(state, seat), seat, LEVEL, rngs[seat])
            state = state.play(action)
            actions.append(action)
        games.append((players, seed, tuple(actions)))
    return tuple(games)


@cache
def mansion_games() -> tuple[tuple[int, str, int, tuple], ...]:
    """(cats, rules, seed, actions) of seeded Cat's Mansion games the computer cats play to
    the end, with and without the variants."""
    games = []
    for cats, rules, seed in ((3, "sbc", 1), (4, "s", 2), (5, "-", 3), (3, "bc", 4)):
        state = MansionState.new(cats, seed, read_rules(rules))
        rngs = [Random(f"parsers:{seed}:{seat}") for seat in range(cats)]
        actions = []
        while not state.is_over:
            seat = state.actor()
            action = mansion_choose(mansion_seen(state), state.actor(), LEVEL, rngs[seat])
            state = state.play(action)
            actions.append(action)
        games.append((cats, rules, seed, tuple(actions)))
    return tuple(games)


def halves(items: tuple) -> tuple[tuple, ...]:
    """A game's moves whole, stopped half-way, and none."""
    return items, items[:len(items) // 2], ()


# ---- the readers as the page uses them --------------------------------------------------------


def read_pageant_link(text: str) -> pageant_link.PageantLink:
    """A pageant link decoded and its votes played."""
    link = pageant_link.decode(text)
    link.game()
    return link


def read_clowder_link(text: str) -> clowder_link.ClowderLink:
    """A Clowder link decoded and its actions played."""
    link = clowder_link.decode(text)
    link.state()
    return link


def read_mansion_link(text: str) -> mansion_link.MansionLink:
    """A Cat's Mansion link decoded and its actions played."""
    link = mansion_link.decode(text)
    link.state()
    return link


def _pageant_links() -> list[str]:
    return [pageant_link.encode(pageant_link.PageantLink(seats_for(game.players, i), game.seed, votes))
            for i, game in enumerate(pageant_games()) for votes in halves(game.votes)]


def _clowder_links() -> list[str]:
    return [clowder_link.encode(clowder_link.ClowderLink(seats_for(players, i), seed, actions))
            for i, (players, seed, whole) in enumerate(clowder_games()) for actions in halves(whole)]


def _mansion_links() -> list[str]:
    return [mansion_link.encode(mansion_link.MansionLink(seats_for(cats, i), seed, read_rules(rules),
                                                         actions))
            for i, (cats, rules, seed, whole) in enumerate(mansion_games()) for actions in halves(whole)]


def _pageant_records() -> list[str]:
    return [write_record(Game.replay(game.players, game.seed, votes))
            for game in pageant_games() for votes in halves(game.votes)]


def _clowder_records() -> list[str]:
    return [write_clowder_record(players, seed, actions)
            for players, seed, whole in clowder_games() for actions in halves(whole)]


def _mansion_records() -> list[str]:
    return [write_mansion_record(cats, read_rules(rules), seed, actions)
            for cats, rules, seed, whole in mansion_games() for actions in halves(whole)]


def _votes() -> list[str]:
    game = next(g for g in pageant_games() if g.players == VOTE_PLAYERS)
    return sorted({write_vote(picks) for picks in game.votes})


def _clowder_actions() -> list[str]:
    return sorted({write_clowder_action(a) for players, _, actions in clowder_games()
                   if players == ACTION_PLAYERS for a in actions})


def _mansion_actions() -> list[str]:
    return sorted({write_mansion_action(a) for *_, actions in mansion_games() for a in actions})


def _seats() -> list[str]:
    return ["e", "m", "h", *(seat_text(Seat(PERSON, name)) for name in NAMES), "p"]


PARSERS: list[Parser] = [
    Parser("pageant link", read_pageant_link, ("link", "seed", "seat", "vote"), _pageant_links(),
           write=pageant_link.encode, cap=pageant_link.MAX_LENGTH),
    Parser("pageant record", read_record, ("record", "players", "seed", "vote"), _pageant_records(),
           write=write_record, cap=PAGEANT_RECORD_CAP),
    Parser("pageant vote", lambda text: read_vote(text, VOTE_PLAYERS), ("vote",), _votes(),
           write=write_vote, strict=True),
    Parser("clowder link", read_clowder_link, ("link", "seed", "seat", "move", "action"), _clowder_links(),
           write=clowder_link.encode, cap=clowder_link.MAX_LENGTH),
    Parser("clowder record", read_clowder_record, ("record", "players", "seed", "action"), _clowder_records(),
           write=lambda r: write_clowder_record(r.players, r.seed, r.actions),
           same=lambda a, b: a[:3] == b[:3], cap=CLOWDER_RECORD_CAP),
    Parser("clowder action", lambda text: read_clowder_action(text, ACTION_PLAYERS),
           ("action", "reveal", "hex", "colour"), _clowder_actions(), write=write_clowder_action,
           strict=True),
    Parser("mansion link", read_mansion_link, ("link", "seed", "seat", "variants", "move", "action"),
           _mansion_links(), write=mansion_link.encode, cap=mansion_link.MAX_LENGTH),
    Parser("mansion record", read_mansion_record, ("record", "cats", "rules", "seed", "action"),
           _mansion_records(), write=lambda r: write_mansion_record(r.cats, r.rules, r.seed, r.actions),
           same=lambda a, b: tuple(a) == tuple(b), cap=MANSION_RECORD_CAP),
    Parser("mansion action", read_mansion_action, ("action", "space", "attack", "bid", "push"),
           _mansion_actions(), write=write_mansion_action, strict=True),
    Parser("table seat", lambda text: read_seat(text, clowder_link.LinkError), ("seat",), _seats(),
           write=seat_text),
]
