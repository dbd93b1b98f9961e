"""Clowder's board drawing: what each frame must show, with the canvas API only, on the canvas.

A stand-in context (as tests/catherders/web/test_draw.py's) records every call, every fill and stroke with
the style and the path it painted, and every text with where it went.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from game.clowder import board
from game.clowder.state import CAUGHT, CHOOSE, MOVE, PLACE, State
from tests.support import canvas
from tests.support.canvas import check_rules_figures
from web.clowder.draw import MARK_COLOURS, THEMES, Landing, Scene, draw, scene_of
from web.clowder.layout import BoardLayout
from web.clowder.pieces import (
    SEAT_COLOURS,
    TREAT_COLOURS,
    draw_cat_icon,
    draw_key,
    draw_life,
    draw_number_token,
    draw_nyx,
    draw_treat,
    token_path,
)
from web.clowder.roofs import BROKEN_INK, ROOF_FILL, SHRINK, TEXT_INK, broken_fill
from web.clowder.rules_parts import DIAGRAM_KINDS, busy_scene, diagram_scene

n = board.hex_named


class RecordingContext(canvas.RecordingContext):
    """The canvas stand-in; a filled rectangle is not recorded as a fill."""

    RECTS = False


def frame(scene: Scene, size=(600, 600), hexes=None):
    """Draw a scene; the context and the layout."""
    layout = BoardLayout(*size, hexes=hexes)
    ctx = RecordingContext()
    draw(ctx, layout, scene, *size)
    return ctx, layout


def plain(**fields) -> Scene:
    """A scene on the rules' fixed board."""
    from web.clowder.rules_parts import COLOURS, ROTATIONS

    return Scene(COLOURS, ROTATIONS, **fields)


def near(a, b, tol=0.01):
    return abs(a[0] - b[0]) <= tol and abs(a[1] - b[1]) <= tol


