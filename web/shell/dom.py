"""The page as the game's worker sees it: a stand-in `document` and `window` that send changes.

The game runs in a worker, which has no DOM. The browser layer's modules write to these
stand-ins as they would to the page; each write becomes an operation (web/shell/protocol.py)
sent, in order, to the page's view, which applies it. What the page knows and the game
does not (what a person typed or ticked, which dialog is open, the size of a box) comes
back in messages from the view and is kept here, so reading it costs no round trip.

Canvases are real: each has an OffscreenCanvas in the worker, drawn with its real 2-D
context; once a batch is sent, the view gets a copy of each canvas drawn since (an
ImageBitmap) and paints it. Nothing here imports pyscript; `js` is the worker's global.
"""

from __future__ import annotations

import asyncio
import json
import weakref

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from web.shell.protocol import VERSION

_MISSING = object()
# The most characters (keys and values) our keys of localStorage may hold, as far as the worker
# lets them grow: half of the 5 million a browser gives a site, so that a write the view makes
# (web/view/ops.py, whose refusal only reaches the console) is not refused unseen here, where a
# store that keeps a value aside must know it was kept (web/kit/storage.py).
STORAGE_LIMIT = 2_500_000
# What an element's property reads as before the game set it or the page told it.
DEFAULTS = {"hidden": False, "disabled": False, "checked": False, "value": "", "textContent": "",
            "open": False, "width": 300, "height": 150, "className": ""}


def _key(ref) -> str:
    return json.dumps(ref, separators=(",", ":"))


class Dataset:
    """element.dataset: writes become `data` operations."""

    def __init__(self, node):
        object.__setattr__(self, "_node", node)
        object.__setattr__(self, "_values", {})

    def __setattr__(self, name, value):
        self._values[name] = str(value)
        self._node._doc.op("data", self._node._ref, name, str(value))

    def __getattr__(self, name):
        if name not in self._values:
            raise AttributeError(f"data-{name} was not set by the game")
        return self._values[name]


class Style:
    """element.style: writes become `style` operations."""

    def __init__(self, node):
        object.__setattr__(self, "_node", node)

    def __setattr__(self, name, value):
        self._node._doc.op("style", self._node._ref, name, str(value))

    def setProperty(self, name, value):  # noqa: N802 - the DOM's name
        """style.setProperty(name, value)."""
        self._node._doc.op("style", self._node._ref, name, str(value))


class ClassList:
    """element.classList: add, remove, toggle (contains knows only what the game set)."""

    def __init__(self, node):
        self._node = node
        self._on: dict[str, bool] = {}

    def toggle(self, name, on=None):
        """Switch the class (to `on` when given); returns whether it is on."""
        on = (not self._on.get(name, False)) if on is None else bool(on)
        self._on[name] = on
        self._node._doc.op("cls", self._node._ref, name, on)
        return on

    def add(self, *names):
        """Add classes."""
        for name in names:
            self.toggle(name, True)

    def remove(self, *names):
        """Remove classes."""
        for name in names:
            self.toggle(name, False)

    def contains(self, name):
        """Whether the game switched the class on."""
        return self._on.get(name, False)


class Children:
    """element.children, as far as the game made them (its own lists)."""

    def __init__(self, node):
        self._node = node

    def _list(self):
        return self._node._kids if self._node._kids is not None else []

    def __iter__(self):
        return iter(list(self._list()))

    def __len__(self):
        return len(self._list())

    @property
    def length(self):
        """How many children."""
        return len(self._list())

    def item(self, index):
        """The child at `index`, or None."""
        kids = self._list()
        return kids[index] if 0 <= index < len(kids) else None


