"""PAGEANT.md, the pageant's rules as players read them: it builds for the rules view, and its
example round and diagrams agree with the engine."""

from __future__ import annotations

from game.pageant import CATS, cat_name
from game.pageant.example import DESIRED, VOTES, example_round, example_rounds
from tests.support import rules_files
from tests.support.rules_files import rules_build

TEXT = rules_files.text("pageant")


def built() -> dict:
    return rules_files.built("pageant")


def tables() -> list[dict]:
    data = built()
    return [b for b in data["short"] + data["more"] if b["t"] == "table"]


def cells(row) -> list[str]:
    return [rules_build.plain_text(runs).strip() for runs in row]


def test_its_diagrams_are_the_three_kinds_the_page_draws():
    specs = rules_build.diagrams(built())
    assert [s["kind"] for s in specs] == ["pageant-cats", "pageant-ladder", "pageant-example"]
    ladder = specs[1]
    assert sorted(ladder["ranking"]) == list(CATS)
    assert tuple(ladder["ranking"]) == example_round_final()
    rows = DESIRED
    player_1 = [[rows[0][i], rows[0][i + 1]] for i in range(1, 9, 2)]
    assert ladder["goals"] == player_1  # player 1's goals in the example, all met


def example_round_final() -> tuple[int, ...]:
    return example_rounds()[-1].top_down()


def test_the_cats_table_names_the_engines_cats():
    head, *_ = tables()
    assert [cells(r)[:2] for r in head["rows"]] == [[str(c), cat_name(c)] for c in CATS]


def test_the_example_goals_table_is_the_seeds():
    goals = tables()[1]
    for row, want in zip(goals["rows"], DESIRED, strict=True):
        text = cells(row)
        assert text[1] == f"{want[0]} {cat_name(want[0])}"
        assert text[2:] == [f"{want[i]} above {want[i + 1]}" for i in range(1, 9, 2)]


def test_the_example_votes_table_is_the_seeds_and_its_results_the_engines():
    votes = tables()[2]
    want = list(VOTES)
    rows = [cells(r) for r in votes["rows"]]
    assert [tuple(int(c) for c in r[1:8]) for r in rows[:-1]] == want
    rnd = example_round()
    for row, picks in zip(rows, want, strict=False):
        rnd = rnd.vote(picks)
        reveal = rnd.reveals[-1]
        assert row[0] == f"{reveal.spot}{'th' if reveal.spot > 3 else {2: 'nd', 3: 'rd'}[reveal.spot]}"
        if reveal.chosen is None:
            assert "tie" in row[8]
        else:
            assert row[8].startswith(f"{cat_name(reveal.chosen)} ({reveal.chosen})")
    last = rnd.top_down()[0]
    assert rows[-1][0] == "1st" and rows[-1][8].startswith(f"{cat_name(last)} ({last})")
