"""game.mansion.routes (the computer cats' route helpers) and game.mansion.plan (hard's exact turns to
finish): costs by hand, legs against a brute-force search of every way through the rooms,
the plan's values against its own definition, node by node, and its estimated tail against
the exact plan."""

import itertools
import random

import pytest

from game.mansion import board
from game.mansion.pieces import BOWL_GAIN, MAX_ENERGY, MOVE_COST
from game.mansion.plan import (
    ATE,
    BLOCK,
    BOWL,
    GAIN,
    LEVELS,
    MIN_EXACT,
    MOVES,
    _values,
    exact_depth,
    race_values,
    room_targets,
    turns_left,
)
from game.mansion.routes import estimate_turns, leg_cost, nearest_space, race_legs, turn_cost


def test_turn_costs_with_and_without_the_bonus():
    assert [turn_cost(n) for n in range(6)] == [0, 0, 1, 3, 6, None]
    assert [turn_cost(n, bonus=True) for n in range(7)] == [0, 0, 0, 1, 3, 6, None]
    with pytest.raises(ValueError):
        turn_cost(-1)


def test_nearest_space_is_in_the_room_and_nearest():
    for space in range(0, len(board.SPACES), 7):
        for room in range(len(board.ROOMS)):
            found = nearest_space(space, room)
            assert board.ROOM_OF[found] == room
            assert board.DISTANCE[space][found] == board.room_distance(space, room)


def brute_leg_cost(spaces, turns):
    best = None
    for split in itertools.product(range(len(MOVE_COST)), repeat=turns):
        if sum(split) == spaces:
            cost = sum(MOVE_COST[n] for n in split)
            best = cost if best is None else min(best, cost)
    return best


def test_leg_cost_is_the_cheapest_split():
    for turns in range(0, 5):
        for spaces in range(0, 18):
            assert leg_cost(spaces, turns) == brute_leg_cost(spaces, turns), (spaces, turns)


def brute_legs(space, rooms, home=None):
    """The shortest total over every choice of a space in each room."""
    stops = [board.ROOM_SPACES[r] for r in rooms] + ([(home,)] if home is not None else [])
    best = None
    for chain in itertools.product(*stops):
        here, total = space, 0
        for s in chain:
            total += board.DISTANCE[here][s]
            here = s
        best = total if best is None else min(best, total)
    return best


def test_race_legs_are_a_shortest_route_through_the_rooms_in_order():
    rng = random.Random(4)
    for _ in range(6):
        rooms = tuple(rng.sample(range(10), 3))
        home = rng.choice((None, board.CUSHIONS[rng.randrange(5)]))
        legs = race_legs(rooms, home)
        for space in rng.sample(range(len(board.SPACES)), 8):
            assert len(legs[space]) == len(rooms) + (home is not None)
            assert sum(legs[space]) == brute_legs(space, rooms, home)
            assert legs[space][0] >= board.room_distance(space, rooms[0])


def test_estimate_turns():
    assert estimate_turns((8, 4), 25) == 3  # fast, and the energy (12 + 6) is there
    assert estimate_turns((0,), 0) == 1  # a room counts at a turn's end
    assert estimate_turns((1, 1, 1), 0) == 3  # sauntering is free
    assert estimate_turns((4,), 0) == pytest.approx(2 + 2 / 3)  # 2 + 2 costs 2: 2/3 of a rest
    values = [estimate_turns((9, 13, 7, 12), e) for e in range(0, 26)]
    assert values == sorted(values, reverse=True) and values[0] > values[-1]


def bellman(values, target, after, node):
    """A node's value from its definition: 1 + the best of every turn from it."""
    x, e = divmod(node, LEVELS)
    here = BOWL if x == ATE else x
    best = 10**6

    def then(space, energy, ate=False):
        if space in target and not ate:
            return 0 if after is None else after[space * LEVELS + energy]
        return values[(ATE if ate else space) * LEVELS + energy]

    for y, c in MOVES[here]:
        if c <= e:
            best = min(best, then(y, e - c))
    if x != ATE:
        if x == BOWL:
            best = min(best, then(x, min(MAX_ENERGY, e + BOWL_GAIN), ate=x not in target))
        elif GAIN[x] or x in target:
            best = min(best, then(x, min(MAX_ENERGY, e + GAIN[x])))
    return 1 + best


def test_the_plans_values_keep_their_definition_at_every_node():
    rooms = (board.KITCHEN, board.WINE_CELLAR, board.BLUE_BEDROOM)
    targets = room_targets(rooms)
    for stage in range(len(targets)):
        values = race_values(targets[stage:])
        after = race_values(targets[stage + 1:]) if stage + 1 < len(targets) else None
        for node in range(0, len(values), 3 if stage else 1):
            assert values[node] == bellman(values, targets[stage], after, node), divmod(node, LEVELS)


def test_the_plan_by_hand():
    kitchen = room_targets((board.KITCHEN,))
    door = next(s for s in board.ROOM_SPACES[board.KITCHEN] if board.DOORWAY[s])
    outside = next(n for n in board.NEIGHBOURS[door] if board.ROOM_OF[n] is None)
    assert turns_left(kitchen, outside, 0) == 1
    four_away = next(s for s in range(len(board.SPACES)) if board.room_distance(s, board.KITCHEN) == 8
                     and not GAIN[s])
    assert turns_left(kitchen, four_away, 25) == 2  # two dashes of 4, 12 energy
    assert turns_left(kitchen, four_away, 0) > 2
    assert turns_left((), four_away, 3) == 0
    values = [turns_left(room_targets(tuple(range(10))), board.CUSHIONS[0], e) for e in range(26)]
    assert values == sorted(values, reverse=True)  # energy never hurts
    assert abs(values[20] - estimate_turns(race_legs(tuple(range(10)))[board.CUSHIONS[0]], 20)) <= 2


def test_the_exact_part_of_a_plan_ends_at_a_tail_that_stays_put_through_a_block():
    assert [exact_depth(n) for n in range(1, 8)] == list(range(1, 8))  # short races: all exact
    for n in range(1, 30):
        depth = exact_depth(n)
        assert depth >= min(n, MIN_EXACT) and (n - depth) % BLOCK == 0
        if depth > MIN_EXACT:  # one room further on, the same tail: the plan is already known
            assert n - depth == (n - 1) - exact_depth(n - 1)


def test_the_estimated_tail_is_close_to_the_exact_plan():
    targets = room_targets((2, 3, 1, 4, 6, 0, 7, 8, 9, 5))
    planned = race_values(targets)  # 6 targets exact, 4 estimated
    exact = _values(targets, len(targets))
    for space in board.CUSHIONS + tuple(board.ROOM_SPACES[board.KITCHEN]):
        for energy in (0, 8, 16, 25):
            node = space * LEVELS + energy
            assert abs(planned[node] - exact[node]) <= 2
