
"""The pageant's table on the page (web/pageant/session.py), played as people click: random
games of every size and mix of people and computers, through exactly the calls the page's
controls make, with the table's promises checked at every step."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import CATS, Game
from web.pageant.link import PERSON, PageantLink, Seat, decode
from web.pageant.session import OVER, PASS, PICK, REVEAL, ROUND, THINK, ActionError, PageantSession

LEVELS = ("easy", "medium", "hard")


def seats_of(kinds) -> tuple[Seat, ...]:
    return tuple(Seat(PERSON, f"P{i}") if k == PERSON else Seat(k) for i, k in enumerate(kinds))


def click_once(session: PageantSession, rng: random.Random) -> None:
    """One click of a person, as the page offers it, or the computers' picks when asked;
    checks the step's promises first."""
    phase = session.phase
    persons = session.persons
    shown_goals = session.goals_seat()
    if len(persons) > 1:  # at one device, goals show only to the person picking
        assert shown_goals == (session.seat if phase == PICK else None)
    fragment = session.fragment()
    assert decode(fragment).votes == session.game.votes  # the link holds the committed votes
    if phase == PASS:
        assert session.seat in persons and session.seat not in session.picks
        session.ready()
    elif phase == PICK:
        for _ in range(rng.randint(1, 3)):  # people change their mind before casting
            session.select(rng.choice(CATS))
        picked = session.selected
        seat = session.seat
        session.cast()
        assert session.picks.get(seat) == picked or session.phase == REVEAL
    elif phase == THINK:
        asked = session.computers_to_ask()
        assert asked and all(not session.seats[i].is_person for i in asked)
        session.computers_chose({seat: str(rng.choice(CATS)) for seat in asked})
    elif phase in (REVEAL, ROUND):
        if rng.random() < 0.1:  # look back, then return
            session.step(-rng.randint(1, 5))
            shown = session.shown()
            assert shown.game == Game.replay(session.game.players, session.game.seed,
                                             session.game.votes[:shown.number])
            session.step_to(10**6)
            assert session.viewing is None
        session.go_on()


def play_by_clicks(session: PageantSession, rng: random.Random, limit: int = 5000, click=None) -> list[str]:
    """Click through a whole game (each step by `click`, by default `click_once`); returns the
    phases seen."""
    phases = []
    for _ in range(limit):
        phases.append(session.phase)
        if session.phase == OVER:
            return phases
        (click or (lambda: click_once(session, rng)))()
    raise AssertionError("the game did not end")


@pytest.mark.slow
@settings(max_examples=25, deadline=None, derandomize=True)
@given(kinds=st.lists(st.sampled_from((PERSON,) + LEVELS), min_size=3, max_size=7),
       seed=st.integers(0, 2**31 - 1))
def test_random_games_by_clicks_end_and_keep_every_promise(kinds, seed):
    session = PageantSession.from_link(PageantLink(seats_of(kinds), seed))
    phases = play_by_clicks(session, random.Random(seed))
    game = session.game
    assert game.is_over and sum(game.points) == len(game.rounds) and max(game.points) == 3
    assert phases.count(ROUND) == len(game.rounds)  # every round's end was shown
    if kinds.count(PERSON) > 1:
        assert PASS in phases
    if PERSON not in kinds:
        assert PICK not in phases and PASS not in phases


def test_one_person_sees_their_goals_at_every_step_and_is_never_handed_the_device():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, "easy", "hard")), 5))
    assert session.phase == PICK and session.goals_seat() == 0
    session.select(3)
    session.cast()
    assert session.phase == THINK and session.goals_seat() == 0


def test_a_link_reopens_at_the_next_vote_with_no_secret_pick_kept():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, PERSON, "easy")), 9))
    session.ready()
    session.select(4)
    session.cast()  # person 0 has picked: the pick is not in the link
    reopened = PageantSession.from_link(decode(session.fragment()))
    assert reopened.picks == {} and reopened.phase == PASS and reopened.seat == 0
    assert session.picks == {0: 4}


def test_clicks_that_do_not_fit_the_step_are_refused_with_the_reason():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, PERSON, "easy")), 9))
    for wrong in (session.cast, session.go_on, lambda: session.select(2)):
        try:
            wrong()
        except ActionError as e:
            assert "pass" in str(e) or "nothing" in str(e)
        else:
            raise AssertionError("a click that does not fit was taken")
    session.ready()
    try:
        session.cast()
    except ActionError as e:
        assert "pick a cat" in str(e)
    else:
        raise AssertionError("a vote was cast with no cat marked")


def test_the_computers_votes_arrive_while_a_person_looks_back():
    session = PageantSession.from_link(PageantLink(seats_of((PERSON, "easy", "hard")), 12, ((1, 2, 3),)))
    session.select(2)
    session.cast()
    assert session.phase == THINK
    session.step_to(0)  # looking back while the computers think
    session.computers_chose({1: "5", 2: "6"})
    assert session.phase == REVEAL and session.viewing == 0
    assert session.game.votes[-1] == (2, 5, 6)
    session.step_to(10**6)
    assert session.viewing is None
