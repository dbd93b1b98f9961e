"""Clowder's screen drawn from its session: the hand-over, the secret token, the turn's choices
(place, select, land, flee or give a life, buy keys), the tokens revealed and the order of
moving, the players' boxes, the game's end, the steps back, the guide, the link and the
recent games, and what is said to a screen reader. Part of Clowder's view (web/clowder/view.py
holds the events and the games; the board's canvas is web/clowder/board_view.py's).
"""

from __future__ import annotations

from game.clowder.actions import Reveal
from game.clowder.board import hex_name
from game.clowder.pieces import COLOURS, NYX, TREATS_PER_KEY
from web.clowder import guide, players
from web.clowder.session import CAT_WORDS, CAUGHT, MOVE, OVER, PASS, PICK, PLACE, SHOP, THINK
from web.clowder.words import (
    cat_words,
    end_words,
    hand_words,
    landing_words,
    owner_words,
    say_news,
    treats_words,
)
from web.kit.elements import button, element, text_node
from web.kit.table.screen import TableScreen
from web.shell.dom import document


class Screen(TableScreen):
    """Draws one ClowderPage's session."""

    def __init__(self, page):
        super().__init__(page)
        self.players = players.PlayerBoxes(page)

    def draw(self) -> None:
        """Draw the whole screen from the session."""
        s = self.session
        news, phase, st = self.take_shown()
        element("cl-pass").hidden = phase != PASS
        if phase == PASS:
            name = s.name(s.picker)
            element("cl-pass-title").textContent = f"Hand the device to {name}"
            element("cl-pass-text").textContent = (
                f"Tokens are secret until all are shown. When only {name} can see the screen, "
                "press the button.")
            element("btn-cl-ready").textContent = f"I am {name}: show my tokens"
        element("cl-pick").hidden = phase != PICK
        if phase == PICK:
            self._draw_pick()
        element("cl-act").hidden = phase not in (THINK, PLACE, MOVE, CAUGHT, SHOP)
        self._draw_act(phase)
        element("cl-over").hidden = phase != OVER
        if phase == OVER:
            element("cl-over-text").textContent = self.over_text()
        self._draw_order(st, any(isinstance(a, Reveal) for _, a, _ in news))
        self.players.draw(st)
        self.page.draw_steps(s.shown_number(), len(s.actions), "move")
        self._draw_status(phase)
        self.say_news(say_news(s, news))
        self.draw_table(phase, guide.tip)
        document.hook("clowder", {
            "phase": phase or "history", "fragment": s.fragment(), "actions": len(s.actions),
            "over": s.state.phase == "over", "selected": s.selected, "landings":
            [hex_name(h) for h in s.landings()], "round": s.state.round,
            "winner": s.state.winner, "tokens": list(st.tokens)})

    # ---- the panels -----------------------------------------------------------------------

    def _draw_pick(self) -> None:
        s = self.session
        seat = s.picker
        st = s.state
        last = st.last_tokens[seat]
        element("cl-pick-title").textContent = f"{s.whose(seat)} secret token for round {st.round}"
        element("cl-pick-text").textContent = (
            "Your cats leave their roofs through the area with this number. "
            + (f"Not {last}: you used it last round." if last else "Any of the three, this first round."))
        allowed = st.allowed_tokens(seat)
        buttons = []
        for token in (1, 2, 3):
            why = "" if token in allowed else " (used last round)"
            b = button("", f"Play token {token} this round{why}", do="token", token=token)
            b.appendChild(text_node("span", str(token)))
            b.appendChild(text_node("small", "used last round" if why else "area " + str(token)))
            b.disabled = token not in allowed
            buttons.append(b)
        element("cl-tokens").replaceChildren(*buttons)

    def _draw_act(self, phase) -> None:
        s = self.session
        st = s.state
        title, text, choices = "", "", []
        element("btn-cl-give").hidden = phase != CAUGHT
        element("btn-cl-end").hidden = phase != SHOP
        element("btn-cl-cancel").hidden = not (phase == MOVE and s.selected is not None
                                               and len(s.movable()) > 1)
        if phase == THINK:
            asked = s.computers_to_ask()
            if st.phase == "choose":
                title = "The computers pick their tokens"
                text = "Every token is shown at once, when all are picked."
            elif asked:
                title = f"{s.name(asked[0])} is thinking…"
                text = "Its choice is shown on the board."
        elif phase == PLACE:
            seat, cat = st.placing[0]
            what = cat_words(s, seat, cat)
            title = f"Place {what}"
            text = ("Pick a free outer roof that is not broken"
                    + (": Nyx takes no treat." if cat == NYX else "; the cat takes the treat there."))
            for h in s.placeable():
                treats = treats_words(st.treats[h])
                choices.append(button(f"{hex_name(h)}: {treats}",
                                      f"Place {what} on {hex_name(h)}, taking {treats}"
                                      if cat != NYX else f"Place Nyx on {hex_name(h)}",
                                      do="place", hex=h))
        elif phase == MOVE:
            title, text, choices = self._move_panel()
        elif phase == CAUGHT:
            title, text, choices = self._caught_panel()
        elif phase == SHOP:
            seat = st.actor()
            hand = st.hands[seat]
            title = "Buy keys, then end your turn"
            text = (f"{TREATS_PER_KEY} treats of a colour buy a key of that colour; a key lets a cat "
                    f"enter the tower from a roof of its colour. In hand: {hand_words(hand)}.")
            for colour in s.buyable():
                name = COLOURS[colour]
                b = button("", f"Buy a {name} key for {TREATS_PER_KEY} {name} treats", do="buy",
                           colour=colour)
                b.append(text_node("span", "", f"swatch {name}"),
                         document.createTextNode(f"Buy a {name} key ({TREATS_PER_KEY} {name} treats)"))
                choices.append(b)
            if not s.buyable():
                text += " No key can be bought now."
            element("btn-cl-end").textContent = "End your turn"
            element("btn-cl-end").setAttribute("aria-label", f"End {owner_words(s, seat)} turn")
        element("cl-act-title").textContent = title
        element("cl-act-text").textContent = text
        element("cl-choices").replaceChildren(*choices)

    def _move_panel(self):
        s = self.session
        st = s.state
        seat = st.actor()
        token = st.tokens[seat]
        whose = s.whose(seat)
        title = f"{s.name(seat)}'s turn, token {token}" if whose != "Your" else f"Your turn, token {token}"
        choices = []
        for cat in s.movable():
            where = hex_name(s.cat_hex(seat, cat))
            what = cat_words(s, seat, cat)
            b = button(f"{'Nyx' if cat == NYX else CAT_WORDS[cat].capitalize()} on {where}",
                       f"Select {what} on {where}", do="select", cat=cat)
            b.setAttribute("aria-pressed", "true" if s.selected == cat else "false")
            choices.append(b)
        if s.selected is None:
            text = (f"Select a cat (on the board or below): it leaves its roof through area {token} "
                    "and lands on one of the two roofs beyond that area's edges.")
            return title, text, choices
        cat = s.selected
        where = hex_name(s.cat_hex(seat, cat))
        who = "Nyx" if cat == NYX else f"The {CAT_WORDS[cat]}"
        refused = []
        for option in s.options():
            to = option.leap.to
            if option.legal:
                words = landing_words(s, seat, cat, option)
                cls = "catch" if option.effect == "catch" else "tower" if option.effect == "tower" else ""
                choices.append(button(f"To {hex_name(to)}: {words}",
                                      f"Leap from {where} to {hex_name(to)}: {words}", cls,
                                      do="land", hex=to))
            else:
                refused.append(f"{hex_name(to) if to is not None else 'nowhere'} ({option.reason})")
        text = f"{who} on {where} leaves through area {token}. Pick a landing."
        if refused:
            text += " Not possible: " + "; ".join(refused) + "."
        return title, text, choices

    def _caught_panel(self):
        s = self.session
        st = s.state
        seat, cat, catcher, by_nyx = st.catch
        where = hex_name(st.cats[seat][cat])
        by = f"Nyx, moved by {s.name(catcher)}," if by_nyx else f"{s.whose(catcher)} cat"
        title = f"{s.whose(seat)} {CAT_WORDS[cat]} is caught"
        lives = st.lives[seat]
        paid = "leave a treat on Nyx's roof" if by_nyx else f"pay {s.name(catcher)} a treat"
        text = (f"{by} landed on {where}. Give {s.name(catcher)} one of your {lives} life markers "
                f"(the cat leaves the board until the next round), or {paid} and flee through "
                "the roof's area 1 to an empty roof beyond it.")
        give = element("btn-cl-give")
        give.textContent = f"Give {s.name(catcher)} a life marker"
        give.setAttribute("aria-label", f"Give {s.name(catcher)} a life marker; the cat leaves the board")
        choices = []
        for h, colour in s.flee_choices():
            name = COLOURS[colour]
            treats = treats_words(st.treats[h])
            payee = "onto Nyx's roof" if by_nyx else f"to {s.name(catcher)}"
            b = button("", f"Flee to {hex_name(h)}, paying a {name} treat {payee}, and take {treats} there",
                       "chosen" if s.flee_hex == h else "", do="flee", hex=h, colour=colour)
            b.append(text_node("span", "", f"swatch {name}"),
                     document.createTextNode(f"Flee to {hex_name(h)}, pay {name} ({treats} there)"))
            choices.append(b)
        if not choices:
            text += (" This cat cannot flee: " + ("no treat in hand." if not sum(st.hands[seat])
                                                  else "no empty roof beyond its area 1."))
        return title, text, choices

    def _draw_order(self, st, fresh: bool) -> None:
        s = self.session
        strip = element("cl-order")
        strip.hidden = not st.tokens
        if not st.tokens:
            strip.replaceChildren()
            return
        items = []
        for i, seat in enumerate(st.order):
            li = document.createElement("li")
            if st.phase != "over":
                li.className = "now" if i == st.turn else "done" if i < st.turn else ""
            li.append(text_node("span", str(st.tokens[seat]), "token"),
                      text_node("span", s.name(seat) + (" (then Nyx)" if i == len(st.order) - 1 else "")))
            items.append(li)
        strip.replaceChildren(*items)
        strip.className = "cl-order fresh" if fresh and bool(element("chk-cl-motion").checked) else "cl-order"

    def over_text(self) -> str:
        """The game's end in a sentence."""
        s = self.session
        st = s.state
        catches = ", ".join(f"{s.name(i)} {c}" for i, c in enumerate(st.caught))
        if st.winner is None:
            return f"After round {st.round - 1} nobody wins: a tie on catches, keys and treats ({catches})."
        return f"{end_words(s.name(st.winner), st.end)}. Catches: {catches}."


    def _draw_status(self, phase) -> None:
        s = self.session
        st = s.state
        r = st.round
        if phase is None:
            text = f"Looking back: move {s.shown_number()} of {len(s.actions)}. » returns to the game."
        elif phase == PASS:
            text = f"Round {r}: hand the device to {s.name(s.picker)}."
        elif phase == PICK:
            text = f"Round {r}: {s.name(s.picker)}, pick a secret token."
        elif phase == THINK:
            asked = s.computers_to_ask()
            text = (f"Round {r}: the computers are picking their tokens…" if st.phase == "choose"
                    else f"Round {r}: {s.name(asked[0])} is thinking…" if asked else f"Round {r}.")
        elif phase == PLACE:
            text = f"Round {r}: {s.name(st.actor())} to place a cat on an outer roof."
        elif phase == MOVE:
            text = f"Round {r}, token {st.tokens[st.actor()]}: {s.name(st.actor())} to move."
        elif phase == CAUGHT:
            text = f"Round {r}: {s.name(st.actor())} to give a life marker or flee."
        elif phase == SHOP:
            text = f"Round {r}: {s.name(st.actor())} to buy keys or end the turn."
        else:
            text = self.over_text()
        if s.note and phase not in (OVER, None):
            text = f"{s.note} {text}"
        element("cl-status").textContent = text
