"""The Clowder rules view's pictures (CLOWDER.md's `<!-- diagram: {...} -->` lines), drawn by the
game's own renderer (web/clowder/draw.py) on a canvas:

    {"kind": "clowder-board"}    a board at the start of a 3-player game, with the hexes' names
    {"kind": "clowder-areas"}    one roof, its areas, the two landings of area 2, and on each
                                 neighbour the area that leads there
    {"kind": "clowder-wrap"}     a leap over the board's edge, coming back in on the far side
    {"kind": "clowder-broken"}   a leap over a broken roof, and one into the tower through a
                                 broken inner roof (with the key)
    {"kind": "clowder-catch"}    a catch, and the caught cat's flee through area 1

Made by web/kit/rules.py's RulesView with `diagram=Diagrams(page).make` (as the pageant's
rules_parts.py). The positions are fixed, built from game/clowder/board.py (never the engine's
random set-up), so the pictures are always the same; `diagram_scene(kind)` gives a picture's
Scene, its canvas size, the hexes it frames and its words, in plain Python. A spec this
module does not know is shown as a sentence saying so, never as a broken page.
"""

from __future__ import annotations

from game.clowder import board
from web.clowder.scene import Scene, landings_of

# A fixed arrangement of the roofs' colours (0 red, 1 blue, 2 yellow: 6 of each) and turns.
_COLOURS = "-" + "rbyrby" + "ybrybrbyrbry"
COLOURS = tuple(-1 if c == "-" else "rby".index(c) for c in _COLOURS)
ROTATIONS = (0,) + tuple(board.inner_rotations(h)[h % 2] for h in board.INNER) + (
    0, 3, 1, 4, 2, 5, 1, 3, 0, 4, 5, 2)
DIAGRAM_KINDS = ("clowder-board", "clowder-areas", "clowder-wrap", "clowder-broken", "clowder-catch")
WHOLE = (340, 330)  # CSS pixels of a whole board's canvas
n = board.hex_named


