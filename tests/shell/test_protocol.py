"""The messages between the view, the game's worker and the computer's worker (web/shell/protocol.py):
one table, a constructor and a check for each kind, kept to what MicroPython runs (the view's
Python, on the page's main thread), and each side's check of the other's version at hello."""

from __future__ import annotations

import ast
import inspect
import json
import re
import shutil
import subprocess

import pytest

from tests.support.protocol_selfcheck import run, sample
from tests.tools.test_shipping import ROOT
from web.shell import dom, protocol
from web.shell import main as game_worker

# The modules the main thread's MicroPython runs, besides the view's own.
VIEW_SIDE = ["web/shell/protocol.py",
             *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "web/view").glob("*.py"))]
MICROPYTHON = ROOT / "assets" / "vendor" / "micropython" / "micropython.mjs"
NOT_CONSTRUCTORS = {"make", "check", "checked", "stamped", "check_reference", "same_version",
                    "fields_of", "kinds", "field_name"}


def test_every_kind_is_made_sent_and_checked_and_a_wrong_one_refused():
    assert run() == len(protocol.MESSAGES)


def test_every_kind_is_one_row_of_the_table():
    rows = [(direction, kind) for direction, kind, _spec in protocol.MESSAGES]
    assert len(rows) == len(set(rows))
    assert {direction for direction, _kind in rows} == {protocol.VIEW_TO_GAME, protocol.GAME_TO_VIEW,
                                                        protocol.TO_COMPUTER, protocol.FROM_COMPUTER}


# The constructors not named after their kind (the kind goes both ways).
NAMED = {(protocol.GAME_TO_VIEW, "hello"): "worker_hello",
         (protocol.GAME_TO_VIEW, "computer"): "computer_call",
         (protocol.VIEW_TO_GAME, "computer"): "computer_reply"}


def test_each_kind_has_its_constructor():
    """Every row is made by the module's function named after it, from its fields by name (the
    version is the constructor's own), or, for a call to the computer's worker, by `call` from
    its fields in the table's order; and the module has no other constructor."""
    names = {"call"}
    for direction, kind, _spec in protocol.MESSAGES:
        name = NAMED.get((direction, kind), kind)
        fields = sample(direction, kind)
        if kind == "hello":
            fields.pop("v")
        if direction == protocol.TO_COMPUTER:
            message = protocol.call(kind, *fields.values())
            assert list(fields) == [f[0] for f in protocol.fields_of(direction, kind)]
            with pytest.raises(protocol.ProtocolError, match="values, not"):
                protocol.call(kind, *fields.values(), "one too many")
        else:
            message = getattr(protocol, name)(**fields)
        assert protocol.check(message, direction) == "", (name, message)
        assert message["k"] == kind and message.get("v", protocol.VERSION) == protocol.VERSION
        names.add(name if direction != protocol.TO_COMPUTER else "call")
    others = {name for name, fn in vars(protocol).items()
              if inspect.isfunction(fn) and not name.startswith("_")}
    assert others - names == NOT_CONSTRUCTORS


def test_a_constructor_refuses_a_field_of_the_wrong_type():
    with pytest.raises(protocol.ProtocolError, match="seat must be int"):
        protocol.call("choose", 1, "clowder", "record", "0", "easy", 7)
    with pytest.raises(protocol.ProtocolError, match="not an operation"):
        protocol.batch(1, [["set", ["id", "x"], "hidden"]])


def _strings_in(node) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def test_the_view_applies_every_operation_and_resolves_every_reference():
    """web/view/ops.py's OPS are the table's OPERATIONS, and the view's resolve() knows each
    kind of node reference."""
    ops = ast.parse((ROOT / "web/view/ops.py").read_text())
    table = next(n.value for n in ops.body if isinstance(n, ast.Assign) and n.targets[0].id == "OPS")
    assert {k.value for k in table.keys} == set(protocol.OPERATIONS)
    view = ast.parse((ROOT / "web/view/view.py").read_text())
    resolve = next(n for n in ast.walk(view) if isinstance(n, ast.FunctionDef) and n.name == "resolve")
    assert set(protocol.REFERENCES) <= _strings_in(resolve)


def test_the_worker_scripts_failure_is_the_tables():
    """assets/py-worker.mjs says the worker could not start in the table's words (a "failed")."""
    script = (ROOT / "assets/py-worker.mjs").read_text()
    assert re.search(r'\{ k: "failed", error: ', script)
    assert [name for name, *_ in protocol.fields_of(protocol.GAME_TO_VIEW, "failed")] == ["error", "update"]


