"""The panel beside the board: status, players, choices, move list, recent games.

Part of the browser layer (it touches the DOM). Panel.render() rebuilds the
panel from the page's Session; text from links, records or storage is only
ever set as textContent, never as HTML.
"""

from __future__ import annotations

import js
from pyscript import document

from game import BLUE, RED

from .link import PLAYERS
from .session import COLOUR, Session

PLAYER_LABELS = {"human": "Person", "ai-easy": "Computer, easy", "ai-medium": "Computer, medium",
                 "ai-hard": "Computer, hard", "ai-max": "Computer, max"}


def fill_player_select(select, value: str) -> None:
    """Fill a <select> with every kind of player (web.link.PLAYERS) and choose `value`."""
    select.replaceChildren()
    for who in PLAYERS:
        option = document.createElement("option")
        option.value = who
        option.textContent = PLAYER_LABELS[who]
        select.appendChild(option)
    select.value = value


def element(element_id: str):
    """The page's element with this id."""
    return document.getElementById(element_id)


def game_label(session: Session) -> str:
    """The one-line description of a game in the recent games list."""
    spec, g = session.spec, session.game
    start = f"{g.board.name} {spec.setup}" if spec.start_text is None else f"{g.board.name} custom"
    rules = spec.rules.ruleset + ("" if spec.rules.variants == "-" else f" +{spec.rules.variants}")
    outcome = g.outcome()
    state = outcome.result if outcome else f"{COLOUR[g.to_move]} to play"
    n = len(g.stack)
    return (f"{start} · {rules} · {n} turn{'' if n == 1 else 's'} · "
            f"caught {g.captures[0]}–{g.captures[1]} · {state}")


class Panel:
    """Draws the panel for a Page (web.page), whose session, store and actions it uses."""

    def __init__(self, page):
        self.page = page

    def render(self) -> None:
        s, g = self.page.session, self.page.session.game
        shown = s.shown_game()  # the players' boxes describe the position on the board
        element("status").textContent = s.message
        outcome = shown.outcome()
        for p in (BLUE, RED):
            box = element(f"player-{p}")
            box.classList.toggle("active", outcome is None and shown.to_move == p)
            element(f"plays-{p}").value = s.spec.players[p]
            box.querySelector(".to-move").hidden = not (outcome is None and shown.to_move == p)
            box.querySelector(".supply").textContent = f"{shown.supply[p]} in supply"
            caught = box.querySelector(".caught")
            caught.replaceChildren()
            label = document.createElement("span")
            label.textContent = f"caught {shown.captures[p]} of {shown.needed}"
            caught.appendChild(label)
            for _ in range(shown.captures[p]):
                icon = document.createElement("img")
                icon.src = "./assets/cat.svg"
                icon.alt = ""
                icon.className = "cat-icon"
                caught.appendChild(icon)
        self._choices()
        self._moves()
        n, total = s.shown_turn_count(), len(g.stack)
        element("btn-undo").disabled = not (total or s.builder is not None or s.selected is not None)
        element("btn-redo").disabled = not s.redo_stack
        element("btn-first").disabled = n == 0
        element("btn-prev").disabled = n == 0
        element("btn-next").disabled = n >= total
        element("btn-last").disabled = n >= total
        record = element("record")
        if document.activeElement is not record:
            record.value = s.record()

    def _choices(self) -> None:
        box = element("choices")
        box.replaceChildren()
        s = self.page.session
        if s.must_pass():
            b = document.createElement("button")
            b.type = "button"
            b.id = "btn-pass"
            b.className = "primary"
            b.textContent = "Pass (no legal action)"
            b.addEventListener("click", self.page.proxy(lambda _e: self.page.act(s.pass_turn)))
            box.appendChild(b)
        if s.view is not None:
            b = document.createElement("button")
            b.type = "button"
            b.id = "btn-branch"
            b.textContent = f"Play on from turn {s.view} (a new game)"
            b.title = "The game as it is stays under Recent games"
            b.addEventListener("click", self.page.proxy(lambda _e: self.page.branch()))
            box.appendChild(b)
        if s.builder is None:
            return
        names = s.board.names
        for cat in s.highlights()["stay"]:
            b = document.createElement("button")
            b.type = "button"
            b.textContent = f"Let the cat on {names[cat]} stay"
            b.addEventListener("click", self.page.proxy(
                lambda _e, cat=cat: self.page.act(lambda: s.let_stay(cat))))
            box.appendChild(b)
        cancel = document.createElement("button")
        cancel.type = "button"
        cancel.textContent = "Cancel this turn"
        cancel.addEventListener("click", self.page.proxy(lambda _e: self.page.act(s.cancel_turn)))
        box.appendChild(cancel)

    def _moves(self) -> None:
        s, g = self.page.session, self.page.session.game
        ol = element("moves")
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
            b.addEventListener("click", self.page.proxy(lambda _e, n=i + 1: self.page.act(lambda: s.goto(n))))
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

    def recent(self) -> None:
        ul = element("recent")
        ul.replaceChildren()
        now = float(js.Date.now())
        for entry in self.page.store.entries():
            li = document.createElement("li")
            b = document.createElement("button")
            b.type = "button"
            minutes = int((now - entry["saved"]) / 60000)
            when = "now" if minutes < 1 else (f"{minutes} min ago" if minutes < 60
                                               else f"{minutes // 60} h ago" if minutes < 1440
                                               else f"{minutes // 1440} d ago")
            b.textContent = f"{entry['label']} ({when})"
            if entry["id"] == self.page.game_id:
                b.className = "current"
                b.disabled = True
            b.addEventListener("click", self.page.proxy(lambda _e, e=entry: self.page.open_saved(e)))
            li.appendChild(b)
            ul.appendChild(li)
