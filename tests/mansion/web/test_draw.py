"""Cat's Mansion's map drawing: what each frame must show, with the canvas API only.

A stand-in context records every call, every fill (paths and rectangles) and stroke with its
style and points, and every text with where it went; it fails on anything outside the
canvas API.
"""

from __future__ import annotations

import random
import types
from dataclasses import replace

import pytest

from game.mansion import board
from game.mansion.phases import MOVE, PUSH, RETREAT
from game.mansion.pieces import Rules
from game.mansion.reach import reach
from game.mansion.state import State
from tests.support.canvas import RecordingContext, check_rules_figures
from web.mansion.cats import FUR, draw_cat_icon
from web.mansion.draw import CAT_SIZE, THEMES, ReachMark, Scene, draw, scene_of
from web.mansion.layout import MapLayout
from web.mansion.palette import MARK_KEYS, contrast, floor_of, floors
from web.mansion.rooms import (
    CAT_LETTER,
    MIN_FONT,
    NAME_LINES,
    SHORT_LINES,
    name_fit,
    room_box,
    text_width,
    wall_edges,
)
from web.mansion.rules_parts import DIAGRAM_KINDS, EXTRA_KINDS, diagram, draw_diagram, layout_of

s = board.space_named
PHONE, DESKTOP = (360, 280), (800, 620)



def frame(scene: Scene, size=DESKTOP):
    """Draw a scene on the whole map; the context and the layout."""
    layout = MapLayout(*size)
    ctx = RecordingContext()
    draw(ctx, layout, scene, *size)
    return ctx, layout


def start_cats():
    return tuple((cat, cat, board.CUSHION_OF[cat]) for cat in range(5))


def busy(theme="light") -> Scene:
    """Every kind of mark at once."""
    cats = ((0, 3, s("e7")), (1, 1, s("e9")), (2, 2, s("i1")), (3, 4, s("b2")), (4, 0, s("n10")))
    marks = (ReachMark(s("d7"), 0, path=(s("d7"),)), ReachMark(s("c7"), 1, path=(s("d7"), s("c7"))),
             ReachMark(s("e8"), 0, spat=(1,), path=(s("e8"),)),
             ReachMark(s("i9"), 6, ends=True, path=(s("f7"), s("g7"), s("h7"), s("h8"), s("i9"))))
    return Scene(cats=cats, mover=0, actor=4, resting=frozenset({1, 3}), coins=frozenset({0}),
                 mouse_coins=3, next_rooms=(board.FRONT_HALL,), reach=marks, attackable=(4,),
                 targets=(s("n9"),), selected=s("c7"), arrows=((s("e7"), s("e6")),),
                 last=(s("g7"), s("f7"), s("e7")), cursor=s("g7"), winner=2, theme=theme)


def test_the_plan_is_drawn_first_and_every_space_gets_its_floor():
    """The frame starts by clearing and painting the plate; each space lies in a rectangle
    filled with its floor's colour (its room's, the corridor's, the cushions')."""
    for theme in ("light", "dark"):
        ctx, layout = frame(Scene(theme=theme))
        assert ctx.names()[:2] == ["clearRect", "fillRect"]
        rects = [(style, pts) for style, pts in ctx.fills if len(pts) == 2]
        for space in range(len(board.SPACES)):
            x, y = layout.centre(space)
            inside = [style for style, ((ax, ay), (bx, by)) in rects[1:] if ax <= x <= bx and ay <= y <= by]
            assert inside[0] == floor_of(THEMES[theme], space)


@pytest.mark.parametrize("size", [(300, 236), PHONE, DESKTOP])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_rooms_name_is_written_inside_it(size, theme):
    """Each room's name (its full lines, or its short ones on small cells) is written inside
    the room's cells, in the theme's ink, at a readable size."""
    ctx, layout = frame(Scene(cats=start_cats(), theme=theme), size)
    for room in range(len(board.ROOMS)):
        lines, font = name_fit(room, layout.cell)
        assert lines in (NAME_LINES[room], SHORT_LINES[room])
        assert font >= MIN_FONT
        x0, y0, x1, y1 = room_box(room)
        left, top = layout.point(x0, y0)
        right, bottom = layout.point(x1 + 1, y1 + 1)
        for line in lines:
            half = text_width(line, font) / 2
            hits = [(x, y, colour) for t, x, y, colour, _ in ctx.texts if t == line
                    and left <= x - half and x + half <= right and top <= y <= bottom]
            assert len(hits) == 1, (board.ROOMS[room], line)
            assert hits[0][2] == THEMES[theme]["ink"]


