"""The review's advantage chart (web/catherders/review/chart.py): blue's chance at every position, where
each is drawn and clicked, and the drawing on a stand-in 2D context in both themes.

The reviews are the worker's (web/shell/computer_worker.py review_begin/review_next/review_result) of
seeded random games at a small node budget, read as the page reads them (ReviewData).
"""

from __future__ import annotations

import pytest

from tests.catherders.web.reviewing import random_spec, worker_review
from web.catherders.review.chart import (
    CHART_INK,
    MARK_COLOURS,
    PAD_X,
    ChartData,
    chart_data,
    draw_chart,
    point,
    position_at,
)
from web.catherders.review.notes import ReviewData

WIDTH, HEIGHT = 320.0, 110.0  # the page's chart is CHART_HEIGHT (110) high

# The methods and properties of CanvasRenderingContext2D the chart may use.
CANVAS_METHODS = {"arc", "beginPath", "clearRect", "clip", "closePath", "fill", "fillRect", "lineTo",
                  "moveTo", "rect", "restore", "save", "stroke"}
CANVAS_PROPERTIES = {"fillStyle", "strokeStyle", "lineWidth"}


class RecordingContext:
    """Records every call and assignment in order, failing on anything outside the canvas API
    (like tests/catherders/web/test_draw.py's, with the clipping and state methods the chart uses)."""

    def __init__(self):
        object.__setattr__(self, "events", [])

    def __getattr__(self, name):
        assert name in CANVAS_METHODS, f"not a canvas method the chart may use: {name}"
        return lambda *args: self.events.append(("call", name, args))

    def __setattr__(self, name, value):
        assert name in CANVAS_PROPERTIES, f"not a canvas property the chart may use: {name}"
        self.events.append(("set", name, value))

    def painted(self) -> list[dict]:
        """Each fill and stroke with the path it paints and the styles in force then,
        following save/restore as a canvas does."""
        state = {"fillStyle": None, "strokeStyle": None, "lineWidth": 1}
        saved, path, out = [], [], []
        for kind, name, value in self.events:
            if kind == "set":
                state[name] = value
            elif name == "save":
                saved.append(dict(state))
            elif name == "restore":
                state = saved.pop()
            elif name == "beginPath":
                path = []
            elif name in ("moveTo", "lineTo", "arc", "rect", "closePath"):
                path.append((name, value))
            elif name in ("fill", "stroke"):
                style = state["fillStyle" if name == "fill" else "strokeStyle"]
                out.append({"op": name, "style": style, "width": state["lineWidth"], "path": list(path)})
        assert not saved, "every save() is restored"
        return out


@pytest.fixture(scope="module")
def review() -> ReviewData:
    """A ten-turn game's review with a blunder, a lesser mark and an unmarked turn."""
    for seed in range(1, 40):
        r = worker_review(random_spec(seed, 10))
        marks = {t.mark for t in r.turns}
        if "blunder" in marks and None in marks and marks & {"inaccuracy", "mistake"}:
            return r
    raise AssertionError("no seeded game has a blunder, a lesser mark and an unmarked turn")


@pytest.fixture(scope="module")
def one_turn() -> ReviewData:
    """The review of a game of one turn."""
    return worker_review(random_spec(3, 1))


def blue(t, chance: float) -> float:
    return chance if t.mover == 0 else 1 - chance


def test_chart_data_has_blue_chance_at_every_position(review):
    """turns + 1 chances: the first is the first turn's chance_before, then each turn's
    chance_after, all in blue's view (1 - chance for red's turns); one mark per turn."""
    data = chart_data(review.turns)
    assert len(data.blue_chances) == len(review.turns) + 1
    first = review.turns[0]
    assert first.mover == 0 and data.blue_chances[0] == first.chance_before
    assert list(data.blue_chances[1:]) == [blue(t, t.chance_after) for t in review.turns]
    assert any(t.mover == 1 for t in review.turns)  # red's turns are turned round
    assert data.marks == tuple(t.mark for t in review.turns)
    assert all(0.0 <= c <= 1.0 for c in data.blue_chances)


