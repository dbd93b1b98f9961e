"""Our Python as the zips ship it: without its docstrings and comments.

The page's worker imports the games' and the kit's modules from zips (tools/app_bundles.py's
bundles), and no module reads a docstring or a comment at run time. Those are about 40 % of
the bytes a first visit downloads of our own code, even with brotli: so the zips hold each
module stripped of them, and everything else stays as it is.

- A docstring (the first statement of a module, class or function, a string) becomes an
  empty string of as many lines, so every line keeps its number: a traceback from the page
  points at the line in the repository.
- A comment goes, and so does the space left at the end of its line.
"""

from __future__ import annotations

import ast
import io
import tokenize

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _docstrings(tree: ast.Module):
    """The docstring statements of `tree`: an ast.Expr of a str constant, first in a body."""
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                yield first


def stripped(source: str) -> str:
    """`source` (a module's text) without its docstrings and comments, each line where it was
    (see the module doc). SyntaxError when it is not Python."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, byte_col: int) -> int:
        # ast counts columns in UTF-8 bytes; the text is indexed by characters
        return starts[row - 1] + len(lines[row - 1].encode()[:byte_col].decode())

    cuts = []
    for doc in _docstrings(ast.parse(source)):
        blank = '"""' + "\n" * (doc.end_lineno - doc.lineno) + '"""' if doc.end_lineno > doc.lineno else '""'
        cuts.append((offset(doc.lineno, doc.col_offset), offset(doc.end_lineno, doc.end_col_offset), blank))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:  # tokenize counts columns in characters
            row, col = token.start
            cuts.append((starts[row - 1] + col, starts[row - 1] + col + len(token.string), ""))
    text = source
    for start, end, put in sorted(cuts, reverse=True):
        text = text[:start] + put + text[end:]
    return "".join(line.rstrip() + "\n" for line in text.splitlines())
