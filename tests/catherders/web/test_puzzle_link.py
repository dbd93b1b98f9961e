"""A puzzle made in the position editor travels as a link (web/catherders/editor/puzzle_link.py): written,
read
back and solved again, and every bad part refused with a LinkError that names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catherders.puzzles import load_puzzles
from web.catherders.editor.puzzle_link import decode_made, encode_made, is_made
from web.catherders.sharing.link import GameSpec, LinkError, encode

SHIPPED = load_puzzles((Path(__file__).resolve().parents[3] / "assets" / "puzzles.json").read_text())
CATCH = next(p for p in SHIPPED if p.kind == "catch")
MANY = "hex6 b b:e7,f6,j10 r:g7 c:e6,g10,j6 0-0 12-14"  # every blue turn catches e6


def one_of_each() -> list:
    seen, out = set(), []
    for p in SHIPPED:
        if (p.kind, p.variants) not in seen:
            seen.add((p.kind, p.variants))
            out.append(p)
    return out


@pytest.mark.parametrize("puzzle", one_of_each(), ids=lambda p: f"{p.kind}-{p.variants}")
def test_a_shipped_puzzle_round_trips(puzzle):
    """Written as a made puzzle and read back (solved again), it is the same puzzle."""
    fragment = encode_made(puzzle)
    assert fragment.startswith(f"puzzle=made&kind={puzzle.kind}&rules={puzzle.ruleset}&")
    assert " " not in fragment and puzzle.solutions[0].replace(" ", "_") not in fragment
    assert is_made(fragment) and is_made("#" + fragment)
    assert decode_made(fragment) == puzzle
    assert decode_made("#" + fragment) == puzzle


def test_the_link_reads_as_written():
    assert encode_made(CATCH) == ("puzzle=made&kind=catch&rules=designer&variants=-&start="
                                  + CATCH.position.replace(" ", "_"))


def test_a_game_link_is_not_a_made_puzzle():
    assert not is_made(encode(GameSpec(seed=3)))
    assert not is_made("puzzle=12") and not is_made("")


def test_percent_escapes_still_read():
    fragment = encode_made(CATCH).replace(":", "%3A").replace(",", "%2C")
    assert is_made(fragment) and decode_made(fragment) == CATCH


def with_part(key: str, value: str | None) -> str:
    """The catch puzzle's link with one part changed (None: left out)."""
    parts = [p.split("=", 1) for p in encode_made(CATCH).split("&")]
    return "&".join(f"{k}={value}" if k == key else f"{k}={v}" for k, v in parts
                    if k != key or value is not None)


@pytest.mark.parametrize("fragment, words", [
    (with_part("puzzle", None), "no puzzle= part"),
    (with_part("kind", None), "no kind= part"),
    (with_part("rules", None), "no rules= part"),
    (with_part("variants", None), "no variants= part"),
    (with_part("start", None), "no start= part"),
    (with_part("puzzle", "12"), "puzzle='12': expected puzzle=made"),
    (with_part("kind", "mate"), "kind='mate': expected one of catch, forced, defend"),
    (with_part("rules", "chess"), "rules='chess': expected one of designer, alternate"),
    (with_part("variants", "fly"), "variants='fly': unknown variant 'fly'"),
    (with_part("variants", "escort,escort"), "variants='escort,escort': variant 'escort' is named twice"),
    (with_part("start", "hex6_b"), "start=: position 'hex6 b': expected 7 fields"),
    (with_part("start", "hex6_b_b:z99_r:-_c:e6_0-0_14-15"), "start=: .*no cell 'z99'"),
    (encode_made(CATCH) + "&seed=3", "unknown key 'seed'"),
    (encode_made(CATCH) + "&kind=catch", "names 'kind' twice"),
    (encode_made(CATCH) + "&hello", "part 'hello' is not of the form key=value"),
    ("puzzle=made&" + "x" * 100_001, "too long"),
], ids=["no-puzzle", "no-kind", "no-rules", "no-variants", "no-start", "puzzle", "kind", "rules",
        "variants", "variants-twice", "start-short", "start-cell", "unknown", "twice", "not-kv", "long"])
def test_every_bad_part_is_refused_naming_it(fragment, words):
    with pytest.raises(LinkError, match=words):
        decode_made(fragment)


@pytest.mark.parametrize("position, kind, words", [
    (MANY, "catch", "not a catch puzzle: .*different turns catch the most cats"),
    (CATCH.position, "defend", "not a defend puzzle: .*can catch a cat at once"),
], ids=["many-answers", "wrong-kind"])
def test_a_link_whose_position_is_no_puzzle_is_refused(position, kind, words):
    """The link carries no answer to trust: the position is solved again, and refused in words."""
    fragment = f"puzzle=made&kind={kind}&rules=designer&variants=-&start={position.replace(' ', '_')}"
    with pytest.raises(LinkError, match=f"puzzle link start='hex6.*: This position is {words}"):
        decode_made(fragment)


# A crowded sq13 position under double-step: solving it ran for tens of seconds (the worker frozen).
HARD = "sq13 b b:e3,h13,m1 r:a11,b3,m9,m13 c:b9,c11,d5,d6,d10,e6,e8,e9,f9,f12,g10,i2,j5,k7,k8 0-0 21-20"


def test_a_made_puzzle_too_hard_to_check_is_refused_in_words():
    """The link's position is checked within the solver's fixed budget (game.catherders.solver.CHECK_BUDGET
    nodes, never a clock) and refused past it, saying so."""
    fragment = f"puzzle=made&kind=forced&rules=designer&variants=double-step&start={HARD.replace(' ', '_')}"
    with pytest.raises(LinkError, match="puzzle link start='sq13.*: This position is too hard to check"):
        decode_made(fragment)


@pytest.mark.parametrize("key, value", [
    ("start", "hex6_b_b:" + "z9," * 30_000),
    ("start", "x" * 90_000),
    ("variants", "x" * 90_000),
    ("kind", "x" * 90_000),
    ("rules", "x" * 90_000),
    ("puzzle", "x" * 90_000),
], ids=["start-cells", "start", "variants", "kind", "rules", "puzzle"])
def test_a_puzzle_link_error_quotes_at_most_a_short_piece(key, value):
    """Whatever part is wrong, the message quotes at most QUOTE_LIMIT characters of it."""
    with pytest.raises(LinkError) as caught:
        decode_made(with_part(key, value))
    assert len(str(caught.value)) < 300
