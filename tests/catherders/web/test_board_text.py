"""The board in words for screen readers (web/catherders/access/board_text.py): the rows, the summary, each
turn told as it happened, and the questions a blind player asks."""

from __future__ import annotations

import random
import re

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.consequences import catchable, threatened
from tests.support.helpers import EVERY_RULES, P
from web.catherders.access.board_text import (
    COMMANDS,
    MAX_QUESTION_LENGTH,
    answer,
    narrate_turn,
    position_rows,
    summary,
)

BOARDS = ("hex5", "hex6", "hex9", "sq7", "sq10")


# ---- rows ---------------------------------------------------------------------------------

@pytest.mark.parametrize("board", BOARDS)
def test_rows_cover_every_cell_exactly_once_in_the_boards_row_order(board):
    g = Game(new_position(board, seed=3))
    rows = position_rows(g)
    names = [text.split()[0] for _, cells in rows for text in cells]
    assert sorted(names) == sorted(g.board.names)
    assert len(names) == len(set(names)) == g.board.size
    labels = [label for label, _ in rows]
    assert len(labels) == len(set(labels))
    if board.startswith("hex"):
        assert labels[0] == "row a" and labels[-1] == f"row {chr(96 + len(labels))}"
        for label, cells in rows:  # a hex row is the cells of one letter, numbers rising
            assert {t[0] for t in cells} == {label[-1]}
            numbers = [int(t.split()[0][1:]) for t in cells]
            assert numbers == sorted(numbers)
    else:
        assert labels[0] == "rank 1" and labels[-1] == f"rank {g.board.side}"
        for label, cells in rows:  # a square rank holds files a, b, ... with its number
            assert [t.split()[0] for t in cells] == [f"{chr(97 + f)}{label.split()[1]}"
                                                     for f in range(g.board.side)]


def test_each_cell_says_what_stands_on_it_and_marks_the_wall():
    g = Game("hex6 b b:c5,d6 r:e5,a1 c:d5,h8,h9 0-0 13-13")
    texts = {t.split()[0]: t for _, cells in position_rows(g) for t in cells}
    assert texts["a1"] == "a1 Wall, red herder"
    assert texts["a2"] == "a2 Wall, empty"
    assert texts["d5"] == "d5 cat"
    assert texts["d6"] == "d6 blue herder"
    assert texts["e5"] == "e5 red herder"
    assert texts["d7"] == "d7 empty"


def test_rows_show_the_cells_they_are_given():
    """`cells` is what the page shows (a turn being built): the rows follow it, not the game."""
    g = Game("hex6 b b:c5 r:e5 c:d5,h8,h9 0-0 14-14")
    shown = list(g.cells)
    shown[g.board.cell("d5")], shown[g.board.cell("d4")] = 0, 3
    texts = {t.split()[0]: t for _, cells in position_rows(g, shown) for t in cells}
    assert texts["d5"] == "d5 empty" and texts["d4"] == "d4 cat"


# ---- summary ------------------------------------------------------------------------------

def test_summary_numbers_agree_with_the_engine():
    g = Game(new_position(seed=11), Rules())
    rng = random.Random(5)
    for _ in range(40):
        g.random_turn(rng)
    lines = summary(g)
    names = g.board.names
    b, r = g.captures
    assert lines[0] == ("Blue" if g.to_move == 0 else "Red") + " to move."
    assert lines[1] == f"Cats caught: blue {b}, red {r}; {g.needed} of {g.total_cats} win."
    assert f"blue {g.supply[0]} herder" in lines[2] and f"red {g.supply[1]} herder" in lines[2]
    cat_lines = [line for line in lines if line.startswith("Cat on ")]
    assert len(cat_lines) == len(g.cats)
    for cat in g.cats:  # the watchers, counted here from the neighbours, not from the tables
        near = g.board.neighbours[cat]
        blue = sum(1 for n in near if g.cells[n] == 1)
        red = sum(1 for n in near if g.cells[n] == 2)
        line = next(x for x in cat_lines if x.startswith(f"Cat on {names[cat]}:"))
        assert f"watched by {blue} blue and {red} red herder" in line


def test_summary_names_the_cats_the_side_to_move_can_catch_and_the_threats():
    g = Game(P("a3 b4", "c2 d2 e2", "b2 c3 c5"))  # blue can catch b2 (RULES.md's catch)
    now, later = catchable(g), threatened(g)
    assert g.board.cell("b2") in now
    lines = summary(g)
    names = g.board.names
    mine = next(x for x in lines if x.startswith("Blue can catch"))
    assert all(names[c] in mine for c in now)
    theirs = next(x for x in lines if x.startswith("Red threatens"))
    assert ("no cat" in theirs) == (not later)
    assert all(names[c] in theirs for c in later)


