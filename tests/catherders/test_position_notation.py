"""Position text: canonical writing, round trips, and every malformed or impossible case.

Spec (Notation, Position): seven fields separated by single spaces; cell lists
sorted by letter then numerically; '-' when empty; reading rejects anything
malformed or impossible with an error naming the field and the value.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import BLUE, RED, NotationError, Position, get_board, new_position
from game.catherders.position import MAX_POSITION_LENGTH
from tests.support.helpers import P

EXAMPLE = "hex6 b b:a1,f11 r:f1,k11 c:c4,c5,d7,e5,f7,g4,h9,i6,i9 0-0 13-13"


def test_spec_example_round_trips():
    """The spec's example position reads and writes back unchanged."""
    p = Position.parse(EXAMPLE)
    assert str(p) == EXAMPLE
    assert p.to_move == BLUE
    assert p.captures == (0, 0) and p.supply == (13, 13)
    assert p.total_cats == 9
    b = p.board
    assert {b.names[c] for c in p.herders[BLUE]} == {"a1", "f11"}
    assert {b.names[c] for c in p.herders[RED]} == {"f1", "k11"}


def test_writing_sorts_cells_numerically_a2_before_a10():
    """Cell lists are written by letter, then numerically by number: f2 before f10."""
    text = "hex6 r b:f10,f2,a2 r:k11,j10,j5 c:i10,e2,f9 0-0 12-12"
    p = Position.parse(text)
    assert str(p) == "hex6 r b:a2,f2,f10 r:j5,j10,k11 c:e2,f9,i10 0-0 12-12"


def test_empty_lists_are_written_as_dash():
    """An empty cell list is '-'."""
    p = Position.parse("hex6 b b:- r:- c:f6,f7,f8 0-0 15-15")
    assert str(p) == "hex6 b b:- r:- c:f6,f7,f8 0-0 15-15"
    assert p.herders == ((), ())


def test_red_to_move_and_captures_round_trip():
    """Side 'r', captures and supplies other than the start read and write back."""
    text = "hex6 r b:a1,e5 r:k11 c:f6 4-4 13-14"
    p = Position.parse(text)
    assert p.to_move == RED and p.captures == (4, 4) and p.total_cats == 9
    assert str(p) == text


@pytest.mark.parametrize("board", ["hex5", "hex6", "hex7", "hex8", "hex9",
                                   "sq7", "sq8", "sq9", "sq10", "sq11", "sq12", "sq13"])
@pytest.mark.parametrize("setup", ["beginner", "advanced", "empty"])
def test_new_positions_round_trip_on_every_board(board, setup):
    """Every starting position survives str -> parse -> str."""
    p = new_position(board, setup, 9, 11)
    text = str(p)
    assert str(Position.parse(text)) == text
    assert Position.parse(text) == p


def test_surrounding_whitespace_is_tolerated_but_not_written():
    """A trailing newline (as from a file) is read; the canonical text has none."""
    assert str(Position.parse(EXAMPLE + "\n")) == EXAMPLE


def _error(text):
    with pytest.raises(NotationError) as e:
        Position.parse(text)
    return str(e.value)


