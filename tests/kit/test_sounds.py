"""The rules every game's sounds keep (web/kit/sounds.py), for each game's recipes (Cat
Herders' web/catherders/media/sounds.py and the table games' web/<game>/sounds.py): each
recipe well formed, shorter than 0.4 s and soft; a recipe for each name, each of its own
shape; and the sounds timed one after another as the view plays them."""

from __future__ import annotations

import pytest

from web.catherders.media import sounds as catherders
from web.clowder import sounds as clowder
from web.kit.sounds import (
    FREQUENCIES,
    GAP,
    MAX_GAIN,
    MAX_SECONDS,
    MAX_TOGETHER,
    WAVES,
    duration,
    notes_of,
    schedule,
)
from web.mansion import sounds as mansion
from web.pageant import sounds as pageant

GAMES = {"catherders": catherders, "pageant": pageant, "clowder": clowder, "mansion": mansion}
RECIPES = [(game, name) for game, module in GAMES.items() for name in module.SOUND_NAMES]


@pytest.mark.parametrize(("game", "name"), RECIPES, ids=[f"{g}-{n}" for g, n in RECIPES])
def test_every_recipe_is_well_formed_short_and_soft(game, name):
    notes = GAMES[game].SOUNDS[name]["notes"]
    assert notes
    low, high = FREQUENCIES
    for n in notes:
        assert set(n) == {"wave", "start", "duration", "freq", "freq_end", "gain", "envelope"}
        assert n["wave"] in WAVES
        assert n["start"] >= 0 and n["duration"] > 0
        assert low <= n["freq"] <= high and low <= n["freq_end"] <= high
        assert 0 < n["gain"] <= MAX_GAIN
        env = n["envelope"]
        assert env[0] == (0.0, 0.0) and env[-1] == (n["duration"], 0.0)
        times = [t for t, _ in env]
        assert times == sorted(times) and len(set(times)) == len(times)
        assert all(0 <= v <= 1 for _, v in env) and max(v for _, v in env) == 1.0
    assert 0 < duration(GAMES[game].SOUNDS[name]) < MAX_SECONDS
    for t in [k / 1000 for k in range(int(MAX_SECONDS * 1000))]:  # the notes sounding at once
        assert sum(n["gain"] for n in notes if n["start"] <= t < n["start"] + n["duration"]) <= MAX_TOGETHER


@pytest.mark.parametrize("game", list(GAMES))
def test_there_is_a_recipe_for_each_name_and_each_sounds_different(game):
    """Within a game, no two sounds share their notes, nor even their first note."""
    recipes, names = GAMES[game].SOUNDS, GAMES[game].SOUND_NAMES
    assert set(recipes) == set(names) and len(names) == len(set(names))
    shapes = {tuple((n["wave"], n["freq"], n["freq_end"], n["start"]) for n in recipes[name]["notes"])
              for name in names}
    assert len(shapes) == len(names)
    firsts = {(recipes[name]["notes"][0]["wave"], recipes[name]["notes"][0]["freq"]) for name in names}
    assert len(firsts) == len(names)


def test_each_table_game_has_sounds_of_its_own():
    """No table game's sound is another game's (Cat Herders' included) under another name."""
    shapes = {}
    for game, module in GAMES.items():
        for name in module.SOUND_NAMES:
            shape = tuple((n["wave"], n["freq"], n["freq_end"], n["start"], n["duration"])
                          for n in module.SOUNDS[name]["notes"])
            assert shape not in shapes, f"{game}'s {name} is {shapes.get(shape)}"
            shapes[shape] = f"{game}'s {name}"


def test_schedule_plays_them_one_after_another():
    recipes = catherders.SOUNDS
    plan = schedule(recipes, ["move", "flight", "catch"], gap=0.05)
    assert [n for n, _ in plan] == ["move", "flight", "catch"]
    assert plan[0][1] == 0.0
    assert plan[1][1] == pytest.approx(duration(recipes["move"]) + 0.05)
    assert plan[2][1] == pytest.approx(duration(recipes["move"]) + duration(recipes["flight"]) + 0.1)


def test_the_notes_sent_are_each_sounds_notes_at_its_time():
    """notes_of: every note of each sound, in order, at its sound's start plus its own, in the
    view's order [at, wave, freq, freq_end, duration, gain, envelope]."""
    recipes = mansion.SOUNDS
    names = ["step", "dice", "step"]
    notes = notes_of(recipes, names)
    expected = []
    at = 0.0
    for name in names:
        for n in recipes[name]["notes"]:
            expected.append([pytest.approx(at + n["start"]), n["wave"], n["freq"], n["freq_end"],
                             n["duration"], n["gain"], n["envelope"]])
        at += duration(recipes[name]) + GAP
    assert notes == expected
    assert notes_of(recipes, []) == []
