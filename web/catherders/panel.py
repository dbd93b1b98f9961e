"""The panel beside the board: status, players, choices, move list, recent games, messages.

Part of the browser layer (it touches the DOM). Panel.render() brings the
panel in step with the page's Session, changing only what changed: the move
list gains or loses entries at its end, the other parts are rebuilt only when
what they show differs. Each list has one click listener for all its buttons,
which carry what they stand for in a data- attribute, so a refresh makes no
new listener. Text from links, records or storage is only ever set as
textContent, never as HTML.
"""

from __future__ import annotations

from game.catherders import BLUE, RED, board_names, get_board
from web.catherders.session import Session
from web.catherders.sharing.link import PLAYERS
from web.catherders.words import SIDES
from web.kit.elements import element
from web.kit.recent import fill_recent
from web.kit.words import count
from web.shell import host
from web.shell.dom import document

PLAYER_LABELS = {"human": "Person", "ai-easy": "Computer, easy", "ai-medium": "Computer, medium",
                 "ai-hard": "Computer, hard", "ai-max": "Computer, max"}


def fill_player_select(select, value: str) -> None:
    """Fill a <select> with every kind of player (web.catherders.sharing.link.PLAYERS) and choose `value`."""
    select.replaceChildren()
    for who in PLAYERS:
        option = document.createElement("option")
        option.value = who
        option.textContent = PLAYER_LABELS[who]
        select.appendChild(option)
    select.value = value


def fill_new_game_form() -> None:
    """Fill the new-game dialog's selects (players, boards, cats) and the players' boxes."""
    form = element("form-new")
    # The dialog suggests a game against the computer; the boxes follow the game.
    fill_player_select(form.querySelector('select[name="blue"]'), "human")
    fill_player_select(form.querySelector('select[name="red"]'), "ai-medium")
    for p in (BLUE, RED):
        fill_player_select(element(f"plays-{p}"), "human")
    fill_board_select(element("sel-board"))
    fill_cat_counts()


def fill_board_select(select) -> None:
    """Fill a <select> with every board, described in words, and choose the standard one."""
    for name in board_names():
        option = document.createElement("option")
        option.value = name
        kind = "hexagon, side" if name.startswith("hex") else "square"
        size = name[3:] if name.startswith("hex") else f"{name[2:]}×{name[2:]}"
        option.textContent = f"{kind} {size}" + (" (standard)" if name == "hex6" else "")
        select.appendChild(option)
    select.value = "hex6"


def fill_cat_counts() -> None:
    """Offer the cat counts the board chosen in the new-game dialog allows."""
    board = get_board(str(element("sel-board").value))
    select = element("sel-cats")
    current = str(select.value or "9")
    select.replaceChildren()
    for n in range(3, min(25, len(board.park)) + 1, 2):
        option = document.createElement("option")
        option.value = str(n)
        option.textContent = f"{n} (first to {n // 2 + 1})"
        select.appendChild(option)
    select.value = current if int(current) <= len(board.park) else "9"


def game_label(session: Session) -> str:
    """The one-line description of a game in the recent games list."""
    spec, g = session.spec, session.game
    start = f"{g.board.name} {spec.setup}" if spec.start_text is None else f"{g.board.name} custom"
    rules = spec.rules.ruleset + ("" if spec.rules.variants == "-" else f" +{spec.rules.variants}")
    outcome = g.outcome()
    state = outcome.result if outcome else f"{SIDES[g.to_move]} to play"
    n = len(g.stack)
    return (f"{start} · {rules} · {count(n, 'turn')} · "
            f"caught {g.captures[0]}–{g.captures[1]} · {state}")


class MessageBox:
    """The page's one message box (#problem, role=alert): plain text, buttons, and an
    optional read-only text to copy. It is shown next to the control it is about (or at
    the top of the panel) and scrolled into view, where the person is looking."""

    def __init__(self, page):
        self.box = element("problem")
        self.home = element("progress")  # the box's place when no control is named
        self.actions: list = []
        page.on("problem", "click", self._on_click)

    def show(self, text: str, actions: tuple = (), near=None, copy: tuple[str, str] | None = None) -> None:
        """Show `text` with (label, callback) buttons and Dismiss, placed right after the
        element `near` (the top of the panel by default); `copy` is (label, text) for a
        read-only field holding text to copy."""
        box = self.box
        box.replaceChildren()
        p = document.createElement("p")
        p.textContent = text
        box.appendChild(p)
        if copy is not None:
            label = document.createElement("label")
            label.className = "copy"
            label.textContent = copy[0]
            field = document.createElement("textarea")
            field.readOnly = True
            field.rows = 2
            field.spellcheck = False
            field.value = copy[1]
            label.appendChild(field)
            box.appendChild(label)
        self.actions = [fn for _label, fn in actions] + [self.hide]
        for i, (label_text, _fn) in enumerate((*actions, ("Dismiss", None))):
            button = document.createElement("button")
            button.type = "button"
            button.textContent = label_text
            button.dataset.action = str(i)
            box.appendChild(button)
        (near or self.home).after(box)
        box.hidden = False
        box.scrollIntoView({"block": "nearest"})

    def hide(self) -> None:
        """Hide the box."""
        self.box.hidden = True

    def _on_click(self, event) -> None:
        button = event.target.closest("button[data-action]")
        if button:
            self.actions[int(str(button.dataset.action))]()