def _treats(skip=(), extra=None) -> tuple:
    """One treat on each roof (colours cycling), none on `skip`, `extra` {hex: treats}."""
    out = [()] * 19
    for hex_ in board.ROOFS:
        if hex_ not in skip:
            out[hex_] = ((hex_ * 7 // 3) % 3,)
    for hex_, treats in (extra or {}).items():
        out[hex_] = tuple(treats)
    return tuple(out)


def _scene(**fields) -> Scene:
    return Scene(COLOURS, ROTATIONS, **fields)


def _board():
    broken = frozenset(n(x) for x in ("O2", "O6", "O10"))
    cats = ((n("O1"), n("O8")), (n("O3"), n("O11")), (n("O5"), n("O9")))
    taken = broken | {h for pair in cats for h in pair}
    scene = _scene(broken=broken, treats=_treats(taken), cats=cats, nyx=n("O7"))
    words = ("A board at the start of a game for three players: the tower in the middle, the "
             "inner roofs I1 to I6 and the outer roofs O1 to O12, each red, blue or yellow with "
             "its areas 1, 2 and 3; O2, O6 and O10 broken; each player's two cats and Nyx on outer "
             "roofs; a treat on every other roof.")
    return scene, WHOLE, None, words


def _areas():
    roof = n("I2")
    rotation = ROTATIONS[roof]
    cats = ((roof, None),)
    treats = ((),) * 19  # no treats: the labels sit in the roofs' middles
    tags = {}
    for edge in board.EDGES:
        tags[board.step(roof, edge)] = str(board.area_of_edge(rotation, edge))
    scene = _scene(treats=treats, cats=cats, selected=roof, area=(roof, 2),
                   landings=landings_of(roof, rotation, 2, frozenset(), cats, None, treats, 0),
                   tags=tags, bare=frozenset(board.ROOFS) - {roof})
    near = sorted(tags, key=lambda h: list(board.neighbours(roof)).index(h))
    left, right = (board.hex_name(lp.to) for lp in (x.leap for x in scene.landings))
    words = (f"Roof I2 and its six neighbours. Its areas 1, 2 and 3 each take two edges; the "
             f"label on each neighbour is the area that leads there. A cat on I2 with token 2 "
             f"leaves through area 2 and lands on {left} or {right}.")
    return scene, (320, 300), (roof, *near), words


def _wrap():
    start = n("O1")
    rotation = ROTATIONS[start]
    area = board.area_of_edge(rotation, 0)
    cats = ((start, None), (n("O11"), None))
    treats = _treats({start, n("O11")})
    landings = landings_of(start, rotation, area, frozenset(), cats, None, treats, 0)
    scene = _scene(treats=treats, cats=cats, selected=start, area=(start, area), landings=landings)
    to = " and ".join(board.hex_name(x.leap.to) for x in landings)
    words = (f"A cat on O1 with token {area} leaves through area {area}: both its edges face off "
             f"the board, so it comes back in on the far side, along the same lines, to {to}. "
             f"Landing on O11 catches the cat there; O7 has a treat.")
    return scene, WHOLE, None, words


def _broken():
    start = n("O1")
    rotation = ROTATIONS[start]
    area = board.area_of_edge(rotation, 2)
    broken = frozenset({n("O2"), n("I1")})
    cats = ((start, None),)
    treats = _treats(broken | {start})
    landings = landings_of(start, rotation, area, broken, cats, None, treats, 0,
                           keys=(1, 1, 1), colour=COLOURS[start])
    scene = _scene(broken=broken, treats=treats, cats=cats, selected=start, area=(start, area),
                   landings=landings)
    colour = board_colour(COLOURS[start])
    words = (f"A cat on O1 with token {area}: over the broken O2 it lands on O3; over the broken "
             f"inner roof I1 it goes on into the tower, which it may enter holding a {colour} key "
             f"(the colour of O1).")
    return scene, WHOLE, None, words


def _catch():
    at = n("I3")
    catcher_from = n("O5")
    rotation = ROTATIONS[at]
    treats = _treats({catcher_from, at, n("O9"), n("O7")})
    flee = landings_of(at, rotation, 1, frozenset(), ((None, n("O9")), (None, n("O7"))), n("O12"),
                       treats, 1, flee=True)
    last = board.leap(catcher_from, _edge_to(catcher_from, at), frozenset())
    moved = ((at, n("O9")), (at, n("O7")))
    scene = _scene(treats=treats, cats=moved, nyx=n("O12"), caught=at, area=(at, 1),
                   landings=flee, last=(last,))
    where = " or ".join(board.hex_name(x.leap.to) for x in flee if x.legal) or "nowhere"
    words = (f"The first player's cat leapt from O5 onto I3, where the second player's cat was: "
             f"caught. Its owner gives the first player a life marker, or pays them a treat and "
             f"flees through area 1 of I3 to {where}.")
    return scene, (320, 300), (at, *board.neighbours(at)), words


def board_colour(colour: int) -> str:
    """'red', 'blue' or 'yellow'."""
    return ("red", "blue", "yellow")[colour]


def _edge_to(start: int, to: int) -> int:
    return next(e for e in board.EDGES if board.step(start, e) == to)


_MAKERS = {"clowder-board": _board, "clowder-areas": _areas, "clowder-wrap": _wrap,
           "clowder-broken": _broken, "clowder-catch": _catch}


def diagram_scene(kind: str, theme: str = "light"):
    """(Scene, (width, height), hexes framed or None for the whole board, words) of a
    diagram; KeyError for a kind this module does not draw."""
    scene, size, hexes, words = _MAKERS[kind]()
    scene.theme = theme
    return scene, size, hexes, words


def busy_scene() -> Scene:
    """A board with every kind of mark at once (for tools/clowder_pictures.py)."""
    start = n("O4")
    broken = frozenset({n("O6"), n("I6")})
    cats = ((start, n("O9")), (n("I5"), n("O11")), (n("O1"), None), (n("O8"), n("I2")))
    treats = _treats(broken | {h for pair in cats for h in pair if h} | {n("O12")},
                     extra={n("O12"): (0, 2), n("I1"): (0, 1, 2), n("O2"): (1, 1)})
    rotation = ROTATIONS[start]
    landings = landings_of(start, rotation, 3, broken, cats, n("O12"), treats, 0)
    last = board.leap(n("I3"), _edge_to(n("I3"), n("O5")), frozenset())
    return _scene(broken=broken, treats=treats, cats=cats, nyx=n("O12"), selected=start,
                  area=(start, 3), landings=landings, last=(last,), cursor=n("O3"),
                  breaking=(n("O7"), 0.6))


class Diagrams:
    """The pictures of one page's Clowder rules, drawn in the page's theme (`page.theme`)."""

    def __init__(self, page):
        self.page = page

    def make(self, spec: dict):
        """The figure for one diagram spec: a canvas (an image with the picture's words as
        its label) and a caption."""
        from web.clowder.draw import draw
        from web.clowder.layout import BoardLayout
        from web.kit.figures import diagram_figure

        def picture(kind):
            scene, (width, height), hexes, words = diagram_scene(kind, getattr(self.page, "theme", "light"))
            layout = BoardLayout(width, height, hexes=hexes)
            return (width, height), words, lambda ctx: draw(ctx, layout, scene, width, height)

        return diagram_figure(spec, _MAKERS, picture)
