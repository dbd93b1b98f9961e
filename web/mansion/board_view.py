"""Cat's Mansion's map on the page: the canvas drawn from the session by the renderer
(web/mansion/draw.py's draw, web/mansion/scene.py's scene_of, web/mansion/layout.py's
geometry), clicks and taps on a space, the keyboard's cursor (the arrow keys move it over the
grid, Enter or Space picks the space), and each move animated: a walk step by step, a
retreat, a push, the secret passage. Part of Cat's Mansion's view; the session changes only
through its one-click methods (page.act).

The map zooms (web/mansion/zoom.py's MapZoom, this view's own state): by the buttons under it
(Zoom in, Zoom out, Fit; + and - on the map), by pinching, and a drag moves it when zoomed
(pointer events; moves are sent only while a pointer is down, `#ma-board[data-held]`). Each
frame is drawn through the zoom's layout, which follows the cat to act and the spaces it may
pick, the cat in motion, and the keyboard's cursor; a click finds its space through the same
layout. The buttons' state, the canvas's `zoomed` class (no browser gesture on it then) and
the tests' hooks (mansionSpaces, mansionZoom) are written from the zoom after each frame.

Moves are animated only while "Animate" is ticked (assets/boot.js unticks it when the
system asks for reduced motion). `idle()` waits for the moves shown to end: the computers'
next decision is asked only then, so each move can be followed.
"""

from __future__ import annotations

from dataclasses import replace

from game.mansion.actions import Choose, Push, Retreat, Step
from game.mansion.board import AT, SPACES, space_name
from web.kit.elements import element
from web.kit.table.canvas_view import CURSOR_KEYS, AnimatedBoard
from web.mansion.cats import draw_cat_icon
from web.mansion.draw import draw
from web.mansion.layout import MapLayout, picture_ratio
from web.mansion.scene import scene_of
from web.mansion.session import MOVE, PUSH, RETREAT
from web.mansion.words import space_words
from web.mansion.zoom import Gesture, MapZoom
from web.shell.dom import document

STEP_MS = 170.0  # one space walked
JUMP_MS = 320.0  # a push, a retreat, the secret passage
ZOOM_KEYS = {"+": MapZoom.step_in, "=": MapZoom.step_in, "-": MapZoom.step_out}
BOARD_KEYS = (*CURSOR_KEYS, "Escape", *ZOOM_KEYS)
ZOOM_BUTTONS = {"btn-ma-zoom-in": MapZoom.step_in, "btn-ma-zoom-out": MapZoom.step_out,
                "btn-ma-fit": MapZoom.fit}
POINTER_ENDS = ("pointerup", "pointercancel", "pointerleave")


class Glide:
    """One cat moving from a space to another over the state it leaves."""

    def __init__(self, base, seat: int, start: int, goal: int, ms: float):
        self.base, self.seat, self.start, self.goal, self.duration = base, seat, start, goal, ms


