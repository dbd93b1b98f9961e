"""The seats of a table game (web/kit/table/seats.py), shared by the pageant and Clowder: a seat's
text in a link round-trips, bad text is refused with the link's own error quoting it, and the
new game dialog's form becomes seats or a clear refusal."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web.kit.table.seats import NAME_LIMIT, PERSON, Seat, clean_name, read_seat, seat_text, seats_from_form


class TheLinksError(ValueError):
    """Stands for a game's own LinkError."""


names = st.text(min_size=1, max_size=NAME_LIMIT).map(clean_name).filter(bool)
seats = st.one_of(st.sampled_from([Seat("easy"), Seat("medium"), Seat("hard"), Seat("max")]),
                  names.map(lambda n: Seat(PERSON, n)))


@given(seats)
def test_a_seat_round_trips_through_its_text(seat):
    text = seat_text(seat)
    assert all(ch.isascii() and (ch.isalnum() or ch in "-_.~%") for ch in text)
    assert read_seat(text, TheLinksError) == seat


@pytest.mark.parametrize("game", ["pageant", "clowder", "mansion"])
def test_every_level_of_the_table_games_has_a_letter_and_a_choice_in_the_dialog(game):
    from game.registry import rules
    from web.kit.table.seats import CODES, WHO_CHOICES

    assert tuple(CODES) == rules(game).levels
    assert [value for value, _ in WHO_CHOICES] == [PERSON, *rules(game).levels]
    assert seat_text(Seat("max")) == "x" and read_seat("x", TheLinksError) == Seat("max")
    assert seats_from_form(Form(players="2", who0="max", who1="person"), (2, 4), "Clowder")[0] == Seat("max")


@pytest.mark.parametrize("text, quoted", [("z", "'z'"), ("", "''"), ("q7", "'q7'"),
                                          ("p%zz", "'%zz'"), ("p%FF", "'%FF'")])
def test_bad_seat_text_is_refused_with_the_links_error_quoting_it(text, quoted):
    with pytest.raises(TheLinksError) as info:
        read_seat(text, TheLinksError)
    assert quoted in str(info.value)


def test_a_name_is_trimmed_cut_and_rid_of_control_characters():
    assert clean_name("  Ann\n\x00 ") == "Ann"
    assert len(clean_name("x" * 99)) == NAME_LIMIT


class Form(dict):
    def get(self, key):
        return dict.get(self, key)


def test_the_dialogs_form_becomes_seats():
    form = Form(players="3", who0="person", name0=" Ann ", who1="hard", who2="person", name2="")
    assert seats_from_form(form, (2, 4), "Clowder") == (
        Seat(PERSON, "Ann"), Seat("hard"), Seat(PERSON, "Player 3"))


@pytest.mark.parametrize("form, words", [
    (Form(players="5"), "Clowder is for 2 to 4 players, not '5'"),
    (Form(players="two"), "Clowder is for 2 to 4 players, not 'two'"),
    (Form(players="2", who0="wizard"), "seat 1 is a person or a computer level, not 'wizard'"),
])
def test_a_form_the_game_cannot_take_is_refused_saying_why(form, words):
    with pytest.raises(ValueError, match=words):
        seats_from_form(form, (2, 4), "Clowder")


@pytest.mark.parametrize("text", ["p" + "a" * 23 + "%20b", "p" + "a" * 23 + " b", "p%20Ann%20", "pAnn%0A",
                                  "p" + "x" * 30, "p" + "é" * 23 + "%20%20", "p%E3%80%80Ann"])
def test_a_seat_read_is_written_as_one_spelling_that_reads_the_same(text):
    """A name cut at NAME_LIMIT kept a trailing space that the next read stripped."""
    seat = read_seat(text, TheLinksError)
    again = read_seat(seat_text(seat), TheLinksError)
    assert again == seat and seat_text(again) == seat_text(seat)
    assert seat.name == clean_name(seat.name) == seat.name.strip()


@pytest.mark.parametrize("text", ["p\ud800", "pA\udfff", "p%41\ud800b"])
def test_a_lone_surrogate_is_refused_with_the_links_error(text):
    """It gave UnicodeEncodeError from web/kit/fields.py."""
    with pytest.raises(TheLinksError, match="seat's name is not UTF-8"):
        read_seat(text, TheLinksError)


@pytest.mark.parametrize("players", ["²", "٣", "３", "99999", "-3"])
def test_a_number_of_players_in_other_digits_is_refused_by_the_form(players):
    """'²' passed str.isdigit() and int() raised a bare ValueError."""
    with pytest.raises(ValueError, match="Clowder is for 2 to 4 players") as info:
        seats_from_form(Form(players=players), (2, 4), "Clowder")
    assert type(info.value) is not ValueError


def test_a_seat_text_longer_than_any_seat_is_refused_at_once():
    """A seat had no cap: 1,000,000 characters took 1 s to refuse, and a text that starts
    with another letter was hashed whole (80,000,000 characters: 40 ms or more)."""
    import time

    from web.kit.table.seats import NAME_TEXT

    assert read_seat("p" + "%F0%9F%90%88" * NAME_LIMIT, TheLinksError) == Seat(PERSON, "🐈" * NAME_LIMIT)
    for text in ("p" + "x" * NAME_TEXT, "p" + "%41" * 400_000, "m" + "9" * 80_000_000):
        start = time.thread_time()
        with pytest.raises(TheLinksError, match="a seat is p and a name"):
            read_seat(text, TheLinksError)
        assert time.thread_time() - start < 0.05
