"""The compact code for a game's turns (web.catherders.sharing.compact): exact, one spelling per game, robust,
short and quick to read.

- Whole random games in every rule set and set of variants, on hex6 and sq7 (and from
  crowded starts where players must pass), survive encode then decode: the same turns'
  text, the same final position and outcome, and encoding the decoded turns gives the very
  same code.
- Any text at all: test_compact_any_text.py.
- Bad codes and bad turns are refused with messages that name the turn and quote the code.
- Fixed seeded games have pinned codes: the code depends on the engine's order of
  legal_actions() and options(), and a change of that order must not go unnoticed.
- The length of 300-turn games, and the time to encode and decode them, are printed (run
  with -s); the length is asserted, the time is not.
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from game.catherders import Game, NotationError, Rules, Turn, TurnBuilder, new_position
from tests.catherders.web.compact_games import BLOCKED, DESIGNER, HEX6, crowded, random_game, texts
from tests.support.helpers import EVERY_RULES
from web.catherders.sharing.compact import (
    ALPHABET,
    MAX_CODE_LENGTH,
    MAX_NUMBER_CHARACTERS,
    CompactError,
    decode_game,
    decode_turns,
    encode_turns,
)


def assert_round_trip(start, rules: Rules, game: Game) -> str:
    """decode(encode(turns)) is the same turns, position and outcome; the code is canonical."""
    played = texts(game.turns)
    code = encode_turns(start, rules, played)
    assert set(code) <= set(ALPHABET)
    again = decode_game(start, rules, code)
    assert texts(again.turns) == played
    assert again.fen() == game.fen()
    assert again.outcome() == game.outcome()
    assert encode_turns(start, rules, again.turns) == code  # Turns as well as text
    return code


# ---- round trips ---------------------------------------------------------------------


@pytest.mark.parametrize("board", ["hex6", "sq7"])
@pytest.mark.parametrize("rules", EVERY_RULES, ids=str)
def test_whole_random_games_round_trip(rules, board):
    """Whole random games (to a win or a draw) in every rule set and variant set, on hex6 and
    sq7: the code gives back exactly the turns' text, the final position and the outcome."""
    for seed in range(2):
        start = new_position(board, "beginner", 9, seed)
        game = random_game(start, rules, seed)
        assert game.is_over()
        assert_round_trip(start, rules, game)


@pytest.mark.slow
@pytest.mark.parametrize("rules", EVERY_RULES[:2] + EVERY_RULES[8:10], ids=str)
def test_games_with_passes_round_trip(rules):
    """Random games from crowded starts, where blue has no legal action and must pass, round
    trip too (a pass is written 'A')."""
    passes = 0
    for gap in (1, 2, 3):
        for seed in range(2):
            game = random_game(crowded(gap), rules, seed)
            assert game.turns[0].is_pass
            passes += sum(t.is_pass for t in game.turns)
            code = assert_round_trip(crowded(gap), rules, game)
            assert code[0] == "A"
    assert passes >= 6


def test_a_game_that_ends_in_two_passes():
    """Nobody can act: two passes end the game, 'AA'; a third turn is refused."""
    for rules in (DESIGNER, Rules.parse("alternate", "escort,double-step")):
        assert encode_turns(BLOCKED, rules, ["pass", "pass"]) == "AA"
        game = decode_game(BLOCKED, rules, "AA")
        assert texts(game.turns) == ["pass", "pass"] and "passed" in game.outcome().reason
        assert decode_turns(BLOCKED, rules, "") == []
        with pytest.raises(CompactError, match=r"turn 3 of the code \('A' at character 3\): the game is "
                                               r"already over \(1/2-1/2"):
            decode_turns(BLOCKED, rules, "AAA")
        with pytest.raises(CompactError, match=r"turn 1 .*too large.*no legal action \(a pass is 'A'\)"):
            decode_turns(BLOCKED, rules, "B")


def test_the_empty_code_is_no_turn():
    """No turns, no characters."""
    assert encode_turns(HEX6, DESIGNER, []) == ""
    assert decode_turns(HEX6, DESIGNER, "") == []


# ---- pinned codes ----------------------------------------------------------------------

