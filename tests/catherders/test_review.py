"""The game review (game/catherders/review.py): marks, missed catches, repeatability, its dict form.

The hand-made game: blue can catch the cat on b2 for free with e5-c3 (it flees to c2,
next to blue c3 and d2, and is caught: the position of tests/catherders/test_captures.py's
INTO_TRAP, with more cats). Blue places a herder on k6 instead, far away, and red
saves the cat (b3-c3 sends it to b3).
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from game.catherders import Game, new_position
from game.catherders.bots import choose
from game.catherders.evaluate import WIN
from game.catherders.record import NAG_OF_MARK, read_record, write_record
from game.catherders.review import (
    DEFAULT_NODES,
    review_annotations,
    review_game,
    review_turn,
    score_position,
)
from game.catherders.verdicts import MARKS, Review, mark_for, turn_accuracy
from tests.support.helpers import P

FREE_CATCH = P("e5 d2", "b3", "b2 i9 j9 f6 g4 h8 c7 d7 j7")
MISSED = ["k6", "b3-c3 b2>b3", "a3 b3>b4"]
NODES = 300  # enough for a one-turn catch; keeps the tests quick


def missed_game() -> Game:
    g = Game(FREE_CATCH)
    for t in MISSED:
        g.push(t)
    return g


@pytest.fixture(scope="module")
def review() -> Review:
    return review_game(missed_game(), NODES)


def test_a_missed_free_catch_is_a_missed_catch_and_a_mistake_or_blunder(review):
    """Turn 1 (k6) left a free cat: missed_catch, marked mistake or blunder, win chance lost."""
    t = review.turns[0]
    assert (t.index, t.mover, t.turn) == (0, 0, "k6")
    assert t.missed_catch and t.most == 1 and t.caught == 0
    assert t.mark in ("mistake", "blunder")
    assert t.chance_before > t.chance_after and t.loss >= 0.10
    assert t.only_move  # e5-c3 is the one turn that catches
    assert not t.best_played


def test_the_best_turn_of_the_missed_catch_catches_the_cat(review):
    """The review's best turn is e5-c3 with the cat's flight, and it catches the cat."""
    best = review.turns[0].best
    assert best.startswith("e5-c3")
    g = Game(FREE_CATCH)
    g.push(best)
    assert g.caught_by(0) == 1 and g.captures[0] == 1


def test_the_best_turn_gets_no_mark():
    """Playing the review's own best turn: best_played, loss 0, no mark, no missed catch."""
    g = Game(FREE_CATCH)
    best = review_turn(g, "k6", NODES).best
    t = review_turn(g, best, NODES)
    assert t.best_played and t.loss == 0.0 and t.mark is None and not t.missed_catch
    assert t.best_chance == t.chance_after
    assert g.fen() == FREE_CATCH and not g.stack  # left unchanged


def test_a_game_of_the_engines_own_best_turns_has_no_marks():
    """Every turn the review's search would play is the best turn: no turn is marked."""
    g = Game(new_position(seed=5))
    for _ in range(8):
        g.push(score_position(g, NODES)[1])
    review = review_game(g, NODES)
    assert all(t.best_played and t.mark is None and t.loss == 0 for t in review.turns)
    assert [p.accuracy for p in review.players] == [100.0, 100.0]


def test_the_same_game_reviewed_twice_gives_the_same_review(review):
    """No clock, a fixed node budget: identical to_dict(); the game is left as it was."""
    g = missed_game()
    fen, turns = g.fen(), [str(t) for t in g.turns]
    assert review_game(g, NODES).to_dict() == review.to_dict()
    assert g.fen() == fen and [str(t) for t in g.turns] == turns


