"""A link's fragment as its fields, NAME=VALUE parts joined by '&': read once for every game's
link (web/catherders/sharing/link.py for Cat Herders, web/catherders/editor/puzzle_link.py for a made puzzle,
web/pageant/link.py, web/clowder/link.py and web/mansion/link.py for the table games).
An error quotes at most game.text's QUOTE_LIMIT characters of the text (`shown`)."""

from __future__ import annotations

from game.text import shown

__all__ = ["quote", "read_fields", "shown", "unquote"]


def read_fields(text: str, error: type[ValueError], what: str = "link",
                keys: tuple[str, ...] | None = None, cap: int | None = None) -> dict[str, str]:
    """The fields of a fragment (without '#'), in order; empty parts are skipped. A text
    longer than `cap` (when given), a part that is not NAME=VALUE, a name not among `keys`
    (when given) or a name given twice raises `error` quoting it; `what` names the link in
    the message ("puzzle link")."""
    if cap is not None and len(text) > cap:
        raise error(f"{what} is {len(text)} characters long, more than the {cap} any game needs: "
                    f"{shown(text)}")
    fields: dict[str, str] = {}
    for part in text.split("&"):
        if not part:
            continue
        key, eq, value = part.partition("=")
        if not eq:
            raise error(f"{what} part {shown(part)} is not of the form key=value")
        if keys is not None and key not in keys:
            raise error(f"{what} has an unknown key {shown(key)}")
        if key in fields:
            raise error(f"{what} names {shown(key)} twice")
        fields[key] = value
    return fields


_PLAIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")


def quote(text: str) -> str:
    """A name as it goes in a link: its UTF-8 bytes, %XX for all but letters, digits, - _ . ~"""
    return "".join(chr(b) if chr(b) in _PLAIN else f"%{b:02X}" for b in text.encode("utf-8"))


def unquote(text: str, error: type[ValueError], what: str = "a name in the link") -> str:
    """quote()'s inverse; `error` naming `what` and quoting the text for a broken %XX, or for
    text that is not UTF-8 (bytes that are not, or a lone surrogate)."""
    out = bytearray()
    i = 0
    try:
        while i < len(text):
            if text[i] == "%":
                pair = text[i + 1:i + 3]
                if len(pair) != 2 or any(ch not in "0123456789abcdefABCDEF" for ch in pair):
                    raise error(f"{what} has a broken %-escape: {shown(text)}")
                out.append(int(pair, 16))
                i += 3
            else:
                out.extend(text[i].encode("utf-8"))
                i += 1
        return out.decode("utf-8")
    except UnicodeError:  # a lone surrogate in the text, or bytes that are not UTF-8
        raise error(f"{what} is not UTF-8 text: {shown(text)}") from None
