"""The race and the cats of Cat's Mansion's page: the Turn Order card drawn this turn (its cat
and room, and whether the extra space applies), the race's rooms in order with where each cat
is in it (the rooms it has counted, the one it runs for next, its direction in Both Ways),
and a box for each cat (its icon drawn by the renderer, its player, energy with the rest
energy still to come, Purr cards, coin, where it is). The boxes are made once for a game's
seats (their icons drawn then) and their text written at every draw.
"""

from __future__ import annotations

from game.mansion import phases
from game.mansion.board import CATS, ROOMS
from web.kit.elements import element, text_node
from web.kit.figures import picture_canvas
from web.mansion.words import ARROWS, DIRECTIONS, card_words, energy_words, place_words, progress_words
from web.shell.dom import document

ICON = 40  # CSS pixels of a cat's icon


class Panels:
    """#ma-card, #ma-race and #ma-cats of one page."""

    def __init__(self, page):
        self.page = page
        self._made_for = None  # (seats, seed, rules, theme) the boxes were made for
        self._parts: list[dict] = []

    def forget(self) -> None:
        """Make the boxes (and their icons) again at the next draw."""
        self._made_for = None

    def draw(self, st) -> None:
        """Write the card, the race and every cat's box for the state shown."""
        self._draw_card(st)
        self._draw_race(st)
        self._draw_cats(st)

    def _draw_card(self, st) -> None:
        card = element("ma-card")
        text, bonus = card_words(st)
        left = len(st.deck_left)
        card.textContent = f"{text} {left} card{'s' if left != 1 else ''} left before the shuffle."
        card.className = "ma-card bonus" if bonus and st.phase != phases.OVER else "ma-card"

    def _draw_race(self, st) -> None:
        s = self.page.session
        total = len(st.race)
        counted: dict[int, list[int]] = {}
        running: dict[int, list[int]] = {}
        for seat in range(len(s.seats)):
            order = st.race if st.direction[seat] != -1 else tuple(reversed(st.race))
            for room in order[:st.progress[seat]]:
                counted.setdefault(room, []).append(seat)
            for room in dict.fromkeys(st.next_rooms(seat)):
                running.setdefault(room, []).append(seat)
        items = []
        for number, room in enumerate(st.race, start=1):
            li = document.createElement("li")
            li.className = "next" if room in running else ""
            li.appendChild(text_node("span", ROOMS[room], "room"))
            cats = document.createElement("span")
            cats.className = "cats"
            for seat in running.get(room, ()):
                arrow = ARROWS[st.direction[seat]] if st.rules.both_ways else "→"
                chip = text_node("span", f"{arrow} {s.cat_name(seat)}", "ma-chip")
                chip.setAttribute("title", f"{s.cat_name(seat)} runs for {ROOMS[room]} next")
                cats.appendChild(chip)
            for seat in counted.get(room, ()):
                cats.appendChild(text_node("span", f"✓ {s.cat_name(seat)}", "ma-chip done"))
            li.appendChild(cats)
            li.setAttribute("aria-label", _room_label(s, number, total, room, running.get(room, ()),
                                                     counted.get(room, ())))
            items.append(li)
        if st.rules.shorter:
            li = document.createElement("li")
            li.appendChild(text_node("span", "Home: its own cushion", "room"))
            home = [seat for seat in range(len(s.seats)) if st.going_home(seat)]
            cats = document.createElement("span")
            cats.className = "cats"
            for seat in home:
                cats.appendChild(text_node("span", f"→ {s.cat_name(seat)}", "ma-chip"))
            li.appendChild(cats)
            items.append(li)
        element("ma-race").replaceChildren(*items)

    def _make(self) -> None:
        from web.mansion.cats import draw_cat_icon

        s = self.page.session
        theme = self.page.theme
        items, self._parts = [], []
        for seat in range(len(s.seats)):
            cat = s.state.cat_of[seat]
            li = document.createElement("li")
            canvas, ctx = picture_canvas(ICON, ICON, f"{CATS[cat]} cat")
            draw_cat_icon(ctx, cat, ICON / 2, ICON / 2, ICON * 0.45, theme)
            parts = {"li": li, "who": text_node("span", "", "who"), "facts": text_node("div", "", "facts")}
            li.append(canvas, parts["who"], parts["facts"])
            items.append(li)
            self._parts.append(parts)
        element("ma-cats").replaceChildren(*items)
        self._made_for = (s.seats, s.seed, s.rules, theme)

    def _draw_cats(self, st) -> None:
        s = self.page.session
        if self._made_for != (s.seats, s.seed, s.rules, self.page.theme):
            self._make()
        actor = st.actor() if st.phase != phases.OVER else None
        for seat, parts in enumerate(self._parts):
            classes = []
            if actor == seat:
                classes.append("acting")
            if st.phase == phases.OVER and st.winner == seat:
                classes.append("winner")
            parts["li"].className = " ".join(classes)
            parts["who"].textContent = s.name(seat)
            facts = [energy_words(st, seat), f"Purr cards: {st.purrs[seat]}",
                     "a coin" if st.coin[seat] else "no coin", progress_words(st, seat)]
            if st.rules.both_ways:
                facts.append(f"{ARROWS[st.direction[seat]]} {DIRECTIONS[st.direction[seat]]}")
            if st.resting[seat]:
                facts.append("resting")
            if st.ate[seat]:
                facts.append("ate: must move on")
            facts.append("on " + place_words(st.at[seat]))
            parts["facts"].replaceChildren(*(text_node("span", f) for f in facts))


def _room_label(s, number: int, total: int, room: int, running, counted) -> str:
    """A room of the race in words, for screen readers."""
    said = f"Room {number} of {total}: {ROOMS[room]}"
    if running:
        said += "; next for " + ", ".join(s.cat_name(x) for x in running)
    if counted:
        said += "; counted by " + ", ".join(s.cat_name(x) for x in counted)
    return said
