"""The Cat's Mansion rules view's pictures (MANSION.md's `<!-- diagram: {...} -->` lines), drawn
by the game's own renderer (web/mansion/draw.py) on a canvas:

    {"kind": "mansion-map"}      the whole mansion: the rooms and their names, the doorways,
                                 the five cats on their cushions, the four objects
    {"kind": "mansion-spat"}     the house rules' worked spat: Black, holding a coin, attacks
                                 Grey resting on the Pillow; both rolls under the map, and
                                 Grey's push sending Black back where she came from
    {"kind": "mansion-cushion"}  (an extra, not in MANSION.md yet) leaving a blocked
                                 cushion: the front and the space beyond taken, the cat
                                 steps off diagonally

Made by web/kit/rules.py's RulesView with `diagram=Diagrams(page).make` (as Clowder's
rules_parts.py). The positions are fixed, built from game/mansion/board.py (never the engine's
random set-up), so the pictures are always the same; `diagram(kind)` gives a picture's
Scene, its canvas size, the part of the map it frames and its words, in plain Python, and
`draw_diagram(ctx, picture)` draws it. A spec this module does not know is shown as a
sentence saying so, never as a broken page.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.mansion import board
from web.mansion.cats import draw_cat_icon
from web.mansion.draw import draw
from web.mansion.layout import MapLayout
from web.mansion.palette import theme_of
from web.mansion.scene import ReachMark, Scene
from web.mansion.things import draw_die

DIAGRAM_KINDS = ("mansion-map", "mansion-spat")  # the kinds MANSION.md uses
EXTRA_KINDS = ("mansion-cushion",)  # drawn too, for the rules when the lead wants them
n = board.space_named
BROWN, GREY, BLACK, ORANGE, PERSIAN = range(5)
SPAT_ROLLS = ((3, 5), (1, 5))  # the house rules' example: Black's and Grey's dice, twice
SPAT_BONUS = (2, 0)  # Black +1 coin +1 Grey resting; Grey nothing


@dataclass(frozen=True)
class Diagram:
    """One picture: its Scene, its canvas size (CSS pixels), the window of the map it frames
    (None: the whole map), the box of the canvas the map fills (None: all of it), its words
    (the canvas's label and the caption), and the spat's rolls drawn under the map."""

    scene: Scene
    size: tuple
    window: tuple | None
    box: tuple | None
    words: str
    rolls: tuple = ()


def _map() -> Diagram:
    cats = tuple((cat, cat, board.CUSHION_OF[cat]) for cat in range(5))
    scene = Scene(cats=cats, mouse_coins=5)
    words = ("The mansion: ten rooms round a hall of corridors, each with its doorways (gaps in "
             "its walls). The bedrooms are at the top, the Pink Bedroom on the left and the Blue "
             "Bedroom on the right, with the Toy Mouse and its coins between them. The five "
             "cushions stand side by side in the middle, facing the bedrooms, each cat on its own: "
             "Brown, Black, Orange Marmalade, Blue Persian and Grey. The Pillow is near the "
             "Drawing Room, the Food Bowl near the Dining Room and the Present in the middle of "
             "the south hall. Along the left side: Reception Room, Front Hall, Wine Cellar and "
             "Drawing Room; along the right: Kitchen, Conservatory, Billiard Room and Dining Room.")
    return Diagram(scene, (300, 236), None, None, words)  # the rules view shows 300 px at most


def _spat() -> Diagram:
    black, grey = 0, 1
    pillow = board.OBJECT_AT[board.PILLOW]
    x, y = board.SPACES[pillow]
    above, came_from = board.AT[(x, y - 1)], board.AT[(x, y - 2)]
    scene = Scene(cats=((black, BLACK, above), (grey, GREY, pillow)), mover=black,
                  resting=frozenset({grey}), coins=frozenset({black}), mouse_coins=3,
                  spat=(black, grey), arrows=((above, came_from),))
    words = (f"Black walks from {board.space_name(came_from)} to {board.space_name(above)}, next to "
             f"Grey, who is resting on the Pillow ({board.space_name(pillow)}): a spat. Black has +2 "
             "(+1 for her coin, spent, and +1 because Grey is resting); Grey has nothing. First "
             "roll: Black 3 + 2 = 5, Grey 5: a tie, so they roll again. Second roll: Black 1 + 2 "
             f"= 3, Grey 5: Grey wins and pushes Black back to {board.space_name(came_from)}, the "
             "space she came from. Grey keeps his rest; 5 is not twice 3, so no coin.")
    return Diagram(scene, (300, 300), (0, 6, 6, 9), (0, 0, 300, 186), words, SPAT_ROLLS)


def _cushion() -> Diagram:
    orange, grey, black, brown, persian = range(5)
    cushion = board.CUSHION_OF[ORANGE]
    front, beyond = board.FRONT[cushion], board.LEAP_OFF[cushion]
    exits = board.DIAGONAL_OFF[cushion]
    cats = ((orange, ORANGE, cushion), (grey, GREY, front), (black, BLACK, beyond),
            (brown, BROWN, board.CUSHION_OF[BROWN]), (persian, PERSIAN, board.CUSHION_OF[PERSIAN]))
    scene = Scene(cats=cats, mover=orange, resting=frozenset({persian}),
                  reach=tuple(ReachMark(s, 0) for s in exits),
                  arrows=tuple((cushion, s) for s in exits))
    left, right = (board.space_name(s) for s in exits)
    words = (f"Orange is on its cushion ({board.space_name(cushion)}). The space in front of it, "
             f"{board.space_name(front)}, is taken by Grey, so it would leap over Grey to "
             f"{board.space_name(beyond)}, but Black is there too: it steps off diagonally, to "
             f"{left} or {right}, as its first space (free). Coming off its cushion, it may pass "
             "Grey without a spat.")
    return Diagram(scene, (300, 150), (5, 2, 11, 4), None, words)


_MAKERS = {"mansion-map": _map, "mansion-spat": _spat, "mansion-cushion": _cushion}


def diagram(kind: str, theme: str = "light") -> Diagram:
    """The picture of a kind, in a theme; KeyError for a kind this module does not draw."""
    picture = _MAKERS[kind]()
    return replace(picture, scene=replace(picture.scene, theme=theme))


def layout_of(picture: Diagram) -> MapLayout:
    """The map's layout on the picture's canvas."""
    width, height = picture.size
    return MapLayout(width, height, window=picture.window, box=picture.box)


def draw_diagram(ctx, picture: Diagram) -> None:
    """Draw a picture on a canvas 2-D context of its size: the map, then the spat's rolls."""
    width, height = picture.size
    draw(ctx, layout_of(picture), picture.scene, width, height)
    if picture.rolls:
        box = picture.box or (0, 0, width, height)
        _rolls(ctx, picture, box[1] + box[3], width, height)


def _rolls(ctx, picture: Diagram, top: float, width: float, height: float) -> None:
    """The spat's rolls, one row each under the map: a heading, then each side's cat, die
    and score."""
    theme = theme_of(picture.scene.theme)
    attacker, defender = picture.scene.spat
    cats = (picture.scene.cat_of(attacker), picture.scene.cat_of(defender))
    rows = len(picture.rolls)
    row_h = (height - top) / rows
    die = min(row_h * 0.46, width * 0.075)
    for i, dice in enumerate(picture.rolls):
        y = top + row_h * i
        scores = [d + b for d, b in zip(dice, SPAT_BONUS, strict=True)]
        last = i == rows - 1
        result = ("Grey wins" if scores[1] > scores[0] else "Black wins") if last else "a tie: again"
        ctx.fillStyle = theme["ink"]
        ctx.font = f"700 {max(11.0, row_h * 0.2):.1f}px system-ui, sans-serif"
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.fillText(f"Roll {i + 1}: {result}", width * 0.04, y + row_h * 0.2)
        cy = y + row_h * 0.62
        for side in (0, 1):
            x = width * (0.03 + 0.5 * side)
            draw_cat_icon(ctx, cats[side], x + die * 0.5, cy, die * 0.55, picture.scene.theme, letter=False)
            draw_die(ctx, dice[side], x + die * 1.7, cy, die)
            ctx.fillStyle = theme["ink"]
            ctx.font = f"700 {max(11.0, die * 0.55):.1f}px system-ui, sans-serif"
            ctx.textAlign = "left"
            bonus = SPAT_BONUS[side]
            ctx.fillText(f"+{bonus} = {scores[side]}", x + die * 2.35, cy)


class Diagrams:
    """The pictures of one page's Cat's Mansion rules, drawn in the page's theme
    (`page.theme`)."""

    def __init__(self, page):
        self.page = page

    def make(self, spec: dict):
        """The figure for one diagram spec: a canvas (an image with the picture's words as
        its label) and a caption."""
        from web.kit.figures import diagram_figure

        def picture(kind):
            drawn = diagram(kind, getattr(self.page, "theme", "light"))
            return drawn.size, drawn.words, lambda ctx: draw_diagram(ctx, drawn)

        return diagram_figure(spec, _MAKERS, picture)
