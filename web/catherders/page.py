"""The browser layer's core: the board's canvas, events, storage and the game shown.

It runs in the game's worker (web/shell/main.py), never on the page's main thread: the
document and window it writes to are web/shell/dom.py's stand-ins, whose changes the page's
view applies (web/view/). With web/catherders/panel.py (the panel beside the board) and
web/catherders/computer.py (the computer's worker).

It keeps one Session (web.catherders.session) and redraws everything from it after each
event; nothing is ever read back from the page. Text from a link, a record
or storage only ever reaches the page as textContent, never as HTML.
"""

from __future__ import annotations

import asyncio
import random

from game.catherders import BLUE, RED
from web.catherders import markup
from web.catherders.access.voice import Voice
from web.catherders.board.canvas import BoardCanvas
from web.catherders.board.draw import Scene
from web.catherders.board.input import BoardInput
from web.catherders.computer import Computer
from web.catherders.controls import GameControls
from web.catherders.media.picture import Pictures
from web.catherders.new_game import NewGames
from web.catherders.opening import new_id, open_link, open_saved, resume_saved
from web.catherders.panel import Panel, fill_new_game_form, game_label
from web.catherders.review.view import ReviewView
from web.catherders.session import FRAME_MS, Frame, Session
from web.catherders.sharing.by_link import FriendGames
from web.catherders.sharing.link import GameSpec
from web.catherders.views import Views
from web.catherders.words import SIDES
from web.kit.animation import FrameLoop
from web.kit.elements import element
from web.kit.markup import show_markup
from web.kit.storage import BrowserStorage, GameStore, Settings
from web.shell import host
from web.shell.dom import document, window


def _mark_animating(on: bool) -> None:
    document.body.dataset.animating = "1" if on else ""


_KEEP = object()  # adopt(): the game's id stays as it is


