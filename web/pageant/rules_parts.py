"""The pageant rules view's pictures (PAGEANT.md's `<!-- diagram: {...} -->` lines), as DOM:

    {"kind": "pageant-cats"}                          the nine cats, their names and looks
    {"kind": "pageant-ladder", "ranking": [...], "goals": [[a, b], ...]}
                                                      a ranking, 1st first, and goals checked on it
    {"kind": "pageant-example"}                       the seed's example round, vote by vote

Made by web/kit/rules.py's RulesView with `diagram=Diagrams(page).make`. A spec this module
does not know is shown as a sentence saying so, never as a broken page.
"""

from __future__ import annotations

from game.pageant import CATS, LOOKS, MET, NUM_CATS, cat_name, goal_status
from game.pageant.example import VOTES, example_rounds
from web.kit.words import and_list
from web.pageant.session import place_name
from web.shell.dom import document


def _node(tag: str, text: str = "", cls: str = ""):
    node = document.createElement(tag)
    if text:
        node.textContent = text
    if cls:
        node.className = cls
    return node


def _picture(cat: int, size: int = 32):
    img = document.createElement("img")
    img.src = f"./assets/pageant/cat-{cat}.svg"
    img.alt = ""
    img.width, img.height = size, size
    return img


def ladder(top_down, label: str):
    """A ranking as an ordered list, 1st place first (open places for cats not yet ranked)."""
    ol = _node("ol", cls="pg-ladder")
    ol.setAttribute("aria-label", label)
    for place in range(1, NUM_CATS + 1):
        li = _node("li")
        cat = top_down[place - 1 - (NUM_CATS - len(top_down))] if place > NUM_CATS - len(top_down) else None
        li.className = "filled" if cat else ""
        li.appendChild(_node("span", place_name(place), "place"))
        if cat:
            li.append(_picture(cat), _node("span", cat_name(cat)))
        else:
            li.append(_node("span", "", "empty-cat"), _node("span", "open"))
        ol.appendChild(li)
    return ol


class Diagrams:
    """The pictures of one page's pageant rules (`page.on_element` wires the example's steps)."""

    def __init__(self, page):
        self.page = page

    def make(self, spec: dict):
        """The figure for one diagram spec."""
        kind = spec.get("kind") if isinstance(spec, dict) else None
        figure = _node("figure", cls="pg-figure")
        figure.dataset.diagram = str(kind)
        if kind == "pageant-cats":
            figure.append(self._gallery(), _node("figcaption", "The nine contestants."))
        elif kind == "pageant-ladder":
            self._ladder(figure, spec)
        elif kind == "pageant-example":
            self._example(figure)
        else:
            figure.textContent = f"(A picture this page cannot draw: {str(kind)[:40]!r}.)"
        return figure

    @staticmethod
    def _gallery():
        ul = _node("ul", cls="pg-gallery")
        for cat in CATS:
            li = _node("li")
            img = _picture(cat, 72)
            img.alt = LOOKS[cat].describe()
            li.append(img, _node("strong", f"{cat} {cat_name(cat)}"), _node("span", LOOKS[cat].coat))
            ul.appendChild(li)
        return ul

    @staticmethod
    def _ladder(figure, spec: dict) -> None:
        ranking = [int(c) for c in spec.get("ranking", [])]
        goals = [(int(a), int(b)) for a, b in spec.get("goals", [])]
        if sorted(ranking) != list(CATS):
            figure.textContent = "(This ranking is not the nine cats once each.)"
            return
        figure.appendChild(ladder(ranking, "A finished ranking, 1st place first"))
        bottom_up = tuple(reversed(ranking))
        ul = _node("ul", cls="pg-goal-list")
        met = 0
        for above, below in goals:
            ok = goal_status(bottom_up, (above, below)) == MET
            met += ok
            li = _node("li")
            li.append(_picture(above), _node("span", f"{cat_name(above)} above"), _picture(below),
                      _node("span", cat_name(below)),
                      _node("span", "met" if ok else "broken", "pg-state " + ("met" if ok else "broken")))
            ul.appendChild(li)
        figure.append(ul, _node("figcaption", f"These goals on this ranking: {met} of {len(goals)} met."))

    def _example(self, figure) -> None:
        rounds = example_rounds()
        state = {"step": 0}
        head = _node("p", cls="pg-result")
        head.setAttribute("aria-live", "polite")
        picks = _node("ul", cls="pg-picks")
        holder = _node("div")
        controls = _node("div", cls="controls")
        back = _node("button", "‹ Previous vote")
        forward = _node("button", "Next vote ›")
        for button in (back, forward):
            button.type = "button"
        controls.append(back, forward)

        def show():
            step = state["step"]
            rnd = rounds[step]
            back.disabled = step == 0
            forward.disabled = step == len(VOTES)
            holder.replaceChildren(ladder(rnd.top_down(), f"The example's ranking after {step} votes"))
            if step == 0:
                head.textContent = ("Seven players, own cats 1 to 7. Press Next vote to see the "
                                    "votes of the example one by one.")
                picks.replaceChildren()
                return
            reveal = rnd.reveals[-1]
            items = []
            for seat, cat in enumerate(reveal.picks):
                li = _node("li", cls="leader" if cat in reveal.leaders else "")
                li.append(_node("span", f"Player {seat + 1}:"), _picture(cat, 28),
                          _node("span", cat_name(cat)))
                items.append(li)
            picks.replaceChildren(*items)
            if reveal.chosen is None:
                tied = and_list(cat_name(c) for c in reveal.leaders)
                what = f"a tie between {tied}, so {place_name(reveal.spot)} place is voted again"
            else:
                what = f"{cat_name(reveal.chosen)} takes {place_name(reveal.spot)} place"
            end = ""
            if rnd.is_over:
                scores = rnd.scores()
                best = [str(i + 1) for i, s in enumerate(scores) if s == max(scores)]
                winner = rnd.winner() + 1
                end = (f" {cat_name(rnd.top_down()[0])} takes 1st without a vote. Players "
                       f"{', '.join(best)} meet {max(scores)} goals each; player {winner}'s own cat "
                       f"is the highest of theirs, so player {winner} wins the round.")
            head.textContent = f"Vote {step} of {len(VOTES)}: {what}.{end}"

        def move(delta):
            state["step"] = max(0, min(len(VOTES), state["step"] + delta))
            show()

        self.page.on_element(back, "click", lambda _e: move(-1))
        self.page.on_element(forward, "click", lambda _e: move(1))
        show()
        figure.append(head, picks, holder, controls,
                      _node("figcaption", "The source's example round, replayed by this site's engine."))
