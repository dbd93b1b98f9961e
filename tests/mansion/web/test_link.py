"""Cat's Mansion's link (web/mansion/link.py): seats, seed, variants and actions round-trip
through the fragment, names of any text included; a link that cannot be read is refused with
a message quoting what is wrong; an action the rules refuse is named when the game is played;
and a malformed link never erases a saved game (the table's page keeps the game it had)."""

from __future__ import annotations

import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion.errors import IllegalActionError
from game.mansion.pieces import Rules
from game.mansion.state import State
from tests.support.page import fresh_page, operations
from web.kit.table.page import TableGame, TablePage
from web.mansion.link import PERSON, MansionLink, Seat, clean_name, decode, encode
from web.mansion.session import MansionSession
from web.shell.dom import Detached

names = st.text(min_size=1, max_size=30).map(clean_name).filter(bool)
seats = st.lists(st.one_of(names.map(lambda n: Seat(PERSON, n)),
                           st.sampled_from(("easy", "medium", "hard")).map(Seat)),
                 min_size=3, max_size=5).map(tuple)
rules = st.builds(Rules, shorter=st.booleans(), both_ways=st.booleans(), close=st.booleans())


def random_actions(cats: int, seed: int, rules_: Rules, count: int) -> tuple:
    state = State.new(cats, seed, rules_)
    rng = random.Random(seed)
    actions = []
    while len(actions) < count and state.phase != "over":
        action = rng.choice(state.legal_actions())
        state = state.play(action)
        actions.append(action)
    return tuple(actions)


@settings(max_examples=60, derandomize=True, deadline=None)
@given(seats=seats, seed=st.integers(0, 2**31 - 1), rules_=rules, count=st.integers(0, 150))
def test_a_link_reads_back_the_seats_seed_variants_and_actions_it_was_made_from(seats, seed, rules_, count):
    link = MansionLink(seats, seed, rules_, random_actions(len(seats), seed, rules_, count))
    fragment = encode(link)
    assert decode(fragment) == link and decode("#" + fragment) == link
    assert all(ch not in fragment.split("seats=")[1] for ch in " #<>\"")
    assert link.state() == decode(fragment).state()


def test_the_link_looks_as_the_spec_says():
    link = MansionLink((Seat(PERSON, "Ann"), Seat("easy"), Seat("medium"), Seat("hard"), Seat("hard")), 7,
                       Rules(shorter=True, both_ways=True))
    assert encode(link) == "game=mansion&seed=7&rules=sb&seats=pAnn,e,m,h,h&moves="
    assert decode("game=mansion&seed=7&seats=pAnn,e,m&moves=").rules == Rules()  # none named: none


def test_an_action_the_rules_refuse_is_named_when_played():
    link = decode("game=mansion&seed=1&rules=-&seats=pA,e,e&moves=a-1")  # no attack at the start
    with pytest.raises(IllegalActionError):
        link.state()


# ---- a malformed link never erases a saved game ---------------------------------------------


class Still(Detached):
    """A platform whose clock stands still: a game saved twice is saved alike."""

    def epoch_ms(self):
        """Always the same moment."""
        return 1_700_000_000_000


@pytest.fixture
def stand_in():
    """A fresh stand-in page of the game's worker (web/shell/dom.py: its writes are operations,
    its storage a dict) as the page the table's page modules write to (tests/support/page.py)."""
    with fresh_page(Still()) as doc:
        yield doc


class Page(TablePage):
    """web/kit/table/page.py's TablePage with Cat's Mansion's answers to the table (as
    web/mansion/view.py gives them)."""

    GAME = TableGame(name="mansion", prefix="ma", called="Cat's Mansion", a_game="a Cat's Mansion game",
                     players=(3, 5))
    screen = types.SimpleNamespace(draw=lambda: None)

    def session_of(self, link_text):
        return MansionSession.from_link(decode(link_text))

    def new_session(self, seats_, seed):
        return MansionSession(seats_, seed, Rules(shorter=True))


def _table_page(doc):
    """The table's page over the stand-in page (no browser), showing Cat's Mansion; and its
    storage."""
    doc.body.dataset.game = "mansion"  # as the shell's router says, showing the game
    return Page(), doc.window.localStorage._items


@pytest.mark.parametrize("bad", [
    "game=mansion&seed=8&rules=s&seats=pYou,e,e&moves=r.zz9",  # cannot be read
    "game=mansion&seed=8&rules=s&seats=pYou,q,e&moves=",  # a seat that is none
    "game=mansion&seed=8&rules=s&seats=pYou,e,e&moves=a-1",  # an action the rules refuse
])
def test_a_malformed_link_never_erases_a_saved_game(stand_in, bad):
    page, storage = _table_page(stand_in)
    good = "game=mansion&seed=8&rules=s&seats=pYou,e,e&moves="
    assert page._open_link(good)
    page.save()
    saved = dict(storage)
    entries = page.store.entries()
    assert [e["fragment"] for e in entries] == [good]
    session = page.session
    assert not page._open_link(bad)
    assert page.session is session  # the game had stays
    problem = stand_in.getElementById("ma-problem")
    assert "stays" in problem.textContent and ["set", problem._ref, "hidden", False] in operations(stand_in)
    page.save()
    assert dict(storage) == saved and page.store.entries() == entries
