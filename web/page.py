"""The browser layer: the only module that touches the DOM, the canvas and storage.

It keeps one Session (web.session) and redraws everything from it after each
event; nothing is ever read back from the page. Text from a link, a record
or storage only ever reaches the page as textContent, never as HTML.
"""

from __future__ import annotations

import asyncio
import random
import traceback

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import create_named_worker, document, window

from game import BLUE, RED, IllegalTurnError, NotationError, Rules, board_names, get_board
from game.record import read_record, write_record
from game.state import EMPTY

from .draw import Scene, draw
from .geometry import Layout
from .link import GameSpec, decode
from .session import COLOUR, Frame, Session
from .storage import GameStore

FRAME_MS = 230  # one animation step


def _el(element_id: str):
    return document.getElementById(element_id)


def _new_id() -> str:
    return f"{random.getrandbits(48):012x}"


def _label(session: Session) -> str:
    spec, g = session.spec, session.game
    start = f"{g.board.name} {spec.setup}" if spec.start_text is None else f"{g.board.name} custom"
    rules = spec.rules.ruleset + ("" if spec.rules.variants == "-" else f" +{spec.rules.variants}")
    outcome = g.outcome()
    state = outcome.result if outcome else f"{COLOUR[g.to_move]} to play"
    n = len(g.stack)
    return (f"{start} · {rules} · {n} turn{'' if n == 1 else 's'} · "
            f"caught {g.captures[0]}–{g.captures[1]} · {state}")


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


