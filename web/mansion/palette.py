"""Cat's Mansion's colours, in its two themes, and the arithmetic to check their contrast.

The floors are light in the light theme and dark in the dark one; every mark drawn on a
floor (reach marks, rings, the cursor) keeps a contrast ratio of at least 3 against every
floor of its theme, and the room names at least 4.5 (tests/mansion/web/test_draw.py checks).
The cats' tokens are light in both themes, so the black cat shows on any floor.
"""

from __future__ import annotations

from game.mansion import board

THEMES = {
    "light": {
        "plate": "#e4dccd",  # round the house
        "corridor": "#efe2c6",
        "rooms": ("#dcd5c8", "#ddd0df", "#c6e2c9", "#f3ecdc", "#f0dcbd",
                  "#f7d7df", "#e3def3", "#f2dcc8", "#d6edd3", "#d3e3f5"),
        "cushion_floor": "#e6d8bb",
        "wall": "#4b3a32",
        "block": "#8b7a6c",  # a wall's solid part (a '#' of the map)
        "hatch": "#6d5d51",
        "grid": "rgba(70, 50, 35, 0.2)",
        "ink": "#2a201b",  # names and numbers on the floors
        "soft": "#5b4b40",
        "reach": "#1d5f99", "spat": "#b3202a", "ends": "#5e35a8", "target": "#0b6e69",
        "mark_ink": "#ffffff",  # the numbers on the reach marks
        "mover": "#9a5d00", "next": "#276b1a",
        "casing": "rgba(255, 255, 255, 0.9)",
        "disc": "#fbf6ec",  # under an object
    },
    "dark": {
        "plate": "#121116",
        "corridor": "#38322c",
        "rooms": ("#3a3733", "#3d3340", "#2b3d2f", "#3b3830", "#413626",
                  "#47303a", "#36334a", "#433428", "#2e3f31", "#2d3a4b"),
        "cushion_floor": "#2f2a25",
        "wall": "#c9bba8",
        "block": "#5b5148",
        "hatch": "#7a6e62",
        "grid": "rgba(235, 220, 200, 0.16)",
        "ink": "#f4ece0",
        "soft": "#d6cab8",
        "reach": "#8cc8ff", "spat": "#ff8f8f", "ends": "#cdb0ff", "target": "#5fe0d4",
        "mark_ink": "#15131a",
        "mover": "#ffd23f", "next": "#9be07a",
        "casing": "rgba(10, 8, 14, 0.85)",
        "disc": "#d9d0c2",
    },
}
INK = "#1d1820"  # the outlines of the pieces (drawn on their own light tokens)
TOKEN = "#fbf6ec"  # a cat's round token, in both themes
CAT_TRIM = ("#8a5a35", "#8d949b", "#2a262e", "#e38a2e", "#6f8fc4")  # each cat's colour (cushion trim)
MARK_KEYS = ("reach", "spat", "ends", "target", "mover", "next")  # the marks drawn on floors


def theme_of(name: str) -> dict:
    """The colours of a theme ("light" or "dark"; anything else is light)."""
    return THEMES.get(name, THEMES["light"])


def floor_of(theme: dict, space: int) -> str:
    """The floor colour of a space: its room's, a cushion's or the corridor's."""
    room = board.ROOM_OF[space]
    if room is not None:
        return theme["rooms"][room]
    return theme["cushion_floor"] if board.IS_CUSHION[space] else theme["corridor"]


def floors(theme: dict) -> tuple[str, ...]:
    """Every floor colour of a theme."""
    return (theme["corridor"], theme["cushion_floor"], *theme["rooms"])


def luminance(colour: str) -> float:
    """The relative luminance of '#rrggbb' (WCAG 2)."""
    rgb = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    rgb = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb]
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two '#rrggbb' colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def mix(colour: str, other: str, t: float) -> str:
    """`colour` moved a fraction t toward `other` (both '#rrggbb'), as '#rrggbb'."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def rgba(colour: str, alpha: float) -> str:
    """'#rrggbb' as an 'rgba(r, g, b, alpha)' string."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r}, {g}, {b}, {alpha})"
