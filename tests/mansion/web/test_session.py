"""Cat's Mansion on the page (web/mansion/session.py), played as people click: random games of
3, 4 and 5 cats in every variant and mixes of people and computer cats, through exactly the
calls the page's controls make (a space of the map or a walk's button, an attack, Stay, End,
retreat or stand, the bid's buttons, the push, the Present's gift, the steps back), with the
page's promises checked at every step:

- a reachable space's shown cost is the energy the walk there pays, and the walk gets there
  (or starts the spats it said it would, or ends the turn where it said it would);
- the spat shown (web/mansion/spats.py) is the engine's: its bonuses add up to the scores of
  both dice of every roll, and its winner is the engine's;
- every action is said in words; the link reopens the same game; looking back shows the game
  as it was while the live game goes on;
- every game ends.

The computer cats are a seeded stand-in that picks a random legal action, as the page gets
them from the computer's worker (the action's text), and, where cheap, the real ones.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.mansion import phases
from game.mansion.actions import write_action
from game.mansion.board import DISTANCE, SPACES, room_distance
from game.mansion.pieces import Rules
from game.mansion.playout import racing_action
from game.mansion.record import replay
from tests.support.helpers import click_through, look_back_then_return
from web.mansion.link import PERSON, Seat, decode
from web.mansion.session import BID, GIFT, MOVE, OVER, PUSH, RETREAT, THINK, ActionError, MansionSession
from web.mansion.spats import rolled_by, spat_shown
from web.mansion.words import say_news

LEVELS = ("easy", "medium", "hard")
LIMIT = 60_000  # clicks: far more than any game takes
RULES = [Rules(shorter=s, both_ways=b, close=c) for s in (False, True) for b in (False, True)
         for c in (False, True)]


def seats_of(kinds) -> tuple[Seat, ...]:
    return tuple(Seat(PERSON, f"P{i}") if k == PERSON else Seat(k) for i, k in enumerate(kinds))


def stand_in_choice(state, rng: random.Random) -> str:
    """What a computer answers: a legal action's text (heading for its next room, mostly:
    game.mansion.playout's racing player)."""
    return write_action(racing_action(state, rng))


def goal_distance(state, seat: int, space: int) -> int:
    """How far `space` is from where the seat runs next (its next room, or home)."""
    from game.mansion.board import CUSHION_OF, DISTANCE

    room = state.next_room(seat)
    if room is None:
        return DISTANCE[space][CUSHION_OF[state.cat_of[seat]]]
    near = room_distance(space, room)
    if state.rules.both_ways and state.direction[seat] == 0:
        near = min(near, room_distance(space, state.race[-1]))
    return near


def walk(session: MansionSession, rng: random.Random) -> None:
    """A person's walk: to a reachable space (mostly the one nearest its goal), by the map or
    by a walk's button; the promises of the reach shown are checked."""
    st_ = session.state
    seat = st_.mover
    reach = session.reach()
    assert reach, "a person to move always has Stay, End, an attack or a space to reach"
    if rng.random() < 0.75:
        space = min(reach, key=lambda s: (goal_distance(st_, seat, s), reach[s].cost, s))
    else:
        space = rng.choice(sorted(reach))
    where = reach[space]
    energy = st_.energy[seat]
    before = len(session.actions)
    (session.click_space if rng.random() < 0.5 else session.go)(space)
    played = len(session.actions) - before
    assert played == len(where.path), "a walk shown reaches its space"
    last = session.states[before + played]
    # the energy shown is what the walk paid (rest energy comes only at a turn's start, and a
    # cat that walks has none pending, so a turn's end on the way credits it nothing)
    assert st_.pending[seat] == 0
    assert energy - last.energy[seat] == where.cost
    if st_.rules.close and where.spat:  # the path's last step is the attack
        assert last.spat is not None and last.spat.defender == where.spat[0]
        assert last.at[seat] == (where.path[-2] if len(where.path) > 1 else st_.at[seat])
    elif last.phase == phases.OVER:  # the race won on arriving, or the turn limit reached
        assert last.at[seat] == space
    elif last.turn == st_.turn:
        assert last.at[seat] == space
        if where.spat and not st_.from_cushion:
            assert set(where.spat) == set(last.must_fight)
        assert not where.ends or where.spat, "an object's space ends the turn once no spat is owed"
    else:
        assert where.ends and not where.spat, "a walk ends the turn only where the reach said so"


