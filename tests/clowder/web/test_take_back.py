"""Undo, redo and hints in Clowder's table (web/kit/table/session.py, web/clowder/session.py),
made at random among random games' clicks, in every mix of people and computers
(tests/support/take_back.py checks each); and the hand-over's limit by hand."""

import random

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from game.clowder import Reveal, read_action
from game.clowder.board import NAMES
from game.clowder.record import replay
from tests.clowder.web.test_session import MIXES, click_once, seats_of
from tests.support.helpers import click_through, look_back_then_return
from tests.support.take_back import TakeBacks
from web.clowder.link import PERSON, decode
from web.clowder.session import CAUGHT, MOVE, OVER, PICK, SHOP, THINK, ActionError, ClowderSession

LIMIT = 20_000


def legal(session, seat, text) -> bool:
    """A token the seat may pick, or a legal action of the seat to act."""
    st_ = session.state
    if st_.phase == "choose":
        return int(text) in st_.allowed_tokens(seat)
    return st_.actor() == seat and read_action(text, len(session.seats)) in st_.legal_actions()


def reveals(moves) -> int:
    return sum(isinstance(a, Reveal) for a in moves)


def marks(session) -> None:
    """The board names the hint's roofs: where a cat goes, from where."""
    hexes = session.hint_hexes()
    assert all(0 <= h < len(NAMES) for h in hexes)
    if session.state.phase == "choose":
        assert hexes == ()


def takes_back(session, rng) -> TakeBacks:
    several = len(session.persons) > 1
    return TakeBacks(
        "clowder", session, rng, moves=lambda s: s.actions, live=lambda s: s.state,
        reopened=lambda s: ClowderSession.from_link(decode(s.fragment())).state, legal=legal,
        kept=lambda before, after: not several or reveals(after) == reveals(before), marks=marks)


@pytest.mark.parametrize("players, persons", [m for m in MIXES if m[1]])
@settings(max_examples=3, deadline=None, derandomize=True,
          phases=(Phase.explicit, Phase.generate))  # a whole game shrinks too slowly to be worth it
@given(data=st.data(), seed=st.integers(0, 2**31 - 1))
def test_random_games_with_random_undos_redos_and_hints_keep_every_promise(players, persons, data, seed):
    where = data.draw(st.permutations(range(players)))[:persons]
    kinds = [PERSON if i in where else "medium" for i in range(players)]
    session = ClowderSession(seats_of(kinds), seed)
    rng = random.Random(seed)
    tools = takes_back(session, rng)
    names = session.names()
    click_through(
        session, rng, LIMIT, OVER, 0.01,
        look_back=lambda: look_back_then_return(
            session, rng, replayed=lambda n: replay(len(session.seats), session.seed, session.actions[:n]),
            refused_click=lambda shown: shown.click_hex(7),
            go_on=lambda: click_once(session, rng, names), think=THINK, error=ActionError),
        click=lambda: tools.click(lambda: click_once(session, rng, names)))
    assert session.state.is_over


def test_an_undo_takes_back_the_persons_move_with_the_computers_replies():
    session = ClowderSession(seats_of((PERSON, "easy", "easy")), 5)
    rng = random.Random(5)
    names = session.names()
    while session.phase not in (MOVE, SHOP, CAUGHT) or len(session.actions) < 8:
        click_once(session, rng, names)
    mine = session.state.actor()
    click_once(session, rng, names)
    while session.phase == THINK:
        click_once(session, rng, names)
    played = tuple(session.actions)
    session.undo()
    assert session.hint_seat() is not None and session.seats[session.hint_seat()].is_person
    assert len(session.actions) < len(played) and played[:len(session.actions)] == tuple(session.actions)
    if session.state.phase != "choose":
        assert session.state.actor() == mine or session.seats[session.state.actor()].is_person
    session.redo()
    assert tuple(session.actions) == played


def test_with_two_people_an_undo_never_reaches_back_past_the_last_reveal_of_tokens():
    session = ClowderSession(seats_of((PERSON, PERSON, "easy")), 8)
    rng = random.Random(8)
    names = session.names()
    while reveals(session.actions) < 2 or session.phase not in (MOVE, SHOP):
        click_once(session, rng, names)
    while session.can_undo():
        session.undo()
    assert reveals(session.actions) == 2 and isinstance(session.actions[-1], Reveal)
    with pytest.raises(ActionError, match="since the device was handed over"):
        session.undo()


def test_one_persons_token_waiting_for_the_computers_is_taken_back_and_picked_again():
    session = ClowderSession(seats_of((PERSON, "easy")), 2)
    rng = random.Random(2)
    names = session.names()
    while session.phase != PICK:
        click_once(session, rng, names)
    session.pick_token(session.state.allowed_tokens(0)[0])
    assert session.phase == THINK and session.can_undo()
    before = tuple(session.actions)
    session.undo()
    assert session.phase == PICK and session.tokens == {} and tuple(session.actions) == before
