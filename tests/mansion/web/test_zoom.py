"""Zooming Cat's Mansion's map (web/mansion/zoom.py): the scale stays within its bounds, a phone
starts zoomed so every space is a finger wide, the view never leaves the map, it follows the cat
to act and what it may pick, keeps the keyboard's cursor in sight, a point finds the space drawn
under it at any zoom, a pinch zooms about the fingers' middle and a drag moves the map."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from game.mansion import board
from game.mansion.actions import Attack
from game.mansion.phases import MOVE, PUSH, RETREAT
from game.mansion.reach import reach
from game.mansion.state import State
from tests.mansion.bot_states import game_positions
from web.mansion.layout import MARGIN
from web.mansion.scene import ReachMark, Scene, scene_of
from web.mansion.zoom import (
    CLOSEST_CELL,
    EDGE,
    PHONE_CELL,
    SLOP,
    STEP,
    TARGET_PX,
    Gesture,
    MapZoom,
    cells_box,
    focus_of,
)

# The map's canvas on a phone 360 pixels wide: the section's padding (.3rem a side) taken off,
# 17 by 13 tall (assets/style.css); and on a desktop of 1280 by 800.
PHONE = (360 - 2 * 4.8, (360 - 2 * 4.8) * 13 / 17)
DESKTOP = (857.0, 655.0)
s = board.space_named


def zoom_at(size, scale=None) -> MapZoom:
    """A zoom of a canvas of `size`, at `scale` (the screen's first one by default)."""
    zoom = MapZoom(*size)
    if scale is not None:
        zoom.zoom_to(scale)
    return zoom


def shown_part(zoom) -> tuple[float, float, float, float]:
    """The grid box the canvas shows: (x0, y0, x1, y1)."""
    layout = zoom.layout()
    return (*layout.grid_at(0, 0), *layout.grid_at(zoom.width, zoom.height))


def test_a_phone_starts_zoomed_so_a_space_is_a_finger_wide_and_a_desktop_shows_the_whole_map():
    phone, desktop = zoom_at(PHONE), zoom_at(DESKTOP)
    assert phone.fit_cell < TARGET_PX, "fitted, a phone's spaces would be too small to tap"
    assert phone.zoomed and phone.cell == pytest.approx(PHONE_CELL) and phone.cell >= TARGET_PX
    assert not desktop.zoomed and desktop.cell == pytest.approx(desktop.fit_cell)
    assert desktop.cell >= TARGET_PX
    assert all(desktop.visible(space) for space in range(len(board.SPACES)))


@pytest.mark.parametrize("size", [PHONE, DESKTOP])
def test_zooming_in_and_out_stays_within_its_bounds(size):
    zoom = zoom_at(size)
    scales = []
    for _ in range(12):
        zoom.step_in()
        scales.append(zoom.scale)
    assert scales[0] == pytest.approx(min(zoom.closest, zoom_at(size).scale * STEP))
    assert zoom.cell == pytest.approx(CLOSEST_CELL) and not zoom.can_zoom_in
    assert scales == sorted(scales)
    for _ in range(12):
        zoom.step_out()
    assert zoom.scale == 1.0 and not zoom.zoomed and zoom.can_zoom_in
    zoom.zoom_to(0.2)
    assert zoom.scale == 1.0
    zoom.zoom_to(50)
    assert zoom.scale == pytest.approx(zoom.closest)
    zoom.fit()
    assert zoom.scale == 1.0 and all(zoom.visible(space) for space in range(len(board.SPACES)))


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.5, 4.0])
@pytest.mark.parametrize("wanted", [(-5.0, -5.0), (0.0, 13.0), (8.5, 6.5), (30.0, 2.0)])
def test_the_view_never_shows_beyond_the_map(scale, wanted):
    """Wherever the middle is wanted, the canvas shows the map (and its margin) only: on an axis
    the map is wider than the canvas it covers the canvas; on one it is not, it is centred."""
    zoom = zoom_at(PHONE, scale)
    zoom.centre = wanted
    x0, y0, x1, y1 = shown_part(zoom)
    for lo, hi, size in ((x0, x1, board.WIDTH), (y0, y1, board.HEIGHT)):
        if hi - lo < size + 2 * MARGIN:
            assert lo >= -MARGIN - 1e-9 and hi <= size + MARGIN + 1e-9
        else:
            assert (lo + hi) / 2 == pytest.approx(size / 2)


