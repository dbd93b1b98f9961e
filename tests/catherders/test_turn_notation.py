"""Turn text: tokens for the action, the cats' flights and the escorts; round trips; errors.

Spec (Notation, Turn): a cell ('a3', a placement) or 'from-to' ('b2-d4'); then
'from>to' per cat in the order they moved ('e5>f6>f7' under double-step);
'x' + the escorting herder's cell after its capture; 'pass'.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import NotationError, Turn, get_board
from game.catherders.turn import MAX_TURN_LENGTH

HEX6 = get_board("hex6")
SQ9 = get_board("sq9")


@pytest.mark.parametrize("text", [
    "pass",
    "a3",
    "b2-d4",
    "b2-d4 e5>f6",
    "b2-d4 e5>f6 d3>d2",
    "c4 e5>f6>f7",
    "c4 e5>f6>f7 d5>d6",
    "b2-d4 e5>f6 xd4",
    "b2-d4 xd4 e5>f6 xc3",
    "f10-f11 f9>f8",
    "a1-a3",
])
def test_round_trip(text):
    """str(Turn.parse(text)) == text for well-formed turns of every kind."""
    assert str(Turn.parse(text, HEX6)) == text


def test_parts_of_a_turn():
    """Turn.parse gives the action, the flights in order and the escorts."""
    c = HEX6.cell
    t = Turn.parse("b2-d4 e5>f6>f7 d3>d2 xd4", HEX6)
    assert (t.origin, t.target) == (c("b2"), c("d4"))
    assert t.flights == [(c("e5"), c("f6"), c("f7")), (c("d3"), c("d2"))]
    assert t.escorts == [c("d4")]
    assert not t.is_pass and not t.is_placement
    p = Turn.parse("a3", HEX6)
    assert p.is_placement and p.origin is None and p.target == c("a3")
    assert Turn.parse("pass", HEX6).is_pass
    assert Turn.parse("pass", HEX6).action_text() == "pass"


def test_square_board_turns():
    """Square-board turns use chess names."""
    assert str(Turn.parse("a1-c3 d4>e5", SQ9)) == "a1-c3 d4>e5"


def test_extra_whitespace_is_read_and_written_as_single_spaces():
    """Tokens are space-separated; extra blanks between them are tolerated on reading."""
    assert str(Turn.parse("  b2-d4   e5>f6 ", HEX6)) == "b2-d4 e5>f6"


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_turn_is_a_notation_error(text):
    """An empty turn is malformed."""
    with pytest.raises(NotationError):
        Turn.parse(text, HEX6)


def test_non_text_turn_is_a_notation_error():
    """Parsing something that is not text raises NotationError."""
    with pytest.raises(NotationError):
        Turn.parse(42, HEX6)


def test_cells_must_be_on_this_board():
    """Cell names are checked against the board: 'a7' is on sq9 but not hex6, 'a10' on neither."""
    with pytest.raises(NotationError):
        Turn.parse("a7", HEX6)
    assert str(Turn.parse("a7", SQ9)) == "a7"
    with pytest.raises(NotationError):
        Turn.parse("a10", SQ9)


# ---- properties -----------------------------------------------------------------

_cell = st.sampled_from(HEX6.names)
_flight = st.lists(_cell, min_size=2, max_size=3).map(">".join)
_escort = _cell.map(lambda n: "x" + n)
_action = st.one_of(_cell, st.tuples(_cell, _cell).map("-".join))


@settings(max_examples=200, deadline=None)
@given(_action, st.lists(st.one_of(_flight, _escort), max_size=5))
def test_generated_well_formed_turns_round_trip(action, tail):
    """For generated well-formed turn text s, str(Turn.parse(s)) == s."""
    s = " ".join([action] + tail)
    assert str(Turn.parse(s, HEX6)) == s


_soup = st.lists(st.sampled_from(["a1", "f6", "k11", "z9", "-", ">", "x", " ", "pass", "e5>f6",
                                  "a", "1", "10", "xd4", "\t", "f", "12", "b2-d4"]), max_size=8)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=30), _soup.map("".join)))
def test_arbitrary_text_parses_or_raises_notation_error(text):
    """Arbitrary text either parses (and then round-trips) or raises NotationError."""
    try:
        t = Turn.parse(text, HEX6)
    except NotationError:
        return
    assert str(Turn.parse(str(t), HEX6)) == str(t)


@pytest.mark.parametrize("text", [
    "a3 " + "e5>f6 " * 20_000,
    "b2-d4 " + "x" * 100_000,
    "z" * 100_000,
    "a3 e5>" + "f" * 50_000,
], ids=["many-flights", "a-long-token", "one-long-token", "a-long-cell"])
def test_a_long_turn_text_is_refused_quoting_a_short_piece(text):
    """A turn's text past MAX_TURN_LENGTH is refused unread, and every error quotes at most
    QUOTE_LIMIT characters of it (it quoted the whole text before)."""
    with pytest.raises(NotationError) as caught:
        Turn.parse(text, HEX6)
    assert len(str(caught.value)) < 200


def test_the_turn_length_cap_is_above_the_longest_turn():
    """The longest turn a board allows (a move on sq13, eight cats fleeing two steps each, eight
    escorts) is well under MAX_TURN_LENGTH; a turn just over the cap is refused saying so."""
    longest = "m12-m10 " + " ".join(["m13>m12>m11"] * 8) + " " + " ".join(["xm13"] * 8)
    assert len(longest) * 2 <= MAX_TURN_LENGTH
    with pytest.raises(NotationError, match="at most"):
        Turn.parse("a3" + " " * MAX_TURN_LENGTH, HEX6)