@pytest.mark.parametrize("path", VIEW_SIDE)
def test_the_view_side_keeps_to_micropython(path):
    """What the main thread runs uses nothing MicroPython lacks: no dataclasses, typing, enum,
    __future__ or abc, no match statement, no f-string `=` specifier."""
    source = (ROOT / path).read_text()
    tree = ast.parse(source)
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & {"dataclasses", "typing", "enum", "__future__", "abc"}, path
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.Match)], path
    plain = source.replace("==", "").replace("!=", "")
    assert not re.search(r"""\bf(["']).*\{[^{}]*=[!:]?[^{}=]*\}""", plain), path


def _micropython(code: str, files: dict[str, str]) -> str:
    """Run `code` in the vendored MicroPython (with node), `files` written beside it; its output."""
    runner = ROOT / "tests" / "support" / "micropython.mjs"
    done = subprocess.run(["node", str(runner)], capture_output=True, text=True, check=False,
                          input=json.dumps({"files": files, "code": code}), timeout=120)
    return done.stdout + done.stderr


def needs_micropython() -> None:
    """Fail (never skip) when node or the vendored MicroPython is missing: tools/test.sh's
    set-up installs node and vendors the runtime."""
    assert shutil.which("node"), "node is missing: tools/test.sh installs it"
    assert MICROPYTHON.is_file(), f"{MICROPYTHON} is missing: run tools/vendor.py (tools/test.sh does)"


def test_the_same_checks_pass_in_the_views_micropython():
    """The module imports and passes the same checks in the MicroPython the page runs."""
    needs_micropython()
    files = {path: (ROOT / path).read_text() for path in ("web/__init__.py", "web/shell/__init__.py",
                                                         "web/shell/protocol.py")}
    files["protocol_selfcheck.py"] = (ROOT / "tests/support/protocol_selfcheck.py").read_text()
    out = _micropython("import sys\nprint(sys.implementation.name)\nimport protocol_selfcheck\n"
                       "print('kinds', protocol_selfcheck.run())", files)
    assert out.split() == ["micropython", "kinds", str(len(protocol.MESSAGES))], out


def test_micropython_runs_here_and_fails_loudly():
    """The runner above does run MicroPython: a failing assertion shows in its output."""
    needs_micropython()
    assert "AssertionError" in _micropython("assert 1 == 2", {})


# ---- versions ---------------------------------------------------------------------------------


@pytest.fixture
def detached(monkeypatch):
    """The game's worker's document with a Detached platform: what it posts, as data."""
    platform = dom.Detached()
    monkeypatch.setattr(dom.document, "platform", platform)
    monkeypatch.setattr(game_worker, "_STATE", {})
    return platform


def _hello(version):
    message = protocol.stamped(protocol.hello(storage={}, href="http://localhost/", hash="", dark=False,
                                              dpr=1.0, values={}, share=False, height=800.0, rects={}), 1)
    message["v"] = version
    return message


@pytest.mark.parametrize("version", [protocol.VERSION - 1, protocol.VERSION + 1, None, "2"])
def test_a_view_of_another_version_is_asked_to_reload_and_the_game_does_not_start(detached, version):
    hello = _hello(version)
    if version is None:
        del hello["v"]
    game_worker.handle(json.dumps(hello))
    assert [m["k"] for m in detached.sent] == ["failed"]
    failed = detached.sent[0]
    assert failed["update"] is True and failed["error"].startswith(protocol.UPDATE_TEXT)
    assert "shell" not in game_worker._STATE


def test_a_message_not_of_the_table_is_said_as_a_failure(detached):
    game_worker.handle(json.dumps({"k": "ev", "h": "1", "e": {}, "seq": 2}))
    assert detached.sent == [{"k": "failed", "error": "ProtocolError: ev: h must be int, not str"}]


def test_the_version_is_checked_on_both_sides():
    """The worker's hello carries its version, which the view checks (web/view/view.py); the
    view's hello carries its, which the worker checks (web/shell/main.py)."""
    assert protocol.worker_hello() == {"k": "hello", "v": protocol.VERSION}
    view = (ROOT / "web/view/view.py").read_text()
    assert "protocol.same_version(message)" in view and "self.show_update(" in view
    html = (ROOT / "index.html").read_text()
    assert re.search(r'<div id="update" class="problem" role="alert" hidden>', html)
    assert 'id="btn-update"' in html
