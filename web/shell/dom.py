"""The page as the game's worker sees it: a stand-in `document` and `window` that send changes.

The game runs in a worker, which has no DOM. The games' modules write to these stand-ins as
they would to the page; each write becomes an operation (web/shell/protocol.py's OPERATIONS)
sent, in order, to the page's view, which applies it. What the page knows and the game does
not (what a person typed or ticked, which dialog is open, the size of a box) comes back in
messages from the view and is kept here, so reading it costs no round trip. The elements are
web/shell/nodes.py's, the window web/shell/window.py's.

Canvases are real in the worker: each has an OffscreenCanvas, drawn with its real 2-D context;
once a batch is sent, the view gets a copy of each canvas drawn since (an ImageBitmap) and
paints it. This module is pure Python: what only the browser can do (post a message, make an
OffscreenCanvas, a Blob, a clock) is the document's `platform`, which web/shell/bridge.py
connects in the worker. Until then (and in CPython's tests) it is a Detached platform
(web/shell/detached.py), which keeps the messages it is given.
"""

from __future__ import annotations

import asyncio
import json
import weakref

from web.shell import protocol
from web.shell.detached import Detached
from web.shell.nodes import MISSING, Event, Node, Rect, ref_key
from web.shell.window import Media, Window


class Canvas:
    """The worker's picture of one canvas element, and whether it changed since sent."""

    def __init__(self, doc, node):
        self.node = node
        self.surface = doc.platform.canvas(int(node.width), int(node.height))
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


