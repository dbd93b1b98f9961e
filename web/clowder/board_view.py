"""Clowder's board on the page: the canvas drawn from the session by the renderer
(web/clowder/draw.py's draw and scene_of), clicks and taps on a hex, the keyboard's hex cursor,
and the animation of each leap (a cat moving along the leap's path; the roof Nyx leaves
breaking). Part of Clowder's view; the session is never changed here except through its
one-click methods (page.act).

Animations run only while "Animate the leaps" is ticked (assets/boot.js unticks it when the
system asks for reduced motion). `idle()` waits for the leaps shown to end: the computers'
next choice is asked only then, so each move can be followed.
"""

from __future__ import annotations

import math

from game.clowder.actions import Flee, Move
from game.clowder.board import HEXES, TOWER, hex_name
from game.clowder.pieces import NYX
from web.clowder.draw import draw, scene_of
from web.clowder.layout import BoardLayout, find_leap, picture_ratio
from web.clowder.pieces import draw_cat_icon
from web.clowder.scene import NYX_PIECE
from web.clowder.session import CAUGHT, MOVE, PLACE
from web.clowder.words import hex_words
from web.kit.elements import element
from web.kit.table.canvas_view import CURSOR_KEYS, AnimatedBoard
from web.shell.dom import document

LEAP_MS = 320.0  # a leap's flight
BREAK_MS = 260.0  # a roof breaking under Nyx's departure
BOARD_KEYS = (*CURSOR_KEYS, "Escape", "1", "2", "3")



class Flight:
    """One leap to animate: the piece, its path's polylines, the state to draw under it."""

    def __init__(self, base, piece, start: int, segments, after=None, breaks: int | None = None):
        self.base, self.piece, self.start, self.segments = base, piece, start, segments
        self.after, self.breaks = after, breaks
        lengths = [sum(math.dist(a, b) for a, b in zip(seg, seg[1:], strict=False)) for seg in segments]
        self.length = max(1.0, sum(lengths))
        self.duration = LEAP_MS + 60.0 * (len(segments) - 1) + (BREAK_MS if breaks is not None else 0.0)

    def point(self, t: float) -> tuple[float, float]:
        """Where the piece is at fraction t (0..1) of its path, by length along it."""
        goal = self.length * max(0.0, min(1.0, t))
        for seg in self.segments:
            for a, b in zip(seg, seg[1:], strict=False):
                d = math.dist(a, b)
                if goal <= d and d > 0:
                    f = goal / d
                    return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
                goal -= d
        return self.segments[-1][-1]


