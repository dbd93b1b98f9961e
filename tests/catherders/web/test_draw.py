"""Drawing: draw() runs on any board and uses only the canvas 2D context's real API."""

from __future__ import annotations

import pytest

from game.catherders import Game, board_names, new_position
from tests.support import canvas
from web.catherders.board.draw import Scene, draw
from web.catherders.board.geometry import Layout

# The methods and properties of CanvasRenderingContext2D that the drawing code may use.
CANVAS_API = canvas.CANVAS_API - {"quadraticCurveTo"} | {"strokeRect"}


class RecordingContext:
    """Records every call and assignment, failing on anything outside the canvas API."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        assert name in CANVAS_API, f"not a canvas method: {name}"
        return lambda *args: self.calls.append((name, args))

    def __setattr__(self, name, value):
        if name != "calls":
            assert name in CANVAS_API, f"not a canvas property: {name}"
        object.__setattr__(self, name, value)


@pytest.mark.parametrize("name", board_names())
def test_draw_runs_on_every_board_with_every_mark(name):
    """A full frame with pieces, last turn and every kind of mark draws without error."""
    g = Game(new_position(name, "beginner", 5, 1))
    import random

    rng = random.Random(2)
    for _ in range(6):
        g.random_turn(rng)
    layout = Layout(g.board, 640, 600)
    cells = tuple(g.cells)
    some = [c for c in range(g.board.size) if cells[c]]
    marks = {"selected": some[0], "targets": some[:3], "flee": [(some[0], some[1])],
             "escort": some[:2], "stay": some[:1], "focus": some[1], "hint": g.turns[-1]}
    ctx = RecordingContext()
    draw(ctx, layout, Scene(cells, marks, g.turns[-1], True, frozenset(), [(3, 10.0, 10.0, 0.5)]),
         640, 600)
    names = [c[0] for c in ctx.calls]
    assert names[0] == "clearRect"
    # every cell is filled once as a polygon, and every piece adds more drawing
    assert names.count("fill") > g.board.size + len(some)
    assert names.count("fillText") == len(layout.labels())


@pytest.mark.parametrize("name", ["hex6", "sq7"])
def test_the_learning_aids_draw_with_the_canvas_api_only(name):
    """The preview of every legal action, the threat badges and the cursor draw on any
    board with the canvas API alone, and each adds drawing to the frame."""
    import random

    from game.catherders.consequences import preview

    g = Game(new_position(name, "beginner", 9, 4))
    rng = random.Random(5)
    for _ in range(8):
        g.random_turn(rng)
    layout = Layout(g.board, 640, 600)
    cells = tuple(g.cells)
    plain = RecordingContext()
    draw(plain, layout, Scene(cells, {}), 640, 600)
    cats = [c for c in range(g.board.size) if cells[c] == 3]
    for origin, target in g.legal_actions():
        ctx = RecordingContext()
        marks = {"preview": preview(g, origin, target), "catchable": cats[:1],
                 "threatened": cats[1:2], "cursor": target}
        draw(ctx, layout, Scene(cells, marks), 640, 600)
        assert len(ctx.calls) > len(plain.calls) + 10
