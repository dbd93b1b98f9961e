"""Pictures of Cat's Mansion's map for looking at: the rules' diagrams and a few scenes drawn by
web/mansion/draw.py into PNG files through tools/clowder_pictures.py's Pillow stand-in
context (no browser needed), at a phone's width and a desktop's, in both themes.

    .venv/bin/python tools/mansion_pictures.py OUT_DIR
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from clowder_pictures import PAGE, PngContext, _rgba  # noqa: E402

from game.mansion import board  # noqa: E402
from web.mansion.scene import ReachMark, Scene  # noqa: E402

WIDTHS = (360, 800)


class MansionPng(PngContext):
    """Clowder's Pillow context, with the rectangles the mansion's floors are made of."""

    def fillRect(self, x, y, w, h):  # noqa: N802 - the canvas API's name
        """Fill a rectangle with the fill style."""
        k = self.scale
        box = [(x * k, y * k), ((x + w) * k, y * k), ((x + w) * k, (y + h) * k), (x * k, (y + h) * k)]
        self._paint(self.fillStyle, lambda d, c: d.polygon(box, fill=c))

    def clearRect(self, *_):  # noqa: N802
        """Start again on the background colour."""
        from PIL import Image

        self.image = Image.new("RGBA", self.image.size, _rgba(self.background, 1.0))


def busy_scene() -> Scene:
    """A game in progress with every kind of mark: the mover (Orange, in the corridor) with
    its reach (plain, a spat, an object), its next room, a chosen space with its path, a
    resting cat, coins, an attackable cat, a cat on the Pillow, the cursor."""
    s = board.space_named
    cats = ((0, 3, s("e7")), (1, 1, s("e9")), (2, 2, s("h4")), (3, 4, s("b2")), (4, 0, s("n10")))
    reach = (ReachMark(s("d7"), 0, path=(s("d7"),)), ReachMark(s("c7"), 1, path=(s("d7"), s("c7"))),
             ReachMark(s("b7"), 3, path=(s("d7"), s("c7"), s("b7"))),
             ReachMark(s("e6"), 0, path=(s("e6"),)), ReachMark(s("e5"), 1, path=(s("e6"), s("e5"))),
             ReachMark(s("e4"), 3, path=(s("e6"), s("e5"), s("e4"))),
             ReachMark(s("f7"), 0, path=(s("f7"),)), ReachMark(s("g7"), 1, path=(s("f7"), s("g7"))),
             ReachMark(s("h7"), 3, path=(s("f7"), s("g7"), s("h7"))),
             ReachMark(s("d8"), 1, spat=(1,), path=(s("d7"), s("d8"))),
             ReachMark(s("e8"), 0, spat=(1,), path=(s("e8"),)),
             ReachMark(s("i9"), 6, ends=True, path=(s("f7"), s("g7"), s("h7"), s("h8"), s("i9"))))
    return Scene(cats=cats, mover=0, resting=frozenset({1, 3}), coins=frozenset({2}), mouse_coins=3,
                 next_rooms=(board.FRONT_HALL,), reach=reach, attackable=(), selected=s("c7"),
                 cursor=s("g7"), last=(s("g7"), s("f7"), s("e7")))


def spat_scene() -> Scene:
    """A spat being fought in the Kitchen's doorway, and a cat highlighted as the actor."""
    s = board.space_named
    cats = ((0, 0, s("n4")), (1, 4, s("o4")), (2, 2, s("i1")), (3, 3, s("m9")), (4, 1, s("k5")))
    return Scene(cats=cats, mover=0, actor=1, spat=(0, 1), mouse_coins=2, coins=frozenset({0}),
                 targets=(s("m4"), s("n5")), next_rooms=(board.KITCHEN,), winner=None)


def scenes():
    """(name, Diagram-or-Scene) worth looking at."""
    from web.mansion.rules_parts import DIAGRAM_KINDS, EXTRA_KINDS, diagram

    out = [(kind, diagram(kind)) for kind in DIAGRAM_KINDS + EXTRA_KINDS]
    out += [("busy", busy_scene()), ("spat", spat_scene())]
    out += game_scenes()
    return out


def game_scenes():
    """Scenes of random 5-cat games by the engine: a move with its reach (after turn 12), a
    spat being fought, a push to choose."""
    import random

    from game.mansion.phases import MOVE, PUSH, RETREAT
    from game.mansion.reach import reach
    from game.mansion.state import State
    from web.mansion.scene import scene_of

    out = {}
    for seed in range(1, 40):
        rng, state = random.Random(seed), State.new(5, seed)
        while not state.is_over and len(out) < 3:
            if state.phase == MOVE and state.turn > 12 and not state.acted and "game" not in out:
                where = reach(state)
                if len(where) > 6:
                    pick = max(where, key=lambda sp: where[sp].cost)
                    out["game"] = scene_of(state, reach=where, selected=pick)
            if state.phase == RETREAT and "fight" not in out:
                out["fight"] = scene_of(state)
            if state.phase == PUSH and "push" not in out:
                out["push"] = scene_of(state, targets=state.push_targets())
            state = state.play(rng.choice(state.legal_actions()))
        if len(out) == 3:
            break
    return list(out.items())


def render(item, width: int, theme: str):
    """A Diagram (at its own size) or a Scene (the whole map `width` wide) on a new PNG
    context; the context."""
    from web.mansion.draw import draw
    from web.mansion.layout import MapLayout
    from web.mansion.rules_parts import Diagram, draw_diagram

    if isinstance(item, Diagram):
        picture = replace(item, scene=replace(item.scene, theme=theme))
        ctx = MansionPng(*picture.size, PAGE[theme])
        draw_diagram(ctx, picture)
        return ctx
    height = round(width * (board.HEIGHT + 0.6) / (board.WIDTH + 0.6))
    ctx = MansionPng(width, height, PAGE[theme])
    draw(ctx, MapLayout(width, height), replace(item, theme=theme), width, height)
    return ctx


def main(argv: list[str]) -> int:
    """Write the PNGs into the directory named first."""
    out = Path(argv[0] if argv else "/tmp/mansion-pictures")
    out.mkdir(parents=True, exist_ok=True)
    from web.mansion.rules_parts import Diagram

    for name, item in scenes():
        for width in ((None,) if isinstance(item, Diagram) else WIDTHS):
            for theme in ("light", "dark"):
                ctx = render(item, width, theme)
                ctx.save(out / f"{name}-{width or item.size[0]}-{theme}.png")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
