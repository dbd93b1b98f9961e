"""Links of Cat Herders that cannot be opened, each with what the page's message must name:
tests/catherders/web/test_link_refused.py checks every one's reason,
tests/browser/catherders/test_bad_links.py opens some of them on the page."""

from __future__ import annotations

from urllib.parse import quote

XSS = "<img src=x onerror=alert(1)>"

# (kind, fragment, what the message must name: a text, or texts it must all hold)
BAD_LINKS = [
    ("garbage", "hello%20world", "'hello world' is not of the form key=value"),
    ("unknown version", "v=9&board=hex6&seed=1", "version '9' is not known"),
    ("newer version with a new key", "v=3&board=hex6&seed=1&hints=on", "version '3' is not known"),
    ("not a game link", "board=hex6&seed=1", "no version"),
    ("bad seed", "v=1&board=hex6&setup=beginner&cats=9&seed=abc", ("seed", "'abc'", "whole number")),
    ("bad cat count", "v=1&board=hex6&setup=beginner&cats=8&seed=1", "cats 8"),
    ("bad position", "v=1&start=hex6_b_nonsense", "expected 7 fields"),
    ("html in a value", "v=1&board=" + quote(XSS), f"unknown board '{XSS}'"),
    ("html in a key", "v=1&" + quote(XSS) + "=1", "unknown key '<img src"),
]


def names_all(message: str, named) -> bool:
    """True when the message names what it must (a text, or each of several)."""
    return all(part in message for part in ((named,) if isinstance(named, str) else named))
