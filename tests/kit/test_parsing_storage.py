"""Every store of the page reads any stored value (tests/support/parsers_storage.py): random text, deep
nesting, huge values, wrong JSON types, invalid entries. Each gives a value, never an exception,
quickly; and nothing is lost: what a store cannot read is kept aside under a backup key, never
written over, when the page saves next."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

from tests.support.parsers_storage import PARSERS, REVIEWED, SETTINGS_READ, Backend
from tests.support.parsing_rule import check, long_inputs, texts
from web.kit.storage import (
    BACKUP_SLOTS,
    GAME_KEYS,
    LIMIT,
    REVIEWS_BACKUP_KEY,
    REVIEWS_KEY,
    SETTINGS_BACKUP_KEY,
    SETTINGS_KEY,
    VALUE_LIMIT,
    GameStore,
    ReviewStore,
    Settings,
    backup_keys,
)

GAMES = [parser for parser in PARSERS if parser.name.startswith("saved games")]
ENTRY = {"id": "0123456789ab", "fragment": "v=1&seed=1", "label": "a game", "saved": 1.7e12}
NEW = ("fedcba987654", "v=1&seed=9", "the new game", 1.8e12)  # a game saved after the read
DEEP = json.loads("[" * 99 + "]" * 99)  # nested deeper than any value a store writes
HOSTILE = ["[" * 2000, "{" * 2000, '{"a":' * 3000, "[" * 60_000, "\ud800", "NaN", "[1e999]",
           "9" * 5000, '"' + "a" * 100_000 + '"', "null", "true", "{}", "[]", "[[]]", '[{"id": 1}]',
           json.dumps([{**ENTRY, "saved": float("inf")}]), json.dumps([{**ENTRY, "saved": True}]),
           json.dumps([{**ENTRY, "extra": [[[[]]]]}]), json.dumps([ENTRY, {**ENTRY, "label": "twin"}]),
           '[{"id": "a", "id": "b", "fragment": "v=1", "label": "", "saved": 1}]']


def kept(backend: dict, backup_key: str, text: str) -> bool:
    """Whether `text` is held under one of the backup keys."""
    return any(backend.get(key) == text for key in backup_keys(backup_key))


# ---- the rule, for every store -----------------------------------------------------------------


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
def test_every_store_reads_any_text_as_the_rule_says(parser):
    """Random, long, unicode and control text, and mutations of what the store writes: a value
    (never an exception), in time, which the store writes back and reads as the same."""
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(texts(parser))
    def run(text):
        check(parser, text)

    run()


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
def test_every_store_reads_hostile_and_long_values(parser):
    """Deep nesting, huge numbers and strings, wrong JSON types, invalid entries, values past
    any size a real list reaches: each read as the rule says."""
    for text in HOSTILE + long_inputs(parser):
        check(parser, text)


# ---- saved games: nothing lost -----------------------------------------------------------------


def _read_then_save(parser, text: str):
    """A page loads with `text` stored, reads its games and saves a new one: (backend, store,
    games read)."""
    key, backup = parser.extra["key"], parser.extra["backup"]
    backend = Backend({key: text})
    store = GameStore(backend, key, backup)
    read = store.entries()
    store.save(*NEW)
    return backend, store, read


def _nothing_lost(parser, text: str) -> None:
    key, backup = parser.extra["key"], parser.extra["backup"]
    backend, store, read = _read_then_save(parser, text)
    saved = json.loads(backend[key])
    assert saved[0]["id"] == NEW[0] and saved[1:] == [e for e in read if e["id"] != NEW[0]][:LIMIT - 1]
    if kept(backend, backup, text):
        assert store.problem and "kept aside" in store.problem
        return
    # Not kept aside: the text held exactly the games read, and every one is still listed.
    assert json.loads(text) == read, f"{text[:80]!r} was neither read whole nor kept aside"


@pytest.mark.parametrize("parser", GAMES, ids=lambda p: p.name)
def test_a_saved_games_value_is_read_whole_or_kept_aside_when_a_game_is_saved(parser):
    """After any stored value is read and a new game saved, every game read is still listed,
    and a value that held anything else is under a backup key, as it was."""
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(texts(parser))
    def run(text):
        _nothing_lost(parser, text)

    run()
    for text in HOSTILE:
        _nothing_lost(parser, text)


@pytest.mark.parametrize("parser", GAMES, ids=lambda p: p.name)
def test_deep_nesting_is_kept_aside_and_the_list_starts_empty(parser):
    """2,000 '[' (the issue's value): no RecursionError; the value is kept aside, the list
    is empty, and the store says why."""
    backend, store, read = _read_then_save(parser, "[" * 2000)
    assert read == [] and kept(backend, parser.extra["backup"], "[" * 2000)
    assert "could not be read" in store.problem and "kept aside" in store.problem


def test_an_invalid_entry_is_kept_aside_not_deleted():
    """A well-formed list with an entry that is not a saved game: the good games are read, the
    whole value is kept aside before the next save writes the list without it."""
    text = json.dumps([{"id": 3}, ENTRY, "junk"])
    backend = Backend({GAME_KEYS["catherders"][0]: text})
    store = GameStore(backend)
    assert store.entries() == [ENTRY]
    store.save(*NEW)
    assert kept(backend, GAME_KEYS["catherders"][1], text)
    assert "2 entries" in store.problem and "kept aside" in store.problem


def test_an_earlier_backup_is_never_written_over():
    """Two different unreadable values, one visit after the other: both are kept, each under
    its own backup key; the same value read again is not kept twice."""
    key, backup = GAME_KEYS["pageant"]
    backend = Backend({key: "{first"})
    GameStore(backend, key, backup).save(*NEW)
    backend[key] = "[second"
    GameStore(backend, key, backup).save(*NEW)
    backend[key] = "[second"
    GameStore(backend, key, backup).entries()
    assert [backend.get(k) for k in backup_keys(backup)[:3]] == ["{first", "[second", None]


def test_with_every_backup_key_taken_the_list_is_not_written_over():
    """No backup key free (BACKUP_SLOTS values kept already): the unreadable value stays where
    it is, the new game is not saved, and the store says so; nothing is lost."""
    key, backup = GAME_KEYS["mansion"]
    backend = Backend({k: f"old {n}" for n, k in enumerate(backup_keys(backup))})
    backend[key] = "[" * 2000
    store = GameStore(backend, key, backup)
    assert store.entries() == [] and len(backup_keys(backup)) == BACKUP_SLOTS
    store.save(*NEW)
    assert backend[key] == "[" * 2000 and "not saved" in store.problem
    assert [backend[k] for k in backup_keys(backup)] == [f"old {n}" for n in range(BACKUP_SLOTS)]


def test_a_saved_time_that_is_no_number_of_milliseconds_is_no_game():
    """`saved` infinite, NaN, a boolean or past any clock: the entry is kept aside, not listed
    (the recent games list turns it into minutes ago)."""
    for saved in ("1e400", "NaN", "true", "1" + "0" * 400):
        text = '[{"id": "a", "fragment": "v=1", "label": "x", "saved": ' + saved + "}]"
        backend = Backend({GAME_KEYS["catherders"][0]: text})
        assert GameStore(backend).entries() == []
        assert kept(backend, GAME_KEYS["catherders"][1], text)


# ---- settings and reviews: nothing lost ------------------------------------------------------


@pytest.mark.parametrize("text", ["[" * 2000, "{not json", "[1, 2]", '{"preview": NaN}',
                                  "{}" + " " * VALUE_LIMIT],
                         ids=["deep", "not JSON", "a list", "NaN", "too long"])
def test_settings_that_cannot_be_read_are_kept_aside_before_a_switch_is_written(text):
    """A switch set over settings that could not be read keeps them aside first; then it is
    remembered."""
    backend = Backend({SETTINGS_KEY: text})
    settings_ = Settings(backend)
    assert settings_.get("preview", True) is True
    settings_.set("threats", True)
    assert kept(backend, SETTINGS_BACKUP_KEY, text) and Settings(backend).get("threats", False) is True


def test_settings_of_the_wrong_type_give_the_readers_defaults():
    """Lessons solved holding booleans, text and lists: only whole numbers are solved lessons;
    a friend's name that is not text is no name; a switch that is not a boolean is the default."""
    text = json.dumps({"lessons_solved": [True, "2", [3], 4, 5.0], "friends": {"m1": [], "m2": "Ann"},
                       "preview": "yes", "puzzles_solved": {"1": 1}})
    settings_ = Settings(Backend({SETTINGS_KEY: text}))
    read = {name: settings_.get(name, default, each=each) for name, default, each in SETTINGS_READ}
    assert read["lessons_solved"] == [4] and read["friends"] == {"m2": "Ann"}
    assert read["preview"] is True and read["puzzles_solved"] == []


@pytest.mark.parametrize("text", ["[" * 2000, "{not json", "[1, 2]",
                                  json.dumps({"g0": {"fragment": "v=1", "review": [[[[]]]]}})],
                         ids=["deep", "not JSON", "a list", "a review that is no object"])
def test_reviews_that_cannot_be_read_are_kept_aside_before_a_review_is_saved(text):
    """Saving a review over reviews that could not be read keeps them aside first."""
    backend = Backend({REVIEWS_KEY: text})
    store = ReviewStore(backend)
    assert store.get(REVIEWED) is None
    store.save(REVIEWED, "v=1&seed=2", {"nodes": 1}, [REVIEWED, "g0"])
    assert kept(backend, REVIEWS_BACKUP_KEY, text) and store.get(REVIEWED) == ("v=1&seed=2", {"nodes": 1})


def test_a_value_of_the_wrong_type_inside_settings_stays_when_a_switch_is_written():
    """A value no reader takes (deep, or of another type) is not written over by another
    switch: the settings keep it."""
    backend = Backend({SETTINGS_KEY: json.dumps({"preview": DEEP, "lessons_solved": "all"})})
    Settings(backend).set("threats", True)
    assert json.loads(backend[SETTINGS_KEY]) == {"preview": DEEP, "lessons_solved": "all", "threats": True}


def test_stores_keep_their_values_under_the_length_they_read():
    """Saved games and reviews past VALUE_LIMIT when saved: the oldest go first, so that the
    next read takes the value whole (a longer one is not the store's: kept aside)."""
    backend = Backend()
    store, reviews = GameStore(backend), ReviewStore(backend)
    big = "v=1&seed=1&turns=" + "a" * (VALUE_LIMIT // 6)
    for n in range(LIMIT):
        store.save(f"g{n}", big, "long", n)
        reviews.save(f"g{n}", big, {"n": n}, [f"g{k}" for k in range(n + 1)])
    assert len(backend[GAME_KEYS["catherders"][0]]) <= VALUE_LIMIT >= len(backend[REVIEWS_KEY])
    assert [e["id"] for e in store.entries()] == [f"g{n}" for n in range(LIMIT - 1, LIMIT - 6, -1)]
    assert store.problem is None and reviews.get(f"g{LIMIT - 1}") == (big, {"n": LIMIT - 1})


PAST_ANY_FLOAT = {"1e400": "1e400", "-1e400": "-1e400", "400 digits": "1" * 400 + ".0",
                  "308 digits and e1": "9" * 308 + ".0e1", "211 digits and e99": "1" * 211 + "e99",
                  "NaN": "NaN", "Infinity": "Infinity"}


@pytest.mark.parametrize("number", PAST_ANY_FLOAT.values(), ids=PAST_ANY_FLOAT.keys())
def test_a_number_past_any_float_is_no_review_and_is_kept_aside(number):
    """1e400 would read as infinity, which JSON cannot write back: the reviews holding it could
    not be read, and are kept aside before the next review is saved (the fuzzer found it)."""
    text = '{"g1": {"fragment": "v=1", "review": {"score": %s}}}' % number  # noqa: UP031
    parser = next(p for p in PARSERS if p.name == "saved reviews")
    assert check(parser, text).value is None
    backend = Backend({REVIEWS_KEY: text})
    ReviewStore(backend).save("g2", "v=1&seed=2", {"nodes": 1}, ["g1", "g2"])
    assert kept(backend, REVIEWS_BACKUP_KEY, text)