def test_names_move_out_of_the_way_of_a_cat():
    """A cat in a bedroom's middle pushes its name to a band of the room it does not cover."""
    middle = s("b2")
    ctx, layout = frame(Scene(cats=((0, 4, middle),)))
    cx, cy = layout.centre(middle)
    for line in NAME_LINES[board.PINK_BEDROOM]:
        (_, x, y, _, _), = [t for t in ctx.texts if t[0] == line and t[1] < layout.width / 2]
        assert abs(y - cy) > layout.cell * 0.4


def test_walls_doorways_and_the_cushions_thin_walls():
    """A wall on every edge between two spaces a cat cannot step between and round the house;
    a doorway (no wall) on every edge a room's doorway shares with the corridor; never a wall
    between two joined spaces."""
    layout = MapLayout(*DESKTOP)
    walls, thin, doors = wall_edges(layout)
    every = set(walls) | set(thin) | set(doors)
    assert len(every) == len(walls) + len(thin) + len(doors)
    for a in range(len(board.SPACES)):
        ax, ay = board.SPACES[a]
        for dx, dy in ((1, 0), (0, 1)):
            b = board.AT.get((ax + dx, ay + dy))
            edge = ((ax + 1, ay), (ax + 1, ay + 1)) if dx else ((ax, ay + 1), (ax + 1, ay + 1))
            if b is None:
                assert edge in walls
            elif b in board.NEIGHBOURS[a]:
                assert edge not in walls and edge not in thin
                assert (edge in doors) == (board.ROOM_OF[a] != board.ROOM_OF[b])
            else:
                assert edge in (thin if board.IS_CUSHION[a] and board.IS_CUSHION[b] else walls)
    rooms_with_doors = set()
    for (x, y), (x2, _y2) in doors:  # the two cells on either side of each doorway's edge
        sides = [(x, y), (x - 1, y)] if x == x2 else [(x, y), (x, y - 1)]
        rooms_with_doors |= {board.ROOM_OF[board.AT[c]] for c in sides} - {None}
    assert rooms_with_doors == set(range(len(board.ROOMS)))
    assert len(thin) == 4


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_five_cats_cushions_objects_and_coins(theme):
    """Every cat is drawn with its fur and its letter; the empty cushions show their cats'
    letters; the four objects and the Mouse's coins (their number) are drawn."""
    ctx, _ = frame(Scene(mouse_coins=4, theme=theme))
    letters = [t[0] for t in ctx.texts if t[0] in CAT_LETTER]
    assert sorted(letters) == sorted(CAT_LETTER)  # the cushions', no cat on them
    assert "4" in [t[0] for t in ctx.texts]
    ctx, _ = frame(Scene(cats=start_cats(), mouse_coins=5, theme=theme))
    letters = [t[0] for t in ctx.texts if t[0] in CAT_LETTER]
    assert sorted(letters) == sorted(CAT_LETTER)  # the cats' badges; the cushions' hidden
    for fur in FUR:
        assert any(style == fur for style, _ in ctx.fills)
    for colour in ("#c9ced6", "#c8372d", "#b9a3e0", "#3a8f5a"):  # mouse, bowl, pillow, present
        assert any(style == colour for style, _ in ctx.fills)


def test_the_cats_differ_without_colour():
    """Each cat is a different drawing (its tail, ears, coat pattern), colours ignored."""
    drawings = set()
    for cat in range(5):
        ctx = RecordingContext()
        draw_cat_icon(ctx, cat, 40, 40, 20, "light")
        drawings.add(tuple(ctx.names()))
        assert [t[0] for t in ctx.texts] == [CAT_LETTER[cat]]
    assert len(drawings) == 5
    awake, asleep = RecordingContext(), RecordingContext()
    draw_cat_icon(awake, 2, 40, 40, 20, "dark")
    draw_cat_icon(asleep, 2, 40, 40, 20, "dark", resting=True, coin=True)
    assert awake.names() != asleep.names() and [t[0] for t in asleep.texts].count("z") == 2


