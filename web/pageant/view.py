"""The Great Cat Pageant's page: the one module of the game that touches the document.

It keeps one PageantSession (web/pageant/session.py) and draws the whole screen from it after
every event (`draw`); nothing is read back from the page. Each control calls one session
method. The computer voters' picks come from the computer's worker (web/computer_worker.py's
pageant_vote, through web/app/computer_link.py), which is given the game's record and a seat
and lets the voter see only that seat's view (pageant.voters.seen_by). Games are saved, as
their links, under their own key (web/play/storage.py's GameStore). Text from a link or
storage reaches the page only as textContent.
"""

from __future__ import annotations

import asyncio
import random

from pageant import MAX_PLAYERS, MIN_PLAYERS
from web.app import host
from web.app.computer_link import ComputerLink
from web.app.dom import document, window
from web.pageant import rules_parts
from web.pageant.link import PERSON, PageantLink, Seat, clean_name, decode
from web.pageant.screen import Screen, text_node
from web.pageant.session import PICK, PageantSession
from web.play.storage import BrowserStorage, GameStore, Settings
from web.rules.view import RulesView

STORE_KEY = "catherders.pageant.games.v1"
STORE_BACKUP_KEY = "catherders.pageant.games.unreadable"
GUIDE_SETTING = "pageant_guide"
PICK_KEYS = tuple("123456789")
STEP_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
WHO_CHOICES = (("person", "A person here"), ("easy", "Computer, easy"),
               ("medium", "Computer, medium"), ("hard", "Computer, hard"))


def element(element_id: str):
    """The page's element with this id."""
    return document.getElementById(element_id)