class Node:
    """One element of the page, named by a reference the view resolves (web/shell/protocol.py)."""

    def __init__(self, doc, ref, tag=""):
        d = self.__dict__
        d["_doc"], d["_ref"], d["_tag"] = doc, ref, tag
        d["_props"], d["_kids"], d["_parent"] = {}, None, None
        d["dataset"], d["style"], d["classList"] = Dataset(self), Style(self), ClassList(self)
        d["children"] = Children(self)

    def __repr__(self):
        return f"<Node {self._ref}>"

    # ---- properties -----------------------------------------------------------------------

    def __setattr__(self, name, value):
        if isinstance(value, Node):
            raise TypeError(f"cannot set {name} to a node")
        self._props[name] = value
        self._doc.remember(self, name, value)
        if name in ("width", "height"):
            self._doc.canvas_sized(self)
        if name in ("textContent", "innerHTML") and self._kids is not None:
            self.__dict__["_kids"] = []
        self._doc.op("set", self._ref, name, value)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        found = self._doc.known(self, name)
        if found is not _MISSING:
            return found
        if name in self._props:
            return self._props[name]
        if name in DEFAULTS:
            return DEFAULTS[name]
        if name == "tagName":
            return self._tag.upper()
        if name == "parentElement":
            return self._parent if self._parent is not None else self._doc.node(["p", self._ref])
        raise AttributeError(f"{name} of {self._ref} is not known in the worker")

    # ---- structure ------------------------------------------------------------------------

    def _adopt(self, child):
        old = child._parent
        if old is not None and old._kids is not None and child in old._kids:
            old._kids.remove(child)
        child.__dict__["_parent"] = self

    def appendChild(self, child):  # noqa: N802 - the DOM's name
        """Add `child` as the last child; returns it."""
        self._adopt(child)
        if self._kids is None:
            self.__dict__["_kids"] = []
        self._kids.append(child)
        self._doc.op("add", self._ref, child._ref)
        return child

    def append(self, *children):
        """Add children at the end."""
        for child in children:
            self.appendChild(child)

    def replaceChildren(self, *children):  # noqa: N802 - the DOM's name
        """Make `children` the only children."""
        for child in children:
            self._adopt(child)
        self.__dict__["_kids"] = list(children)
        self._doc.op("kids", self._ref, [c._ref for c in children])

    def after(self, node):
        """Put `node` right after this element."""
        parent = self._parent
        if parent is not None and parent._kids is not None and self in parent._kids:
            parent._adopt(node)
            parent._kids.insert(parent._kids.index(self) + 1, node)
        self._doc.op("after", self._ref, node._ref)

    def remove(self):
        """Take the element out of the page."""
        parent = self._parent
        if parent is not None and parent._kids is not None and self in parent._kids:
            parent._kids.remove(self)
        self.__dict__["_parent"] = None
        self._doc.op("rm", self._ref)

    def querySelector(self, selector):  # noqa: N802 - the DOM's name
        """The first descendant matching `selector` (resolved by the view)."""
        return self._doc.node(["q", self._ref, selector])

    def closest(self, selector):
        """The nearest ancestor matching `selector` (resolved by the view)."""
        return self._doc.node(["c", self._ref, selector])

    # ---- attributes and calls -------------------------------------------------------------

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        """Set an attribute."""
        self._props["@" + name] = str(value)
        self._doc.op("attr", self._ref, name, str(value))

    def removeAttribute(self, name):  # noqa: N802 - the DOM's name
        """Remove an attribute."""
        self._props.pop("@" + name, None)
        self._doc.op("attr", self._ref, name, None)

    def getAttribute(self, name):  # noqa: N802 - the DOM's name
        """An attribute the game set, or None."""
        return self._props.get("@" + name)

    def _call(self, method, *args):
        self._doc.op("call", self._ref, method, list(args))

    def focus(self, *_options):
        """Give the element the focus."""
        self._call("focus")

    def blur(self):
        """Take the focus away."""
        self._call("blur")

    def click(self):
        """Click it (a download link)."""
        self._call("click")

    def select(self):
        """Select a field's text."""
        self._call("select")

    def scrollIntoView(self, options=None):  # noqa: N802 - the DOM's name
        """Scroll so the element shows ({"block": "nearest"} only)."""
        self._call("scrollIntoView")

    def showModal(self):  # noqa: N802 - the DOM's name
        """Open a dialog."""
        self._doc.remember(self, "open", True)
        self._call("showModal")

    def close(self):
        """Close a dialog."""
        self._doc.remember(self, "open", False)
        self._call("close")

    def getBoundingClientRect(self):  # noqa: N802 - the DOM's name
        """The element's box as the view last measured it (see Document.observe)."""
        return self._doc.rect(self)

    def matches(self, selector):
        """Only ':focus-visible' is known: whether the view said so with the last focus."""
        return selector == ":focus-visible" and self._doc.focus_visible.get(_key(self._ref), False)

    def addEventListener(self, kind, handler, options=None):  # noqa: N802 - the DOM's name
        """Have the view send this element's `kind` events; options (see dom.on)."""
        self._doc.listen(self, kind, handler, options or {})

    # ---- canvases -----------------------------------------------------------------------

    def getContext(self, kind="2d"):  # noqa: N802 - the DOM's name
        """The 2-D context of this canvas's picture in the worker."""
        return self._doc.canvas(self).context

    def toBlob(self, callback, kind="image/png"):  # noqa: N802 - the DOM's name
        """Encode the canvas (OffscreenCanvas.convertToBlob) and call back with the Blob."""
        surface = self._doc.canvas(self).surface
        promise = surface.convertToBlob(to_js({"type": kind}, dict_converter=js.Object.fromEntries))
        promise.then(callback)


