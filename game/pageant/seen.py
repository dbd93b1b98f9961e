"""What one seat sees at the table: the computer voters' only input.

A seat sees everyone's own cat (they are public for the game), its own four goals for the
round, the ranking so far, how many ties in a row the spot has had, every vote of this
round as it was revealed, and the victory points. It does not see the seed, the lot's seed
or any other seat's goals: `Seen` has no field for them, so a voter that reads only a
`Seen` cannot peek (tests/pageant/test_voters_hidden.py checks both).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cats import NUM_CATS
from .game import Game
from .round import Pair, Reveal, place


@dataclass(frozen=True)
class Seen:
    """One seat's view of the table at a vote."""

    seat: int  # the seat that looks (0 for the first)
    players: int
    owners: tuple[int, ...]  # every seat's own cat, public
    goals: tuple[Pair, ...]  # this seat's goals only: (A, B) is met when A finishes above B
    ranking: tuple[int, ...]  # bottom up: ranking[0] is the cat in 9th place
    ties: int  # ties in a row for the spot now voted on
    reveals: tuple[Reveal, ...]  # this round's votes as they were shown, in order
    points: tuple[int, ...]  # victory points, a seat each

    @property
    def own(self) -> int:
        """This seat's own cat."""
        return self.owners[self.seat]

    @property
    def spot(self) -> int:
        """The place now voted on (9 for 9th, up to 2); 0 once the round is over."""
        return 0 if len(self.ranking) == NUM_CATS else NUM_CATS - len(self.ranking)

    @property
    def last_tie(self) -> tuple[int, ...]:
        """The cats tied for the most votes at this spot's last vote, or () on its first vote."""
        if self.ties and self.reveals:
            return self.reveals[-1].leaders
        return ()


def seen_by(game: Game, seat: int) -> Seen:
    """What `seat` sees of the game's current round (its last round once the game is over)."""
    if type(seat) is not int or not 0 <= seat < game.players:
        raise ValueError(f"seat {seat!r} is not a seat of a {game.players}-player game (0 to "
                         f"{game.players - 1})")
    rnd = game.round
    return Seen(seat, game.players, rnd.owners, rnd.goals[seat], rnd.ranking, rnd.ties,
                rnd.reveals, game.points)


def rankings_before(seen: Seen) -> tuple[tuple[int, ...], ...]:
    """The ranking as it stood before each of the round's revealed votes, replayed from the
    reveals with the engine's `place` (a tie leaves it as it was)."""
    ranking: tuple[int, ...] = ()
    before = []
    for reveal in seen.reveals:
        before.append(ranking)
        if reveal.chosen is not None:
            ranking = place(ranking, reveal.chosen)
    return tuple(before)
