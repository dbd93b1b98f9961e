"""Saved games: the game in progress and the recent ones, in the browser's storage; and the
person's settings and the reviews kept with the games.

Pure Python over a key-value `backend` with getItem/setItem (localStorage in
the browser, wrapped in BrowserStorage; a dict-backed stand-in in tests). Every game is kept as its
link fragment, so a saved game is rebuilt exactly like a shared one.

A stored value is outside text (an older build, another tab, an extension, a person wrote
it): every read gives a value, never an exception, and nothing is ever lost silently. A value
a store cannot read whole (not JSON, nested too deeply, of the wrong type, an entry that is
not a saved game) is kept aside under the store's backup key before anything is written over
it: the first free one of backup_keys(), never over an earlier backup. When it cannot be kept
aside (every backup key taken, storage full), the store writes nothing over it and says so.
"""

from __future__ import annotations

import gc
import json
import math

KEY = "catherders.games.v1"
BACKUP_KEY = "catherders.games.unreadable"
# Each game's list of saved games and its backup key (web/kit/table/page.py's TableGame has them).
GAME_KEYS = {"catherders": (KEY, BACKUP_KEY),
             "pageant": ("catherders.pageant.games.v1", "catherders.pageant.games.unreadable"),
             "clowder": ("catherders.clowder.games.v1", "catherders.clowder.games.unreadable"),
             "mansion": ("catherders.mansion.games.v1", "catherders.mansion.games.unreadable")}
LIMIT = 20
BACKUP_SLOTS = 10  # the most values kept aside for one store: a bound on what storage holds
SAVED_MS_LIMIT = 1e15  # a saved time (ms from 1970) is within this: past it is no clock's (year 33658)
# The most characters a store reads under one key, and writes: it keeps its value shorter (the
# oldest games or reviews go first, as the LIMIT-th game does). LIMIT games of 12,000 characters
# (longer than most games' links), and few enough that the densest JSON reads within 50 ms.
VALUE_LIMIT = 250_000
REASON_LIMIT = 200  # the most characters of an error's words a problem quotes


def backup_keys(backup_key: str) -> list[str]:
    """The keys unreadable values are kept under, in the order they are taken: the backup key
    itself, then backup_key.2, backup_key.3 … up to BACKUP_SLOTS of them."""
    return [backup_key] + [f"{backup_key}.{n}" for n in range(2, BACKUP_SLOTS + 1)]


def keep_aside(backend, backup_key: str, raw: str) -> bool:
    """Keep `raw` under the first free backup key, never over an earlier backup. True when it
    is kept (now, or already under one of them); False when it cannot be (every backup key
    taken, storage full or switched off): then the caller must not write over it."""
    try:
        for key in backup_keys(backup_key):
            held = backend.getItem(key)
            if held == raw:
                return True
            if held is None:
                backend.setItem(key, raw)
                return True
    except Exception:  # full, or switched off
        return False
    return False


def reason(error: BaseException) -> str:
    """An error met reading or writing storage, in words for a problem: its message (its
    name when it has none), at most REASON_LIMIT characters of it."""
    text = str(error) or type(error).__name__
    return text if len(text) <= REASON_LIMIT else text[:REASON_LIMIT] + "…"


class _NoNumber(ValueError):
    """NaN or an infinite number in stored text: JSON has none (JavaScript never writes one)."""


def _refuse_constant(name: str):
    raise _NoNumber(f"{name} is no JSON number")


# Every digit written 0 and E written e, as bytes (where translating is fast): a number JSON
# reads as a float past 1.8e308 then shows an exponent of three digits or more, or a run of at
# least 210 digits (a two-digit exponent adds at most 99). Only then are floats read one by
# one (_finite), which is slower.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789E", b"000000000e")
_HUGE_SIGNS = (b"e000", b"e+000", b"0" * 200)