def test_summary_of_a_finished_game_says_who_won_and_no_threats():
    g = Game("hex6 b b:a3,b4 r:c2 c:b2,c3,c5,h8,h9 4-0 13-14")
    g.push("a1 b2>b3")
    lines = summary(g)
    assert lines[0] == "Game over. Blue wins: 5 of 9 cats caught."
    assert not any("can catch" in x or "threatens" in x for x in lines)


# ---- a turn, told -------------------------------------------------------------------------

def test_a_move_with_a_flight_and_a_catch_is_told_exactly():
    pos = P("e5 f6 f8 g8 d7 c6", "g7 c4 c5", "e6 j8 j9", side="r")
    g = Game(pos)
    said = narrate_turn(g, "g7-e7 e6>d5")
    assert said == "Red moves g7 to e7. The cat on e6 runs to d5. Red catches the cat on d5."
    assert g.fen() == pos and not g.stack  # the game was not touched


def test_placements_passes_stays_escorts_double_steps_and_the_end():
    g = Game("hex6 b b:- r:c2 c:b3,c5,d4 0-0 15-14", Rules.parse("designer", "double-step"))
    assert narrate_turn(g, "a3 b3>c4>d5") == \
        "Blue places a herder on a3. The cat on b3 runs to c4 then d5."
    g = Game("hex6 b b:c2,c3 r:b3 c:b2,d4,e3 0-0 13-14", Rules.parse("designer", "capture3"))
    assert narrate_turn(g, "a1") == ("Blue places a herder on a1. The cat on b2 has nowhere "
                                     "to run. Blue catches the cat on b2.")
    g = Game("hex6 b b:a3,b4 r:c2 c:b2,c3,c5 0-0 13-14", Rules.parse("designer", "escort"))
    assert narrate_turn(g, "a1 b2>b3 xb4") == (
        "Blue places a herder on a1. The cat on b2 runs to b3. Blue catches the cat on b3. "
        "The blue herder on b4 leaves with the catch.")
    g = Game("hex6 b b:a3 r:- c:b3,d5,e3 0-0 14-15", Rules.parse("alternate"))
    assert narrate_turn(g, "a2") == "Blue places a herder on a2. Blue catches the cat on b3."
    g = Game("hex6 b b:a3,b4 r:c2 c:b2,c3,c5,h8,h9 4-0 13-14")
    assert narrate_turn(g, "a1 b2>b3").endswith(
        "Blue catches the cat on b3. Blue wins: 5 of 9 cats caught.")
    # Neither side can act (the Wall full of herders, a cat on every Park cell beside it).
    wall = ("a1 a2 a3 a4 a5 a6 b1 b7 c1 c8 d1 d9 e1 e10 f1 f11 g2 g11 h3 h11 "
            "i4 i11 j5 j11 k6 k7 k8 k9 k10 k11").split()
    ring = ("b2 b3 b4 b5 b6 c2 c7 d2 d8 e2 e9 f2 f10 g3 g10 h4 h10 i5 i10 j6 j7 j8 j9 j10")
    g = Game(P(" ".join(wall[:15]), " ".join(wall[15:]), ring, caps="1-0"))
    assert narrate_turn(g, "pass") == "Blue passes."
    g.push("pass")
    assert narrate_turn(g, "pass") == "Red passes. Both sides passed: Blue wins, 1 cat to 0."


@pytest.mark.parametrize("rules", EVERY_RULES, ids=str)
def test_every_turn_of_random_games_is_told_with_every_catch(rules):
    for seed in range(2):
        g = Game(new_position("hex6" if seed == 0 else "sq7", seed=seed), rules)
        rng = random.Random(seed * 31 + len(str(rules)))
        while not g.is_over():
            before = Game(g.position(), g.rules)
            before.quiet, before.passes, before.seen = g.quiet, g.passes, dict(g.seen)
            cats_before = set(g.cats)
            turn = g.random_turn(rng)
            said = narrate_turn(before, turn)
            names = g.board.names
            side = "Blue" if before.to_move == 0 else "Red"
            assert said.startswith(side + (" passes." if turn.is_pass else " "))
            caught = g.caught_by(-1)
            named = [c for found in re.findall(r"catches the cats? on ([a-z0-9, ]+)\.", said)
                     for c in re.split(r", | and ", found)]
            assert len(named) == caught, said
            ends = {f[-1] for f in turn.flights}
            assert {g.board.cell(n) for n in named} <= cats_before | ends
            cats = set(cats_before)
            for flight in turn.flights:
                cats = (cats - {flight[0]}) | {flight[-1]}
            assert {names[c] for c in cats - set(g.cats)} <= set(named), said
            for flight in turn.flights:
                assert f"The cat on {names[flight[0]]} runs to " in said
            ended = g.outcome()
            assert (" wins" in said or "a draw" in said) == (ended is not None), said


