"""The page of a game played by a table of seats: what the pageant's and Clowder's pages share.

A game's page (web/pageant/view.py, web/clowder/view.py) is a `TablePage` given its
`TableGame` (its name, the prefix of its elements' ids, its words, its storage keys, how many
players it takes). It answers four things: `new_session(seats, seed)`, `session_of(link_text)`
(a ValueError for a link it cannot open) and `reset_view()` (a game was opened: drop what the
screen animates); and it has a `screen` with `draw()`. The computers are asked by one loop for
every game (web/kit/table/computers.py), which waits for the game's `idle()` first.
Everything else is here, once: events with their errors shown, the problem line, the live
region (`say`), a change followed (kept, drawn, the computers asked), the address and the rules
view, saved and recent games, copying the link, the guide's switch, the keys that step through
the history, the choice buttons (CHOICES), the new game dialog (web/kit/table/dialog.py), and undo, redo
and the hint (web/kit/table/tools.py).
The session is the one place the game's state lives; nothing is read back from the page.
"""

from __future__ import annotations

import asyncio
import random

from web.kit.clipboard import copy_link
from web.kit.elements import element
from web.kit.markup import show_markup
from web.kit.recent import fill_recent
from web.kit.rules import RulesView
from web.kit.speaker import speaker
from web.kit.storage import BrowserStorage, GameStore, Settings, reason
from web.kit.table import picture
from web.kit.table.computers import ask_computers
from web.kit.table.dialog import NewGameDialog
from web.kit.table.game import TableGame
from web.kit.table.review import TableReview
from web.kit.table.seats import Seat
from web.kit.table.tools import TableTools
from web.kit.words import count
from web.shell import host
from web.shell.dom import document, window

STEP_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
DARK = "(prefers-color-scheme: dark)"
LAST = 10**6  # step_to(LAST): the game as it is now


