"""The view starts in steps (web/view/main.py): each of its modules is imported in a task of
its own, after the modules it imports, so that none is compiled in the runtime's start or in
the view's own step."""

from __future__ import annotations

import ast

from tests.tools.test_shipping import ROOT, VIEW, VIEW_MODULE, closure, imported_names, module_file


def steps() -> list[str]:
    """main.py's STEPS, read from its source (it runs only under MicroPython)."""
    tree = ast.parse((ROOT / VIEW).read_text(encoding="utf-8"))
    found = next(node.value for node in tree.body
                 if isinstance(node, ast.Assign) and node.targets[0].id == "STEPS")
    return [element.value for element in found.elts]


def only_a_docstring(path: str) -> bool:
    """Whether the file at `path` is a docstring and nothing else (a package's __init__)."""
    body = ast.parse((ROOT / path).read_text(encoding="utf-8")).body
    return all(isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) for node in body)


def our_modules(names: set[str]) -> set[str]:
    """The files of ours among dotted `names`, packages with nothing but a docstring left out
    (each comes in with the first step under it, at no cost)."""
    files = {module_file(name) for name in names} - {None}
    return {f for f in files if not only_a_docstring(f)}


def test_every_module_the_view_needs_has_a_step_before_the_view():
    """The steps import every module of ours the view needs, and the view is made last."""
    needed = our_modules({name for path in closure(VIEW) for name in imported_names(path)}) - {VIEW_MODULE}
    stepped = [module_file(name) for name in steps()]
    assert None not in stepped
    assert set(stepped) == needed
    assert len(stepped) == len(set(stepped))
    assert VIEW_MODULE in closure(VIEW)  # made by the last step


def test_each_step_comes_after_the_modules_it_imports():
    """A step's module finds what it imports already in: none compiles another in its task."""
    stepped = [module_file(name) for name in steps()]
    for i, path in enumerate(stepped):
        before = set(stepped[:i])
        assert our_modules(imported_names(path)) - {path} <= before, path


def test_the_script_itself_imports_nothing_of_ours_at_the_top():
    """The script compiles in the runtime's start: it imports only `js` there."""
    tree = ast.parse((ROOT / VIEW).read_text(encoding="utf-8"))
    top = [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert [alias.name for node in top for alias in node.names] == ["js"]
