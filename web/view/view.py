"""The page's view: the only Python on the main thread (PyScript's MicroPython), made by
web/view/main.py once its modules are in.

It starts the game's worker (Pyodide, web/shell) and applies what the game sends: the DOM
operations and the canvases' pictures of web/shell/protocol.py. It sends back, as plain data,
what the person does: the events the game listens to, the fields they change, the focus,
the dialogs they close, the size of the boxes the game measures. It does what only a page
can: storage, the clipboard and the share sheet, downloads, sounds. It relays the game's
calls to the computer's worker. Until the game is ready it keeps the person's clicks and
says so, then hands them over.
"""

import json

import js
from pyscript import document

from web.shell import protocol
from web.view.events import event_data, field_key, field_values, our_storage, rects
from web.view.hooks import install_hooks
from web.view.sound import Sound

window = js.window  # the real one: methods called on pyscript.window lose their `this`

PY_WORKER = "./assets/py-worker.mjs"  # starts Pyodide with the zip and module its name says
APP_WORKER = "app web.shell.main"
COMPUTER_WORKER = "worker web.shell.computer_worker"
SLICE_MS = 8  # the longest the view applies operations in one task: under 50 ms on a 4x slower phone
BOARD_PICTURE = "catherders.board-picture.v1"  # the last board, shown at once next time (boot.js)


