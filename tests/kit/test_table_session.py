"""What the table games' sessions share (web/kit/table/session.py): how seats are named, the
recent games' line, a click refused at the wrong step or while looking back, computers'
answers only from the seats asked, and a game played action by action kept state by state."""

from __future__ import annotations

import pytest

from web.kit.table.seats import PERSON, Seat
from web.kit.table.session import ActionError, ActionSession


class Counter:
    """A stand-in engine state: the number of actions played."""

    def __init__(self, n: int = 0):
        self.n = n

    def play(self, action):
        return Counter(self.n + action)


class Game(ActionSession):
    CALLED = "Counting"
    phase = "move"

    def progress(self) -> str:
        return f"at {self.state.n}"


def game(actions=()):
    return Game((Seat(PERSON, "Ann"), Seat("hard"), Seat(PERSON, "You"), Seat(PERSON)), 7, Counter(), actions)


def test_seats_are_named_and_owned():
    g = game()
    assert g.names() == ("Ann", "Computer 2 (hard)", "You", "Player 4")
    assert [g.whose(i) for i in (0, 2)] == ["Ann's", "Your"]
    assert g.persons == [0, 2, 3]


def test_the_label_names_the_game_its_seats_and_how_far_it_is():
    assert game((1, 2)).label() == "Counting, Ann, Computer 2 (hard), You, Player 4: at 3"


def test_the_actions_given_are_played_and_each_commit_is_news():
    g = game((1, 2))
    assert [s.n for s in g.states] == [0, 1, 3] and g.actions == [1, 2] and g.news == []
    g.note = "said"
    g._commit(4)
    assert g.state.n == 7 and g.note == ""
    (before, action, after), = g.take_news()
    assert (before.n, action, after.n) == (3, 4, 7)


def test_a_click_at_another_step_or_while_looking_back_is_refused():
    g = game((1, 1))
    g._expect("move")
    with pytest.raises(ActionError, match="the table is at move, not pick"):
        g._expect("pick")
    assert g.shown_phase() == "move"
    g.step(-1)
    assert g.shown_phase() is None
    with pytest.raises(ActionError, match="history is shown"):
        g._expect("move")


def test_only_the_seats_asked_may_answer():
    g = game()
    g._check_asked({1: "x"}, [1])
    with pytest.raises(ActionError, match="seat 0 has nothing to decide now"):
        g._check_asked({0: "x"}, [1], "decide")