def contrast(a: str, b: str) -> float:
    def lum(c):
        rgb = [int(c[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        rgb = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb]
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_roof_is_filled_in_its_colour_and_broken_ones_darker():
    """Each roof is filled once as its hexagon, in its colour, or its broken colour."""
    broken = frozenset({n("O2"), n("I4")})
    scene = plain(broken=broken)
    ctx, layout = frame(scene)
    for hex_ in board.ROOFS:
        colour = broken_fill(scene.colours[hex_]) if hex_ in broken else ROOF_FILL[scene.colours[hex_]]
        outline = layout.corners(hex_, SHRINK)
        hits = [f for f in ctx.fills if f[0] == colour and len(f[1]) == 6
                and all(near(p, q) for p, q in zip(f[1], outline, strict=True))]
        assert len(hits) == 1, board.hex_name(hex_)
    assert ctx.names()[0] == "clearRect"


def test_area_numbers_on_whole_roofs_only():
    """Every whole roof shows 1, 2 and 3 at its areas' anchors; a broken roof shows none,
    only its name, in light ink."""
    broken = frozenset({n("O2"), n("O5"), n("I4")})
    scene = plain(broken=broken)
    ctx, layout = frame(scene)
    for hex_ in board.ROOFS:
        digits = sorted(t for t, x, y, _, _ in ctx.texts if t in "123" and layout.hex_at(x, y) == hex_)
        if hex_ in broken:
            assert digits == []
        else:
            assert digits == ["1", "2", "3"]
            for area in board.AREAS:
                ax, ay = layout.area_anchor(hex_, scene.rotations[hex_], area)
                assert any(t == str(area) and near((x, y), (ax, ay)) for t, x, y, _, _ in ctx.texts)
        names = [c for t, x, y, c, _ in ctx.texts if t == board.hex_name(hex_)]
        assert names == [BROKEN_INK if hex_ in broken else TEXT_INK]


def test_text_on_roofs_keeps_its_contrast():
    """The numbers and names are readable on every roof tone, whole or broken."""
    for colour in range(3):
        assert contrast(TEXT_INK, ROOF_FILL[colour]) >= 4.5
        assert contrast(BROKEN_INK, broken_fill(colour)) >= 4.5


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_treat_shape_per_treat(seed):
    """The board shows as many treats of each colour as lie there, cats or not."""
    rng = random.Random(seed)
    treats = tuple(tuple(rng.choice((0, 1, 2)) for _ in range(rng.choice((0, 0, 1, 1, 2, 3, 4))))
                   if hex_ else () for hex_ in board.HEXES)
    cats = ((n("O1"), n("I3")), (n("O7"), None))
    ctx, _ = frame(plain(treats=treats, cats=cats, nyx=n("O4")))
    for colour in range(3):
        want = sum(t.count(colour) for t in treats)
        assert sum(1 for style, _ in ctx.fills if style == TREAT_COLOURS[colour]) == want
    assert sum(1 for style, _ in ctx.fills if style == "#fffaf0") == sum(map(len, treats))


def test_treats_differ_in_shape_not_only_colour():
    """A fish, a drop and a star: three different drawings once the colours are ignored."""
    shapes = []
    for colour in range(3):
        ctx = RecordingContext()
        draw_treat(ctx, colour, 50, 50, 10)
        shapes.append(ctx.names())
    assert len({tuple(s) for s in shapes}) == 3


def landing(start, edge, effect, legal=True, broken=frozenset()):
    return Landing(board.leap(start, edge, broken), effect, legal)


def test_each_landing_effect_has_its_mark():
    """A ring round each landing in its effect's colour (the theme's ink for an empty one),
    a badge for a treat, a catch and the tower, and a grey crossed ring when illegal."""
    landings = (landing(n("I2"), 0, "treat"), landing(n("I2"), 1, "catch"),
                landing(n("I2"), 4, "tower"), landing(n("I2"), 2, "empty"),
                landing(n("I2"), 3, "treat", legal=False))
    ctx, layout = frame(plain(cats=((n("I2"), None),), selected=n("I2"), area=(n("I2"), 1),
                              landings=landings))
    r = layout.size * 0.74
    for item in landings:
        to = item.leap.to
        colour = (MARK_COLOURS[item.effect] if item.legal else MARK_COLOURS["illegal"])
        if item.effect == "empty" and item.legal:
            colour = THEMES["light"]["ink"]
        rings = [s for s in ctx.strokes if s[0] == colour and s[1] and near(s[1][-1], layout.centres[to])]
        assert rings, (item.effect, item.legal)
        assert any(abs(px - layout.centres[to][0]) == pytest.approx(r) for px, _ in ctx.points)
    for effect in ("treat", "catch", "tower"):  # the badges: filled discs in the effect's colour
        assert any(style == MARK_COLOURS[effect] for style, _ in ctx.fills), effect
    # the illegal landing is crossed out: two grey lines through its centre
    x, y = layout.centres[landings[-1].leap.to]
    crosses = [s for s in ctx.strokes if s[0] == MARK_COLOURS["illegal"] and len(s[1]) == 4]
    assert any(near(((p[0][0] + p[1][0]) / 2, (p[0][1] + p[1][1]) / 2), (x, y)) for _, p in crosses)
    # and each path goes from the start toward its landing
    plain_frame, _ = frame(plain(cats=((n("I2"), None),)))
    assert len(ctx.strokes) > len(plain_frame.strokes) + 2 * len(landings)


def test_a_wrapping_path_is_drawn_in_two_pieces():
    """The path of a leap over the edge is two strokes (each over its halo), ending outside
    the board and starting outside it."""
    leap = board.leap(n("O1"), 0, frozenset())
    ctx, layout = frame(plain(landings=(Landing(leap, "treat"),)))
    green = [pts for style, pts in ctx.strokes if style == MARK_COLOURS["treat"] and len(pts) == 2
             and layout.hex_at(*pts[0]) != layout.hex_at(*pts[1])]
    ends = [p for pts in green for p in pts]
    assert sum(1 for p in ends if layout.hex_at(*p) is None) >= 2


def test_the_four_seats_cats_differ_without_colour():
    """Each seat's cat is a different drawing (its token's shape and its coat), even with the
    colours ignored; Nyx differs from them all."""
    drawings = []
    for seat in range(4):
        ctx = RecordingContext()
        draw_cat_icon(ctx, seat, 40, 40, 20)
        drawings.append(tuple(ctx.names()))
        assert any(style == SEAT_COLOURS[seat] for style, _ in ctx.fills)
    ctx = RecordingContext()
    draw_nyx(ctx, 40, 40, 20)
    drawings.append(tuple(ctx.names()))
    assert len(set(drawings)) == 5
    tokens = []
    for seat in range(4):  # the token's outline alone differs too
        ctx = RecordingContext()
        token_path(ctx, seat, 40, 40, 20)
        tokens.append(tuple(ctx.names()))
    assert len(set(tokens)) >= 3 and tokens[0] != tokens[3]


def test_the_pieces_for_the_players_boxes_draw():
    """Keys, life markers and number tokens draw with the canvas API, each key's bow holding
    its colour's treat shape."""
    for colour in range(3):
        ctx = RecordingContext()
        draw_key(ctx, colour, 30, 30, 12)
        assert sum(1 for style, _ in ctx.fills if style == TREAT_COLOURS[colour]) >= 2
    ctx = RecordingContext()
    draw_life(ctx, 30, 30, 12)
    draw_number_token(ctx, 3, 30, 30, 12, used=True)
    assert [t for t, *_ in ctx.texts] == ["3"]
    assert any(style == "#c23a3a" for style, _ in ctx.fills)  # the paw's pad and toes


def cat_fills(ctx, seat):
    return sum(1 for style, _ in ctx.fills if style == SEAT_COLOURS[seat])


def test_selection_area_floating_hidden_breaking_and_cursor():
    """The selected cat's ring, the area glow, a floating cat drawn where it flies and not on
    its hidden hex, a roof cracking, and the cursor's outline."""
    cats = ((n("O1"), n("O5")),)
    base, layout = frame(plain(cats=cats))
    assert cat_fills(base, 0) == 2
    ctx, _ = frame(plain(cats=cats, selected=n("O1"), area=(n("O1"), 2), hidden=frozenset({n("O5")}),
                         floating=((0, 123.0, 321.0),), breaking=(n("I2"), 0.5), cursor=n("O9")))
    assert cat_fills(ctx, 0) == 2
    token = [pts for style, pts in ctx.fills if style == SEAT_COLOURS[0]]
    assert any(near(pts[0], (123.0, 321.0)) for pts in token)
    assert not any(near(pts[0], layout.centres[n("O5")]) for pts in token)
    assert any(style == "#ffd23f" for style, _ in ctx.strokes)  # the selection
    cursor = [pts for style, pts in ctx.strokes if style == "#ffffff" and len(pts) == 6]
    assert any(all(near(p, q) for p, q in zip(pts, layout.corners(n("O9")), strict=True)) for pts in cursor)
    assert len(ctx.calls) > len(base.calls) + 40  # cracks, glow, cursor


@pytest.mark.parametrize("size", [(390, 390), (900, 900), (390, 640), (700, 420)])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_nothing_is_drawn_outside_the_canvas(size, theme):
    """Every point, arc and text of every diagram and of a busy board stays on the canvas, in
    both themes; the themes' plates differ."""
    scenes = [diagram_scene(kind, theme)[0] for kind in DIAGRAM_KINDS] + [replace(busy_scene(), theme=theme)]
    w, h = size
    for scene in scenes:
        ctx, _ = frame(scene, size)
        for x, y in ctx.points:
            assert -0.5 <= x <= w + 0.5 and -0.5 <= y <= h + 0.5
        assert any(style == THEMES[theme]["plate"] for style, _ in ctx.fills)


def test_the_diagrams_show_what_they_say():
    """The rules' pictures: the areas' two landings, the wrap's two pieces, the broken roofs'
    leap over O2 and into the tower, the catch's flee through area 1."""
    areas = diagram_scene("clowder-areas")[0]
    assert [x.leap.edge for x in areas.landings] == list(board.area_edges(areas.rotations[n("I2")], 2))
    assert sorted(areas.tags.values()) == ["1", "1", "2", "2", "3", "3"]
    wrap = diagram_scene("clowder-wrap")[0]
    assert all(board.wraps(x.leap.start, x.leap.edge) for x in wrap.landings)
    assert {x.effect for x in wrap.landings} == {"treat", "catch"}
    broken = diagram_scene("clowder-broken")[0]
    assert {(x.leap.to, x.leap.over, x.effect, x.legal) for x in broken.landings} == {
        (n("O3"), (n("O2"),), "treat", True), (board.TOWER, (n("I1"),), "tower", True)}
    catch = diagram_scene("clowder-catch")[0]
    assert catch.caught == n("I3") and catch.area == (n("I3"), 1) and catch.last
    assert [x.leap.edge for x in catch.landings] == list(board.area_edges(catch.rotations[n("I3")], 1))
    assert any(x.legal for x in catch.landings)
    for kind in DIAGRAM_KINDS:
        scene, size, hexes, words = diagram_scene(kind)
        ctx, layout = frame(scene, size, hexes)
        roofs = {layout.hex_at(*pts[0]) for style, pts in ctx.fills
                 if style in ROOF_FILL or style in map(broken_fill, range(3))}
        assert roofs >= set(board.ROOFS) and words
        digits = {layout.hex_at(x, y) for t, x, y, _, _ in ctx.texts if t in "123"}
        if kind == "clowder-areas":  # only I2's areas; its neighbours carry the tags
            assert digits - set(scene.tags) == {n("I2")}
        else:
            assert digits >= set(board.ROOFS) - scene.broken


def test_scene_of_a_real_game_in_every_phase():
    """scene_of reads the engine's State: free outer roofs offered while placing, the mover's
    cat with its area and the engine's options, the caught cat and its flee landings."""
    state = State.new(4, 7)
    assert state.phase == PLACE
    scene = scene_of(state)
    assert set(scene.targets) == set(state.free_outer()) and scene.colours == state.colours
    seen_move = seen_caught = False
    for seed in range(1, 6):
        rng = random.Random(seed)
        state = State.new(4, seed)
        while not state.is_over and not (seen_move and seen_caught):
            pending = state.pending()
            if state.phase == MOVE and pending and pending[0] != 2 and not seen_move:
                cat = pending[0]
                scene = scene_of(state, "dark", selected=cat, cursor=n("O3"))
                at = state.where(state.actor(), cat)
                assert scene.selected == at and scene.area == (at, state.tokens[state.actor()])
                assert [x.leap for x in scene.landings] == [o.leap for o in state.options(cat)]
                frame(scene)
                seen_move = True
            if state.phase == CAUGHT and not seen_caught:
                scene = scene_of(state)
                seat, cat = state.catch[:2]
                assert scene.caught == state.cats[seat][cat] and scene.area == (scene.caught, 1)
                assert [x.leap for x in scene.landings] == [o.leap for o in state.flee_options()]
                frame(scene)
                seen_caught = True
            if state.phase == CHOOSE:
                state = state.reveal(tuple(rng.choice(state.allowed_tokens(s))
                                           for s in range(state.players)))
            else:
                state = state.play(rng.choice(state.legal_actions()))
        if seen_move and seen_caught:
            break
    assert seen_move and seen_caught


def test_scene_of_shows_the_last_move():
    """A last move given as its two ends becomes the leap between them."""
    state = State.new(4, 5)
    a, b = n("O1"), n("O2")
    scene = scene_of(state, last=(a, b))
    assert scene.last and scene.last[0].to == b and scene.last[0].start == a
    assert scene_of(state, last=board.leap(a, 2, frozenset())).last[0].to == b
    assert math.isfinite(frame(scene)[1].size)


def test_the_rules_view_gets_a_figure_per_diagram(monkeypatch):
    """Diagrams(page).make(spec): a figure holding a canvas drawn by the renderer (an image
    labelled with the picture's words) and its caption; an unknown kind, a sentence."""
    check_rules_figures(monkeypatch, "clowder", RecordingContext, DIAGRAM_KINDS,
                        lambda kind: (diagram_scene(kind)[3], diagram_scene(kind)[1]),
                        THEMES["dark"]["plate"])