def test_a_point_finds_the_space_drawn_under_it_at_any_zoom():
    """At every scale and wherever the view is, the centre of each space on the canvas and
    points near its corners find it; the cells grow with the scale."""
    for scale in (1.0, 1.3, 2.0, 3.7):
        for wanted in ((0, 0), (8.5, 6.5), (17, 13), (3, 11)):
            zoom = zoom_at(PHONE, scale)
            zoom.centre = wanted
            layout = zoom.layout()
            assert layout.cell == pytest.approx(zoom.fit_cell * scale)
            shown = [space for space in range(len(board.SPACES)) if zoom.visible(space)]
            assert shown
            for space in shown:
                x, y, side, _ = layout.rect(space)
                for fx, fy in ((0.5, 0.5), (0.04, 0.04), (0.96, 0.04), (0.04, 0.96), (0.96, 0.96)):
                    assert layout.space_at(x + side * fx, y + side * fy) == space


def scene_for(mover_space: int, picks=(), cursor=None) -> Scene:
    """A scene of one cat (seat 0) to move, on `mover_space`, with reach marks on `picks`."""
    marks = tuple(ReachMark(p, 1) for p in picks)
    return Scene(cats=((0, 0, mover_space), (1, 1, s("e1"))), mover=0, reach=marks, cursor=cursor)


def test_the_view_follows_the_cat_to_move_and_the_spaces_it_can_reach():
    zoom = zoom_at(PHONE)
    picks = (s("b12"), s("b13"), s("c13"), s("d12"), s("e13"))
    zoom.follow(scene_for(s("a13"), picks))  # in a corner: the view goes there, at the map's edge
    assert all(zoom.visible(space) for space in (s("a13"), *picks))
    middle = (s("g7"), s("i7"), s("j7"), s("h8"))
    zoom.follow(scene_for(s("h7"), middle))  # in the middle: centred on the cat and its reach
    x0, y0, x1, y1 = cells_box((s("h7"), *middle))
    assert zoom.shown_centre() == pytest.approx(((x0 + x1) / 2, (y0 + y1) / 2))
    assert all(zoom.visible(space) for space in (s("h7"), *middle))


def test_the_cat_to_act_stays_in_sight_when_its_reach_is_wider_than_the_view():
    zoom = zoom_at(PHONE, 4.0)
    far = (s("q1"), s("q13"), s("a1"))
    for mover in (s("a13"), s("q1"), s("i9")):
        zoom.follow(scene_for(mover, far))
        assert zoom.visible(mover)


def test_a_drag_is_kept_until_the_cat_to_act_or_its_reach_changes():
    zoom = zoom_at(PHONE)
    scene = scene_for(s("h7"), (s("g7"), s("i7")))
    zoom.follow(scene)
    followed = zoom.shown_centre()
    zoom.pan(-40, 0)
    dragged = zoom.shown_centre()
    assert dragged[0] == pytest.approx(followed[0] + 40 / zoom.cell)
    zoom.follow(scene)  # the same scene drawn again (an event, a resize): the view stays
    assert zoom.shown_centre() == dragged
    zoom.follow(scene_for(s("c3"), (s("c4"),)))  # another turn: the view follows again
    assert zoom.visible(s("c3")) and zoom.visible(s("c4"))


def test_zooming_in_from_the_whole_map_shows_the_cat_to_move():
    zoom = zoom_at(DESKTOP)
    zoom.follow(scene_for(s("p12"), (s("p11"), s("p13"))))
    assert zoom.shown_centre() == pytest.approx((board.WIDTH / 2, board.HEIGHT / 2))
    zoom.step_in()
    zoom.step_in()
    assert zoom.zoomed and all(zoom.visible(space) for space in (s("p12"), s("p11"), s("p13")))


def test_the_keyboards_cursor_stays_in_sight():
    zoom = zoom_at(PHONE, 3.0)
    zoom.follow(scene_for(s("h7"), (s("i7"), s("h8"))))
    for name in ("a1", "q13", "a13", "q1", "i9"):
        zoom.follow(scene_for(s("h7"), (s("i7"), s("h8")), cursor=s(name)))
        assert zoom.visible(s(name)), name
        layout = zoom.layout()
        x, y, side, _ = layout.rect(s(name))
        edge = EDGE * side - 1e-6
        on_map_edge = name != "i9"  # the view cannot leave the map: there, the edge is the map's
        assert on_map_edge or (x >= edge and y >= edge and x + side <= zoom.width - edge)


def test_a_pinch_zooms_about_the_fingers_middle_and_moves_with_it():
    zoom = zoom_at(PHONE, 2.0)
    zoom.centre = (8.5, 6.5)
    before, after = (150.0, 120.0), (170.0, 110.0)
    under = zoom.layout().grid_at(*before)
    zoom.pinch(1.4, before, after)
    assert zoom.scale == pytest.approx(2.8)
    assert zoom.layout().grid_at(*after) == pytest.approx(under)
    zoom.pinch(0.01, after, after)
    assert zoom.scale == 1.0


