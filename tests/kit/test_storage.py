"""Saved games: newest first, at most 20, and nothing lost to unreadable storage."""

from __future__ import annotations

import json

from web.kit.storage import BACKUP_KEY, KEY, LIMIT, BrowserStorage, GameStore


class MemoryStorage:
    """A stand-in for the browser's localStorage."""

    def __init__(self, items=None):
        self.items = dict(items or {})

    def getItem(self, key):  # noqa: N802 - the Storage interface's name
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = value


class BrokenStorage:
    """Storage that the browser has switched off."""

    def getItem(self, key):  # noqa: N802
        raise RuntimeError("SecurityError")

    def setItem(self, key, value):  # noqa: N802
        raise RuntimeError("SecurityError")


def test_saving_puts_the_game_first_and_replaces_its_old_copy():
    """The game saved last is current; saving it again does not duplicate it."""
    store = GameStore(MemoryStorage())
    store.save("a", "v=1&seed=1", "game a", 1)
    store.save("b", "v=1&seed=2", "game b", 2)
    store.save("a", "v=1&seed=1&turns=a2", "game a, later", 3)
    assert [e["id"] for e in store.entries()] == ["a", "b"]
    assert store.current()["fragment"] == "v=1&seed=1&turns=a2"
    assert store.get("b")["label"] == "game b"


def test_only_the_newest_twenty_games_are_kept():
    """The list keeps the last LIMIT games."""
    store = GameStore(MemoryStorage())
    for i in range(LIMIT + 5):
        store.save(str(i), f"v=1&seed={i}", f"game {i}", i)
    ids = [e["id"] for e in store.entries()]
    assert len(ids) == LIMIT and ids[0] == str(LIMIT + 4) and ids[-1] == "5"


def test_unreadable_storage_is_kept_aside_not_erased():
    """Corrupt saved data is copied to a backup key before anything is written over it."""
    backend = MemoryStorage({KEY: "{not json"})
    store = GameStore(backend)
    assert store.entries() == []
    assert backend.items[BACKUP_KEY] == "{not json" and "could not be read" in store.problem
    store.save("x", "v=1", "x", 1)
    assert backend.items[BACKUP_KEY] == "{not json"


def test_malformed_entries_are_ignored():
    """Entries that are not well-formed are skipped, the rest still load."""
    good = {"id": "g", "fragment": "v=1", "label": "ok", "saved": 1}
    backend = MemoryStorage({KEY: json.dumps([{"id": 3}, good, "junk"])})
    assert GameStore(backend).entries() == [good]


def test_switched_off_storage_reports_instead_of_failing():
    """When the browser refuses storage, reading gives nothing and saving says so."""
    store = GameStore(BrokenStorage())
    assert store.entries() == [] and "cannot be read" in store.problem
    store.save("a", "v=1", "a", 1)
    assert "could not be saved" in store.problem


def test_browser_storage_gives_none_for_what_is_not_text():
    """BrowserStorage turns what localStorage gives for a missing key (JavaScript's null,
    not a str in Python) into None, and passes text through both ways."""
    class NullingStorage(MemoryStorage):
        def getItem(self, key):  # noqa: N802
            value = super().getItem(key)
            return object() if value is None else value  # a stand-in for jsnull

    backend = NullingStorage()
    storage = BrowserStorage(backend)
    assert storage.getItem(KEY) is None
    storage.setItem(KEY, "[]")
    assert storage.getItem(KEY) == "[]" and backend.getItem(KEY) == "[]"


def test_settings_remember_switches_and_fall_back_to_defaults():
    """Settings: a value set is read back; a missing, unreadable or mistyped one gives the
    default; a storage that refuses writes loses nothing else."""
    from web.kit.storage import SETTINGS_KEY, Settings

    backend = MemoryStorage()
    settings = Settings(backend)
    assert settings.get("preview", True) is True
    settings.set("preview", False)
    settings.set("lessons_solved", [1, 3])
    assert settings.get("preview", True) is False and settings.get("lessons_solved", []) == [1, 3]
    assert settings.get("threats", False) is False
    backend.setItem(SETTINGS_KEY, "{not json")
    assert settings.get("preview", True) is True
    backend.setItem(SETTINGS_KEY, '{"preview": "yes"}')
    assert settings.get("preview", True) is True