class Page:
    """Wires the DOM to a Session and draws it."""

    def __init__(self):
        self.store = GameStore(BrowserStorage(window.localStorage))
        self.settings = Settings(BrowserStorage(window.localStorage))
        self.session: Session = Session(GameSpec(seed=random.getrandbits(31)))
        self.game_id = new_id()
        self.board_view = BoardCanvas(self)
        self.announced_over = False
        self._proxies = []  # every proxy of ours, all alive (body[data-proxies] counts them)
        self.panel = Panel(self)
        self.computer = Computer(self)
        self.input: BoardInput | None = None
        self.views: Views | None = None
        self.friends: FriendGames | None = None
        self.reviews: ReviewView | None = None
        self.voice: Voice | None = None
        self._refreshed = []  # what the features asked to be called after each refresh, in order
        scene_at = self.board_view.frame_scene
        self.frames = FrameLoop(self.proxy,  # the animation of the turns played
                                lambda frame, ms: self.draw(scene_at(frame, ms / FRAME_MS)),
                                self.draw, _mark_animating, lambda _frame: FRAME_MS,
                                lambda fn: window.requestAnimationFrame(fn))

    # ---- plumbing ----------------------------------------------------------------

    def proxy(self, fn):
        """fn with errors shown on the page. The page makes its listeners once, at start:
        each list has one listener, never one per entry or refresh."""
        guarded = host.guarded(fn, self.show_problem)
        self._proxies.append(guarded)
        document.body.dataset.proxies = str(len(self._proxies))  # tests check it stays put
        return guarded

    def on(self, element_id: str, event: str, fn, **options) -> None:
        """Call fn(event) on an element's event, with errors shown on the page; `options`
        tell the view what to prevent at once (web/shell/dom.py's Document.listen)."""
        self.on_element(element(element_id), event, fn, **options)

    def on_element(self, target, event: str, fn, **options) -> None:
        """Call fn(event) on an event of `target` (an element, the window, a media query)."""
        target.addEventListener(event, self.proxy(fn), options)

    def show_problem(self, text: str, actions: tuple = (), near=None, copy=None) -> None:
        """Show a message with plain text and optional (label, callback) buttons, next to
        the element `near` (the top of the panel by default): see panel.MessageBox."""
        self.panel.messages.show(text, actions, near, copy)

    def hide_problem(self) -> None:
        """Hide the message box."""
        self.panel.messages.hide()

    def say(self, text: str) -> None:
        """Say `text` on the status line (the session's message), and show it."""
        self.session.say(text)
        self.refresh()

    def on_refresh(self, fn) -> None:
        """Call fn() after each refresh has drawn the board and the panel (in the order asked)."""
        self._refreshed.append(fn)

    # ---- start ---------------------------------------------------------------------

    def boot(self) -> None:
        """Restore or open the game, wire every control, draw, and mark the page ready."""
        fill_new_game_form()
        self._wire()
        self.controls.apply_aids()
        fragment = str(window.location.hash or "")
        view = len(fragment) > 1 and self.views.is_view(fragment[1:])
        opened = not view and len(fragment) > 1 and self.open_fragment(fragment, from_link=True)
        first_visit = not opened and not self.store.entries()
        if not opened:
            resume_saved(self)
        # A newcomer starts with both sides on this device; say so, and offer the computer.
        element("welcome").hidden = not first_visit
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        element("board-placeholder").style.display = "none"  # the loading picture goes
        self.board_view.canvas.hidden = False
        element("progress").hidden = True
        element("btn-new").disabled = False
        for name in ("btn-copy", "turn-text", "btn-turn", "plays-0", "plays-1"):
            element(name).disabled = False  # the other controls follow the game in refresh()
        self.board_view.resize()
        self.refresh(save=not view)
        if view:
            self.views.route(fragment[1:])
        document.observe(element("board-wrap"), lambda _e: self.board_view.resize_and_draw())
        document.body.dataset.ready = "1"
        asyncio.ensure_future(self.computer.warm())

    def hide_welcome(self) -> None:
        """Put the welcome away (it has done its work)."""
        element("welcome").hidden = True

    def adopt(self, session: Session, bottom: int | None = None, *, game_id=_KEEP,
              announced: bool | None = None) -> None:
        """Make `session` the game shown, with side `bottom`'s herders at the bottom of the
        board; by default a person playing red against the computer sees the board flipped,
        their side at the bottom (the Flip board box changes it). `game_id`, when given, is
        the saved game it is kept as (None: not kept, a lesson's); `announced`, when given,
        whether its end was already announced (a finished game opened is not announced again)."""
        self.session = session
        if game_id is not _KEEP:
            self.game_id = game_id
        if announced is not None:
            self.announced_over = announced
        self.controls.apply_aids()
        if bottom is None:
            people = [session.computer_level(p) is None for p in (BLUE, RED)]
            bottom = RED if people == [False, True] else BLUE
        self.board_view.set_flipped(bottom == RED)

    # ---- events ---------------------------------------------------------------------

    def _wire(self) -> None:
        self.input = BoardInput(self)
        self.controls = GameControls(self)
        self.on("btn-hint", "click", lambda _e: asyncio.ensure_future(self.computer.hint()))
        self.board_view.wire()
        self.on("btn-over-close", "click", lambda _e: element("dlg-over").close())
        self.on("btn-welcome-close", "click", lambda _e: self.hide_welcome())
        self.new_games = NewGames(self)
        # Each feature asks to be called after each refresh as it is made: in this order.
        self.friends = FriendGames(self)
        self.reviews = ReviewView(self)
        self.voice = Voice(self)
        self.views = Views(self)
        self.pictures = Pictures(self)
        self.board_view.wire_contrast()
        self.on("btn-send", "click", lambda _e: asyncio.ensure_future(self.friends.send()))
        self.on("btn-qr", "click", lambda _e: asyncio.ensure_future(self.friends.show_qr()))
        self.on("btn-over-send", "click",
                lambda _e: (element("dlg-over").close(), asyncio.ensure_future(self.friends.send())))

    def act(self, fn) -> None:
        """Run a session action, then animate and redraw."""
        self.stop_animation()
        fn()
        self.frames.add(self.session.take_frames())
        self.refresh(save=True)

    def show_pointing(self) -> None:
        """Redraw after the pointer or the cursor moved: the board (unless an animation runs),
        the status line, and body[data-preview] (the action previewed, or empty)."""
        s = self.session
        if not self.frames:
            self.draw()
        self.board_view.canvas.dataset.cursorOn = "1" if s.cursor is not None else ""
        element("status").textContent = s.status()
        self._mark_preview()

    def _mark_preview(self) -> None:
        """body[data-preview]: the action previewed, or empty."""
        s = self.session
        document.body.dataset.preview = s.preview.action if s.preview is not None else ""

    def leave(self) -> None:
        """Another game is shown (web/shell/router.py): close this game's dialogs."""
        for ident in ("dlg-new", "dlg-over", "dlg-qr"):
            element(ident).close()

    def enter(self, fragment: str) -> None:
        """The shell shows Cat Herders again, after another game: the address's view or game,
        or the game as it was."""
        if fragment.removeprefix("#"):
            self.hash_changed(fragment)
        else:
            self.views.back_to_game()

    def hash_changed(self, fragment: str) -> None:
        """The address changed to `fragment`, a Cat Herders one (web/shell/router.py): a view, or a
        game; "" keeps the game shown (its link goes back in the address bar)."""
        fragment = "#" + fragment.removeprefix("#")
        if self.views.route(fragment[1:]):
            return
        if fragment[1:] == self.session.fragment():
            self.board_view.resize()
            self.refresh()
            return
        if len(fragment) > 1 and self.open_fragment(fragment, from_link=True):
            self.refresh(save=True)
        else:  # a bad link: the address bar holds the game on the board again
            window.history.replaceState(None, "", "#" + self.session.fragment())

    def board_text_open(self) -> bool:
        """True while the board in words is open."""
        return bool(element("board-text").open)

    # ---- new game, records -------------------------------------------------------------

    def branch(self) -> None:
        """Play on, in a new game, from the earlier position being looked at."""
        branch = self.session.branch_from_view()
        if branch is not None:
            self.start_game(branch)

    def start_game(self, session: Session) -> None:
        """Show a new game (its own entry in the saved games) and let a computer begin."""
        self.views.drop_lesson()
        self.adopt(session)
        # A finished game (a loaded record) is not announced again, as with a link.
        self.game_id, self.announced_over = new_id(), session.game.is_over()
        self.frames.stop()
        asyncio.ensure_future(self.computer.warm())
        self.board_view.resize()
        self.refresh(save=True)

    # ---- drawing ----------------------------------------------------------------------

    def scene(self) -> Scene:
        """The scene for the position shown, with marks for the choices open."""
        marks = self.session.highlights()
        if self.reviews is not None:
            marks.update(self.reviews.marks())
        return self.board_view.scene(marks)

    def draw(self, scene: Scene | None = None) -> None:
        """Draw a scene (the current one by default)."""
        self.board_view.draw(scene)

    def play_frames(self, frames: list[Frame]) -> None:
        """Animate frames after those already queued (a puzzle's reply after the person's turn)."""
        self.frames.play(frames)

    def frames_left(self) -> int:
        """How many animation frames are still to show."""
        return len(self.frames)

    def stop_animation(self) -> None:
        """Drop the frames still to animate (another game takes the board)."""
        self.frames.stop()

    def refresh(self, save: bool = False) -> None:
        """Redraw the board and the panel from the session; save and update the link."""
        s = self.session
        self.board_view.resize_if_needed()
        if self.frames:  # body[data-animating]: the tests wait for the end before a screenshot
            self.frames.play()
        else:
            self.draw()
        self.panel.render()
        for fn in self._refreshed:
            fn()
        fragment = s.fragment()
        in_lesson = self.views is not None and self.views.lesson is not None
        if in_lesson:
            save = False  # a lesson is not a game to keep; its address stays #lesson=N
        if save:
            if str(window.location.hash)[1:] != fragment:
                window.history.replaceState(None, "", "#" + fragment)
            label = game_label(s)
            if s.spec.you is not None:
                label = f"by link with {self.friends.name(s.spec.match)} · {label}"
            self.store.save(self.game_id, fragment, label, host.epoch_ms())
            self.panel.recent()
        if s.game.stack:
            self.hide_welcome()  # a turn played: the welcome has done its work
        body = document.body.dataset
        # The position on the board: with a turn being built, as built so far (the game
        # itself changes only when the turn is pushed).
        body.fen = str(s.builder.preview()) if s.builder is not None else s.shown_game().fen()
        body.turns = str(len(s.game.stack))
        outcome = s.game.outcome()
        body.outcome = outcome.result if outcome else ""
        body.building = "1" if s.builder is not None else ""
        self._mark_preview()
        self.computer.maybe_think()
        thinking = self.computer.thinking is not None
        body.thinking = "1" if thinking else ""
        for p in (BLUE, RED):
            element(f"player-{p}").classList.toggle(
                "thinking", thinking and s.game.to_move == p)
        element("btn-hint").disabled = bool(outcome) or s.computer_to_move() is not None
        if outcome and not self.announced_over and s.view is None and not in_lesson:
            self.announced_over = True
            element("over-title").textContent = ("A draw" if outcome.winner is None
                                             else f"{SIDES[outcome.winner]} wins!")
            element("over-text").textContent = f"{outcome.reason[0].upper()}{outcome.reason[1:]}."
            # By link, whoever ended the game still has to send the last turn to the friend.
            element("btn-over-send").hidden = s.spec.you is None or s.game.to_move == s.spec.you
            element("dlg-over").showModal()
        elif not outcome:
            self.announced_over = False

    def show_game(self, session: Session, game_id: str | None, announced: bool | None = None) -> None:
        """Show `session`'s game under a saved game's id (None: a game of its own); its end
        counts as announced when it is over already, unless `announced` says otherwise."""
        self.views.drop_lesson()
        self.adopt(session, game_id=game_id or new_id(),
                   announced=session.game.is_over() if announced is None else announced)
        self.stop_animation()
        self.board_view.resize()

    def open_fragment(self, fragment: str, from_link: bool) -> bool:
        """Open the game a link holds (web/catherders/opening.py); whether it opened."""
        return open_link(self, fragment, from_link)

    def open_saved(self, entry: dict) -> None:
        """Open a game from the recent games list (web/catherders/opening.py)."""
        open_saved(self, entry)


def start() -> Page:
    """Create the page and boot it."""
    try:
        show_markup(markup.PARTS)
        page = Page()
        page.boot()
        return page
    except Exception as e:
        host.log_exception()
        box = element("problem")
        box.textContent = f"The game could not start: {type(e).__name__}: {e}"
        box.hidden = False
        raise