def test_a_tap_picks_a_drag_moves_the_map_and_two_fingers_pinch():
    zoom, gesture = zoom_at(PHONE, 2.0), Gesture()
    zoom.centre = (8.5, 6.5)
    gesture.down(1, 100, 100)  # a tap that wobbles less than SLOP
    assert not gesture.move(1, 100 + SLOP / 2, 100, zoom)
    gesture.up(1)
    assert gesture.tap() and not gesture.held
    start = zoom.shown_centre()
    gesture.down(2, 100, 100)  # a drag: the map follows the finger from where it went down
    assert gesture.move(2, 100 - 3 * SLOP, 100, zoom)
    assert gesture.move(2, 100 - 3 * SLOP, 100 - 10, zoom)
    gesture.up(2)
    assert not gesture.tap()
    assert zoom.shown_centre() == pytest.approx((start[0] + 3 * SLOP / zoom.cell, start[1] + 10 / zoom.cell))
    assert not gesture.move(2, 0, 0, zoom), "a pointer that is up moves nothing"
    gesture.down(3, 100, 100)  # a pinch: the fingers twice as far apart
    gesture.down(4, 200, 100)
    assert gesture.move(4, 300, 100, zoom)
    gesture.up(3)
    gesture.up(4)
    assert zoom.scale == pytest.approx(4.0) and not gesture.tap()


def test_a_drag_over_the_whole_map_moves_nothing():
    zoom, gesture = zoom_at(DESKTOP), Gesture()
    gesture.down(1, 100, 100)
    assert not gesture.move(1, 300, 300, zoom)
    assert zoom.shown_centre() == (board.WIDTH / 2, board.HEIGHT / 2) and not gesture.tap()


def picks_of(state: State) -> tuple[int, ...]:
    """The spaces a person may pick on the map in a state (web/mansion/session.py's click_space):
    where the mover can go and the cats it may attack, a retreat's and a push's spaces."""
    if state.phase == MOVE:
        attacks = tuple(state.at[a.seat] for a in state.legal_actions() if isinstance(a, Attack))
        return tuple(reach(state)) + attacks
    if state.phase in (RETREAT, PUSH):
        return tuple(a.space for a in state.legal_actions() if getattr(a, "space", None) is not None)
    return ()


def test_on_a_phone_every_space_to_pick_is_at_least_24_pixels_and_in_sight():
    """At a phone's first zoom, through the positions of a whole 5-cat game: every space the
    person may pick is a square of at least TARGET_PX; the view following the game shows the cat
    to act whole, and every space it may pick whenever they all fit in the canvas (else the
    cat, and the person drags to the rest)."""
    zoom = zoom_at(PHONE)
    checked = 0
    for state, _actions in game_positions(5, 3, limit=600):
        picks = picks_of(state)
        if not picks:
            continue
        scene = scene_of(state, reach=reach(state) if state.phase == MOVE else None,
                         targets=picks if state.phase in (RETREAT, PUSH) else ())
        zoom.follow(scene)
        assert zoom.layout().cell >= TARGET_PX
        cats, _ = focus_of(scene)
        assert all(zoom.visible(space) for space in cats)
        x0, y0, x1, y1 = cells_box(cats + picks)
        room = (zoom.width / zoom.cell - 2 * EDGE, zoom.height / zoom.cell - 2 * EDGE)
        if x1 - x0 <= room[0] and y1 - y0 <= room[1]:
            assert all(zoom.visible(space) for space in picks)
        checked += 1
    assert checked > 100


def test_a_pinch_of_two_fingers_the_same_place_does_nothing():
    zoom, gesture = zoom_at(PHONE), Gesture()
    gesture.down(1, 50, 50)
    gesture.down(2, 50, 50)
    scale = zoom.scale
    assert not gesture.move(2, 50.5, 50, zoom)
    assert zoom.scale == scale and math.isfinite(zoom.shown_centre()[0])


def test_a_frame_of_a_cat_in_motion_leaves_the_view_where_it_is():
    zoom = zoom_at(PHONE)
    zoom.follow(scene_for(s("h7"), (s("g7"), s("i7"))))
    before = zoom.shown_centre()
    flying = replace(scene_for(s("a13")), floating=((0, 0, 10.0, 10.0),), hidden=frozenset({0}))
    zoom.follow(flying)
    assert zoom.shown_centre() == before
