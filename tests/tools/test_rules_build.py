"""The rules files built at build time (tools/rules_build.py, markdown-it-py): what each block
becomes, what is refused and why, and that the built files the page fetches are the files'."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from rules_build import RulesBuildError, build, build_file, diagrams, plain_text  # noqa: E402

from web.shell.registry import GAMES  # noqa: E402


def test_the_blocks_the_rules_use():
    """Headings, paragraphs, both lists, tables, code, quotes, rules and inline marks, nested."""
    data = build("# Title\n\n## Two\n\nSome **bold *and em*** with `code` and "
                 "[a link](https://example.org/x).\n\n- one\n- two\n\n1. first\n\n   more of it\n"
                 "\n| a | b |\n| --- | --- |\n| 1 | **2** |\n\n```\nverbatim *x*\n```\n\n"
                 "> quoted\n\n---\n")
    assert data["title"] == "Title" and data["more"] == []
    h, p, ul, ol, table, pre, quote, hr = data["short"]
    assert h == {"t": "h", "level": 2, "c": ["Two"]}
    assert p["c"] == ["Some ", {"k": "strong", "c": ["bold ", {"k": "em", "c": ["and em"]}]},
                      " with ", {"k": "code", "s": "code"}, " and ",
                      {"k": "link", "href": "https://example.org/x", "c": ["a link"]}, "."]
    assert ul == {"t": "ul", "items": [[{"t": "p", "c": ["one"], "tight": True}],
                                       [{"t": "p", "c": ["two"], "tight": True}]]}
    assert ol["t"] == "ol" and [b["c"] for b in ol["items"][0]] == [["first"], ["more of it"]]
    assert "tight" not in ol["items"][0][0]  # a loose list keeps its paragraphs
    assert table == {"t": "table", "head": [["a"], ["b"]], "rows": [[["1"], [{"k": "strong", "c": ["2"]}]]]}
    assert pre == {"t": "pre", "text": "verbatim *x*\n"}
    assert quote == {"t": "quote", "c": [{"t": "p", "c": ["quoted"]}]}
    assert hr == {"t": "hr"}


def test_more_splits_and_diagrams_are_read():
    """The `more` line ends the short part; a diagram comment becomes its spec; other comments
    are dropped; wrapped lines are joined with a space."""
    data = build('intro\nwraps\n\n<!-- diagram: {"id": "a", "n": 1} -->\n\n<!-- note -->\n\n'
                 "<!-- more -->\n\nrest\n")
    assert data["short"] == [{"t": "p", "c": ["intro wraps"]}, {"t": "diagram", "spec": {"id": "a", "n": 1}}]
    assert data["more"] == [{"t": "p", "c": ["rest"]}]
    assert diagrams(data) == [{"id": "a", "n": 1}]


@pytest.mark.parametrize("text, why", [
    ("<div>hi</div>\n", "raw HTML"),
    ("a <b>b</b>\n", "html_inline"),
    ("![cat](cat.png)\n", "image"),
    ("[x](ftp://example.org/f)\n", "a link the page would not follow: 'ftp://example.org/f'"),
    ("<!-- diagram: {not json} -->\n", "cannot be read"),
    ('<!-- diagram: ["a"] -->\n', "must be an object"),
    ("a\n\n<!-- more -->\n\nb\n\n<!-- more -->\n", "appears 2 times"),
])
def test_what_the_view_could_not_show_is_refused_by_name(text, why):
    """The build fails, naming the file, the line and the reason, rather than ship a rules view
    that says something else than the file."""
    with pytest.raises(RulesBuildError) as e:
        build("intro\n\n" + text, "X.md")
    assert why in str(e.value) and str(e.value).startswith("X.md")


def test_a_script_link_stays_text():
    """markdown-it-py itself never makes a javascript: address a link: it stays words."""
    assert build("[x](javascript:alert(1))\n")["short"] == [{"t": "p", "c": ["[x](javascript:alert(1))"]}]


WORDS = st.text(alphabet="abcdefghij ", min_size=1, max_size=12).map(str.strip).filter(bool)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["p", "h", "ul", "strong", "code"]), WORDS),
                min_size=1, max_size=8))
def test_every_word_of_the_file_reaches_the_view_in_order(parts):
    """For files made of paragraphs, headings, lists and marked words, the built blocks hold
    exactly the file's words, in the file's order."""
    lines, want = [], []
    for kind, words in parts:
        lines.append({"p": words, "h": f"## {words}", "ul": f"- {words}",
                      "strong": f"x **{words}** y", "code": f"x `{words}` y"}[kind])
        want.append(words if kind in ("p", "h", "ul") else f"x {words} y")
    data = build("\n\n".join(lines) + "\n")

    def texts(blocks):
        for b in blocks:
            if "c" in b and b["t"] != "quote":
                yield plain_text(b["c"])
            for item in b.get("items", []):
                yield from texts(item)
    assert [" ".join(t.split()) for t in texts(data["short"])] == [" ".join(w.split()) for w in want]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_built_rules_the_page_fetches_are_the_rules_files(name):
    """assets/app/rules-<game>.json (tools/vendor.py) is exactly what the game's rules file
    builds to: a rules file edited without a build fails here."""
    entry = GAMES[name]
    built = ROOT / "assets" / "app" / f"rules-{name}.json"
    assert built.is_file(), f"{built} missing: run python3 tools/vendor.py"
    assert built.read_text(encoding="utf-8") == build_file(ROOT / entry.rules, ROOT)
    data = json.loads(built.read_text(encoding="utf-8"))
    assert data["title"] and data["short"] and data["more"]


def test_a_changed_rules_file_no_longer_matches_its_build():
    """The comparison above can fail: one word changed in the file gives another build."""
    rules = (ROOT / "RULES.md").read_text(encoding="utf-8")
    assert build(rules) != build(rules.replace("grumpy", "cheerful", 1))


def test_the_view_reads_the_format_the_build_writes():
    """web/kit/rules.py (which imports the browser, so it is read here as text) expects the
    format tools/rules_build.py writes: a change to the data changes both or fails here."""
    import ast

    tree = ast.parse((ROOT / "web" / "kit" / "rules.py").read_text(encoding="utf-8"))
    values = {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
              for t in node.targets if isinstance(t, ast.Name) and isinstance(node.value, ast.Constant)}
    from rules_build import FORMAT

    assert values["RULES_FORMAT"] == FORMAT
