"""The pageant's screen drawn from its session: the ranking, the hand-over, the secret vote,
the goals, the reveal, the round's end, the game's end, the table, the steps back, the guide,
the link and the recent games. Part of the pageant's view (web/pageant/view.py holds the
events and the games; this module only writes to the page, from the page object's state).
"""

from __future__ import annotations

from game.pageant import MET, OPEN, cat_name
from web.kit.elements import element, text_node
from web.kit.table.hint import shown_choice
from web.kit.table.screen import TableScreen
from web.kit.table.sounds import play_news
from web.pageant import guide
from web.pageant.session import OVER, PASS, PICK, REVEAL, ROUND, THINK, place_name
from web.shell.dom import document

STATE_WORDS = {MET: "met", OPEN: "open"}  # otherwise "broken"



def cat_picture(cat: int, alt: str = "") -> object:
    """An <img> of cat `cat` (our own art, assets/pageant/cat-N.svg)."""
    img = document.createElement("img")
    img.src = f"./assets/pageant/cat-{cat}.svg"
    img.alt = alt
    img.width, img.height = 44, 44
    return img



def state_word(state: str) -> str:
    """'met', 'broken' or 'open'."""
    return STATE_WORDS.get(state, "broken")


class Screen(TableScreen):
    """Draws one PageantPage's session (its `session`, `fresh`, `store` and `game_id`)."""

    def draw(self) -> None:
        """Draw the whole screen from the session."""
        s = self.session
        shown = s.shown()
        live = s.viewing is None
        phase = s.shown_phase()
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
        self.page.draw_steps(shown.number, len(self.session.game.votes), "vote")
        self._draw_status(shown)
        play_news(self.page, s.take_news())
        self.draw_table(phase, guide.tip)
        document.hook("pageant", {"phase": phase or "history", "fragment": s.fragment(),
                                  "votes": len(s.game.votes), "over": s.game.is_over})

    def _draw_ladder(self, shown, live: bool) -> None:
        """The ranking at the step shown; looking back at a decision a review marks, the round
        it was made in, with the better choice on the place being voted for."""
        better = None if live else shown_choice(self.session)
        rnd = shown.rnd if shown.reveal is not None and better is None else shown.game.round
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
            if cat and reveal is not None and reveal.chosen == cat and (self.page.fresh or not live):
                classes.append("moved" if reveal.moved else "new")
            li.className = " ".join(classes)
            li.appendChild(text_node("span", place_name(place), "place"))
            if cat:
                li.appendChild(cat_picture(cat))
                label = text_node("span", cat_name(cat))
                if cat in owners:
                    label.appendChild(text_node("span", f"{self.session.whose(owners[cat])} cat", "mine"))
                li.appendChild(label)
            elif better is not None and place == rnd.spot:
                li.className += " better"
                li.appendChild(cat_picture(int(better)))
                label = text_node("span", f"{cat_name(int(better))} ")
                label.appendChild(text_node("span", "better choice", "hint-tag"))
                li.appendChild(label)
            else:
                li.appendChild(text_node("span", "", "empty-cat"))
                li.appendChild(text_node("span", "voting" if place == rnd.spot else "open"))
            items.append(li)
        element("pg-ladder").replaceChildren(*items)

    def _draw_vote(self) -> None:
        s = self.session
        rnd = s.game.round
        element("pg-vote-title").textContent = (
            f"{s.whose(s.seat)} secret vote for {place_name(rnd.spot)} place")
        buttons = []
        hinted = s.hint_cat()
        for cat in range(1, 10):
            button = document.createElement("button")
            button.type = "button"
            button.dataset.do = "vote"
            button.dataset.cat = str(cat)
            place = rnd.place_of(cat)
            where = f"ranked {place_name(place)}" if place else "not ranked"
            button.setAttribute("aria-pressed", "true" if s.selected == cat else "false")
            button.setAttribute("aria-label", f"{cat}: {cat_name(cat)}, {where}")
            button.appendChild(cat_picture(cat))
            button.appendChild(text_node("span", f"{cat} {cat_name(cat)}"))
            button.appendChild(text_node("span", where, "where"))
            if cat == hinted:
                button.dataset.hint = "1"
                button.appendChild(text_node("span", "hint", "hint-tag"))
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
        self.page.say(said)
