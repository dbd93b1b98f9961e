"""A whole game of the pageant: the seeded deal, its rounds and the victory points.

A game is fixed by its number of players, its seed and its votes: the seed deals each seat
its own cat for the game and, each round, its goals (`deal`); the lot that settles a third
tie is drawn from it too. So a game's record is those three things (game.pageant.record), and
replaying the votes gives back every round. `Game` is an immutable value: `vote()` returns
the next one; when a round ends its winner gets a victory point and, unless someone has
three, the next round is dealt at once (the finished round stays in `rounds`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cats import CATS
from .errors import IllegalVoteError, RecordError
from .round import MAX_PLAYERS, MIN_PLAYERS, Pair, Round, pair_up

WIN_POINTS = 3  # the first to win three rounds wins the game
MAX_SEED = 2**31 - 1


def deal_owners(players: int, seed: int) -> tuple[int, ...]:
    """Each seat's own cat for the whole game: different cats, dealt at random from the seed."""
    return tuple(random.Random(f"pageant-owners:{seed}:{players}").sample(CATS, players))


def deal_goals(owners: tuple[int, ...], seed: int, round_index: int) -> tuple[tuple[Pair, ...], ...]:
    """Each seat's goals for round `round_index` (0 for the first): its eight other cats
    shuffled and dealt as pairs, one shuffle a seat."""
    goals = []
    for seat, own in enumerate(owners):
        others = [c for c in CATS if c != own]
        random.Random(f"pageant-goals:{seed}:{round_index}:{seat}").shuffle(others)
        goals.append(pair_up(own, others))
    return tuple(goals)


@dataclass(frozen=True)
class Game:
    """The players, the seed, the rounds played (the last is the one being voted on, or the
    game's last once it is over) and each seat's victory points."""

    players: int
    seed: int
    owners: tuple[int, ...]
    rounds: tuple[Round, ...]
    points: tuple[int, ...]

    @classmethod
    def new(cls, players: int, seed: int) -> Game:
        """A new game for `players` seats (3 to 7), dealt from `seed` (0 to 2**31 - 1)."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError(f"the pageant is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise RecordError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
        owners = deal_owners(players, seed)
        return cls(players, seed, owners, (cls._round(owners, seed, 0),), (0,) * players)

    @staticmethod
    def _round(owners, seed: int, index: int) -> Round:
        return Round(owners, deal_goals(owners, seed, index), f"{seed}:{index}")

    @classmethod
    def replay(cls, players: int, seed: int, votes) -> Game:
        """The game after these votes (each a tuple of picks in seat order); an illegal vote
        raises IllegalVoteError naming it and its number. In time linear in the votes: each
        round takes its votes at once (Round.vote_all)."""
        game = cls.new(players, seed)
        votes = tuple(votes)
        index = 0
        while index < len(votes):
            if game.is_over:
                raise IllegalVoteError(votes[index], f"vote {index + 1}: the game is over")
            rnd, index = game.round.vote_all(votes, index)
            game = game._after(rnd)
        return game

    @property
    def round(self) -> Round:
        """The round being voted on (the last one once the game is over)."""
        return self.rounds[-1]

    @property
    def is_over(self) -> bool:
        """True once a seat has three victory points."""
        return max(self.points) >= WIN_POINTS

    def winner(self) -> int | None:
        """The seat that won the game, or None while it goes on."""
        return self.points.index(max(self.points)) if self.is_over else None

    @property
    def votes(self) -> tuple[tuple[int, ...], ...]:
        """Every vote of the game in order, re-votes included."""
        return tuple(reveal.picks for rnd in self.rounds for reveal in rnd.reveals)

    def vote(self, picks) -> Game:
        """The game after one vote; a round this vote ends scores its victory point and the
        next round is dealt (unless the game is over)."""
        if self.is_over:
            raise IllegalVoteError(picks, "the game is over")
        return self._after(self.round.vote(picks))

    def _after(self, rnd: Round) -> Game:
        # The game with its last round replaced by `rnd`: a round it ends scores its victory
        # point and the next round is dealt (unless the game is over).
        rounds, points = self.rounds[:-1] + (rnd,), self.points
        if rnd.is_over:
            winner = rnd.winner()
            points = tuple(p + (seat == winner) for seat, p in enumerate(points))
            if max(points) < WIN_POINTS:
                rounds = rounds + (self._round(self.owners, self.seed, len(rounds)),)
        return Game(self.players, self.seed, self.owners, rounds, points)

    def round_winners(self) -> tuple[int, ...]:
        """The winner of each finished round, in order."""
        return tuple(rnd.winner() for rnd in self.rounds if rnd.is_over)
