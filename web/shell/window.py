"""The stand-in page's window (web/shell/dom.py): the address, history, storage, the clipboard
and share sheet, media queries. Writes become operations of the document; reads come from
what the view told it. Pure Python: no browser here.
"""

from __future__ import annotations

# The most characters (keys and values) our keys of localStorage may hold, as far as the worker
# lets them grow: half of the 5 million a browser gives a site, so that a write the view makes
# (web/view/ops.py, whose refusal only reaches the console) is not refused unseen here, where a
# store that keeps a value aside must know it was kept (web/kit/storage.py).
STORAGE_LIMIT = 2_500_000


class Media:
    """window.matchMedia(query): `matches` as the view says, and its change events."""

    def __init__(self, doc, query):
        self._doc, self.query = doc, query
        self._ref = ["media", query]

    @property
    def matches(self):
        """Whether the query matches (from the view's hello and change events)."""
        return self._doc.dark

    def addEventListener(self, kind, handler, options=None):  # noqa: N802 - the DOM's name
        """The query's change events."""
        self._doc.listen(self, kind, handler, options or {})


class _Location:
    def __init__(self, doc):
        object.__setattr__(self, "_doc", doc)

    @property
    def hash(self):
        """The address's fragment, with '#' (as the view last said or the game set)."""
        return self._doc.hash

    @property
    def href(self):
        """The page's whole address."""
        return self._doc.href.split("#")[0] + self._doc.hash

    def __setattr__(self, name, value):
        if name != "hash":
            raise AttributeError(name)
        text = str(value)
        old = self._doc.hash
        self._doc.hash = text if text.startswith("#") or not text else "#" + text
        self._doc.op("hash", self._doc.hash, old)


class _History:
    def __init__(self, doc):
        self._doc = doc

    def replaceState(self, _state, _title, url):  # noqa: N802 - the DOM's name
        """Change the address without a new history entry (only its fragment changes)."""
        url = str(url)
        old = self._doc.hash
        if url.startswith("#"):
            self._doc.hash = url
        self._doc.op("url", url, old)


class StorageFull(Exception):
    """A write our storage cannot take (see STORAGE_LIMIT)."""


class Storage:
    """localStorage as the view sent it at hello; each write is sent back to the view."""

    def __init__(self, doc, items: dict):
        self._doc = doc
        self._items = dict(items)

    def getItem(self, key):  # noqa: N802 - the DOM's name
        """The stored text, or None."""
        return self._items.get(str(key))

    def setItem(self, key, value):  # noqa: N802 - the DOM's name
        """Store text; StorageFull, as the browser's QuotaExceededError, when our keys would
        hold more than STORAGE_LIMIT characters (and more than they do now)."""
        key, value = str(key), str(value)
        now = sum(len(k) + len(v) for k, v in self._items.items())
        old = self._items.get(key)
        after = now - (len(key) + len(old) if old is not None else 0) + len(key) + len(value)
        if after > max(STORAGE_LIMIT, now):
            raise StorageFull(f"the browser's storage is full: {after:,} characters past {STORAGE_LIMIT:,}")
        self._items[key] = value
        self._doc.op("store", key, value)

    def removeItem(self, key):  # noqa: N802 - the DOM's name
        """Forget a key."""
        self._items.pop(str(key), None)
        self._doc.op("store", str(key), None)


class _Clipboard:
    def __init__(self, doc):
        self._doc = doc

    def writeText(self, text):  # noqa: N802 - the DOM's name
        """Copy text (the view does it); await the result (raises when refused)."""
        return self._doc.ask("clip", str(text))


class _Navigator:
    def __init__(self, doc):
        self._doc = doc
        self.clipboard = _Clipboard(doc)

    def share(self, data):
        """The share sheet (the view opens it); await it (raises when refused or missing)."""
        return self._doc.ask("share", data)

    @property
    def canShare(self):  # noqa: N802 - the DOM's name
        """Whether the page has a share sheet (as the view said at hello)."""
        return self._doc.can_share


class Window:
    """window: location, history, storage, the clipboard and share sheet, media queries."""

    def __init__(self, doc, storage: dict):
        self._doc = doc
        self._ref = ["win"]
        self.location = _Location(doc)
        self.history = _History(doc)
        self.localStorage = Storage(doc, storage)
        self.navigator = _Navigator(doc)

    @property
    def devicePixelRatio(self):  # noqa: N802 - the DOM's name
        """The screen's pixels per CSS pixel (from the view)."""
        return self._doc.dpr

    @property
    def innerHeight(self):  # noqa: N802 - the DOM's name
        """The viewport's height in CSS pixels (from the view's hello)."""
        return self._doc.inner_height

    def matchMedia(self, query):  # noqa: N802 - the DOM's name
        """Only the colour scheme's query is known."""
        return Media(self._doc, str(query))

    def addEventListener(self, kind, handler, options=None):  # noqa: N802 - the DOM's name
        """Window events (resize, hashchange) through the view."""
        self._doc.listen(self, kind, handler, options or {})

    def scrollTo(self, x, y):  # noqa: N802 - the DOM's name
        """Scroll the page."""
        self._doc.op("scroll", x, y)

    def requestAnimationFrame(self, callback):  # noqa: N802 - the DOM's name
        """The worker's own animation frames."""
        return self._doc.platform.animation_frame(callback)
