"""tools/strip_source.py takes docstrings and comments out of the modules the zips ship, and
nothing else: the same program, every line where it was."""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]
strip_source = load_tool("strip_source")
SHIPPED = sorted(p.relative_to(ROOT).as_posix() for top in ("game", "web")
                 for p in (ROOT / top).rglob("*.py"))


def without_docstrings(source: str) -> str:
    """The AST of `source` as text, every docstring emptied and no line numbers: what the
    stripped module must still be."""
    tree = ast.parse(source)
    for doc in strip_source._docstrings(tree):
        doc.value.value = ""
    return ast.dump(tree)


def comments(source: str) -> list[str]:
    return [t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type == tokenize.COMMENT]


def statement_lines(source: str) -> list[tuple[str, int]]:
    return [(type(node).__name__, node.lineno) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.stmt)]


@pytest.mark.parametrize("path", SHIPPED)
def test_every_module_keeps_its_program_and_its_line_numbers(path):
    source = (ROOT / path).read_text(encoding="utf-8")
    out = strip_source.stripped(source)
    assert without_docstrings(out) == without_docstrings(source)
    assert statement_lines(out) == statement_lines(source)
    assert comments(out) == []
    assert all(not doc.value.value.strip("\n") for doc in strip_source._docstrings(ast.parse(out)))
    assert len(out) <= len(source)


def test_what_goes_and_what_stays():
    source = ('"""The module, with a ° in it."""\n'
              'x = "a # is no comment"  # a comment\n'
              'def f():\n'
              '    """Two\n'
              '    lines."""\n'
              '\n'
              'class C:  # why\n'
              '    """Doc."""\n'
              '    y = f"{x!r} # kept"\n'
              '    # a whole line\n'
              '    def g(self):\n'
              '        "Single."\n'
              '        return "°"  # after a °\n')
    assert strip_source.stripped(source) == ('""\n'
                                             'x = "a # is no comment"\n'
                                             'def f():\n'
                                             '    """\n'
                                             '"""\n'
                                             '\n'
                                             'class C:\n'
                                             '    ""\n'
                                             '    y = f"{x!r} # kept"\n'
                                             '\n'
                                             '    def g(self):\n'
                                             '        ""\n'
                                             '        return "°"\n')


def test_a_string_that_is_not_first_stays():
    source = 'def f():\n    x = 1\n    "not a docstring"\n    return x\n'
    assert strip_source.stripped(source) == source


def test_text_that_is_not_python_is_refused():
    with pytest.raises(SyntaxError):
        strip_source.stripped("def (:\n")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([
    'x = 1', '# note', 'y = "# no"  # yes', 'def f():\n    "d"\n    return 2',
    'class K:\n    """a\n    b"""', 'z = """\n#not\n"""', 'if x:\n    pass  # p', '',
    "s = 'é'  # é", 'async def h():\n    """x"""\n    await g()',
]), max_size=8))
def test_any_mix_of_statements_keeps_its_program(parts):
    source = "\n".join(parts) + "\n"
    out = strip_source.stripped(source)
    assert without_docstrings(out) == without_docstrings(source)
    assert statement_lines(out) == statement_lines(source)
    assert comments(out) == []
