"""Cat's Mansion's screen (web/mansion/screen.py, players.py, spat_view.py) drawn on a stand-in
page after every action of whole games, in every variant: it never fails (a failure in a draw
would stop the computer cats), it says whose decision it is and offers exactly the choices the
session has, Stay and End say what they would do, and the spat panel follows the spat.

The stand-in page records what the screen writes (elements by id, their text, attributes and
children); the map's canvas is the browser's and is not drawn here.
"""

from __future__ import annotations

import random
import sys
import types

import pytest

from game.mansion import phases
from game.mansion.actions import write_action
from game.mansion.pieces import Rules
from game.mansion.playout import racing_action
from web.mansion.link import PERSON, Seat

RULES = [Rules(), Rules(shorter=True), Rules(both_ways=True, close=True), Rules(True, True, True)]


class Node:
    """An element of the stand-in page."""

    def __init__(self, tag="div"):
        self.tag = tag
        self.children: list = []
        self.attrs: dict = {}
        self.dataset = types.SimpleNamespace()
        self.style = types.SimpleNamespace()
        self.hidden = False
        self.disabled = False
        self.textContent = ""
        self.className = ""
        self.value = ""
        self.checked = False
        self.width = self.height = 0

    def append(self, *nodes):
        self.children += list(nodes)

    appendChild = append  # noqa: N815 - the DOM's name

    def replaceChildren(self, *nodes):  # noqa: N802 - the DOM's name
        self.children = list(nodes)

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attrs[name] = str(value)

    def removeAttribute(self, name):  # noqa: N802 - the DOM's name
        self.attrs.pop(name, None)

    def getContext(self, _kind):  # noqa: N802 - the DOM's name
        return Anything()

    def text(self) -> str:
        """Its text and its children's, as a browser's textContent reads."""
        return self.textContent + "".join(c.text() for c in self.children)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


class Anything:
    """A 2-D context that takes every call."""

    def __getattr__(self, _name):
        return lambda *_a, **_k: Anything()

    def __setattr__(self, _name, _value):
        pass


def _text(text):
    node = Node("#text")
    node.textContent = str(text)
    return node


