"""A review in the page's words (web/catherders/review/notes.py): ReviewData read from the worker's JSON,
refused when malformed, described, stepped through, its better turns, marks and summary.

The review is made as the page makes it: the game's fragment goes to the worker's
review_begin, review_next is asked once per turn, and review_result's JSON is read. The game
is a seeded random one (short, reviewed at a small node budget to keep the tests quick),
the first of a few seeds whose review has every kind of turn the tests need: marks of both
players, a missed catch, and a turn that was the search's own best.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from game.catherders import Game
from game.catherders.record import NAG_OF_MARK, Annotation, read_record, write_record
from tests.catherders.web.reviewing import NODES, random_spec, worker_review_dict
from web.catherders.review.notes import (
    GLYPHS,
    WORDS,
    PlayerNote,
    ReviewData,
    better_turn,
    describe,
    glyph,
    is_marked,
    marks_by_turn,
    marks_of_annotations,
    next_marked,
    summary_lines,
    turn_at,
)
from web.catherders.sharing.link import GameSpec

TURNS = 10


def suitable(data: dict) -> bool:
    turns = data["turns"]
    return (any(t["missed_catch"] for t in turns) and any(t["best_played"] for t in turns)
            and {t["mover"] for t in turns if t["mark"]} == {0, 1}
            and any(t["mark"] is None for t in turns))


@pytest.fixture(scope="module")
def reviewed() -> tuple[GameSpec, dict]:
    """(spec, worker JSON) of the first seeded game whose review has every kind of turn."""
    for seed in range(1, 40):
        spec = random_spec(seed, TURNS)
        data = worker_review_dict(spec)
        if suitable(data):
            return spec, data
    raise AssertionError("no seeded game has a missed catch, a best turn and marks of both")


@pytest.fixture(scope="module")
def review(reviewed) -> ReviewData:
    return ReviewData.from_dict(reviewed[1])


def game_at(spec: GameSpec, position: int) -> Game:
    """The game after `position` turns."""
    return spec.up_to(position).replay()


# ---- reading the worker's review -----------------------------------------------------


def test_the_workers_review_is_read_turn_by_turn(reviewed, review):
    """from_dict reads every turn of review_result's JSON with all its fields, both players,
    the node budget and the notes of the marked turns (as (nag, comment) by turn index)."""
    spec, data = reviewed
    assert len(review.turns) == len(spec.turns) == TURNS
    for i, (note, raw) in enumerate(zip(review.turns, data["turns"], strict=True)):
        assert note.index == i and note.turn == spec.turns[i]
        assert note.mover == i % 2  # blue begins, the turns alternate
        assert {k: getattr(note, k) for k in raw} == raw
    assert [p.turns for p in review.players] == [TURNS // 2, TURNS // 2]
    assert review.nodes == NODES
    marked = {t.index: t.mark for t in review.turns if t.mark is not None}
    assert set(review.annotations()) == set(marked)
    for i, (nag, comment) in review.annotations().items():
        assert nag == NAG_OF_MARK[marked[i]] and comment.startswith(f"best {review.turns[i].best};")


def test_to_dict_gives_back_the_workers_dict_and_reads_again(reviewed, review):
    """to_dict() is the worker's own dict (what storage keeps), survives JSON, and
    from_dict of it is the same review."""
    data = review.to_dict()
    assert data == reviewed[1]
    again = ReviewData.from_dict(json.loads(json.dumps(data)))
    assert again == review and again.annotations() == review.annotations()


def _pop(key):
    return lambda d: d.pop(key)


def _set(path: str, value):
    """Set d[...] along a dotted path (numbers index lists)."""
    def change(d):
        *parents, last = path.split(".")
        for key in parents:
            d = d[int(key)] if key.isdigit() else d[key]
        if isinstance(d, list):
            d[int(last)] = value
        else:
            d[last] = value
    return change


def _del(path: str):
    def change(d):
        *parents, last = path.split(".")
        for key in parents:
            d = d[int(key)] if key.isdigit() else d[key]
        del d[last]
    return change


def _swap_first_turns(d):
    d["turns"][0], d["turns"][1] = d["turns"][1], d["turns"][0]


MALFORMED = [
    ("no nodes", _pop("nodes"), "'nodes'"),
    ("no turns", _pop("turns"), "'turns'"),
    ("no players", _pop("players"), "'players'"),
    ("a turn without its best", _del("turns.1.best"), r"turns\[1\] has no 'best'"),
    ("a turn without its mark", _del("turns.3.mark"), r"turns\[3\] has no 'mark'"),
    ("a player without accuracy", _del("players.0.accuracy"), r"players\[0\] has no 'accuracy'"),
    ("a turn that is text", _set("turns.0", "a2"), r"turns\[0\] must be an object"),
    ("a chance as text", _set("turns.0.chance_after", "0.5"), r"turns\[0\]\.chance_after"),
    ("a chance as a bool", _set("turns.2.chance_before", True), r"turns\[2\]\.chance_before"),
    ("a bool as a number", _set("turns.2.best_played", 1), r"turns\[2\]\.best_played"),
    ("a count as a float", _set("turns.4.caught", 1.0), r"turns\[4\]\.caught"),
    ("an index as a bool", _set("turns.0.index", False), r"turns\[0\]\.index"),
    ("a turn as a number", _set("turns.1.turn", 7), r"turns\[1\]\.turn"),
    ("an accuracy as text", _set("players.1.accuracy", "high"), r"players\[1\]\.accuracy"),
    ("an unknown mark", _set("turns.0.mark", "great"), r"turns\[0\]\.mark"),
    ("a glyph for a mark", _set("turns.5.mark", "??"), r"turns\[5\]\.mark"),
    ("a mark as a number", _set("turns.5.mark", 4), r"turns\[5\]\.mark"),
    ("turns swapped", _swap_first_turns, "turns are not numbered"),
    ("a turn misnumbered", _set("turns.2.index", 5), "turns are not numbered"),
    ("the first turn left out", lambda d: d["turns"].pop(0), "turns are not numbered"),
    ("one player", lambda d: d["players"].pop(), "players must be a list of two"),
    ("three players", lambda d: d["players"].append(d["players"][0]), "players must be a list of two"),
    ("players as an object", _set("players", {}), "players must be a list of two"),
    ("a player that is a number", _set("players.1", 3), r"players\[1\] must be an object"),
    ("notes as a list", _set("notes", []), "notes must be an object"),
]


@pytest.mark.parametrize("change, words", [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_reviews_are_refused_naming_the_field(reviewed, change, words):
    """A missing key, a value of the wrong type, an unknown mark, turns not numbered
    0, 1, 2, … or players not two: ValueError naming the field at fault."""
    data = copy.deepcopy(reviewed[1])
    change(data)
    with pytest.raises(ValueError, match=words):
        ReviewData.from_dict(data)


@pytest.mark.parametrize("value", [None, [], "a review", 3])
def test_a_review_that_is_not_an_object_is_refused(value):
    """Anything but a dict: ValueError saying a review must be an object."""
    with pytest.raises(ValueError, match="must be an object"):
        ReviewData.from_dict(value)


@pytest.mark.parametrize("value", [5, None])
def test_turns_of_the_wrong_type_are_refused_naming_turns(reviewed, value):
    """'turns' that is not a list: ValueError naming 'turns' (not a TypeError)."""
    data = copy.deepcopy(reviewed[1])
    data["turns"] = value
    with pytest.raises(ValueError, match="turns"):
        ReviewData.from_dict(data)


@pytest.mark.parametrize("value", [None, "many", [150]], ids=["None", "text", "list"])
def test_nodes_of_the_wrong_type_are_refused_naming_nodes(reviewed, value):
    """'nodes' that is not a whole number: ValueError naming 'nodes'."""
    data = copy.deepcopy(reviewed[1])
    data["nodes"] = value
    with pytest.raises(ValueError, match="nodes"):
        ReviewData.from_dict(data)


OUT_OF_RANGE = [
    ("a third player's turn", _set("turns.1.mover", 2), r"turns\[1\]\.mover"),
    ("a chance above 1", _set("turns.0.chance_after", 1.5), r"turns\[0\]\.chance_after"),
    ("a note with an unknown glyph", _set("notes.2", [9, "best a2"]), "notes"),
    ("a note whose comment closes early", _set("notes.2", [4, "best a2} 1-0 {"]), "notes"),
]


@pytest.mark.parametrize("change, words", [m[1:] for m in OUT_OF_RANGE], ids=[m[0] for m in OUT_OF_RANGE])
def test_values_out_of_range_are_refused(reviewed, change, words):
    """A kept review whose values the page cannot use (a mover not 0 or 1, a chance outside
    0..1, a note that is no record annotation) is refused when read, naming the field."""
    data = copy.deepcopy(reviewed[1])
    data["notes"].setdefault("2", [2, "best a2"])
    change(data)
    with pytest.raises(ValueError, match=words):
        ReviewData.from_dict(data)


# ---- what the page says and shows ---------------------------------------------------------


def test_describe_a_missed_catch_names_the_mark_the_better_turn_and_the_catch(review):
    """At the position of a missed catch: the turn, who played it, the mark in words and
    glyph, 'missed catch' with the cats that could be caught, and the better turn."""
    t = next(t for t in review.turns if t.missed_catch)
    assert t.mark is not None and t.most > t.caught  # a missed catch is always marked
    said = describe(review, t.index)
    who = ("Blue", "Red")[t.mover]
    assert said.startswith(f"Turn {t.index + 1}, {who} played {t.turn}: ")
    assert WORDS[t.mark].capitalize() in said and f"({GLYPHS[t.mark]})" in said
    assert "missed catch" in said and f"{t.most} cat" in said
    assert f"Better: {t.best} (" in said and "drawn in green" in said
    assert f"{round(100 * t.chance_before)}% before, {round(100 * t.chance_after)}% after" in said


def test_describe_an_unmarked_turn_and_the_end(review):
    """The search's own turn is said to be the computer's choice, with no better turn; an
    unmarked turn has no mark word; past the last turn: the end of the review."""
    best = next(t for t in review.turns if t.best_played)
    said = describe(review, best.index)
    assert "The computer's choice too." in said and "Better" not in said
    for t in review.turns:
        if t.mark is None:
            said = describe(review, t.index)
            assert not any(w.capitalize() in said for w in WORDS.values()) and "Better" not in said
    assert describe(review, len(review.turns)) == "The end of the reviewed turns."
    assert turn_at(review, len(review.turns)) is None and turn_at(review, -1) is None


def test_a_missed_catch_turns_best_turn_catches(reviewed, review):
    """The better turn of a missed catch, played where the mistake was made, catches cats
    that the turn played did not."""
    spec, _ = reviewed
    t = next(t for t in review.turns if t.missed_catch)
    g = game_at(spec, t.index)
    g.push(t.best)
    assert g.caught_by(-1) == t.most > t.caught


def test_glyphs_follow_the_marks(review):
    """The move list's sign is the mark's glyph, '' for an unmarked turn."""
    for t in review.turns:
        assert glyph(t) == (GLYPHS[t.mark] if t.mark else "")
        assert is_marked(t) == (t.mark is not None)


def test_next_marked_steps_forwards_and_backwards(review):
    """Forwards from any position: the first marked turn after it; backwards: the last one
    before it; None past the last (first) one. Stepping through visits every marked turn."""
    marked = [t.index for t in review.turns if t.mark is not None]
    n = len(review.turns)
    for p in range(n + 1):
        assert next_marked(review, p, 1) == next((i for i in marked if i > p), None)
        assert next_marked(review, p, -1) == next((i for i in reversed(marked) if i < p), None)
    assert next_marked(review, marked[-1], 1) is None
    assert next_marked(review, marked[0], -1) is None
    assert next_marked(review, n, -1) == marked[-1]
    seen, p = [], -1
    while (p := next_marked(review, p, 1)) is not None:
        seen.append(p)
    assert seen == marked
    seen, p = [], n + 1
    while (p := next_marked(review, p, -1)) is not None:
        seen.append(p)
    assert seen == marked[::-1]


@pytest.mark.parametrize("player", [0, 1])
def test_next_marked_of_one_player_skips_the_others(review, player):
    """With `player`, only that player's marked turns are visited, in both directions."""
    mine = [t.index for t in review.turns if t.mark is not None and t.mover == player]
    assert mine  # the game has marks of both players
    seen, p = [], -1
    while (p := next_marked(review, p, 1, player)) is not None:
        seen.append(p)
    assert seen == mine
    seen, p = [], len(review.turns)
    while (p := next_marked(review, p, -1, player)) is not None:
        seen.append(p)
    assert seen == mine[::-1]


