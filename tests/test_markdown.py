"""web/rules/markdown.py: the Markdown subset the rules view is built from (RULES.md).

Each test shows one thing the reader does; the hypothesis tests show it never
raises on prose and never loses a word of it; the last ones read RULES.md itself.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.rules.markdown import (
    Break,
    Code,
    Diagram,
    DiagramError,
    Heading,
    Inline,
    ListBlock,
    Paragraph,
    Table,
    parse,
    parse_inlines,
    split_more,
)

RULES = Path(__file__).resolve().parent.parent / "RULES.md"


def text_of(inlines) -> str:
    """The words a reader sees in a run of inlines."""
    return "".join(part.text for part in inlines)


def test_headings_have_their_level_and_text():
    """'#' to '######' give headings of level 1 to 6; closing hashes are dropped; '#x' is text."""
    blocks = parse("# Title\n\n## Sub *part*\n\n###### Six ##\n\n#not a heading")
    assert blocks[:3] == [
        Heading(1, (Inline("text", "Title"),)),
        Heading(2, (Inline("text", "Sub "), Inline("em", "part"))),
        Heading(6, (Inline("text", "Six"),)),
    ]
    assert blocks[3] == Paragraph((Inline("text", "#not a heading"),))


def test_paragraph_lines_join_with_one_space_and_blank_lines_split_paragraphs():
    """Wrapped lines are one paragraph, joined with single spaces; a blank line starts the next."""
    blocks = parse("The board is\n  a hexagon\nof cells.\n\n\nCats live\nin the Park.\n")
    assert blocks == [
        Paragraph((Inline("text", "The board is a hexagon of cells."),)),
        Paragraph((Inline("text", "Cats live in the Park."),)),
    ]


def test_a_heading_right_under_a_paragraph_ends_it():
    """A heading line needs no blank line before it."""
    assert parse("some text\n## Next") == [
        Paragraph((Inline("text", "some text"),)), Heading(2, (Inline("text", "Next"),))]


def test_bullet_items_wrap_over_indented_continuation_lines():
    """'- ' items; an indented (or lazily unindented) line continues the item before it."""
    blocks = parse("- Each player has **15 herders**: blue\n  and red.\n- **9 cats**. You may\nchoose.\n")
    assert blocks == [ListBlock(False, (
        (Inline("text", "Each player has "), Inline("strong", "15 herders"),
         Inline("text", ": blue and red.")),
        (Inline("strong", "9 cats"), Inline("text", ". You may choose.")),
    ))]


def test_numbered_lists_are_ordered_and_their_numbers_are_not_text():
    """'1.' items make an ordered list; continuation lines indented by three spaces join the item."""
    blocks = parse("1. **Act.** Place\n   or move.\n2. The cats flee.\n10. Ten.\n\nAfter.")
    assert blocks[0] == ListBlock(True, (
        (Inline("strong", "Act."), Inline("text", " Place or move.")),
        (Inline("text", "The cats flee."),),
        (Inline("text", "Ten."),),
    ))
    assert blocks[1] == Paragraph((Inline("text", "After."),))


def test_a_list_goes_on_after_a_blank_line_only_with_more_items_of_its_kind():
    """A loose list stays one list; a bullet after a numbered list starts a new list."""
    blocks = parse("- a\n\n- b\n\n1. c\n")
    assert blocks == [ListBlock(False, ((Inline("text", "a"),), (Inline("text", "b"),))),
                      ListBlock(True, ((Inline("text", "c"),),))]


def test_a_wrapped_line_starting_with_a_number_does_not_start_a_list():
    """As in CommonMark, only an item numbered 1 interrupts a paragraph ('2013. Nine' stays text)."""
    assert parse("designed in\n2013. Nine cats") == [
        Paragraph((Inline("text", "designed in 2013. Nine cats"),))]


def test_tables_have_a_header_and_rows_of_cells():
    """A pipe table: header cells, the |---| line, then rows; an empty header cell is kept."""
    blocks = parse("| | designer | alternate |\n|---|---|:--:|\n| Order | **no** trap | `free` |\n"
                   "| When | after | at once |\nnext paragraph")
    assert blocks[0] == Table(
        header=((), (Inline("text", "designer"),), (Inline("text", "alternate"),)),
        rows=(
            ((Inline("text", "Order"),), (Inline("strong", "no"), Inline("text", " trap")),
             (Inline("code", "free"),)),
            ((Inline("text", "When"),), (Inline("text", "after"),), (Inline("text", "at once"),)),
        ),
    )
    assert blocks[1] == Paragraph((Inline("text", "next paragraph"),))


def test_a_pipe_line_without_a_separator_is_a_paragraph():
    """'| a |' alone is not a table: its text is kept as a paragraph."""
    assert parse("| a | b |\nmore") == [Paragraph((Inline("text", "| a | b | more"),))]


def test_fenced_code_is_kept_verbatim():
    """Spaces, blank lines, '#', '-' and markers inside a fence are kept exactly."""
    art = "k      B # # R # R        k6 … k11\n\n- not a list\n# not a heading\n**not bold**"
    blocks = parse(f"Before.\n```\n{art}\n```\nAfter.")
    assert blocks == [Paragraph((Inline("text", "Before."),)), Code(art),
                      Paragraph((Inline("text", "After."),))]


def test_an_unclosed_fence_runs_to_the_end():
    """A fence never closed keeps the rest of the text as code (nothing is lost)."""
    assert parse("```sh\nls\n\n# x") == [Code("ls\n\n# x", "sh")]


@pytest.mark.parametrize(("source", "expected"), [
    ("**bold**", [Inline("strong", "bold")]),
    ("*em*", [Inline("em", "em")]),
    ("_em_", [Inline("em", "em")]),
    ("`a3 e5>f6`", [Inline("code", "a3 e5>f6")]),
    ("``a `tick` b``", [Inline("code", "a `tick` b")]),
    ("see [RULES.md](RULES.md).", [Inline("text", "see "), Inline("link", "RULES.md", "RULES.md"),
                                  Inline("text", ".")]),
    ("of *your* herders", [Inline("text", "of "), Inline("em", "your"), Inline("text", " herders")]),
    ("**Designer: after; alternate: at any time.**",
     [Inline("strong", "Designer: after; alternate: at any time.")]),
    ("**a `b` c**", [Inline("strong", "a b c")]),
])
def test_inline_kinds(source, expected):
    """Each inline kind: strong, em (* or _), code (any backtick run), link with its href."""
    assert list(parse_inlines(source)) == expected


@pytest.mark.parametrize("source", [
    "snake_case_name", "a_b_c", "cell_a3 and _x", "2 * 3 * 4", "**open", "a ** b",
    "*open", "`open", "[text](open", "[text] (x)", "x_", "_ x_", "** spaced**",
])
def test_unclosed_or_unmatched_markers_stay_literal(source):
    """Markers without a partner (and '_' inside words, like snake_case) are plain text."""
    assert parse_inlines(source) == (Inline("text", source),)


def test_backslash_escapes_a_marker():
    """'\\*' is a literal star, not emphasis."""
    assert parse_inlines(r"\*not em\*") == (Inline("text", "*not em*"),)


def test_a_diagram_line_gives_its_json_object():
    """`<!-- diagram: {...} -->` on its own line is a Diagram holding the JSON object."""
    line = ('<!-- diagram: {"id": "place", "position": "hex6 b b:- r:- c:b3 1-1 15-15", '
            '"action": "a3", "focus": "b3", "radius": 2, "caption": "Blue places."} -->')
    blocks = parse(f"Text.\n{line}\nMore.")
    assert blocks[1] == Diagram({"id": "place", "position": "hex6 b b:- r:- c:b3 1-1 15-15",
                                 "action": "a3", "focus": "b3", "radius": 2, "caption": "Blue places."})
    assert [type(b) for b in blocks] == [Paragraph, Diagram, Paragraph]


@pytest.mark.parametrize("line", [
    '<!-- diagram: {"id": "x", "caption": } -->',
    '<!-- diagram: ["not", "an", "object"] -->',
    '<!-- diagram: {"id": "x"}',
    '<!-- diagram: -->',
])
def test_a_malformed_diagram_line_raises_diagram_error_quoting_it(line):
    """Bad JSON, JSON that is not an object, or no closing '-->': DiagramError with the line."""
    with pytest.raises(DiagramError) as caught:
        parse(f"Intro.\n\n{line}\n")
    assert line in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_other_comments_are_dropped_even_over_several_lines():
    """A comment that is neither a diagram nor the more marker leaves nothing behind."""
    assert parse("A.\n<!-- a note -->\n\n<!--\nhidden\nlines -->\nB.") == [
        Paragraph((Inline("text", "A."),)), Paragraph((Inline("text", "B."),))]


def test_text_after_a_comment_on_its_closing_line_is_kept():
    """`<!-- note --> words`: the comment goes, the words stay."""
    assert parse("<!-- note --> kept words") == [Paragraph((Inline("text", "kept words"),))]


def test_more_marker_is_a_break_and_split_more_splits_there():
    """`<!-- more -->` is a Break; split_more gives the blocks before and after it."""
    blocks = parse("# T\n\nShort.\n\n<!-- more -->\n\n## Full\n\nLong.")
    assert Break() in blocks
    short, rest = split_more(blocks)
    assert short == [Heading(1, (Inline("text", "T"),)), Paragraph((Inline("text", "Short."),))]
    assert rest == [Heading(2, (Inline("text", "Full"),)), Paragraph((Inline("text", "Long."),))]


def test_split_more_without_a_break_keeps_everything_short():
    """No Break: every block is in the short part and the rest is empty."""
    blocks = parse("One.\n\nTwo.")
    assert split_more(blocks) == (blocks, [])


# ---- properties ---------------------------------------------------------------------------

_DIAGRAM_LINE = re.compile(r"^\s*<!--\s*diagram\s*:", re.MULTILINE)


_PIECES = st.lists(st.sampled_from([
    *"ab *_`[]()#-|1.\n\t<!->:\\~\r{}\"", "<!--", "-->", "<!-- more -->", "\n    ", "```",
    "|---|", "- ", "1. ", "# ",
]), max_size=60).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), _PIECES))
def test_parse_never_raises_on_text_without_diagram_lines(text):
    """Any text at all (no diagram line in it) reads into blocks without an exception."""
    if _DIAGRAM_LINE.search(text.replace("\r", "\n")):
        text = _DIAGRAM_LINE.sub("", text.replace("\r", "\n"))
    blocks = parse(text)
    assert isinstance(blocks, list)


_WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFG", min_size=1, max_size=8)
_MARKUP = st.sampled_from([
    " ", " ", " ", "\n", "\n", "\n\n", "  ", "**", "*", "_", "`", "``", "[", "](", ")", "#", "# ",
    "## ", "- ", "* ", "1. ", "2) ", "|", "| ", "|---|", "---", "```", "\\", ":", ".", "12",
    "\t", "> ",
])
_PROSE = st.lists(st.one_of(_WORDS, _MARKUP), max_size=60).map("".join)


def words_out(blocks) -> list[str]:
    """Every letter word a reader sees: inline texts and link targets, table cells, code."""
    parts: list[str] = []

    def runs(inlines):
        for part in inlines:
            parts.extend((part.text, " "))
            if part.href is not None:
                parts.extend((part.href, " "))

    for block in blocks:
        if isinstance(block, (Heading, Paragraph)):
            runs(block.inlines)
        elif isinstance(block, ListBlock):
            for item in block.items:
                runs(item)
        elif isinstance(block, Table):
            for row in (block.header, *block.rows):
                for cell in row:
                    runs(cell)
        elif isinstance(block, Code):
            parts += [block.info, " ", block.text]
        parts.append(" ")
    return re.findall(r"[A-Za-z]+", "".join(parts))


@settings(max_examples=400, deadline=None)
@given(_PROSE)
def test_every_letter_of_the_prose_is_kept_in_order(text):
    """Markers may go, but every word of the input is read: its letters all come out, in order.

    (Letters, not words: a marker between two words may vanish the way it does on screen,
    '*A*A' reads 'AA'.)
    """
    assert "".join(words_out(parse(text))) == "".join(re.findall(r"[A-Za-z]+", text))


_SPACING = st.sampled_from([" ", "  ", "\n", "\n\n", "\n  ", "\n   ", "\t", " \n"])
_PLAIN_PROSE = st.lists(st.tuples(_WORDS, _SPACING), max_size=40).map(
    lambda pairs: "".join(w + s for w, s in pairs))


@settings(max_examples=300, deadline=None)
@given(_PLAIN_PROSE)
def test_words_apart_in_plain_prose_stay_apart(text):
    """Words separated by spaces, line breaks or indentation come out as the same words."""
    assert words_out(parse(text)) == text.split()


# ---- RULES.md itself ----------------------------------------------------------------------

def test_rules_md_has_exactly_one_break_after_a_short_part_with_diagrams():
    """RULES.md reads without error, has one `<!-- more -->`, a title first, diagrams in the short part."""
    blocks = parse(RULES.read_text(encoding="utf-8"))
    assert sum(isinstance(b, Break) for b in blocks) == 1
    short, rest = split_more(blocks)
    assert isinstance(short[0], Heading) and short[0].level == 1
    assert sum(isinstance(b, Diagram) for b in short) >= 8
    assert any(isinstance(b, Table) for b in rest) and any(isinstance(b, Code) for b in rest)


def test_rules_md_diagram_ids_are_unique_and_every_diagram_has_a_caption():
    """Every diagram has an id (none repeated), a position and a caption."""
    diagrams = [b.spec for b in parse(RULES.read_text(encoding="utf-8")) if isinstance(b, Diagram)]
    ids = [d.get("id") for d in diagrams]
    assert all(isinstance(i, str) and i for i in ids)
    assert len(ids) == len(set(ids))
    assert all(d.get("position") and d.get("caption") for d in diagrams)


def test_rules_md_keeps_every_word_outside_comments():
    """Reading RULES.md loses no word of its prose (the comments are the diagrams and the marker)."""
    text = RULES.read_text(encoding="utf-8")
    without_comments = re.sub(r"<!--.*?-->", " ", text, flags=re.DOTALL)
    assert words_out(parse(text)) == re.findall(r"[A-Za-z]+", without_comments)
