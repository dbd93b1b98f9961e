"""Cat's Mansion's map on the page: the canvas drawn from the session by the renderer
(web/mansion/draw.py's draw, web/mansion/scene.py's scene_of, web/mansion/layout.py's
geometry), clicks and taps on a space, the keyboard's cursor (the arrow keys move it over the
grid, Enter or Space picks the space), and each move animated: a walk step by step, a
retreat, a push, the secret passage. Part of Cat's Mansion's view; the session changes only
through its one-click methods (page.act).

Moves are animated only while "Animate" is ticked (assets/boot.js unticks it when the
system asks for reduced motion). `idle()` waits for the moves shown to end: the computers'
next decision is asked only then, so each move can be followed.
"""

from __future__ import annotations

from game.mansion.actions import Choose, Push, Retreat, Step
from game.mansion.board import AT, SPACES, space_name
from web.kit.table.canvas_view import CURSOR_KEYS, AnimatedBoard
from web.mansion.cats import draw_cat_icon
from web.mansion.draw import draw
from web.mansion.layout import MapLayout, picture_ratio
from web.mansion.scene import scene_of
from web.mansion.session import MOVE, PUSH, RETREAT
from web.mansion.words import space_words
from web.shell.dom import document

STEP_MS = 170.0  # one space walked
JUMP_MS = 320.0  # a push, a retreat, the secret passage
BOARD_KEYS = (*CURSOR_KEYS, "Escape")


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

    def resize(self) -> None:
        """Fit the canvas to its box, sharp on high-density screens."""
        rect = self.box()
        width = max(300.0, float(rect.width or 0) or 680.0)
        height = max(200.0, float(rect.height or 0) or width * 13 / 17)
        self.fit(width, height)
        self.layout = MapLayout(width, height)
        document.hook("mansionSpaces", [[space_name(s), *self.layout.centre(s)] for s in range(len(SPACES))])

    def scene(self, **extra):
        """The scene of the state shown, with the marks of the choices open now."""
        s = self.page.session
        phase = s.shown_phase()
        targets = s.retreats() if phase == RETREAT else s.push_targets() if phase == PUSH else ()
        return scene_of(s.shown_state(), theme=self.page.theme, reach=s.reach() if phase == MOVE else None,
                        targets=targets,
                        attackable=s.attackable() if phase == MOVE else (), cursor=self.cursor, **extra)

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
        (x0, y0), (x1, y1) = self.layout.centre(glide.start), self.layout.centre(glide.goal)
        return scene_of(glide.base, theme=self.page.theme,
                        moving=(glide.seat, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))

    # ---- pointer and keyboard --------------------------------------------------------------

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
