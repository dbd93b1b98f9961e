"""The spat panel of Cat's Mansion's page (#ma-spat): the spat shown step by step, from
web/mansion/spats.py's SpatShown. First whose decision it is (retreat or stand, the
attacker's bid, the defender's), each side's bonuses in order with the odds they give; then
the dice, one roll at a time (both dice of every roll, a tie rolled again), and the result.

The rolls are revealed one by one, 0.7 s apart, while "Animate" is ticked (assets/boot.js
unticks it when the system asks for reduced motion); `idle()` waits for the last, so a
computer's next decision is asked only once its spat can be read.
"""

from __future__ import annotations

import asyncio

from game.mansion.board import space_name
from game.text import percent
from web.kit.elements import element, text_node
from web.mansion.spats import AUTOMATIC, SpatShown, rolled_by, spat_shown
from web.shell.dom import document

ROLL_S = 0.7  # between two rolls revealed
STAGE_WORDS = {"retreat": "retreat or stand?", "bid-attacker": "the attacker's bid",
               "bid-defender": "the defender's bid"}


class SpatPanel:
    """#ma-spat of one page."""

    def __init__(self, page):
        self.page = page
        self.revealing: tuple[int, int] | None = None  # (the spat's number, rolls shown so far)
        self._task = None

    def forget(self) -> None:
        """Another game is shown: no roll is still being revealed."""
        self.revealing = None
        document.body.dataset.maRolling = ""

    async def idle(self) -> None:
        """Wait until every roll of the spat shown is revealed."""
        while self.revealing is not None:
            await asyncio.sleep(0.05)

    def draw(self, news) -> None:
        """Draw the panel for the game shown; start revealing the dice of a spat just rolled."""
        s = self.page.session
        shown = spat_shown(s)
        rolled = any(rolled_by(before, a) for before, a, _ in news)
        if rolled and shown is not None and shown.rolls and self.page.motion and s.viewing is None:
            self.revealing = (shown.number, 0)
            document.body.dataset.maRolling = "1"
            if self._task is None:
                self._task = asyncio.ensure_future(self._reveal())
        if self.revealing is not None and (shown is None or shown.number != self.revealing[0]
                                           or s.viewing is not None):
            self.forget()
        self._paint(shown)

    async def _reveal(self) -> None:
        try:
            while self.revealing is not None:
                await asyncio.sleep(ROLL_S)
                if self.revealing is None:
                    break
                number, count = self.revealing
                shown = spat_shown(self.page.session)
                if shown is None or shown.number != number or count + 1 >= len(shown.rolls):
                    self.forget()
                else:
                    self.revealing = (number, count + 1)
                self._paint(shown)
        finally:
            self._task = None

    def _paint(self, shown: SpatShown | None) -> None:
        box = element("ma-spat")
        box.hidden = shown is None
        if shown is None:
            document.hook("mansionSpat", None)
            return
        s = self.page.session
        a, d = shown.attacker, shown.defender
        rolls = shown.rolls
        revealing = self.revealing is not None and self.revealing[0] == shown.number
        if revealing:
            rolls = rolls[:self.revealing[1] + 1]
        element("ma-spat-title").textContent = f"Cat Spat: {s.cat_name(a)} attacks {s.cat_name(d)}"
        element("ma-spat-att-name").textContent = f"{s.name(a)}, attacking"
        element("ma-spat-def-name").textContent = f"{s.name(d)}, defending"
        element("ma-spat-att").replaceChildren(*_bonus_items(shown.attacker_bonuses))
        element("ma-spat-def").replaceChildren(*_bonus_items(shown.defender_bonuses))
        odds = element("ma-spat-odds")
        if shown.odds is not None and shown.stage != "cowed":
            o = shown.odds
            odds.textContent = (f"Odds: {s.cat_name(a)} +{shown.attacker_total} against {s.cat_name(d)} "
                                f"+{shown.defender_total}: {s.cat_name(a)} wins {percent(o.win)}, "
                                f"{s.cat_name(d)} {percent(o.lose)} (a double score: {percent(o.win_double)} "
                                f"and {percent(o.lose_double)}).")
        else:
            odds.textContent = ""
        items = []
        for number, (x, y) in enumerate(rolls, start=1):
            sa, sd = x + shown.attacker_total, y + shown.defender_total
            li = document.createElement("li")
            li.append(document.createTextNode(f"{s.cat_name(a)} rolls "), text_node("span", str(x), "die"),
                      document.createTextNode(f" + {shown.attacker_total} = {sa}; {s.cat_name(d)} rolls "),
                      text_node("span", str(y), "die"),
                      document.createTextNode(f" + {shown.defender_total} = {sd}"
                                              + (": a tie, roll again." if sa == sd else ".")))
            li.setAttribute("aria-label",
                            f"Roll {number}: {s.cat_name(a)} {x} + {shown.attacker_total} = {sa}, "
                            f"{s.cat_name(d)} {y} + {shown.defender_total} = {sd}")
            items.append(li)
        element("ma-spat-rolls").replaceChildren(*items)
        element("ma-spat-result").textContent = self._result(shown, revealing)
        document.hook("mansionSpat", {
            "stage": shown.stage, "attacker": a, "defender": d, "rolls": [list(r) for r in rolls],
            "allRolls": [list(r) for r in shown.rolls], "winner": None if revealing else shown.winner,
            "attackerBonuses": [[b[0], b[1]] for b in shown.attacker_bonuses],
            "defenderBonuses": [[b[0], b[1]] for b in shown.defender_bonuses], "revealing": revealing})

    def _result(self, shown: SpatShown, revealing: bool) -> str:
        s = self.page.session
        a, d = shown.attacker, shown.defender
        if shown.stage == "cowed":
            return f"{s.cat_name(d)} retreats to {space_name(shown.retreat_to)}, cowed: no spat."
        if shown.stage in STAGE_WORDS:
            who = d if shown.stage in ("retreat", "bid-defender") else a
            return f"{s.name(who)}: {STAGE_WORDS[shown.stage]}"
        if revealing:
            return "The dice are rolling…"
        if shown.winner is None:
            return ""
        last_a, last_d = shown.scores()[-1]
        win, lose = (last_a, last_d) if shown.winner == a else (last_d, last_a)
        loser = d if shown.winner == a else a
        said = f"{s.cat_name(shown.winner)} wins, {win} to {lose}"
        if win >= 2 * lose:
            said += " (a double score: a coin from the Toy Mouse, if one is left)"
        said += "."
        if shown.stage == "push":
            said += f" {s.name(shown.winner)}: push {s.cat_name(loser)}."
        elif shown.winner == d:
            said += f" {s.cat_name(a)}'s turn is over."
        return said


BONUS_WORDS = {"home": "Home ground", "near home": "Next to home", "coin": "The Toy Mouse's coin",
               "resting": "Against a resting cat", "purr": "Purr card"}


def bonus_words(label: str, amount: int) -> str:
    """A bonus of game.mansion.spat in the page's words: 'Home ground +2', '6 energy +2'."""
    if label == "energy":
        return f"{amount * 3} energy +{amount}"
    return f"{BONUS_WORDS.get(label, label)} +{amount}"


def _bonus_items(bonuses) -> list:
    items = []
    for label, amount, kind in bonuses:
        items.append(text_node("li", bonus_words(label, amount) + ("" if kind == AUTOMATIC else " (bid)")))
    if not bonuses:
        items.append(text_node("li", "no bonus"))
    else:
        items.append(text_node("li", f"total +{sum(b[1] for b in bonuses)}", "total"))
    return items
