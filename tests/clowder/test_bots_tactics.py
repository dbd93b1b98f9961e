"""Hand-made and searched positions where one choice is plainly right:

- a cat on a roof facing the tower, with the key of its colour: every level enters the
  tower (its turn played out ends the game, won by the tower), and medium and hard pick the
  token that opens that way when nobody can reach the cat first;
- a catch that is the third: every level makes it (the game ends, won by catches), even
  with a roof of treats as the other landing;
- caught by a player who has caught 2 already: every level flees when it can pay;
- facing a player with 2 catches, in 2-player positions where one token lets that player
  force a catch that wins whatever the seat does, and another token lets no catch happen
  (both proved by a full search of the round through the engine): hard and medium pick a
  safe token nearly always (their play-outs model the others as greedy, and a forced catch
  can take a line greedy players miss, so neither is perfect).
"""

import dataclasses
import random

import pytest

from game.clowder import CAUGHT, CHOOSE, OVER, PLACE, TOWER, Flee, Move, State
from game.clowder.bots import LEVELS, choose
from game.clowder.evaluate import landings
from game.clowder.seen import seen_by
from tests.clowder.states import random_state

DRAWS = range(4)


def placed(seed: int = 1) -> State:
    """State.new(4, seed) with every cat and Nyx placed (the first free roof each time): for
    seed 1, cats ((O1, O5), (O2, O6), (O3, O7), (O4, O8)), Nyx on O9, in round 1's CHOOSE."""
    state = State.new(4, seed)
    while state.phase == PLACE:
        state = state.play(state.legal_actions()[0])
    return state


def play_turn(state: State, seat: int, level: str, draw: int) -> State:
    """`state` after `seat`'s turn at `level` (the others answering its catches by their
    first legal action, which is giving a life marker)."""
    rng = random.Random(draw)
    while (state.phase != OVER and state.actor() == seat) or state.phase == CAUGHT:
        if state.actor() == seat:
            state = state.play(choose(seen_by(state, seat), seat, level, rng))
        else:
            state = state.play(state.legal_actions()[0])
    return state


# I1 (blue, area 3 facing the tower); nothing of the others' can land on it with any token.
TOWER_CATS = ((1, 12), (9, 13), (10, 14), (11, 16))


def test_the_tower_position_is_as_described():
    state = placed()
    assert state.colours[1] == 1 and TOWER in landings(state, 1, 3)
    assert all(1 not in landings(state, roof, token) for seat in (1, 2, 3)
               for roof in TOWER_CATS[seat] for token in (1, 2, 3))
    assert all(1 not in landings(state, state.nyx, token) for token in (1, 2, 3))


@pytest.mark.parametrize("level", LEVELS)
def test_a_cat_on_a_roof_facing_the_tower_with_its_key_enters_it(level):
    # I6 beside it holds another seat's cat: a catch, the only other landing
    cats = ((1, 12), (6, 13), (10, 14), (11, 16))
    keys = ((0, 1, 0),) + ((0, 0, 0),) * 3
    state = dataclasses.replace(placed().reveal((3, 3, 3, 3)), cats=cats, keys=keys)
    for draw in DRAWS:
        end = play_turn(state, 0, level, draw)
        assert (end.phase, end.winner, end.end) == (OVER, 0, "tower")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_pick_the_token_that_opens_the_tower(level):
    state = dataclasses.replace(placed(), cats=TOWER_CATS, keys=((0, 1, 0),) + ((0, 0, 0),) * 3)
    assert state.phase == CHOOSE
    for draw in DRAWS:
        assert choose(seen_by(state, 0), 0, level, random.Random(draw)) == 3


# Seat 0 (2 catches) leaves O1 by area 3 for O3, where seat 1's cat is (seat 1 has no treat,
# so it cannot flee), or O7, where two red treats lie.
CATCH_CATS = ((7, 12), (9, 14), (10, 16), (17, 18))


def third_catch_position() -> State:
    state = placed().reveal((3, 3, 3, 3))
    treats = tuple((0, 0) if roof == 13 else lying for roof, lying in enumerate(state.treats))
    hands = ((1, 0, 0), (0, 0, 0), (1, 0, 0), (1, 0, 0))
    return dataclasses.replace(state, cats=CATCH_CATS, treats=treats, hands=hands, caught=(2, 0, 0, 0),
                               nyx=15)


def test_the_catch_position_is_as_described():
    state = third_catch_position()
    assert set(landings(state, 7, 3)) == {9, 13} and state.treats[13] == (0, 0)
    assert Move(0, 9) in state.legal_actions() and Move(0, 13) in state.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_a_catch_that_is_the_third_is_made(level):
    for draw in DRAWS:
        end = play_turn(third_catch_position(), 0, level, draw)
        assert (end.phase, end.winner, end.end) == (OVER, 0, "catches")


@pytest.mark.parametrize("level", LEVELS)
def test_caught_by_a_player_with_two_catches_it_flees(level):
    state = third_catch_position()
    state = dataclasses.replace(state, hands=((1, 0, 0), (1, 1, 0), (1, 0, 0), (1, 0, 0))).play(Move(0, 9))
    assert state.phase == CAUGHT and state.actor() == 1
    assert any(type(a) is Flee for a in state.legal_actions())
    for draw in DRAWS:
        assert type(choose(seen_by(state, 1), 1, level, random.Random(draw))) is Flee