def _finite(text: str) -> float:
    """A JSON number with a fraction or an exponent, refused when it is past any float
    (1e400 would be read as infinity, which JSON cannot write back)."""
    value = float(text)
    if math.isinf(value):
        raise _NoNumber("a number past any float")
    return value


def _parse(raw) -> tuple[object, str | None]:
    """(the JSON value `raw` holds, None), or (None, why it is not one): standard JSON of at
    most VALUE_LIMIT characters, never an exception (deep nesting, huge numbers)."""
    if not isinstance(raw, str):
        return None, "not text"
    if len(raw) > VALUE_LIMIT:
        return None, f"longer than {VALUE_LIMIT:,} characters"
    collecting = gc.isenabled()
    gc.disable()  # JSON of many lists and objects reads twice as fast without collections meanwhile
    try:
        shape = raw.encode("utf-8", "surrogatepass").translate(_DIGITS_AS_ZERO)
        huge = any(sign in shape for sign in _HUGE_SIGNS)
        return json.loads(raw, parse_constant=_refuse_constant, parse_float=_finite if huge else None), None
    except RecursionError:
        return None, "nested too deeply"
    except _NoNumber as e:
        return None, str(e)
    except Exception:  # ValueError (not JSON, a number too long), MemoryError
        return None, "not JSON"
    finally:
        if collecting:
            gc.enable()


def _fits(data) -> str | None:
    """`data` as JSON text when it is at most VALUE_LIMIT characters, else None."""
    text = json.dumps(data)
    return text if len(text) <= VALUE_LIMIT else None


def _is(value, kind: type) -> bool:
    """isinstance, except that a boolean is no number."""
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


class GameStore:
    """The list of recent games, newest first; the first one is the game in progress."""

    def __init__(self, backend, key: str = KEY, backup_key: str = BACKUP_KEY):
        self.backend = backend
        self.key, self.backup_key = key, backup_key  # another game's list has keys of its own
        self.problem: str | None = None  # what went wrong reading storage, if anything

    def entries(self) -> list[dict]:
        """Every saved game, newest first: dicts with id, fragment, label, saved (ms). Never
        raises: a value that is not such a list is kept aside (see the module's docstring)."""
        return self._read()[0]

    def _read(self) -> tuple[list[dict], bool]:
        """(the saved games, whether the list may be written: nothing unread is under it)."""
        try:
            raw = self.backend.getItem(self.key)
        except Exception as e:  # storage switched off or blocked by the browser
            self.problem = f"the browser's storage cannot be read ({reason(e)})"
            return [], False
        if raw is None:
            return [], True
        games, trouble = _games(raw)
        if trouble is None:
            return games, True
        if not keep_aside(self.backend, self.backup_key, raw):
            self.problem = (f"saved games could not be read ({trouble}) nor kept aside (storage is "
                            "full); new games are not saved, so that none is lost")
            return games, False
        self.problem = f"saved games could not be read ({trouble}); they were kept aside"
        self._write(self.key, json.dumps(games))
        return games, True

    def current(self) -> dict | None:
        """The most recently saved game, or None."""
        entries = self.entries()
        return entries[0] if entries else None

    def get(self, game_id: str) -> dict | None:
        """The saved game with this id, or None."""
        return next((e for e in self.entries() if e["id"] == game_id), None)

    def save(self, game_id: str, fragment: str, label: str, saved_ms: float) -> None:
        """Put this game first in the list (replacing its older copy); keep the newest LIMIT.
        Nothing is written over a stored value that could be neither read nor kept aside."""
        games, writable = self._read()
        if not writable:
            if self.problem is None or "not saved" not in self.problem:
                self.problem = f"the game could not be saved in this browser ({self.problem})"
            return
        entries = [e for e in games if e["id"] != game_id]
        entries.insert(0, {"id": game_id, "fragment": fragment, "label": label, "saved": saved_ms})
        del entries[LIMIT:]
        while (text := _fits(entries)) is None and len(entries) > 1:
            entries.pop()  # the oldest game goes, as the LIMIT-th does
        self._write(self.key, text or json.dumps(entries))

    def _write(self, key: str, value: str) -> None:
        try:
            self.backend.setItem(key, value)
        except Exception as e:  # full, or switched off
            self.problem = f"the game could not be saved in this browser ({reason(e)})"