def _button_of(li):
    """The turn's button in a move list entry (made by MoveList._entry)."""
    return next((k for k in li.children if k.tagName == "BUTTON"), None) if li is not None else None


REVIEW_GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


class MoveList:
    """The move list (<ol id=moves>) kept in step with a game by small changes: an entry is
    appended for each new turn, entries past the end are removed (after an undo), and the
    current entry's mark moves. One click listener serves every entry (data-turn)."""

    def __init__(self, page):
        self.page = page
        self.ol = element("moves")
        self.game = None  # the Game listed
        self.turns: list = []  # its turns, as listed
        self.current = None  # the button marked as the position shown
        self.marks: dict[int, str] = {}  # a review's marks, by turn index (web/catherders/review/view.py)
        page.on("moves", "click", self._on_click)

    def set_marks(self, marks: dict[int, str]) -> None:
        """Show a review's marks (?!, ?, ??) after the turns they judge; {} removes them."""
        if marks == self.marks:
            return
        self.marks = dict(marks)
        for i, li in enumerate(self.ol.children):
            self._mark_entry(li, i)

    def _mark_entry(self, li, i: int) -> None:
        for old in li.children:
            if str(getattr(old, "className", "")).startswith("review-mark"):
                old.remove()
        mark = self.marks.get(i)
        button = _button_of(li)
        if mark:
            span = document.createElement("span")
            span.className = f"review-mark {mark}"
            span.textContent = REVIEW_GLYPHS[mark]
            span.title = mark
            button.after(span)
        label = str(button.dataset.label)
        button.setAttribute("aria-label", f"{label}, marked {mark} by the review" if mark else label)

    def _on_click(self, event) -> None:
        button = event.target.closest("button[data-turn]")
        if button:
            n = int(str(button.dataset.turn))
            self.page.act(lambda: self.page.session.goto(n))

    def update(self, game, shown: int) -> None:
        """List `game`'s turns and mark the one `shown` turns in (none at 0)."""
        turns = game.turns
        if game is not self.game:  # another game: list it afresh
            self.ol.replaceChildren()
            self.game, self.turns, self.current = game, [], None
        # A game changes only at its end (push, pop): find where the listed turns stop agreeing.
        keep = min(len(self.turns), len(turns))
        while keep and self.turns[keep - 1] != turns[keep - 1]:
            keep -= 1
        while len(self.turns) > keep:
            last = self.ol.children.item(len(self.ol.children) - 1)
            if self.current is not None and self.current._parent is last:
                self.current = None  # its entry is removed
            last.remove()
            self.turns.pop()
        for i in range(keep, len(turns)):
            self.ol.appendChild(self._entry(game, i, turns[i]))
            self.turns.append(turns[i])
        self._mark(shown)

    def _entry(self, game, i: int, turn):
        first = game.start.to_move
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
        b.dataset.label = f"Turn {i + 1}, {SIDES[(first + i) % 2]}: {turn}. Show the position after it"
        b.setAttribute("aria-label", str(b.dataset.label))
        b.dataset.turn = str(i + 1)
        li.appendChild(b)
        caught = game.caught_by(i)
        if caught:
            mark = document.createElement("span")
            mark.className = "caught-mark"
            mark.textContent = f"+{caught}"
            mark.title = f"caught {count(caught, 'cat')}"
            li.appendChild(mark)
        self._mark_entry(li, i)
        return li

    def _mark(self, shown: int) -> None:
        ol = self.ol
        current = _button_of(ol.children.item(shown - 1)) if shown else None
        if current is self.current:
            return
        if self.current:
            self.current.classList.remove("current")
            self.current.removeAttribute("aria-current")
        self.current = current
        if not current:
            return
        current.classList.add("current")
        current.setAttribute("aria-current", "step")
        # Scroll the list only (scrollIntoView would also scroll the panel and the page).
        document.op("near", ol._ref, current._ref)


