"""Saved game reviews (web/kit/storage.py ReviewStore) over a dict-backed stand-in for
localStorage: kept by game id with the fragment reviewed, pruned to the recent games,
and never an exception from storage that is unreadable, full or switched off."""

from __future__ import annotations

import json

import pytest

from tests.kit.test_storage import MemoryStorage
from web.kit.storage import KEY, REVIEWS_KEY, ReviewStore

REVIEW = {"version": 1, "nodes": 150, "turns": [], "players": [], "notes": {"0": [4, "best a2"]}}


class FullStorage(MemoryStorage):
    """Storage that reads but refuses every write (the quota is used up)."""

    def setItem(self, key, value):  # noqa: N802
        raise RuntimeError("QuotaExceededError")


class BrokenStorage:
    """Storage that the browser has switched off."""

    def getItem(self, key):  # noqa: N802
        raise RuntimeError("SecurityError")

    def setItem(self, key, value):  # noqa: N802
        raise RuntimeError("SecurityError")


def test_a_saved_review_comes_back_with_its_fragment():
    """save then get: (fragment reviewed, review) as saved, through JSON; no problem."""
    backend = MemoryStorage()
    store = ReviewStore(backend)
    assert store.get("g1") is None
    store.save("g1", "v=1&seed=2&turns=a2", REVIEW, ["g1"])
    assert store.get("g1") == ("v=1&seed=2&turns=a2", REVIEW)
    assert json.loads(backend.items[REVIEWS_KEY]) == {"g1": {"fragment": "v=1&seed=2&turns=a2",
                                                             "review": REVIEW}}
    assert ReviewStore(backend).get("g1") == ("v=1&seed=2&turns=a2", REVIEW)  # another page load
    assert store.problem is None


def test_saving_again_replaces_the_games_review_and_keeps_the_others():
    """A second review of a game replaces its first; other kept games' reviews stay."""
    store = ReviewStore(MemoryStorage())
    store.save("a", "v=1&seed=1&turns=a2", {"n": 1}, ["a", "b"])
    store.save("b", "v=1&seed=2", {"n": 2}, ["a", "b"])
    store.save("a", "v=1&seed=1&turns=a2,k10", {"n": 3}, ["a", "b"])
    assert store.get("a") == ("v=1&seed=1&turns=a2,k10", {"n": 3})
    assert store.get("b") == ("v=1&seed=2", {"n": 2})


def test_reviews_of_games_no_longer_kept_are_dropped_on_save():
    """Saving keeps only the reviews of games in keep_ids (the recent list), and the one
    saved even when its id is not among them; nothing is dropped before a save."""
    backend = MemoryStorage()
    store = ReviewStore(backend)
    for game_id in ("a", "b", "c"):
        store.save(game_id, f"v=1&{game_id}", {"id": game_id}, ["a", "b", "c"])
    assert all(store.get(g) for g in "abc")
    store.save("d", "v=1&d", {"id": "d"}, ["b"])
    assert set(json.loads(backend.items[REVIEWS_KEY])) == {"b", "d"}
    assert store.get("a") is None and store.get("c") is None
    assert store.get("b") == ("v=1&b", {"id": "b"}) and store.get("d") == ("v=1&d", {"id": "d"})
    store.save("e", "v=1&e", {"id": "e"}, [])
    assert set(json.loads(backend.items[REVIEWS_KEY])) == {"e"}


def test_keep_ids_may_be_any_iterable():
    """keep_ids given as a generator (ids straight from the recent list) keeps them all."""
    store = ReviewStore(MemoryStorage())
    for game_id in ("a", "b", "c"):
        store.save(game_id, f"v=1&{game_id}", {"id": game_id}, ["a", "b", "c"])
    entries = [{"id": "a"}, {"id": "b"}, {"id": "c"}]
    store.save("d", "v=1&d", {"id": "d"}, (e["id"] for e in entries if e["id"] != "a"))
    assert store.get("a") is None
    assert [store.get(g) is not None for g in "bcd"] == [True, True, True]