def test_the_curve_is_continuous_from_turn_to_turn(review):
    """The chance after turn i is the chance before turn i + 1 seen from the other side:
    one search gives both, and the win-chance curve is symmetric."""
    data = chart_data(review.turns)
    for k, t in enumerate(review.turns):
        assert data.blue_chances[k] == pytest.approx(blue(t, t.chance_before), abs=2e-4)


def test_a_red_first_turn_is_seen_from_blues_side():
    """A review starting with red's turn: the first chance is 1 - red's chance before."""
    class T:
        def __init__(self, mover, before, after, mark=None):
            self.mover, self.chance_before, self.chance_after, self.mark = mover, before, after, mark

    data = chart_data([T(1, 0.7, 0.6, "mistake"), T(0, 0.4, 0.45)])
    assert data.blue_chances == pytest.approx((0.3, 0.4, 0.45)) and data.marks == ("mistake", None)


@pytest.mark.parametrize("width", [WIDTH, 180.5, 1000.0, 2 * PAD_X + 1])
def test_a_click_at_a_points_x_finds_its_position(review, one_turn, width):
    """position_at(point(k).x) == k for every position, at any chart width."""
    for r in (review, one_turn):
        data = chart_data(r.turns)
        for k in range(len(data.blue_chances)):
            x, y = point(data, k, width, HEIGHT)
            assert position_at(data, x, width) == k
            assert 0 <= x <= width and 0 <= y <= HEIGHT


def test_clicks_go_to_the_nearest_position_and_stay_on_the_chart(review):
    """A click between two points goes to the nearer; left of the chart to the start,
    right of it to the last position."""
    data = chart_data(review.turns)
    n = len(data.blue_chances) - 1
    x2, x3 = point(data, 2, WIDTH, HEIGHT)[0], point(data, 3, WIDTH, HEIGHT)[0]
    assert position_at(data, x2 + 0.3 * (x3 - x2), WIDTH) == 2
    assert position_at(data, x2 + 0.7 * (x3 - x2), WIDTH) == 3
    assert position_at(data, -40, WIDTH) == 0 and position_at(data, 0, WIDTH) == 0
    assert position_at(data, WIDTH + 40, WIDTH) == n and position_at(data, WIDTH, WIDTH) == n


def test_points_go_up_with_blues_chance(review):
    """Higher chance for blue, higher on the chart (smaller y); x grows with the position."""
    data = chart_data(review.turns)
    pts = [point(data, k, WIDTH, HEIGHT) for k in range(len(data.blue_chances))]
    assert all(a[0] < b[0] for a, b in zip(pts, pts[1:], strict=False))
    for (_, ya), (_, yb), ca, cb in zip(pts, pts[1:], data.blue_chances, data.blue_chances[1:], strict=False):
        assert (ya < yb) == (ca > cb) or ca == cb


