"""game/text.py: how an error quotes outside text (at most QUOTE_LIMIT characters, escapes
counted), how a whole number is read (ASCII digits only), and how a chance is written."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.text import QUOTE_LIMIT, percent, read_whole, shown


@pytest.mark.parametrize("text", ["\x00" * 62, "\x00" * 5000, "\U000e0001" * 100, "\\" * 300, "'\"" * 100,
                                  "a" * 79 + "\x00" * 10, "é" * 200], ids=lambda text: ascii(text[:6]))
def test_a_quote_is_short_whatever_the_escapes(text):
    """A quote of 80 control characters was 322 characters long ('\\x00' is 4)."""
    quoted = shown(text)
    assert len(quoted) <= QUOTE_LIMIT + 3 and quoted.endswith("…'")
    assert eval(quoted)[:-1] == text[:len(eval(quoted)) - 1]  # a true beginning of the text


@pytest.mark.parametrize("text", ["", "a", "a" * QUOTE_LIMIT, "\x00" * (QUOTE_LIMIT // 4)])
def test_a_short_text_is_quoted_whole(text):
    assert shown(text) == repr(text)


@pytest.mark.parametrize("text", ["٢", "５", "²", "1²", "-1", "+1", " 1", "", "1" * 11])
def test_a_whole_number_is_ascii_digits_only(text):
    class FieldError(ValueError):
        pass

    with pytest.raises(FieldError, match="the seed"):
        read_whole(text, "the seed", FieldError)


def test_a_whole_number_in_range_is_read():
    assert read_whole("0042", "n", ValueError, high=42) == 42


@pytest.mark.parametrize(("chance", "rounded", "floored"), [
    (0.0, "0%", "0%"), (0.114, "11%", "11%"), (0.116, "12%", "11%"), (0.58, "58%", "58%"),
    (Fraction(7, 12), "58%", "58%"), (0.996, "100%", "99%"), (1.0, "100%", "100%")])
def test_a_chance_is_whole_percent_with_no_space_to_break_at(chance, rounded, floored):
    """One spelling in every game (the review's '11 %' could break between number and sign);
    a claim rounds down, so it never says 100% of what is not certain, nor 58% of 0.58."""
    assert percent(chance) == rounded
    assert percent(chance, floor=True) == floored
