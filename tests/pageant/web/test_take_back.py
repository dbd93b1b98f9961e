"""Undo, redo and hints at the pageant's table (web/pageant/session.py), made at random among
random games' clicks in every size and mix of people and computers (tests/support/take_back.py
checks each); with several people at the device nothing is taken back, every vote being a
hand-over."""

import random

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from game.pageant import CATS
from tests.pageant.web.test_session import click_once, play_by_clicks, seats_of
from tests.support.take_back import TakeBacks
from web.pageant.link import PERSON, PageantLink, decode
from web.pageant.session import PICK, THINK, ActionError, PageantSession

LEVELS = ("easy", "medium", "hard")


def legal(session, seat, text) -> bool:
    """A cat, for the person picking."""
    return session.phase == PICK and session.seat == seat and int(text) in CATS


def marks(session) -> None:
    """The hint's cat is marked among the cats to vote for."""
    assert session.hint_cat() == int(session.hint.action)


@settings(max_examples=5, deadline=None, derandomize=True,
          phases=(Phase.explicit, Phase.generate))  # a whole game shrinks too slowly to be worth it
@given(kinds=st.lists(st.sampled_from((PERSON,) + LEVELS), min_size=3, max_size=7),
       seed=st.integers(0, 2**31 - 1))
def test_random_games_with_random_undos_redos_and_hints_keep_every_promise(kinds, seed):
    session = PageantSession.from_link(PageantLink(seats_of(kinds), seed))
    rng = random.Random(seed)
    tools = TakeBacks("pageant", session, rng, moves=lambda s: s.game.votes, live=lambda s: s.game,
                      reopened=lambda s: PageantSession.from_link(decode(s.fragment())).game,
                      legal=legal, marks=marks)
    play_by_clicks(session, rng, click=lambda: tools.click(lambda: click_once(session, rng)))
    assert session.game.is_over
    if len(session.persons) != 1:
        assert tools.undos == 0 and not session.can_undo()


def test_one_person_takes_back_a_vote_and_votes_again_or_redoes_it():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, "easy", "hard")), 4))
    session.select(3)
    session.cast()
    assert session.phase == THINK and session.can_undo()
    session.undo()  # the cast pick, before the computers answered
    assert session.phase == PICK and session.picks == {} and not session.can_redo()
    session.select(5)
    session.cast()
    session.computers_chose({1: "1", 2: "2"})
    assert session.game.votes == ((5, 1, 2),) and not session.can_redo()
    session.undo()
    assert session.game.votes == () and session.phase == PICK and session.can_redo()
    session.redo()
    assert session.game.votes == ((5, 1, 2),) and not session.can_redo()


def test_with_two_people_at_the_device_no_vote_is_taken_back():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, PERSON, "easy")), 4, ((1, 2, 3),)))
    assert not session.can_undo()
    with pytest.raises(ActionError, match="no vote of yours"):
        session.undo()
