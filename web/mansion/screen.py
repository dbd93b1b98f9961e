"""Cat's Mansion's screen drawn from its session: whose decision it is and its choices (the
walk, an attack, Stay and End with what they would do, retreat or stand, the bids, the push,
the Present's gift), the spat panel, the race and the cats, the game's end, the steps back,
the guide, the link and the recent games, and what is said to a screen reader. Part of Cat's
Mansion's view (web/mansion/view.py holds the events and the games; the map's canvas is
web/mansion/board_view.py's, the spat panel web/mansion/spat_view.py's, the race and the cats
web/mansion/players.py's).
"""

from __future__ import annotations

from game.mansion import phases
from game.mansion.board import BOWL, CUSHION_OF, MOUSE, OBJECT_AT, OBJECTS, PILLOW, ROOM_OF, space_name
from game.mansion.pieces import BOWL_GAIN, ENERGY_PER_POINT, PASSAGE, PILLOW_GAIN, PURR_BONUS
from web.kit.elements import button, element, text_node
from web.kit.table.screen import TableScreen
from web.mansion import players
from web.mansion.session import BID, GIFT, MOVE, OVER, PUSH, RETREAT, THINK
from web.mansion.spat_view import SpatPanel
from web.mansion.words import end_words, over_words, place_words, say_news, stay_words, the_room, tip
from web.shell.dom import document

GIFT_WORDS = {MOUSE: ("The Toy Mouse", "a coin for spats"),
              BOWL: ("The Food Bowl", f"+{BOWL_GAIN} energy now"),
              PILLOW: ("The Pillow", f"+{PILLOW_GAIN} energy at the next turn"),
              PASSAGE: ("The secret passage", "straight home to its cushion; the turn ends")}
THINKING = {phases.MOVE: "to move", phases.RETREAT: "retreat or stand?", phases.BID_ATTACKER: "its bid",
            phases.BID_DEFENDER: "its bid", phases.PUSH: "where to push the loser",
            phases.GIFT: "what the Present holds"}