@pytest.mark.parametrize("raw", ["{not json", "[1, 2", "\x00", "{\"a\": }"])
def test_unreadable_reviews_give_none_and_a_problem_without_raising(raw):
    """Storage holding text that is not JSON: get gives None, `problem` says the reviews
    could not be read, and the saved games are untouched; a later save writes afresh."""
    backend = MemoryStorage({REVIEWS_KEY: raw, KEY: "[]"})
    store = ReviewStore(backend)
    assert store.get("g1") is None
    assert store.problem and "could not be read" in store.problem
    assert backend.items[KEY] == "[]" and backend.items[REVIEWS_KEY] == raw
    store.save("g1", "v=1", REVIEW, ["g1"])
    assert store.get("g1") == ("v=1", REVIEW)


@pytest.mark.parametrize("raw", ["[1, 2]", '"a review"', "42", "null", "true"])
def test_reviews_that_are_not_an_object_give_none_without_raising(raw):
    """JSON that is not an object (the store keeps one object by game id): get gives None,
    drop and save work."""
    backend = MemoryStorage({REVIEWS_KEY: raw})
    store = ReviewStore(backend)
    assert store.get("0") is None and store.get("g1") is None
    store.drop("g1")
    store.save("g1", "v=1", REVIEW, ["g1"])
    assert store.get("g1") == ("v=1", REVIEW)


@pytest.mark.parametrize("raw", ["[1, 2]", "42"])
def test_reviews_that_are_not_an_object_set_the_problem(raw):
    """Stored reviews that are JSON but not an object could not be read: `problem` says so."""
    store = ReviewStore(MemoryStorage({REVIEWS_KEY: raw}))
    assert store.get("g1") is None
    assert store.problem and "could not be read" in store.problem


@pytest.mark.parametrize("entry", [[1], "v=1", None, {"fragment": "v=1"}, {"review": {}},
                                   {"fragment": 3, "review": {}}, {"fragment": "v=1", "review": []}])
def test_a_malformed_entry_gives_none(entry):
    """An entry without a text fragment and an object review is not a review: None."""
    store = ReviewStore(MemoryStorage({REVIEWS_KEY: json.dumps({"g1": entry})}))
    assert store.get("g1") is None


def test_storage_switched_off_gives_none_and_a_problem_without_raising():
    """getItem and setItem raising: get gives None, save and drop do not raise; problem set."""
    store = ReviewStore(BrokenStorage())
    assert store.get("g1") is None and "could not be read" in store.problem
    store.save("g1", "v=1", REVIEW, ["g1"])
    assert "could not be saved" in store.problem
    store.drop("g1")


def test_a_write_that_raises_sets_the_problem():
    """setItem raising (storage full): save keeps nothing, does not raise, says why."""
    backend = FullStorage({REVIEWS_KEY: json.dumps({"old": {"fragment": "v=1", "review": {}}})})
    store = ReviewStore(backend)
    store.save("g1", "v=1&seed=3", REVIEW, ["g1", "old"])
    assert store.problem == "the review could not be saved in this browser (QuotaExceededError)"
    assert store.get("g1") is None and store.get("old") == ("v=1", {})


def test_a_drop_that_cannot_be_written_sets_the_problem():
    """setItem raising while dropping a review: no exception, `problem` says it stayed."""
    store = ReviewStore(FullStorage({REVIEWS_KEY: json.dumps({"g1": {"fragment": "v=1", "review": {}}})}))
    store.drop("g1")
    assert store.problem and "could not be removed" in store.problem


def test_drop_forgets_one_games_review():
    """drop removes that game's review only; dropping an unknown id writes nothing."""
    backend = MemoryStorage()
    store = ReviewStore(backend)
    store.save("a", "v=1&a", {"id": "a"}, ["a", "b"])
    store.save("b", "v=1&b", {"id": "b"}, ["a", "b"])
    store.drop("a")
    assert store.get("a") is None and store.get("b") == ("v=1&b", {"id": "b"})
    written = backend.items[REVIEWS_KEY]
    store.drop("nobody")
    assert backend.items[REVIEWS_KEY] is written and store.problem is None
