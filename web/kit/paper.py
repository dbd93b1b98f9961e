"""The page's paper and ink on a canvas: the colours of assets/style.css's --paper and --ink in
each theme, its type, and the paper put under a drawing, for the pictures a game saves
(web/kit/picture.py). Only calls methods of the context it is given, so it runs in CPython."""

from __future__ import annotations

PAPER = {"light": "#f4efe4", "dark": "#1d1a16"}  # the page's background (assets/style.css's --paper)
INK = {"light": "#2f261d", "dark": "#eee4d3"}  # its text (--ink)
FONT = "system-ui, sans-serif"


def paper_under(ctx, theme: str, width: float, height: float) -> None:
    """Paint the page's background under what is drawn already (a drawing clears its area to
    transparent, which a PNG keeps)."""
    ctx.globalCompositeOperation = "destination-over"
    ctx.fillStyle = PAPER[theme]
    ctx.fillRect(0, 0, width, height)
    ctx.globalCompositeOperation = "source-over"


def font(px: float, weight: str = "400") -> str:
    """A canvas font of `px` pixels in the page's type."""
    return f"{weight} {max(9, round(px))}px {FONT}"