@pytest.mark.parametrize("size", [PHONE, DESKTOP])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_reach_marks_show_their_costs(size, theme):
    """Each reach mark has its cost written on it in the theme's mark ink, in the mark's
    space; on an object the mark sits in the space's corner."""
    scene = busy(theme)
    ctx, layout = frame(scene, size)
    for mark in scene.reach:
        written = [(x, y) for t, x, y, colour, _ in ctx.texts
                   if t == str(mark.cost) and colour == THEMES[theme]["mark_ink"]]
        assert any(layout.space_at(x, y) == mark.space for x, y in written), mark
    (x, y), = [(x, y) for t, x, y, _, _ in ctx.texts if t == "6"]
    cx, cy = layout.centre(s("i9"))
    assert x > cx and y > cy


def test_each_kind_of_reach_mark_has_its_shape_and_colour():
    """A plain move, a spat and an object's mark differ by outline and by colour."""
    theme = THEMES["light"]
    outlines = {}
    for kind, mark in (("reach", ReachMark(s("h7"), 1)), ("spat", ReachMark(s("h7"), 1, spat=(2,))),
                       ("ends", ReachMark(s("h7"), 1, ends=True))):
        ctx, _ = frame(Scene(reach=(mark,)))
        bare, _ = frame(Scene())
        extra = ctx.calls[len(bare.calls):]
        outlines[kind] = tuple(name for name, _ in extra)
        assert any(style == theme[kind] for style, _ in ctx.fills)
    assert len(set(outlines.values())) == 3


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marks_keep_their_contrast_on_every_floor(theme):
    """Every mark colour against every floor of its theme: 3:1 at least; the names 4.5:1; the
    costs against their marks 4.5:1."""
    colours = THEMES[theme]
    for key in MARK_KEYS:
        for floor in floors(colours):
            assert contrast(colours[key], floor) >= 3, (key, floor)
    for floor in floors(colours):
        assert contrast(colours["ink"], floor) >= 4.5
    for key in ("reach", "spat", "ends"):
        assert contrast(colours["mark_ink"], colours[key]) >= 4.5


def test_mover_spat_attackable_targets_selection_cursor_and_crown():
    """The mover's gold ring, the attackable cat's dashed red ring, the spaces offered, the
    chosen space's path and ring, the push arrow, the cursor's square, the winner's crown."""
    scene = busy()
    ctx, layout = frame(scene)
    theme = THEMES["light"]
    assert any(style == theme["mover"] for style, _ in ctx.strokes)
    assert any(style == theme["spat"] for style, _ in ctx.strokes)  # the attackable ring
    assert any(style == theme["target"] for style, _ in ctx.strokes)
    path = [pts for style, pts in ctx.strokes if style == theme["reach"] and len(pts) == 3]
    assert any(pts[0] == layout.centre(s("e7")) and pts[-1] == layout.centre(s("c7")) for pts in path)
    x, y, c, _ = layout.rect(s("g7"))
    cursor = [pts for style, pts in ctx.strokes if style == "#ffffff" and len(pts) == 4]
    assert any(all(x <= px <= x + c and y <= py <= y + c for px, py in pts) for pts in cursor)
    assert any(style == "#f2c230" for style, _ in ctx.fills)  # the crown


def test_a_spat_shows_claws_between_the_two_cats():
    """The two cats of a spat get red rings, and crossed claws between them."""
    a, b = s("j4"), s("k4")
    ctx, layout = frame(Scene(cats=((0, 4, a), (1, 1, b)), mover=0, spat=(0, 1)))
    spat = THEMES["light"]["spat"]
    (ax, ay), (bx, by) = layout.centre(a), layout.centre(b)
    assert any(style == spat and pts and pts[0] == ((ax + bx) / 2, (ay + by) / 2) for style, pts in ctx.fills)


