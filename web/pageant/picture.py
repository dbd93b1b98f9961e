"""The pageant's picture to save (web/kit/table/picture.py): its ranking of nine cats and the
vote shown, drawn on a canvas in our own simple style, in the page's colours.

The page shows the ranking as HTML with the cats' pictures (web/pageant/screen.py); a saved
picture draws the same step from the session: on the left the ranking, 1st place at the top,
each cat with its place, its name and whose cat it is (the cat the vote shown placed is
highlighted, the place being voted on outlined); on the right the vote shown, each seat's pick
and what came of it. Each cat is a small card of its own colours (COATS: its coat, and its
collar or mark), a head with ears, eyes and its number. Only what is revealed is drawn: no
goal, no pick of a vote still being collected.

Only calls methods of the context it is given, so it runs in CPython against a stand-in context
(tests/pageant/web/test_picture.py).
"""

from __future__ import annotations

from game.pageant import NUM_CATS, cat_name
from web.kit.paper import INK, font
from web.kit.shapes import TAU, path, rounded_rect
from web.kit.words import count
from web.pageant.session import place_name

# Each cat's card, coat, collar (or mark) and patch (None: none), after its picture
# (assets/pageant/cat-N.svg).
COATS = {
    1: ("#f7e1e1", "#f4dfb4", "#d8333c", None),
    2: ("#dfe8f3", "#a9aeb6", "#f2c230", None),
    3: ("#dfeedd", "#fbfaf6", "#eaa3a8", "#2a2233"),
    4: ("#f3ead0", "#2c2930", "#f2c230", None),
    5: ("#ebe3f3", "#bccfe2", "#2a2233", None),
    6: ("#dcefe9", "#f2a452", "#3f9d58", None),
    7: ("#e6ebf1", "#4a4b56", "#fbfaf6", None),
    8: ("#f6ead6", "#fbf7ef", "#f27aa6", "#ec9446"),
    9: ("#e7e3f1", "#c6cad4", "#fbfbff", None),
}
LINE = "#2a2233"  # the cats' outlines
DARK_COATS = (4, 7)  # their eyes are gold
# The page's colours for the ranking (assets/style.css's variables of the same names).
COLOURS = {
    "light": {"panel": "#fffaf0", "line": "#e0d5c2", "button": "#fff", "button-edge": "#c9b89c",
              "muted": "#6d5d4d", "current": "#ffe9a8"},
    "dark": {"panel": "#28231d", "line": "#453b2f", "button": "#332c24", "button-edge": "#5c4f3f",
             "muted": "#b4a690", "current": "#6b5314"},
}
VOTING = "#ffb000"  # the place being voted on (.pg-ladder li.voting)
WIDTH = 1200.0  # the sizes below are for a picture this wide
PAD, HEADING, ROW, GAP = 36.0, 58.0, 64.0, 8.0
LEFT = 560.0  # the ranking's width
RIGHT_AT = 640.0  # where the vote's column starts
PICK_ROW = 54.0
RESULT_CHARS = 34  # letters a line of the vote's result holds


def picture_height(width: float) -> float:
    """The ranking's height in a picture `width` wide."""
    return (2 * PAD + HEADING + NUM_CATS * (ROW + GAP)) * width / WIDTH


