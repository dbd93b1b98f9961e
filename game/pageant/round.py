"""One round of the pageant: the goals dealt, the votes and the ranking they build.

The ranking is kept from the bottom up: `ranking[0]` is the cat in 9th place, and the lowest
open spot is 9th while nothing is ranked, then 8th, and so on up. A vote is one pick a
player, in seat order; the picks are shown together (a `Reveal`). The rules, as this project
reads the seed (PAGEANT.md says which parts are ours):

- the cat with more votes than any other is chosen; a tie for the most is a re-vote of the
  same spot, and the third tie in a row for a spot is settled by lot among the tied cats;
- a chosen cat not yet ranked takes the spot; a chosen cat already ranked moves to the top
  of the ranking so far (the cats above its old place move down one) and the same spot is
  voted on again;
- when 2nd place is filled, the last cat takes 1st and the round is over;
- a goal (A, B) is met when A finishes above B; each met goal scores 1; the most goals wins
  the round, and a tie goes to the tied player whose own cat is ranked highest.

`Round` is an immutable value: `vote()` returns the next one. The small functions below it
(`leaders`, `place`) are the rules themselves; the computer voters' play-outs call them too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cats import CATS, NUM_CATS
from .errors import IllegalVoteError, RecordError

MIN_PLAYERS, MAX_PLAYERS = 3, 7
GOALS_EACH = (NUM_CATS - 1) // 2  # four pairs from a player's eight other cats
TIES_BEFORE_LOT = 2  # the third tie in a row for one spot is settled by lot (ours)

MET, BROKEN, OPEN = "met", "broken", "open"

Pair = tuple[int, int]  # (A, B): met when A finishes above B


def pair_up(own: int, others: list[int]) -> tuple[Pair, ...]:
    """A player's goals from their other cats in dealt order: (1st, 2nd), (3rd, 4th), ...
    With an odd number of other cats the last is paired with the player's own cat, their own
    cat above (the seed's "pair the last one with their personal cat")."""
    pairs = [(others[i], others[i + 1]) for i in range(0, len(others) - 1, 2)]
    if len(others) % 2:
        pairs.append((own, others[-1]))
    return tuple(pairs)


def leaders(picks) -> tuple[int, ...]:
    """The cats with the most votes among `picks`, in cat order (one cat: it is chosen)."""
    counts = [0] * (NUM_CATS + 1)
    for cat in picks:
        counts[cat] += 1
    most = max(counts)
    return tuple(cat for cat in CATS if counts[cat] == most)


def place(ranking: tuple[int, ...], cat: int) -> tuple[int, ...]:
    """The ranking (bottom up) after `cat` is chosen for the lowest open spot: an unranked cat
    takes the spot, a ranked one moves to the top of the ranking so far; a ranking with 2nd
    place filled gets its last cat in 1st."""
    if cat in ranking:
        ranking = tuple(c for c in ranking if c != cat) + (cat,)
    else:
        ranking = ranking + (cat,)
    if len(ranking) == NUM_CATS - 1:
        ranking = ranking + tuple(c for c in CATS if c not in ranking)
    return ranking


def goal_status(ranking: tuple[int, ...], pair: Pair) -> str:
    """MET, BROKEN or OPEN for a goal as the ranking stands, an unranked cat counting as above
    every ranked one (it will be placed above them). Both unranked: OPEN. Until the round is
    over a re-vote can still turn a met goal into a broken one and back."""
    above, below = pair
    if above not in ranking and below not in ranking:
        return OPEN
    if above not in ranking:
        return MET
    if below not in ranking:
        return BROKEN
    return MET if ranking.index(above) > ranking.index(below) else BROKEN


@dataclass(frozen=True)
class Reveal:
    """One vote as everyone saw it: the spot voted on, each seat's pick, the cats with the
    most votes, and what came of it."""

    spot: int  # the place voted on: 9 for 9th ... 2 for 2nd
    picks: tuple[int, ...]
    leaders: tuple[int, ...]
    chosen: int | None  # None: a tie, voted again
    by_lot: bool = False  # chosen by lot after the third tie in a row
    moved: bool = False  # the chosen cat was ranked already: it moved to the top

    @property
    def tie(self) -> bool:
        """True when the most votes were shared (whether or not the lot then chose)."""
        return len(self.leaders) > 1


@dataclass(frozen=True)
class Round:
    """A round: the seats' own cats and goals, and the votes so far."""

    owners: tuple[int, ...]  # seat i's own cat
    goals: tuple[tuple[Pair, ...], ...]  # seat i's goals
    lot_seed: str = ""  # what the lot's draws are made from (the game's seed and the round)
    ranking: tuple[int, ...] = ()  # bottom up
    ties: int = 0  # ties in a row for the spot now voted on
    reveals: tuple[Reveal, ...] = ()

    @classmethod
    def start(cls, owners, goals, lot_seed: str = "") -> Round:
        """A round with these own cats and goals, checked: 3 to 7 seats, different own cats,
        and each seat's goals pair up exactly its eight other cats."""
        owners = tuple(owners)
        goals = tuple(tuple(tuple(pair) for pair in seat) for seat in goals)
        if not MIN_PLAYERS <= len(owners) <= MAX_PLAYERS:
            raise RecordError(f"a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(owners)}")
        if len(set(owners)) != len(owners) or any(c not in CATS for c in owners):
            raise RecordError(f"own cats must be different cats 1 to 9: {owners!r}")
        if len(goals) != len(owners):
            raise RecordError(f"{len(goals)} seats of goals for {len(owners)} players")
        for own, seat in zip(owners, goals, strict=True):
            cats = sorted(c for pair in seat for c in pair)
            if len(seat) != GOALS_EACH or cats != [c for c in CATS if c != own]:
                raise RecordError(f"goals {seat!r} do not pair up the eight cats other than {own}")
        return cls(owners, goals, lot_seed)

    @property
    def players(self) -> int:
        """How many seats vote."""
        return len(self.owners)

    @property
    def is_over(self) -> bool:
        """True once every place is filled."""
        return len(self.ranking) == NUM_CATS

    @property
    def spot(self) -> int:
        """The place now voted on (9 for 9th, up to 2); 0 once the round is over."""
        return 0 if self.is_over else NUM_CATS - len(self.ranking)

    def top_down(self) -> tuple[int, ...]:
        """The ranking from 1st place down (as far as it is filled)."""
        return self.ranking[::-1]

    def place_of(self, cat: int) -> int | None:
        """The place `cat` holds now (1 for 1st), or None while it is unranked."""
        if cat not in self.ranking:
            return None
        return NUM_CATS - self.ranking.index(cat)

    def check(self, picks) -> tuple[int, ...]:
        """The picks as a tuple, or IllegalVoteError saying why they cannot be played now."""
        if self.is_over:
            raise IllegalVoteError(picks, "the round is over")
        try:
            picks = tuple(picks)
        except TypeError:
            raise IllegalVoteError(picks, "a vote is one cat a player") from None
        if len(picks) != self.players:
            raise IllegalVoteError(picks, f"{self.players} players vote, so a vote is "
                                          f"{self.players} picks, not {len(picks)}")
        for pick in picks:
            if type(pick) is not int or pick not in CATS:
                raise IllegalVoteError(picks, f"{pick!r} is not a cat (cats are 1 to 9)")
        return picks

    def vote(self, picks) -> Round:
        """The round after every seat's pick (seat order) is revealed and acted on."""
        picks = self.check(picks)
        reveal, ranking, ties = self._outcome(picks, self.ranking, self.ties, len(self.reveals))
        return Round(self.owners, self.goals, self.lot_seed, ranking, ties, self.reveals + (reveal,))

    def vote_all(self, votes, start: int = 0) -> tuple[Round, int]:
        """`vote` for each of votes[start:] in turn until the round is over: the round then, and
        the index of the first vote not taken. In time linear in the votes (the reveals are
        gathered in a list, not copied a tuple per vote). An illegal vote raises
        IllegalVoteError naming its number (1 for votes[0])."""
        ranking, ties, reveals = self.ranking, self.ties, list(self.reveals)
        index = start
        while index < len(votes) and len(ranking) < NUM_CATS:
            try:
                picks = self.check(votes[index])
            except IllegalVoteError as e:
                raise IllegalVoteError(e.picks, f"vote {index + 1}: {e.reason}") from None
            reveal, ranking, ties = self._outcome(picks, ranking, ties, len(reveals))
            reveals.append(reveal)
            index += 1
        return Round(self.owners, self.goals, self.lot_seed, ranking, ties, tuple(reveals)), index

    def _outcome(self, picks, ranking, ties: int, count: int) -> tuple[Reveal, tuple[int, ...], int]:
        # One vote acted on: its Reveal, the ranking and the ties in a row after it (`count`
        # votes of the round came before it).
        top = leaders(picks)
        spot = NUM_CATS - len(ranking)
        if len(top) > 1 and ties < TIES_BEFORE_LOT:
            return Reveal(spot, picks, top, None), ranking, ties + 1
        by_lot = len(top) > 1
        chosen = self._draw(top, count) if by_lot else top[0]
        return Reveal(spot, picks, top, chosen, by_lot, chosen in ranking), place(ranking, chosen), 0

    def _draw(self, tied: tuple[int, ...], count: int) -> int:
        # Seeded by the game and the vote's number: a replayed record draws the same cat.
        return random.Random(f"pageant-lot:{self.lot_seed}:{count}").choice(tied)

    def status(self, seat: int) -> tuple[str, ...]:
        """MET, BROKEN or OPEN for each of seat's goals, as the ranking stands."""
        return tuple(goal_status(self.ranking, pair) for pair in self.goals[seat])

    def goals_met(self, seat: int) -> int:
        """How many of seat's goals are met as the ranking stands (its score once over)."""
        return self.status(seat).count(MET)

    def scores(self) -> tuple[int, ...]:
        """Each seat's goals met."""
        return tuple(self.goals_met(seat) for seat in range(self.players))

    def winner(self) -> int | None:
        """The seat that wins the round (None until it is over): the most goals met, a tie
        going to the tied seat whose own cat is ranked highest."""
        if not self.is_over:
            return None
        scores = self.scores()
        best = max(scores)
        tied = [seat for seat in range(self.players) if scores[seat] == best]
        return min(tied, key=lambda seat: self.place_of(self.owners[seat]))