class PageantPage:
    """The pageant's screen, wired to one session."""

    def __init__(self):
        storage = BrowserStorage(window.localStorage)
        self.store = GameStore(storage, STORE_KEY, STORE_BACKUP_KEY)
        self.settings = Settings(storage)
        self.session: PageantSession | None = None
        self.game_id = ""
        self.fresh = False  # the last reveal was just made: its cat's arrival is animated
        self.thinking = False
        self.screen = Screen(self)
        self.rules = RulesView(self, "pageant", body_id="pg-rules-body",
                               diagram=rules_parts.Diagrams(self).make,
                               more_label="The full rules, the example round and what is ours")
        self._wire()

    # ---- plumbing ---------------------------------------------------------------------------

    def on(self, element_id: str, event: str, fn, **options) -> None:
        """Call fn(event) on an element's event, with errors shown on the page."""
        self.on_element(element(element_id), event, fn, **options)

    def on_element(self, target, event: str, fn, **options) -> None:
        """Call fn(event) on an event of `target`, with errors shown on the page."""
        target.addEventListener(event, host.guarded(fn, self.show_problem), options)

    def show_problem(self, text: str, *_args, **_kwargs) -> None:
        """Show a message (plain text) above the table."""
        box = element("pg-problem")
        box.textContent = text
        box.hidden = False

    def hide_problem(self) -> None:
        """Hide the message."""
        element("pg-problem").hidden = True

    def act(self, fn) -> None:
        """Do one thing a person asked, then follow it (see _follow)."""
        fn()
        self._follow()

    def _follow(self) -> None:
        """After any change: keep the game, draw it, and ask the computers if it is their turn.
        Kept first, so the recent games drawn include this one as it is now."""
        self.save()
        self.screen.draw()
        if self.session.computers_to_ask() and not self.thinking:
            asyncio.ensure_future(self._ask_computers())

    def _wire(self) -> None:
        self.on("btn-pg-new", "click", lambda _e: self.open_new_dialog())
        self.on("btn-pg-rules", "click", lambda _e: self.go("game=pageant&rules"))
        self.on("btn-pg-rules-back", "click", lambda _e: self.go(self.session.fragment()))
        self.on("btn-pg-ready", "click", lambda _e: self.act(self.session.ready))
        self.on("pg-cats", "click", self._on_cat_click)
        self.on("btn-pg-cast", "click", lambda _e: self.act(self.session.cast))
        self.on("btn-pg-go", "click", lambda _e: self._go_on())
        self.on("btn-pg-next", "click", lambda _e: self._go_on())
        self.on("btn-pg-again", "click", lambda _e: self.open_new_dialog())
        self.on("btn-pg-review", "click", lambda _e: self.act(lambda: self.session.step_to(0)))
        self.on("btn-pg-first", "click", lambda _e: self.act(lambda: self.session.step_to(0)))
        self.on("btn-pg-prev", "click", lambda _e: self.act(lambda: self.session.step(-1)))
        self.on("btn-pg-next-vote", "click", lambda _e: self.act(lambda: self.session.step(1)))
        self.on("btn-pg-last", "click", lambda _e: self.act(lambda: self.session.step_to(10**6)))
        self.on("btn-pg-copy", "click", lambda _e: asyncio.ensure_future(self._copy_link()))
        self.on("chk-pg-guide", "change", self._toggle_guide)
        self.on("pg-players-count", "change", lambda _e: self._fill_seat_rows())
        self.on("form-pg-new", "submit", self._on_new, prevent=True)
        self.on("btn-pg-cancel", "click", lambda _e: element("dlg-pg-new").close())
        self.on("pg-recent", "click", self._on_recent_click)
        self.on_element(document.body, "keydown", self._on_key, keys=PICK_KEYS + STEP_KEYS,
                        onlyKeys=True, skipFields=True,
                        unless='body:not([data-game="pageant"]), #pageant[hidden], dialog[open]')

    # ---- the shell's calls --------------------------------------------------------------------

    def boot(self, fragment: str) -> None:
        """Open the game a link holds, or the last one saved, or a first game against three
        computers with the guide on."""
        element("btn-pg-new").disabled = False
        element("chk-pg-guide").checked = bool(self.settings.get(GUIDE_SETTING, True))
        if not self._open_link(fragment):
            saved = self.store.current()
            if saved is not None:
                self._open_saved(saved)
        if self.session is None:
            self.start(self._default_seats(), random.getrandbits(31))
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        self.hash_changed(fragment)
        document.body.dataset.pageant = "ready"

    def leave(self) -> None:
        """Another game is shown (web/app/shell.py): close the pageant's dialog."""
        element("dlg-pg-new").close()

    def enter(self, fragment: str) -> None:
        """The shell shows the pageant again (from another game): as a link says, or as it was."""
        self.hash_changed(fragment)

    def hash_changed(self, fragment: str) -> None:
        """Follow the address: the rules view, a game's link, or the game as it is."""
        text = fragment.removeprefix("#")
        rules = text == "game=pageant&rules"
        element("pageant").hidden = rules
        element("pg-rules-view").hidden = not rules
        if rules:
            self.rules.show()
            element("pg-rules-title").focus()
            return
        if text not in ("", "game=pageant", self.session.fragment()):
            self._open_link(text)  # refused: the game had stays
        self._follow()  # the address bar shows the game's link again (save)

    def go(self, fragment: str) -> None:
        """Change the address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    # ---- games --------------------------------------------------------------------------------

    @staticmethod
    def _default_seats() -> tuple[Seat, ...]:
        return (Seat(PERSON, "You"), Seat("easy"), Seat("medium"), Seat("easy"))

    def start(self, seats: tuple[Seat, ...], seed: int) -> None:
        """A new game with these seats, dealt from `seed`."""
        self.session = PageantSession.from_link(PageantLink(tuple(seats), seed))
        self.game_id = f"{random.getrandbits(48):012x}"
        self.fresh = False

    def _open_link(self, fragment: str) -> bool:
        text = fragment.removeprefix("#")
        if not text.startswith("game=pageant&"):
            return False
        try:
            link = decode(text)
            session = PageantSession.from_link(link)
        except ValueError as e:  # LinkError, or a vote the rules refuse (IllegalVoteError)
            self.show_problem(f"This link does not hold a pageant that can be opened: {e}. "
                              "The game you had stays.")
            return False
        self.session = session
        self.game_id = self._saved_id(text) or f"{random.getrandbits(48):012x}"
        self.fresh = False
        self.hide_problem()
        return True

    def _saved_id(self, fragment: str) -> str | None:
        """The saved game this link continues (same seats and seed, its votes extend them)."""
        for entry in self.store.entries():
            if fragment.startswith(entry["fragment"]):
                return entry["id"]
        return None

    def _open_saved(self, entry: dict) -> None:
        try:
            session = PageantSession.from_link(decode(entry["fragment"]))
        except ValueError as e:  # LinkError, or a vote the rules refuse
            self.show_problem(f"That saved pageant cannot be opened: {e}. It stays in the list.")
            return
        self.session, self.game_id, self.fresh = session, entry["id"], False

    def save(self) -> None:
        """Keep the game (as its link) among the recent ones, and in the address bar."""
        fragment = self.session.fragment()
        self.store.save(self.game_id, fragment, self.session.label(), host.epoch_ms())
        if not element("pageant").hidden and document.body.dataset.game == "pageant":
            window.history.replaceState(None, "", "#" + fragment)

    def _go_on(self) -> None:
        self.fresh = False
        self.act(self.session.go_on)

    async def _ask_computers(self) -> None:
        """Ask each computer seat for its pick (in the computer's worker), then reveal."""
        self.thinking = True
        try:
            while self.session.computers_to_ask():
                session = self.session
                record = session.record()
                picks = {}
                for seat in session.computers_to_ask():
                    level = session.seats[seat].who
                    picks[seat] = int(await ComputerLink.shared().call(
                        "pageant_vote", record, seat, level, random.getrandbits(31)))
                if session is not self.session:  # another game was opened meanwhile
                    continue
                session.computers_voted(picks)
                self.fresh = True
                self.save()
                self.screen.draw()
        except Exception as e:  # the computer's worker failed: say so, keep the game
            host.log_exception()
            self.show_problem(f"The computer voters could not vote ({type(e).__name__}: {e}). "
                              "Reload the page to try again; the game is saved up to its last vote.")
        finally:
            self.thinking = False

    # ---- events -------------------------------------------------------------------------------

    def _on_cat_click(self, event) -> None:
        button = event.target.closest("button[data-cat]")
        if button is not None:
            self.act(lambda: self.session.select(int(button.dataset.cat)))

    def _on_key(self, event) -> None:
        key = str(event.key)
        session = self.session
        if key in PICK_KEYS and session.phase == PICK and session.viewing is None:
            self.act(lambda: session.select(int(key)))
            element("btn-pg-cast").focus()
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
        self.settings.set(GUIDE_SETTING, bool(element("chk-pg-guide").checked))
        self.screen.draw()

    async def _copy_link(self) -> None:
        url = window.location.href.split("#")[0] + "#" + self.session.fragment()
        try:
            await window.navigator.clipboard.writeText(url)
            said = "The game's link is copied."
        except Exception:  # no clipboard (an insecure page, or refused): the link is shown to copy
            said = "The link could not be copied here; it is in the box below, to copy."
            element("pg-record-box").open = True
        element("pg-announce").textContent = said

    # ---- the new game dialog ------------------------------------------------------------------

    def open_new_dialog(self) -> None:
        """Show the new game dialog with this game's seats as the starting choice."""
        seats = self.session.seats
        element("pg-players-count").value = str(len(seats))
        self._fill_seat_rows(seats)
        element("dlg-pg-new").showModal()

    def _fill_seat_rows(self, seats=None) -> None:
        count = int(str(element("pg-players-count").value or "5"))
        seats = seats or self.session.seats
        rows = []
        for i in range(count):
            seat = seats[i] if i < len(seats) else Seat("medium")
            row = document.createElement("div")
            row.className = "seat"
            row.appendChild(text_node("span", f"Seat {i + 1}"))
            who = document.createElement("select")
            who.id = f"pg-who-{i}"
            who.name = f"who{i}"
            who.setAttribute("aria-label", f"Who sits in seat {i + 1}")
            for value, label in WHO_CHOICES:
                option = text_node("option", label)
                option.value = value
                who.appendChild(option)
            who.value = seat.who
            name = document.createElement("input")
            name.id = f"pg-name-{i}"
            name.name = f"name{i}"
            name.maxLength = 24
            name.setAttribute("aria-label", f"Name of the person in seat {i + 1}")
            name.placeholder = f"Player {i + 1}"
            name.value = seat.name if seat.is_person else ""
            row.append(who, name)
            rows.append(row)
        element("pg-seat-rows").replaceChildren(*rows)

    def _on_new(self, event) -> None:
        form = event.form_data()
        if str(getattr(event, "submitter", None) and event.submitter.value or "start") == "cancel":
            element("dlg-pg-new").close()
            return
        count = int(str(form.get("players") or 5))
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise ValueError(f"the pageant is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
        seats = []
        for i in range(count):
            who = str(form.get(f"who{i}") or "medium")
            name = clean_name(str(form.get(f"name{i}") or ""))
            seats.append(Seat(PERSON, name or f"Player {i + 1}") if who == PERSON else Seat(who))
        element("dlg-pg-new").close()
        self.start(tuple(seats), random.getrandbits(31))
        self.act(lambda: None)
        element("pg-title").focus()

def start(fragment: str) -> PageantPage:
    """Make the pageant's page and open the game `fragment` names (or the last one)."""
    page = PageantPage()
    page.boot(fragment)
    return page
