"""Record annotations: a glyph ($n) and a {comment} after a turn, written and read back."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import Game, NotationError, new_position
from game.catherders.record import NAGS, Annotation, read_record, write_record

START = new_position("hex6", "beginner", 9, 11)


def played(n: int, seed: int = 1) -> Game:
    g = Game(START)
    rng = random.Random(seed)
    while len(g.stack) < n and not g.is_over():
        g.random_turn(rng)
    return g


def test_an_annotated_record_reads_back_its_glyphs_and_comments():
    """Glyphs after the turn as written, comments in braces; the turns replay as before."""
    g = played(6)
    notes = {0: Annotation(6, "best a3; 62% -> 31%"), 3: Annotation(4, None), 5: Annotation(None, "")}
    text = write_record(g, annotations=notes)
    lines = text.splitlines()
    assert lines[lines.index("") + 1] == f"1. {g.turns[0]} ?! {{best a3; 62% -> 31%}}"
    assert f"2... {g.turns[3]} ??" in lines
    record = read_record(text)
    assert record.annotations == notes
    assert record.replay().fen() == g.fen()


def test_records_without_annotations_read_as_before():
    """No annotation: the same text as before, and an empty annotations dict."""
    g = played(5)
    text = write_record(g)
    assert text == write_record(g, annotations={})
    assert "{" not in text and "?" not in text
    assert read_record(text).annotations == {}


@pytest.mark.parametrize("suffix, nag, comment", [
    ("?!", 6, None), ("??", 4, None), ("?", 2, None), ("!", 1, None), ("!!", 3, None),
    ("!?", 5, None), ("$6", 6, None), ("$2 {x}", 2, "x"), ("{a ; b} ; a note", None, "a ; b"),
    ("?! {  spaced  }", 6, "  spaced  "), ("{}", None, ""), ("{a { b}", None, "a { b"),
])
def test_the_annotation_forms_that_are_read(suffix, nag, comment):
    """Glyphs, $n, comments holding ';' or '{', and a ';' note after the comment."""
    g = played(1)
    text = f'[Start "{START}"]\n1. {g.turns[0]} {suffix}\n'
    record = read_record(text)
    assert record.annotations == {0: Annotation(nag, comment)}
    assert record.turns[0][1] == str(g.turns[0])


def test_a_glyph_glued_to_the_turn_is_read():
    """PGN writes `Nf3?!`: `a2??` reads as a2 with $4."""
    record = read_record(f'[Start "{START}"]\n1. a2??\n')
    assert record.turns == [(2, "a2")] and record.annotations == {0: Annotation(4, None)}


def test_old_style_notes_with_braces_are_still_ignored():
    """Braces after a ';' belong to the note: an old record with them reads as before."""
    record = read_record(f'[Start "{START}"]\n1. a2 ; {{ not a comment\n1... k10 ; }}\n')
    assert [t for _, t in record.turns] == ["a2", "k10"] and record.annotations == {}


@pytest.mark.parametrize("line, words", [
    ("1. a2 {unclosed", "line 2: unclosed comment.*'1. a2 {unclosed'"),
    ("1. a2 }", "line 2: '}' with no '{'.*'1. a2 }'"),
    ("1. a2 {one} {two}", "line 2: two comments"),
    ("1. a2 {one} ?!", "line 2: nothing but a ';' note may follow"),
    ("1. a2 ?!?", "line 2: unknown annotation '\\?!\\?'"),
    ("1. a2 $9", "line 2: unknown annotation '\\$9'"),
    ("1. a2 ?! ??", "line 2: one glyph a turn"),
    ("{a comment alone}", "line 2: an annotation must follow a turn"),
    ("1. ?!", "line 2: an annotation must follow a turn"),
    ("* {the end}", "line 2: the result takes no annotation"),
])
def test_malformed_annotations_quote_the_line(line, words):
    """Each malformed annotation raises NotationError naming and quoting the line."""
    with pytest.raises(NotationError, match=words):
        read_record(f'[Start "{START}"]\n{line}\n')


@pytest.mark.parametrize("notes, words", [
    ({7: Annotation(2, None)}, "turn 7"),
    ({0: Annotation(9, None)}, "unknown NAG"),
    ({0: Annotation(None, "a } b")}, "may not hold"),
    ({0: Annotation(None, "two\nlines")}, "may not hold"),
    ({0: Annotation(None, "odd\x85break")}, "may not hold"),
])
def test_write_refuses_annotations_it_could_not_read_back(notes, words):
    """An annotation of no turn, an unknown NAG, a '}' or a line break: ValueError."""
    with pytest.raises(ValueError, match=words):
        write_record(played(2), annotations=notes)


comments = st.none() | st.text(
    st.characters(blacklist_categories=("Cs",)).filter(
        lambda c: c != "}" and "".join(c.splitlines()) == c),
    max_size=30)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 12), seed=st.integers(0, 50),
       picks=st.dictionaries(st.integers(0, 11),
                             st.tuples(st.none() | st.sampled_from(sorted(NAGS)), comments),
                             max_size=6))
def test_annotations_round_trip(n, seed, picks):
    """Any glyphs and comments on any turns: write_record then read_record gives them back."""
    g = played(n, seed)
    notes = {i: Annotation(nag, c) for i, (nag, c) in picks.items()
             if i < len(g.stack) and (nag is not None or c is not None)}
    record = read_record(write_record(g, annotations=notes))
    assert record.annotations == notes
    again = record.replay()
    assert [str(t) for t in again.turns] == [str(t) for t in g.turns]