def test_progress_is_called_once_per_turn_in_order():
    """progress(i, n) after each turn: (1, n), (2, n), ... (n, n)."""
    calls = []
    review_game(missed_game(), NODES, progress=lambda i, n: calls.append((i, n)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_score_position_is_repeatable_and_handles_a_finished_game():
    """The same position scores the same; a finished game has no best turn, WIN/-WIN/0."""
    g = Game(new_position(seed=3))
    assert score_position(g, NODES) == score_position(g, NODES)
    rng = random.Random(2)
    while not g.is_over():
        g.push(choose(g, g.to_move, "easy", rng))
    score, best = score_position(g, NODES)
    winner = g.outcome().winner
    assert best is None
    assert score == (0 if winner is None else WIN if winner == g.to_move else -WIN)


def test_the_summary_counts_marks_and_accuracy(review):
    """Blue's summary has the marked turn and missed catch; accuracy is the mean of turns'."""
    blue = review.players[0]
    mine = [t for t in review.turns if t.mover == 0]
    assert blue.turns == 2 and blue.missed_catches >= 1
    assert blue.inaccuracies + blue.mistakes + blue.blunders == sum(t.mark is not None for t in mine)
    assert blue.accuracy == round(sum(turn_accuracy(t.loss) for t in mine) / 2, 1)
    assert blue.accuracy < review.players[1].accuracy


def test_accuracy_and_marks_follow_the_loss():
    """Accuracy 100 at no loss, falling with the loss, within 0..100; marks by threshold."""
    values = [turn_accuracy(x / 100) for x in range(101)]
    assert values[0] == pytest.approx(100, abs=0.01)
    assert all(a >= b for a, b in zip(values, values[1:], strict=False))
    assert all(0 <= v <= 100 for v in values)
    assert [mark_for(x) for x in (0.0, 0.049, 0.05, 0.1, 0.15, 1.0)] == \
        [None, None, "inaccuracy", "mistake", "blunder", "blunder"]


def test_to_dict_is_json_and_reads_back(review):
    """to_dict() survives JSON and from_dict gives the same review."""
    data = json.loads(json.dumps(review.to_dict()))
    assert Review.from_dict(data) == review
    assert Review.from_dict(data).players == review.players


def _broken(data: dict, path: str, value) -> dict:
    data = copy.deepcopy(data)
    *parents, last = path.split(".")
    target = data
    for key in parents:
        target = target[int(key)] if key.isdigit() else target[key]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return data


@pytest.mark.parametrize("path, value, words", [
    ("version", 2, "version"),
    ("nodes", 0, "nodes"),
    ("nodes", "450", "nodes"),
    ("turns", {}, "turns"),
    ("turns.0.mark", "great", r"turns\[0\]\.mark"),
    ("turns.0.loss", 1.5, r"turns\[0\]\.loss"),
    ("turns.0.chance_after", True, r"turns\[0\]\.chance_after"),
    ("turns.1.mover", 2, r"turns\[1\]\.mover"),
    ("turns.1.index", 5, r"turns\[1\]\.index"),
    ("turns.2.turn", "", r"turns\[2\]\.turn"),
    ("turns.2.caught", -1, r"turns\[2\]\.caught"),
    ("turns.0.missed_catch", "yes", r"turns\[0\]\.missed_catch"),
    ("turns.0.best", KeyError, r"turns\[0\]\.best: missing"),
    ("turns.0.extra", 1, r"turns\[0\]\.extra: unknown"),
    ("players", [], "players"),
    ("players", KeyError, "review.players: missing"),
])
def test_malformed_review_dicts_are_refused_naming_the_field(review, path, value, words):
    """from_dict raises ValueError naming the field at fault."""
    with pytest.raises(ValueError, match=words):
        Review.from_dict(_broken(review.to_dict(), path, value))


def test_a_changed_mark_no_longer_matches_the_summary(review):
    """The stored summaries must agree with the turns."""
    data = review.to_dict()
    data["turns"][1]["mark"] = "blunder"
    with pytest.raises(ValueError, match="players"):
        Review.from_dict(data)
    with pytest.raises(ValueError, match="review"):
        Review.from_dict([1, 2])


def test_a_record_with_the_reviews_annotations_keeps_its_marks(review):
    """review_annotations (the worker writes them into the page's record): each marked
    turn's glyph and a comment with the best turn, read back as they were written."""
    notes = review_annotations(review)
    assert {i: a.nag for i, a in notes.items()} == \
        {t.index: NAG_OF_MARK[t.mark] for t in review.turns if t.mark}
    text = write_record(missed_game(), None, notes)
    assert "1. k6 " in text and "{best e5-c3" in text
    record = read_record(text)
    assert record.annotations == notes
    assert record.replay().fen() == missed_game().fen()


def test_bad_node_budgets_are_refused():
    """max_nodes must be a whole number from 1."""
    for bad in (0, -5, 1.5, True):
        with pytest.raises(ValueError, match="max_nodes"):
            review_game(missed_game(), bad)
    assert DEFAULT_NODES >= 1 and set(MARKS) == {"inaccuracy", "mistake", "blunder"}


def test_the_page_reviews_with_the_reviews_own_budget():
    """The page asks the computer's worker for reviews at the budget the review was fitted and
    tested at (web/catherders/review's REVIEW_NODES is game.catherders.review's DEFAULT_NODES)."""
    from web.catherders.review import REVIEW_NODES

    assert REVIEW_NODES == DEFAULT_NODES
