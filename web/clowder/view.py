"""Clowder's page: the events, the games, saving, and the computers' choices.

It keeps one ClowderSession (web/clowder/session.py) and draws the whole screen from it after
every event (web/clowder/screen.py, the board by web/clowder/board_view.py); nothing is read
back from the page. Each control calls one session method. The computers' choices come from
the computer's worker (web/computer_worker.py's clowder_choice, through
web/app/computer_link.py), which is given the game's record (committed actions only: never a
token still secret) and a seat. Games are saved, as their links, under their own key
(web/play/storage.py's GameStore). Text from a link or storage reaches the page only as
textContent.
"""

from __future__ import annotations

import asyncio
import random

from clowder.pieces import MAX_PLAYERS, MIN_PLAYERS
from web.app import host
from web.app.computer_link import ComputerLink
from web.app.dom import document, window
from web.clowder import rules_parts
from web.clowder.board_view import BoardView
from web.clowder.link import PERSON, Seat, clean_name, decode
from web.clowder.screen import Screen, element, text_node
from web.clowder.session import PICK, ActionError, ClowderSession
from web.play.storage import BrowserStorage, GameStore, Settings
from web.rules.view import RulesView

STORE_KEY = "catherders.clowder.games.v1"
STORE_BACKUP_KEY = "catherders.clowder.games.unreadable"
GUIDE_SETTING = "clowder_guide"
TOKEN_KEYS = ("1", "2", "3")
STEP_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
WHO_CHOICES = (("person", "A person here"), ("easy", "Computer, easy"),
               ("medium", "Computer, medium"), ("hard", "Computer, hard"))
RULES_FRAGMENT = "game=clowder&rules"


