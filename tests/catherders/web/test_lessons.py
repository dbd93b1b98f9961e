"""The beginners' lessons (web/catherders/training/lessons.py): each position is sound, each goal can be
reached and
(from lesson 3 on) missed, the hints point at a way to reach it, and the checks say why a turn
misses. Every claim is checked against the engine: its legal turns, push and pop.
"""

from __future__ import annotations

import ast
import random
import re
from functools import cache
from pathlib import Path

import pytest

from game.catherders import BLUE, RED, Game, IllegalTurnError, Position, Rules, get_board
from web.catherders.training.lessons import LESSONS, Lesson, Verdict, lesson

ROOT = Path(__file__).resolve().parents[3]
ONE_TURN = [les for les in LESSONS if les.kind != "win"]
by_number = pytest.mark.parametrize("les", LESSONS, ids=lambda les: f"lesson{les.number}")
one_turn = pytest.mark.parametrize("les", ONE_TURN, ids=lambda les: f"lesson{les.number}")

# lesson -> (legal turns at the start, how many of them solve it): the design, pinned
COUNTS = {1: (34, 6), 2: (36, 3), 3: (44, 1), 4: (43, 1), 5: (53, 4), 6: (35, 1), 7: (37, 1),
          8: (42, 3)}


@cache
def verdicts(number: int) -> tuple[tuple[str, Verdict], ...]:
    """Every legal first turn of a one-turn lesson with the check's verdict on it."""
    les = lesson(number)
    game = les.new_game()
    found = []
    for turn in list(game.legal_turns()):
        game.push(turn)
        found.append((str(turn), les.check(game)))
        game.pop()
    assert game.fen() == les.new_game().fen()  # push and pop left it as it was
    return tuple(found)


def solving(number: int) -> list[str]:
    return [text for text, v in verdicts(number) if v.state == "solved"]


def catches(game) -> list[str]:
    """The side to move's legal turns that catch at least one cat."""
    found = []
    for turn in list(game.legal_turns()):
        game.push(turn)
        if game.caught_by(-1):
            found.append(str(turn))
        game.pop()
    return found


def check_after(les, turns) -> Verdict:
    """The lesson's verdict after playing `turns` (texts) from its position."""
    game = les.new_game()
    for t in turns:
        game.push(t)
    return les.check(game)


def greedy(game):
    """A turn that catches the most cats now (the first of them)."""
    best, most = None, -1
    for turn in list(game.legal_turns()):
        game.push(turn)
        caught = game.caught_by(-1)
        game.pop()
        if caught > most:
            best, most = turn, caught
    return best


# ---- the list itself ----------------------------------------------------------------------


def test_lessons_are_numbered_one_to_nine_in_order():
    """LESSONS holds lessons 1 to 9 in order, and lesson(n) returns the n-th."""
    assert [les.number for les in LESSONS] == list(range(1, 10))
    for les in LESSONS:
        assert lesson(les.number) is les


@pytest.mark.parametrize("number", [0, 10, -1])
def test_a_missing_lesson_number_raises_value_error_naming_it(number):
    """lesson(0), lesson(10), lesson(-1): ValueError whose message names the number asked for."""
    with pytest.raises(ValueError, match=re.escape(f"lesson {number}:")):
        lesson(number)


def test_an_unknown_goal_kind_is_refused():
    """A Lesson with a kind the checks do not know is a ValueError at once, not at check time."""
    with pytest.raises(ValueError, match="kind"):
        Lesson(1, "x", "x.", LESSONS[0].position, kind="dance")


@by_number
def test_texts_are_short_and_friendly(les):
    """A title, a one-sentence goal, an explanation and a hint of one or two sentences."""
    assert les.title and len(les.title) <= 30
    assert les.goal.endswith(".") and les.goal.count(". ") == 0 and len(les.goal) <= 80
    assert les.explain and les.hint
    assert 1 <= les.hint.count(".") <= 2
    assert les.ruleset == "designer" and les.variants == "-"


def test_only_the_last_lesson_has_an_opponent():
    """Lesson 9 is played against the easy computer; the others are one turn of blue's."""
    assert [les.opponent for les in LESSONS] == [None] * 8 + ["ai-easy"]


def test_the_module_imports_only_the_engine():
    """web/catherders/training/lessons.py is pure Python: besides the standard library it imports Cat
    Herders' engine (`game.catherders`) and web/kit/words.py (the shared words, which imports the
    engine only)."""
    tree = ast.parse((ROOT / "web" / "catherders" / "training" / "lessons.py").read_text(encoding="utf-8"))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            bits = node.module.split(".")
            name = node.module if bits[0] == "web" else ".".join(bits[:2] if bits[0] == "game" else bits[:1])
            modules.add("web." + node.module if node.level else name)
        elif isinstance(node, ast.Import):
            modules.update(a.name.split(".")[0] for a in node.names)
    assert modules <= {"__future__", "dataclasses", "game.catherders", "web.kit.words"}


# ---- positions ------------------------------------------------------------------------------


