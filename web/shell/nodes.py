"""The elements of the stand-in page (web/shell/dom.py): nodes, their references, events.

A Node is one element of the page, named by a reference the view resolves (the node
references of web/shell/protocol.py: ["id", "status"], ["n", 17], ["q", ref, selector]...).
Its writes become operations queued on its document (Document.op); what it reads comes from
what the game set or the view told the document. Pure Python: no browser here.
"""

from __future__ import annotations

MISSING = object()
# What an element's property reads as before the game set it or the page told it.
DEFAULTS = {"hidden": False, "disabled": False, "checked": False, "value": "", "textContent": "",
            "open": False, "width": 300, "height": 150, "className": ""}


def ref_key(ref) -> tuple:
    """A node reference as a key of the document's dictionaries: the reference with its lists
    made tuples. Every write to the page and every use of a canvas asks for one, so it is
    made without a JSON encoder (json.dumps was a tenth of the Mansion's start in the worker)."""
    return tuple(ref_key(part) if isinstance(part, (list, tuple)) else part for part in ref)


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
        if found is not MISSING:
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

    def insertAdjacentHTML(self, position, html):  # noqa: N802 - the DOM's name
        """Parse our own markup into the page at `position` ("beforeend", ...): a game's parts
        that come with its bundle (web/kit/markup.py), never text from outside."""
        self._call("insertAdjacentHTML", position, html)

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
        return selector == ":focus-visible" and self._doc.focus_visible.get(ref_key(self._ref), False)

    def addEventListener(self, kind, handler, options=None):  # noqa: N802 - the DOM's name
        """Have the view send this element's `kind` events; options (see dom.on)."""
        self._doc.listen(self, kind, handler, options or {})

    # ---- canvases -----------------------------------------------------------------------

    def getContext(self, kind="2d"):  # noqa: N802 - the DOM's name
        """The 2-D context of this canvas's picture in the worker."""
        return self._doc.canvas(self).context

    def toBlob(self, callback, kind="image/png"):  # noqa: N802 - the DOM's name
        """Encode the canvas (OffscreenCanvas.convertToBlob) and call back with the Blob."""
        self._doc.platform.to_blob(self._doc.canvas(self).surface, kind, callback)


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


class Rect:
    """A box: left, top, width, height, right, bottom."""

    def __init__(self, left, top, width, height):
        self.left, self.top, self.width, self.height = left, top, width, height
        self.right, self.bottom = left + width, top + height
