"""A table game's "Save picture": the board at the step shown (the live game's, or the one
looked back at) as a PNG, with a caption, downloaded as `<game>-<seed>-<step>-<n>.png`
(clowder-1327405052-move-12.png).

The picture is drawn on a canvas of the worker's own at a fixed width (WIDTH), in the page's
theme, never read back from the page: the game's board (`page.board`, which draws it with
`draw_picture` at the height `picture_height` gives: Clowder's and Cat's Mansion's canvases
draw the state shown without the cursor, the choices offered or a move in flight; the
pageant's ranking is drawn by web/pageant/picture.py), then a caption: the game and the step,
and each seat's mark (`draw_seat`) and name (`seat_label`). Then it is saved as every game saves a
picture (web/kit/picture.py) and the game's live region says so.
"""

from __future__ import annotations

import asyncio
import math

from web.kit.paper import INK, font, paper_under
from web.kit.picture import save_png
from web.kit.words import count
from web.shell import host

WIDTH = 1200  # the picture's width in pixels
MARGIN = 36  # round the caption
TITLE = 30  # the caption's first line: the game and the step (font pixels)
ROW = 52  # a row of seats in the caption
NAME = 24  # a seat's name (font pixels)
MARK = 22  # a seat's mark's radius
LETTER = 0.55  # a letter's width for its font's size, about: for the room a name needs


def step_words(session, step: str) -> str:
    """The step shown in words: 'the start', 'move 12 of 30' (looking back), or 'after 30 moves'
    with how far the live game is ('round 3', 'Ann won')."""
    shown, total = session.shown_number(), session.total()
    if session.viewing is not None:
        return "the start" if shown == 0 else f"{step} {shown} of {total}"
    where = "the start" if total == 0 else f"after {count(total, step)}"
    return f"{where} · {session.progress()}"


def file_name(page) -> str:
    """The picture's file name: the game, its seed, the step shown ('clowder-12345-move-12.png')."""
    game, session = page.GAME, page.session
    return f"{game.name}-{session.seed}-{game.step}-{session.shown_number()}.png"


def columns(labels: list[str]) -> int:
    """How many seats a row of the caption holds: as many as their longest name leaves room
    for, the rows then evened out (four seats in two rows of two, not three and one)."""
    room = (WIDTH - 2 * MARGIN) / (max(len(label) for label in labels) * NAME * LETTER + MARK * 3.4)
    rows = math.ceil(len(labels) / max(1, min(len(labels), int(room))))
    return math.ceil(len(labels) / rows)


def caption_height(labels: list[str]) -> float:
    """The caption's height under the board, for the seats named `labels`."""
    rows = math.ceil(len(labels) / columns(labels))
    return MARGIN * 0.5 + TITLE * 1.5 + rows * ROW + MARGIN * 0.5


def render(page):
    """A canvas of the worker's own, WIDTH wide: the board at the step shown and its caption."""
    theme, board, session = page.theme, page.board, page.session
    labels = [board.seat_label(seat) for seat in range(len(session.seats))]
    board_height = round(board.picture_height(WIDTH))
    height = round(board_height + caption_height(labels))
    canvas = host.offscreen_canvas(WIDTH, height)  # never on the page
    ctx = canvas.getContext("2d")
    board.draw_picture(ctx, WIDTH, board_height, theme)
    paper_under(ctx, theme, WIDTH, height)
    ctx.fillStyle = INK[theme]
    ctx.textAlign = "left"
    ctx.textBaseline = "middle"
    ctx.font = font(TITLE, "600")
    top = board_height + MARGIN * 0.5
    ctx.fillText(f"{page.GAME.called} · {step_words(session, page.GAME.step)}", MARGIN, top + TITLE * 0.6,
                 WIDTH - 2 * MARGIN)
    per_row = columns(labels)
    cell = (WIDTH - 2 * MARGIN) / per_row
    for seat, label in enumerate(labels):
        x = MARGIN + (seat % per_row) * cell
        y = top + TITLE * 1.5 + (seat // per_row + 0.5) * ROW
        board.draw_seat(ctx, seat, x + MARK, y, MARK, theme)
        ctx.fillStyle = INK[theme]
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.font = font(NAME)
        ctx.fillText(label, x + MARK * 2.6, y, cell - MARK * 3.2)
    return canvas


async def save(page) -> None:
    """Save the picture of the step shown, and say so (a failure is shown, the game goes on)."""
    try:
        name = file_name(page)
        await save_png(render(page), name)
    except Exception as e:  # the browser could not make the file: say so
        host.log_exception()
        page.show_problem(f"The picture could not be saved ({type(e).__name__}: {e}).")
        return
    page.say(f"Picture saved: {name}.")


def wire(page) -> None:
    """The game's Save picture button (btn-<prefix>-picture) saves the picture."""
    page.on(f"btn-{page.GAME.prefix}-picture", "click", lambda _e: asyncio.ensure_future(save(page)))

