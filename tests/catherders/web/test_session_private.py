"""A Session's state is private: no module of the page but web/catherders/session.py assigns its attributes.

Read with `ast`, not run, so the browser layer (which imports `js`) is checked too. Which
expressions hold a Session is a heuristic: the names `session` and `s`, and any attribute
named `session` (`self.session`, `page.session`, `self.page.session`, `app.session`,
`run.session`). Assigning an attribute of one of them (`=`, `+=`, an annotated assignment,
unpacking, `for ... in`, `with ... as`, `del`, `setattr`, `delattr`) anywhere but in
web/catherders/session.py is reported: other modules call the Session's methods (`say`, `lock`,
`mark_hint`, `mark_cells`, `take_frames`, `set_threats`, ...) instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SESSION_NAMES = {"session", "s"}


def _holds_session(node: ast.expr) -> bool:
    """Whether the heuristic takes `node` for a Session."""
    if isinstance(node, ast.Name):
        return node.id in SESSION_NAMES
    return isinstance(node, ast.Attribute) and node.attr == "session"


def _targets(node: ast.AST):
    """The expressions `node` assigns to (or deletes)."""
    if isinstance(node, (ast.Assign, ast.Delete)):
        yield from node.targets
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor, ast.comprehension)):
        yield node.target
    elif isinstance(node, ast.withitem) and node.optional_vars is not None:
        yield node.optional_vars


def _flat(target: ast.expr):
    """A target and, for unpacking (`a, s.x = ...`), each of its parts."""
    if isinstance(target, (ast.Tuple, ast.List)):
        for part in target.elts:
            yield from _flat(part)
    elif isinstance(target, ast.Starred):
        yield from _flat(target.value)
    else:
        yield target


def session_assignments(source: str, filename: str = "<source>") -> list[str]:
    """Where `source` assigns an attribute of a Session: 'file:line: the line' for each."""
    lines, found = source.splitlines(), []
    for node in ast.walk(ast.parse(source, filename)):
        hits = [t for target in _targets(node) for t in _flat(target)
                if isinstance(t, ast.Attribute) and _holds_session(t.value)]
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("setattr", "delattr") and node.args
                and _holds_session(node.args[0])):
            hits.append(node)
        found += [f"{filename}:{hit.lineno}: {lines[hit.lineno - 1].strip()}" for hit in hits]
    return found


def offenders(paths) -> list[str]:
    """Every assignment to a Session's attribute in these files, but web/catherders/session.py's."""
    return [line for path in sorted(paths) if path.name != "session.py" or path.parent.name != "play"
            for line in session_assignments(path.read_text(encoding="utf-8"), str(path))]


def test_no_module_but_session_assigns_a_sessions_attributes():
    """Every module under web/ changes a Session only through its methods."""
    paths = list((ROOT / "web").rglob("*.py"))
    assert len(paths) > 30
    assert offenders(paths) == []


def test_only_web_session_may_assign(tmp_path):
    """The same line is allowed in web/catherders/session.py (the Session's own module) and nowhere else,
    not even in another file named session.py."""
    for folder in ("play", "other"):
        (tmp_path / folder).mkdir()
        for name in ("session.py", "page.py"):
            (tmp_path / folder / name).write_text("branch.say('x')\nsession.message = 'x'\n")
    found = offenders(tmp_path.glob("*/*.py"))
    assert found == [f"{tmp_path / folder / name}:2: session.message = 'x'"
                     for folder, name in (("other", "page.py"), ("other", "session.py"), ("play", "page.py"))]


@pytest.mark.parametrize("code", [
    "session.message = 'hi'",
    "s.locked = None",
    "self.session.hint_cells = []",
    "page.session.frames = []",
    "self.page.session.cursor = 3",
    "app.session.threats_on = True",
    "run.session.frames = []",
    "s._message = 'private, still not yours'",
    "s.message += '!'",
    "s.hint: object = None",
    "a, s.view = 1, 2",
    "first, *s.frames = [1, 2]",
    "for s.cursor in range(3): pass",
    "with open('x') as s.message: pass",
    "del s.hint",
    "setattr(s, 'message', 'hi')",
    "delattr(self.session, 'hint')",
    "def f(page):\n    if page:\n        page.session.locked = 'no'",
])
def test_the_check_finds_a_planted_assignment(code):
    """Each way of assigning an attribute of a session is found, with its line."""
    found = session_assignments(code, "planted.py")
    assert len(found) == 1 and found[0].startswith("planted.py:")


@pytest.mark.parametrize("code", [
    "session.say('hi')",
    "s.lock('judged')",
    "x = s.message",
    "s = Session(spec)",
    "self.session = session",
    "page.session = s",
    "self.editor.message = 'an editor, not a session'",
    "sess = s; other.message = s.message",
    "s.game.push(turn)",
])
def test_the_check_leaves_other_code_alone(code):
    """Calls, reads, and assignments to other objects (or of a session itself) pass."""
    assert session_assignments(code) == []


def test_a_module_with_a_planted_assignment_fails_the_check(tmp_path):
    """A copy of a real module with one planted line is reported by the check the first
    test runs, with the line; the module as it is is not."""
    source = (ROOT / "web" / "catherders" / "training" / "coach.py").read_text(encoding="utf-8")
    clean = tmp_path / "coach.py"
    clean.write_text(source, encoding="utf-8")
    assert offenders([clean]) == []
    planted = tmp_path / "planted.py"
    planted.write_text(source + "\n\ndef unlock(run):\n    run.session.locked = None  # planted\n",
                       encoding="utf-8")
    at = len(source.splitlines()) + 4
    assert offenders([clean, planted]) == [f"{planted}:{at}: run.session.locked = None  # planted"]


# ---- the page's state is its own too ---------------------------------------------------------
#
# The features talk to the page through its methods (web/kit/page_interface.py): no module but
# the page's own assigns the attributes of an expression that holds a page (the name `page`, and
# any attribute named `page`: `self.page`, `run.page`), nor changes one of its containers in
# place (`page.queue.clear()`).

PAGE_MODULES = {("catherders", "page.py")}  # Cat Herders' page object (its own state)
MUTATORS = {"append", "extend", "clear", "insert", "pop", "remove"}


def _holds_page(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id == "page"
    return isinstance(node, ast.Attribute) and node.attr == "page"


def page_assignments(source: str, filename: str = "<source>") -> list[str]:
    """Where `source` assigns (or changes in place) an attribute of a page: 'file:line: the line'."""
    lines, found = source.splitlines(), []
    for node in ast.walk(ast.parse(source, filename)):
        hits = [t for target in _targets(node) for t in _flat(target)
                if isinstance(t, ast.Attribute) and _holds_page(t.value)]
        if isinstance(node, ast.Call):
            func = node.func
            if (isinstance(func, ast.Name) and func.id in ("setattr", "delattr") and node.args
                    and _holds_page(node.args[0])):
                hits.append(node)
            elif (isinstance(func, ast.Attribute) and func.attr in MUTATORS
                  and isinstance(func.value, ast.Attribute) and _holds_page(func.value.value)):
                hits.append(node)
        found += [f"{filename}:{hit.lineno}: {lines[hit.lineno - 1].strip()}" for hit in hits]
    return found


def page_offenders(paths) -> list[str]:
    """Every assignment to a page's attribute in these files, but the page's own module's."""
    return [line for path in sorted(paths) if (path.parent.name, path.name) not in PAGE_MODULES
            for line in page_assignments(path.read_text(encoding="utf-8"), str(path))]


def test_no_module_but_the_page_assigns_a_pages_attributes():
    """Every module under web/ changes a page only through its methods."""
    paths = list((ROOT / "web").rglob("*.py"))
    assert len(paths) > 30
    assert page_offenders(paths) == []


@pytest.mark.parametrize("code", [
    "page.game_id = None",
    "self.page.announced_over = True",
    "page.queue.clear()",
    "self.page.queue.extend(frames)",
    "page.game_id, x = 1, 2",
    "setattr(page, 'game_id', 'x')",
    "del self.page.session",
    "def f(page):\n    page.flipped += 1",
])
def test_the_page_check_finds_a_planted_assignment(code):
    """Each way of assigning (or changing in place) a page's attribute is found, with its line."""
    found = page_assignments(code, "planted.py")
    assert len(found) == 1 and found[0].startswith("planted.py:")


@pytest.mark.parametrize("code", [
    "page.adopt(session, game_id=None)",
    "page.play_frames(frames)",
    "x = page.game_id",
    "self.page = page",
    "page.store.save(1, 2, 3, 4)",
    "page.session.say('hi')",
    "self.queue.clear()",
])
def test_the_page_check_leaves_other_code_alone(code):
    """Calls of the page's methods, reads, and the page itself assigned pass."""
    assert page_assignments(code) == []


def test_the_page_may_assign_its_own_state(tmp_path):
    """The same line passes in web/catherders/page.py and nowhere else."""
    for folder in ("catherders", "training"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "page.py").write_text("page.game_id = None\n")
    assert page_offenders(tmp_path.glob("*/page.py")) == [
        f"{tmp_path / 'training' / 'page.py'}:1: page.game_id = None"]
