"""Clowder's link (web/clowder/link.py): seats, seed and actions round-trip through the
fragment, names of any text included, and a link that cannot be read is refused with a
message quoting what is wrong; an action the rules refuse is named when the game is played."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.clowder import IllegalActionError, State
from game.clowder.cli import random_action
from web.clowder.link import PERSON, ClowderLink, Seat, clean_name, decode, encode

names = st.text(min_size=1, max_size=30).map(clean_name).filter(bool)
seats = st.lists(st.one_of(names.map(lambda n: Seat(PERSON, n)),
                           st.sampled_from(("easy", "medium", "hard")).map(Seat)),
                 min_size=2, max_size=4).map(tuple)


def random_actions(players: int, seed: int, count: int) -> tuple:
    state = State.new(players, seed)
    rng = random.Random(seed)
    actions = []

    while len(actions) < count and not state.is_over:
        action = random_action(state, rng)
        state = state.play(action)
        actions.append(action)
    return tuple(actions)


@settings(max_examples=80, derandomize=True, deadline=None)
@given(seats=seats, seed=st.integers(0, 2**31 - 1), count=st.integers(0, 200))
def test_a_link_reads_back_the_seats_seed_and_actions_it_was_made_from(seats, seed, count):
    link = ClowderLink(seats, seed, random_actions(len(seats), seed, count))
    fragment = encode(link)
    assert decode(fragment) == link and decode("#" + fragment) == link
    assert all(ch not in fragment.split("seats=")[1] for ch in " #<>\"")
    assert link.state() == decode(fragment).state()


def test_an_action_the_rules_refuse_is_named_when_played():
    link = decode("game=clowder&seed=1&seats=pA,e&moves=I1")  # an inner roof at set-up
    with pytest.raises(IllegalActionError, match="'I1'"):
        link.state()