def caught_holding_red_and_yellow(catcher_hand) -> State:
    """Seat 0's cat catches seat 1's on O3 (third_catch_position with 1 catch); seat 1 holds
    2 red treats and a yellow one, and may flee paying either."""
    state = dataclasses.replace(third_catch_position(), caught=(1, 0, 0, 0),
                                hands=(catcher_hand, (2, 0, 1), (1, 0, 0), (1, 0, 0))).play(Move(0, 9))
    assert state.phase == CAUGHT and state.actor() == 1 and state.catch[2] == 0
    assert {a.colour for a in state.legal_actions() if type(a) is Flee} == {0, 2}
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_flight_never_pays_the_catcher_the_treat_that_buys_it_a_key(level):
    # The treat paid goes to the catcher (issue 29): with 2 reds of its own, a red would buy
    # it a red key, so every level pays the yellow, though it holds more reds.
    state = caught_holding_red_and_yellow((2, 0, 0))
    for draw in DRAWS:
        action = choose(seen_by(state, 1), 1, level, random.Random(draw))
        assert type(action) is Flee and action.colour == 2, (level, draw, action)


def test_easy_pays_the_colour_it_holds_most_of_when_the_catcher_collects_neither():
    state = caught_holding_red_and_yellow((0, 1, 0))
    for draw in DRAWS:
        action = choose(seen_by(state, 1), 1, "easy", random.Random(draw))
        assert type(action) is Flee and action.colour == 0


# ---- tokens against a player with 2 catches: proved safe and proved losing ----------------

# (seed, steps) of random 2-player positions (tests/clowder/states.py) in CHOOSE, seat 1
# given 2 catches and seat 0 none and no key (it cannot win this round): found by a search
# of seeds 0 to 299 and odd steps 5 to 53, every position where some token is safe and
# another losing. (Searched again when a treat paid to flee went to the catcher, issue 29:
# the random games differ from their first flight on.)
SAFETY_POSITIONS = ((10, 15), (22, 43), (23, 43), (34, 27), (41, 41), (80, 43), (109, 5), (117, 5),
                    (146, 43), (148, 51), (152, 49), (177, 51), (204, 49), (212, 25), (215, 45),
                    (227, 23), (227, 25), (255, 23), (259, 5), (286, 45), (299, 5))


def safety_position(seed: int, steps: int) -> State:
    state = random_state(2, seed, steps)
    return dataclasses.replace(state, caught=(0, 2), keys=((0, 0, 0), state.keys[1]))


def seat_1_forces_a_win(state: State, memo: dict) -> bool:
    """Whether seat 1 can win before the round ends whatever seat 0 does (a full search of
    the round's actions: flights, Nyx and keys included)."""
    if state.phase == OVER:
        return state.winner == 1
    if state.phase in (CHOOSE, PLACE):
        return False
    if state not in memo:
        results = (seat_1_forces_a_win(state.play(a), memo) for a in state.legal_actions())
        memo[state] = any(results) if state.actor() == 1 else all(results)
    return memo[state]


def safe_and_losing(state: State) -> tuple[set, set]:
    """Seat 0's tokens after which seat 1 can force a win against none of its tokens (safe),
    and against every one of them (losing)."""
    memo: dict = {}
    forced = {t0: [seat_1_forces_a_win(state.with_seed(1).reveal((t0, t1)), memo)
                   for t1 in state.allowed_tokens(1)] for t0 in state.allowed_tokens(0)}
    return {t for t, f in forced.items() if not any(f)}, {t for t, f in forced.items() if all(f)}


def test_the_safety_positions_each_have_a_safe_and_a_losing_token():
    for seed, steps in SAFETY_POSITIONS:
        state = safety_position(seed, steps)
        assert state.phase == CHOOSE
        safe, losing = safe_and_losing(state)
        assert safe and losing, (seed, steps)


def picks(level: str) -> list[bool]:
    """For every safety position and draw, whether `level` picked a safe token."""
    found = []
    for seed, steps in SAFETY_POSITIONS:
        state = safety_position(seed, steps)
        safe, _ = safe_and_losing(state)
        found += [choose(seen_by(state, 0), 0, level, random.Random(draw)) in safe for draw in range(3)]
    return found


@pytest.mark.slow
def test_hard_picks_a_safe_token_against_a_player_with_two_catches_nearly_always():
    found = picks("hard")
    # 60 of 63: every draw of position (41, 41) misses, where seat 1's forced catch takes a
    # line the greedy players of the play-outs do not; the hard of before issue 32, which
    # judged at the round's end only, picked 62 of 63, and lost more games (docs/benchmarks.md)
    assert sum(found) >= len(found) - 3


def test_medium_picks_a_safe_token_in_most_of_those_positions():
    found = picks("medium")
    assert sum(found) >= 0.9 * len(found)  # 59 of 63 (58 of 60 before issue 29's positions)
