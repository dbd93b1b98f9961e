"""game.mansion.odds: the exact odds of a Cat Spat agree with a brute-force play of the rerolls
(every pair of bonuses from 0 to 12), with the seed's worked example, and with what odds
must do whatever the bonuses (hypothesis)."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion.odds import Odds, spat_odds, win_chance


def brute_force(a_bonus: int, d_bonus: int, rerolls: int = 24) -> tuple[Odds, Fraction]:
    """The spat played as the rules say, by rounds: each round every one of the 36 rolls
    is equally likely; a tie goes to the next round. Returns the odds summed over `rerolls`
    rounds and the chance still tied after them (below 1/6**24): the exact odds lie within
    that of the sums."""
    win = lose = win_double = lose_double = Fraction(0)
    still = Fraction(1)  # the chance the spat is still tied before this round
    for _ in range(rerolls):
        tie = Fraction(0)
        for a_die, d_die in itertools.product(range(1, 7), repeat=2):
            p = still / 36
            a, d = a_die + a_bonus, d_die + d_bonus
            if a > d:
                win += p
                win_double += p if a >= 2 * d else 0
            elif d > a:
                lose += p
                lose_double += p if d >= 2 * a else 0
            else:
                tie += p
        still = tie
    assert still < Fraction(1, 10**18)
    return Odds(win, lose, win_double, lose_double), still


@pytest.mark.parametrize("a_bonus", range(13))
def test_the_odds_are_the_limit_of_the_rerolls(a_bonus):
    for d_bonus in range(13):
        exact = spat_odds(a_bonus, d_bonus)
        played, left = brute_force(a_bonus, d_bonus)
        for name in ("win", "lose", "win_double", "lose_double"):
            low = getattr(played, name)
            assert low <= getattr(exact, name) <= low + left, (a_bonus, d_bonus, name)


def test_even_bonuses_are_an_even_spat():
    for bonus in range(10):
        odds = spat_odds(bonus, bonus)
        assert odds.win == odds.lose == Fraction(1, 2)
        assert odds.win_double == odds.lose_double


def test_the_seeds_example_blackie_at_plus_2_against_the_grey_mouser():
    """Blackie +2 (the coin, a resting opponent) against 0, counted by hand: she scores 3..8
    against 1..6; 4 rolls tie, she wins 26 of the other 32 and doubles in 15."""
    odds = spat_odds(2, 0)
    assert odds.win == Fraction(26, 32) and odds.lose == Fraction(6, 32)
    assert odds == Odds(Fraction(13, 16), Fraction(3, 16), Fraction(15, 32), Fraction(1, 32))


def test_no_bonus_odds_by_hand():
    """0 against 0: 15 wins, 15 losses, 6 ties; doubles: 2-1, 4-1, 4-2, 5-1, 5-2, 6-1, 6-2,
    6-3, 3-1: 9 of 30."""
    assert spat_odds(0, 0) == Odds(Fraction(1, 2), Fraction(1, 2), Fraction(3, 10), Fraction(3, 10))


def test_six_more_always_wins():
    odds = spat_odds(6, 0)
    assert odds.win == 1 and odds.lose == 0 and odds.lose_double == 0
    assert spat_odds(0, 7).lose == 1


@pytest.mark.parametrize("bad", [-1, 1.5, "2", None, True])
def test_a_bonus_must_be_a_whole_number_from_0(bad):
    with pytest.raises(ValueError, match="whole number"):
        spat_odds(bad, 0)
    with pytest.raises(ValueError, match="whole number"):
        spat_odds(0, bad)


bonuses = st.integers(0, 30)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(a=bonuses, d=bonuses, more=st.integers(1, 5))
def test_what_odds_must_do(a, d, more):
    odds = spat_odds(a, d)
    assert odds.win + odds.lose == 1
    assert 0 <= odds.win_double <= odds.win and 0 <= odds.lose_double <= odds.lose
    assert spat_odds(d, a) == odds.flipped() and odds.flipped().flipped() == odds
    assert spat_odds(a + more, d).win >= odds.win  # a bonus never hurts
    assert spat_odds(a, d + more).win <= odds.win
    assert win_chance(a, d) == float(odds.win)
    if a >= d + 6:
        assert odds.win == 1
