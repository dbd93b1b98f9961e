"""The guided first round (web/pageant/guide.py): a tip at every step of the table, which
speaks only of what the screen shows, and a suggestion that does help the goals shown."""

import random

from game.pageant import BROKEN, CATS, goal_status
from web.pageant.guide import suggestion, tip
from web.pageant.link import PERSON, PageantLink, Seat
from web.pageant.session import OVER, PASS, PICK, REVEAL, ROUND, THINK, PageantSession


def session_of(kinds, seed=3) -> PageantSession:
    seats = tuple(Seat(PERSON, f"P{i}") if k == PERSON else Seat(k) for i, k in enumerate(kinds))
    return PageantSession.from_link(PageantLink(seats, seed))


def broken_after(rnd, seat, cat) -> int:
    ranking = tuple(c for c in rnd.ranking if c != cat) + (cat,)
    return sum(goal_status(ranking, pair) == BROKEN for pair in rnd.goals[seat])


def test_every_step_of_a_game_has_a_tip():
    session = session_of((PERSON, PERSON, "easy"))
    rng = random.Random(1)
    seen = set()
    while session.phase != OVER:
        said = tip(session)
        assert said, session.phase
        seen.add(session.phase)
        if session.phase == PASS:
            assert "goal" not in said  # the hand-over shows nothing of anyone's goals
            session.ready()
        elif session.phase == PICK:
            session.select(rng.choice(CATS))
            session.cast()
        elif session.phase == THINK:
            session.computers_chose({i: str(rng.choice(CATS)) for i in session.computers_to_ask()})
        else:
            session.go_on()
    assert tip(session)
    assert seen == {PASS, PICK, THINK, REVEAL, ROUND}


def test_the_suggestion_breaks_no_more_goals_than_any_other_cat_now():
    for seed in range(30):
        session = session_of((PERSON, "easy", "easy", "hard"), seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 6)):  # some votes in, at random
            if session.phase == PICK:
                session.select(rng.choice(CATS))
                session.cast()
            elif session.phase == THINK:
                session.computers_chose({i: str(rng.choice(CATS)) for i in session.computers_to_ask()})
            elif session.phase in (REVEAL, ROUND):
                session.go_on()
        rnd = session.game.round
        best = suggestion(session, 0)
        assert best != rnd.owners[0]
        least = min(broken_after(rnd, 0, c) for c in CATS if c != rnd.owners[0])
        assert broken_after(rnd, 0, best) == least


def test_the_pick_tip_names_the_suggestion_and_the_own_cat():
    from game.pageant import cat_name

    session = session_of((PERSON, "easy", "medium"))
    said = tip(session)
    assert cat_name(suggestion(session, 0)) in said
    assert cat_name(session.game.round.owners[0]) in said and "9th" in said