# ---- questions ----------------------------------------------------------------------------

def game_with_a_catch_waiting() -> Game:
    g = Game(P("a3 b4", "c2 d2 e2 i8 i9", "b2 c3 c5 h8 f5"))
    return g


def test_my_and_their_herders():
    g = game_with_a_catch_waiting()
    mine = answer(g, "where are my herders?")
    assert mine == "Your 2 blue herders: a3 and b4; 13 herders in supply."
    assert answer(g, "my herders") == answer(g, "Mine") == mine
    theirs = answer(g, "their herders")
    assert theirs == "Their 5 red herders: c2, d2, e2, i8 and i9; 10 herders in supply."
    assert answer(g, "Where are the opponent's herders") == theirs
    empty = Game(P("", "", "c5 d5 e5"))
    assert answer(empty, "my herders") == "Your blue herders: none on the board; 15 herders in supply."


def test_cats_with_their_watchers():
    g = game_with_a_catch_waiting()
    said = answer(g, "cats")
    assert said.startswith("5 cats: b2, watched by 1 red herder; c3, watched by 1 red herder; ")
    assert "h8, watched by 2 red herders" in said
    assert "f5, watched by no herder; " in said
    assert answer(g, "Where are the cats?") == said


def test_danger_names_the_catchable_and_threatened_cats():
    g = game_with_a_catch_waiting()
    said = answer(g, "which cats are in danger")
    assert said.startswith("Blue can catch the cat on b2 now.")
    assert "Red threatens the cat" in said and "h8" in said.split("Red threatens")[1]
    assert answer(g, "danger") == answer(g, "threats") == said
    quiet = Game(new_position(seed=7))
    assert answer(quiet, "danger") == "Blue can catch no cat this turn. Red threatens no cat."


def test_last_tells_the_last_turn_and_score_the_catches():
    g = game_with_a_catch_waiting()
    assert answer(g, "last") == "No turn has been played yet."
    assert answer(g, "score") == "Blue has caught 0, red 0; 3 of 5 win. Blue to move."
    g.push("a1 b2>b3")
    assert answer(g, "last") == ("Turn 1: Blue places a herder on a1. The cat on b2 runs to b3. "
                                 "Blue catches the cat on b3.")
    assert answer(g, "what happened?") == answer(g, "last move") == answer(g, "last")
    assert answer(g, "score") == "Blue has caught 1, red 0; 3 of 5 win. Red to move."
    assert len(g.stack) == 1  # asking changed nothing


def test_every_commands_words_reach_it_and_anything_else_lists_them():
    g = game_with_a_catch_waiting()
    for name, words in COMMANDS.items():
        expected = answer(g, name)
        for phrase in words:
            assert answer(g, phrase) == expected, phrase
            assert answer(g, phrase.upper() + "?") == expected, phrase
    unknown = answer(g, "xyzzy")
    assert unknown.startswith("I don't know 'xyzzy'.")
    for name in COMMANDS:
        assert name in unknown
    assert answer(g, "") == answer(g, "help")


def test_an_unknown_question_is_quoted_short():
    """A question of 100,000 characters is answered at once, quoting at most QUOTE_LIMIT
    characters of it (the whole text before)."""
    g = game_with_a_catch_waiting()
    said = answer(g, "why " * 25_000)
    assert said.startswith("I don't know 'why why") and len(said) < 400


def test_a_question_is_read_up_to_its_cap():
    """Only the first MAX_QUESTION_LENGTH characters of a question are read (20 million took
    0.4 s before), so a key word past them is not heard."""
    g = game_with_a_catch_waiting()
    assert answer(g, "cats") == answer(g, "x" * 100 + " cats")
    assert answer(g, "x " * MAX_QUESTION_LENGTH + " cats").startswith("I don't know")
