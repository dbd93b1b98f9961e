"""The dark scheme changes colours only: every rule under `prefers-color-scheme: dark` in the
site's style sheet sets colour properties and nothing else. The accessibility check leans on
this (tests/browser/site/test_accessibility.py checks the dark scheme with axe-core's colour rules
only), so a dark rule that hid, moved or resized something would fail here first."""

import re
from pathlib import Path

STYLE = Path(__file__).resolve().parents[2] / "assets" / "style.css"
COLOUR_PROPERTIES = {"color", "background", "background-color", "border-color", "color-scheme",
                     "outline-color", "fill", "stroke", "caret-color", "accent-color"}


def dark_blocks(css: str) -> list[str]:
    """The text inside each `@media (prefers-color-scheme: dark) { ... }` block."""
    blocks = []
    for match in re.finditer(r"@media\s*\(prefers-color-scheme:\s*dark\)\s*\{", css):
        depth, at = 1, match.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(css[at], 0)
            at += 1
        blocks.append(css[match.end():at - 1])
    return blocks


def declared(block: str) -> set[str]:
    """The property names the block's rules declare (custom properties, `--x`, aside)."""
    body = re.sub(r"/\*.*?\*/", "", block, flags=re.S)
    names = set(re.findall(r"([a-z-]+)\s*:(?![^{]*\{)", " ".join(re.findall(r"\{([^{}]*)\}", body))))
    return {name for name in names if not name.startswith("--")}


def test_the_dark_scheme_changes_colours_only():
    blocks = dark_blocks(STYLE.read_text())
    assert len(blocks) >= 5
    found = set().union(*(declared(block) for block in blocks))
    assert found and found <= COLOUR_PROPERTIES, found - COLOUR_PROPERTIES


def test_a_dark_rule_that_hides_something_is_caught():
    planted = ("@media (prefers-color-scheme: dark) {"
               " :root { --ink: #fff; } .x { display: none; color: red } }")
    assert declared(dark_blocks(planted)[0]) == {"display", "color"}
