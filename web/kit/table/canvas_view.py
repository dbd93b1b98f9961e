"""The animated canvas a table game draws its board on: what Clowder's and Cat's Mansion's
board views share (a view: it touches the page).

`AnimatedBoard` owns the canvas `#<prefix>-board` inside `#<prefix>-board-box`: it turns a
click into the place under it, starts the keyboard's cursor on focus and puts it away on blur
(the game handles the keys in `KEYS` with `_on_key`), and keeps the queue of moves being
animated, playing them one after the other, one animation frame at a time (the kit's
FrameLoop, web/kit/animation.py). While a move is shown,
`document.body.dataset.<prefix>Animating` is "1" (the tests wait on it) and `idle()` waits;
the computers' next choice is asked only then, so each move can be followed. The keyboard's
cursor moves alike on every board (`move_cursor`): an arrow steps it, Enter or Space clicks
the place under it, and what is under it is said (`cursor_moved`).

The board also draws the picture a person saves (web/kit/table/picture.py): the state shown
as a still (`still_scene`: no cursor, no choice offered, nothing in flight) on a canvas of
the picture's own size (`draw_picture`), and each seat's mark and name for its caption
(`draw_seat`, `seat_label`).

A game's board view subclasses it and gives: its drawing (`DRAW_SCENE`) and geometry
(`LAYOUT`, `PICTURE_RATIO`), its places' names and words (`PLACE_NAME`, `PLACE_WORDS`),
`resize()` (which `fit`s the canvas), `scene()`, `still_scene(theme)`, `draw_seat`,
`frame(item, elapsed)` (the scene to draw `elapsed` ms into `item`, an object with a
`duration` in ms), `place_at`, `click`, `first_place`, `step` and `_on_key`.
"""

from __future__ import annotations

import asyncio

from web.kit.animation import FrameLoop
from web.kit.elements import element
from web.shell import host
from web.shell.dom import document, window

# The arrow keys' directions on the board: x to the right, y down.
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
CURSOR_KEYS = (*ARROWS, "Enter", " ")