def draw_cat(ctx, cat: int, x: float, y: float, side: float) -> None:
    """Cat `cat` on its card, `side` pixels square, its top left corner at (x, y)."""
    card, coat, collar, patch = COATS[cat]
    ctx.fillStyle = card
    rounded_rect(ctx, x, y, side, side, side * 0.2)
    ctx.fill()
    cx, cy, r = x + side / 2, y + side * 0.52, side * 0.3
    ctx.lineWidth = max(1.0, side * 0.035)
    ctx.strokeStyle = LINE
    ctx.fillStyle = coat
    for sign in (-1, 1):  # the ears
        path(ctx, [(cx + sign * r * 0.95, cy - r * 0.2), (cx + sign * r * 0.8, cy - r * 1.35),
                   (cx + sign * r * 0.2, cy - r * 0.85)])
        ctx.fill()
        ctx.stroke()
    ctx.beginPath()
    ctx.ellipse(cx, cy, r * 1.1, r * 0.92, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    if patch:
        ctx.fillStyle = patch
        ctx.beginPath()
        ctx.ellipse(cx + r * 0.45, cy - r * 0.4, r * 0.42, r * 0.34, 0, 0, TAU)
        ctx.fill()
    ctx.fillStyle = "#e9c23a" if cat in DARK_COATS else LINE
    for sign in (-1, 1):  # the eyes
        ctx.beginPath()
        ctx.ellipse(cx + sign * r * 0.4, cy - r * 0.05, r * 0.13, r * 0.17, 0, 0, TAU)
        ctx.fill()
    ctx.fillStyle = collar
    ctx.beginPath()
    ctx.ellipse(cx, cy + r * 1.05, r * 0.8, r * 0.16, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = LINE
    ctx.font = font(side * 0.22, "700")
    ctx.textAlign = "right"
    ctx.textBaseline = "top"
    ctx.fillText(str(cat), x + side * 0.95, y + side * 0.04)


def _text(ctx, text: str, x: float, y: float, colour: str, px: float, weight: str = "400",
          align: str = "left", room: float | None = None) -> None:
    ctx.fillStyle = colour
    ctx.font = font(px, weight)
    ctx.textAlign = align
    ctx.textBaseline = "middle"
    if room is None:
        ctx.fillText(text, x, y)
    else:
        ctx.fillText(text, x, y, room)


def wrap(text: str, chars: int) -> list[str]:
    """`text` in lines of at most `chars` letters, broken between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


class RankingPicture:
    """The pageant's "board" in a saved picture (web/kit/table/picture.py asks `page.board`)."""

    def __init__(self, page):
        self.page = page

    def picture_height(self, width: float) -> float:
        """The ranking's height in a picture `width` wide."""
        return picture_height(width)

    def draw_picture(self, ctx, width: float, height: float, theme: str) -> None:
        """The ranking at the step shown and the vote shown, on a canvas of their own."""
        ctx.clearRect(0, 0, width, height)
        ctx.setTransform(width / WIDTH, 0, 0, width / WIDTH, 0, 0)
        shown = self.page.session.shown()
        self._ranking(ctx, shown, theme)
        self._vote(ctx, shown, theme)
        ctx.setTransform(1, 0, 0, 1, 0, 0)

    def draw_seat(self, ctx, seat: int, x: float, y: float, r: float, theme: str) -> None:
        """A seat's own cat, on its card."""
        draw_cat(ctx, self.page.session.game.owners[seat], x - r, y - r, 2 * r)

    def seat_label(self, seat: int) -> str:
        """A seat's name and its ribbons (the rounds it won) at the step shown."""
        s = self.page.session
        return f"{s.name(seat)}: {count(s.shown().game.points[seat], 'ribbon')}"

    def _ranking(self, ctx, shown, theme: str) -> None:
        colours, ink = COLOURS[theme], INK[theme]
        s = self.page.session
        rnd = shown.rnd if shown.reveal is not None else shown.game.round
        owners = {cat: seat for seat, cat in enumerate(rnd.owners)}
        chosen = shown.reveal.chosen if shown.reveal is not None else None
        rounds = shown.game.rounds
        number = rounds.index(rnd) + 1 if rnd in rounds else len(rounds)
        _text(ctx, f"The ranking, round {number}", PAD, PAD + HEADING * 0.4, ink, 30, "700")
        for place in range(1, NUM_CATS + 1):
            index = NUM_CATS - place
            cat = rnd.ranking[index] if index < len(rnd.ranking) else None
            top = PAD + HEADING + (place - 1) * (ROW + GAP)
            rounded_rect(ctx, PAD, top, LEFT, ROW, 12)
            voting = cat is None and place == rnd.spot
            placed = cat is not None and cat == chosen
            ctx.fillStyle = colours["current"] if placed else colours["button"] if cat else colours["panel"]
            ctx.fill()
            ctx.strokeStyle = VOTING if voting else colours["button-edge"] if cat else colours["line"]
            ctx.lineWidth = 3 if voting else 1.5
            ctx.setLineDash([] if cat or voting else [6, 5])
            ctx.stroke()
            ctx.setLineDash([])
            middle = top + ROW / 2
            _text(ctx, place_name(place), PAD + 62, middle, colours["muted"], 24, "700", "right")
            if cat is None:
                _text(ctx, "voting" if voting else "open", PAD + 150, middle, colours["muted"], 24)
                continue
            draw_cat(ctx, cat, PAD + 76, top + 5, ROW - 10)
            if cat in owners:
                _text(ctx, cat_name(cat), PAD + 150, middle - 12, ink, 26, "600")
                _text(ctx, f"{s.whose(owners[cat])} cat", PAD + 150, middle + 16,
                      ink if placed else colours["muted"], 20, room=LEFT - 160)
            else:
                _text(ctx, cat_name(cat), PAD + 150, middle, ink, 26, "600")

    def _vote(self, ctx, shown, theme: str) -> None:
        colours, ink = COLOURS[theme], INK[theme]
        s = self.page.session
        reveal = shown.reveal
        room = WIDTH - RIGHT_AT - PAD
        if reveal is None:
            spot = place_name(shown.game.round.spot)
            _text(ctx, "No vote yet", RIGHT_AT, PAD + HEADING * 0.4, ink, 30, "700")
            _text(ctx, f"{spot} place is voted on first.", RIGHT_AT, PAD + HEADING + 20, colours["muted"], 24)
            return
        _text(ctx, f"Vote {shown.number}: the picks for {place_name(reveal.spot)} place", RIGHT_AT,
              PAD + HEADING * 0.4, ink, 28, "700", room=room)
        for seat, cat in enumerate(reveal.picks):
            top = PAD + HEADING + seat * PICK_ROW
            weight = "700" if cat in reveal.leaders else "400"
            _text(ctx, f"{s.name(seat)}:", RIGHT_AT, top + PICK_ROW / 2, ink, 24, room=room * 0.55)
            draw_cat(ctx, cat, RIGHT_AT + room * 0.58, top + 4, PICK_ROW - 8)
            _text(ctx, cat_name(cat), RIGHT_AT + room * 0.58 + PICK_ROW + 4, top + PICK_ROW / 2, ink, 24,
                  weight, room=room * 0.42 - PICK_ROW)
        top = PAD + HEADING + len(reveal.picks) * PICK_ROW + 24
        for i, line in enumerate(wrap(s.outcome_text(reveal), RESULT_CHARS)):
            _text(ctx, line, RIGHT_AT, top + i * 34, ink, 24, "600", room=room)
