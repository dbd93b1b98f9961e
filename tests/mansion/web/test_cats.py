"""Cat's Mansion's cats when small (web/mansion/cats.py): on a phone's whole map their coats are
drawn bolder, fewer marks and thicker, so the coat still shows; from SMALL pixels up, as drawn
on a desktop."""

from __future__ import annotations

from tests.support.canvas import RecordingContext
from web.mansion.cats import MARKINGS, SMALL, draw_cat_icon


class WidthContext(RecordingContext):
    """A recording context that also keeps each stroke's colour and width."""

    def __init__(self):
        super().__init__()
        self.__dict__["widths"] = []

    def _call(self, name, args):
        super()._call(name, args)
        if name == "stroke":
            self.widths.append((self.style["strokeStyle"], self.style.get("lineWidth"), len(self.path)))


def coat_marks(cat: int, r: float) -> list[tuple[float, int]]:
    """The coat's marks of a cat drawn on a token of radius r: (width against r, points) of
    each stroke in its markings' colour."""
    ctx = WidthContext()
    draw_cat_icon(ctx, cat, 40, 40, r, "light")
    return [(round(width / r, 6), points) for colour, width, points in ctx.widths if colour == MARKINGS[cat]]


def test_a_small_cats_coat_is_drawn_bolder_so_it_still_shows():
    """On a phone's whole map (a token of 8 pixels) the tabby's stripes and the marmalade's
    swirls are fewer and, against the token, thicker than on a desktop (20 pixels); above
    SMALL the drawing is the desktop's."""
    for cat in (0, 3):
        big, small = coat_marks(cat, 20), coat_marks(cat, 8)
        assert sum(p for _, p in small) < sum(p for _, p in big), "fewer marks"
        mean_small, mean_big = (sum(w for w, _ in marks) / len(marks) for marks in (small, big))
        assert mean_small > 1.5 * mean_big, "thicker marks"
        assert coat_marks(cat, SMALL) == coat_marks(cat, SMALL * 1.5)