def test_better_turn_only_where_a_marked_turn_was_played(reviewed, review):
    """better_turn: the best turn parsed in the position of a marked turn (legal there, and
    not the turn played); None for an unmarked turn, the search's own turn, or the end."""
    spec, _ = reviewed
    for t in review.turns:
        g = game_at(spec, t.index)
        better = better_turn(review, g, t.index)
        if t.mark is None:
            assert better is None
        else:
            assert better == g.parse_turn(t.best) and str(better) == t.best
            g.push(better)
            after_best = g.fen()
            g.pop()
            g.push(t.turn)
            assert g.fen() != after_best
    best = next(t for t in review.turns if t.best_played)
    assert better_turn(review, game_at(spec, best.index), best.index) is None
    assert better_turn(review, game_at(spec, len(spec.turns)), len(spec.turns)) is None


def _with_best(review: ReviewData, index: int, best: str) -> ReviewData:
    turns = list(review.turns)
    turns[index] = replace(turns[index], best=best)
    return replace(review, turns=tuple(turns))


@pytest.mark.parametrize("best", ["zz99", "a2-", "b2-c3 e5>>f6", ""])
def test_better_turn_is_none_when_its_text_cannot_be_read(reviewed, review, best):
    """A kept review whose best turn is not a turn's text gives no better turn."""
    spec, _ = reviewed
    t = next(t for t in review.turns if t.mark is not None)
    assert better_turn(_with_best(review, t.index, best), game_at(spec, t.index), t.index) is None


