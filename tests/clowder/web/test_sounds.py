"""Which sounds an action of Clowder makes (web/clowder/sounds.py's sounds_for), in positions
made for it through the engine on tests/clowder/positions.py's test board: a cat placed, the
tokens shown, a leap, the roof Nyx breaks, a catch, a flight, a key, the game's end, a
computer's turn begun; and over whole random games, the sounds follow the engine. Its recipes
keep the rules of every game's (tests/kit/test_sounds.py)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.clowder import (
    CAUGHT,
    CHOOSE,
    NYX,
    OVER,
    TOWER,
    BuyKey,
    EndTurn,
    Flee,
    GiveLife,
    Move,
    Place,
    Reveal,
    State,
)
from tests.clowder.positions import H, colours_with, position
from web.clowder.sounds import SOUND_NAMES, sounds_for

R, B, Y = 0, 1, 2


def heard(state: State, action, by_computer: bool = False) -> list[str]:
    """The sounds of `action` played in `state`."""
    return sounds_for(state, action, state.play(action), by_computer)


def catch_position() -> State:
    """Seat 0's first cat on O1 (token 1: to O7 or O11); seat 1's cat on O7, holding a yellow."""
    return position(cats=(("O1", "O5"), ("O7", None), (None, None)), tokens=(1, 3, 3),
                    hands=((0, 0, 0), (0, 0, 1), (0, 0, 0)))


def test_a_cat_placed_and_the_tokens_shown():
    s = State.new(3, 7)
    assert heard(s, Place(s.free_outer()[0])) == ["place"]
    s = position(cats=(("O1", None), ("O7", None), (None, None)))
    assert s.phase == CHOOSE and heard(s, Reveal((1, 2, 3))) == ["reveal"]


def test_a_leap_a_catch_and_then_a_flight_or_a_life_given():
    s = catch_position()
    assert heard(s, Move(0, H("O11"))) == ["leap"]
    assert heard(s, Move(0, H("O7"))) == ["leap", "catch"]
    caught = s.play(Move(0, H("O7")))
    assert caught.phase == CAUGHT
    assert heard(caught, Flee(H("O6"), Y)) == ["flee"]
    assert heard(caught, GiveLife()) == []


def test_a_third_catch_ends_the_game():
    caught = replace(catch_position().play(Move(0, H("O7"))), caught=(2, 0, 0))
    assert heard(caught, GiveLife()) == ["end"]


def test_nyx_leaping_breaks_the_roof_she_leaves():
    s = position(cats=(("O5", None), ("O7", None), ("O3", None)), nyx="O1", tokens=(2, 2, 1), holder=2,
                 moved={(2, 0), (0, 0), (1, 0)})
    s = replace(s, order=(0, 1, 2), turn=2)
    assert heard(s, Move(NYX, H("O11"))) == ["leap", "crumble"]
    assert heard(s, Move(NYX, H("O7"))) == ["leap", "crumble", "catch"]


def test_a_key_bought_and_a_turn_ended():
    s = position(cats=(("O1", None), ("O7", None), (None, None)), tokens=(1, 3, 3),
                 hands=((3, 2, 0), (0, 0, 0), (0, 0, 0))).play(Move(0, H("O11")))
    assert heard(s, BuyKey(R)) == ["key"]
    assert heard(s, EndTurn()) == []


def test_the_tower_reached_ends_the_game():
    s = position(cats=(("I1", None), ("O7", None), (None, None)), tokens=(3, 1, 2),
                 colours=colours_with(I1=B), keys=((0, 1, 0), (0, 0, 0), (0, 0, 0)))
    assert heard(s, Move(0, TOWER)) == ["leap", "end"]


def test_a_computers_turn_begins_with_its_cue():
    s = catch_position()
    assert heard(s, Move(0, H("O11")), by_computer=True) == ["computer", "leap"]
    on = s.play(Move(0, H("O11")))
    assert heard(on, Move(1, H("O4")), by_computer=True) == ["leap"]  # its second cat: the same turn


def test_over_random_games_the_sounds_follow_the_engine():
    rng = random.Random(3)
    for seed in range(3):
        s = State.new(4, seed)
        while s.phase != OVER:
            if s.phase == CHOOSE:
                action = Reveal(tuple(rng.choice(s.allowed_tokens(seat)) for seat in range(4)))
            else:
                action = rng.choice(s.legal_actions())
            after = s.play(action)
            names = sounds_for(s, action, after, seed == 1)
            assert set(names) <= set(SOUND_NAMES)
            assert ("leap" in names) == isinstance(action, Move)
            assert ("crumble" in names) == (after.broken != s.broken)
            assert ("catch" in names) == (after.phase == CAUGHT)
            assert ("end" in names) == (after.phase == OVER)
            if "computer" in names:
                assert seed == 1 and s.phase == "move"
            s = after