# Fixed seeded games and their codes. If one of these fails while the round trips pass, the
# engine's order of legal_actions() or options() (or the rules) has changed: every existing
# code now means something else, and web.catherders.sharing.compact.VERSION (with the link's) must go up.
PINNED = [
    (("designer", "", "hex6", 1),
     ['e10', 'k8', 'e10-f10', 'a4', 'a3-c5', 'k8-j7', 'c5-d6', 'j7-j8 i8>i9', 'k6-k7',
      'd1-e1 f2>f3 e2>e3', 'k6', 'c8-c6', 'f10-g11', 'c6-c4 c3>c2', 'a3', 'e1-d1', 'k6-j5',
      'j8-j9 i9>h8', 'd6-e6 e5>f5', 'a5', 'a1-c1 c2>d3', 'a6-c6', 'j11', 'c6-e8'],
     "IPcBXtBdsB8B6GPdmBeBjB9BkFeBzCXMlB"),
    (("alternate", "escort,double-step", "sq7", 3),
     ['a2 xg3 xa1 xa2', 'f1', 'd1-e2 d3>d4>d5 e3>d4>e5 d2>c3>d4', 'd1 c2>c3>c2',
      'a3-c5 c4>c3>b2 d4>c3>b3 d5>e4>d5 b5>c4>c3', 'g6', 'e2-e3', 'g5-f6 e5>e4>f3', 'e3-e5 xc5',
      'c1 xd1 b2>c2>d3', 'b7', 'd7-e6', 'a6', 'e6-c4 c3>b2>c3 b3>c2>b2 d3>e3>d3', 'e5-c5',
      'a2 xa2', 'a2', 'f6-d6', 'c5-d5', 'a4', 'a2-b3 c3>d2>e3', 'a5-b5', 'g3 f3>e2>f3', 'b5-b6',
      'g4 xg3'],
     "0CKltDI-9UPXyIYvBGdEg0JbBBiBZCPRoERM"),
]


@pytest.mark.parametrize("case, turns, code", PINNED, ids=["designer-hex6", "alternate-escort-double-sq7"])
def test_pinned_codes_of_fixed_games(case, turns, code):
    """The exact code of fixed games is pinned: a change in the order of the engine's
    legal_actions() or options() changes the meaning of every code, and fails here."""
    ruleset, variants, board, seed = case
    rules, start = Rules.parse(ruleset, variants), new_position(board, "beginner", 9, seed)
    assert encode_turns(start, rules, turns) == code
    assert texts(decode_turns(start, rules, code)) == turns
    # They are the seeded random games (so the pins cover plain choices, stays, escorts
    # and double steps): if random_turn changes, only this line fails.
    assert texts(random_game(start, rules, seed, len(turns)).turns) == turns


# ---- bad codes -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def valid():
    """A 60-turn hex6 game, its texts and its code."""
    game = random_game(HEX6, DESIGNER, 11, 60)
    return texts(game.turns), encode_turns(HEX6, DESIGNER, game.turns)


@pytest.mark.parametrize("code, words", [
    ("!", r"turn 1 of the code: '!' at character 1 is not one of the code's characters"),
    ("g", r"turn 1 of the code \('g' at character 1\): the code ends in the middle of a number"),
    ("gA", r"turn 1 of the code \('gA' at character 1\): a number ends in a needless 'A'"),
    ("A A", r"turn 2 of the code: ' ' at character 2 is not one of"),
    ("____B", r"turn 1 of the code \('____B' at character 1\): the number is too large for this "
              r"position \(\d+ legal actions and the choices that follow\)"),
    ("_" * 300, r"turn 1 of the code \('____________…' at character 1\): a number longer than 200"),
    ("Aé", r"turn 2 of the code: 'é' at character 2"),
])
def test_bad_codes_are_refused_saying_where(code, words):
    """Each kind of damage is refused with the turn's number, the place and the piece of code."""
    with pytest.raises(CompactError, match=words):
        decode_turns(HEX6, DESIGNER, code)


