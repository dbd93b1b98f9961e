"""Copying a game's link (a view: the page's clipboard), what every game's page shares."""

from __future__ import annotations

from web.shell.dom import window


async def copy_link(fragment: str) -> bool:
    """Copy the page's address with `fragment` to the clipboard; whether it could (no
    clipboard on an insecure page, or the browser refused)."""
    try:
        address = str(window.location.href).split("#", 1)[0]
        await window.navigator.clipboard.writeText(f"{address}#{fragment}")
        return True
    except Exception:
        return False