class Document:
    """The page's document as the worker sees it, and the queue of operations for the view."""

    def __init__(self, platform=None):
        self.platform = platform if platform is not None else Detached()
        self.ops: list = []
        self._objects: list = []  # sent with the next batch (its ops name them by index)
        self.handlers: dict[int, object] = {}
        self._nodes: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self._known: dict[tuple, dict] = {}  # ref key -> {prop: value} from the view or the game
        self._rects: dict[tuple, list] = {}
        self._canvases: dict[tuple, Canvas] = {}
        self._dirty: dict[Canvas, Canvas] = {}  # the canvases drawn on since the last batch
        self._created = 0
        self._asks: dict[int, asyncio.Future] = {}
        self._flush_due = False
        self.focus_visible: dict[tuple, bool] = {}
        self.active_id = ""
        self.ack = 0  # the last message of the view handled (each batch says it)
        self._ack_sent = 0
        self.hash = ""
        self.href = ""
        self.dark = False
        self.still = False  # the person's system asks for reduced motion (the view's hello)
        self.dpr = 1.0
        self.can_share = False
        self.inner_height = 800.0
        self.body = self.node(["body"], "body")
        self.window = Window(self, {})

    # ---- nodes ----------------------------------------------------------------------------

    def node(self, ref, tag="") -> Node:
        """The one Node for `ref` (the same object each time while it is in use)."""
        key = ref_key(ref)
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
        self._known.setdefault(ref_key(node._ref), {})[name] = value

    def known(self, node, name):
        """A property the page or the game set last, or MISSING."""
        return self._known.get(ref_key(node._ref), {}).get(name, MISSING)

    def check(self, form, name: str, value: str, on: bool = True) -> None:
        """Tick (or untick) the radio button or checkbox `name`=`value` inside `form`."""
        form.querySelector(f'input[name="{name}"][value="{value}"]').checked = on
        radio = self._known.setdefault(ref_key(["id", "@" + name]), {})
        box = self._known.setdefault(ref_key(["id", f"@{name}={value}"]), {})
        box["checked"] = on
        if on:
            radio["value"] = value

    def radio_value(self, name: str) -> str:
        """The value of the ticked radio button of the group `name` ("" for none known)."""
        return str(self._known.get(ref_key(["id", "@" + name]), {}).get("value", ""))

    def box_checked(self, name: str, value: str) -> bool:
        """Whether the checkbox `name`=`value` (one without an id) is ticked."""
        return bool(self._known.get(ref_key(["id", f"@{name}={value}"]), {}).get("checked", False))

    def site_url(self, path: str) -> str:
        """A URL of the site (fetch in a worker resolves against the worker's script)."""
        base = self.href.split("#")[0]
        return base[:base.rindex("/") + 1] + path.removeprefix("./")

    def rect(self, node):
        """An element's box as last measured (see observe); zeros before."""
        left, top, width, height = self._rects.get(ref_key(node._ref), (0, 0, 0, 0))
        return Rect(left, top, width, height)

    def measured(self, element_id: str, rect) -> None:
        """An element's box, as the view measured it (at hello)."""
        self._rects[ref_key(["id", element_id])] = rect

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
        key = ref_key(node._ref)
        if key not in self._canvases:
            self._canvases[key] = Canvas(self, node)
        return self._canvases[key]

    def canvas_sized(self, node) -> None:
        """A canvas element's width or height was set: its picture follows."""
        canvas = self._canvases.get(ref_key(node._ref))
        if canvas is not None:
            canvas.resize(node.width, node.height)
            self.dirty(canvas)

    def dirty(self, canvas: Canvas) -> None:
        """A canvas was drawn on (at every use of its context): send it with the next batch."""
        if canvas not in self._dirty:
            self._dirty[canvas] = canvas
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
            self._rects[ref_key(target._ref)] = data["rect"]
        if data.get("type") in ("focus", "blur") and isinstance(target, Node):
            self.focus_visible[ref_key(target._ref)] = bool(data.get("focusVisible"))
        if data.get("type") == "change" and isinstance(target, Media):
            self.dark = bool(data.get("matches"))
        if data.get("type") == "hashchange":
            self.hash = str(data.get("hash") or "")
        handler(Event(self, data))

    def field_found(self, field_id: str, kind: str, name: str, value: str, checked: bool) -> None:
        """A form control of the game's own markup, as the browser starts it: known by the name
        the view gives it (protocol.field_name), when the game follows it."""
        key = protocol.field_name(field_id, kind, name, value, checked)
        if key:
            self.field_is(key, value, checked)

    def field_is(self, field_id: str, value: str, checked: bool) -> None:
        """A form control's value and tick, as the page has them now."""
        known = self._known.setdefault(ref_key(["id", field_id]), {})
        known["value"] = value
        known["checked"] = checked

    def page_changed(self, message: dict) -> None:
        """What the person changed on the page: a field, the focus, a dialog, a box's size."""
        kind = message["k"]
        if kind == "value":
            self.field_is(message["id"], message.get("value", ""), bool(message.get("checked")))
        elif kind == "focus":
            self.active_id = str(message.get("id") or "")
        elif kind == "closed":
            self._known.setdefault(ref_key(["id", message["id"]]), {})["open"] = bool(message.get("open"))
        elif kind == "rect":
            handler, target = self.handlers[message["h"]]
            self._rects[ref_key(target._ref)] = message["rect"]
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
        self.send(protocol.ask(ask_id, what, data))
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
            bitmap = self.platform.bitmap(surface)
            transfer.append(bitmap)
            self.ops.append(["bitmap", canvas.node._ref, self.attach(bitmap)])
        self._dirty.clear()
        ops, self.ops = self.ops, []
        objects, self._objects = self._objects, []
        self.send(protocol.batch(self.ack, ops), objects, transfer)

    def send(self, message: dict, objects=(), transfer=()) -> None:
        """Post one message of web/shell/protocol.py to the view (made by its constructor), with
        the objects its JSON names by index and those to transfer."""
        self.platform.post(json.dumps(message, separators=(",", ":")), list(objects), list(transfer))

    def attach(self, thing) -> int:
        """Send an object (a picture, a Blob) with the next batch; its index there."""
        self._objects.append(thing)
        self.schedule()
        return len(self._objects) - 1

    def download(self, name: str, blob) -> None:
        """Offer a Blob as a file download (the view makes the link and clicks it)."""
        self.op("download", name, self.attach(blob))


document = Document()
window = document.window