class View:
    """The main thread's side of the page: `soon(callback)` runs callback in a task of its own
    (web/view/main.py's)."""

    def __init__(self, soon):
        self.soon = soon
        self.seq = 0
        self.made = {}  # created element number -> element
        self.by_id = {}
        self.ready = False
        self.inbox = []  # messages from the game: [message, objects, operations done]
        self.draining = False
        self.moves_pending = {}  # (handler, pointer) -> the newest pointermove held meanwhile
        self.move_sent = 0
        self.acked = 0
        self.computer = None
        self.game_said_hello = False  # the game's worker's hello, with its version, came
        self.stopped = False  # the game's worker is of another version: nothing more is applied
        self.sound = Sound()
        self.observer = None
        self.observed = {}  # element -> handler number
        self.app = self.game_worker()
        for kind in ("input", "change"):
            document.addEventListener(kind, self.on_value, True)
        document.addEventListener("focusin", self.on_focus, True)
        document.addEventListener("close", self.on_closed, True)
        document.addEventListener("toggle", self.on_closed, True)
        document.addEventListener("pointerdown", self.sound.wake, True)
        document.addEventListener("keydown", self.sound.wake, True)
        document.addEventListener("click", self.sound.wake, True)  # the switch just turned on
        window.addEventListener("pagehide", self.keep_board_picture)
        install_hooks(self)
        self.send(protocol.hello(
            storage=our_storage(), href=str(window.location.href),
            hash=str(window.location.hash or ""),
            dark=bool(window.matchMedia("(prefers-color-scheme: dark)").matches),
            still=bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches),
            dpr=float(window.devicePixelRatio or 1), values=field_values(),
            share=bool(getattr(js.navigator, "share", None)), height=float(window.innerHeight),
            rects=rects()))

    def game_worker(self):
        """The game's worker: the one assets/start.js started while this runtime loaded (with
        what it said meanwhile), or a new one when there is none of that name."""
        started = getattr(window, "catHerdersWorker", None)
        if started and str(started.name) == APP_WORKER:
            window.catHerdersWorker = None
            return started.take(self.on_app_message_soon, self.on_worker_error)
        worker = js.Worker.new(PY_WORKER, {"type": "module", "name": APP_WORKER})
        worker.onmessage = self.on_app_message_soon
        worker.onerror = self.on_worker_error
        return worker

    # ---- sending --------------------------------------------------------------------------

    def send(self, message):
        """Send one message to the game (made by web/shell/protocol.py), with the next sequence
        number."""
        if self.stopped:
            return self.seq
        self.seq += 1
        self.app.postMessage(json.dumps(protocol.stamped(message, self.seq)))
        document.body.dataset.busy = "1"  # until the game has handled it (tests wait for that)
        return self.seq

    # ---- what the person changes ------------------------------------------------------------

    def on_value(self, event):
        key = field_key(event.target)
        if key:
            target = event.target
            self.send(protocol.value(key, str(getattr(target, "value", "") or ""),
                                     bool(getattr(target, "checked", False))))

    def on_focus(self, event):
        target = event.target
        self.send(protocol.focus(str(target.id or "")))

    def on_closed(self, event):
        target = event.target
        if target.id and str(target.tagName) in ("DIALOG", "DETAILS"):
            self.send(protocol.closed(str(target.id), bool(target.open)))

    def listener(self, hid, opts):
        """A DOM listener that forwards events to the game's handler `hid` (see dom.listen)."""
        prevent, keys, stop = opts.get("prevent"), opts.get("keys"), opts.get("stop")
        when, unless = opts.get("if"), opts.get("unless")

        def on_event(event):
            if opts.get("skipFields"):
                tag = str(getattr(event.target, "tagName", "") or "").lower()
                if tag in ("input", "textarea", "select"):
                    return
            if when and not document.querySelector(when):
                return
            if unless and document.querySelector(unless):
                return
            hit = bool(prevent)
            if keys is not None:
                key = str(event.key)
                if event.ctrlKey or event.metaKey:
                    key = "Ctrl+" + key
                elif event.altKey:
                    key = "Alt+" + key
                hit = key in keys
                if not hit and opts.get("onlyKeys"):
                    return
            if hit:
                event.preventDefault()
                if stop:
                    event.stopPropagation()
            data = event_data(event)
            if data.get("type") == "pointermove":
                self.forward_move(hid, data)
            else:
                self.send(protocol.ev(hid, data))
        return on_event

    def forward_move(self, hid, data):
        """Pointer moves: one round in flight at a time, the newest of each pointer kept
        meanwhile (the game draws each round; the two fingers of a pinch are both kept)."""
        if self.move_sent > self.acked:
            self.moves_pending[(hid, data.get("pointerId"))] = data
            return
        self.move_sent = self.send(protocol.ev(hid, data))

    # ---- what the game sends ------------------------------------------------------------------

    def on_app_message_soon(self, event):
        """A message from the game, read in a task of its own, in the order they came: reading a
        long batch is then no part of the view's making (those that came while the view
        loaded are handed over in it) nor of the task that received it."""
        self.soon(lambda: self.on_app_message(event))

    def on_app_message(self, event):
        """Messages from the game are handled in order; a long batch (the rules' pages) is
        applied over several short tasks, so the page keeps answering meanwhile."""
        data = event.data
        message = json.loads(str(data.json))
        if not self.game_said_hello:  # its first message says its version (or that it failed)
            if message.get("k") == "hello" and protocol.same_version(message):
                self.game_said_hello = True
                return
            if message.get("k") != "failed":
                self.show_update("the game is of version " + str(message.get("v")))
                return
        if self.stopped:
            return
        # A batch's operations are checked one by one as they are applied (OPS), in short slices.
        problem = protocol.check(message, protocol.GAME_TO_VIEW, False)
        if problem:
            js.console.error("view: " + problem)
            return
        self.inbox.append([message, data.objects, 0])
        if not self.draining:
            self.drain()

    def drain(self):
        """Handle the waiting messages, for at most SLICE_MS of this task."""
        from web.view.ops import OPS

        self.draining = True
        start = float(js.performance.now())
        while self.inbox:
            item = self.inbox[0]
            message, objects = item[0], item[1]
            if message.get("k") == "batch":
                ops = message["ops"]
                i = item[2]
                while i < len(ops):
                    op = ops[i]
                    i += 1
                    try:
                        OPS[op[0]](self, op, objects)
                    except Exception as e:  # one bad operation must not stop the rest
                        js.console.error("view: " + json.dumps(op)[:300] + ": " + repr(e))
                    if float(js.performance.now()) - start > SLICE_MS:
                        item[2] = i
                        document.body.dataset.applying = "1"  # a batch half applied (tests wait)
                        self.soon(self.drain)
                        return
            self.inbox.pop(0)
            if item[2]:  # it was applied over several tasks: now it is whole
                document.body.dataset.applying = ""
            self.handle(message)
        self.draining = False

    def handle(self, message):
        """What a message means once its operations are all applied."""
        kind = message.get("k")
        if kind == "batch":
            self.acked = message.get("ack", self.acked)
            if self.acked >= self.seq:
                document.body.dataset.busy = ""
            if self.moves_pending and self.acked >= self.move_sent:
                held, self.moves_pending = self.moves_pending, {}
                for key in held:
                    self.move_sent = self.send(protocol.ev(key[0], held[key]))
        elif kind == "ready":
            self.on_ready()
        elif kind == "ask":
            self.answer(message)
        elif kind == "reply":
            self.hooks_reply(message)
        elif kind == "computer":
            self.to_computer(message)
        elif kind == "failed" and message.get("update"):
            self.show_update(message["error"])
        elif kind == "failed":
            self.show_problem("The game could not start: " + str(message.get("error")))

    def on_worker_error(self, event):
        why = getattr(event, "message", None) or "its worker's script could not be loaded"
        self.show_problem("The game could not start: " + str(why))

    @staticmethod
    def show_problem(text):
        """Say why the game could not start, in the message box of the game shown."""
        shown = "pg-problem" if str(document.body.dataset.game or "") == "pageant" else "problem"
        for box_id in ("problem", shown):
            box = document.getElementById(box_id)
            box.textContent = text + ". Reload the page to try again."
            box.hidden = False

    def show_update(self, why):
        """The game's worker and this view are of two versions (the page was updated while part
        of it was kept): nothing more is sent or applied, and the person is asked to reload (the
        button reloads the page: assets/boot.js)."""
        js.console.warn("view: " + protocol.UPDATE_TEXT + " (" + str(why) + ")")
        self.stopped = True
        document.body.dataset.busy = ""  # nothing is on its way any more
        document.getElementById("update-text").textContent = protocol.UPDATE_TEXT
        document.getElementById("update").hidden = False
        document.getElementById("status").textContent = protocol.UPDATE_TEXT
        document.getElementById("progress").hidden = True

    def on_ready(self):
        """The game listens now: hand over the clicks kept meanwhile (assets/boot.js), in order."""
        self.ready = True
        js.catHerdersEarly.release()

    def keep_board_picture(self, _event=None):
        """Leaving the page: keep a picture of the board with its game's link, so that the next
        visit shows it before the game is ready (assets/boot.js)."""
        fragment = str(window.location.hash or "")[1:]
        board = document.getElementById("board")
        if not self.ready or not fragment.startswith("v=") or board.hidden:
            return
        try:
            image = str(board.toDataURL("image/webp", 0.8))
            window.localStorage.setItem(BOARD_PICTURE, json.dumps({"fragment": fragment,
                                                                     "image": image}))
        except Exception:  # storage full: the next visit shows the outline instead
            pass

    def resolve(self, ref):
        """The element a reference names (web/shell/protocol.py), or None."""
        kind = ref[0]
        if kind == "id":
            return document.getElementById(ref[1])
        if kind == "n":
            return self.made.get(ref[1])
        if kind == "body":
            return document.body
        if kind == "doc":
            return document
        if kind == "win":
            return window
        if kind == "media":
            return window.matchMedia(ref[1])
        base = self.resolve(ref[1])
        if base is None:
            return None
        if kind == "q":
            return base.querySelector(ref[2])
        if kind == "c":
            return base.closest(ref[2])
        if kind == "p":
            return base.parentElement
        if kind == "i":
            return base.children[ref[2]]
        return None

    # ---- asks, the computer ---------------------------------------------------------------------

    def answer(self, message):
        """Do a browser call for the game and send its result."""
        from web.view.asks import do_ask

        do_ask(self, message)

    def to_computer(self, message):
        """Relay a call to the computer's worker (started on first use), as its JSON text."""
        if self.computer is None:
            self.computer = js.Worker.new(PY_WORKER, {"type": "module", "name": COMPUTER_WORKER})
            self.computer.onmessage = self.from_computer
        self.computer.postMessage(json.dumps(message["call"]))

    def from_computer(self, event):
        """Relay the computer's result or failure to the game (seq 0: no click of the person's)."""
        try:
            relayed = protocol.computer_reply(json.loads(str(event.data.json)))
        except Exception as e:  # the computer's worker could not start, or said something else
            relayed = protocol.computer_reply(protocol.failure(0, "the computer's worker: " + str(e)))
        if not self.stopped:
            self.app.postMessage(json.dumps(protocol.stamped(relayed, 0)))

    def hooks_reply(self, message):
        from web.view.hooks import reply

        reply(self, message)

