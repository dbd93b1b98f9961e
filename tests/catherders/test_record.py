"""Game records: writing, reading back, and the errors that name the line."""

from __future__ import annotations

import random
import time

import pytest

from game.catherders import Game, IllegalTurnError, NotationError, Rules, new_position
from game.catherders.record import MAX_RECORD_LENGTH, read_record, write_record
from tests.support.parsing_rule import TEST_TIME_LIMIT_S

START = new_position("hex6", "beginner", 9, 11)


def played(n: int, rules: Rules | None = None, seed: int = 1) -> Game:
    g = Game(START, rules)
    rng = random.Random(seed)
    while len(g.stack) < n and not g.is_over():
        g.random_turn(rng)
    return g


@pytest.mark.parametrize("rules", [Rules.parse("designer", ""),
                                   Rules.parse("alternate", "escort,double-step")])
def test_a_written_record_replays_to_the_same_game(rules):
    """write_record then read_record().replay() gives the same turns and position."""
    g = played(60, rules)
    again = read_record(write_record(g)).replay()
    assert again.fen() == g.fen()
    assert [str(t) for t in again.turns] == [str(t) for t in g.turns]
    assert again.rules == rules


def test_a_finished_game_records_its_result_and_termination():
    """A game played to the end writes Result and Termination headers."""
    g = played(10_000)
    text = write_record(g)
    record = read_record(text)
    assert record.tags["Result"] == g.outcome().result
    assert record.tags["Termination"] == g.outcome().reason
    assert text.rstrip().endswith(g.outcome().result)


def test_turn_numbers_are_optional_and_comments_are_ignored():
    """Bare turn lines and ';' comments read the same as numbered ones."""
    g = played(4)
    lines = [f'[Start "{START}"]', ""] + [f"{t} ; turn {i}" for i, t in enumerate(g.turns)]
    assert read_record("\n".join(lines)).replay().fen() == g.fen()


def test_without_start_the_setup_headers_build_the_position():
    """Board, Setup, Cats and Seed headers rebuild the start."""
    text = '[Board "hex5"]\n[Setup "advanced"]\n[Cats "5"]\n[Seed "9"]\n'
    assert read_record(text).start == new_position("hex5", "advanced", 5, 9)


@pytest.mark.parametrize("text, words", [
    ('[Rules "nonsense"]\n', "Rules"),
    ('[Start "hex6 b"]\n', "Start"),
    ('[Seed "x1"]\n', "Seed"),
    ('[Board "hex6"\n', "line 1"),
    ('[Board "hex6"]\n[Board "hex5"]\n', "twice"),
    ('1. a2\n[Board "hex6"]\n', "before the turns"),
    ("*\n1. a2\n", "nothing may follow"),
    ('[Result "2-0"]\n', "Result"),
    ("", "the record is empty"),
    ("\n  \n; only a comment\n", "the record is empty"),
    ('[Board "hex99"]\n', "Board header: unknown board 'hex99'"),
    (f'[Board "hex99"]\n[Start "{START}"]\n', "Board header: unknown board 'hex99'"),
    (f'[Board "hex5"]\n[Start "{START}"]\n', "Board header 'hex5' differs from the board of the Start"),
])
def test_malformed_records_name_what_is_wrong(text, words):
    """Each malformed record raises NotationError mentioning the part at fault."""
    with pytest.raises(NotationError, match=words):
        read_record(text)


def test_a_board_header_that_agrees_with_the_start_is_accepted():
    """The page writes both Board and Start: a record of it reads back."""
    g = played(3)
    record = read_record(write_record(g, {"Board": "hex6"}))
    assert record.start == START and record.tags["Board"] == "hex6"


def test_an_illegal_turn_names_its_turn_and_line():
    """Replaying a record with an illegal turn says which turn and which line."""
    text = f'[Start "{START}"]\n\n1. a2\n1... a2\n'
    with pytest.raises(IllegalTurnError, match=r"turn 2, line 4"):
        read_record(text).replay()


def test_a_result_that_contradicts_the_game_is_rejected():
    """A finished game whose Result header says otherwise is an error."""
    g = played(10_000)
    wrong = {"1-0": "0-1", "0-1": "1-0", "1/2-1/2": "1-0"}[g.outcome().result]
    text = write_record(g).replace(f'[Result "{g.outcome().result}"]', f'[Result "{wrong}"]')
    text = text.rstrip().rsplit("\n", 1)[0]  # drop the final result line too
    with pytest.raises(NotationError, match="does not match"):
        read_record(text).replay()


def test_header_values_with_quotes_round_trip():
    """A quote or backslash in a header value is escaped and read back."""
    g = played(2)
    text = write_record(g, {"Blue": 'Ann "the cat" \\ B'})
    assert read_record(text).tags["Blue"] == 'Ann "the cat" \\ B'


@pytest.mark.parametrize("line", [
    "1. " + "?!" * 20214 + "4",  # was 4.4 s: a regex looked for the glyph
    "1. a2" + " " * 50000 + "x ?!",  # was minutes
    "1. a2 " + " " * 50000 + "?",
    "1. a2 " + "$" * 30000 + "1",
], ids=["glyphs", "spaces-then-a-glyph", "spaces", "dollars"])
def test_the_glyph_at_a_lines_end_is_found_in_linear_time(line):
    """A long run of glyphs, spaces or '$' in a turn's line is read at once (well within the
    rule's generous second), and its error quotes at most QUOTE_LIMIT characters of it."""
    start = time.thread_time()
    try:
        read_record(f'[Start "{START}"]\n{line}\n').replay()
    except (NotationError, IllegalTurnError) as e:
        assert len(str(e)) < 300
    assert time.thread_time() - start < TEST_TIME_LIMIT_S


def test_a_huge_nag_number_is_an_unknown_annotation():
    """'$' and 5,000 digits is an unknown annotation, not Python's integer-string limit."""
    with pytest.raises(NotationError, match="unknown annotation"):
        read_record(f'[Start "{START}"]\n1. a2 ${"9" * 5000}\n')


def test_a_record_longer_than_the_cap_is_refused_unread():
    """A record past MAX_RECORD_LENGTH characters is refused saying so, whatever it holds; one
    just under it is read."""
    game = write_record(played(20))
    with pytest.raises(NotationError, match="too long"):
        read_record(game + " " * MAX_RECORD_LENGTH)
    assert read_record(game + " " * (MAX_RECORD_LENGTH - len(game))).replay().fen() == played(20).fen()


@pytest.mark.parametrize("text", [
    '[Board "' + "x" * 90_000 + '\n',
    '[Board "' + "x" * 90_000 + '"]\n',
    '[Result "' + "x" * 90_000 + '"]\n',
    '[Seed "' + "1" * 90_000 + '"]\n',
    f'[Start "{START}"]\n1. a2 ' + "}" * 90_000 + "\n",
    f'[Start "{START}"]\n1. a2 {{' + "x" * 90_000 + "\n",
    f'[Start "{START}"]\n1. a2 ?{"!" * 90_000}\n',
    f'[Start "{START}"]\n* {{{"x" * 90_000}}}\n',
], ids=["unclosed-header", "board", "result", "seed", "braces", "unclosed-comment", "glyphs",
        "result-comment"])
def test_an_error_quotes_at_most_a_short_piece_of_the_record(text):
    """Whatever part of a record is wrong, the message quotes at most QUOTE_LIMIT characters
    of it: never a whole line of 90,000."""
    with pytest.raises(NotationError) as caught:
        read_record(text).replay()
    assert len(str(caught.value)) < 300
