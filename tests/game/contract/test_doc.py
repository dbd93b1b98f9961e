"""docs/adding-a-game.md names exactly the contract's members, so that it cannot drift from
game.contract."""

import re
from pathlib import Path

from game import contract

DOC = Path(__file__).resolve().parents[3] / "docs" / "adding-a-game.md"


def members(protocol) -> set[str]:
    """The names a Protocol declares: its annotations, methods and properties."""
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {name for name, value in vars(protocol).items()
              if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    return names


def named(kind: str) -> set[str]:
    """The members of `kind` ("State", "Rules") the doc names as `Kind.member`."""
    return set(re.findall(rf"`{kind}\.([a-z_]+)", DOC.read_text(encoding="utf-8")))


def test_the_doc_names_every_member_of_the_state_and_no_other():
    assert named("State") == members(contract.State)


def test_the_doc_names_every_member_of_the_rules_and_no_other():
    assert named("Rules") == members(contract.Rules)


def test_the_files_the_doc_points_to_exist():
    root = DOC.parents[1]
    for path in re.findall(r"`((?:game|tests)/[A-Za-z_/.<>]+\.py)`", DOC.read_text(encoding="utf-8")):
        if "<" not in path:
            assert (root / path).is_file(), path