def check_spat(session: MansionSession) -> None:
    """The spat shown is the engine's: the rolls, the winner, and bonuses that add up."""
    st_ = session.state
    looking = session.viewing
    session.step_to(10**6)  # the live game's spat (a computer's goes on while a person looks back)
    shown = spat_shown(session)
    session.viewing = looking
    result = st_.last_spat
    assert shown is not None and result is not None
    assert shown.rolls == tuple(result.rolls) and shown.winner == result.winner
    assert [b[:2] for b in shown.attacker_bonuses] == [tuple(b) for b in result.attacker_bonuses]
    assert [b[:2] for b in shown.defender_bonuses] == [tuple(b) for b in result.defender_bonuses]
    scores = shown.scores()
    for a, d in scores[:-1]:
        assert a == d  # a tie rolls again
    a, d = scores[-1]
    assert a != d and (a > d) == (result.winner == result.attacker)


def click_once(session: MansionSession, rng: random.Random, computer=None) -> None:
    """One click of a person, as the page offers it, or the computer's decision when asked."""
    phase = session.phase
    st_ = session.state
    actions_before = len(session.actions)
    if phase == THINK:
        seat = session.computers_to_ask()[0]
        if computer is None:
            session.computers_chose({seat: stand_in_choice(st_, rng)})
        else:
            session.computers_chose({seat: computer(session.record(), seat, session.seats[seat].who,
                                                    rng.getrandbits(31))})
    elif phase == MOVE:
        roll = rng.random()
        if session.attackable() and (st_.must_fight or roll < 0.3):
            seat = rng.choice(session.attackable())
            if rng.random() < 0.5 and st_.at[seat] not in session.reach():
                session.click_space(st_.at[seat])
            else:
                session.attack(seat)
            assert session.state.spat is not None and session.state.spat.defender == seat
        elif session.can_stay() and roll < 0.25:
            session.stay()
        elif session.can_end() and (roll < 0.4 or not session.reach()):
            session.end_turn()
        elif session.reach():
            walk(session, rng)
        elif session.can_stay():
            session.stay()
        else:
            raise AssertionError(f"a person at MOVE with nothing to do: {st_}")
    elif phase == RETREAT:
        if session.retreats() and rng.random() < 0.3:
            space = rng.choice(session.retreats())
            (session.click_space if rng.random() < 0.5 else session.retreat)(space)
        else:
            session.stand()
    elif phase == BID:
        purr, most = session.bid_limits()
        if purr and rng.random() < 0.3:
            session.toggle_purr()
        for _ in range(rng.randint(0, 3)):
            if session.draft_energy + 3 <= most:
                session.more_energy()
        if rng.random() < 0.2:
            session.less_energy()
        bid = session.draft_bid()
        session.bid()
        assert session.actions[-1] == bid
    elif phase == PUSH:
        if session.can_occupy() and rng.random() < 0.5:
            session.set_occupy(True)
        targets = session.push_targets()
        if targets:
            space = rng.choice(targets)
            (session.click_space if rng.random() < 0.5 else session.push)(space)
        else:
            session.push(None)
    elif phase == GIFT:
        session.choose_gift(rng.choice(session.gifts()))
    if rolled_by(st_, session.actions[-1]) if len(session.actions) > actions_before else False:
        check_spat(session)
    news = session.take_news()
    assert news and say_news(session, news)  # every action is said


def play_by_clicks(session: MansionSession, rng: random.Random, computer=None) -> list[str]:
    """Click through a whole game; returns the phases seen."""
    return click_through(
        session, rng, LIMIT, OVER, 0.01,
        look_back=lambda: look_back_then_return(
            session, rng,
            replayed=lambda number: replay(len(session.seats), session.seed,
                                           tuple(session.actions[:number]), session.rules),
            refused_click=lambda shown: shown.click_space(0),
            go_on=lambda: click_once(session, rng, computer), think=THINK, error=ActionError,
            shown=spat_shown),  # the panel can be drawn for any step
        click=lambda: click_once(session, rng, computer))


@pytest.mark.parametrize("rules", RULES, ids=lambda r: "rules-" + (
    "".join(c for c, on in zip("sbc", (r.shorter, r.both_ways, r.close), strict=True) if on) or "none"))