class Screen(TableScreen):
    """Draws one MansionPage's session."""

    def __init__(self, page):
        super().__init__(page)
        self.players = players.Panels(page)
        self.spat = SpatPanel(page)

    def forget(self) -> None:
        """Another game is shown: nothing of the last one is still revealed."""
        self.spat.forget()

    def forget_icons(self) -> None:
        """The theme changed: the cats' icons are drawn again."""
        self.players.forget()

    async def idle(self) -> None:
        """Wait until the dice being revealed are all shown."""
        await self.spat.idle()

    def draw(self) -> None:
        """Draw the whole screen from the session."""
        s = self.session
        news, phase, st = self.take_shown()
        element("ma-act").hidden = phase not in (THINK, MOVE, RETREAT, BID, PUSH, GIFT)
        self._draw_act(phase)
        self.spat.draw(news)
        element("ma-over").hidden = phase != OVER
        if phase == OVER:
            element("ma-over-text").textContent = over_words(s)
        self.players.draw(st)
        self.page.draw_steps(s.shown_number(), len(s.actions), "move")
        self._draw_status(phase)
        self.say_news(say_news(s, news))
        self.draw_table(phase, tip)
        walk = s.walk
        document.hook("mansion", {
            "phase": phase or "history", "fragment": s.fragment(), "actions": len(s.actions),
            "over": s.state.phase == phases.OVER, "winner": s.state.winner, "turn": s.state.turn,
            "actor": s.actor(), "statePhase": s.state.phase,
            "reach": {space_name(k): [v.cost, [space_name(x) for x in v.path], list(v.spat), bool(v.ends)]
                      for k, v in s.reach().items()},
            "attackable": list(s.attackable()), "retreats": [space_name(x) for x in s.retreats()],
            "push": [space_name(x) for x in s.push_targets()],
            "walk": None if walk is None else [space_name(walk[0]), walk[1].cost, walk[2], walk[3]],
            "energy": list(s.state.energy), "at": [space_name(x) for x in s.state.at],
            "persons": [i for i, seat in enumerate(s.seats) if seat.is_person]})

    # ---- the decision box ---------------------------------------------------------------------

    def _draw_act(self, phase) -> None:
        s = self.session
        st = s.state
        title, text, choices = "", "", []
        stay, end = element("btn-ma-stay"), element("btn-ma-end")
        stay.hidden = not (phase == MOVE and s.can_stay())
        end.hidden = not (phase == MOVE and s.can_end())
        if phase == THINK:
            seat = st.actor()
            title = f"{s.name(seat)}: {THINKING.get(st.phase, 'deciding')}"
            text = "The computer cat is deciding; its move is shown on the map."
        elif phase == MOVE:
            title, text, choices = self._move_box(stay, end)
        elif phase == RETREAT:
            title, text, choices = self._retreat_box()
        elif phase == BID:
            title, text, choices = self._bid_box()
        elif phase == PUSH:
            title, text, choices = self._push_box()
        elif phase == GIFT:
            seat = st.actor()
            title = f"{s.name(seat)}: what was in the Present?"
            text = "The Present card: choose the object found, or the secret passage home."
            for what in s.gifts():
                name, gain = GIFT_WORDS[what]
                choices.append(button(f"{name}: {gain}", f"Take {name.lower()}: {gain}",
                                      do="gift", what=what))
        element("ma-act-title").textContent = title
        element("ma-act-text").textContent = text
        element("ma-choices").replaceChildren(*choices)

    def _move_box(self, stay, end):
        s = self.session
        st = s.state
        seat = st.mover
        title = f"{s.name(seat)}: to move"
        left = st.steps_left()
        facts = [f"On {place_words(st.at[seat])}", f"{st.energy[seat]} energy",
                 f"{left} space{'s' if left != 1 else ''} left this turn"]
        if st.bonus:
            facts.append("one space more (the card's room)")
        if st.must_fight:
            facts.append("a spat must be fought first: attack " + " and ".join(
                s.cat_name(x) for x in sorted(st.must_fight)))
        elif st.must_move:
            facts.append("it ate last turn, so it must move on")
        text = "; ".join(facts) + ". Click a marked space on the map to walk there."
        choices = []
        for seat_ in s.attackable():
            where = space_name(st.at[seat_])
            choices.append(button(f"Attack {s.cat_name(seat_)} on {where}",
                                  f"Attack {s.name(seat_)} on {where}: a Cat Spat", "attack",
                                  do="attack", seat=seat_))
        choices += self._shortcuts()
        label, meaning = stay_words(st)
        stay.replaceChildren(text_node("span", label), text_node("small", meaning.split(": ", 1)[-1]))
        stay.setAttribute("aria-label", meaning)
        label, meaning = end_words(st)
        end.replaceChildren(text_node("span", label), text_node("small", meaning.split(": ", 1)[-1]))
        end.setAttribute("aria-label", meaning)
        return title, text, choices

    def _shortcuts(self) -> list:
        """Buttons for the places worth a walk: the cheapest way into the next room, and each
        object in reach (every other space: on the map)."""
        s = self.session
        st = s.state
        reach = s.reach()
        names = [s.cat_name(i) for i in range(len(s.seats))]
        out = []
        targets = set(st.next_rooms(st.mover))
        rooms = {}
        for space, where in reach.items():
            room = ROOM_OF[space]
            if room in targets and (room not in rooms or (where.cost, len(where.path), space)
                                    < (reach[rooms[room]].cost, len(reach[rooms[room]].path), rooms[room])):
                rooms[room] = space
        picks = [(f"Into {the_room(room)}", space) for room, space in sorted(rooms.items())]
        cushion = CUSHION_OF[st.cat_of[st.mover]]
        if st.going_home(st.mover) and cushion in reach:
            picks.append(("Home to its cushion", cushion))
        picks += [(f"To the {OBJECTS[i]}", space) for i, space in enumerate(OBJECT_AT) if space in reach]
        for words, space in picks:
            where = reach[space]
            cost = "free" if where.cost == 0 else f"{where.cost} energy"
            spat = ("; spat with " + " and ".join(names[x] for x in where.spat)) if where.spat else ""
            out.append(button(f"{words} ({space_name(space)}): {cost}{spat}",
                              f"Walk to {place_words(space)}: {cost}{spat}", do="go", space=space))
        return out

    def _retreat_box(self):
        s = self.session
        st = s.state
        seat = st.actor()
        attacker = st.spat.attacker
        title = f"{s.name(seat)}: retreat or stand?"
        text = (f"{s.name(attacker)} attacks. Retreat one space for 1 energy (cowed: no spat), or "
                "stand and fight.")
        choices = [button("Stand and fight", f"{s.cat_name(seat)} stands and fights {s.cat_name(attacker)}",
                          "primary", do="stand")]
        for space in s.retreats():
            choices.append(button(f"Retreat to {space_name(space)}",
                                  f"Retreat to {place_words(space)}, for 1 energy",
                                  do="retreat", space=space))
        if not s.retreats():
            text += " There is no free space to retreat to."
        return title, text, choices

    def _bid_box(self):
        s = self.session
        st = s.state
        seat = st.actor()
        attacking = st.phase == phases.BID_ATTACKER
        title = f"{s.name(seat)}: " + ("the attacker's bid" if attacking else "the defender's bid")
        purr_ok, most = s.bid_limits()
        text = (f"Before the dice: a Purr card adds {PURR_BONUS} ({st.purrs[seat]} left), every "
                f"{ENERGY_PER_POINT} energy adds 1 ({st.energy[seat]} energy).")
        if not attacking:
            a = st.spat.attacker_bid
            text += " The attacker bid " + _bid_words(a.purr, a.energy) + "."
        box = document.createElement("div")
        box.className = "ma-bid"
        purr = button("Purr card +2", "Spend a Purr card: +2", do="purr")
        purr.setAttribute("aria-pressed", "true" if s.draft_purr else "false")
        purr.disabled = not purr_ok and not s.draft_purr
        less = button("− 3 energy", "Bid 3 energy less", do="less")
        less.disabled = s.draft_energy == 0
        amount = document.createElement("output")
        amount.textContent = f"{s.draft_energy} energy: +{s.draft_energy // ENERGY_PER_POINT}"
        more = button("+ 3 energy", "Bid 3 energy more: +1", do="more")
        more.disabled = s.draft_energy + ENERGY_PER_POINT > most
        go = button(f"Bid {_bid_words(s.draft_purr, s.draft_energy)}",
                    f"Bid {_bid_words(s.draft_purr, s.draft_energy)}"
                    + ("" if attacking else " and roll the dice"), "primary", do="bid")
        box.append(purr, less, amount, more, go)
        return title, text, [box]

    def _push_box(self):
        s = self.session
        st = s.state
        seat = st.actor()
        spat = st.spat
        loser = spat.defender if seat == spat.attacker else spat.attacker
        title = f"{s.name(seat)} won: push {s.cat_name(loser)}"
        text = f"Push {s.cat_name(loser)} one space, in any direction."
        refusal = s.occupy_refusal()
        if refusal:
            text += f" {refusal}, so {s.cat_name(seat)} stays where it is."
        else:
            text += f" Taking its space ({space_name(st.at[loser])}) is free and starts no spat."
        choices = []
        if s.can_occupy():
            occupy = button(f"Also take its space ({space_name(st.at[loser])})",
                            f"Also take {s.cat_name(loser)}'s space, {space_name(st.at[loser])}", do="occupy")
            occupy.setAttribute("aria-pressed", "true" if s.occupy else "false")
            choices.append(occupy)
        targets = s.push_targets()
        for space in targets:
            also = ""
            if s.occupy:
                why = s.occupy_refusal(space)
                also = f" ({why}, so {s.cat_name(seat)} stays)" if why else " and take its space"
            choices.append(button(f"Push to {space_name(space)}",
                                  f"Push {s.cat_name(loser)} to {place_words(space)}{also}",
                                  do="push", space=space))
        if not targets:
            text += f" {s.cat_name(loser)} has nowhere to go: it stays."
            choices.append(button("It stays where it is", f"{s.cat_name(loser)} stays: nowhere to push it",
                                  do="push", space="none"))
        return title, text, choices

    def _draw_status(self, phase) -> None:
        s = self.session
        st = s.state
        if phase is None:
            text = f"Looking back: move {s.shown_number()} of {len(s.actions)}. » returns to the game."
        elif phase == OVER:
            text = over_words(s)
        else:
            seat = st.actor()
            doing = {MOVE: "to move", RETREAT: "retreat or stand?", BID: "to bid", PUSH: "to push the loser",
                     GIFT: "to choose the Present's gift"}.get(phase, THINKING.get(st.phase, "deciding"))
            text = f"Turn {st.turn}: {s.name(seat)} {doing}" + ("…" if phase == THINK else ".")
        if s.note and phase not in (OVER, None):
            text = f"{s.note} {text}"
        element("ma-status").textContent = text


def _bid_words(purr: bool, energy: int) -> str:
    """'nothing', 'a Purr card', '6 energy', 'a Purr card and 3 energy'."""
    parts = (["a Purr card"] if purr else []) + ([f"{energy} energy"] if energy else [])
    return " and ".join(parts) or "nothing"