@by_number
def test_position_parses_with_blue_to_move_and_the_game_not_over(les):
    """The position text is canonical hex6 text, blue is to move, and the game goes on."""
    pos = Position.parse(les.position)
    assert str(pos) == les.position
    assert pos.board.name == "hex6" and pos.to_move == BLUE
    game = les.new_game()
    assert game.rules == Rules.parse("designer", "-") == les.rules()
    assert game.outcome() is None and not game.turns
    assert min(pos.supply) >= 10  # plenty of herders left in supply


@by_number
def test_no_cat_starts_already_caught(les):
    """No cat touches two herders of one colour at the start: every catch has to be made."""
    pos = Position.parse(les.position)
    for cat in pos.cats:
        for herders in pos.herders:
            assert len(set(pos.board.neighbours[cat]) & set(herders)) < 2


@by_number
def test_check_before_any_turn_says_playing(les):
    """With no turn played yet, the check says 'playing' and has something to say."""
    v = les.check(les.new_game())
    assert v.state == "playing" and v.message


# ---- goals: reachable, and (from lesson 3) not trivial --------------------------------------


@one_turn
def test_some_legal_turn_solves_it_and_the_counts_are_as_designed(les):
    """At least one legal turn solves the lesson; how many turns there are and how many solve is
    pinned (COUNTS), so a change in a position or a check shows up here."""
    found = verdicts(les.number)
    assert all(v.state in ("solved", "failed") for _, v in found)
    assert (len(found), len(solving(les.number))) == COUNTS[les.number]
    for _, v in found:
        assert v.message


@pytest.mark.parametrize("number", range(3, 9))
def test_from_lesson_three_on_some_legal_turn_fails_with_a_reason(number):
    """Lessons 3 to 8 are not trivial: some legal turn fails, and every failing message says
    what happened and why (a clause after a colon)."""
    failed = [v for _, v in verdicts(number) if v.state == "failed"]
    assert failed
    for v in failed:
        head, _, why = v.message.partition(": ")
        assert head and len(why) > 10, v.message


@by_number
def test_hint_cells_are_cells_and_point_at_a_solving_turn(les):
    """Every hint cell is a cell of hex6, and a solving turn's herder lands on one of them (for
    lesson 9: a first turn after which blue wins against any reply)."""
    board = get_board("hex6")
    assert les.hint_cells
    for name in les.hint_cells:
        assert name in board.index
    turns = winning_first_turns() if les.kind == "win" else solving(les.number)
    targets = {text.split()[0].split("-")[-1] for text in turns}
    assert targets & set(les.hint_cells)


def test_lesson_1_solved_only_by_a_placement_touching_the_cat():
    """Lesson 1: placing on a2 or a3 (the Wall cells beside b3) solves; a1 is refused as too far."""
    assert {t.split()[0] for t in solving(1)} == {"a2", "a3"}
    v = dict(verdicts(1))["a1"]
    assert v.state == "failed" and "does not touch" in v.message


def test_lesson_2_solved_only_by_moving_the_named_herder_beside_the_cat():
    """Lesson 2: f11-f9 (whatever the cat's choice) solves; a placement is told to move instead."""
    assert {t.split()[0] for t in solving(2)} == {"f11-f9"}
    assert "move the one on f11" in dict(verdicts(2))["a1"].message


def test_lesson_3_the_cat_goes_to_the_least_watched_cell():
    """Lesson 3: only a4-c4 sends the cat on c5 to b5; a4-b4 sends it to d5, and the check
    explains by counting the herders around d5 and b5."""
    assert solving(3) == ["a4-c4 c5>b5"]
    msg = dict(verdicts(3))["a4-b4 c5>d5"].message
    assert msg.startswith("The cat ran to d5, not b5") and "fewest herders" in msg


def test_lesson_4_a_tie_is_the_players_choice():
    """Lesson 4: k9 gives the cat a tie between i8 and j10; picking i8 fails and the check says
    the two tied and which one was picked."""
    assert solving(4) == ["k9 j9>j10"]
    msg = dict(verdicts(4))["k9 j9>i8"].message
    assert msg == "The cat ran to i8, not j10: i8 and j10 tied, and you picked i8."


def test_lesson_5_and_6_catch_one_then_two():
    """Lesson 5's solving turns each catch one cat; lesson 6's catches two, and a turn that
    catches only one of them fails, naming the cat left."""
    for number, count in ((5, 1), (6, 2)):
        game = lesson(number).new_game()
        for text in solving(number):
            game.push(text)
            assert game.caught_by(0) == count
            game.pop()
    msg = dict(verdicts(6))["d9"].message
    assert msg.startswith("You caught one cat, not two") and "f10" in msg


# ---- lesson 7: the order rule -----------------------------------------------------------------


def test_lesson_7_the_designer_rule_refuses_the_trapping_order_that_alternate_allows():
    """After a3 both cats flee. Leaving b3 stuck ('a3 b4>b5', b3 not moving) is refused under the
    designer's rules, because b3 can move once b4 has gone; the alternate rules, whose order is
    free, accept the same text. So the lesson turns on the rule it teaches."""
    text = "a3 b4>b5"
    designer = lesson(7).new_game()
    with pytest.raises(IllegalTurnError, match="b3 must flee"):
        designer.push(text)
    alternate = Position.parse(lesson(7).position)
    game = Game(alternate, Rules.parse("alternate", "-"))
    game.push(text)  # legal there
    assert "b3" not in game.fen().split()[4]


