"""The ways a Clowder game ends: three catches, the tower, the round limit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.clowder import (
    CHOOSE,
    LAST_ROUND,
    MOVE,
    NYX,
    OVER,
    PLACE,
    EndTurn,
    GiveLife,
)
from game.clowder.rules import limit_winner
from tests.clowder.positions import a_catch, last_turn


def test_three_catches_win_at_once():
    s = a_catch()
    s = replace(s, caught=(2, 0, 0)).play(GiveLife())
    assert s.phase == OVER and s.winner == 0 and s.end == "catches"


def test_nyx_catches_count_toward_a_win_for_her_mover():
    s = a_catch(by_nyx=True)
    s = replace(s, caught=(0, 0, 2)).play(GiveLife())
    assert s.winner == 2 and s.end == "catches"


def test_a_seat_with_no_life_marker_left_gives_nothing():
    s = replace(a_catch(), lives=(7, 0, 7)).play(GiveLife())
    assert s.cats[1] == (None, None) and s.lives == (7, 0, 7) and s.caught == (0, 0, 0)
    assert s.phase == MOVE


def test_the_round_limit_ends_the_game_on_catches_then_keys_then_treats():
    assert limit_winner((1, 2, 0), ((0, 0, 0),) * 3, ((0, 0, 0),) * 3) == 1
    assert limit_winner((2, 2, 0), ((1, 0, 0), (0, 0, 0), (3, 0, 0)), ((0, 0, 0),) * 3) == 0
    keys = ((1, 0, 0), (0, 1, 0), (0, 0, 0))
    assert limit_winner((2, 2, 0), keys, ((0, 0, 0), (0, 2, 0), (9, 0, 0))) == 1  # treats
    assert limit_winner((2, 2, 0), keys, ((1, 1, 0), (0, 2, 0), (9, 0, 0))) is None  # all tied
    s = last_turn(round_=LAST_ROUND, caught=(0, 1, 0))
    over = s.play(EndTurn())
    assert over.phase == OVER and over.end == "rounds" and over.winner == 1 and over.round == LAST_ROUND
    tied = last_turn(round_=LAST_ROUND).play(EndTurn())
    assert tied.phase == OVER and tied.winner is None
    assert last_turn(round_=LAST_ROUND - 1).play(EndTurn()).phase == CHOOSE


def test_a_seen_copy_refuses_to_draw_and_with_seed_gives_it_draws():
    from game.clowder import HiddenDrawError
    s = last_turn().with_seed(None)
    with pytest.raises(HiddenDrawError):
        s.play(EndTurn())
    assert s.with_seed(5).play(EndTurn()).treats_on_board() > 0


def test_with_no_cat_on_the_board_and_none_able_to_come_back_the_game_ends_on_points():
    broken = [n for n in (f"O{i}" for i in range(1, 13)) if n != "O9"] + ["I1", "I2"]
    s = last_turn(cats=((None, None), (None, None), (None, None)), nyx="O9", broken=broken,
                   caught=(0, 2, 1), moved={(2, NYX)})
    over = s.play(EndTurn())
    assert over.phase == OVER and over.end == "rounds" and over.winner == 1 and over.round == 2
    # one outer roof free: the cats come back and the game goes on
    goes_on = last_turn(cats=((None, None), (None, None), (None, None)), nyx="O9",
                         broken=broken[1:], moved={(2, NYX)}).play(EndTurn())
    assert goes_on.phase == PLACE
