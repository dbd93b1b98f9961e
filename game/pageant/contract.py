"""The pageant keeps game.contract: `RULES`, and `Table`, its states.

The engine takes a vote's secret picks all at once (`Game.vote`); the contract asks one seat
at a time. So a `Table` keeps the picks made so far of the vote under way (`picks`), which no
seat's view holds: each seat picks a cat (an int, 1 to 9) in seat order, and the last one's
pick plays the engine's vote. A record ends with the picks made so far, when there are any,
as a short vote word ("76" for the first two of five seats): the engine's record does not
hold them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from game.adapt import TableRules, check_level, check_seat, read_options, read_with_pending
from game.text import shown

from . import record
from .cats import CATS
from .errors import IllegalVoteError, RecordError
from .game import Game, deal_goals
from .round import MAX_PLAYERS, MIN_PLAYERS, Round
from .seen import Seen, seen_by


@dataclass(frozen=True)
class Table:
    """A pageant game as the contract's State: the engine's game and the picks made so far
    of the vote under way (seat order)."""

    game: Game
    picks: tuple = ()

    @property
    def seats(self) -> int:
        """How many players (3 to 7)."""
        return self.game.players

    def to_act(self) -> int | None:
        """The first seat without a pick in the vote under way; None when over."""
        return None if self.game.is_over else len(self.picks)

    def legal_actions(self) -> tuple[int, ...]:
        """The cats the seat may vote for: any of the nine (() once over)."""
        return () if self.game.is_over else tuple(CATS)

    def play(self, action) -> Table:
        """The game after the seat's pick (IllegalVoteError when the rules refuse it)."""
        if self.game.is_over:
            raise IllegalVoteError(action, "the game is over")
        if type(action) is not int or action not in CATS:
            raise IllegalVoteError(action, f"{action!r} is not a cat (cats are 1 to 9)")
        picks = self.picks + (action,)
        if len(picks) < self.seats:
            return Table(self.game, picks)
        return Table(self.game.vote(picks))

    def is_over(self) -> bool:
        """Whether a seat has won three rounds."""
        return self.game.is_over

    def winners(self) -> tuple[int, ...]:
        """The winning seat, once over."""
        return (self.game.winner(),) if self.game.is_over else ()

    def seen_by(self, seat: int) -> Seen:
        """What `seat` knows (game.pageant.seen): its own goals, the reveals, the points."""
        check_seat(seat, self.seats)
        return seen_by(self.game, seat)

    def action_text(self, action: int) -> str:
        """A pick's text: its cat's digit."""
        return str(action)

    def read_action(self, text: str) -> int:
        """The cat a digit names (RecordError for other text)."""
        if not isinstance(text, str) or len(text) != 1 or text not in "123456789":
            raise RecordError(f"a pick is one digit from 1 to 9: {shown(str(text))}")
        return int(text)


def _pending_word(word: str) -> bool:
    # Whether a record's last word may be the picks made so far (checked against the seats once
    # the head is read): digits 1 to 9, fewer than the most players.
    return 1 <= len(word) < MAX_PLAYERS and all(c in "123456789" for c in word)


def _read(text: str) -> Table:
    return Table(record.read_record(text))


def _resume(table: Table, word: str) -> Table | None:
    # The game with the picks a record's last word holds, or None where they cannot stand.
    if len(word) >= table.seats or table.game.is_over:
        return None
    for digit in word:
        table = table.play(int(digit))
    return table


class PageantRules(TableRules):
    """The pageant's rules for the contract (its levels: game.adapt.TableRules)."""

    name = "pageant"
    title = "CATHERDERS, the Great Cat Pageant"
    seat_counts = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    levels = ("easy", "medium", "hard", "max")  # bots.LEVELS, which loads only when a computer is asked

    def new(self, seats: int, seed: int, options: Mapping[str, str] | None = None) -> Table:
        """A new game of `seats` players; the pageant has no options."""
        read_options(options, (), RecordError)
        return Table(Game.new(seats, seed))

    def write_record(self, state: Table) -> str:
        """The record of the game (game.pageant.record), and the picks made so far."""
        text = record.write_record(state.game)
        return text + " " + record.write_vote(state.picks) if state.picks else text

    def read_record(self, text: str) -> Table:
        """The game a record holds, with the picks made so far when its last word holds them."""
        return read_with_pending(text, _read, _pending_word, RecordError, _resume)

    # The yardstick's play-outs (game.yardstick). Among random voters one vote almost never
    # changes what the table chooses, so a random play-out says next to nothing of it (the
    # yardstick with 20 ms a decision lost 40 games of 40 to easy). So play-out voters vote as
    # easy does, each by its own goals in the sampled game; and a play-out stops once the
    # round under way is scored: a vote changes little but that round's ranking, and the rounds
    # dealt afterwards only bury it.

    def playout_action(self, state: Table, rng: random.Random) -> int:
        """A play-out's pick: the easy level's (bots.easy_vote), by the seat's own goals."""
        from .bots import easy_vote

        return easy_vote(seen_by(state.game, state.to_act()), rng)

    def playout_done(self, start: Table, state: Table) -> bool:
        """Whether a round has been scored since `start`."""
        return sum(state.game.points) > sum(start.game.points)

    def standing(self, state: Table) -> tuple[int, ...]:
        """The seats with the most victory points."""
        points = state.game.points
        return tuple(seat for seat, p in enumerate(points) if p == max(points))

    def history(self, state: Table) -> tuple[Table, tuple[int, ...]]:
        """The game's first state and every pick from it to `state`, in order (each vote's
        picks in seat order): what a review plays through."""
        game = state.game
        picks = tuple(pick for vote in game.votes for pick in vote) + state.picks
        return Table(Game.new(game.players, game.seed)), picks

    def chances(self, state: Table) -> tuple[float, ...] | None:
        """Between two votes (no pick made of the next): every seat's chance of winning the
        game as the round stands, by the hard voters' judge with every seat's goals known
        (judge.table_chances: open goals coin tosses, later rounds won by any seat alike).
        None while a vote is under way, and once over."""
        game = state.game
        if game.is_over or state.picks:
            return None
        from .judge import table_chances

        rnd = game.round
        return table_chances(rnd.ranking, game.owners, rnd.goals, game.points)

    def sample(self, seen: Seen, seat: int, rng: random.Random) -> Table:
        """A game the seat cannot tell from the real one: the other seats' goals dealt at
        random from their eight other cats, a seed drawn for the lot and the rounds to come,
        and a random pick for each seat before this one in the vote under way. Only the round
        under way is kept (the earlier ones change nothing to come)."""
        check_seat(seat, seen.players)
        if seat != seen.seat:
            raise ValueError(f"seat {seat!r} does not see this view (seat {seen.seat} does)")
        seed = rng.getrandbits(31)
        goals = list(deal_goals(seen.owners, seed, 0))  # the deal's own shuffle, of a guessed seed
        goals[seat] = seen.goals
        rnd = Round(seen.owners, tuple(goals), f"{seed}:0", seen.ranking, seen.ties, seen.reveals)
        game = Game(seen.players, seed, seen.owners, (rnd,), seen.points)
        return Table(game, tuple(rng.choice(CATS) for _ in range(seat)))

    def choose(self, seen: Seen, seat: int, level: str, rng: random.Random) -> int:
        """The computer player's pick (game.pageant.bots)."""
        from . import bots

        check_level(level, self.levels)
        return bots.choose(seen, seat, level, rng)


RULES = PageantRules()
