"""Undo, redo and hints in Cat's Mansion (web/kit/table/session.py, web/mansion/session.py),
made at random among random games' clicks in every variant, with 3 to 5 cats and mixes of
people and computer cats (tests/support/take_back.py checks each); and a walk of several
steps taken back in one undo, by hand."""

import random

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from game.mansion.actions import Step, read_action
from game.mansion.board import SPACES
from game.mansion.pieces import Rules
from game.mansion.record import replay
from tests.mansion.web.test_session import RULES, click_once, seats_of
from tests.support.helpers import click_through, look_back_then_return
from tests.support.take_back import TakeBacks
from web.mansion.link import PERSON, decode
from web.mansion.session import MOVE, OVER, THINK, ActionError, MansionSession
from web.mansion.spats import spat_shown

LIMIT = 60_000


def legal(session, seat, text) -> bool:
    """A legal action of the cat to act."""
    st_ = session.state
    return st_.actor() == seat and read_action(text) in st_.legal_actions()


def marks(session) -> None:
    """The map marks the hint's space, when it names one."""
    space = session.hint_space()
    assert space is None or 0 <= space < len(SPACES)


@pytest.mark.parametrize("rules", RULES[::3],
                         ids=lambda r: f"shorter-{r.shorter}-both-{r.both_ways}-close-{r.close}")
@settings(max_examples=2, deadline=None, derandomize=True,
          phases=(Phase.explicit, Phase.generate))  # a whole game shrinks too slowly to be worth it
@given(data=st.data(), seed=st.integers(0, 2**31 - 1))
def test_random_games_with_random_undos_redos_and_hints_keep_every_promise(rules, data, seed):
    cats = data.draw(st.integers(3, 5))
    persons = data.draw(st.integers(1, cats))
    where = data.draw(st.permutations(range(cats)))[:persons]
    kinds = [PERSON if i in where else "easy" for i in range(cats)]
    session = MansionSession(seats_of(kinds), seed, rules)
    rng = random.Random(seed)
    tools = TakeBacks("mansion", session, rng, moves=lambda s: s.actions, live=lambda s: s.state,
                      reopened=lambda s: MansionSession.from_link(decode(s.fragment())).state,
                      legal=legal, marks=marks)
    click_through(
        session, rng, LIMIT, OVER, 0.005,
        look_back=lambda: look_back_then_return(
            session, rng,
            replayed=lambda n: replay(len(session.seats), session.seed, tuple(session.actions[:n]),
                                      session.rules),
            refused_click=lambda shown: shown.click_space(0),
            go_on=lambda: click_once(session, rng), think=THINK, error=ActionError, shown=spat_shown),
        click=lambda: tools.click(lambda: click_once(session, rng)))
    assert session.phase == OVER


def test_a_walk_of_several_steps_is_taken_back_in_one_undo_and_redone():
    session = MansionSession(seats_of((PERSON, "easy", "easy")), 6, Rules(shorter=True))
    while session.phase == THINK:
        click_once(session, random.Random(1))
    assert session.phase == MOVE
    far = max(session.reach().items(), key=lambda item: len(item[1].path))
    before = tuple(session.actions)
    session.click_space(far[0])
    walked = tuple(session.actions)
    assert len(walked) - len(before) >= 2 and all(isinstance(a, Step) for a in walked[len(before):])
    while session.phase == THINK:
        click_once(session, random.Random(2))
    played = tuple(session.actions)
    while tuple(session.actions) != before:
        session.undo()
        assert len(session.actions) < len(walked) or tuple(session.actions) == played[:len(session.actions)]
    assert session.phase == MOVE and session.can_redo()
    while session.can_redo():
        session.redo()
    assert tuple(session.actions) == played
