"""Which sounds an action of Cat's Mansion makes (web/mansion/sounds.py's sounds_for), in
positions made for it through the engine (tests/mansion/states.py): a step, a spat's dice and
its result for the attacker, a room of the race reached, the race won, a computer's turn
begun; and over whole random games, the sounds follow the engine. Its recipes keep the rules
of every game's (tests/kit/test_sounds.py)."""

from __future__ import annotations

import random

from game.mansion import OVER, State, read_action
from tests.mansion.states import position, with_dice
from tests.mansion.test_race import RACE
from web.mansion.sounds import SOUND_NAMES, sounds_for


def heard(state: State, *texts: str, by_computer: bool = False) -> list[list[str]]:
    """The sounds of each action of `texts` played from `state` in turn."""
    names = []
    for text in texts:
        after = state.play(read_action(text))
        names.append(sounds_for(state, read_action(text), after, by_computer))
        state = after
    return names


def test_a_step_steps_and_a_stay_or_an_end_is_silent():
    s = position(at={"k": "e4"}, mover="k", race=RACE)
    assert heard(s, "d4", "e") == [["step"], []]
    assert heard(position(at={"k": "e2"}, mover="k", race=RACE), "r") == [[]]


def test_a_spat_rolls_its_dice_and_the_attacker_wins_or_loses():
    won = with_dice(position(at={"k": "l4", "g": "n4"}, mover="k"), [(6, 1)])
    assert heard(won, "m4", "a-1", "s", "b-0", "b-0") == [["step"], [], [], [], ["dice", "won"]]
    lost = with_dice(position(at={"k": "l4", "g": "n4"}, mover="k"), [(1, 6)])
    assert heard(lost, "m4", "a-1", "s", "b-0", "b-0")[-1] == ["dice", "lost"]


def test_the_winners_push_moves_a_cat():
    s = with_dice(position(at={"k": "l4", "g": "n4"}, mover="k"), [(6, 1)])
    for text in ("m4", "a-1", "s", "b-0", "b-0"):
        s = s.play(read_action(text))
    push = next(a for a in s.legal_actions() if a.space is not None)
    assert sounds_for(s, push, s.play(push), False) == ["step"]


def test_a_room_reached_rings_when_the_turn_counts_it():
    s = position(at={"k": "e4"}, mover="k", race=RACE)
    assert heard(s, "d4", "c4", "e") == [["step"], ["step"], ["room"]]
    assert heard(position(at={"k": "b5"}, mover="k", race=RACE), "r") == [["room"]]  # stayed in it


def test_the_race_won_ends_it():
    race = RACE[1:] + RACE[:1]  # the Reception Room last
    s = position(at={"k": "d4"}, mover="k", race=race, progress={"k": 9})
    assert heard(s, "c4", "e") == [["step"], ["room", "end"]]


def test_a_computers_turn_begins_with_its_cue():
    s = position(at={"k": "e4"}, mover="k", race=RACE)
    assert heard(s, "d4", "c4", "e", by_computer=True) == [["computer", "step"], ["step"], ["room"]]
    assert heard(position(at={"k": "e2"}, mover="k", race=RACE), "r", by_computer=True) == [["computer"]]


def test_over_random_games_the_sounds_follow_the_engine():
    rng = random.Random(5)
    for seed in range(3):
        s = State.new(5, seed)
        while s.phase != OVER:
            action = rng.choice(s.legal_actions())
            after = s.play(action)
            names = sounds_for(s, action, after, seed == 1)
            assert set(names) <= set(SOUND_NAMES)
            assert ("step" in names) == (after.at != s.at)
            assert ("dice" in names) == (after.last_spat is not s.last_spat)
            assert ("room" in names) == (after.progress != s.progress)
            assert ("end" in names) == (after.phase == OVER)
            assert ("computer" in names) == (seed == 1 and not s.acted and s.phase == "move")
            s = after