class Canvas:
    """The worker's picture of one canvas element, and whether it changed since sent."""

    def __init__(self, doc, node):
        self.node = node
        self.surface = js.OffscreenCanvas.new(int(node.width), int(node.height))
        self.context = _Context(doc, self, self.surface.getContext("2d"))

    def resize(self, width, height):
        """Follow the element's width and height (which clear it, as on a page)."""
        self.surface.width, self.surface.height = int(width), int(height)


class _Context:
    """A canvas's 2-D context that notes each use, so the canvas is sent with the batch."""

    def __init__(self, doc, canvas, real):
        d = self.__dict__
        d["_doc"], d["_canvas"], d["_real"] = doc, canvas, real

    def __getattr__(self, name):
        self._doc.dirty(self._canvas)
        return getattr(self._real, name)

    def __setattr__(self, name, value):
        self._doc.dirty(self._canvas)
        setattr(self._real, name, value)


class _Media:
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


class Event:
    """An event as the view sent it: its fields, and what the view found around its target."""

    def __init__(self, doc, data: dict):
        self._doc = doc
        self._data = data
        self.target = _Target(doc, data)
        self.submitter = _Submitter(data["submitter"]) if data.get("submitter") is not None else None

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return self._data.get(name)

    def preventDefault(self):  # noqa: N802 - the DOM's name
        """Done by the view already, as the listener's options say (see Document.listen)."""

    def stopPropagation(self):  # noqa: N802 - the DOM's name
        """Done by the view already, as the listener's options say."""

    def form_data(self) -> FormData:
        """The submitted form's entries (a submit event)."""
        return FormData(self._data.get("form") or [])


class FormData:
    """A form's entries as the view read them: get(name) and getAll(name)."""

    def __init__(self, entries):
        self._entries = [(str(k), str(v)) for k, v in entries]

    def get(self, name):
        """The first value of `name`, or None."""
        return next((v for k, v in self._entries if k == name), None)

    def getAll(self, name):  # noqa: N802 - the DOM's name
        """Every value of `name`."""
        return [v for k, v in self._entries if k == name]


class _Submitter:
    def __init__(self, value):
        self.value = value