def _games(raw: str) -> tuple[list[dict], str | None]:
    """The saved games `raw` holds (at most LIMIT, each id once), and what else it held (None:
    nothing; the list written back is then the same value)."""
    data, trouble = _parse(raw)
    if trouble is not None:
        return [], trouble
    if not isinstance(data, list):
        return [], "not a list"
    games, ids = [], set()
    for item in data[:LIMIT]:  # a longer list is none the store wrote: kept aside whole
        game = _game(item)
        if game is not None and game["id"] not in ids:
            games.append(game)
            ids.add(game["id"])
    refused = len(data) - len(games)
    if refused == 1:
        return games, "1 entry is not a saved game"
    if refused:
        return games, f"{refused} entries are not saved games"
    if games != data:
        return games, "saved games with more than a game's fields"
    return games, None


def _game(item) -> dict | None:
    """A saved game's entry as the store writes it, or None when `item` is not one."""
    if not isinstance(item, dict):
        return None
    ident, fragment, label, saved = (item.get(k) for k in ("id", "fragment", "label", "saved"))
    if not (isinstance(ident, str) and ident and isinstance(fragment, str) and fragment
            and isinstance(label, str) and _is(saved, (int, float)) and abs(saved) <= SAVED_MS_LIMIT):
        return None
    return {"id": ident, "fragment": fragment, "label": label, "saved": saved}


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
SETTINGS_BACKUP_KEY = "catherders.settings.unreadable"
LESSONS_SOLVED = "lessons_solved"  # Settings name: the numbers of the lessons solved
PUZZLES_SOLVED = "puzzles_solved"  # Settings name: the numbers of the shipped puzzles solved


class Settings:
    """The person's switches and lesson progress, remembered in the browser's storage.

    One JSON object under SETTINGS_KEY. Unreadable or missing values fall back to
    the defaults given to get(); a value is written only by set(), after settings that could
    not be read whole are kept aside under SETTINGS_BACKUP_KEY.
    """

    def __init__(self, backend):
        self.backend = backend
        self._last: tuple = (None, ({}, None))  # the text read last, and what _read made of it

    def _read(self) -> tuple[dict, str | None]:
        """(the settings readable, the stored text when it could not be read: kept aside
        before a write). The text read last is parsed once (the page reads settings often)."""
        try:
            raw = self.backend.getItem(SETTINGS_KEY)
        except Exception:  # blocked storage: defaults (and writes fail too)
            return {}, None
        if raw is None:
            return {}, None
        if raw == self._last[0]:
            return self._last[1]
        data, trouble = _parse(raw)
        read = ({}, raw) if trouble is not None or not isinstance(data, dict) else (data, None)
        self._last = (raw, read)
        return read

    def get(self, name: str, default, each: type | None = None):
        """The value stored under `name`, or `default` when missing or of another type (a
        boolean is no number). With `each`, a list's items or an object's values of another
        type are left out."""
        value = self._read()[0].get(name, default)
        if not _is(value, type(default)):
            return default
        if each is not None and isinstance(value, list):
            return [item for item in value if _is(item, each)]
        if each is not None and isinstance(value, dict):
            return {key: item for key, item in value.items() if _is(item, each)}
        return value.copy() if isinstance(value, (list, dict)) else value  # the caller's own

    def set(self, name: str, value) -> None:
        """Remember a JSON value under `name` (a storage failure is ignored: switches only)."""
        data, unread = self._read()
        if unread is not None and not keep_aside(self.backend, SETTINGS_BACKUP_KEY, unread):
            return  # what could not be read stays as it is
        data = {**data, name: value}
        try:
            text = _fits(data)
            if text is not None:  # settings past VALUE_LIMIT are not kept: they could not be read
                self.backend.setItem(SETTINGS_KEY, text)
        except Exception:
            pass