def test_better_turn_is_none_when_its_turn_is_illegal_there(reviewed, review):
    """A kept review whose best turn reads but cannot be played there (a herder moved onto
    itself) gives no better turn: the page must not draw an impossible turn."""
    spec, _ = reviewed
    t = next(t for t in review.turns if t.mark is not None)
    g = game_at(spec, t.index)
    herder = next(c for c in range(g.board.size) if g.cells[c] == t.mover + 1)
    name = g.board.names[herder]
    assert better_turn(_with_best(review, t.index, f"{name}-{name}"), g, t.index) is None


def test_marks_survive_a_record_written_with_the_reviews_annotations(reviewed, review):
    """The review's notes as record annotations: written, read back, marks_of_annotations
    gives the review's marks, and the comments come back as they were."""
    spec, _ = reviewed
    notes = {i: Annotation(nag, comment) for i, (nag, comment) in review.annotations().items()}
    text = write_record(spec.replay(), None, notes)
    record = read_record(text)
    assert record.annotations == notes
    assert marks_of_annotations(record.annotations) == marks_by_turn(review)
    assert marks_by_turn(review) == {t.index: t.mark for t in review.turns if t.mark}
    for i, mark in marks_by_turn(review).items():
        assert f"{spec.turns[i]} {GLYPHS[mark]} {{" in text