class BoardView(AnimatedBoard):
    """The canvas #cl-board of one ClowderPage."""

    KEYS = BOARD_KEYS
    DRAW_SCENE = staticmethod(draw)
    PLACE_NAME = staticmethod(hex_name)
    PLACE_WORDS = staticmethod(hex_words)
    LAYOUT = BoardLayout
    PICTURE_RATIO = picture_ratio()

    def resize(self) -> None:
        """Fit the canvas to its box, sharp on high-density screens."""
        rect = self.box()
        size = max(240.0, min(float(rect.width or 0), float(rect.height or 0)) or 360.0)
        self.fit(size, size)
        self.layout = BoardLayout(size, size)
        document.hook("clowderHexes", [[hex_name(h), x, y] for h, (x, y) in enumerate(self.layout.centres)])

    def scene(self, **extra):
        """The scene of the state shown, with the marks of the choices open now."""
        s = self.page.session
        st = s.shown_state()
        phase = s.shown_phase()
        selected = s.selected if phase == MOVE else None
        targets = s.placeable() if phase == PLACE else ()
        scene = scene_of(st, theme=self.page.theme, selected=selected, cursor=self.cursor,
                         last=self._last_leap(), options=s.options() if selected is not None else None,
                         targets=targets, **extra)
        if phase == CAUGHT and s.flee_hex is not None:
            scene.tags = {s.flee_hex: "flee"}
        hinted = s.hint_hexes()  # the hint's cat, then where it goes
        if hinted:
            scene.tags = {**dict.fromkeys(hinted[:-1], "this cat"), hinted[-1]: "hint", **scene.tags}
        return scene

    def still_scene(self, theme: str):
        """The state shown and its last leap, nothing offered (a saved picture)."""
        return scene_of(self.page.session.shown_state(), theme=theme, last=self._last_leap(), targets=())

    def draw_seat(self, ctx, seat: int, x: float, y: float, r: float, theme: str) -> None:
        """A seat's cat on its token (the same in both themes)."""
        draw_cat_icon(ctx, seat, x, y, r)

    def _last_leap(self):
        """The last leap made up to the state shown, as (from, to), for a faint trace."""
        s = self.page.session
        number = s.shown_number()
        for i in range(number - 1, max(-1, number - 4), -1):
            action, before = s.actions[i], s.states[i]
            if isinstance(action, (Move, Flee)):
                start = _start_of(before, action)
                return None if start is None or action.hex == TOWER else (start, action.hex)
        return None

    def drawn(self) -> None:
        """The board's facts, for the browser tests."""
        _state_hook(self.page.session)

    def show(self, news) -> None:
        """The screen is drawn: animate the leaps just made (when animations are on), then draw."""
        if self.layout is None:
            self.resize()
        motion = bool(element("chk-cl-motion").checked) and self.page.session.viewing is None
        flights = []
        for before, action, after in news:
            if motion and isinstance(action, (Move, Flee)):
                flight = self._flight(before, action, after)
                if flight is not None:
                    flights.append(flight)
        self.play(flights)

    def _flight(self, before, action, after) -> Flight | None:
        start = _start_of(before, action)
        if start is None or self.layout is None:
            return None
        leap = find_leap(start, action.hex, before.broken)
        if leap is None:
            return None
        if isinstance(action, Move) and action.cat == NYX:
            piece, breaks = NYX_PIECE, start
        else:
            seat = before.catch[0] if isinstance(action, Flee) else before.actor()
            piece, breaks = seat, None
        return Flight(before, piece, start, self.layout.leap_path(leap), after, breaks)

    def frame(self, flight, elapsed: float):
        """The scene `elapsed` ms into a leap: the cat in flight, then the roof Nyx left
        cracking."""
        if elapsed < LEAP_MS + 60.0 * (len(flight.segments) - 1):
            t = elapsed / (LEAP_MS + 60.0 * (len(flight.segments) - 1))
            x, y = flight.point(1 - (1 - t) ** 2)  # eased: quick off the roof, soft landing
            lift = 1.0 + 0.25 * math.sin(math.pi * t)
            return scene_of(flight.base, theme=self.page.theme, floating=((flight.piece, x, y, lift),),
                            hidden=(flight.start,))
        progress = (elapsed - LEAP_MS) / BREAK_MS  # the flight is over: the roof Nyx left cracks
        return scene_of(flight.after, theme=self.page.theme, breaking=(flight.breaks, progress))

    # ---- pointer and keyboard --------------------------------------------------------------

    def place_at(self, x: float, y: float) -> int | None:
        """The hex at canvas CSS pixels (x, y), or None."""
        return self.layout.hex_at(x, y)

    def click(self, hex_: int) -> None:
        """A click on a hex: the session's choice there."""
        self.page.session.click_hex(hex_)

    def first_place(self) -> int:
        s = self.page.session
        if s.viewing is None:
            if s.selected is not None:
                return s.cat_hex(s.state.actor(), s.selected)
            movable = s.movable()
            if movable:
                return s.cat_hex(s.state.actor(), movable[0])
            places = s.placeable() or [h for h, _ in s.flee_choices()]
            if places:
                return places[0]
        return TOWER

    def _on_key(self, event) -> None:
        key = str(event.key)
        s = self.page.session
        if key in ("1", "2", "3"):
            self.page.act(lambda: s.pick_token(int(key)))
            return
        if key == "Escape":
            self.page.act(s.cancel)
            return
        self.move_cursor(key)

    def step(self, hex_: int, direction) -> int:
        """The nearest hex whose centre lies within 60 degrees of the arrow's direction."""
        x0, y0 = self.layout.centres[hex_]
        best, best_score = hex_, None
        for other in HEXES:
            x, y = self.layout.centres[other]
            dx, dy = x - x0, y - y0
            dist = math.hypot(dx, dy)
            if other == hex_ or dist == 0:
                continue
            along = (dx * direction[0] + dy * direction[1]) / dist
            if along < 0.5:
                continue
            score = dist * (2.0 - along)
            if best_score is None or score < best_score:
                best, best_score = other, score
        return best


def _start_of(before, action) -> int | None:
    """Where the cat of a Move or a Flee leaves from."""
    if isinstance(action, Flee):
        seat, cat = before.catch[0], before.catch[1]
        return before.cats[seat][cat]
    if action.cat == NYX:
        return before.nyx
    return before.cats[before.actor()][action.cat]


def _state_hook(session) -> None:
    """The board's facts for the browser tests (window.catHerders.clowderBoard)."""
    st = session.shown_state()
    document.hook("clowderBoard", {
        "cats": [[hex_name(h) if h is not None else None for h in pair] for pair in st.cats],
        "nyx": hex_name(st.nyx) if st.nyx is not None else None,
        "broken": sorted(hex_name(h) for h in st.broken),
        "landings": [hex_name(h) for h in session.landings()],
        "placeable": [hex_name(h) for h in session.placeable()],
        "flee": [[hex_name(h), c] for h, c in session.flee_choices()]})
