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

from pageant import LOOKS, MAX_PLAYERS, MET, MIN_PLAYERS, OPEN, cat_name
from web.app import host
from web.app.computer_link import ComputerLink
from web.app.dom import document, window
from web.pageant import guide, rules_parts
from web.pageant.link import PERSON, LinkError, PageantLink, Seat, clean_name, decode
from web.pageant.session import OVER, PASS, PICK, REVEAL, ROUND, THINK, PageantSession, place_name
from web.play.storage import BrowserStorage, GameStore, Settings
from web.rules.view import RulesView
from web.words import count

STORE_KEY = "catherders.pageant.games.v1"
STORE_BACKUP_KEY = "catherders.pageant.games.unreadable"
GUIDE_SETTING = "pageant_guide"
PICK_KEYS = tuple("123456789")
STEP_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
STATE_WORDS = {MET: "met", OPEN: "open"}  # otherwise "broken"
WHO_CHOICES = (("person", "A person here"), ("easy", "Computer, easy"),
               ("medium", "Computer, medium"), ("hard", "Computer, hard"))


def element(element_id: str):
    """The page's element with this id."""
    return document.getElementById(element_id)


def cat_picture(cat: int, alt: str = "") -> object:
    """An <img> of cat `cat` (our own art, assets/pageant/cat-N.svg)."""
    img = document.createElement("img")
    img.src = f"./assets/pageant/cat-{cat}.svg"
    img.alt = alt
    img.width, img.height = 44, 44
    return img


def text_node(tag: str, text: str, cls: str = ""):
    """An element with plain text."""
    node = document.createElement(tag)
    node.textContent = text
    if cls:
        node.className = cls
    return node


