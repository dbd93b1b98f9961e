"""Saved games: the game in progress and the recent ones, in the browser's storage.

Pure Python over a key-value `backend` with getItem/setItem (localStorage in
the browser, wrapped in BrowserStorage; a dict-backed stand-in in tests). Every game is kept as its
link fragment, so a saved game is rebuilt exactly like a shared one.
Nothing is ever lost silently: storage that cannot be read is kept aside
under a backup key before it is written again.
"""

from __future__ import annotations

import json

KEY = "catherders.games.v1"
BACKUP_KEY = "catherders.games.unreadable"
LIMIT = 20


class GameStore:
    """The list of recent games, newest first; the first one is the game in progress."""

    def __init__(self, backend, key: str = KEY, backup_key: str = BACKUP_KEY):
        self.backend = backend
        self.key, self.backup_key = key, backup_key  # another game's list has keys of its own
        self.problem: str | None = None  # what went wrong reading storage, if anything

    def entries(self) -> list[dict]:
        """Every saved game, newest first: dicts with id, fragment, label, saved (ms)."""
        try:
            raw = self.backend.getItem(self.key)
        except Exception as e:  # storage switched off or blocked by the browser
            self.problem = f"the browser's storage cannot be read ({e})"
            return []
        if raw is None:
            return []
        try:
            data = json.loads(raw)
            if not isinstance(data, list):
                raise ValueError("not a list")
            return [e for e in data if _valid(e)]
        except ValueError as e:
            self.problem = f"saved games could not be read ({e}); they were kept aside"
            self._write(self.backup_key, raw)
            self._write(self.key, "[]")
            return []

    def current(self) -> dict | None:
        """The most recently saved game, or None."""
        entries = self.entries()
        return entries[0] if entries else None

    def get(self, game_id: str) -> dict | None:
        """The saved game with this id, or None."""
        return next((e for e in self.entries() if e["id"] == game_id), None)

    def save(self, game_id: str, fragment: str, label: str, saved_ms: float) -> None:
        """Put this game first in the list (replacing its older copy); keep the newest LIMIT."""
        entries = [e for e in self.entries() if e["id"] != game_id]
        entries.insert(0, {"id": game_id, "fragment": fragment, "label": label, "saved": saved_ms})
        self._write(self.key, json.dumps(entries[:LIMIT]))

    def _write(self, key: str, value: str) -> None:
        try:
            self.backend.setItem(key, value)
        except Exception as e:  # full, or switched off
            self.problem = f"the game could not be saved in this browser ({e})"


def _valid(entry) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("id"), str)
            and isinstance(entry.get("fragment"), str) and isinstance(entry.get("label"), str)
            and isinstance(entry.get("saved"), (int, float)))


class BrowserStorage:
    """localStorage with Python values: JavaScript's null comes back as None."""

    def __init__(self, storage):
        self.storage = storage

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the Storage interface's name
        """The stored text, or None."""
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        """Store text under a key."""
        self.storage.setItem(key, value)


SETTINGS_KEY = "catherders.settings.v1"
LESSONS_SOLVED = "lessons_solved"  # Settings name: the numbers of the lessons solved
PUZZLES_SOLVED = "puzzles_solved"  # Settings name: the numbers of the shipped puzzles solved


class Settings:
    """The person's switches and lesson progress, remembered in the browser's storage.

    One JSON object under SETTINGS_KEY. Unreadable or missing values fall back to
    the defaults given to get(); a value is written only by set().
    """

    def __init__(self, backend):
        self.backend = backend

    def _all(self) -> dict:
        try:
            data = json.loads(self.backend.getItem(SETTINGS_KEY) or "{}")
        except Exception:  # unreadable or blocked storage: defaults
            return {}
        return data if isinstance(data, dict) else {}

    def get(self, name: str, default):
        """The value stored under `name`, or `default` when missing or of another type."""
        value = self._all().get(name, default)
        return value if isinstance(value, type(default)) else default

    def set(self, name: str, value) -> None:
        """Remember a JSON value under `name` (a storage failure is ignored: switches only)."""
        data = self._all()
        data[name] = value
        try:
            self.backend.setItem(SETTINGS_KEY, json.dumps(data))
        except Exception:
            pass


REVIEWS_KEY = "catherders.reviews.v1"


class ReviewStore:
    """Saved game reviews, by game id: each with the fragment it reviewed (pure Python).

    A review belongs to the turns it went through: `get` returns it only while the game's
    turns begin with them (a game played on keeps its review of the earlier turns). Reviews
    of games no longer in the recent list are dropped when another is saved.
    """

    def __init__(self, backend):
        self.backend = backend
        self.problem: str | None = None

    def _all(self) -> dict:
        try:
            raw = self.backend.getItem(REVIEWS_KEY)
            data = json.loads(raw) if raw else {}
        except Exception as e:  # unreadable or switched off: no review, games untouched
            self.problem = f"saved reviews could not be read ({e})"
            return {}
        if not isinstance(data, dict):
            self.problem = "saved reviews could not be read (not an object)"
            return {}
        return data

    def save(self, game_id: str, fragment: str, review: dict, keep_ids) -> None:
        """Keep `review` (plain JSON values) for `game_id`, reviewed at `fragment`."""
        keep = set(keep_ids)
        data = {k: v for k, v in self._all().items() if k in keep or k == game_id}
        data[game_id] = {"fragment": fragment, "review": review}
        try:
            self.backend.setItem(REVIEWS_KEY, json.dumps(data))
        except Exception as e:
            self.problem = f"the review could not be saved in this browser ({e})"

    def get(self, game_id: str) -> tuple[str, dict] | None:
        """(fragment reviewed, review) saved for `game_id`, or None."""
        entry = self._all().get(game_id)
        if (isinstance(entry, dict) and isinstance(entry.get("fragment"), str)
                and isinstance(entry.get("review"), dict)):
            return entry["fragment"], entry["review"]
        return None

    def drop(self, game_id: str) -> None:
        """Forget the review of `game_id`."""
        data = self._all()
        if data.pop(game_id, None) is not None:
            try:
                self.backend.setItem(REVIEWS_KEY, json.dumps(data))
            except Exception as e:
                self.problem = f"the review could not be removed ({e})"