class _Target:
    """The event's target: its tag, and the nearest button's data (for lists' clicks)."""

    def __init__(self, doc, data):
        self._doc = doc
        self.tagName = str(data.get("tag") or "")
        self._button = data.get("button")  # the closest button's dataset, or None

    def closest(self, selector):
        """'button[data-x]' only: the nearest button with data-x, as a stand-in with its dataset."""
        if self._button is None or not selector.startswith("button"):
            return None
        want = selector[len("button"):].strip("[]")
        if want.startswith("data-"):
            name = _camel(want[len("data-"):])
            if name not in self._button:
                return None
        return _Found(self._button)


class _Found:
    def __init__(self, dataset):
        self.dataset = _Plain(dataset)


class _Plain:
    def __init__(self, values):
        self.__dict__.update(values)


def _camel(name):
    head, *rest = name.split("-")
    return head + "".join(part.capitalize() for part in rest)


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
        return _Media(self._doc, str(query))

    def addEventListener(self, kind, handler, options=None):  # noqa: N802 - the DOM's name
        """Window events (resize, hashchange) through the view."""
        self._doc.listen(self, kind, handler, options or {})

    def scrollTo(self, x, y):  # noqa: N802 - the DOM's name
        """Scroll the page."""
        self._doc.op("scroll", x, y)

    def requestAnimationFrame(self, callback):  # noqa: N802 - the DOM's name
        """The worker's own animation frames."""
        return js.requestAnimationFrame(create_once_callable(callback))


