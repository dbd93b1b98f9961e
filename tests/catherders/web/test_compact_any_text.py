"""The compact code (web.catherders.sharing.compact) read from any text at all: arbitrary
strings, strings of the code's own characters, and truncations and mutations of real codes each
either decode to legal turns (whose code is that text again) or raise CompactError; never any
other exception. Every prefix of a real code gives the turns it holds or says where it ends."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.catherders import Game, Rules, new_position
from tests.catherders.web.compact_games import DESIGNER, HEX6, crowded, random_game, texts
from web.catherders.sharing.compact import ALPHABET, CompactError, decode_game, decode_turns, encode_turns

CASES = [
    (HEX6, DESIGNER),
    (new_position("sq7", "beginner", 9, 3), Rules.parse("alternate", "escort,double-step")),
    (new_position("hex6", "advanced", 9, 5), Rules.parse("designer", "escort,capture3,double-step")),
    (crowded(2), Rules.parse("alternate", "escort")),
]


def some_long_game(start, rules: Rules) -> Game:
    """The first seeded random game from `start` to last 30 turns, cut at 80."""
    return next(g for seed in range(100) if len((g := random_game(start, rules, seed, 80)).turns) >= 30)


VALID_CODES = [encode_turns(start, rules, some_long_game(start, rules).turns) for start, rules in CASES]


def decodes_or_refuses(start, rules: Rules, code) -> None:
    """Either legal turns, spelled by exactly this code, or CompactError; nothing else."""
    try:
        game = decode_game(start, rules, code)
    except CompactError as e:
        assert str(e).startswith(("turn ", "the turns' code must be text"))
        assert e.number is None or 1 <= e.number <= len(e.turns) + 1
        return
    again = Game(start, rules)
    for turn in game.turns:
        again.push(str(turn))  # each turn is legal, checked as typed text
    assert again.fen() == game.fen()
    assert encode_turns(start, rules, game.turns) == code


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(range(len(CASES))), code=st.text(max_size=40))
def test_arbitrary_text_decodes_or_is_refused(case, code):
    """Any string at all: legal turns or CompactError."""
    decodes_or_refuses(*CASES[case], code)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(range(len(CASES))), code=st.text(alphabet=ALPHABET, max_size=80))
def test_arbitrary_codes_decode_or_are_refused(case, code):
    """Any string of the code's own characters (which often decode for several turns): legal
    turns whose code is that very string, or CompactError."""
    decodes_or_refuses(*CASES[case], code)


@st.composite
def damaged(draw):
    """A real code, truncated, or with characters replaced, inserted, deleted or swapped."""
    case = draw(st.sampled_from(range(len(CASES))))
    code = list(VALID_CODES[case])
    chars = st.sampled_from(ALPHABET) | st.characters()
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["cut", "replace", "insert", "delete", "swap"]))
        i = draw(st.integers(0, max(len(code) - 1, 0)))
        if kind == "cut":
            code = code[:i]
        elif kind == "replace" and code:
            code[i] = draw(chars)
        elif kind == "insert":
            code.insert(i, draw(chars))
        elif kind == "delete" and code:
            del code[i]
        elif kind == "swap" and i + 1 < len(code):
            code[i], code[i + 1] = code[i + 1], code[i]
    return case, "".join(code)


@pytest.mark.slow
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
def test_damaged_codes_decode_or_are_refused(case_code):
    """Prefixes, truncations and mutations of real codes: legal turns or CompactError."""
    case, code = case_code
    decodes_or_refuses(*CASES[case], code)


def test_every_prefix_of_a_code_decodes_or_is_refused():
    """Every prefix of a real code: a prefix that ends between turns gives those turns, one
    that ends inside a number is refused (saying the code ends there)."""
    start, rules = CASES[1]
    played = texts(decode_turns(start, rules, VALID_CODES[1]))
    ends = {len(encode_turns(start, rules, played[:k])): k for k in range(len(played) + 1)}
    for n in range(len(VALID_CODES[1]) + 1):
        prefix = VALID_CODES[1][:n]
        if n in ends:
            assert texts(decode_turns(start, rules, prefix)) == played[:ends[n]]
        else:
            with pytest.raises(CompactError, match="ends in the middle of a number"):
                decode_turns(start, rules, prefix)