def test_an_error_keeps_the_turns_read_before_it(valid):
    """A code damaged part-way: the error names the first bad turn and keeps the good ones,
    so a link can still open at its last good turn."""
    played, code = valid
    prefix = encode_turns(HEX6, DESIGNER, played[:25])
    with pytest.raises(CompactError, match=rf"turn 26 of the code \('_+…' at character {len(prefix) + 1}\)") \
            as e:
        decode_turns(HEX6, DESIGNER, prefix + "_" * 40 + code[len(prefix):])
    assert e.value.number == 26
    assert texts(e.value.turns) == played[:25]
    assert isinstance(e.value, NotationError)


@pytest.mark.parametrize("code", [None, 42, b"AB", ["A"]])
def test_a_code_that_is_not_text_is_refused(code):
    """Only text is read."""
    with pytest.raises(CompactError, match="must be text"):
        decode_turns(HEX6, DESIGNER, code)


def test_hostile_codes_cost_bounded_work():
    """A code past MAX_CODE_LENGTH is refused unread; a long run of continuation characters
    stops at MAX_NUMBER_CHARACTERS; a long run of 'A's (each a whole turn: the first action,
    the first choices) plays until the game ends."""
    t = time.perf_counter()
    with pytest.raises(CompactError, match=f"too long: 100000 characters, at most {MAX_CODE_LENGTH}"):
        decode_turns(HEX6, DESIGNER, "A" * 100_000)
    with pytest.raises(CompactError, match="longer than"):
        decode_turns(HEX6, DESIGNER, "g" * MAX_CODE_LENGTH)
    with pytest.raises(CompactError, match=f"turn 1 .*longer than {MAX_NUMBER_CHARACTERS}"):
        decode_turns(HEX6, DESIGNER, "_" * (MAX_NUMBER_CHARACTERS + 1))
    with pytest.raises(CompactError, match=r"turn \d+ of the code \('A' at character \d+\): the game is "
                                           "already over"):
        decode_turns(HEX6, DESIGNER, "A" * 3000)
    rng = random.Random(0)
    junk = "".join(rng.choice(ALPHABET) for _ in range(MAX_CODE_LENGTH))
    with pytest.raises(CompactError):
        decode_turns(HEX6, DESIGNER, junk)
    print(f"\nhostile codes refused in {time.perf_counter() - t:.3f} s")


# Under the alternate rules a blocked cat that a turn's text does not name may stay at more than
# one point of the turn: on this start, 'hE' and 'qD' both play turn 2 below. 'hE' is how
# encode_turns writes it (the stay at the first chance).
TWO_SPELLINGS = (new_position("sq7", "beginner", 15, 265), Rules.parse("alternate", "capture3,double-step"))


def test_a_turn_has_one_spelling_in_the_code():
    """The code that encode_turns writes decodes; another spelling of the same turns is refused
    naming the turn and its one spelling (both decoded to the same game before)."""
    start, rules = TWO_SPELLINGS
    turns = ["a4 b5>c5>d4 b3>c2>b3", "a5-c5 d5>e6>d5 c4>b5>c4"]
    assert texts(decode_turns(start, rules, "VhE")) == turns
    assert encode_turns(start, rules, turns) == "VhE"
    with pytest.raises(CompactError, match=r"turn 2 of the code \('qD' at character 2\): another "
                                           r"spelling of the turn .*written 'hE'") as caught:
        decode_turns(start, rules, "VqD")
    assert caught.value.number == 2 and texts(caught.value.turns) == turns[:1]


def test_decoding_never_lists_whole_turns(monkeypatch, valid):
    """Decoding replays one action and its choices per turn; it never walks every legal turn."""
    played, code = valid

    def forbidden(*args, **kwargs):
        raise AssertionError("decoding listed whole turns")

    monkeypatch.setattr(Game, "legal_turns", forbidden)
    monkeypatch.setattr(TurnBuilder, "completions", forbidden)
    monkeypatch.setattr(TurnBuilder, "distinct_completions", forbidden)
    assert texts(decode_turns(HEX6, DESIGNER, code)) == played


# ---- bad turns to write ----------------------------------------------------------------


