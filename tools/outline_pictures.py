"""The outlines of Clowder's roofs, Cat's Mansion's map and the pageant's nine cats that each
game's page shows while
its Python starts (index.html; Cat Herders has assets/board-outline.svg): the first screen of
a link to the game is its own board at its final size, painted at once, never a blank box.

Drawn from the games' own layouts (web/clowder/layout.py, web/mansion/layout.py), so the
outline is the board the canvas draws later; the colours are the park's, shown half see-through
by assets/style.css in both themes. tests/tools/test_outline_pictures.py checks the shipped
files are this tool's output.

    python3 tools/outline_pictures.py        # writes assets/<game>-outline.svg for the three
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.clowder import board as clowder_board  # noqa: E402
from game.mansion import board as mansion_board  # noqa: E402
from web.clowder.layout import BoardLayout  # noqa: E402
from web.mansion.layout import MapLayout  # noqa: E402

EDGE = "#6f4e33"  # the outline's lines: Cat Herders' outline's bark
ROOF = "#b7916c"  # a roof, a room
CORRIDOR = "#e3d3bd"  # a corridor space
SIDE = 600  # the pictures' size in CSS pixels (the larger side): never scaled up on a page
OUTLINES = {"pageant": "assets/pageant-outline.svg", "clowder": "assets/clowder-outline.svg",
            "mansion": "assets/mansion-outline.svg"}
CARD = 180  # the pageant's cat cards: their side and the gap between them
CARD_GAP = 30


def _svg(width: int, height: int, shapes: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}"><g stroke="{EDGE}" stroke-width="1.5">'
            + "".join(shapes) + "</g></svg>\n")


def clowder_outline() -> str:
    """Clowder's 19 roofs, the tower's among them, as the page's square board box fits them."""
    layout = BoardLayout(SIDE, SIDE)
    shapes = []
    for hex_ in clowder_board.HEXES:
        points = " ".join(f"{x:.1f},{y:.1f}" for x, y in (layout.corner(hex_, k, 0.94) for k in range(6)))
        shapes.append(f'<polygon points="{points}" fill="{ROOF}"/>')
    return _svg(SIDE, SIDE, shapes)


def mansion_outline() -> str:
    """The mansion's spaces, rooms darker than corridors, as the page's 17:13 box fits them."""
    width = SIDE
    height = round(SIDE * mansion_board.HEIGHT / mansion_board.WIDTH)
    layout = MapLayout(width, height)
    shapes = []
    for space, (gx, gy) in enumerate(mansion_board.SPACES):
        x, y, side, _ = layout.rect(space)
        fill = ROOF if mansion_board.MAP[gy][gx].isalpha() else CORRIDOR
        shapes.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{side:.0f}" height="{side:.0f}" fill="{fill}"/>')
    return _svg(width, height, shapes)


def pageant_outline() -> str:
    """The nine cats' cards of the pageant's vote, three by three, each with its portrait's
    circle, where the vote box comes."""
    side = 3 * CARD + 2 * CARD_GAP
    shapes = []
    for i in range(9):
        x, y = (i % 3) * (CARD + CARD_GAP), (i // 3) * (CARD + CARD_GAP)
        shapes.append(f'<rect x="{x + 1}" y="{y + 1}" width="{CARD - 2}" height="{CARD - 2}" '
                      f'rx="14" fill="{CORRIDOR}"/>')
        shapes.append(f'<circle cx="{x + CARD // 2}" cy="{y + CARD * 2 // 5}" r="{CARD // 4}" '
                      f'fill="{ROOF}"/>')
    return _svg(side, side, shapes)


PICTURES = {"pageant": pageant_outline, "clowder": clowder_outline, "mansion": mansion_outline}


def main() -> int:
    """Write the three outlines into assets/."""
    for game, path in OUTLINES.items():
        (ROOT / path).write_text(PICTURES[game](), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