@pytest.mark.parametrize("cats", (3, 4, 5))
@settings(max_examples=4, deadline=None, derandomize=True)
@given(data=st.data(), seed=st.integers(0, 2**31 - 1))
def test_random_games_by_clicks_end_and_keep_every_promise(cats, rules, data, seed):
    persons = data.draw(st.integers(1, cats))
    where = data.draw(st.permutations(range(cats)))[:persons]
    kinds = [PERSON if i in where else "easy" for i in range(cats)]
    session = MansionSession(seats_of(kinds), seed, rules)
    seen = play_by_clicks(session, random.Random(seed))
    assert session.state.phase == phases.OVER and seen[-1] == OVER
    again = MansionSession.from_link(decode(session.fragment()))
    assert again.state == session.state and again.rules == rules


@pytest.mark.parametrize("kinds, rules", [
    ((PERSON, "easy", "medium"), Rules(shorter=True)),
    (("hard", PERSON, "easy", "medium"), Rules(shorter=True, both_ways=True, close=True)),
])
def test_random_games_by_clicks_against_the_real_computer_cats_end(kinds, rules):
    """The same clicks against the computer's worker's own cats (its `choose`), each given
    the game's record and the seat to act."""
    from web.shell.computer_worker import choose

    def mansion_choice(record, seat, level, seed):
        return choose("mansion", record, seat, level, seed)

    session = MansionSession(seats_of(kinds), 3, rules)
    seen = play_by_clicks(session, random.Random(3), mansion_choice)
    assert session.state.phase == phases.OVER and seen[-1] == OVER


def test_clicks_that_do_not_fit_the_step_are_refused_with_the_reason():
    session = MansionSession(seats_of((PERSON, PERSON, PERSON)), 9, Rules(shorter=True))
    assert session.phase == MOVE
    for wrong in (session.stand, session.bid, lambda: session.push(None), lambda: session.choose_gift(0)):
        with pytest.raises(ActionError, match="move"):
            wrong()
    here = session.state.at[session.state.mover]
    far = max(range(len(SPACES)), key=lambda s: (DISTANCE[here][s] < len(SPACES), DISTANCE[here][s]))
    with pytest.raises(ActionError, match="cannot be reached"):
        session.click_space(far)
    with pytest.raises(ActionError, match="Stay or End"):
        session.click_space(here)


def test_whose_decision_it_is_names_the_cat_and_its_player():
    session = MansionSession((Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat("hard")), 4)
    cat = session.cat_name(1)
    assert session.name(1) == f"{cat} (Bea)"
    assert session.name(2).endswith("(computer, hard)")


def pushing(at: dict, start: str, step: str, seed_dice=((6, 1),)) -> MansionSession:
    """A session of five people at the push after Black, from `start`, steps to `step` and
    beats Orange (tests/mansion/states.py's positions)."""
    from tests.mansion.states import play, position, with_dice

    session = MansionSession(seats_of((PERSON,) * 5), 1)
    state = with_dice(position(at={"k": start, **at}, mover="k"), list(seed_dice))
    session.states = [play(state, step, "a-3", "s", "b-0", "b-0")]
    assert session.phase == PUSH
    return session


def test_the_winner_cannot_take_a_space_next_to_the_toy_mouse_and_the_session_says_why():
    session = pushing({"o": "h1", "g": "i1"}, "f1", "g1")  # Grey on the Toy Mouse beside h1
    assert not session.can_occupy()
    assert session.occupy_refusal() == ("Black cannot take Orange's space, h1: Grey is on the Toy Mouse "
                                        "next to it")
    with pytest.raises(ActionError, match="cannot be taken"):
        session.set_occupy(True)


def test_the_push_tip_says_the_winner_stays_when_it_may_not_take_the_space():
    from web.mansion.words import tip

    refused = pushing({"o": "h1", "g": "i1"}, "f1", "g1")
    assert "may not take a space next to a cat on the Toy Mouse" in tip(refused)
    assert "You may take its space" not in tip(refused)
    allowed = pushing({"o": "h1"}, "f1", "g1")
    assert "You may take its space too" in tip(allowed)


def test_a_push_onto_the_toy_mouse_leaves_the_winner_where_it_is_even_with_occupy_set():
    from game.mansion.board import space_named
    from tests.mansion.states import seat

    session = pushing({"o": "h1"}, "f1", "g1")  # the Toy Mouse (i1) is free: Orange may go there
    mouse = space_named("i1")
    assert session.can_occupy() and session.can_occupy(space_named("h2")) and not session.can_occupy(mouse)
    assert "Orange is on the Toy Mouse next to it" in session.occupy_refusal(mouse)
    session.set_occupy(True)
    session.push(mouse)
    k, o = seat(session.state, "k"), seat(session.state, "o")
    assert session.state.at[o] == mouse and session.state.at[k] == space_named("g1")