def test_marks_of_annotations_ignores_other_glyphs():
    """Glyphs that are no mark (!, !!, !?) and comments alone give no mark."""
    notes = {0: Annotation(1, None), 1: Annotation(3, "nice"), 2: Annotation(5, None),
             3: Annotation(None, "just a comment"), 4: Annotation(4, None)}
    assert marks_of_annotations(notes) == {4: "blunder"}


def test_summary_lines_say_one_and_many_properly():
    """One line per player: the accuracy (or 'no turns'), then each count, singular for 1,
    plural otherwise (inaccuracies, mistakes, blunders, missed catches)."""
    review = ReviewData((), (PlayerNote(3, 1, 2, 0, 1, 71.26), PlayerNote(0, 2, 1, 1, 2, None)), NODES, {})
    assert summary_lines(review) == [
        "Blue: accuracy 71%; 1 inaccuracy, 2 mistakes, 0 blunders, 1 missed catch.",
        "Red: no turns; 2 inaccuracies, 1 mistake, 1 blunder, 2 missed catches.",
    ]


def test_summary_lines_of_the_real_review_give_its_figures(review):
    """The reviewed game's summary: Blue's line then Red's, with their figures."""
    lines = summary_lines(review)
    assert len(lines) == 2
    for line, who, p in zip(lines, ("Blue", "Red"), review.players, strict=True):
        assert line.startswith(f"{who}: accuracy {p.accuracy:.0f}%; ") and line.endswith(".")
        for n, one, many in ((p.inaccuracies, "inaccuracy", "inaccuracies"),
                             (p.mistakes, "mistake", "mistakes"), (p.blunders, "blunder", "blunders"),
                             (p.missed_catches, "missed catch", "missed catches")):
            assert (f"1 {one}" if n == 1 else f"{n} {many}") in line
