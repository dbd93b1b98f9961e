"""The players' boxes of Clowder's page: each seat's name and cats' coat (an icon drawn by the
renderer), its token last round and this round (once revealed: never another person's secret
pick), its treats by colour, keys, life markers, catches, and where its cats are. The boxes are
made once for a game's seats (their icons drawn then) and their text written at every draw.
"""

from __future__ import annotations

from game.clowder.board import TOWER, hex_name
from game.clowder.pieces import COLOURS, WIN_CATCHES
from web.clowder.session import PICK
from web.kit.elements import text_node
from web.kit.figures import picture_canvas
from web.shell.dom import document

ICON = 36  # CSS pixels of a seat's icon



class PlayerBoxes:
    """The list #cl-players of one page."""

    def __init__(self, page):
        self.page = page
        self._made_for = None  # (seats, theme) the boxes were made for
        self._parts: list[dict] = []

    def _make(self) -> None:
        from web.clowder.pieces import COATS, draw_cat_icon

        s = self.page.session
        items, self._parts = [], []
        for seat in range(len(s.seats)):
            li = document.createElement("li")
            canvas, ctx = picture_canvas(ICON, ICON, f"{s.whose(seat)} cats: {COATS[seat % len(COATS)]}")
            draw_cat_icon(ctx, seat, ICON / 2, ICON / 2, ICON * 0.42)
            parts = {"li": li, "who": text_node("span", "", "who"), "facts": text_node("div", "", "facts"),
                     "goods": text_node("div", "", "goods")}
            li.append(canvas, parts["who"], parts["facts"], parts["goods"])
            items.append(li)
            self._parts.append(parts)
        document.getElementById("cl-players").replaceChildren(*items)
        self._made_for = (s.seats, s.seed)

    def draw(self, st) -> None:
        """Write every box for the state shown."""
        s = self.page.session
        if self._made_for != (s.seats, s.seed):
            self._make()
        live = s.viewing is None
        actor = st.actor() if st.phase != "over" else None
        for seat, parts in enumerate(self._parts):
            classes = []
            if actor == seat or (live and s.phase == PICK and s.picker == seat):
                classes.append("acting")
            if st.phase == "over" and st.winner == seat:
                classes.append("winner")
            parts["li"].className = " ".join(classes)
            parts["who"].textContent = s.name(seat) + (" (holds the Nyx token)" if st.holder == seat else "")
            last = st.last_tokens[seat]
            shown = s.token_shown(seat)
            if shown is not None:
                now = str(shown)
            elif st.phase == "choose":
                now = "picked, secret" if s.has_picked(seat) and live else "to pick"
            else:
                now = "not yet picked"
            parts["facts"].textContent = (f"Token last round: {last if last else 'none'}; "
                                          f"this round: {now}")
            goods = []
            hand = st.hands[seat]
            for colour, n in enumerate(hand):
                name = COLOURS[colour]
                chip = text_node("span", "")
                chip.append(text_node("span", "", f"swatch {name}"),
                            document.createTextNode(f"{n} {name}"))
                goods.append(chip)
            keys = [f"{n} {COLOURS[c]}" for c, n in enumerate(st.keys[seat]) if n]
            goods.append(text_node("span", "keys: " + (", ".join(keys) if keys else "none")))
            goods.append(text_node("span", f"♥ {st.lives[seat]} lives"))
            goods.append(text_node("span", f"catches {st.caught[seat]} of {WIN_CATCHES}"))
            where = ["off the board" if h is None else "in the tower" if h == TOWER else hex_name(h)
                     for h in st.cats[seat]]
            goods.append(text_node("span", "cats: " + ", ".join(where)))
            parts["goods"].replaceChildren(*goods)
