"""Clowder's guided first round (web/clowder/guide.py): a tip at every step of the first
round, none that gives away a secret token, and quiet after the first round except for
what is new (a catch, a key to buy)."""

from __future__ import annotations

import random

from tests.clowder.web.test_session import LIMIT, click_once
from web.clowder.guide import tip
from web.clowder.link import PERSON, Seat
from web.clowder.session import CAUGHT, MOVE, OVER, PASS, PICK, PLACE, SHOP, ClowderSession


def play_watching_tips(seats, seed: int):
    """Click through a game; yield (session, phase, round, tip) before every click."""
    session = ClowderSession(tuple(seats), seed)
    rng = random.Random(seed)
    for _ in range(LIMIT):
        phase = session.phase
        yield session, phase, session.state.round, tip(session)
        if phase == OVER:
            return
        click_once(session, rng, session.names())


def test_every_step_of_the_first_round_has_a_tip():
    seen = set()
    for seed in range(6):
        seats = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat("easy"))
        for _session, phase, round_, said in play_watching_tips(seats, seed):
            if round_ == 1 and phase in (PASS, PICK, PLACE, MOVE, SHOP, CAUGHT, OVER):
                assert said, phase
                seen.add(phase)
    assert {PASS, PICK, PLACE, MOVE, SHOP} <= seen


def test_a_tip_never_tells_a_pending_token():
    for seed in range(6):
        seats = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"))
        for session, _phase, _round, said in play_watching_tips(seats, seed):
            for token in session.tokens.values():
                assert f"token {token}" not in said and f"picked {token}" not in said


def test_after_the_first_round_moves_go_without_tips_but_a_catch_still_has_one():
    quiet = catch_tips = 0
    for seed in range(10):
        seats = (Seat(PERSON, "Ann"), Seat("easy"), Seat("easy"))
        for _session, phase, round_, said in play_watching_tips(seats, seed):
            if round_ > 1 and phase == MOVE:
                assert said == ""
                quiet += 1
            if phase == CAUGHT:
                assert "life marker" in said and "flee" in said
                catch_tips += 1
    assert quiet and catch_tips