def test_a_floating_cat_is_drawn_where_it_flies_not_on_its_space():
    """A cat in motion: drawn at its pixels, not on its space (its letter once)."""
    cats = ((0, 3, s("e7")), (1, 1, s("e9")))
    ctx, layout = frame(Scene(cats=cats, floating=((0, 3, 123.0, 321.0),), hidden=frozenset({0})))
    tokens = [pts for style, pts in ctx.fills if style == "#fbf6ec" and len(pts) == 1]
    assert any(pts[0] == (123.0, 321.0) for pts in tokens)
    assert not any(pts[0] == layout.centre(s("e7")) for pts in tokens)
    assert [t[:1] + t[3:4] for t in ctx.texts].count(("O", "#ffffff")) == 1  # the badge, once


@pytest.mark.parametrize("size", [PHONE, DESKTOP, (390, 640), (1200, 500)])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_nothing_is_drawn_outside_the_canvas(size, theme):
    """Every point, arc and text of a busy map and of every diagram stays on its canvas."""
    ctx, _ = frame(busy(theme), size)
    w, h = size
    for x, y in ctx.points:
        assert -0.5 <= x <= w + 0.5 and -0.5 <= y <= h + 0.5
    for kind in DIAGRAM_KINDS + EXTRA_KINDS:
        picture = diagram(kind, theme)
        ctx = RecordingContext()
        draw_diagram(ctx, picture)
        w, h = picture.size
        for x, y in ctx.points:
            assert -0.5 <= x <= w + 0.5 and -0.5 <= y <= h + 0.5, kind
        assert ctx.fills[0][0] == THEMES[theme]["plate"]


def test_the_diagrams_show_what_they_say():
    """The map: every room named, the five cats; the spat: Black next to Grey resting on the
    Pillow, both rolls' dice, Grey's push back; the cushion: the front and the space beyond
    taken, the two diagonal ways off."""
    assert DIAGRAM_KINDS == ("mansion-map", "mansion-spat")
    whole = diagram("mansion-map")
    ctx = RecordingContext()
    draw_diagram(ctx, whole)
    texts = [t[0] for t in ctx.texts]
    layout = layout_of(whole)
    for room in range(len(board.ROOMS)):
        assert all(line in texts for line in name_fit(room, layout.cell)[0])
    assert sorted(t for t in texts if t in CAT_LETTER) == sorted(CAT_LETTER)
    spat = diagram("mansion-spat")
    pillow = board.OBJECT_AT[board.PILLOW]
    assert spat.scene.cat_at(pillow)[1] == board.GREY and 1 in spat.scene.resting
    black = spat.scene.space_of(0)
    assert pillow in board.NEIGHBOURS[black] and spat.scene.spat == (0, 1)
    assert "Grey wins" in spat.words and spat.rolls == ((3, 5), (1, 5))
    ctx = RecordingContext()
    draw_diagram(ctx, spat)
    texts = [t[0] for t in ctx.texts]
    assert "+2 = 5" in texts and "+2 = 3" in texts and texts.count("+0 = 5") == 2
    cushion = diagram("mansion-cushion")
    orange = board.CUSHION_OF[board.ORANGE]
    assert cushion.scene.cat_at(board.FRONT[orange]) and cushion.scene.cat_at(board.LEAP_OFF[orange])
    assert {m.space for m in cushion.scene.reach} == set(board.DIAGONAL_OFF[orange])


def fake_state(**fields):
    """A stand-in with SPEC's State fields, for scene_of."""
    base = dict(cat_of=(2, 1, 4), at=(s("e8"), s("e9"), s("b2")), resting=(False, True, False),
                coin=(True, False, False), mouse_coins=2, mover=0, phase="move", spat=None, winner=None)
    base.update(fields)
    state = types.SimpleNamespace(**base)
    state.actor = lambda: state.mover
    state.next_rooms = lambda seat: (board.KITCHEN,)
    state.going_home = lambda seat: False
    return state


