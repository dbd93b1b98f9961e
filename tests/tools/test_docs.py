"""The docs tell the truth about the commands and the files: every command README.md and
docs/*.md show runs, every repository path they name exists, and every link between them
lands on a heading. No browser.

- A command is a line of a fenced code block that starts with `python`, `python3`, `bash`
  or `.venv/bin/...`, or a shell variable set from one (`P="$(python -m ...)"`).
- Cheap commands (the engines' command lines, `python -m game...`) run for real, in a
  temporary folder, after the lines of their block that they build on (variables set,
  files written). `python` is this interpreter.
- Long ones (serving, the whole test run, benchmarks, the build) are not run. Their script
  must exist; a Python script that reads its arguments with argparse must answer `--help`
  and know every option the docs give it; any other Python script must compile; a shell
  script must pass `bash -n`.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

# Made by the build or the set-up (git-ignored), so a fresh clone does not have them.
BUILT = ("assets/vendor/", "assets/app/", ".venv/", "build/", "node_modules/")

COMMAND = re.compile(r"^(python3?|bash|\.venv/bin/\S+)\s")
ASSIGNED = re.compile(r'^[A-Za-z_]\w*="\$\((.*)\)"\s*(#.*)?$')
PYTHONS = {"python", "python3", ".venv/bin/python", ".venv/bin/python3"}
# The old top folders stay listed, so that a path to where the engines were is found stale.
TOP_FOLDERS = ("\\.ci", "\\.venv", "assets", "bench", "build", "docs", "game", "kit", "tests",
               "tools", "web", "node_modules", "opponent", "pageant", "clowder", "mansion")
FOLDER_PATH = re.compile(r"(?<![\w./:#=-])((?:" + "|".join(TOP_FOLDERS) + r")/[\w.*<>/-]*)")
TOP_FILE = re.compile(r"(?<![\w./:#=-])(index\.html|sw\.js|view\.toml|bundles\.toml|pyproject\.toml"
                      r"|package(?:-lock)?\.json|requirements-\w+\.txt|[A-Z]+\.md)(?![\w/-])")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def fenced_blocks(text: str) -> list[list[tuple[int, str]]]:
    """Each fenced code block's lines, with their line numbers."""
    blocks, block = [], None
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            if block is None:
                block = []
            else:
                blocks.append(block)
                block = None
        elif block is not None:
            block.append((number, line.strip()))
    return blocks


def command_of(line: str) -> str | None:
    """The command a code line runs (the one inside `X="$(...)"`), or None."""
    if COMMAND.match(line):
        return line
    assigned = ASSIGNED.match(line)
    if assigned and COMMAND.match(assigned.group(1) + " "):
        return assigned.group(1)
    return None


def is_cheap(command: str) -> bool:
    """An engine's command line: quick enough to run in a test."""
    words = shlex.split(command, comments=True)
    return words[0] in PYTHONS and len(words) > 2 and words[1] == "-m" and (
        words[2] == "game" or words[2].startswith("game."))


def collect_commands():
    """(doc, line number, the line, the lines before it that it builds on, cheap?)."""
    found = []
    for doc in DOCS:
        for block in fenced_blocks(doc.read_text(encoding="utf-8")):
            setup = []
            for number, line in block:
                command = command_of(line)
                if command is None:
                    continue
                cheap = is_cheap(command)
                found.append((doc, number, line, tuple(setup), cheap))
                if cheap and (ASSIGNED.match(line) or re.search(r"\s>\s*\S", line)):
                    setup.append(line)
    return found


def relative(doc: Path) -> str:
    return doc.relative_to(ROOT).as_posix()


def params_for_commands():
    params = []
    for doc, number, line, setup, cheap in collect_commands():
        params.append(pytest.param(line, setup, cheap, id=f"{relative(doc)}:{number}"))
    return params