def test_lesson_7_a3_lets_the_cat_follow_out_and_a2_catches_it():
    """Under the designer's rules every legal completion of a3 has b3 follow b4 out (b4 may pick
    b5 or c5), and the check explains the rule; a2, touching b3 only, is the one catch."""
    game = lesson(7).new_game()
    after_a3 = {t: v for t, v in verdicts(7) if t.split()[0] == "a3"}
    assert set(after_a3) == {"a3 b4>b5 b3>b4", "a3 b4>c5 b3>b4"}
    for v in after_a3.values():
        assert v.state == "failed" and "ran first" in v.message and "must move" in v.message
    assert solving(7) == ["a2"]
    game.push("a2")
    assert game.caught_by(0) == 1


# ---- lesson 8: stopping red's catch -----------------------------------------------------------


def test_lesson_8_red_threatens_a_catch_before_blues_turn():
    """With red to move in the same position (blue's turn passed over), red has a catch."""
    pos = lesson(8).position.replace(" b b:", " r b:", 1)
    red = Game(Position.parse(pos), lesson(8).rules())
    assert "g2 f2>e2" in catches(red)


def test_lesson_8_after_a_solving_turn_red_cannot_catch():
    """After each solving turn no legal red turn catches a cat (checked here on the engine)."""
    for text in solving(8):
        game = lesson(8).new_game()
        game.push(text)
        assert catches(game) == []


def test_lesson_8_a_failing_message_names_a_red_turn_that_catches():
    """Each failure names a red turn; played on the engine, that red turn does catch a cat. The
    check leaves the game it was given as it was."""
    for text, v in verdicts(8):
        if v.state != "failed":
            continue
        red_turn = re.search(r"with (.+?): the cat on", v.message).group(1)
        game = lesson(8).new_game()
        game.push(text)
        fen = game.fen()
        assert lesson(8).check(game) == v and game.fen() == fen
        game.push(red_turn)
        assert game.caught_by(-1) >= 1


# ---- lesson 9: a short game against the computer ---------------------------------------------


@cache
def winning_first_turns() -> tuple[str, ...]:
    """Blue's first turns after which, whatever red replies, blue has a catch that wins."""
    les = lesson(9)
    game = les.new_game()
    wins = []
    for turn in list(game.legal_turns()):
        game.push(turn)
        ok = True
        for reply in list(game.legal_turns()):
            game.push(reply)
            ok = not game.is_over() and bool(catches(game))
            game.pop()
            if not ok:
                break
        game.pop()
        if ok:
            wins.append(str(turn))
    return tuple(wins)


def test_lesson_9_three_cats_first_to_two_and_no_win_in_one():
    """Three cats in all, blue has one: one more wins. No first turn wins at once (the check
    says 'playing' after each), so it is a short game, not a one-move puzzle."""
    game = lesson(9).new_game()
    assert (game.total_cats, game.needed, tuple(game.captures)) == (3, 2, (1, 0))
    assert catches(game) == []
    assert {v.state for v in (check_after(lesson(9), [t]) for t in ("a1", "h3-h4"))} == {"playing"}


def test_lesson_9_blue_wins_against_every_red_reply():
    """Six first turns win by force: after each, for every legal red reply, blue's greedy turn
    (the most cats caught) wins, and the check says 'playing' in between and 'solved' at the end."""
    wins = winning_first_turns()
    assert wins == ("i4", "h3-h4", "h3-h5", "h3-g3", "h3-i4", "h6-h5")
    les = lesson(9)
    for first in wins:
        game = les.new_game()
        game.push(first)
        assert les.check(game).state == "playing"
        for reply in list(game.legal_turns()):
            game.push(reply)
            assert les.check(game).state == "playing"
            game.push(greedy(game))
            v = les.check(game)
            assert v.state == "solved" and "won" in v.message
            game.pop()
            game.pop()


def test_lesson_9_against_the_easy_computer_blue_wins_in_two_turns():
    """Seeded games against the real easy opponent: the hinted first turn, then greedy, wins on
    blue's second turn every time."""
    from game.catherders.bots import choose
    les = lesson(9)
    for seed in range(12):
        rng = random.Random(seed)
        game = les.new_game()
        game.push("h3-h4")
        game.push(choose(game, game.to_move, "easy", rng=rng))
        assert les.check(game).state == "playing"
        game.push(greedy(game))
        assert les.check(game).state == "solved"


def test_lesson_9_fails_when_red_wins():
    """If red reaches two cats first the check says 'failed' (here red catches a cat at 1-1)."""
    game = Game("hex6 r b:b3 r:c2,d4 c:b2 1-1 14-13", lesson(9).rules())
    game.push("a1 b2>c3")
    assert game.outcome().winner == RED
    v = lesson(9).check(game)
    assert v.state == "failed" and "Red" in v.message
