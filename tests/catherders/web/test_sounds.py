"""Which sounds a turn of Cat Herders makes (web/catherders/media/sounds.py's sounds_for; its
recipes keep the rules of every game's, tests/kit/test_sounds.py)."""

from __future__ import annotations

import random

from game.catherders import Game, new_position
from tests.support.helpers import P
from web.catherders.media.sounds import SOUND_NAMES, sounds_for


def played(position: str, turn: str, by_computer: bool = False, same_object: bool = False):
    """The sounds of `turn` played in `position`, with the games before and after it."""
    before = Game(position)
    after = Game(position)
    t = after.push(turn)
    return sounds_for(after if same_object else before, t, after, by_computer)


def test_a_placement_places_and_a_move_moves():
    quiet = P("c5", "k11", "f6 g7 h8")
    assert played(quiet, "a1") == ["place"]
    assert played(quiet, "c5-c6") == ["move"]


def test_running_cats_add_the_flight_and_a_catch_the_catch():
    assert played("hex6 b b:- r:c2 c:b3,c5,d4 0-0 15-14", "a3 b3>c4") == ["place", "flight"]
    catch = "hex6 b b:a3,b4 r:c2 c:b2,c3,c5,h8,h9 0-0 13-14"
    assert played(catch, "a1 b2>b3") == ["place", "flight", "catch"]
    # A catch with no cat running: the cat on b2 has nowhere to go, beside two blue herders.
    assert played("hex6 b b:c2,c3 r:b3 c:b2,d4,e3 0-0 13-14", "a1") == ["place", "catch"]


def test_the_computers_turn_and_a_winning_turn():
    assert played(P("c5", "k11", "f6 g7 h8"), "a1", by_computer=True) == ["computer", "place"]
    win = "hex6 b b:a3,b4 r:c2 c:b2,c3,c5,h8,h9 4-0 13-14"
    assert played(win, "a1 b2>b3") == ["place", "flight", "catch", "end"]
    assert played(win, "a1 b2>b3", by_computer=True, same_object=True) == \
        ["computer", "place", "flight", "catch", "end"]


def test_the_same_game_before_and_after_still_hears_the_catch():
    catch = "hex6 b b:a3,b4 r:c2 c:b2,c3,c5,h8,h9 0-0 13-14"
    assert played(catch, "a1 b2>b3", same_object=True) == ["place", "flight", "catch"]


def test_a_pass_is_silent_unless_it_ends_the_game():
    wall = ("a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1 f11 g2 g11 h3 h11 "
            "i4 i11 j5 j11 k6 k7 k8 k9 k10 k11").split()
    ring = "b2 b3 b4 b5 b6 c2 c7 d2 d8 e2 e9 f2 f10 g3 g10 h4 h10 i5 i10 j6 j7 j8 j9 j10"
    g = Game(P(" ".join(wall[:15]), " ".join(wall[15:]), ring, caps="1-0"))
    before = Game(g.position())
    t = g.push("pass")
    assert sounds_for(before, t, g, False) == []
    before = Game(g.position())
    before.passes = g.passes
    t = g.push("pass")
    assert sounds_for(before, t, g, True) == ["computer", "end"]


def test_over_random_games_the_sounds_follow_the_engine():
    rng = random.Random(4)
    for seed in range(3):
        g = Game(new_position(seed=seed))
        while not g.is_over():
            before = Game(g.position())
            turn = g.random_turn(rng)
            names = sounds_for(before, turn, g, seed == 1)
            assert ("catch" in names) == (g.caught_by(-1) > 0)
            assert ("flight" in names) == bool(turn.flights)
            assert ("end" in names) == g.is_over()
            assert ("computer" in names) == (seed == 1)
            assert names == sounds_for(g, turn, g, seed == 1)
            assert set(names) <= set(SOUND_NAMES)