def state_word(state: str) -> str:
    """'met', 'broken' or 'open'."""
    return STATE_WORDS.get(state, "broken")


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
        def guarded(*args):
            try:
                return fn(*args)
            except Exception as e:  # a bug must show on the page, not only in the console
                host.log_exception()
                self.show_problem(f"Something went wrong: {type(e).__name__}: {e}")
        target.addEventListener(event, guarded, options)

    def show_problem(self, text: str, *_args, **_kwargs) -> None:
        """Show a message (plain text) above the table."""
        box = element("pg-problem")
        box.textContent = text
        box.hidden = False

    def hide_problem(self) -> None:
        """Hide the message."""
        element("pg-problem").hidden = True

    def act(self, fn) -> None:
        """Do one thing a person asked, then draw, save and ask the computers if it is their turn."""
        fn()
        self.draw()
        self.save()
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
                self._open_saved(saved, quiet=True)
        if self.session is None:
            self.start(self._default_seats(), random.getrandbits(31))
        if self.store.problem:
            self.show_problem(f"Note: {self.store.problem}.")
        self.hash_changed(fragment)
        document.body.dataset.pageant = "ready"

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
            if not self._open_link(text):
                window.history.replaceState(None, "", "#" + self.session.fragment())
        elif text != self.session.fragment():
            window.history.replaceState(None, "", "#" + self.session.fragment())
        self.draw()
        self.save()
        if self.session.computers_to_ask() and not self.thinking:
            asyncio.ensure_future(self._ask_computers())

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
            if fragment.startswith(entry["fragment"]) or entry["fragment"] == fragment:
                return entry["id"]
        return None

    def _open_saved(self, entry: dict, quiet: bool = False) -> None:
        try:
            session = PageantSession.from_link(decode(entry["fragment"]))
        except (LinkError, ValueError) as e:
            self.show_problem(f"That saved pageant cannot be opened: {e}. It stays in the list.")
            return
        self.session, self.game_id, self.fresh = session, entry["id"], False
        if not quiet:
            window.history.replaceState(None, "", "#" + session.fragment())

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
                self.draw()
                self.save()
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
            self.draw()

    def _toggle_guide(self, _event) -> None:
        self.settings.set(GUIDE_SETTING, bool(element("chk-pg-guide").checked))
        self.draw()

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

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self) -> None:
        """Draw the whole screen from the session."""
        s = self.session
        shown = s.shown()
        live = s.viewing is None
        phase = s.phase if live else None
        self._draw_ladder(shown, live)
        element("pg-pass").hidden = phase != PASS
        if phase == PASS:
            name = s.name(s.seat)
            element("pg-pass-title").textContent = f"Hand the device to {name}"
            element("pg-pass-text").textContent = (
                f"{name}'s goals are secret. When only {name} can see the screen, press the button.")
            element("btn-pg-ready").textContent = f"I am {name}: show my goals"
        element("pg-vote").hidden = phase != PICK
        if phase == PICK:
            self._draw_vote()
        self._draw_goals()
        reveal_shown = (phase == REVEAL) or (not live and shown.reveal is not None)
        element("pg-reveal").hidden = not reveal_shown
        if reveal_shown:
            self._draw_reveal(shown)
        element("btn-pg-go").hidden = phase != REVEAL
        element("pg-round").hidden = phase != ROUND
        if phase == ROUND:
            self._draw_round(s.ended)
        element("pg-over").hidden = phase != OVER
        if phase == OVER:
            winner = s.game.winner()
            element("pg-over-text").textContent = (
                f"{s.name(winner)} wins the pageant with three rounds won "
                f"({', '.join(f'{s.name(i)} {p}' for i, p in enumerate(s.game.points))}).")
        self._draw_players(shown)
        self._draw_steps(shown)
        self._draw_status(shown)
        on = bool(element("chk-pg-guide").checked)
        tip = guide.tip(s) if on else ""
        element("pg-guide").hidden = not tip
        element("pg-guide").textContent = tip
        element("pg-link").value = window.location.href.split("#")[0] + "#" + s.fragment()
        element("pg-record").value = s.record()
        self._draw_recent()
        document.body.dataset.pageantPhase = phase or "history"
        document.hook("pageant", {"phase": phase or "history", "fragment": s.fragment(),
                                  "votes": len(s.game.votes), "over": s.game.is_over})

    def _draw_ladder(self, shown, live: bool) -> None:
        rnd = shown.rnd if shown.reveal is not None else shown.game.round
        ranking = rnd.ranking
        reveal = shown.reveal
        owners = {cat: seat for seat, cat in enumerate(rnd.owners)}
        items = []
        for place in range(1, 10):
            index = 9 - place
            cat = ranking[index] if index < len(ranking) else None
            li = document.createElement("li")
            classes = ["filled"] if cat else []
            if cat is None and place == rnd.spot:
                classes.append("voting")
            if cat and reveal is not None and reveal.chosen == cat and (self.fresh or not live):
                classes.append("moved" if reveal.moved else "new")
            li.className = " ".join(classes)
            li.appendChild(text_node("span", place_name(place), "place"))
            if cat:
                li.appendChild(cat_picture(cat))
                label = text_node("span", cat_name(cat))
                if cat in owners:
                    label.appendChild(text_node("span", f"{self.session.whose(owners[cat])} cat", "mine"))
                li.appendChild(label)
            else:
                li.appendChild(text_node("span", "", "empty-cat"))
                li.appendChild(text_node("span", "being voted on" if place == rnd.spot else "open"))
            items.append(li)
        element("pg-ladder").replaceChildren(*items)

    def _draw_vote(self) -> None:
        s = self.session
        rnd = s.game.round
        element("pg-vote-title").textContent = (
            f"{s.whose(s.seat)} secret vote for {place_name(rnd.spot)} place")
        buttons = []
        for cat in range(1, 10):
            button = document.createElement("button")
            button.type = "button"
            button.dataset.cat = str(cat)
            place = rnd.place_of(cat)
            where = f"ranked {place_name(place)}" if place else "not ranked"
            button.setAttribute("aria-pressed", "true" if s.selected == cat else "false")
            button.setAttribute("aria-label", f"{cat}: {cat_name(cat)}, {where}")
            button.appendChild(cat_picture(cat))
            button.appendChild(text_node("span", f"{cat} {cat_name(cat)}"))
            button.appendChild(text_node("span", where, "where"))
            buttons.append(button)
        element("pg-cats").replaceChildren(*buttons)
        cast = element("btn-pg-cast")
        cast.disabled = s.selected is None
        cast.textContent = (f"Cast the vote for {cat_name(s.selected)}" if s.selected
                            else "Mark a cat to vote for")

    def _draw_goals(self) -> None:
        s = self.session
        seat = s.goals_seat()
        element("pg-goals").hidden = seat is None
        if seat is None:
            element("pg-goal-list").replaceChildren()
            return
        rnd = s.game.round
        element("pg-goals-title").textContent = (
            f"{s.whose(seat)} goals (own cat: {cat_name(rnd.owners[seat])})")
        items = []
        for (above, below), state in zip(rnd.goals[seat], rnd.status(seat), strict=True):
            li = document.createElement("li")
            li.append(cat_picture(above), text_node("span", f"{cat_name(above)} above"),
                      cat_picture(below), text_node("span", cat_name(below)))
            word = state_word(state)
            li.appendChild(text_node("span", word if state == OPEN else f"{word} for now",
                                     f"pg-state {word}"))
            items.append(li)
        element("pg-goal-list").replaceChildren(*items)

    def _draw_reveal(self, shown) -> None:
        s = self.session
        reveal = shown.reveal
        element("pg-reveal-title").textContent = (
            f"Vote {shown.number}: the picks for {place_name(reveal.spot)} place")
        items = []
        for seat, cat in enumerate(reveal.picks):
            li = document.createElement("li")
            if cat in reveal.leaders:
                li.className = "leader"
            li.append(text_node("span", f"{s.name(seat)}:"), cat_picture(cat),
                      text_node("span", cat_name(cat)))
            items.append(li)
        element("pg-picks").replaceChildren(*items)
        counts = ", ".join(f"{cat_name(c)} {reveal.picks.count(c)}" for c in reveal.leaders)
        element("pg-result").textContent = f"Most votes: {counts}. {s.outcome_text(reveal)}"

    def _draw_round(self, rnd) -> None:
        s = self.session
        winner = rnd.winner()
        scores = rnd.scores()
        element("pg-round-title").textContent = f"Round {sum(r.is_over for r in s.game.rounds)} is over"
        ranking = ", ".join(cat_name(c) for c in rnd.top_down())
        element("pg-round-winner").textContent = (
            f"{s.name(winner)} wins the round with {scores[winner]} goals met and gets a ribbon. "
            f"The ranking: {ranking}.")
        rows = []
        for seat in range(len(s.seats)):
            tr = document.createElement("tr")
            if seat == winner:
                tr.className = "winner"
            who = document.createElement("td")
            who.append(cat_picture(rnd.owners[seat]), text_node("span", s.name(seat)))
            goals = document.createElement("td")
            for (above, below), state in zip(rnd.goals[seat], rnd.status(seat), strict=True):
                mark = "✓" if state == MET else "✗"
                goals.appendChild(text_node(
                    "span", f"{mark} {cat_name(above)} above {cat_name(below)}", "pair"))
            rows.append(tr)
            tr.append(who, goals, text_node("td", str(scores[seat])))
        element("pg-round-rows").replaceChildren(*rows)
        element("btn-pg-next").textContent = "See who won the pageant" if s.game.is_over else "Next round"

    def _draw_players(self, shown) -> None:
        s = self.session
        game = shown.game
        items = []
        for seat in range(len(s.seats)):
            li = document.createElement("li")
            if s.viewing is None and s.phase in (PASS, PICK) and seat == s.seat:
                li.className = "voting"
            points = game.points[seat]
            state = ""
            if s.viewing is None and s.phase in (PASS, PICK, THINK):
                state = " (has voted)" if seat in s.picks else " (to vote)"
            li.append(cat_picture(game.owners[seat]),
                      text_node("span", f"{s.name(seat)}: {cat_name(game.owners[seat])}{state}"),
                      text_node("span", "★" * points + f" {points} of 3", "ribbons"))
            items.append(li)
        element("pg-players").replaceChildren(*items)

    def _draw_steps(self, shown) -> None:
        s = self.session
        total = len(s.game.votes)
        element("pg-step").textContent = (f"Vote {shown.number} of {total}, looking back"
                                          if s.viewing is not None else f"{count(total, 'vote')} so far")
        element("btn-pg-first").disabled = shown.number == 0
        element("btn-pg-prev").disabled = shown.number == 0
        element("btn-pg-next-vote").disabled = s.viewing is None
        element("btn-pg-last").disabled = s.viewing is None

    def _draw_status(self, shown) -> None:
        s = self.session
        game = shown.game
        rounds_done = sum(r.is_over for r in game.rounds)
        if s.viewing is not None:
            text = f"Looking back: vote {shown.number} of {len(s.game.votes)}. » returns to the game."
        elif s.phase == PASS:
            text = f"Round {rounds_done + 1}: hand the device to {s.name(s.seat)}."
        elif s.phase == PICK:
            text = f"Round {rounds_done + 1}, {place_name(game.round.spot)} place: {s.name(s.seat)} to vote."
        elif s.phase == THINK:
            text = f"Round {rounds_done + 1}, {place_name(game.round.spot)} place: the computers are voting…"
        elif s.phase == REVEAL:
            text = s.outcome_text(s.last_reveal())
        elif s.phase == ROUND:
            text = f"Round {rounds_done} is over: {s.name(s.ended.winner())} wins it."
        else:
            text = f"The pageant is over: {s.name(s.game.winner())} wins."
        status = element("pg-status")
        if status.textContent != text:
            status.textContent = text
            if s.phase in (REVEAL, ROUND, OVER) or s.viewing is not None:
                self._announce(shown)

    def _announce(self, shown) -> None:
        """Say a reveal (who voted for whom and what came of it) or a round's end."""
        s = self.session
        reveal = shown.reveal if s.viewing is not None else s.last_reveal()
        if s.viewing is None and s.phase == ROUND:
            said = element("pg-round-winner").textContent
        elif s.viewing is None and s.phase == OVER:
            said = element("pg-over-text").textContent
        elif reveal is not None:
            picks = "; ".join(f"{s.name(i)}: {cat_name(c)}" for i, c in enumerate(reveal.picks))
            said = f"Votes for {place_name(reveal.spot)} place. {picks}. {s.outcome_text(reveal)}"
        else:
            said = element("pg-status").textContent
        element("pg-announce").textContent = said

    def _draw_recent(self) -> None:
        items = []
        for entry in self.store.entries()[:8]:
            li = document.createElement("li")
            button = text_node("button", entry["label"])
            button.type = "button"
            button.dataset.gameId = entry["id"]
            if entry["id"] == self.game_id:
                button.className = "current"
                button.setAttribute("aria-current", "true")
            li.appendChild(button)
            items.append(li)
        element("pg-recent").replaceChildren(*items)


def describe(cat: int) -> str:
    """A cat's look in words (the pictures' alternative text where no name is beside them)."""
    return LOOKS[cat].describe()


def start(fragment: str) -> PageantPage:
    """Make the pageant's page and open the game `fragment` names (or the last one)."""
    page = PageantPage()
    page.boot(fragment)
    return page
