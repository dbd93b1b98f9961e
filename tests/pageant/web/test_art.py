"""The pageant's pictures (assets/pageant/): nine cats, the rosette and the menu icon.

Each is our own hand-drawn SVG: it parses, has its viewBox and no fixed size, names what it
shows in its <title> (the cats' words come from game.pageant.cats.LOOKS), runs nothing, loads
nothing from outside itself, stays small, and draws every shape inside its viewBox.
"""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.pageant.cats import CATS, LOOKS

ART = Path(__file__).resolve().parents[3] / "assets" / "pageant"
SVG = "{http://www.w3.org/2000/svg}"
CAT_FILES = {cat: ART / f"cat-{cat}.svg" for cat in CATS}
ICONS = {"ribbon.svg": "0 0 48 48", "pageant-icon.svg": "0 0 48 48"}
ALL = [(path, "0 0 120 120") for path in CAT_FILES.values()]
ALL += [(ART / name, view_box) for name, view_box in ICONS.items()]
IDS = [path.name for path, _ in ALL]
MAX_BYTES = 4096


def local(name: str) -> str:
    return name.rsplit("}", 1)[-1]


@pytest.mark.parametrize(("path", "view_box"), ALL, ids=IDS)
def test_svg_root(path, view_box):
    root = ET.parse(path).getroot()
    assert root.tag == SVG + "svg"
    assert root.get("viewBox") == view_box
    assert root.get("width") is None and root.get("height") is None, "the page sizes the pictures"
    assert root.get("role") == "img"
    title = root.find(SVG + "title")
    assert title is not None and (title.text or "").strip()


@pytest.mark.parametrize("cat", CATS)
def test_cat_title_is_its_look(cat):
    title = ET.parse(CAT_FILES[cat]).getroot().find(SVG + "title")
    assert title.text == LOOKS[cat].describe()


@pytest.mark.parametrize(("path", "view_box"), ALL, ids=IDS)
def test_self_contained_and_small(path, view_box):
    data = path.read_bytes()
    assert len(data) < MAX_BYTES
    text = data.decode("utf-8")
    assert "@import" not in text
    for target in re.findall(r"url\(\s*['\"]?([^)'\"]*)", text):
        assert target.startswith("#"), f"url({target}) points outside the file"
    for el in ET.fromstring(text).iter():
        assert local(el.tag) not in {"script", "image", "foreignObject", "font", "font-face"}, el.tag
        for name, value in el.attrib.items():
            assert not local(name).lower().startswith("on"), f"event handler {name}"
            if local(name) == "href":
                assert value.startswith("#"), f"{name}={value!r} points outside the file"


def test_no_two_cats_alike():
    pictures = {path.read_bytes() for path in CAT_FILES.values()}
    assert len(pictures) == len(CAT_FILES)


# --- every shape inside the viewBox ------------------------------------------------------------

PATH_TOKEN = re.compile(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "C": 6, "T": 2, "S": 4, "Z": 0}


def path_points(d: str) -> list[tuple[float, float]]:
    """Every end and control point of a path with absolute commands; a Bezier curve stays
    inside its control points' hull, so bounding these bounds the curve."""
    tokens = PATH_TOKEN.findall(d)
    points, x, y, cmd, i = [], 0.0, 0.0, None, 0
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            assert cmd in ARGS, f"path command {cmd!r}: the bounds check reads absolute M L H V Q C S T Z"
            if cmd == "Z":
                continue
        args = [float(v) for v in tokens[i : i + ARGS[cmd]]]
        i += ARGS[cmd]
        if cmd == "H":
            x = args[0]
        elif cmd == "V":
            y = args[0]
        else:
            points += list(zip(args[::2], args[1::2], strict=True))
            x, y = args[-2], args[-1]
        points.append((x, y))
        if cmd == "M":
            cmd = "L"
    return points


def shape_box(el) -> tuple[float, float, float, float] | None:
    """(left, top, right, bottom) of a shape's geometry, before its stroke."""
    tag, num = local(el.tag), lambda k: float(el.get(k, 0))
    if tag == "circle":
        return num("cx") - num("r"), num("cy") - num("r"), num("cx") + num("r"), num("cy") + num("r")
    if tag == "ellipse":
        return num("cx") - num("rx"), num("cy") - num("ry"), num("cx") + num("rx"), num("cy") + num("ry")
    if tag == "rect":
        return num("x"), num("y"), num("x") + num("width"), num("y") + num("height")
    if tag == "line":
        xs, ys = (num("x1"), num("x2")), (num("y1"), num("y2"))
        return min(xs), min(ys), max(xs), max(ys)
    if tag in ("polygon", "polyline", "path"):
        if tag == "path":
            points = path_points(el.get("d"))
        else:
            values = [float(v) for v in PATH_TOKEN.findall(el.get("points"))]
            points = list(zip(values[::2], values[1::2], strict=True))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return min(xs), min(ys), max(xs), max(ys)
    return None


def boxes(el, stroke: str = "none", width: float = 1.0):
    assert el.get("transform") is None, "no transforms: the bounds check reads coordinates as drawn"
    stroke = el.get("stroke", stroke)
    width = float(el.get("stroke-width", width))
    box = shape_box(el)
    if box is not None:
        half = width / 2 if stroke != "none" else 0.0
        yield local(el.tag), (box[0] - half, box[1] - half, box[2] + half, box[3] + half)
    for child in el:
        if local(child.tag) not in {"title", "desc", "defs", "clipPath", "mask"}:
            yield from boxes(child, stroke, width)


@pytest.mark.parametrize(("path", "view_box"), ALL, ids=IDS)
def test_shapes_inside_view_box(path, view_box):
    x0, y0, w, h = (float(v) for v in view_box.split())
    drawn = list(boxes(ET.parse(path).getroot()))
    assert len(drawn) > 5
    for tag, box in drawn:
        left, top, right, bottom = box
        assert left >= x0 and top >= y0 and right <= x0 + w and bottom <= y0 + h, (tag, box)