@pytest.fixture
def stand_in(monkeypatch):
    """The screen's modules imported over a stand-in page: (Screen, nodes by id)."""
    nodes: dict[str, Node] = {}
    fake_dom = types.ModuleType("web.shell.dom")
    fake_dom.document = types.SimpleNamespace(
        getElementById=lambda i: nodes.setdefault(i, Node()), createElement=Node, createTextNode=_text,
        body=Node("body"), hook=lambda name, data: nodes.setdefault("hook:" + name, Node()).__dict__.update(
            data=data))
    fake_dom.window = types.SimpleNamespace(location=types.SimpleNamespace(href="http://x/#y"),
                                            devicePixelRatio=2)
    fake_host = types.ModuleType("web.shell.host")
    monkeypatch.setitem(sys.modules, "web.shell.dom", fake_dom)
    monkeypatch.setitem(sys.modules, "web.shell.host", fake_host)
    import web.kit.table
    import web.mansion
    import web.shell

    for name in ("web.kit.elements", "web.kit.table.page", "web.kit.table.screen", "web.mansion.screen",
                 "web.mansion.players", "web.mansion.spat_view"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        package, _, module = name.rpartition(".")
        monkeypatch.delattr(sys.modules[package], module, raising=False)

    monkeypatch.setattr(web.shell, "dom", fake_dom, raising=False)
    monkeypatch.setattr(web.shell, "host", fake_host, raising=False)
    from web.mansion.screen import Screen

    return Screen, nodes


class Page:
    """What the screen asks of its page (web/mansion/view.py's MansionPage)."""

    GAME = types.SimpleNamespace(name="mansion", prefix="ma")
    theme = "light"
    motion = False

    def __init__(self, session, nodes):
        self.session = session
        self.nodes = nodes
        self.board = types.SimpleNamespace(show=lambda news: None)
        self.said = []

    def draw_steps(self, shown, total, step):
        self.nodes.setdefault("ma-step", Node()).textContent = f"{shown} of {total}"

    def draw_recent(self):
        pass

    def link_url(self):
        return "http://x/#" + self.session.fragment()

    def say(self, text):
        self.said.append(text)


def buttons(nodes, do=None) -> list[Node]:
    found = [n for n in nodes["ma-choices"].walk() if n.tag == "button"]
    return [b for b in found if do is None or getattr(b.dataset, "do", None) == do]


def check(screen, page, nodes) -> None:
    """Draw, and check what the screen says and offers against the session."""
    s = page.session
    screen.draw()
    phase = s.phase
    st = s.state
    assert nodes["ma-act"].hidden == (phase == "over")
    assert nodes["ma-over"].hidden == (phase != "over")
    title = nodes["ma-act-title"].textContent
    if phase != "over":
        assert title.startswith(s.name(st.actor()) if phase != "push" else s.name(st.actor()))
    if phase == "move":
        assert nodes["btn-ma-stay"].hidden == (not s.can_stay())
        assert nodes["btn-ma-end"].hidden == (not s.can_end())
        if s.can_stay():
            assert nodes["btn-ma-stay"].attrs["aria-label"].endswith(".")
        attacks = {int(b.dataset.seat) for b in buttons(nodes, "attack")}
        assert attacks == set(s.attackable())
        for b in buttons(nodes, "go"):
            space = int(b.dataset.space)
            where = s.reach()[space]
            assert (f"{where.cost} energy" in b.textContent) or (where.cost == 0 and "free" in b.textContent)
    elif phase == "retreat":
        assert title.endswith("retreat or stand?")
        assert {int(b.dataset.space) for b in buttons(nodes, "retreat")} == set(s.retreats())
        assert len(buttons(nodes, "stand")) == 1
    elif phase == "bid":
        assert len(buttons(nodes, "bid")) == 1
        purr = buttons(nodes, "purr")[0]
        assert purr.attrs["aria-pressed"] == ("true" if s.draft_purr else "false")
    elif phase == "push":
        targets = {b.dataset.space for b in buttons(nodes, "push")}
        assert targets == ({str(x) for x in s.push_targets()} or {"none"})
    elif phase == "gift":
        assert {int(b.dataset.what) for b in buttons(nodes, "gift")} == set(s.gifts())
    if st.spat is not None:
        assert not nodes["ma-spat"].hidden
        assert nodes["ma-spat-title"].textContent.startswith("Cat Spat: ")
    cats = nodes["ma-cats"].children
    assert len(cats) == len(s.seats)
    for seat, li in enumerate(cats):
        assert f"{st.energy[seat]} energy" in li.text()
    assert "Turn" in nodes["ma-card"].textContent
    assert len(nodes["ma-race"].children) == len(st.race) + (1 if st.rules.shorter else 0)
    assert nodes["ma-status"].textContent


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"rules-{r.shorter:d}{r.both_ways:d}{r.close:d}")
@pytest.mark.parametrize("cats", (3, 5))
def test_the_screen_draws_every_step_of_whole_games(stand_in, rules, cats):
    from web.mansion.session import MansionSession

    Screen, nodes = stand_in
    seed = 11 + cats
    seats = tuple(Seat(PERSON, f"P{i}") if i % 2 == 0 else Seat("easy") for i in range(cats))
    session = MansionSession(seats, seed, rules)
    page = Page(session, nodes)
    screen = Screen(page)
    rng = random.Random(seed)
    phases_seen = set()
    for _ in range(20_000):
        check(screen, page, nodes)
        phases_seen.add(session.phase)
        if session.state.phase == phases.OVER:
            break
        if session.phase == "bid" and rng.random() < 0.5:
            purr, most = session.bid_limits()
            if purr:
                session.toggle_purr()
                check(screen, page, nodes)
                side = "ma-spat-att" if session.state.phase == phases.BID_ATTACKER else "ma-spat-def"
                assert "Purr card +2 (bid)" in nodes[side].text()
                assert nodes["ma-spat-odds"].textContent.startswith("Odds: ")
            if most >= 3:
                session.more_energy()
        if session.phase == "push" and session.can_occupy() and rng.random() < 0.5:
            session.set_occupy(True)
            check(screen, page, nodes)
        action = racing_action(session.state, rng)
        if session.phase == "think":
            session.computers_chose({session.computers_to_ask()[0]: write_action(action)})
        else:  # a person: the same action through the session's own calls
            session._play(action)  # the clicks themselves: tests/mansion/web/test_session.py
    else:
        raise AssertionError("the game did not end")
    assert nodes["ma-over-text"].textContent.endswith(("wins!", "wins."))
    assert {"move", "think", "over"} <= phases_seen
    assert page.said
    session.step_to(3)  # looking back draws too
    check_history = Screen.draw
    check_history(screen)
    assert nodes["ma-status"].textContent.startswith("Looking back")


def test_the_push_panel_says_when_the_winner_cannot_take_the_space(stand_in):
    from tests.mansion.states import play, position, with_dice
    from web.mansion.session import MansionSession

    Screen, nodes = stand_in
    session = MansionSession(tuple(Seat(PERSON, f"P{i}") for i in range(5)), 1)
    state = with_dice(position(at={"k": "f1", "o": "h1", "g": "i1"}, mover="k"), [(6, 1)])
    session.states = [play(state, "g1", "a-3", "s", "b-0", "b-0")]  # Black beats Orange beside the Mouse
    Screen(Page(session, nodes)).draw()
    said = " ".join(n.text() for n in nodes.values())
    assert ("Black cannot take Orange's space, h1: Grey is on the Toy Mouse next to it, so Black stays "
            "where it is.") in said
    assert not buttons(nodes, "occupy")