class BoardView(AnimatedBoard):
    """The canvas #ma-board of one MansionPage."""

    KEYS = BOARD_KEYS
    DRAW_SCENE = staticmethod(draw)
    PLACE_NAME = staticmethod(space_name)
    PLACE_WORDS = staticmethod(space_words)
    LAYOUT = MapLayout
    PICTURE_RATIO = picture_ratio()

    def __init__(self, page):
        super().__init__(page)
        self.zoom = MapZoom()
        self.gesture = Gesture()
        self.shown_view = None  # the zoom's state last written to the page
        page.on_element(self.canvas, "pointerdown", self._on_down)
        page.on_element(self.canvas, "pointermove", self._on_move, **{"if": "#ma-board[data-held]"})
        for kind in POINTER_ENDS:
            page.on_element(self.canvas, kind, self._on_up)
        for button, zoom in ZOOM_BUTTONS.items():
            page.on(button, "click", lambda _e, zoom=zoom: self.zoom_by(zoom))

    def resize(self) -> None:
        """Fit the canvas to its box, sharp on high-density screens."""
        rect = self.box()
        width = max(300.0, float(rect.width or 0) or 680.0)
        height = max(200.0, float(rect.height or 0) or width * 13 / 17)
        self.fit(width, height)
        self.zoom.resize(width, height)
        self.layout = self.zoom.layout()

    def paint(self, scene) -> None:
        """Draw a frame through the zoom, which follows what the scene shows first."""
        self.zoom.follow(scene)
        self.layout = self.zoom.layout()
        super().paint(scene)
        self._show_view()

    def _show_view(self) -> None:
        """The zoom's state on the page, when it changed: the buttons that can act, the canvas's
        class, and the tests' hooks (each space's centre on the canvas, the zoom)."""
        z = self.zoom
        view = (z.scale, z.shown_centre(), self.css_size)
        if view == self.shown_view:
            return
        self.shown_view = view
        for button, on in zip(ZOOM_BUTTONS, (z.can_zoom_in, z.zoomed, z.zoomed), strict=True):
            element(button).setAttribute("aria-disabled", "false" if on else "true")
        self.canvas.classList.toggle("zoomed", z.zoomed)
        document.hook("mansionSpaces", [[space_name(s), *self.layout.centre(s)] for s in range(len(SPACES))])
        document.hook("mansionZoom", {"scale": z.scale, "cell": z.cell, "zoomed": z.zoomed,
                                      "centre": list(z.shown_centre())})

    def zoom_by(self, change) -> None:
        """A zoom button or key: `change` (a MapZoom method) applied, the map drawn again."""
        change(self.zoom)
        self.redraw()

    def redraw(self) -> None:
        """Draw the map again as the zoom shows it (an animation draws its next frame itself)."""
        if not self.queue:
            self.draw()

    def scene(self, **extra):
        """The scene of the state shown, with the marks of the choices open now."""
        s = self.page.session
        phase = s.shown_phase()
        targets = s.retreats() if phase == RETREAT else s.push_targets() if phase == PUSH else ()
        scene = scene_of(s.shown_state(), theme=self.page.theme, reach=s.reach() if phase == MOVE else None,
                         targets=targets,
                         attackable=s.attackable() if phase == MOVE else (), cursor=self.cursor, **extra)
        hint = s.hint_space()
        return scene if hint is None else replace(scene, hint=hint)

    def still_scene(self, theme: str):
        """The state shown, nothing offered (a saved picture)."""
        return scene_of(self.page.session.shown_state(), theme=theme)

    def draw_seat(self, ctx, seat: int, x: float, y: float, r: float, theme: str) -> None:
        """A seat's cat (of the state shown) on its token."""
        draw_cat_icon(ctx, self.page.session.shown_state().cat_of[seat], x, y, r, theme)

    def show(self, news) -> None:
        """The screen is drawn: animate the moves just made (when animations are on), then draw."""
        if self.layout is None:
            self.resize()
        glides = []
        if self.page.motion and self.page.session.viewing is None:
            for before, action, after in news:
                glides += _glides(before, action, after)
        self.play(glides)

    def frame(self, glide, elapsed: float):
        """The scene `elapsed` ms into a glide: the cat eased along from its space to the next."""
        t = elapsed / glide.duration
        t = 1 - (1 - t) ** 2
        (x0, y0), (x1, y1) = SPACES[glide.start], SPACES[glide.goal]
        gx, gy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t  # the cell's corner, in the grid
        self.zoom.keep_in_view((gx, gy, gx + 1, gy + 1))
        self.layout = self.zoom.layout()
        return scene_of(glide.base, theme=self.page.theme,
                        moving=(glide.seat, *self.layout.point(gx + 0.5, gy + 0.5)))

    # ---- pointer and keyboard --------------------------------------------------------------

    def _at(self, event) -> tuple[float, float]:
        """An event's place on the canvas, in its CSS pixels."""
        rect = self.canvas.getBoundingClientRect()
        scale = self.css_size[0] / float(rect.width or self.css_size[0] or 1)
        return ((float(event.clientX) - float(rect.left)) * scale,
                (float(event.clientY) - float(rect.top)) * scale)

    def _on_down(self, event) -> None:
        self.gesture.down(event.pointerId, *self._at(event))
        self.canvas.setAttribute("data-held", "1")

    def _on_move(self, event) -> None:
        if self.gesture.move(event.pointerId, *self._at(event), self.zoom):
            self.redraw()

    def _on_up(self, event) -> None:
        if self.gesture.held:
            self.gesture.up(event.pointerId)
            if not self.gesture.held:
                self.canvas.removeAttribute("data-held")

    def _on_click(self, event) -> None:
        if self.gesture.tap():  # not the end of a drag or a pinch
            super()._on_click(event)

    def place_at(self, x: float, y: float) -> int | None:
        """The space at canvas CSS pixels (x, y), or None."""
        return self.layout.space_at(x, y)

    def click(self, space: int) -> None:
        """A click on a space: the session's walk, attack or choice there."""
        self.page.session.click_space(space)

    def first_place(self) -> int:
        """Where the cursor starts: on the cat that acts (the live game's), or the first cat."""
        s = self.page.session
        st = s.shown_state()
        actor = s.actor() if s.viewing is None else None
        return st.at[actor if actor is not None else 0]

    def _on_key(self, event) -> None:
        key = str(event.key)
        if key == "Escape":
            self.clear_cursor()
        elif key in ZOOM_KEYS:
            self.zoom_by(ZOOM_KEYS[key])
        else:
            self.move_cursor(key)

    def step(self, space: int, direction) -> int:
        """The next space in the arrow's direction (over walls: the first space beyond), or the
        same space at the map's edge."""
        x, y = SPACES[space]
        dx, dy = direction
        for k in range(1, 18):
            found = AT.get((x + dx * k, y + dy * k))
            if found is not None:
                return found
        return space


def _glides(before, action, after) -> list[Glide]:
    """The moves an action makes, to animate one after the other."""
    if isinstance(action, Step):
        seat = before.mover
        return [Glide(before, seat, before.at[seat], after.at[seat], STEP_MS)]
    if isinstance(action, Retreat):
        seat = before.actor()
        return [Glide(before, seat, before.at[seat], after.at[seat], JUMP_MS)]
    if isinstance(action, Push) and before.spat is not None:
        winner = before.actor()
        loser = before.spat.defender if winner == before.spat.attacker else before.spat.attacker
        out = []
        if after.at[loser] != before.at[loser]:
            out.append(Glide(before, loser, before.at[loser], after.at[loser], JUMP_MS))
        return out
    if isinstance(action, Choose) and after.at[before.actor()] != before.at[before.actor()]:
        seat = before.actor()
        return [Glide(before, seat, before.at[seat], after.at[seat], JUMP_MS)]
    return []
