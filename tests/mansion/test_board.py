"""The mansion's map and its tables (game.mansion.board): rooms whole and reachable, cushions
joined only by their front, no cushion favoured, pushes never through a wall's corner,
distances symmetric."""

from __future__ import annotations

from collections import deque

import pytest

from game.mansion import board as b


def joined(spaces) -> bool:
    """Whether these spaces are all joined to each other by steps inside them."""
    spaces = set(spaces)
    start = next(iter(spaces))
    seen, queue = {start}, deque([start])
    while queue:
        here = queue.popleft()
        for there in b.NEIGHBOURS[here]:
            if there in spaces and there not in seen:
                seen.add(there)
                queue.append(there)
    return seen == spaces


@pytest.mark.parametrize("room", range(len(b.ROOMS)))
def test_every_room_has_a_doorway_and_its_spaces_are_joined(room):
    assert b.DOORWAYS[room]
    assert joined(b.ROOM_SPACES[room])
    for space in b.ROOM_SPACES[room]:  # only a doorway leads out
        outside = [n for n in b.NEIGHBOURS[space] if b.ROOM_OF[n] != room]
        assert not outside or b.DOORWAY[space]


def test_the_whole_mansion_is_joined():
    assert joined(range(len(b.SPACES)))
    assert all(d < len(b.SPACES) for a in range(len(b.SPACES)) for d in b.DISTANCE[a])


def test_cushions_join_only_their_front():
    for cushion in b.CUSHIONS:
        front = b.FRONT[cushion]
        assert b.NEIGHBOURS[cushion] == (front,)
        assert cushion in b.NEIGHBOURS[front]
        assert [s for s in range(len(b.SPACES)) if cushion in b.NEIGHBOURS[s]] == [front]
        assert b.LEAP_OFF[cushion] in b.NEIGHBOURS[front] and len(b.DIAGONAL_OFF[cushion]) == 2


def test_no_two_cushions_are_next_to_each_other():
    assert not any(n in b.CUSHIONS for c in b.CUSHIONS for n in b.NEIGHBOURS[c])


def test_the_cushions_average_distance_to_the_ten_rooms_is_equal_for_all_five():
    means = {b.NAMES[c]: sum(b.room_distance(c, r) for r in range(len(b.ROOMS))) / len(b.ROOMS)
             for c in b.CUSHIONS}
    assert len(set(means.values())) == 1, means
    assert means["g5"] == pytest.approx(10.6)


def diagonal_pushes_past_a_corner() -> list[str]:
    """Every diagonal push (space -> target) with a space between the two that a cat could
    not step through: a wall's block, or a wall drawn between two spaces (a room's wall, a
    cushion's side) ending at the corner the push goes over."""
    found = []
    for space in range(len(b.SPACES)):
        x, y = b.SPACES[space]
        for target in b.PUSH_TARGETS[space]:
            tx, ty = b.SPACES[target]
            if tx == x or ty == y:
                continue
            between = (b.AT.get((tx, y)), b.AT.get((x, ty)))
            if not all(m is not None and m in b.NEIGHBOURS[space] and target in b.NEIGHBOURS[m]
                       for m in between):
                found.append(f"{b.NAMES[space]}>{b.NAMES[target]}")
    return found


def test_push_targets_never_cross_a_wall_corner():
    for space in range(len(b.SPACES)):
        x, y = b.SPACES[space]
        for target in b.PUSH_TARGETS[space]:
            tx, ty = b.SPACES[target]
            assert max(abs(tx - x), abs(ty - y)) == 1 and target != space
            if target in b.NEIGHBOURS[space]:
                continue
            assert not b.IS_CUSHION[target]
    assert diagonal_pushes_past_a_corner() == []  # 106 before (66 past a '#' block)


@pytest.mark.parametrize("start, target", [
    ("f4", "e5"), ("n2", "m1"), ("c1", "d2"), ("g5", "f4"), ("l4", "m5"),  # past a wall's block
    ("c4", "d5"), ("h5", "i4"),  # past the jamb of a doorway, past a cushion's side
])
def test_no_diagonal_push_round_a_corner(start, target):
    assert b.space_named(target) not in b.PUSH_TARGETS[b.space_named(start)]


def test_a_diagonal_push_between_two_open_spaces_stays():
    assert b.space_named("i8") in b.PUSH_TARGETS[b.space_named("h7")]
    assert b.space_named("b2") in b.PUSH_TARGETS[b.space_named("a1")]  # inside a room


def test_push_targets_hold_every_neighbour():
    assert all(set(b.NEIGHBOURS[s]) <= set(b.PUSH_TARGETS[s]) for s in range(len(b.SPACES)))


def test_distance_is_symmetric_and_a_step_is_one():
    n = len(b.SPACES)
    assert all(b.DISTANCE[a][c] == b.DISTANCE[c][a] for a in range(n) for c in range(n))
    assert all(b.DISTANCE[a][c] == 1 for a in range(n) for c in b.NEIGHBOURS[a])
    assert all(b.DISTANCE[a][a] == 0 for a in range(n))


def test_the_objects_stand_in_corridors_and_the_homes_hold_their_cushions():
    assert all(b.IS_CORRIDOR[s] for s in b.OBJECT_AT)
    for cat in range(len(b.CATS)):
        assert b.CUSHION_OF[cat] in b.HOME_ZONE[cat]
        assert not b.NEXT_TO_HOME[cat] & b.HOME_ZONE[cat]


def test_space_names_read_back():
    assert all(b.space_named(b.space_name(s)) == s for s in range(len(b.SPACES)))
    assert b.space_name(0) == "a1"


def test_distance_rows_are_made_as_asked_and_only_for_spaces():
    """DISTANCE works a row out the first time it is asked for (the page's start needs few):
    the same row each time, and no row for what is not a space."""
    assert b.DISTANCE[0] is b.DISTANCE[0]
    for bad in (-1, len(b.SPACES), "a1", 0.5):
        with pytest.raises(IndexError):
            b.DISTANCE[bad]
    with pytest.raises(TypeError):
        list(b.DISTANCE)
