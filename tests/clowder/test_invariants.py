"""What holds at every step of every Clowder game: random games (2, 3 and 4 players, random
seeds, random legal actions and allowed tokens) checked action by action.

Half the games play any legal action at random, half "cautiously" (fleeing when they can,
not catching nor entering the tower when another move will do), which makes longer games.

- the game ends, by LAST_ROUND at the latest;
- a cat is on one roof at most, no roof holds two pieces (but for the catch being decided),
  no piece is on a broken roof, Nyx never in the tower, a cat in the tower only when it won;
- treats are conserved (bag + roofs + hands = 30, none on a broken roof or the tower), keys
  too (supply + held = 4 a colour), and life markers (left + received = 7 a seat);
- broken roofs never mend; the round never goes back; a caught seat's catcher is another;
- a flight pays its treat to the catcher's hand (onto Nyx's roof when she caught), never
  to the bag;
- `legal_actions()` is exactly the set of actions `play` accepts (checked against every
  action of the game's vocabulary, on fewer games since it tries them all).
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.clowder import (
    CAUGHT,
    CHOOSE,
    LAST_ROUND,
    LIVES,
    MOVE,
    NYX,
    OVER,
    PLACE,
    TOWER,
    BuyKey,
    EndTurn,
    Flee,
    GiveLife,
    IllegalActionError,
    Move,
    Place,
    State,
)
from game.clowder.cli import random_action

SEEDS = st.integers(0, 2**31 - 1)
VOCABULARY = ([Place(h) for h in range(19)] + [Move(c, h) for c in (0, 1, NYX) for h in range(19)]
              + [GiveLife(), EndTurn()] + [Flee(h, c) for h in range(19) for c in range(3)]
              + [BuyKey(c) for c in range(3)])


def pieces(state: State) -> list[int]:
    """The hexes of every piece on the board (cats and Nyx)."""
    found = [h for pair in state.cats for h in pair if h is not None]
    return found + ([state.nyx] if state.nyx is not None else [])


def check_state(s: State) -> None:
    """The invariants of one state."""
    assert 1 <= s.round <= LAST_ROUND
    on = pieces(s)
    if s.phase == CAUGHT:  # the catcher has landed on the caught cat's roof
        seat, cat, catcher, by_nyx = s.catch
        roof = s.cats[seat][cat]
        assert seat != catcher and on.count(roof) == 2
        assert roof == s.nyx if by_nyx else roof in s.cats[catcher]
        on.remove(roof)
    assert len(on) == len(set(on)), on
    assert not set(on) & s.broken
    assert s.nyx != TOWER
    if TOWER in on:
        assert s.phase == OVER and s.end == "tower" and TOWER in s.cats[s.winner]
    for colour in range(3):
        lying = sum(t.count(colour) for t in s.treats)
        held = sum(hand[colour] for hand in s.hands)
        assert s.bag[colour] + lying + held == 10
        assert s.key_supply[colour] + sum(k[colour] for k in s.keys) == 4
    assert all(s.bag[c] >= 0 and s.key_supply[c] >= 0 for c in range(3))
    assert all(not s.treats[h] for h in s.broken) and not s.treats[TOWER]
    assert sum(s.lives) + sum(s.caught) == LIVES * s.players
    assert all(0 <= lives <= LIVES for lives in s.lives)
    if s.phase == PLACE:
        assert s.placing and s.free_outer()
    if s.phase in (MOVE, CAUGHT):
        assert sorted(s.order) == list(range(s.players)) and len(s.tokens) == s.players
    if s.phase == CHOOSE:
        assert s.tokens == () and s.legal_actions() == ()


def check_step(before: State, after: State) -> None:
    """The invariants of one action, from `before` to `after`."""
    assert before.broken <= after.broken
    assert len(after.broken - before.broken) <= 1
    assert after.round in (before.round, before.round + 1)
    assert all(a >= b for a, b in zip(after.caught, before.caught, strict=True))


def check_flight(before: State, action: Flee, after: State) -> None:
    """A flight pays one treat of its colour from the fleeing seat's hand to the catcher's
    (onto Nyx's roof when she caught), the bag untouched; the fleeing cat takes the treats
    where it lands."""
    seat, cat, catcher, by_nyx = before.catch
    colour, roof = action.colour, before.cats[seat][cat]
    assert after.bag == before.bag
    taken = before.treats[action.hex].count(colour)
    assert after.hands[seat][colour] == before.hands[seat][colour] - 1 + taken
    if by_nyx:
        assert after.treats[roof].count(colour) == before.treats[roof].count(colour) + 1
        assert after.hands[catcher] == before.hands[catcher]
    else:
        assert after.hands[catcher][colour] == before.hands[catcher][colour] + 1
        assert after.treats[roof] == before.treats[roof]


def cautious_action(s: State, rng: random.Random):
    """A random action, but fleeing when it can and neither catching nor entering the tower
    when another move will do: longer games, with more broken roofs and refills."""
    if s.phase not in (MOVE, CAUGHT):
        return random_action(s, rng)
    actions = s.legal_actions()
    if s.phase == CAUGHT:
        calm = [a for a in actions if type(a) is Flee]
    else:
        calm = [a for a in actions if type(a) is not Move or (a.hex != TOWER and s.cat_at(a.hex) is None)]
    return rng.choice(calm or actions)


def play_out(players: int, seed: int, choice_seed: int, every_action: bool = False,
             cautious: bool = False) -> State:
    """A random game, checked at every step; returns its last state."""
    rng = random.Random(choice_seed)
    choose = cautious_action if cautious else random_action
    s = State.new(players, seed)
    check_state(s)
    steps = 0
    while not s.is_over:
        if every_action and s.phase != CHOOSE:
            accepted = set()
            for action in VOCABULARY:
                try:
                    s.play(action)
                except IllegalActionError:
                    continue
                accepted.add(action)
            assert accepted == set(s.legal_actions()) and accepted
        action = choose(s, rng)
        after = s.play(action)
        check_state(after)
        check_step(s, after)
        if type(action) is Flee:
            check_flight(s, action, after)
        s = after
        steps += 1
        assert steps < 100_000
    assert s.legal_actions() == () and s.actor() is None
    assert s.end in ("tower", "catches", "rounds")
    if s.end == "catches":
        assert s.caught[s.winner] == 3
    return s


@settings(max_examples=300, deadline=None)
@given(SEEDS, SEEDS, st.booleans())
def test_two_player_games_end_and_keep_every_invariant(seed, choice_seed, cautious):
    play_out(2, seed, choice_seed, cautious=cautious)


@settings(max_examples=300, deadline=None)
@given(SEEDS, SEEDS, st.booleans())
def test_three_player_games_end_and_keep_every_invariant(seed, choice_seed, cautious):
    play_out(3, seed, choice_seed, cautious=cautious)


@settings(max_examples=300, deadline=None)
@given(SEEDS, SEEDS, st.booleans())
def test_four_player_games_end_and_keep_every_invariant(seed, choice_seed, cautious):
    play_out(4, seed, choice_seed, cautious=cautious)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), SEEDS, SEEDS, st.booleans())
def test_legal_actions_are_exactly_the_actions_play_accepts(players, seed, choice_seed, cautious):
    play_out(players, seed, choice_seed, every_action=True, cautious=cautious)


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 4), SEEDS, SEEDS)
def test_a_game_in_its_last_round_ends_with_that_round(players, seed, choice_seed):
    """A random game moved to round LAST_ROUND at its first choice never sees another round;
    when nobody has won by then it ends on points."""
    rng = random.Random(choice_seed)
    s = State.new(players, seed)
    while s.phase != CHOOSE:
        s = s.play(random_action(s, rng))
    s = replace(s, round=LAST_ROUND)
    while not s.is_over:
        s = s.play(random_action(s, rng))
        check_state(s)
    assert s.round == LAST_ROUND
    if s.end == "rounds":
        scores = [s.score(seat) for seat in range(players)]
        best = max(scores)
        assert s.winner == (scores.index(best) if scores.count(best) == 1 else None)
