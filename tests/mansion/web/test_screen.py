"""Cat's Mansion's screen (web/mansion/screen.py, players.py, spat_view.py) drawn on the worker's
stand-in page after every action of whole games, in every variant: it never fails (a failure in
a draw would stop the computer cats), it says whose decision it is and offers exactly the
choices the session has, Stay and End say what they would do, and the spat panel follows the
spat.

The page is a fresh Document on a Detached platform (tests/support/page.py): what the screen
writes is read back from it (elements by id, their text, attributes and children); the map's
canvas is the browser's and is not drawn here.
"""

from __future__ import annotations

import random
import types

import pytest

from game.mansion import phases
from game.mansion.actions import write_action
from game.mansion.pieces import Rules
from game.mansion.playout import racing_action
from tests.support.page import Elements, drain, fresh_page, page_text, text, walk
from web.mansion.link import PERSON, Seat
from web.mansion.screen import Screen
from web.mansion.session import MansionSession

RULES = [Rules(), Rules(shorter=True), Rules(both_ways=True, close=True), Rules(True, True, True)]
# The elements whose children the tests read: held from before the screen writes them.
PARENTS = ("ma-choices", "ma-cats", "ma-race", "ma-spat-att", "ma-spat-def", "btn-ma-stay", "btn-ma-end")


@pytest.fixture
def nodes():
    """The elements of a fresh stand-in page, by id (its document: `nodes.doc`)."""
    with fresh_page() as doc:
        doc.dpr = 2.0
        yield Elements(doc, *PARENTS)


class Page:
    """What the screen asks of its page (web/mansion/view.py's MansionPage)."""

    GAME = types.SimpleNamespace(name="mansion", prefix="ma")
    SOUNDS = None  # its sounds are web/mansion/sounds.py's tests'
    theme = "light"
    motion = False

    def __init__(self, session, nodes):
        self.session = session
        self.nodes = nodes
        self.board = types.SimpleNamespace(show=lambda news: None)
        self.said = []

    def draw_steps(self, shown, total, step):
        self.nodes["ma-step"].textContent = f"{shown} of {total}"

    def draw_recent(self):
        pass

    def link_url(self):
        return "http://x/#" + self.session.fragment()

    def say(self, text):
        self.said.append(text)


def buttons(nodes, do=None) -> list:
    """The buttons among the choices (of the kind `do`, or every one)."""
    found = [n for n in walk(nodes["ma-choices"]) if n.tagName == "BUTTON"]
    return [b for b in found if do is None or getattr(b.dataset, "do", None) == do]


def check(screen, page, nodes) -> None:
    """Draw, and check what the screen says and offers against the session."""
    s = page.session
    drain(nodes.doc)  # what the last draw sent is not read again
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
            assert nodes["btn-ma-stay"].getAttribute("aria-label").endswith(".")
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
        assert purr.getAttribute("aria-pressed") == ("true" if s.draft_purr else "false")
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
        assert f"{st.energy[seat]} energy" in text(li)
    assert "Turn" in nodes["ma-card"].textContent
    assert len(nodes["ma-race"].children) == len(st.race) + (1 if st.rules.shorter else 0)
    assert nodes["ma-status"].textContent


# Four rule sets, and both the fewest and the most cats (a whole game on the stand-in page
# takes 2 s with 3 cats, 6 to 7 s with 5, on a quick day; twice that on a slow one).
GAMES = [(RULES[0], 3), (RULES[1], 3), (RULES[2], 3), (RULES[3], 5)]


def _game_id(value) -> str:
    if isinstance(value, Rules):
        return f"rules-{value.shorter:d}{value.both_ways:d}{value.close:d}"
    return f"{value}-cats"


@pytest.mark.parametrize(("rules", "cats"), GAMES, ids=_game_id)
def test_the_screen_draws_every_step_of_whole_games(nodes, rules, cats):
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
                assert "Purr card +2 (bid)" in text(nodes[side])
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


def test_the_push_panel_says_when_the_winner_cannot_take_the_space(nodes):
    from tests.mansion.states import play, position, with_dice

    session = MansionSession(tuple(Seat(PERSON, f"P{i}") for i in range(5)), 1)
    state = with_dice(position(at={"k": "f1", "o": "h1", "g": "i1"}, mover="k"), [(6, 1)])
    session.states = [play(state, "g1", "a-3", "s", "b-0", "b-0")]  # Black beats Orange beside the Mouse
    Screen(Page(session, nodes)).draw()
    said = page_text(nodes.doc)
    assert ("Black cannot take Orange's space, h1: Grey is on the Toy Mouse next to it, so Black stays "
            "where it is.") in said
    assert not buttons(nodes, "occupy")