@pytest.mark.parametrize("text, words", [
    # wrong number of fields, or not single spaces
    ("hex6 b b:a1,f11 r:f1,k11 c:c4,c5,d7,e5,f7,g4,h9,i6,i9 0-0", ["7 fields"]),
    (EXAMPLE + " extra", ["7 fields"]),
    (EXAMPLE.replace(" ", "  ", 1), ["7 fields"]),
    ("", ["7 fields"]),
    # board
    (EXAMPLE.replace("hex6", "hex4"), ["board", "'hex4'"]),
    (EXAMPLE.replace("hex6", "chess"), ["board", "'chess'"]),
    # side to move
    (EXAMPLE.replace(" b b:", " x b:"), ["side", "'x'"]),
    (EXAMPLE.replace(" b b:", " B b:"), ["side", "'B'"]),
    # off-board cell, in each list
    (EXAMPLE.replace("b:a1,f11", "b:a1,f12"), ["b:", "'f12'"]),
    (EXAMPLE.replace("r:f1,k11", "r:f1,k5"), ["r:", "'k5'"]),
    (EXAMPLE.replace("c:c4", "c:z4"), ["c:", "'z4'"]),
    (EXAMPLE.replace("c:c4", "c:c04"), ["c:", "'c04'"]),
    # doubled cell, within a list and across lists
    (EXAMPLE.replace("b:a1,f11", "b:a1,a1"), ["b:", "'a1'"]),
    (EXAMPLE.replace("r:f1,k11", "r:f1,f11"), ["r:", "'f11'"]),
    (EXAMPLE.replace("c:c4,c5", "c:c4,c4"), ["c:", "'c4'"]),
    (EXAMPLE.replace("c:c4,c5", "c:c4,a1"), ["c:", "'a1'"]),
    # cat on the Wall
    (EXAMPLE.replace("c:c4,c5", "c:c1,c5"), ["c:", "'c1'", "Wall"]),
    # malformed lists
    (EXAMPLE.replace("b:a1,f11", "a1,f11"), ["b:", "'a1,f11'"]),
    (EXAMPLE.replace("b:a1,f11", "r:a1,f11"), ["b:"]),
    (EXAMPLE.replace("c:c4,c5", "c:c4,,c5"), ["c:", "''"]),
    (EXAMPLE.replace("b:a1,f11 r:f1,k11", "b: r:f1,k11"), ["b:"]),
    # negative and malformed counts
    (EXAMPLE.replace(" 0-0 ", " -1-0 "), ["captures", "'-1-0'"]),
    (EXAMPLE.replace(" 13-13", " 13--1"), ["supply", "'13--1'"]),
    (EXAMPLE.replace(" 13-13", " 13"), ["supply", "'13'"]),
    (EXAMPLE.replace(" 0-0 ", " a-0 "), ["captures", "'a-0'"]),
    # herder counts that do not add up to 15 each
    (EXAMPLE.replace(" 13-13", " 13-12"), ["supply", "'13-12'", "red"]),
    (EXAMPLE.replace(" 13-13", " 14-13"), ["supply", "'14-13'", "blue"]),
    # cat totals: even, too few, too many
    (EXAMPLE.replace("c:c4,", "c:"), ["cats", "8"]),
    ("hex6 b b:- r:- c:f6 0-0 15-15", ["cats", "1"]),
    ("hex6 b b:- r:- c:f6,f7 0-0 15-15", ["cats", "2"]),
    ("hex6 b b:- r:- c:f6 13-13 15-15", ["27"]),
])
def test_malformed_or_impossible_positions_name_field_and_value(text, words):
    """Each bad position raises NotationError whose message names the field and the value."""
    message = _error(text)
    for w in words:
        assert w in message, (w, message)


def test_non_text_position_is_a_notation_error():
    """Parsing something that is not text is a NotationError, not a TypeError."""
    with pytest.raises(NotationError):
        Position.parse(None)


def test_unsorted_input_is_read_and_written_canonically():
    """Reading accepts cells in any order; writing always gives the canonical order."""
    p = Position.parse("hex6 b b:f11,a1 r:k11,f1 c:i9,c4,c5,d7,e5,f7,g4,h9,i6 0-0 13-13")
    assert str(p) == EXAMPLE


def test_unicode_digits_in_counts_are_rejected():
    """Counts are ASCII digits: '١-0' (an Arabic-Indic one) is malformed, not 1-0.

    Reading must reject anything malformed; otherwise a text that is not
    canonical would read as a position whose text differs from it.
    """
    text = "hex6 b b:- r:- c:f6,f7 \u0661-0 15-15"
    with pytest.raises(NotationError):
        Position.parse(text)


def test_total_cats_is_board_plus_captures_and_sets_the_majority():
    """The position itself tells the total: cats on the board plus captures."""
    p = Position.parse("hex6 b b:- r:- c:f6,f7 1-0 15-15")
    assert p.total_cats == 3
    p = Position.parse(P(cats="f6 f7 f8 f9 e5 e6 e7", caps="2-0"))
    assert p.total_cats == 9