def _strokes(painted, style, width=None):
    return [p for p in painted if p["op"] == "stroke" and p["style"] == style
            and (width is None or p["width"] == width)]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_chart_draws_curve_dots_and_shown_line(review, theme):
    """The whole chart in a theme: background, blue's and red's areas (clipped), the curve
    through every point, one dot per marked turn in its mark's colour at the point after
    it, the middle line, and the vertical line of the position shown."""
    ink = CHART_INK[theme]
    data = chart_data(review.turns)
    shown = 4
    ctx = RecordingContext()
    draw_chart(ctx, data, WIDTH, HEIGHT, shown, theme)
    assert ctx.events[0] == ("call", "clearRect", (0, 0, WIDTH, HEIGHT))
    painted = ctx.painted()
    pts = [point(data, k, WIDTH, HEIGHT) for k in range(len(data.blue_chances))]

    assert ("set", "fillStyle", ink["back"]) in ctx.events
    areas = [p["style"] for p in painted if p["op"] == "fill" and not any(o == "arc" for o, _ in p["path"])]
    assert areas == [ink["blue"], ink["red"]]
    assert [e[1] for e in ctx.events if e[0] == "call"].count("clip") == 2

    curve = _strokes(painted, ink["curve"], 1.5)
    assert len(curve) == 1
    assert curve[0]["path"] == [("moveTo", pts[0])] + [("lineTo", p) for p in pts[1:]]

    dots = [p for p in painted if p["op"] == "fill" and p["path"] and p["path"][0][0] == "arc"]
    marked = [t for t in review.turns if t.mark is not None]
    assert len(dots) == len(marked) >= 2
    for dot, t in zip(dots, marked, strict=True):
        x, y, radius = dot["path"][0][1][:3]
        assert (x, y) == pts[t.index + 1] and dot["style"] == MARK_COLOURS[t.mark]
        assert radius == (4 if t.mark == "blunder" else 3.2)

    mid = _strokes(painted, ink["line"], 1)
    assert len(mid) == 1 and [o for o, _ in mid[0]["path"]] == ["moveTo", "lineTo"]
    now = [p for p in painted if p["op"] == "stroke" and p["width"] == 2]
    x = pts[shown][0]
    assert len(now) == 1 and now[0]["style"] == ink["now"]
    assert now[0]["path"] == [("moveTo", (x, 0)), ("lineTo", (x, HEIGHT))]


def test_the_two_themes_use_their_own_inks(review):
    """Light and dark draw the same shapes in different colours."""
    data = chart_data(review.turns)
    light, dark = RecordingContext(), RecordingContext()
    draw_chart(light, data, WIDTH, HEIGHT, 2, "light")
    draw_chart(dark, data, WIDTH, HEIGHT, 2, "dark")
    assert [e[:2] for e in light.events] == [e[:2] for e in dark.events]
    used = {e[2] for e in light.events if e[0] == "set" and e[1] != "lineWidth"}
    assert used & set(CHART_INK["light"].values()) and not used & (set(CHART_INK["dark"].values())
                                                                   - set(CHART_INK["light"].values()))


@pytest.mark.parametrize("shown", [None, -1, 11, 99])
def test_no_shown_line_without_a_shown_position_on_the_chart(review, shown):
    """shown None, or outside 0..turns: no vertical line (and no failure)."""
    ctx = RecordingContext()
    draw_chart(ctx, chart_data(review.turns), WIDTH, HEIGHT, shown)
    assert not [p for p in ctx.painted() if p["op"] == "stroke" and p["width"] == 2]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_one_turn_review_draws(one_turn, theme):
    """One turn: two positions, a curve of one segment, a dot if the turn is marked, and the
    shown line at either end."""
    data = chart_data(one_turn.turns)
    assert len(data.blue_chances) == 2
    for shown in (0, 1):
        ctx = RecordingContext()
        draw_chart(ctx, data, WIDTH, HEIGHT, shown, theme)
        painted = ctx.painted()
        curve = _strokes(painted, CHART_INK[theme]["curve"], 1.5)
        assert [o for o, _ in curve[0]["path"]] == ["moveTo", "lineTo"]
        dots = [p for p in painted if p["path"] and p["path"][0][0] == "arc"]
        assert len(dots) == (one_turn.turns[0].mark is not None)
        x = point(data, shown, WIDTH, HEIGHT)[0]
        assert [p["path"][0][1][0] for p in painted if p["width"] == 2] == [x]


def test_an_empty_chart_draws_its_frame_only():
    """No turns (nothing reviewed): background and middle line, no curve, no failure."""
    ctx = RecordingContext()
    draw_chart(ctx, ChartData((), ()), WIDTH, HEIGHT, 0)
    assert [p["style"] for p in ctx.painted()] == [CHART_INK["light"]["line"]]