REVIEWS_KEY = "catherders.reviews.v1"
REVIEWS_BACKUP_KEY = "catherders.reviews.unreadable"


class ReviewStore:
    """Saved game reviews, by game id: each with the fragment it reviewed (pure Python).

    A review belongs to the turns it went through: `get` returns it only while the game's
    turns begin with them (a game played on keeps its review of the earlier turns). Reviews
    of games no longer in the recent list are dropped when another is saved. Reviews that
    could not be read whole are kept aside under REVIEWS_BACKUP_KEY before a write.
    """

    def __init__(self, backend):
        self.backend = backend
        self.problem: str | None = None

    def _read(self, whole: bool = False) -> tuple[dict, str | None, bool]:
        """(the reviews, the stored text when not all of it could be read, whether storage
        could be read at all). Each review is checked when it is read (get), or, with
        `whole`, every one now (before a write: one that is not a review is kept aside)."""
        try:
            raw = self.backend.getItem(REVIEWS_KEY)
        except Exception as e:  # switched off: no review, games untouched
            self.problem = f"saved reviews could not be read ({reason(e)})"
            return {}, None, False
        if not raw:
            return {}, None, True
        data, trouble = _parse(raw)
        if trouble is None and not isinstance(data, dict):
            trouble = "not an object"
        if trouble is not None:
            self.problem = f"saved reviews could not be read ({trouble})"
            return {}, raw, True
        if not whole:
            return data, None, True
        readable = {game_id: entry for game_id, entry in data.items() if _review(entry)}
        return readable, (raw if len(readable) != len(data) else None), True

    def _may_write(self, unread: str | None, readable: bool) -> bool:
        """Whether the reviews may be written over now (what could not be read is kept aside
        first); the problem says why not."""
        if unread is not None and not keep_aside(self.backend, REVIEWS_BACKUP_KEY, unread):
            self.problem = "saved reviews could not be read nor kept aside (storage is full)"
            return False
        return readable

    def save(self, game_id: str, fragment: str, review: dict, keep_ids) -> None:
        """Keep `review` (plain JSON values) for `game_id`, reviewed at `fragment`."""
        keep = set(keep_ids)
        data, unread, readable = self._read(whole=True)
        if not self._may_write(unread, readable):
            self.problem = f"the review could not be saved in this browser ({self.problem})"
            return
        data = {k: v for k, v in data.items() if k in keep and k != game_id}
        data[game_id] = {"fragment": fragment, "review": review}
        try:
            while (text := _fits(data)) is None and len(data) > 1:
                del data[next(iter(data))]  # the oldest review goes
            self.backend.setItem(REVIEWS_KEY, text or json.dumps(data))
        except Exception as e:
            self.problem = f"the review could not be saved in this browser ({reason(e)})"

    def get(self, game_id: str) -> tuple[str, dict] | None:
        """(fragment reviewed, review) saved for `game_id`, or None."""
        entry = self._read()[0].get(game_id)
        return (entry["fragment"], entry["review"]) if _review(entry) else None

    def drop(self, game_id: str) -> None:
        """Forget the review of `game_id`."""
        data, unread, readable = self._read(whole=True)
        if game_id not in data or not self._may_write(unread, readable):
            return
        del data[game_id]
        try:
            self.backend.setItem(REVIEWS_KEY, json.dumps(data))
        except Exception as e:
            self.problem = f"the review could not be removed ({reason(e)})"


def _review(entry) -> bool:
    """Whether a stored entry is a review as ReviewStore keeps it."""
    return (isinstance(entry, dict) and isinstance(entry.get("fragment"), str)
            and isinstance(entry.get("review"), dict))