@pytest.fixture
def shell_env(tmp_path):
    """A PATH where `python` and `python3` are this interpreter, and the project importable."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name in ("python", "python3"):
        (bin_dir / name).symlink_to(sys.executable)
    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    (venv / "python").symlink_to(sys.executable)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
               PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
    return env


def help_text(script: Path, args: list[str]) -> str:
    """The script's --help (and its subcommand's, when the docs give one), which must work."""
    return _help(str(script), args[0] if args and not args[0].startswith("-") else "")


@functools.cache
def _help(script: str, subcommand: str) -> str:
    """help_text's answer, asked once a run for each script and subcommand (the docs show many
    commands of one script; its --help says the same to each)."""
    run = subprocess.run([sys.executable, script, "--help"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, f"{Path(script).name} --help failed:\n{run.stderr[-2000:]}"
    assert "usage" in run.stdout.lower()
    text = run.stdout
    if subcommand:
        sub = subprocess.run([sys.executable, script, subcommand, "--help"], cwd=ROOT,
                             capture_output=True, text=True, timeout=120)
        if sub.returncode == 0:
            text += sub.stdout
    return text


def check_long(command: str) -> None:
    """A command too long to run in a test: its script exists and answers cheaply."""
    words = shlex.split(command, comments=True)
    if words[0] == "bash":
        script = ROOT / words[1]
        assert script.is_file(), f"{words[1]} does not exist"
        run = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        return
    assert words[0] in PYTHONS, f"an interpreter the docs should not use: {words[0]}"
    if words[1] == "-m":
        module = words[2].replace(".", "/")
        script = next((p for p in (ROOT / f"{module}.py", ROOT / module / "__main__.py") if p.is_file()),
                      None)
        assert script is not None, f"no module {words[2]} here"
        args = words[3:]
    else:
        script = ROOT / words[1]
        assert script.is_file(), f"{words[1]} does not exist"
        args = words[2:]
    source = script.read_text(encoding="utf-8")
    if "ArgumentParser(" not in source:  # it would run whatever it is given: compile it only
        compile(source, str(script), "exec")
        return
    text = help_text(script, args)
    unknown = [a.split("=")[0] for a in args if a.startswith("--") and a.split("=")[0] not in text]
    assert not unknown, f"{script.name} does not know {unknown}"


@pytest.mark.parametrize("line, setup, cheap", params_for_commands())
def test_every_command_the_docs_show_runs(line, setup, cheap, shell_env, tmp_path):
    """Cheap commands run for real and succeed; long ones exist and answer cheaply."""
    if not cheap:
        check_long(command_of(line))
        return
    script = "\n".join(("set -euo pipefail", *setup, line))
    run = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=shell_env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, f"{line}\nfailed:\n{run.stderr[-2000:]}"


def test_the_docs_show_the_commands_they_should():
    """The play and test commands, and each engine's command line, are among those checked."""
    lines = {line for _, _, line, _, _ in collect_commands()}
    shown = " ".join(lines)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in ("bash tools/play.sh", "bash tools/test.sh"):
        assert any(line.startswith(command) for line in lines) and command in readme
    for engine in ("catherders", "pageant", "clowder", "mansion"):
        assert f"-m game {engine} " in shown


def test_the_play_command_takes_the_port_the_readme_says():
    """`bash tools/play.sh --port N`: play.sh hands its arguments to tools/serve.py."""
    assert '"$@"' in (ROOT / "tools" / "play.sh").read_text(encoding="utf-8")
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "serve.py"), "--help"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "--port" in run.stdout


def mentioned_paths(doc: Path) -> set[str]:
    """The repository paths a doc names: in its text, its code and its links."""
    text = doc.read_text(encoding="utf-8")
    found = set()
    for pattern in (FOLDER_PATH, TOP_FILE):
        for match in pattern.finditer(text):
            found.add(match.group(1).rstrip(".,;:"))
    for match in LINK.finditer(text):
        target = match.group(1).split("#")[0]
        if target and not re.match(r"[a-z]+:", target):
            found.add((doc.parent / target).resolve().relative_to(ROOT).as_posix())
    return found


def params_for_paths():
    params = []
    for doc in DOCS:
        for path in sorted(mentioned_paths(doc)):
            if path.startswith(BUILT):
                continue
            params.append(pytest.param(path, id=f"{relative(doc)}:{path}"))
    return params


@pytest.mark.parametrize("path", params_for_paths())
def test_every_path_the_docs_name_exists(path):
    """A path names a file or a folder here; `*` and `<placeholder>` match at least one."""
    pattern = re.sub(r"<[^>]+>", "*", path.rstrip("/"))
    if "*" in pattern:
        assert list(ROOT.glob(pattern)), f"nothing matches {path}"
    elif path.endswith("/"):
        assert (ROOT / pattern).is_dir(), f"no folder {path}"
    else:
        assert (ROOT / pattern).exists(), f"no file {path}"


def slug(heading: str) -> str:
    """A heading's anchor, as GitHub makes it."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    text = doc.read_text(encoding="utf-8")
    inside = False
    found = set()
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            inside = not inside
        elif not inside and line.startswith("#"):
            found.add(slug(line.lstrip("#")))
    return found


@pytest.mark.parametrize("doc", DOCS, ids=relative)
def test_every_link_to_a_heading_lands_on_one(doc):
    """`other.md#anchor` and `#anchor` links name a heading that exists."""
    for match in LINK.finditer(doc.read_text(encoding="utf-8")):
        target = match.group(1)
        if "#" not in target or re.match(r"[a-z]+:", target):
            continue
        file, anchor = target.split("#", 1)
        where = (doc.parent / file).resolve() if file else doc
        assert anchor in anchors(where), f"{doc.name}: no heading #{anchor} in {where.name}"


def test_the_readme_stays_short():
    """A newcomer's page: about 250 lines at most; the rest is in docs/."""
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 260