class Page:
    """Wires the DOM to a Session and draws it."""

    def __init__(self):
        self.canvas = _el("board")
        self.ctx = self.canvas.getContext("2d")
        self.store = GameStore(BrowserStorage(window.localStorage))
        self.session: Session = Session(GameSpec(seed=random.getrandbits(31)))
        self.game_id = _new_id()
        self.layout: Layout | None = None
        self.css_size = (0.0, 0.0)
        self.labels = True
        self.flipped = False
        # The page follows the system's light or dark scheme (style.css); the canvas too.
        self.dark_query = window.matchMedia("(prefers-color-scheme: dark)")
        self.theme = "dark" if self.dark_query.matches else "light"
        self.queue: list[Frame] = []
        self.frame_start: float | None = None
        self.announced_over = False
        self._proxies = []  # keep event proxies alive for the page's lifetime
        self.ai_worker = None  # the computer opponent's worker, once started
        self._ai_start = None  # the task starting it
        self.thinking: tuple[int, str] | None = None  # (request number, fragment) asked
        self.requests = 0
        self._tick = self._proxy(self._animate)

    # ---- plumbing ----------------------------------------------------------------

    def _proxy(self, fn):
        def guarded(*args):
            try:
                return fn(*args)
            except Exception as e:  # a bug must show on the page, not only in the console
                js.console.error(traceback.format_exc())
                self.show_problem(f"Something went wrong: {type(e).__name__}: {e}")
        proxy = create_proxy(guarded)
        self._proxies.append(proxy)
        return proxy

    def on(self, element_id: str, event: str, fn) -> None:
        """Call fn(event) on an element's event, with errors shown on the page."""
        _el(element_id).addEventListener(event, self._proxy(fn))

    def show_problem(self, text: str, actions: tuple = ()) -> None:
        """Show a problem box with plain text and optional (label, callback) buttons."""
        box = _el("problem")
        box.replaceChildren()
        p = document.createElement("p")
        p.textContent = text
        box.appendChild(p)
        for label, fn in actions + (("Dismiss", self.hide_problem),):
            button = document.createElement("button")
            button.type = "button"
            button.textContent = label
            button.addEventListener("click", self._proxy(lambda _e, fn=fn: fn()))
            box.appendChild(button)
        box.hidden = False

    def hide_problem(self) -> None:
        """Hide the problem box."""
        _el("problem").hidden = True

    # ---- start ---------------------------------------------------------------------

    def boot(self) -> None:
        """Restore or open the game, wire every control, draw, and mark the page ready."""
        self._fill_new_game_form()
        self._wire()
        fragment = str(window.location.hash or "")
        opened = len(fragment) > 1 and self.open_fragment(fragment, from_link=True)
        if not opened:
            self._resume_saved()
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        _el("board-placeholder").style.display = "none"  # an SVG element has no .hidden
        self.canvas.hidden = False
        _el("progress").hidden = True
        _el("btn-new").disabled = False
        for name in ("btn-copy", "turn-text", "btn-turn"):
            _el(name).disabled = False  # the other controls follow the game in refresh()
        self.resize()
        self.refresh(save=True)
        window.catHerders = to_js({"cellCenter": self._proxy(self._cell_center),
                                   "cellNames": self._proxy(self._cell_names)},
                                  dict_converter=js.Object.fromEntries)
        document.body.dataset.ready = "1"
        asyncio.ensure_future(self._warm_worker())

    def _resume_saved(self) -> None:
        saved = self.store.current()
        if saved is None:
            return
        try:
            self._adopt(Session.from_fragment(saved["fragment"]))
            self.game_id = saved["id"]
        except NotationError as e:
            self.show_problem(f"Your last game could not be restored ({e}). "
                              "It is still listed under Recent games; a new game has started.")

    def _adopt(self, session: Session) -> None:
        """Make `session` the game shown; a person playing red against the computer sees
        the board flipped, their side at the bottom (the Flip board box changes it)."""
        self.session = session
        people = [session.computer_level(p) is None for p in (BLUE, RED)]
        self.flipped = people == [False, True]
        _el("chk-flip").checked = self.flipped
        self.layout = None  # laid out again, flipped or not, at the next draw

    def open_fragment(self, fragment: str, from_link: bool) -> bool:
        """Open the game a link holds; on a bad link, say why and keep the current game."""
        try:
            spec = decode(fragment)
            session = Session(spec)
        except NotationError as e:
            self.show_problem(f"This link does not hold a game that can be opened: {e}",
                              (("Start a new game", self.open_new_game_dialog),))
            return False
        self._adopt(session)
        self._finish_animation()  # frames of the game replaced would be drawn on the new board
        self.game_id = self._matching_saved_game(spec) or _new_id()
        self.announced_over = session.game.is_over()
        if from_link:
            self.hide_problem()
        return True

    def _matching_saved_game(self, spec: GameSpec) -> str | None:
        """The id of a saved game this link continues (same start, its turns extend the saved ones).

        An older link of a saved game (fewer turns) gets a new id: saving it must not
        overwrite the saved game's later turns.
        """
        for entry in self.store.entries():
            try:
                saved = decode(entry["fragment"])
            except NotationError:
                continue
            if saved.same_game_as(spec) and spec.turns[:len(saved.turns)] == saved.turns:
                return entry["id"]
        return None

    # ---- events ---------------------------------------------------------------------

    def _wire(self) -> None:
        self.canvas.addEventListener("click", self._proxy(self._on_board_click))
        window.addEventListener("resize", self._proxy(lambda _e: self.resize_and_draw()))
        window.addEventListener("hashchange", self._proxy(self._on_hash_change))
        document.addEventListener("keydown", self._proxy(self._on_key))
        self.on("btn-undo", "click", lambda _e: self.act(self.session.undo))
        self.on("btn-redo", "click", lambda _e: self.act(self.session.redo))
        self.on("btn-first", "click", lambda _e: self.act(lambda: self.session.goto(0)))
        self.on("btn-prev", "click", lambda _e: self.step_view(-1))
        self.on("btn-next", "click", lambda _e: self.step_view(1))
        self.on("btn-last", "click", lambda _e: self.act(lambda: self.session.goto(None)))
        self.on("btn-copy", "click", self._copy_link)
        self.on("btn-hint", "click", lambda _e: asyncio.ensure_future(self._hint()))
        self.on("chk-labels", "change", self._toggle_labels)
        self.on("chk-flip", "change", self._toggle_flip)
        self.dark_query.addEventListener("change", self._proxy(self._on_scheme_change))
        self.on("btn-new", "click", lambda _e: self.open_new_game_dialog())
        self.on("form-new", "submit", self._on_new_game)
        self.on("form-turn", "submit", self._on_typed_turn)
        self.on("btn-over-close", "click", lambda _e: _el("dlg-over").close())
        self.on("btn-over-new", "click", lambda _e: (_el("dlg-over").close(), self.open_new_game_dialog()))
        self.on("btn-over-rematch", "click", lambda _e: self._rematch())
        self.on("btn-rules", "click", lambda _e: _el("dlg-rules").showModal())
        self.on("btn-rules-close", "click", lambda _e: _el("dlg-rules").close())
        self.on("btn-record-load", "click", self._load_record)
        self.on("btn-record-download", "click", self._download_record)
        self.on("sel-board", "change", lambda _e: self._fill_cat_counts())

    def act(self, fn) -> None:
        """Run a session action, then animate and redraw."""
        self._finish_animation()
        fn()
        self.queue.extend(self.session.frames)
        self.session.frames = []
        self.refresh(save=True)

    def step_view(self, delta: int) -> None:
        """Move the history view one turn back or forward."""
        s = self.session
        self.act(lambda: s.goto(s.shown_turn_count() + delta))

    def _on_board_click(self, event) -> None:
        rect = self.canvas.getBoundingClientRect()
        cell = self.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)
        self.act(lambda: self.session.click(cell))

    def _on_hash_change(self, _event) -> None:
        fragment = str(window.location.hash or "")
        if fragment[1:] == self.session.fragment():
            return
        if len(fragment) > 1 and self.open_fragment(fragment, from_link=True):
            self.refresh(save=True)
        else:  # a bad link: the address bar holds the game on the board again
            window.history.replaceState(None, "", "#" + self.session.fragment())

    def _on_typed_turn(self, event) -> None:
        event.preventDefault()
        field = _el("turn-text")
        played = []
        self.act(lambda: played.append(self.session.type_turn(str(field.value))))
        if played[0]:
            field.value = ""  # a refused turn stays, to be corrected

    def _on_key(self, event) -> None:
        target = str(event.target.tagName).lower()
        if target in ("input", "textarea", "select") or _el("dlg-new").open:
            return
        key, ctrl = str(event.key), bool(event.ctrlKey or event.metaKey)
        s = self.session
        actions = {
            "ArrowLeft": lambda: self.step_view(-1),
            "ArrowRight": lambda: self.step_view(1),
            "Home": lambda: self.act(lambda: s.goto(0)),
            "End": lambda: self.act(lambda: s.goto(None)),
            "Escape": lambda: self.act(s.cancel_turn),
        }
        if key == "f" and not ctrl:
            def flip():
                _el("chk-flip").checked = not self.flipped
                self._toggle_flip()
            actions[key] = flip
        if ctrl and key.lower() == "z":
            actions[key] = lambda: self.act(s.undo)
        if ctrl and key.lower() == "y":
            actions[key] = lambda: self.act(s.redo)
        if key in actions:
            event.preventDefault()
            actions[key]()

    def _on_scheme_change(self, event) -> None:
        self.theme = "dark" if event.matches else "light"
        self.draw()

    def _toggle_flip(self, _event=None) -> None:
        self.flipped = bool(_el("chk-flip").checked)
        self.resize_and_draw()

    def _toggle_labels(self, _event) -> None:
        self.labels = bool(_el("chk-labels").checked)
        self.resize_and_draw()

    def _copy_link(self, _event) -> None:
        url = str(window.location.href)

        def done(_value=None):
            self.session.message = "Link copied: send it to share the game, or to play at a distance."
            self.refresh()

        def failed(_error=None):
            self.session.message = "Could not copy by itself: copy the address from the address bar."
            self.refresh()

        try:
            promise = window.navigator.clipboard.writeText(url)
            promise.then(self._proxy(done), self._proxy(failed))
        except Exception:
            failed()

    # ---- new game, records -------------------------------------------------------------

    def _fill_new_game_form(self) -> None:
        select = _el("sel-board")
        for name in board_names():
            option = document.createElement("option")
            option.value = name
            kind = "hexagon, side" if name.startswith("hex") else "square"
            size = name[3:] if name.startswith("hex") else f"{name[2:]}×{name[2:]}"
            option.textContent = f"{kind} {size}" + (" (standard)" if name == "hex6" else "")
            select.appendChild(option)
        select.value = "hex6"
        self._fill_cat_counts()

    def _fill_cat_counts(self) -> None:
        board = get_board(str(_el("sel-board").value))
        select = _el("sel-cats")
        current = str(select.value or "9")
        select.replaceChildren()
        for n in range(3, min(25, len(board.park)) + 1, 2):
            option = document.createElement("option")
            option.value = str(n)
            option.textContent = f"{n} (first to {n // 2 + 1})"
            select.appendChild(option)
        select.value = current if int(current) <= len(board.park) else "9"

    def open_new_game_dialog(self) -> None:
        """Show the new-game dialog."""
        self.hide_problem()
        _el("dlg-new").showModal()

    def _on_new_game(self, event) -> None:
        dialog = _el("dlg-new")
        if str(event.submitter.value if event.submitter else "") != "start":
            return
        form = _el("form-new")
        data = js.FormData.new(form)
        variants = ",".join(str(v) for v in data.getAll("variant")) or "-"
        seed_text = str(data.get("seed") or "").strip()
        seed = int(seed_text) if seed_text.isascii() and seed_text.isdigit() else random.getrandbits(31)
        try:
            spec = GameSpec(rules=Rules.parse(str(data.get("rules")), variants),
                            board=str(data.get("board")), setup=str(data.get("setup")),
                            cats=int(str(data.get("cats"))), seed=seed,
                            players=(str(data.get("blue")), str(data.get("red"))))
            session = Session(spec)
        except NotationError as e:
            event.preventDefault()
            self.show_problem(f"That game cannot be set up: {e}")
            return
        dialog.close()
        self._start(session)

    def _rematch(self) -> None:
        """A new game with the same options and the sides swapped."""
        _el("dlg-over").close()
        self._start(Session(self.session.spec.rematch(random.getrandbits(31))))

    def _start(self, session: Session) -> None:
        """Show a new game (its own entry in the saved games) and let a computer begin."""
        self._adopt(session)
        self.game_id, self.announced_over = _new_id(), False
        self.queue.clear()
        asyncio.ensure_future(self._warm_worker())
        self.resize()
        self.refresh(save=True)

    def _load_record(self, _event) -> None:
        text = str(_el("record").value)
        try:
            record = read_record(text)
            record.replay()
        except (NotationError, IllegalTurnError) as e:
            self.show_problem(f"This record cannot be loaded: {e}")
            return
        spec = GameSpec(rules=record.rules, start_text=str(record.start),
                        turns=[t for _, t in record.turns])
        self.session, self.game_id = Session(spec), _new_id()
        self.announced_over = self.session.game.is_over()
        self._finish_animation()
        self.hide_problem()
        self.resize()
        self.refresh(save=True)

    def _download_record(self, _event) -> None:
        text = write_record(self.session.game, {"Board": self.session.board.name})
        blob = js.Blob.new(to_js([text]), to_js({"type": "text/plain"}, dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = "cat-herders-game.txt"
        link.click()
        js.URL.revokeObjectURL(url)

    # ---- drawing ----------------------------------------------------------------------

    def resize(self) -> None:
        """Fit the canvas to its box, sharp on high-density screens."""
        wrap = _el("board-wrap")
        rect = wrap.getBoundingClientRect()
        width = max(200.0, float(rect.width))
        height = max(200.0, float(rect.height))
        ratio = float(window.devicePixelRatio or 1)
        self.canvas.style.width = f"{width}px"
        self.canvas.style.height = f"{height}px"
        self.canvas.width = int(width * ratio)
        self.canvas.height = int(height * ratio)
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.css_size = (width, height)
        self.layout = Layout(self.session.board, width, height, self.labels, self.flipped)

    def resize_and_draw(self) -> None:
        """Resize, then draw the board as it is now."""
        self.resize()
        self.draw()

    def scene(self) -> Scene:
        """The scene for the position shown, with marks for the choices open."""
        s = self.session
        shown = s.shown_game()
        return Scene(tuple(shown.cells), s.highlights(), s.last_turn(), self.labels,
                     mover=s.game.to_move, theme=self.theme)

    def draw(self, scene: Scene | None = None) -> None:
        """Draw a scene (the current one by default)."""
        if self.layout is None or self.layout.board is not self.session.board:
            self.resize()
        draw(self.ctx, self.layout, scene or self.scene(), *self.css_size)

    def _animate(self, now) -> None:
        if not self.queue:
            self.frame_start = None
            document.body.dataset.animating = ""
            self.draw()
            return
        if self.frame_start is None:
            self.frame_start = float(now)
        t = (float(now) - self.frame_start) / FRAME_MS
        if t >= 1:
            self.queue.pop(0)
            self.frame_start = None
            window.requestAnimationFrame(self._tick)
            return
        self.draw(self._frame_scene(self.queue[0], t))
        window.requestAnimationFrame(self._tick)

    def _finish_animation(self) -> None:
        self.queue.clear()
        self.frame_start = None
        document.body.dataset.animating = ""

    def _frame_scene(self, frame: Frame, t: float) -> Scene:
        """The board part-way through one animation step (t from 0 to 1)."""
        c = self.layout.centres
        before, after = frame.before, frame.after
        hidden, floating = set(), []
        moved_from = {a for a, _ in frame.moves}
        moved_to = {b for _, b in frame.moves}
        slide = min(1.0, t * 1.4)  # slide first, then fade what leaves or arrives
        for a, b in frame.moves:
            hidden.update((a, b))
            piece = before[a]
            x = c[a][0] + (c[b][0] - c[a][0]) * slide
            y = c[a][1] + (c[b][1] - c[a][1]) * slide
            floating.append((piece, x, y, 1.0))
        for cell, (old, new) in enumerate(zip(before, after, strict=True)):
            if old == new or cell in moved_from or cell in moved_to:
                continue
            hidden.add(cell)
            if old != EMPTY and new == EMPTY:
                floating.append((old, *c[cell], 1.0 - t))
            elif new != EMPTY:
                floating.append((new, *c[cell], t))
        s = self.session
        return Scene(before, {}, s.last_turn() if not frame.moves else None, self.labels,
                     frozenset(hidden), floating, s.game.to_move, self.theme)

    def refresh(self, save: bool = False) -> None:
        """Redraw the board and the panel from the session; save and update the link."""
        s = self.session
        if self.layout is None or self.layout.board is not s.board:
            self.resize()
        if self.queue and self.frame_start is None:
            document.body.dataset.animating = "1"  # tests wait for the end before a screenshot
            window.requestAnimationFrame(self._tick)
        elif not self.queue:
            self.draw()
        self._panel()
        fragment = s.fragment()
        if save:
            if str(window.location.hash)[1:] != fragment:
                window.history.replaceState(None, "", "#" + fragment)
            self.store.save(self.game_id, fragment, _label(s), float(js.Date.now()))
            self._recent()
        body = document.body.dataset
        body.fen = s.shown_game().fen()
        body.turns = str(len(s.game.stack))
        outcome = s.game.outcome()
        body.outcome = outcome.result if outcome else ""
        body.building = "1" if s.builder is not None else ""
        self._maybe_think()
        body.thinking = "1" if self.thinking is not None else ""
        for p in (BLUE, RED):
            _el(f"player-{p}").classList.toggle(
                "thinking", self.thinking is not None and s.game.to_move == p)
        _el("btn-hint").disabled = bool(outcome) or s.computer_to_move() is not None
        if outcome and not self.announced_over and s.view is None:
            self.announced_over = True
            _el("over-title").textContent = ("A draw" if outcome.winner is None
                                             else f"{COLOUR[outcome.winner]} wins!")
            _el("over-text").textContent = f"{outcome.reason[0].upper()}{outcome.reason[1:]}."
            _el("dlg-over").showModal()
        elif not outcome:
            self.announced_over = False

    def _panel(self) -> None:
        s, g = self.session, self.session.game
        _el("status").textContent = s.message
        outcome = g.outcome()
        for p in (BLUE, RED):
            box = _el(f"player-{p}")
            box.classList.toggle("active", outcome is None and g.to_move == p)
            level = s.computer_level(p)
            box.querySelector(".who").textContent = COLOUR[p] + (f" · computer ({level})" if level else "")
            box.querySelector(".to-move").hidden = not (outcome is None and g.to_move == p)
            box.querySelector(".supply").textContent = f"{g.supply[p]} in supply"
            caught = box.querySelector(".caught")
            caught.replaceChildren()
            label = document.createElement("span")
            label.textContent = f"caught {g.captures[p]} of {g.needed}"
            caught.appendChild(label)
            for _ in range(g.captures[p]):
                icon = document.createElement("img")
                icon.src = "./assets/cat.svg"
                icon.alt = ""
                icon.className = "cat-icon"
                caught.appendChild(icon)
        self._choices()
        self._moves()
        n, total = s.shown_turn_count(), len(g.stack)
        _el("btn-undo").disabled = not (total or s.builder is not None or s.selected is not None)
        _el("btn-redo").disabled = not s.redo_stack
        _el("btn-first").disabled = n == 0
        _el("btn-prev").disabled = n == 0
        _el("btn-next").disabled = n >= total
        _el("btn-last").disabled = n >= total
        record = _el("record")
        if document.activeElement is not record:
            record.value = write_record(g, {"Board": g.board.name})

    def _choices(self) -> None:
        box = _el("choices")
        box.replaceChildren()
        s = self.session
        if s.must_pass():
            b = document.createElement("button")
            b.type = "button"
            b.id = "btn-pass"
            b.className = "primary"
            b.textContent = "Pass (no legal action)"
            b.addEventListener("click", self._proxy(lambda _e: self.act(s.pass_turn)))
            box.appendChild(b)
        if s.builder is None:
            return
        names = s.board.names
        for cat in s.highlights()["stay"]:
            b = document.createElement("button")
            b.type = "button"
            b.textContent = f"Let the cat on {names[cat]} stay"
            b.addEventListener("click", self._proxy(
                lambda _e, cat=cat: self.act(lambda: (s.click(cat), s.click(cat)))))
            box.appendChild(b)
        cancel = document.createElement("button")
        cancel.type = "button"
        cancel.textContent = "Cancel this turn"
        cancel.addEventListener("click", self._proxy(lambda _e: self.act(s.cancel_turn)))
        box.appendChild(cancel)

    def _moves(self) -> None:
        s, g = self.session, self.session.game
        ol = _el("moves")
        ol.replaceChildren()
        shown = s.shown_turn_count()
        first = g.start.to_move
        for i, turn in enumerate(g.turns):
            ply = i + (1 if first == RED else 0)
            li = document.createElement("li")
            li.className = "blue" if (first + i) % 2 == 0 else "red"
            if ply % 2 == 0 or i == 0:
                number = document.createElement("span")
                number.className = "num"
                number.textContent = f"{ply // 2 + 1}."
                li.appendChild(number)
            b = document.createElement("button")
            b.type = "button"
            b.textContent = str(turn)
            b.title = f"Show the position after {turn}"
            if i + 1 == shown:
                b.className = "current"
                b.setAttribute("aria-current", "step")
            b.addEventListener("click", self._proxy(lambda _e, n=i + 1: self.act(lambda: s.goto(n))))
            li.appendChild(b)
            caught = g.caught_by(i)
            if caught:
                mark = document.createElement("span")
                mark.className = "caught-mark"
                mark.textContent = f"+{caught}"
                mark.title = f"caught {caught} cat{'s' if caught > 1 else ''}"
                li.appendChild(mark)
            ol.appendChild(li)
        current = ol.querySelector(".current")
        if current:  # querySelector gives a falsy jsnull when none
            # Scroll the list only (scrollIntoView would also scroll the panel and the page).
            top, height = float(current.offsetTop), float(current.offsetHeight)
            if top < float(ol.scrollTop):
                ol.scrollTop = top
            elif top + height > float(ol.scrollTop) + float(ol.clientHeight):
                ol.scrollTop = top + height - float(ol.clientHeight)

    def _recent(self) -> None:
        ul = _el("recent")
        ul.replaceChildren()
        now = float(js.Date.now())
        for entry in self.store.entries():
            li = document.createElement("li")
            b = document.createElement("button")
            b.type = "button"
            minutes = int((now - entry["saved"]) / 60000)
            when = "now" if minutes < 1 else (f"{minutes} min ago" if minutes < 60
                                               else f"{minutes // 60} h ago" if minutes < 1440
                                               else f"{minutes // 1440} d ago")
            b.textContent = f"{entry['label']} ({when})"
            if entry["id"] == self.game_id:
                b.className = "current"
                b.disabled = True
            b.addEventListener("click", self._proxy(lambda _e, e=entry: self._open_saved(e)))
            li.appendChild(b)
            ul.appendChild(li)

    def _open_saved(self, entry: dict) -> None:
        try:
            session = Session.from_fragment(entry["fragment"])
        except NotationError as e:
            self.show_problem(f"That saved game cannot be opened: {e}")
            return
        self.session, self.game_id = session, entry["id"]
        self.announced_over = session.game.is_over()
        self._finish_animation()
        self.resize()
        self.refresh(save=True)

    # ---- the computer opponent ---------------------------------------------------------

    async def worker(self):
        """The computer's worker, started on first use (a second Python, off the main thread)."""
        if self.ai_worker is None:
            if self._ai_start is None:
                self._ai_start = asyncio.ensure_future(
                    create_named_worker("./web/worker.py", "computer", config="./pyscript.toml"))
            self.ai_worker = await self._ai_start
        return self.ai_worker

    async def _warm_worker(self) -> None:
        # With a computer player, start the worker once the board is up, so its first move
        # comes quickly without slowing the page's first load. Otherwise a hint starts it.
        if not any(self.session.computer_level(p) for p in (0, 1)):
            return
        await asyncio.sleep(0.2)
        try:
            await self.worker()
        except Exception as e:
            js.console.error(traceback.format_exc())
            self.show_problem(f"The computer opponent could not start: {e}")

    def _seed(self) -> int:
        s = self.session
        return (s.spec.seed * 1_000_003 + len(s.game.stack)) % 2**31

    def _maybe_think(self) -> None:
        """Ask the worker for a move when the computer is to play and nobody asked yet."""
        s = self.session
        # Looking back through the moves does not stop the computer thinking.
        busy = s.builder is not None or s.game.is_over()
        level = None if busy else s.computer_level(s.game.to_move)
        fragment = s.fragment()
        if level is None:
            self.thinking = None
            return
        if self.thinking is not None and self.thinking[1] == fragment:
            return
        self.requests += 1
        self.thinking = (self.requests, fragment)
        asyncio.ensure_future(self._think(self.requests, fragment, level, self._seed()))

    async def _think(self, request: int, fragment: str, level: str, seed: int) -> None:
        try:
            worker = await self.worker()
            asked = float(js.performance.now())
            text = str(await worker.choose(fragment, level, seed))
            # How long the search took (ms), for bench/bench_ai.py; the page shows nothing of it.
            document.body.dataset.thinkMs = f"{float(js.performance.now()) - asked:.0f}"
        except Exception as e:
            js.console.error(traceback.format_exc())
            self.thinking = None
            self.show_problem(f"The computer could not move: {e}")
            return
        if self.thinking is None or self.thinking[0] != request or self.session.fragment() != fragment:
            return  # the game changed meanwhile (undo, new game): this answer is stale
        if self.queue:
            await asyncio.sleep(len(self.queue) * FRAME_MS / 1000)  # let the last turn show first
            if self.session.fragment() != fragment:
                return
        self.thinking = None
        self.act(lambda: self.session.play_turn(text))

    async def _hint(self) -> None:
        s = self.session
        if s.game.is_over() or s.computer_to_move() is not None:
            return
        fragment = s.fragment()
        s.message = "Looking for a good turn…"
        self.refresh()
        try:
            worker = await self.worker()
            text = str(await worker.suggest(fragment, self._seed()))
        except Exception as e:
            js.console.error(traceback.format_exc())
            self.show_problem(f"No hint could be found: {e}")
            return
        if s is not self.session or s.fragment() != fragment or s.builder is not None:
            return
        s.cancel_turn()
        s.hint = s.game.parse_turn(text)
        s.message = f"Hint: {text} (marked in green on the board)."
        self.refresh()

    # ---- test hooks: where a person would click ----------------------------------------

    def _cell_center(self, name: str):
        cell = self.session.board.cell(str(name))
        rect = self.canvas.getBoundingClientRect()
        x, y = self.layout.centres[cell]
        return to_js([float(rect.left) + x, float(rect.top) + y])

    def _cell_names(self):
        return to_js(list(self.session.board.names))


async def start() -> None:
    """Create the page and boot it."""
    try:
        Page().boot()
    except Exception as e:
        js.console.error(traceback.format_exc())
        box = _el("problem")
        box.textContent = f"The game could not start: {type(e).__name__}: {e}"
        box.hidden = False
        raise