class Document:
    """The page's document as the worker sees it, and the queue of operations for the view."""

    def __init__(self, post):
        self._post = post  # post(json_text, objects, transferables)
        self.ops: list = []
        self._objects: list = []  # sent with the next batch (its ops name them by index)
        self.handlers: dict[int, object] = {}
        self._nodes: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self._known: dict[str, dict] = {}  # ref key -> {prop: value} from the view or the game
        self._rects: dict[str, list] = {}
        self._canvases: dict[str, Canvas] = {}
        self._dirty: dict[str, Canvas] = {}
        self._created = 0
        self._asks: dict[int, asyncio.Future] = {}
        self._flush_due = False
        self.focus_visible: dict[str, bool] = {}
        self.active_id = ""
        self.ack = 0  # the last message of the view handled (each batch says it)
        self._ack_sent = 0
        self.hash = ""
        self.href = ""
        self.dark = False
        self.dpr = 1.0
        self.can_share = False
        self.inner_height = 800.0
        self.body = self.node(["body"], "body")
        self.window: Window | None = None

    # ---- nodes ----------------------------------------------------------------------------

    def node(self, ref, tag="") -> Node:
        """The one Node for `ref` (the same object each time while it is in use)."""
        key = _key(ref)
        found = self._nodes.get(key)
        if found is None:
            found = Node(self, ref, tag)
            self._nodes[key] = found
        return found

    def getElementById(self, element_id):  # noqa: N802 - the DOM's name
        """The element with this id."""
        return self.node(["id", str(element_id)])

    def createElement(self, tag):  # noqa: N802 - the DOM's name
        """A new element (the view makes its twin)."""
        self._created += 1
        n = self._created
        self.op("new", n, str(tag))
        node = self.node(["n", n], str(tag))
        weakref.finalize(node, self._free, n)
        return node

    def createTextNode(self, text):  # noqa: N802 - the DOM's name
        """A new text node."""
        self._created += 1
        n = self._created
        self.op("text", n, str(text))
        node = self.node(["n", n], "#text")
        weakref.finalize(node, self._free, n)
        return node

    def _free(self, n):
        self.ops.append(["free", n])

    @property
    def activeElement(self):  # noqa: N802 - the DOM's name
        """The focused element, when it has an id (from the view's focus messages)."""
        return self.getElementById(self.active_id) if self.active_id else None

    def remember(self, node, name, value):
        """Keep a property the game set, so reading it back needs no round trip."""
        self._known.setdefault(_key(node._ref), {})[name] = value

    def known(self, node, name):
        """A property the page or the game set last, or _MISSING."""
        return self._known.get(_key(node._ref), {}).get(name, _MISSING)

    def check(self, form, name: str, value: str, on: bool = True) -> None:
        """Tick (or untick) the radio button or checkbox `name`=`value` inside `form`."""
        form.querySelector(f'input[name="{name}"][value="{value}"]').checked = on
        radio = self._known.setdefault(_key(["id", "@" + name]), {})
        box = self._known.setdefault(_key(["id", f"@{name}={value}"]), {})
        box["checked"] = on
        if on:
            radio["value"] = value

    def radio_value(self, name: str) -> str:
        """The value of the ticked radio button of the group `name` ("" for none known)."""
        return str(self._known.get(_key(["id", "@" + name]), {}).get("value", ""))

    def box_checked(self, name: str, value: str) -> bool:
        """Whether the checkbox `name`=`value` (one without an id) is ticked."""
        return bool(self._known.get(_key(["id", f"@{name}={value}"]), {}).get("checked", False))

    def site_url(self, path: str) -> str:
        """A URL of the site (fetch in a worker resolves against the worker's script)."""
        base = self.href.split("#")[0]
        return base[:base.rindex("/") + 1] + path.removeprefix("./")

    def rect(self, node):
        """An element's box as last measured (see observe); zeros before."""
        left, top, width, height = self._rects.get(_key(node._ref), (0, 0, 0, 0))
        return _Rect(left, top, width, height)

    def measured(self, element_id: str, rect) -> None:
        """An element's box, as the view measured it (at hello)."""
        self._rects[_key(["id", element_id])] = rect

    def observe(self, node, handler):
        """Have the view measure `node` now and whenever its size changes, then call handler."""
        hid = self._register(handler, node)
        self.op("observe", node._ref, hid)

    def hook(self, name: str, data) -> None:
        """Data for window.catHerders, the browser tests' hooks (web/view/hooks.py)."""
        self.op("hook", name, data)

    # ---- canvases ---------------------------------------------------------------------------

    def canvas(self, node) -> Canvas:
        """The worker's picture of a canvas element (made on first use)."""
        key = _key(node._ref)
        if key not in self._canvases:
            self._canvases[key] = Canvas(self, node)
        return self._canvases[key]

    def canvas_sized(self, node) -> None:
        """A canvas element's width or height was set: its picture follows."""
        canvas = self._canvases.get(_key(node._ref))
        if canvas is not None:
            canvas.resize(node.width, node.height)
            self.dirty(canvas)

    def dirty(self, canvas: Canvas) -> None:
        """A canvas was drawn on: send it with the next batch."""
        self._dirty[_key(canvas.node._ref)] = canvas
        self.schedule()

    # ---- events -------------------------------------------------------------------------------

    def _register(self, handler, target) -> int:
        hid = len(self.handlers) + 1
        self.handlers[hid] = (handler, target)
        return hid

    def listen(self, target, kind, handler, options: dict) -> None:
        """Have the view send `kind` events of `target` to `handler`. The view cannot wait for
        the worker to call preventDefault(), so `options` tell it: "prevent" (always),
        "keys" (only for these keys; "Ctrl+z" with Ctrl or Cmd), "stop" (stopPropagation
        when prevented), "if"/"unless" (CSS selectors the page must, or must not, match)."""
        hid = self._register(handler, target)
        self.op("on", target._ref, str(kind), hid, options)

    def dispatch(self, hid: int, data: dict) -> None:
        """Call the handler `hid` with an event made of `data`."""
        handler, target = self.handlers[hid]
        if data.get("rect") is not None and isinstance(target, Node):
            self._rects[_key(target._ref)] = data["rect"]
        if data.get("type") in ("focus", "blur") and isinstance(target, Node):
            self.focus_visible[_key(target._ref)] = bool(data.get("focusVisible"))
        if data.get("type") == "change" and isinstance(target, _Media):
            self.dark = bool(data.get("matches"))
        if data.get("type") == "hashchange":
            self.hash = str(data.get("hash") or "")
        handler(Event(self, data))

    def page_changed(self, message: dict) -> None:
        """What the person changed on the page: a field, the focus, a dialog, a box's size."""
        kind = message["k"]
        if kind == "value":
            known = self._known.setdefault(_key(["id", message["id"]]), {})
            known["value"] = message.get("value", "")
            known["checked"] = bool(message.get("checked"))
        elif kind == "focus":
            self.active_id = str(message.get("id") or "")
        elif kind == "closed":
            self._known.setdefault(_key(["id", message["id"]]), {})["open"] = bool(message.get("open"))
        elif kind == "rect":
            handler, target = self.handlers[message["h"]]
            self._rects[_key(target._ref)] = message["rect"]
            handler(None)

    # ---- asking the view ----------------------------------------------------------------------

    def ask(self, what: str, data) -> asyncio.Future:
        """Ask the view for a browser call (clipboard, share); a future of its answer."""
        future = asyncio.get_event_loop().create_future()
        ask_id = len(self._asks) + 1
        while ask_id in self._asks:
            ask_id += 1
        self._asks[ask_id] = future
        self.flush()
        self._post(json.dumps({"k": "ask", "v": VERSION, "id": ask_id, "what": what, "data": data}),
                   [], [])
        return future

    def answered(self, message: dict) -> None:
        """The view's answer to an ask."""
        future = self._asks.pop(message["id"], None)
        if future is None or future.done():
            return
        if message.get("error"):
            future.set_exception(RuntimeError(str(message["error"])))
        else:
            future.set_result(message.get("value"))

    # ---- sending ---------------------------------------------------------------------------------

    def op(self, *args) -> None:
        """Queue one operation for the view."""
        self.ops.append(list(args))
        self.schedule()

    def schedule(self) -> None:
        """Send the queued operations soon (after the running handler), once."""
        if not self._flush_due:
            self._flush_due = True
            asyncio.get_event_loop().call_soon(self.flush)

    def flush(self) -> None:
        """Send the queued operations and the canvases drawn since, as one batch."""
        self._flush_due = False
        if not self.ops and not self._dirty and self.ack == self._ack_sent:
            return
        self._ack_sent = self.ack
        transfer = []
        for canvas in self._dirty.values():
            surface = canvas.surface
            if int(surface.width) == 0 or int(surface.height) == 0:
                continue
            copy = js.OffscreenCanvas.new(surface.width, surface.height)
            copy.getContext("2d").drawImage(surface, 0, 0)
            bitmap = copy.transferToImageBitmap()
            transfer.append(bitmap)
            self.ops.append(["bitmap", canvas.node._ref, self.attach(bitmap)])
        self._dirty.clear()
        ops, self.ops = self.ops, []
        objects, self._objects = self._objects, []
        self._post(json.dumps({"k": "batch", "v": VERSION, "ack": self.ack, "ops": ops},
                              separators=(",", ":")), objects, transfer)

    def attach(self, thing) -> int:
        """Send an object (a picture, a Blob) with the next batch; its index there."""
        self._objects.append(thing)
        self.schedule()
        return len(self._objects) - 1

    def download(self, name: str, blob) -> None:
        """Offer a Blob as a file download (the view makes the link and clicks it)."""
        self.op("download", name, self.attach(blob))


class _Rect:
    def __init__(self, left, top, width, height):
        self.left, self.top, self.width, self.height = left, top, width, height
        self.right, self.bottom = left + width, top + height


def make_post():
    """post(json_text, objects, transferables) for the worker's own postMessage: the view
    gets {json, objects}."""
    def post(text, objects, transfer):
        message = js.Object.new()
        message.json = text
        message.objects = to_js(list(objects))
        js.postMessage(message, to_js(list(transfer)))
    return post


def keep(fn):
    """A JavaScript callable for fn that stays alive (the worker's own listeners)."""
    return create_proxy(fn)

document = Document(make_post())
window = Window(document, {})
