"""Pictures to share: the board shown as a PNG, and the game as an animated GIF.

Part of the browser layer. Both are drawn by the board's own renderer (web/catherders/board/draw.py) on
a canvas of their own, never read back from the page's board: the position shown (an
earlier one while looking back, or the editor's), the last turn's arrows, and a caption
with the players, the turn and the link. The PNG is the canvas's own encoding, saved as every
game saves one (web/kit/picture.py's save_png); the animation's frames are the canvas's pixels,
one per position, encoded by our GIF encoder (web/catherders/media/gif.py). Each file is offered
as a download.
body[data-picture] says what was last saved ("png 800x906", "gif 32 frames 480x548").
"""

from __future__ import annotations

import asyncio

from web.catherders.board.draw import Scene, draw
from web.catherders.board.geometry import Layout
from web.catherders.panel import PLAYER_LABELS
from web.kit.elements import element
from web.kit.paper import INK, PAPER, font, paper_under
from web.kit.picture import save_png
from web.shell import host
from web.shell.dom import document, window

PICTURE_SIZE = 800  # the board's square in the PNG, in pixels
ANIMATION_SIZE = 480  # the board's square in the GIF
CAPTION_LINE = 22  # pixels per caption line at PICTURE_SIZE
FRAME_CS, LAST_FRAME_CS = 90, 300  # hundredths of a second per position; the last stays longer


class Pictures:
    """The Save picture and Save animation buttons of one Page (and the editor's)."""

    def __init__(self, page):
        self.page = page
        self.last_layout: Layout | None = None  # of the last picture: tests find cells in it
        page.on("btn-picture", "click", lambda _e: asyncio.ensure_future(self.save_picture()))
        page.on("btn-animation", "click", lambda _e: asyncio.ensure_future(self.save_animation()))
        page.on("btn-edit-picture", "click", lambda _e: asyncio.ensure_future(self.save_editor_picture()))

    # ---- drawing ------------------------------------------------------------------------

    def _caption(self, turn_line: str, link: str | None) -> list[str]:
        s = self.page.session
        blue, red = (PLAYER_LABELS.get(p, p) for p in s.spec.players)
        lines = [f"Cat Herders · Blue: {blue} · Red: {red}", turn_line]
        if link:
            lines += _wrap(link, 92)[:4]
        return lines

    def _render(self, board, scene: Scene, lines: list[str], size: int):
        """A canvas with the board and the caption under it."""
        theme = self.page.board_view.theme
        line = CAPTION_LINE * size / PICTURE_SIZE
        height = int(size + line * (len(lines) + 0.6))
        canvas = host.offscreen_canvas(size, height)  # the worker's own: never on the page
        ctx = canvas.getContext("2d")
        ctx.fillStyle = PAPER[theme]
        ctx.fillRect(0, 0, size, height)
        layout = Layout(board, size, size, scene.labels, self.page.board_view.flipped)
        draw(ctx, layout, scene, size, size)
        paper_under(ctx, theme, size, size)  # draw() clears its area to transparent
        ctx.fillStyle = INK[theme]
        ctx.textAlign = "left"
        ctx.textBaseline = "top"
        for i, text in enumerate(lines):
            weight = "600" if i == 0 else "400"
            px = int(line * (0.72 if i < 2 else 0.6))
            ctx.font = font(px, weight)
            ctx.fillText(text, line * 0.6, size + line * (0.2 + i))
        self.last_layout = layout
        document.hook("pictureCells", {name: self.cell_in_last(name) for name in board.names})
        return canvas

    def _scene(self, game, cells, last_turn) -> Scene:
        return Scene(tuple(cells), {}, last_turn, self.page.board_view.labels, mover=game.to_move,
                     theme=self.page.board_view.theme, contrast=self.page.board_view.contrast)

    # ---- the PNG --------------------------------------------------------------------------

    async def save_picture(self) -> None:
        """Save the position shown as a PNG, with its last turn and a caption."""
        s = self.page.session
        n, total = s.shown_turn_count(), len(s.game.stack)
        turn_line = (f"After turn {n} of {total}" if n < total else f"After turn {n}") if n else \
            "The start"
        outcome = s.shown_game().outcome()
        if outcome is not None:
            turn_line += f" · {outcome.result}"
        link = str(window.location.href)
        canvas = self._render(s.board, self._scene(s.shown_game(), s.shown_cells(), s.last_turn()),
                              self._caption(turn_line, link), PICTURE_SIZE)
        await save_png(canvas, f"cat-herders-turn-{n}.png")

    async def save_editor_picture(self) -> None:
        """Save the position being set up in the editor as a PNG."""
        editor = self.page.views.editor.editor
        scene = Scene(tuple(editor.cells), {}, None, True, mover=editor.to_move,
                      theme=self.page.board_view.theme, contrast=self.page.board_view.contrast)
        lines = ["Cat Herders · a position set up in the editor", editor.text()]
        canvas = self._render(editor.board, scene, lines, PICTURE_SIZE)
        await save_png(canvas, "cat-herders-position.png")

    # ---- the GIF ----------------------------------------------------------------------------

    async def save_animation(self) -> None:
        """Save the game (or its last turns, as the select says) as an animated GIF."""
        page = self.page
        s = page.session
        g = s.game
        total = len(g.stack)
        last = str(element("sel-animation").value)
        first = 0 if last == "all" else max(0, total - int(last))
        s.say(f"Making the animation of {total - first} turns…")
        page.refresh()
        await asyncio.sleep(0.05)  # let the message show before the work
        work = g.copy()
        for _ in range(total - first):
            work.pop()
        frames, delays = [], []
        canvas = None
        for k in range(first, total + 1):
            if k > first:
                work.push(g.turns[k - 1])
            last_turn = g.turns[k - 1] if k else None
            line = f"Turn {k} of {total}" if k else "The start"
            canvas = self._render(g.board, self._scene(work, work.cells, last_turn),
                                  self._caption(line, None), ANIMATION_SIZE)
            ctx = canvas.getContext("2d")
            pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data
            frames.append(bytes(pixels.to_py()))
            delays.append(LAST_FRAME_CS if k == total else FRAME_CS)
            if k % 8 == 0:
                await asyncio.sleep(0)
        from web.catherders.media.gif import (
            encode_gif,  # only when an animation is asked for, not at start-up
        )

        data = encode_gif(frames, canvas.width, canvas.height, delays)
        blob = host.blob(data, "image/gif")
        document.download(f"cat-herders-{total}-turns.gif", blob)
        document.body.dataset.picture = f"gif {len(frames)} frames {canvas.width}x{canvas.height}"
        s.say(f"Animation saved: {len(frames)} pictures, {len(data) // 1024} KB.")
        page.refresh()

    def cell_in_last(self, name: str) -> list[float]:
        """Where a cell's centre is in the last picture, and a herder's token radius (tests)."""
        layout = self.last_layout
        x, y = layout.centres[layout.board.cell(name)]
        return [float(x), float(y), float(layout.radius * 0.7)]


def _wrap(text: str, width: int) -> list[str]:
    return [text[i:i + width] for i in range(0, len(text), width)] or [""]
