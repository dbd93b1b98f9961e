"""Each game's rules file as players read them (CLOWDER.md, MANSION.md, PAGEANT.md): its text,
built for the rules view by tools/rules_build.py, and its text with white space folded."""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import rules_build  # noqa: E402

FILES = {"clowder": "CLOWDER.md", "mansion": "MANSION.md", "pageant": "PAGEANT.md"}


@cache
def text(game: str) -> str:
    return (ROOT / FILES[game]).read_text(encoding="utf-8")


def built(game: str) -> dict:
    return rules_build.build(text(game), FILES[game])


def plain(game: str) -> str:
    return re.sub(r"\s+", " ", text(game))
