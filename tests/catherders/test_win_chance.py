"""The win-chance curve of the game review (game/catherders/winchance.py)."""

from __future__ import annotations

import math

import pytest

from game.catherders import winchance
from game.catherders.evaluate import CAT_VALUE, WIN
from game.catherders.winchance import eval_for_chance, win_chance

EVALS = [-WIN, -10 * WIN, -5000, -2000, -1000, -300, -1, 0, 1, 300, 1000, 2000, 5000, WIN, 10 * WIN]


def test_the_curve_rises_with_the_evaluation():
    """Strictly rising over the evaluations that matter, never falling anywhere."""
    values = [win_chance(e) for e in EVALS]
    assert values == sorted(values)
    near = [win_chance(e) for e in range(-3000, 3001, 50)]
    assert all(a < b for a, b in zip(near, near[1:], strict=False))


def test_bounds_and_forced_results():
    """Always within 0..1; the search's forced win and loss give 1 and 0, without overflow."""
    assert all(0.0 <= win_chance(e) <= 1.0 for e in EVALS)
    assert win_chance(WIN) == 1.0 and win_chance(-WIN) == 0.0
    assert win_chance(10**12) == 1.0 and win_chance(-(10**12)) == 0.0


def test_one_half_at_zero_and_symmetric():
    """The fit kept C = 0 (the free C was within noise): a half at 0, and w(-e) = 1 - w(e)."""
    assert winchance.C == 0.0
    assert win_chance(0) == 0.5
    for e in (1, 250, 1000, 2500):
        assert win_chance(-e) == pytest.approx(1 - win_chance(e), abs=1e-12)


def test_a_cat_ahead_is_a_clear_but_not_certain_lead():
    """The fitted slope: a cat ahead wins most games, not all (0.7..0.95); two cats more."""
    assert 0.7 < win_chance(CAT_VALUE) < 0.95
    assert win_chance(CAT_VALUE) < win_chance(2 * CAT_VALUE) < 0.99


def test_eval_for_chance_inverts_the_curve():
    """eval_for_chance(win_chance(e)) == e; chances outside (0, 1) are refused."""
    for e in (-2500, -400, 0, 35, 1800):
        assert eval_for_chance(win_chance(e)) == pytest.approx(e, abs=1e-6)
    for bad in (0.0, 1.0, -0.1, 1.5, math.nan):
        with pytest.raises(ValueError, match="chance"):
            eval_for_chance(bad)