class Panel:
    """Draws the panel for a Page (web.catherders.page), whose session, store and actions it uses."""

    def __init__(self, page):
        self.page = page
        self.messages = MessageBox(page)
        self.moves = MoveList(page)
        self._shown: dict[str, object] = {}  # what each rebuilt part shows now
        page.on("choices", "click", self._on_choice)
        page.on("recent", "click", self._on_recent)
        record_box = element("record-box")
        # Filled when opened (the click comes before the box opens), then at each refresh.
        page.on_element(record_box.querySelector("summary"), "click", lambda _e: self.fill_record())

    def _changed(self, part: str, what) -> bool:
        """True (and remember `what`) when `part` should show something else than it does."""
        if self._shown.get(part) == what:
            return False
        self._shown[part] = what
        return True

    def render(self) -> None:
        """Bring the panel in step with the session."""
        s, g = self.page.session, self.page.session.game
        shown = s.shown_game()  # the players' boxes describe the position on the board
        element("status").textContent = s.status()
        outcome = shown.outcome()
        for p in (BLUE, RED):
            box = element(f"player-{p}")
            box.classList.toggle("active", outcome is None and shown.to_move == p)
            element(f"plays-{p}").value = s.spec.players[p]
            box.querySelector(".to-move").hidden = not (outcome is None and shown.to_move == p)
            supply = f"{shown.supply[p]} in supply"
            if self._changed(f"supply-{p}", supply):
                box.querySelector(".supply").textContent = supply
            if self._changed(f"caught-{p}", (shown.captures[p], shown.needed)):
                self._caught(box.querySelector(".caught"), shown.captures[p], shown.needed)
        self._choices()
        self.moves.update(g, s.shown_turn_count())
        n, total = s.shown_turn_count(), len(g.stack)
        element("btn-undo").disabled = not s.can_undo
        element("btn-redo").disabled = not s.can_redo
        element("btn-first").disabled = n == 0
        element("btn-prev").disabled = n == 0
        element("btn-next").disabled = n >= total
        element("btn-last").disabled = n >= total
        if element("record-box").open:
            self.fill_record()

    def fill_record(self) -> None:
        """Write the game's record into the record box (unless the person is editing it)."""
        record = element("record")
        if document.activeElement is not record:
            record.value = self.page.session.record()

    @staticmethod
    def _caught(caught, count: int, needed: int) -> None:
        caught.replaceChildren()
        label = document.createElement("span")
        label.textContent = f"caught {count} of {needed}"
        caught.appendChild(label)
        for _ in range(count):
            icon = document.createElement("img")
            icon.src = "./assets/cat.svg"
            icon.alt = ""
            icon.className = "cat-icon"
            caught.appendChild(icon)

    def _choices(self) -> None:
        """The buttons for what can be done besides clicking the board: (action, label, id,
        class, title) each; rebuilt only when they change."""
        s = self.page.session
        wanted = []
        if s.must_pass():
            wanted.append(("pass", "Pass (no legal action)", "btn-pass", "primary", ""))
        if s.view is not None:
            wanted.append(("branch", f"Play on from turn {s.view} (a new game)", "btn-branch", "",
                           "The game as it is stays under Recent games"))
        if s.builder is not None:
            names = s.board.names
            wanted += [(f"stay:{cat}", f"Let the cat on {names[cat]} stay", "", "", "")
                       for cat in s.highlights()["stay"]]
            wanted.append(("cancel", "Cancel this turn", "", "", ""))
        if not self._changed("choices", wanted):
            return
        box = element("choices")
        box.replaceChildren()
        for action, label, ident, cls, title in wanted:
            b = document.createElement("button")
            b.type = "button"
            b.textContent = label
            b.dataset.action = action
            if ident:
                b.id = ident
            if cls:
                b.className = cls
            if title:
                b.title = title
            box.appendChild(b)

    def _on_choice(self, event) -> None:
        button = event.target.closest("button[data-action]")
        if not button:
            return
        page, action = self.page, str(button.dataset.action)
        s = page.session
        if action == "pass":
            page.act(s.pass_turn)
        elif action == "branch":
            page.branch()
        elif action == "cancel":
            page.act(s.cancel_turn)
        elif action.startswith("stay:"):
            cat = int(action.removeprefix("stay:"))
            page.act(lambda: s.let_stay(cat))

    def recent(self) -> None:
        """List the saved games, newest first (the one shown is marked and disabled)."""
        now = host.epoch_ms()
        wanted = []
        for entry in self.page.store.entries():
            minutes = int((now - entry["saved"]) / 60000)
            when = "now" if minutes < 1 else (f"{minutes} min ago" if minutes < 60
                                               else f"{minutes // 60} h ago" if minutes < 1440
                                               else f"{minutes // 1440} d ago")
            wanted.append((entry["id"], f"{entry['label']} ({when})", entry["id"] == self.page.game_id))
        if not self._changed("recent", wanted):
            return
        fill_recent(element("recent"), wanted, "id", _recent_button)

    def _on_recent(self, event) -> None:
        button = event.target.closest("button[data-id]")
        entry = self.page.store.get(str(button.dataset.id)) if button else None
        if entry is not None:
            self.page.open_saved(entry)


def _recent_button(button, label: str, current: bool) -> None:
    """A recent game's button: named for a screen reader; the game shown cannot be opened again."""
    button.setAttribute("aria-label", f"Open the game {label}")
    if current:
        button.disabled = True
