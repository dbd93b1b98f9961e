"""Exact odds of a Cat Spat: each side rolls one d6 and adds its bonus; a tie rolls again
with the same bonuses, so a spat always ends and its odds are those of the 36 rolls less
the ties (conditional on the last, non-tied roll).

`spat_odds(attacker_bonus, defender_bonus)` gives the attacker's chance to win and to lose,
and the chances of a double score either way (a score at least twice the other's: the
winner takes a coin from the Mouse, if one is left and it holds none), as Fractions. The
table of every pair of bonuses the game can give is small, so answers are cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

FACES = range(1, 7)


@dataclass(frozen=True)
class Odds:
    """The outcome of a spat seen by its attacker: `win` + `lose` == 1; `win_double` (the
    attacker's score at least twice the defender's) is part of `win`, `lose_double` (the
    defender's at least twice the attacker's) part of `lose`."""

    win: Fraction
    lose: Fraction
    win_double: Fraction
    lose_double: Fraction

    def flipped(self) -> Odds:
        """The same spat seen by the defender."""
        return Odds(self.lose, self.win, self.lose_double, self.win_double)


def _check(bonus) -> int:
    if type(bonus) is not int or bonus < 0:
        raise ValueError(f"a spat bonus is a whole number from 0 up, not {bonus!r}")
    return bonus


@lru_cache(maxsize=1024, typed=True)
def spat_odds(attacker_bonus: int, defender_bonus: int) -> Odds:
    """The exact odds of a spat with these total bonuses (ties rerolled). ValueError for a
    bonus that is not a whole number from 0 up."""
    a_bonus, d_bonus = _check(attacker_bonus), _check(defender_bonus)
    win = lose = win_double = lose_double = 0
    for a_die in FACES:
        a = a_die + a_bonus
        for d_die in FACES:
            d = d_die + d_bonus
            if a > d:
                win += 1
                win_double += a >= 2 * d
            elif d > a:
                lose += 1
                lose_double += d >= 2 * a
    decided = win + lose  # at least 30 of the 36 rolls: ties are at most 6
    return Odds(Fraction(win, decided), Fraction(lose, decided),
                Fraction(win_double, decided), Fraction(lose_double, decided))


def win_chance(attacker_bonus: int, defender_bonus: int) -> float:
    """The attacker's chance to win, as a float (for the computer players' sums)."""
    return float(spat_odds(attacker_bonus, defender_bonus).win)