class AnimatedBoard:
    """A table game's board canvas, with its moves animated one after the other."""

    KEYS: tuple[str, ...] = ()  # the keys the board handles (the others reach the page)
    DRAW_SCENE = None  # draw(ctx, layout, scene, width, height): the game's drawing of a scene
    PLACE_NAME = None  # name(place): a place's short name, 'O7' (the tests read it)
    PLACE_WORDS = None  # words(session, place): what is on a place, for a screen reader
    LAYOUT = None  # layout(width, height): where the places sit on a board of that size
    PICTURE_RATIO = 1.0  # the board's height for its width in a saved picture

    def __init__(self, page):
        self.page = page
        self.prefix = prefix = page.GAME.prefix
        self.canvas = element(f"{prefix}-board")
        self.ctx = self.canvas.getContext("2d")
        self.layout = None
        self.css_size = (0.0, 0.0)
        self.cursor: int | None = None
        self.loop = FrameLoop(lambda fn: host.guarded(fn, page.show_problem),
                              lambda item, elapsed: self.paint(self.frame(item, elapsed)),
                              lambda: self.draw(), self._mark_animating, lambda item: item.duration,
                              lambda fn: window.requestAnimationFrame(fn))
        page.on_element(self.canvas, "click", self._on_click)
        page.on_element(self.canvas, "keydown", self._on_key, keys=self.KEYS, onlyKeys=True, stop=True)
        page.on_element(self.canvas, "focus", self._on_focus)
        page.on_element(self.canvas, "blur", self._on_blur)

    def start(self) -> None:
        """Size the canvas to its box, now and whenever the box changes."""
        self.resize()
        document.observe(element(f"{self.prefix}-board-box"), lambda _e: self._resized())

    @property
    def queue(self) -> list:
        """The moves still to animate (read only: `play` and `forget` change it)."""
        return self.loop.queue

    def forget(self) -> None:
        """Another game is shown: no move of the last one is still animated."""
        self.loop.stop()

    async def idle(self) -> None:
        """Wait until the moves being animated are over."""
        while self.queue:
            await asyncio.sleep(0.05)

    def play(self, items) -> None:
        """Queue these moves' animations and start them (if none is running), then draw."""
        self.loop.play(items)
        self.draw()

    def draw(self) -> None:
        """Draw the board as the session shows it now (unless a move is being animated)."""
        if self.layout is None:
            self.resize()
        if self.queue:
            return
        self.paint(self.scene())
        self.drawn()

    def drawn(self) -> None:
        """What the game does after the board is drawn (its facts for the tests)."""

    def box(self):
        """The rectangle of the board's box (`#<prefix>-board-box`) on the page."""
        return element(f"{self.prefix}-board-box").getBoundingClientRect()

    def fit(self, width: float, height: float) -> None:
        """Size the canvas to `width` by `height` CSS pixels, sharp on high-density screens."""
        ratio = float(window.devicePixelRatio or 1)
        self.canvas.width, self.canvas.height = int(width * ratio), int(height * ratio)
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.css_size = (width, height)

    def _mark_animating(self, on: bool) -> None:
        setattr(document.body.dataset, f"{self.prefix}Animating", "1" if on else "")

    def _resized(self) -> None:
        self.resize()
        self.draw()

    # ---- pointer and focus -----------------------------------------------------------------

    def _on_click(self, event) -> None:
        if self.layout is None:
            return
        rect = self.canvas.getBoundingClientRect()
        scale = self.css_size[0] / float(rect.width or self.css_size[0])
        place = self.place_at((float(event.clientX) - float(rect.left)) * scale,
                              (float(event.clientY) - float(rect.top)) * scale)
        if place is None:
            return
        if self.cursor is not None:
            self.cursor = place
        self.page.act(lambda: self.click(place))

    def _on_focus(self, _event) -> None:
        if self.canvas.matches(":focus-visible") and self.cursor is None:
            self.cursor = self.first_place()
            self.cursor_moved()

    def _on_blur(self, _event) -> None:
        self.clear_cursor()

    def clear_cursor(self) -> None:
        """The keyboard's cursor is put away (the board loses the focus, or Escape)."""
        if self.cursor is not None:
            self.cursor = None
            self.draw()

    def move_cursor(self, key: str) -> None:
        """A cursor key (CURSOR_KEYS): the first puts the cursor on `first_place()`; then an
        arrow steps it (`step`), and Enter or Space clicks the place under it."""
        if self.cursor is None:
            self.cursor = self.first_place()
        elif key in ARROWS:
            self.cursor = self.step(self.cursor, ARROWS[key])
        else:
            place = self.cursor
            self.page.act(lambda: self.click(place))
        self.cursor_moved()

    def cursor_moved(self) -> None:
        """The cursor moved: say what is under it (`<prefix>-board-say`), name it for the tests
        (body[data-<prefix>Cursor]) and draw it."""
        place = self.cursor
        element(f"{self.prefix}-board-say").textContent = self.PLACE_WORDS(self.page.session, place)
        name = "" if place is None else self.PLACE_NAME(place)
        setattr(document.body.dataset, f"{self.prefix}Cursor", name)
        self.draw()

    # ---- what a game's board view gives ----------------------------------------------------

    def resize(self) -> None:
        """Fit the canvas to its box (the game's geometry)."""
        raise NotImplementedError

    def scene(self):
        """The scene of the state shown, with the marks of the choices open now."""
        raise NotImplementedError

    def frame(self, item, elapsed: float):
        """The scene `elapsed` ms into the animation `item`."""
        raise NotImplementedError

    def paint(self, scene) -> None:
        """Draw one animation frame's scene (with the game's DRAW_SCENE)."""
        self.DRAW_SCENE(self.ctx, self.layout, scene, *self.css_size)

    def still_scene(self, theme: str):
        """The scene of the state shown as a still picture, in `theme`."""
        raise NotImplementedError

    def draw_seat(self, ctx, seat: int, x: float, y: float, r: float, theme: str) -> None:
        """A seat's mark (its cat's icon), of radius r centred at (x, y), in `theme`."""
        raise NotImplementedError

    def seat_label(self, seat: int) -> str:
        """A seat's name beside its mark."""
        return self.page.session.name(seat)

    def picture_height(self, width: float) -> float:
        """The board's height in a picture `width` wide."""
        return width * self.PICTURE_RATIO

    def draw_picture(self, ctx, width: float, height: float, theme: str) -> None:
        """Draw the state shown, as a still, on a canvas (`ctx`) of its own, width by height."""
        self.DRAW_SCENE(ctx, self.LAYOUT(width, height), self.still_scene(theme), width, height)

    def place_at(self, x: float, y: float):
        """The board's place (a space, a hex) at canvas CSS pixels (x, y), or None."""
        raise NotImplementedError

    def click(self, place) -> None:
        """A click or tap on a place: the session's one-click method."""
        raise NotImplementedError

    def first_place(self):
        """Where the keyboard's cursor starts when the board takes the focus."""
        raise NotImplementedError

    def step(self, place, direction: tuple[int, int]):
        """The place an arrow (its `direction`, x right and y down) takes the cursor to."""
        raise NotImplementedError