def test_positions_on_square_boards():
    """Square positions use chess names and their own herder total (16 on sq9)."""
    text = "sq9 b b:a1,i1 r:a9,i9 c:c3,e5,g7 0-0 14-14"
    assert str(Position.parse(text)) == text
    assert "c:" in _error("sq9 b b:a1,i1 r:a9,i9 c:a5,e5,g7 0-0 14-14")  # a5 on the Wall
    assert "supply" in _error("sq9 b b:a1,i1 r:a9,i9 c:c3,e5,g7 0-0 13-13")


# ---- property: every text either reads or raises NotationError -----------------

_tokens = st.sampled_from(["hex6", "sq9", "hex5", "b", "r", "b:a1", "r:k11", "c:f6,f7,f8",
                           "b:-", "r:-", "c:-", "0-0", "15-15", "14-14", "1-0", "x", ":",
                           ",", "-", "a1", "f6", "c:f6", "13-13", "999-999"])


@settings(max_examples=150, deadline=None)
@given(st.lists(_tokens, min_size=0, max_size=9), st.sampled_from([" ", "  ", "\t"]))
def test_token_soup_parses_or_raises_notation_error(tokens, sep):
    """Any arrangement of plausible fields reads, or raises NotationError (never another error)."""
    text = sep.join(tokens)
    try:
        p = Position.parse(text)
    except NotationError:
        return
    assert str(Position.parse(str(p))) == str(p)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=60))
def test_arbitrary_text_parses_or_raises_notation_error(text):
    """Arbitrary text never raises anything but NotationError."""
    try:
        Position.parse(text)
    except NotationError:
        pass


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_generated_positions_round_trip(data):
    """Random legal-looking positions (any board) round-trip through text."""
    name = data.draw(st.sampled_from(["hex5", "hex6", "hex9", "sq7", "sq9", "sq13"]))
    b = get_board(name)
    n_cats = data.draw(st.sampled_from([3, 5, 9]))
    park = [b.names[c] for c in b.park]
    cats = data.draw(st.lists(st.sampled_from(park), min_size=n_cats, max_size=n_cats, unique=True))
    rest = [n for n in b.names if n not in cats]
    blue = data.draw(st.lists(st.sampled_from(rest), max_size=b.herders, unique=True))
    rest = [n for n in rest if n not in blue]
    red = data.draw(st.lists(st.sampled_from(rest), max_size=b.herders, unique=True))
    side = data.draw(st.sampled_from("br"))
    text = P(" ".join(blue), " ".join(red), " ".join(cats), side=side, board=name)
    p = Position.parse(text)
    assert str(p) == text
    assert Position.parse(str(p)) == p


@pytest.mark.parametrize("text", [
    "hex6 b b:" + "a1," * 30_000 + "a1 r:- c:- 0-0 15-15",
    EXAMPLE.replace("hex6", "hex" + "6" * 900),
    EXAMPLE.replace(" b ", " " + "b" * 900 + " "),
    EXAMPLE.replace("0-0", "0-" + "0" * 900),
    EXAMPLE.replace("c:", "c:" + "z" * 900 + ","),
    EXAMPLE + " " + "x" * 900,
], ids=["long", "board", "side", "captures", "cell", "eighth-field"])
def test_an_error_quotes_at_most_a_short_piece_of_the_position(text):
    """Whatever field is wrong, the message quotes at most QUOTE_LIMIT characters of it (the
    whole text before); past MAX_POSITION_LENGTH the text is refused unread."""
    with pytest.raises(NotationError) as caught:
        Position.parse(text)
    assert len(str(caught.value)) < 300


def test_the_longest_position_text_is_under_the_cap():
    """sq13 with every cell named and three-digit counts fits under MAX_POSITION_LENGTH."""
    b = get_board("sq13")
    names = list(b.names)
    text = (f"sq13 b b:{','.join(names[:60])} r:{','.join(names[60:120])} "
            f"c:{','.join(names[120:])} 999-999 999-999")
    assert len(text) < MAX_POSITION_LENGTH
    with pytest.raises(NotationError, match="at most"):
        Position.parse(EXAMPLE + " " * MAX_POSITION_LENGTH)
