"""The hard level's judge: what an outcome of the vote now is worth, in chances of winning the
game, without playing the round out.

Once a cat is chosen, each seat's goals are met, broken or open (both cats unranked). The
judge takes met and broken goals as settled and each open goal as a coin toss, so a seat's
final score is its goals met plus a binomial draw over its open ones (`score_chances`); the
other seats' hands are the ones drawn from their votes (game.pageant.guess), so a seat's
score chances are the mean over its drawn hands. The seats' chances of winning the round
follow (`round_chances`), the round's tie-break read from where the own cats stand: a ranked
own cat below every unranked one, the unranked ones level.

A round won is then worth what it does to the chances of winning the game (`game_chances`):
with the victory points as they stand, every later round is taken to go to any seat alike,
so a round that clinches the game, or that stops a seat one point short of winning, counts
for more than one early on. An outcome's worth is that seat's chance of winning the game
(`outcome_worths`), less a stalling cost for a rescue (moving a ranked cat to the top), which
keeps a table of computer voters from moving ranked cats about forever.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from .cats import CATS, NUM_CATS
from .gains import status_after
from .game import WIN_POINTS
from .round import BROKEN, MET, OPEN, Pair, goal_status, place

RESCUE_COST = 0.03  # a rescue's cost in chances of winning the game, times one more than the
#                     rescues already made at this spot (as gains.STALL, which it mirrors)

# BINOMIAL[n][k]: the chance that k of n open goals are met, each a coin toss.
BINOMIAL = tuple(tuple(comb(n, k) / 2**n for k in range(n + 1)) for n in range(NUM_CATS))


def score_chances(met: int, open_goals: int) -> list[float]:
    """The chances of each final score (index = goals met) with `met` goals met and
    `open_goals` open, each open one met by a coin toss."""
    chances = [0.0] * (NUM_CATS // 2 + 1)
    for k, chance in enumerate(BINOMIAL[open_goals]):
        chances[met + k] += chance
    return chances


def round_chances(scores: list[list[float]], ahead: list[list[float]]) -> list[float]:
    """Each seat's chance of winning the round, given each seat's score chances (`scores`,
    independent seats) and `ahead[s][t]`, the chance that seat s wins a tie with seat t (its
    own cat finishes higher). A three-way tie is counted pair by pair, an approximation."""
    seats = range(len(scores))
    # below[t][k]: the chance seat t scores less than k.
    below = []
    for chances in scores:
        total, acc = 0.0, []
        for chance in chances:
            acc.append(total)
            total += chance
        below.append(acc)
    wins = []
    for s in seats:
        win = 0.0
        for k, chance in enumerate(scores[s]):
            if chance == 0.0:
                continue
            for t in seats:
                if t != s:
                    chance *= below[t][k] + scores[t][k] * ahead[s][t]
            win += chance
        wins.append(win)
    total = sum(wins)
    return [win / total for win in wins] if total > 0 else [1.0 / len(wins)] * len(wins)


def tie_chances(ranking: tuple[int, ...], owners: tuple[int, ...]) -> list[list[float]]:
    """ahead[s][t]: the chance seat s's own cat finishes above seat t's, given `ranking`
    (bottom up): a ranked cat is below every unranked one; two unranked ones are even."""
    height = [ranking.index(own) if own in ranking else NUM_CATS for own in owners]
    return [[0.5 if hs == ht else float(hs > ht) for ht in height] for hs in height]


def game_chances(points: tuple[int, ...], seat: int) -> float:
    """`seat`'s chance of winning the game from these victory points, every round from here
    won by any seat alike."""
    if max(points) >= WIN_POINTS:
        return float(points[seat] >= WIN_POINTS)
    return _open_game_chances(points, seat)


# Kept: every seat's chance at every score short of the win, at every table (7 seats: 3**7 * 7
# = 15,309; 21,303 for tables of 3 to 7 together); the finished scores are not kept.
@lru_cache(maxsize=1 << 15)
def _open_game_chances(points: tuple[int, ...], seat: int) -> float:
    total = 0.0
    for winner in range(len(points)):
        after = tuple(p + (s == winner) for s, p in enumerate(points))
        total += game_chances(after, seat)
    return total / len(points)


def table_chances(ranking: tuple[int, ...], owners: tuple[int, ...], goals: tuple[tuple[Pair, ...], ...],
                  points: tuple[int, ...]) -> tuple[float, ...]:
    """Every seat's chance of winning the game as the round stands (`ranking`), every seat's
    goals known (`goals`): met and broken goals settled, open ones coin tosses, the round's
    tie-break from where the own cats stand, and every later round won by any seat alike."""
    scores = []
    for hand in goals:
        statuses = [goal_status(ranking, pair) for pair in hand]
        scores.append(score_chances(statuses.count(MET), statuses.count(OPEN)))
    rounds = round_chances(scores, tie_chances(ranking, owners))
    return tuple(sum(chance * stake for chance, stake in zip(rounds, round_stakes(points, seat), strict=True))
                 for seat in range(len(points)))


def round_stakes(points: tuple[int, ...], seat: int) -> list[float]:
    """Indexed by seat: `seat`'s chance of winning the game if that seat wins this round."""
    return [game_chances(tuple(p + (s == winner) for s, p in enumerate(points)), seat)
            for winner in range(len(points))]


def hand_counts(ranking: tuple[int, ...], hand: tuple[Pair, ...]) -> list[tuple[int, int]]:
    """Indexed by cat: (goals met, goals open) of `hand` once that cat is chosen now (the
    ranking before is `ranking`). Only the goal that holds the chosen cat changes."""
    ranked = set(ranking)
    statuses = [goal_status(ranking, pair) for pair in hand]
    met = statuses.count(MET)
    open_goals = len(hand) - met - statuses.count(BROKEN)
    counts = [(met, open_goals)] * (NUM_CATS + 1)
    for pair, before in zip(hand, statuses, strict=True):
        for cat in pair:
            after = status_after(ranked, pair, cat)
            counts[cat] = (met - (before == MET) + (after == MET),
                           open_goals - (before not in (MET, BROKEN)))
    return counts


def outcome_worths(ranking: tuple[int, ...], owners: tuple[int, ...], hands: list[list[tuple[Pair, ...]]],
                   points: tuple[int, ...], seat: int, rescues: int = 0) -> list[float]:
    """Indexed by cat (index 0 unused): `seat`'s chance of winning the game once that cat is
    chosen now, `hands[s]` being the hands seat s may hold (one hand: the seat's own; several:
    drawn, equally likely). A rescue pays RESCUE_COST * (1 + `rescues` at this spot)."""
    stakes = round_stakes(points, seat)
    # per seat: the score chances for each cat chosen, the mean over its hands
    per_seat = []
    for seat_hands in hands:
        sums = [[0.0] * (NUM_CATS // 2 + 1) for _ in range(NUM_CATS + 1)]
        share = 1.0 / len(seat_hands)
        for hand in seat_hands:
            rows = [(met, BINOMIAL[open_goals]) for met, open_goals in hand_counts(ranking, hand)]
            for cat in CATS:
                met, chances = rows[cat]
                row = sums[cat]
                for k, chance in enumerate(chances):
                    row[met + k] += share * chance
        per_seat.append(sums)
    worths = [0.0] * (NUM_CATS + 1)
    for cat in CATS:
        ahead = tie_chances(place(ranking, cat), owners)
        chances = round_chances([sums[cat] for sums in per_seat], ahead)
        worth = sum(c * stake for c, stake in zip(chances, stakes, strict=True))
        if cat in ranking:
            worth -= RESCUE_COST * (1 + rescues)
        worths[cat] = worth
    return worths