def test_scene_of_reads_the_spec_fields():
    """scene_of: cats as (seat, cat, space), the mover and its next room, resting and coins,
    the spat's pair, reach marks from game.mansion.reach's dict, a moving cat."""
    reached = {s("d8"): types.SimpleNamespace(path=(s("d8"),), cost=0, spat=(), ends=False)}
    scene = scene_of(fake_state(), "dark", reach=reached, moving=(0, 10, 20), cursor=s("a1"))
    assert scene.cats == ((0, 2, s("e8")), (1, 1, s("e9")), (2, 4, s("b2")))
    assert scene.mover == 0 and scene.next_rooms == (board.KITCHEN,) and scene.actor is None
    assert scene.resting == {1} and scene.coins == {0} and scene.mouse_coins == 2
    assert scene.reach == (ReachMark(s("d8"), 0, (), False, (s("d8"),)),)
    assert scene.floating == ((0, 2, 10.0, 20.0),) and scene.hidden == {0} and scene.theme == "dark"
    fighting = fake_state(phase="retreat", spat=types.SimpleNamespace(attacker=0, defender=1))
    fighting.actor = lambda: 1
    scene = scene_of(fighting)
    assert scene.spat == (0, 1) and scene.actor == 1
    over = scene_of(fake_state(phase="over", winner=2))
    assert over.mover is None and over.winner == 2 and not over.next_rooms


def test_scene_of_real_games_in_every_phase():
    """Real states from random games draw in each phase, with the engine's reach in MOVE (its
    marks where the engine says, costs and all), the spat's pair in RETREAT and PUSH."""
    seen = set()
    for seed in range(1, 8):
        rng = random.Random(seed)
        state = State.new(3 + seed % 3, seed, Rules(shorter=seed % 2 == 0, both_ways=seed % 3 == 0))
        for _ in range(400):
            if state.is_over:
                break
            if state.phase not in seen or (state.phase == MOVE and MOVE + "r" not in seen):
                where = reach(state) if state.phase == MOVE else None
                targets = state.push_targets() if state.phase == PUSH else ()
                scene = scene_of(state, reach=where, targets=targets)
                ctx, layout = frame(scene, PHONE)
                assert len(scene.cats) == state.cats and scene.mover == state.mover
                if where:
                    assert {m.space: m.cost for m in scene.reach} == {sp: r.cost for sp, r in where.items()}
                    seen.add(MOVE + "r")
                if state.phase in (RETREAT, PUSH):
                    assert scene.spat == (state.spat.attacker, state.spat.defender)
                seen.add(state.phase)
            state = state.play(rng.choice(state.legal_actions()))
    assert {MOVE, MOVE + "r", RETREAT, PUSH} <= seen


def test_the_rules_view_gets_a_figure_per_diagram(monkeypatch):
    """Diagrams(page).make(spec): a figure holding a canvas drawn by the renderer (an image
    labelled with the picture's words) and its caption; an unknown kind, a sentence."""
    check_rules_figures(monkeypatch, "mansion", RecordingContext, DIAGRAM_KINDS + EXTRA_KINDS,
                        lambda kind: (diagram(kind).words, diagram(kind).size), THEMES["dark"]["plate"])


def test_the_cats_icon_for_the_players_panel():
    """draw_cat_icon(ctx, cat, x, y, r, theme), as the page's panel calls it, keeps inside
    its box (ears, tail and badge included)."""
    for cat in range(5):
        ctx = RecordingContext()
        draw_cat_icon(ctx, cat, 20, 20, 20 * 0.9 / (1 + 0.06), "dark")
        for x, y in ctx.points:
            assert -1 <= x <= 41 and -1 <= y <= 41, cat
    assert CAT_SIZE < 0.5 and replace(Scene(), theme="dark").theme == "dark"



def test_a_hints_space_gets_a_wide_ring_in_the_movers_colour_and_no_other_scene_does():
    """web/kit/table/hint.py's space (Scene.hint) is ringed round its centre, wider than a cat."""
    scene = replace(busy(), hint=s("d7"))
    ctx, layout = frame(scene)
    plain, _ = frame(busy())
    mover = THEMES["light"]["mover"]

    def rings_at(ctx, at):
        return [pts for style, pts in ctx.strokes if style == mover and pts == [at]]

    assert len(rings_at(ctx, layout.centre(s("d7")))) == 1
    assert rings_at(plain, layout.centre(s("d7"))) == []