class TablePage(NewGameDialog, TableTools):
    """The shared half of a table game's page (see the module's docstring)."""

    GAME: TableGame
    REFUSED: tuple = ()  # exceptions of a click the table's step does not take: said, not shown
    CHOICES: dict = {}  # a choice button's kind (data-do) -> what it does: fn(session, its dataset)
    MARKUP: dict = {}  # the game's markup beyond its first screen (web/<game>/markup.py's PARTS)
    MOTION = False  # it has a switch chk-<prefix>-motion for its animations
    SOUNDS = None  # its sounds (web/<game>/sounds.py), played by web/kit/table/sounds.py

    def __init__(self):
        storage = BrowserStorage(window.localStorage)
        self.store = GameStore(storage, self.GAME.store_key, self.GAME.backup_key)
        self.settings = Settings(storage)
        self.session = None
        self.game_id = ""
        self.thinking = False
        self.review = TableReview(self)

    @classmethod
    def open(cls, fragment: str):
        """Make the game's page and open the game `fragment` names (or the last one): the
        shell's start (web/shell/registry.py)."""
        show_markup(cls.MARKUP)
        if cls.MOTION:  # animated unless the person's system asks for reduced motion
            element(f"chk-{cls.GAME.prefix}-motion").checked = not document.still
        page = cls()
        speaker(page)  # the site's Sound switch followed (web/kit/speaker.py)
        page.boot(fragment)
        return page

    def id(self, name: str) -> str:
        """The id of one of the game's elements: id('problem') is 'pg-problem'."""
        return f"{self.GAME.prefix}-{name}"

    # ---- what the game answers ----------------------------------------------------------------

    def new_session(self, seats: tuple[Seat, ...], seed: int):
        """A new game's session."""
        raise NotImplementedError

    def session_of(self, link_text: str):
        """The session a link's fragment holds (ValueError when it holds none)."""
        raise NotImplementedError

    def reset_view(self) -> None:
        """Another game was opened: forget what the screen was animating."""

    async def idle(self) -> None:
        """Wait until the screen has shown what it animates (before the computers are asked)."""

    def computers_answered(self) -> None:
        """The computers' choices were taken (before the game is kept and drawn)."""

    # ---- plumbing -----------------------------------------------------------------------------

    def on(self, element_id: str, event: str, fn, **options) -> None:
        """Call fn(event) on an element's event, with errors shown on the page."""
        self.on_element(element(element_id), event, fn, **options)

    def on_element(self, target, event: str, fn, **options) -> None:
        """Call fn(event) on an event of `target`, with errors shown on the page."""
        target.addEventListener(event, host.guarded(fn, self.show_problem), options)

    def show_problem(self, text: str, *_args, **_kwargs) -> None:
        """Show a message (plain text) above the table."""
        box = element(self.id("problem"))
        box.textContent = text
        box.hidden = False

    def say(self, text: str) -> None:
        """Say something through the game's one live region (its `announce` element)."""
        element(self.id("announce")).textContent = text

    def hide_problem(self) -> None:
        """Hide the message."""
        element(self.id("problem")).hidden = True

    def act(self, fn) -> None:
        """Do one thing a person asked, then follow it (see _follow). A click the step does not
        take (REFUSED) is said, not shown as a problem: nothing went wrong."""
        try:
            fn()
        except self.REFUSED as e:
            self.say(f"{e}."[:1].upper() + f"{e}."[1:])
        self._follow()

    def _follow(self) -> None:
        """After any change: keep the game, draw it, and ask the computers if it is their turn.
        Kept first, so the recent games drawn include this one as it is now."""
        self.save()
        self.screen.draw()
        if self.session.computers_to_ask() and not self.thinking:
            self.thinking = True  # at once: another event before the task starts must not ask again
            asyncio.ensure_future(self._computers())

    async def _computers(self) -> None:
        try:
            await ask_computers(self)
        except Exception as e:  # the computer's worker failed: say so, keep the game
            host.log_exception()
            self.show_problem(f"The computer players could not choose ({type(e).__name__}: {e}). "
                              "Reload the page to try again; the game is saved up to its last move.")
        finally:
            self.thinking = False

    def wire_table(self) -> None:
        """Listen to the controls every table game has."""
        game = self.GAME
        self.on(f"btn-{game.prefix}-new", "click", lambda _e: self.open_new_dialog())
        self.on(f"btn-{game.prefix}-again", "click", lambda _e: self.open_new_dialog())
        self.on(f"btn-{game.prefix}-rules", "click", lambda _e: self.go(game.rules_fragment))
        self.on(f"btn-{game.prefix}-rules-back", "click", lambda _e: self.go(self.session.fragment()))
        self.on(f"btn-{game.prefix}-review", "click", lambda _e: self.step_key("Home"))
        self.on(f"btn-{game.prefix}-first", "click", lambda _e: self.step_key("Home"))
        self.on(f"btn-{game.prefix}-prev", "click", lambda _e: self.step_key("ArrowLeft"))
        self.on(f"btn-{game.prefix}-next-step", "click", lambda _e: self.step_key("ArrowRight"))
        self.on(f"btn-{game.prefix}-last", "click", lambda _e: self.step_key("End"))
        self.on(f"btn-{game.prefix}-copy", "click", lambda _e: asyncio.ensure_future(self._copy_link()))
        self.on(f"chk-{game.prefix}-guide", "change", self._toggle_guide)
        self.on(self.id("players-count"), "change", lambda _e: self._fill_seat_rows())
        self.on(f"form-{game.prefix}-new", "submit", self._on_new, prevent=True)
        dialog = element(f"dlg-{game.prefix}-new")
        self.on(f"btn-{game.prefix}-cancel-new", "click", lambda _e: dialog.close())
        self.on(self.id("recent"), "click", self._on_recent_click)
        self.wire_tools()
        self.review.wire()
        picture.wire(self)

    def on_choice_click(self, event) -> None:
        """A click on a choice button (`button[data-do]`): do what CHOICES says of its kind."""
        button = event.target.closest("button[data-do]")
        if button is None:
            return
        data = button.dataset
        do = self.CHOICES.get(str(data.do))
        if do is not None:
            session = self.session
            self.act(lambda: do(session, data))

    def wire_keys(self, handler, keys: tuple[str, ...], board: bool = False) -> None:
        """Call handler(event) for these keys pressed anywhere on the game's section, not in
        a field or an open dialog (nor on its board's canvas, which takes its own keys)."""
        name, prefix = self.GAME.name, self.GAME.prefix
        unless = f'body:not([data-game="{name}"]), #{name}[hidden], dialog[open]'
        self.on_element(document.body, "keydown", handler, keys=keys, onlyKeys=True, skipFields=True,
                        unless=unless + (f", #{prefix}-board:focus" if board else ""))

    def rules_view(self, diagrams, more_label: str) -> RulesView:
        """The game's rules view, its diagrams made by `diagrams(page).make`."""
        return RulesView(self, self.GAME.name, body_id=self.id("rules-body"), diagram=diagrams(self).make,
                         more_label=more_label)

    def follow_theme(self, changed) -> None:
        """Follow the system's colour scheme (`theme`): `changed()` when it changes."""
        self.dark_query = window.matchMedia(DARK)
        self.on_element(self.dark_query, "change", lambda _e: changed())

    @property
    def theme(self) -> str:
        """'dark' or 'light', as the system's colour scheme."""
        return "dark" if window.matchMedia(DARK).matches else "light"

    # ---- the shell's calls --------------------------------------------------------------------

    def boot(self, fragment: str) -> None:
        """Open the game a link holds, or the last one saved, or a first game (a person
        against computers) with the guide on."""
        element(f"btn-{self.GAME.prefix}-new").disabled = False
        guide = self.settings.get(self.GAME.guide_setting, True)
        element(f"chk-{self.GAME.prefix}-guide").checked = bool(guide)
        if not self._open_link(fragment):
            saved = self.store.current()
            if saved is not None:
                self._open_saved(saved)
        if self.session is None:
            self.start(self.default_seats(), random.getrandbits(31))
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        self.booted()
        self.hash_changed(fragment)
        setattr(document.body.dataset, self.GAME.name, "ready")

    def booted(self) -> None:
        """What the game starts once its first game is open (before the address is followed)."""

    def default_seats(self) -> tuple[Seat, ...]:
        """The seats of a first game."""
        raise NotImplementedError

    def leave(self) -> None:
        """Another game is shown (web/shell/router.py): close this game's dialog."""
        element(f"dlg-{self.GAME.prefix}-new").close()

    def enter(self, fragment: str) -> None:
        """The shell shows this game again (from another game): as a link says, or as it was."""
        self.hash_changed(fragment)

    def hash_changed(self, fragment: str) -> None:
        """Follow the address: the rules view, a game's link, or the game as it is."""
        text = fragment.removeprefix("#")
        rules = text == self.GAME.rules_fragment
        element(self.GAME.name).hidden = rules
        element(self.id("rules-view")).hidden = not rules
        if rules:
            self.rules.show()
            element(self.id("rules-title")).focus()
            return
        if text not in ("", f"game={self.GAME.name}", self.session.fragment()):
            self._open_link(text)  # refused: the game had stays
        self._follow()  # the address bar shows the game's link again (save)

    def go(self, fragment: str) -> None:
        """Change the address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    # ---- games --------------------------------------------------------------------------------

    def start(self, seats: tuple[Seat, ...], seed: int) -> None:
        """A new game with these seats, set up from `seed`."""
        self.session = self.new_session(tuple(seats), seed)
        self.game_id = f"{random.getrandbits(48):012x}"
        self.reset_view()

    def _open_link(self, fragment: str) -> bool:
        text = fragment.removeprefix("#")
        if not text.startswith(f"game={self.GAME.name}&") or text == self.GAME.rules_fragment:
            return False
        try:
            session = self.session_of(text)
        except ValueError as e:  # the link's error, or an action the rules refuse
            self.show_problem(f"This link does not hold {self.GAME.a_game} that can be opened: {e}. "
                              "The game you had stays.")
            return False
        self.session = session
        self.game_id = self._saved_id(text) or f"{random.getrandbits(48):012x}"
        self.reset_view()
        self.hide_problem()
        return True

    def _saved_id(self, fragment: str) -> str | None:
        """The saved game this link continues (same seats and seed, its moves extend them)."""
        for entry in self.store.entries():
            if fragment.startswith(entry["fragment"]):
                return entry["id"]
        return None

    def _open_saved(self, entry: dict) -> None:
        try:
            session = self.session_of(entry["fragment"])
        except Exception as e:  # the link's error, an action the rules refuse, or any failure reading it
            if not isinstance(e, ValueError):
                host.log_exception()
            self.show_problem(f"That saved game ({self.GAME.a_game}) cannot be opened: {reason(e)}. "
                              "It stays in the list.")
            return
        self.session, self.game_id = session, entry["id"]
        self.reset_view()

    def save(self) -> None:
        """Keep the game (as its link) among the recent ones, and in the address bar."""
        fragment = self.session.fragment()
        self.store.save(self.game_id, fragment, self.session.label(), host.epoch_ms())
        if not element(self.GAME.name).hidden and document.body.dataset.game == self.GAME.name:
            window.history.replaceState(None, "", "#" + fragment)

    # ---- what the screens of every table game draw alike ---------------------------------------

    def draw_recent(self) -> None:
        """The list of recent games, the one shown marked."""
        items = [(entry["id"], entry["label"], entry["id"] == self.game_id)
                 for entry in self.store.entries()[:8]]
        fill_recent(element(self.id("recent")), items, "gameId", _mark_current)

    def draw_steps(self, shown: int, total: int, step: str) -> None:
        """The history's line and its buttons: `shown` of `total` steps (`step` names one,
        'vote' or 'move')."""
        looking_back = self.session.viewing is not None
        element(self.id("step")).textContent = (
            f"{step.capitalize()} {shown} of {total}, looking back" if looking_back
            else f"{count(total, step)} so far")
        prefix = self.GAME.prefix
        element(f"btn-{prefix}-first").disabled = shown == 0
        element(f"btn-{prefix}-prev").disabled = shown == 0
        element(f"btn-{prefix}-next-step").disabled = not looking_back
        element(f"btn-{prefix}-last").disabled = not looking_back
        self.draw_tools()

    # ---- events -------------------------------------------------------------------------------

    def step_key(self, key: str) -> bool:
        """Step through the history for a step key (← → Home End); whether it was one."""
        steps = {"ArrowLeft": lambda: self.session.step(-1), "ArrowRight": lambda: self.session.step(1),
                 "Home": lambda: self.session.step_to(0), "End": lambda: self.session.step_to(LAST)}
        if key not in steps:
            return False
        self.act(steps[key])
        return True

    def _on_recent_click(self, event) -> None:
        button = event.target.closest("button[data-game-id]")
        if button is None:
            return
        entry = self.store.get(str(button.dataset.gameId))
        if entry is not None:
            self._open_saved(entry)
            self._follow()

    def _toggle_guide(self, _event) -> None:
        self.settings.set(self.GAME.guide_setting, bool(element(f"chk-{self.GAME.prefix}-guide").checked))
        self.screen.draw()

    def link_url(self) -> str:
        """The address of the game shown: this page's, with the game's link."""
        return window.location.href.split("#")[0] + "#" + self.session.fragment()

    async def _copy_link(self) -> None:
        if await copy_link(self.session.fragment()):
            said = "The game's link is copied."
        else:  # no clipboard (an insecure page, or refused): the link is shown to copy
            said = "The link could not be copied here; it is in the box below, to copy."
            element(self.id("record-box")).open = True
        self.say(said)


def _mark_current(button, _label: str, current: bool) -> None:
    if current:
        button.setAttribute("aria-current", "true")