class ClowderPage:
    """Clowder's screen, wired to one session."""

    def __init__(self):
        storage = BrowserStorage(window.localStorage)
        self.store = GameStore(storage, STORE_KEY, STORE_BACKUP_KEY)
        self.settings = Settings(storage)
        self.session: ClowderSession | None = None
        self.game_id = ""
        self.thinking = False
        self.dark_query = window.matchMedia("(prefers-color-scheme: dark)")
        self.screen = Screen(self)
        self.board = BoardView(self)
        self.rules = RulesView(self, "clowder", body_id="cl-rules-body",
                               diagram=rules_parts.Diagrams(self).make,
                               more_label="The full rules, and what in them is ours")
        self._wire()

    @property
    def theme(self) -> str:
        """'dark' or 'light', as the system's colour scheme."""
        return "dark" if self.dark_query.matches else "light"

    # ---- plumbing ---------------------------------------------------------------------------

    def on(self, element_id: str, event: str, fn, **options) -> None:
        """Call fn(event) on an element's event, with errors shown on the page."""
        self.on_element(element(element_id), event, fn, **options)

    def on_element(self, target, event: str, fn, **options) -> None:
        """Call fn(event) on an event of `target`, with errors shown on the page."""
        target.addEventListener(event, host.guarded(fn, self.show_problem), options)

    def show_problem(self, text: str, *_args, **_kwargs) -> None:
        """Show a message (plain text) above the game."""
        box = element("cl-problem")
        box.textContent = text
        box.hidden = False

    def hide_problem(self) -> None:
        """Hide the message."""
        element("cl-problem").hidden = True

    def act(self, fn) -> None:
        """Do one thing a person asked, then follow it (see _follow). A click the step does
        not take is said, not shown as a problem: nothing went wrong."""
        try:
            fn()
        except ActionError as e:
            self.screen.say(f"{e}."[:1].upper() + f"{e}."[1:])
        self._follow()

    def _follow(self) -> None:
        """After any change: keep the game, draw it, and ask the computers if it is their turn.
        Kept first, so the recent games drawn include this one as it is now."""
        self.save()
        self.screen.draw()
        if self.session.computers_to_ask() and not self.thinking:
            self.thinking = True  # at once: another event before the task starts must not ask again
            asyncio.ensure_future(self._ask_computers())

    def _wire(self) -> None:
        self.on("btn-cl-new", "click", lambda _e: self.open_new_dialog())
        self.on("btn-cl-rules", "click", lambda _e: self.go(RULES_FRAGMENT))
        self.on("btn-cl-rules-back", "click", lambda _e: self.go(self.session.fragment()))
        self.on("btn-cl-ready", "click", lambda _e: self.act(self.session.ready))
        self.on("cl-tokens", "click", self._on_token_click)
        self.on("cl-choices", "click", self._on_choice_click)
        self.on("btn-cl-give", "click", lambda _e: self.act(self.session.give_life))
        self.on("btn-cl-cancel", "click", lambda _e: self.act(self.session.cancel))
        self.on("btn-cl-end", "click", lambda _e: self.act(self.session.end_turn))
        self.on("btn-cl-again", "click", lambda _e: self.open_new_dialog())
        self.on("btn-cl-review", "click", lambda _e: self.act(lambda: self.session.step_to(0)))
        self.on("btn-cl-first", "click", lambda _e: self.act(lambda: self.session.step_to(0)))
        self.on("btn-cl-prev", "click", lambda _e: self.act(lambda: self.session.step(-1)))
        self.on("btn-cl-next-move", "click", lambda _e: self.act(lambda: self.session.step(1)))
        self.on("btn-cl-last", "click", lambda _e: self.act(lambda: self.session.step_to(10**6)))
        self.on("btn-cl-copy", "click", lambda _e: asyncio.ensure_future(self._copy_link()))
        self.on("chk-cl-guide", "change", self._toggle_guide)
        self.on("chk-cl-motion", "change", lambda _e: self.screen.draw())
        self.on("cl-players-count", "change", lambda _e: self._fill_seat_rows())
        self.on("form-cl-new", "submit", self._on_new, prevent=True)
        self.on("btn-cl-cancel-new", "click", lambda _e: element("dlg-cl-new").close())
        self.on("cl-recent", "click", self._on_recent_click)
        self.on_element(self.dark_query, "change", lambda _e: self.screen.draw())
        self.on_element(document.body, "keydown", self._on_key,
                        keys=TOKEN_KEYS + STEP_KEYS + ("Escape",), onlyKeys=True, skipFields=True,
                        unless='body:not([data-game="clowder"]), #clowder[hidden], dialog[open], '
                               '#cl-board:focus')

    # ---- the shell's calls --------------------------------------------------------------------

    def boot(self, fragment: str) -> None:
        """Open the game a link holds, or the last one saved, or a first game (you against
        three computers) with the guide on."""
        element("btn-cl-new").disabled = False
        element("chk-cl-guide").checked = bool(self.settings.get(GUIDE_SETTING, True))
        if not self._open_link(fragment):
            saved = self.store.current()
            if saved is not None:
                self._open_saved(saved)
        if self.session is None:
            self.start(self._default_seats(), random.getrandbits(31))
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        self.board.start()
        self.hash_changed(fragment)
        document.body.dataset.clowder = "ready"

    def leave(self) -> None:
        """Another game is shown (web/app/shell.py): close Clowder's dialog."""
        element("dlg-cl-new").close()

    def enter(self, fragment: str) -> None:
        """The shell shows Clowder again (from another game): as a link says, or as it was."""
        self.hash_changed(fragment)

    def hash_changed(self, fragment: str) -> None:
        """Follow the address: the rules view, a game's link, or the game as it is."""
        text = fragment.removeprefix("#")
        rules = text == RULES_FRAGMENT
        element("clowder").hidden = rules
        element("cl-rules-view").hidden = not rules
        if rules:
            self.rules.show()
            element("cl-rules-title").focus()
            return
        if text not in ("", "game=clowder", self.session.fragment()):
            self._open_link(text)  # refused: the game had stays
        self._follow()  # the address bar shows the game's link again (save)

    def go(self, fragment: str) -> None:
        """Change the address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    # ---- games --------------------------------------------------------------------------------

    @staticmethod
    def _default_seats() -> tuple[Seat, ...]:
        return (Seat(PERSON, "You"), Seat("medium"), Seat("medium"), Seat("medium"))

    def start(self, seats: tuple[Seat, ...], seed: int) -> None:
        """A new game with these seats, set up from `seed`."""
        self.session = ClowderSession(tuple(seats), seed)
        self.game_id = f"{random.getrandbits(48):012x}"
        self.board.forget()

    def _open_link(self, fragment: str) -> bool:
        text = fragment.removeprefix("#")
        if not text.startswith("game=clowder&") or text == RULES_FRAGMENT:
            return False
        try:
            session = ClowderSession.from_link(decode(text))
        except ValueError as e:  # LinkError, or an action the rules refuse (IllegalActionError)
            self.show_problem(f"This link does not hold a Clowder game that can be opened: {e}. "
                              "The game you had stays.")
            return False
        self.session = session
        self.game_id = self._saved_id(text) or f"{random.getrandbits(48):012x}"
        self.board.forget()
        self.hide_problem()
        return True

    def _saved_id(self, fragment: str) -> str | None:
        """The saved game this link continues (same seats and seed, its actions extend them)."""
        for entry in self.store.entries():
            if fragment.startswith(entry["fragment"]):
                return entry["id"]
        return None

    def _open_saved(self, entry: dict) -> None:
        try:
            session = ClowderSession.from_link(decode(entry["fragment"]))
        except ValueError as e:  # LinkError, or an action the rules refuse
            self.show_problem(f"That saved Clowder game cannot be opened: {e}. It stays in the list.")
            return
        self.session, self.game_id = session, entry["id"]
        self.board.forget()

    def save(self) -> None:
        """Keep the game (as its link) among the recent ones, and in the address bar."""
        fragment = self.session.fragment()
        self.store.save(self.game_id, fragment, self.session.label(), host.epoch_ms())
        if not element("clowder").hidden and document.body.dataset.game == "clowder":
            window.history.replaceState(None, "", "#" + fragment)

    async def _ask_computers(self) -> None:
        """Ask the computers for their tokens or actions (in the computer's worker), one
        choice at a time, each shown (and its leap animated) before the next is asked. A
        choice that no longer fits the game (another game opened, or the table moved on
        meanwhile) is dropped and the computers are asked again."""
        try:
            while self.session.computers_to_ask():
                session = self.session
                await self.board.idle()
                if session is not self.session:  # another game was opened meanwhile
                    continue
                record = session.record()
                record_actions = tuple(session.actions)
                choices = {}
                for seat in session.computers_to_ask():
                    level = session.seats[seat].who
                    choices[seat] = str(await ComputerLink.shared().call(
                        "clowder_choice", record, seat, level, random.getrandbits(31)))
                if session is not self.session or len(session.actions) != len(record_actions) \
                        or set(choices) - set(session.computers_to_ask()):
                    continue
                session.computers_chose(choices)
                self.save()
                self.screen.draw()
        except Exception as e:  # the computer's worker failed: say so, keep the game
            host.log_exception()
            self.show_problem(f"The computer players could not choose ({type(e).__name__}: {e}). "
                              "Reload the page to try again; the game is saved up to its last move.")
        finally:
            self.thinking = False

    # ---- events -------------------------------------------------------------------------------

    def _on_token_click(self, event) -> None:
        button = event.target.closest("button[data-token]")
        if button is not None:
            self.act(lambda: self.session.pick_token(int(button.dataset.token)))

    def _on_choice_click(self, event) -> None:
        button = event.target.closest("button[data-do]")
        if button is None:
            return
        data = button.dataset
        kind = str(data.do)
        s = self.session
        if kind == "place":
            self.act(lambda: s.place(int(data.hex)))
        elif kind == "select":
            cat = int(data.cat)
            self.act(lambda: s.cancel() if s.selected == cat else s.select(cat))
        elif kind == "land":
            self.act(lambda: s.land(int(data.hex)))
        elif kind == "flee":
            self.act(lambda: s.flee(int(data.hex), int(data.colour)))
        elif kind == "buy":
            self.act(lambda: s.buy_key(int(data.colour)))

    def _on_key(self, event) -> None:
        key = str(event.key)
        session = self.session
        if key in TOKEN_KEYS:
            if session.phase == PICK and session.viewing is None:
                self.act(lambda: session.pick_token(int(key)))
        elif key == "Escape":
            self.act(session.cancel)
        elif key == "ArrowLeft":
            self.act(lambda: session.step(-1))
        elif key == "ArrowRight":
            self.act(lambda: session.step(1))
        elif key == "Home":
            self.act(lambda: session.step_to(0))
        elif key == "End":
            self.act(lambda: session.step_to(10**6))

    def _on_recent_click(self, event) -> None:
        button = event.target.closest("button[data-game-id]")
        if button is None:
            return
        entry = self.store.get(str(button.dataset.gameId))
        if entry is not None:
            self._open_saved(entry)
            self._follow()

    def _toggle_guide(self, _event) -> None:
        self.settings.set(GUIDE_SETTING, bool(element("chk-cl-guide").checked))
        self.screen.draw()

    async def _copy_link(self) -> None:
        url = window.location.href.split("#")[0] + "#" + self.session.fragment()
        try:
            await window.navigator.clipboard.writeText(url)
            said = "The game's link is copied."
        except Exception:  # no clipboard (an insecure page, or refused): the link is shown to copy
            said = "The link could not be copied here; it is in the box below, to copy."
            element("cl-record-box").open = True
        self.screen.say(said)

    # ---- the new game dialog ------------------------------------------------------------------

    def open_new_dialog(self) -> None:
        """Show the new game dialog with this game's seats as the starting choice."""
        seats = self.session.seats
        element("cl-players-count").value = str(len(seats))
        self._fill_seat_rows(seats)
        element("dlg-cl-new").showModal()

    def _fill_seat_rows(self, seats=None) -> None:
        count = int(str(element("cl-players-count").value or "4"))
        seats = seats or self.session.seats
        rows = []
        for i in range(count):
            seat = seats[i] if i < len(seats) else Seat("medium")
            row = document.createElement("div")
            row.className = "seat"
            row.appendChild(text_node("span", f"Seat {i + 1}"))
            who = document.createElement("select")
            who.id = f"cl-who-{i}"
            who.name = f"who{i}"
            who.setAttribute("aria-label", f"Who sits in seat {i + 1}")
            for value, label in WHO_CHOICES:
                option = text_node("option", label)
                option.value = value
                who.appendChild(option)
            who.value = seat.who
            name = document.createElement("input")
            name.id = f"cl-name-{i}"
            name.name = f"name{i}"
            name.maxLength = 24
            name.setAttribute("aria-label", f"Name of the person in seat {i + 1}")
            name.placeholder = f"Player {i + 1}"
            name.value = seat.name if seat.is_person else ""
            row.append(who, name)
            rows.append(row)
        element("cl-seat-rows").replaceChildren(*rows)

    def _on_new(self, event) -> None:
        form = event.form_data()
        if str(getattr(event, "submitter", None) and event.submitter.value or "start") == "cancel":
            element("dlg-cl-new").close()
            return
        count = int(str(form.get("players") or 4))
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise ValueError(f"Clowder is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
        seats = []
        for i in range(count):
            who = str(form.get(f"who{i}") or "medium")
            name = clean_name(str(form.get(f"name{i}") or ""))
            seats.append(Seat(PERSON, name or f"Player {i + 1}") if who == PERSON else Seat(who))
        element("dlg-cl-new").close()
        self.start(tuple(seats), random.getrandbits(31))
        self.act(lambda: None)
        element("cl-title").focus()


def start(fragment: str) -> ClowderPage:
    """Make Clowder's page and open the game `fragment` names (or the last one)."""
    page = ClowderPage()
    page.boot(fragment)
    return page