def test_turns_that_cannot_be_written_are_refused(valid):
    """Malformed, illegal or incomplete turns, and turns after the end, raise CompactError
    naming the turn."""
    played, _ = valid
    with pytest.raises(CompactError, match=r"turn 1 cannot be written: malformed turn 'zz9'"):
        encode_turns(HEX6, DESIGNER, ["zz9"])
    with pytest.raises(CompactError, match=r"turn 3 cannot be written: illegal turn 'a1'"):
        encode_turns(HEX6, DESIGNER, played[:2] + ["a1"])
    with pytest.raises(CompactError, match=r"turn 1 cannot be written: illegal turn 'pass'"):
        encode_turns(HEX6, DESIGNER, ["pass"])
    with pytest.raises(CompactError, match=r"turn 3 \('pass'\) cannot be written: the game is already over"):
        encode_turns(BLOCKED, DESIGNER, ["pass", "pass", "pass"])
    with pytest.raises(CompactError, match=r"turn 1 cannot be written: .* is for sq7, not hex6"):
        encode_turns(HEX6, DESIGNER, [Turn.parse("a2", new_position("sq7").board)])
    with pytest.raises(CompactError, match="must be a Turn or text"):
        encode_turns(HEX6, DESIGNER, [3])
    # a turn with a flight, written without it: not complete
    k = next(i for i, t in enumerate(played) if len(t.split()) > 1)
    with pytest.raises(CompactError, match=rf"turn {k + 1} cannot be written: .*not complete"):
        encode_turns(HEX6, DESIGNER, played[:k] + [played[k].split()[0]])
    # a flight that is not the cat's: wrong order or wrong cell
    bad = played[k].split()[0] + " a1>a2"
    with pytest.raises(CompactError, match=rf"turn {k + 1} cannot be written: illegal turn"):
        encode_turns(HEX6, DESIGNER, played[:k] + [bad])


def test_a_bad_start_or_rules_is_refused():
    """The start and the rules are checked too."""
    with pytest.raises(CompactError, match="start position"):
        decode_turns("hex6 nonsense", DESIGNER, "A")
    with pytest.raises(CompactError, match="rules must be Rules"):
        encode_turns(HEX6, "designer", [])


# ---- length and speed ------------------------------------------------------------------

TURNS = 300


@pytest.fixture(scope="module")
def long_games():
    """The first seeds whose random hex6 beginner designer games last 300 turns, cut there."""
    games = []
    for seed in range(100):
        game = random_game(new_position("hex6", "beginner", 9, seed), DESIGNER, seed, TURNS)
        if len(game.turns) == TURNS:
            games.append((seed, game))
        if len(games) == 8:
            break
    assert len(games) == 8
    return games


def test_a_300_turn_game_fits_a_link(long_games):
    """A 300-turn game's code takes well under the 2,000 characters of a link, leaving room
    for its other fields (at most 1,200, and about 1.6 characters a turn)."""
    lengths = []
    for seed, game in long_games:
        start = game.start
        code = encode_turns(start, DESIGNER, game.turns)
        lengths.append(len(code))
        old = sum(len(str(t).replace(" ", "_")) + 1 for t in game.turns) - 1
        print(f"\nseed {seed}: {len(code)} characters for {TURNS} turns "
              f"({len(code) / TURNS:.2f} a turn; the turns as text take {old})", end="")
        assert len(code) <= 1200
    mean = statistics.mean(lengths)
    print(f"\n{TURNS} turns: {min(lengths)}-{max(lengths)} characters, "
          f"mean {mean:.0f}, {mean / TURNS:.2f} characters a turn")
    assert mean / TURNS < 2.5


def test_decoding_speed(long_games):
    """Decoding (and encoding) a 300-turn game in CPython, printed, not asserted: the page
    runs under Pyodide, 2-3 times slower."""
    decode_times, encode_times = [], []
    for _, game in long_games[:4]:
        start, played = game.start, texts(game.turns)
        for _ in range(3):
            t = time.perf_counter()
            code = encode_turns(start, DESIGNER, played)
            encode_times.append(time.perf_counter() - t)
            t = time.perf_counter()
            turns = decode_turns(start, DESIGNER, code)
            decode_times.append(time.perf_counter() - t)
            assert texts(turns) == played
    print(f"\n{TURNS}-turn game: decode {min(decode_times) * 1000:.1f}-{max(decode_times) * 1000:.1f} ms, "
          f"encode {min(encode_times) * 1000:.1f}-{max(encode_times) * 1000:.1f} ms (CPython)")
