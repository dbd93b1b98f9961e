"""The words the page's texts share (web/kit/words.py): the sides' names, counts and lists."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.catherders import BLUE, RED
from web.catherders.words import COLOURS, SIDES
from web.kit.words import and_list, count, number_word, plural


def test_the_sides_are_named_by_player():
    assert (COLOURS[BLUE], COLOURS[RED]) == ("blue", "red")
    assert (SIDES[BLUE], SIDES[RED]) == ("Blue", "Red")


@pytest.mark.parametrize(("noun", "many"), [
    ("cat", "cats"), ("red herder", "red herders"), ("turn", "turns"),
    ("inaccuracy", "inaccuracies"), ("missed catch", "missed catches"), ("mistake", "mistakes"),
    ("day", "days"), ("box", "boxes"),
])
def test_plural(noun, many):
    assert plural(noun) == many


def test_count_in_digits():
    assert [count(n, "cat") for n in (0, 1, 2, 13)] == ["0 cats", "1 cat", "2 cats", "13 cats"]
    assert count(1, "inaccuracy") == "1 inaccuracy"
    assert count(3, "missed catch") == "3 missed catches"


def test_count_spelled_out_while_small():
    assert [count(n, "herder", spelled=True) for n in range(5)] == [
        "no herders", "one herder", "two herders", "three herders", "4 herders"]
    assert [number_word(n) for n in (0, 1, 2, 3, 4, 10)] == ["no", "one", "two", "three", "4", "10"]


def test_and_list():
    assert and_list([]) == ""
    assert and_list(["d5"]) == "d5"
    assert and_list(["d5", "e6"]) == "d5 and e6"
    assert and_list(["c4", "d5", "e6"]) == "c4, d5 and e6"
    assert and_list(("blue", "red"), "or") == "blue or red"
    assert and_list(iter(["a", "b", "c"]), "or") == "a, b or c"


@given(st.lists(st.text(alphabet="abcdefgh0123456789", min_size=1, max_size=4), max_size=8))
def test_and_list_keeps_every_item_in_order(items):
    said = and_list(items)
    if len(items) < 2:
        assert said == "".join(items)
        return
    head, last = said.rsplit(" and ", 1)
    assert last == items[-1]
    assert head.split(", ") == items[:-1]


@given(st.integers(min_value=0, max_value=10_000), st.sampled_from(["cat", "herder", "turn"]))
def test_count_is_the_number_then_the_noun(n, noun):
    assert count(n, noun) == f"{n} {noun}" + ("" if n == 1 else "s")
