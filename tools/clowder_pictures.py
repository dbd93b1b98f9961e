"""Pictures of Clowder's board for looking at: a few scenes drawn by web/clowder/draw.py into
SVG files through a stand-in canvas context (SvgContext), and into PNG files by a second
stand-in that paints with Pillow (PngContext: twice the size, then scaled down, for smooth
edges), so no browser is needed; `--chromium` makes the PNGs from the SVGs with a headless
Chromium instead (only when no other Chromium runs: other helpers' browser tests use it).

    .venv/bin/python tools/clowder_pictures.py OUT_DIR [--png | --chromium]

The stand-ins know the canvas calls the renderer uses (paths, arcs, ellipses, quadratic
curves, fills, strokes, dashes, text, global alpha); arcs are traced as short lines.
"""

from __future__ import annotations

import math
import shutil
import subprocess
import sys
from html import escape
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TAU = 2 * math.pi


class SvgContext:
    """A canvas 2-D context that writes SVG elements instead of pixels."""

    def __init__(self, width: int, height: int, background: str):
        self.width, self.height, self.background = width, height, background
        self.items: list[str] = []
        self.subpaths: list[list] = []
        self.fillStyle = "#000"
        self.strokeStyle = "#000"
        self.lineWidth = 1.0
        self.globalAlpha = 1.0
        self.font = "10px sans-serif"
        self.textAlign = "start"
        self.textBaseline = "alphabetic"
        self.lineCap = "butt"
        self.lineJoin = "miter"
        self.dash: list = []

    # ---- paths
    def beginPath(self):  # noqa: N802 - the canvas API's names
        self.subpaths = []

    def _point(self, x, y, new=False):
        if new or not self.subpaths or self.subpaths[-1][1]:
            self.subpaths.append([[(x, y)], False])
        else:
            self.subpaths[-1][0].append((x, y))

    def moveTo(self, x, y):  # noqa: N802
        self.subpaths.append([[(x, y)], False])

    def lineTo(self, x, y):  # noqa: N802
        self._point(x, y)

    def closePath(self):  # noqa: N802
        if self.subpaths:
            self.subpaths[-1][1] = True
            start = self.subpaths[-1][0][0]
            self.subpaths.append([[start], False])

    def quadraticCurveTo(self, cx, cy, x, y):  # noqa: N802
        x0, y0 = self.subpaths[-1][0][-1] if self.subpaths else (cx, cy)
        for i in range(1, 9):
            t = i / 8
            self._point((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x,
                        (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y)

    def ellipse(self, x, y, rx, ry, rot, start, end, anticlockwise=False):
        if anticlockwise:
            sweep = -((start - end) % TAU) if (start - end) < TAU else -TAU
        else:
            sweep = (end - start) if end - start >= TAU else (end - start) % TAU
        steps = max(4, int(abs(sweep) / TAU * 48))
        c, s = math.cos(rot), math.sin(rot)
        for i in range(steps + 1):
            a = start + sweep * i / steps
            px, py = rx * math.cos(a), ry * math.sin(a)
            self._point(x + px * c - py * s, y + px * s + py * c)

    def arc(self, x, y, r, start, end, anticlockwise=False):
        self.ellipse(x, y, r, r, 0, start, end, anticlockwise)

    def _d(self):
        out = []
        for points, closed in self.subpaths:
            if len(points) < 2:
                continue
            out.append("M" + " L".join(f"{px:.2f},{py:.2f}" for px, py in points) + (" Z" if closed else ""))
        return " ".join(out)

    # ---- painting
    def fill(self):
        d = self._d()
        if d:
            self.items.append(f'<path d="{d}" fill="{self.fillStyle}" opacity="{self.globalAlpha}"/>')

    def stroke(self):
        d = self._d()
        if d:
            dash = f' stroke-dasharray="{",".join(f"{v:.2f}" for v in self.dash)}"' if self.dash else ""
            self.items.append(
                f'<path d="{d}" fill="none" stroke="{self.strokeStyle}" stroke-width="{self.lineWidth:.2f}" '
                f'stroke-linecap="{self.lineCap}" stroke-linejoin="{self.lineJoin}" '
                f'opacity="{self.globalAlpha}"{dash}/>')

    def setLineDash(self, dash):  # noqa: N802
        self.dash = list(dash)

    def clearRect(self, *_):  # noqa: N802
        self.items = []

    def fillRect(self, x, y, w, h):  # noqa: N802
        self.items.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{self.fillStyle}"/>')

    def fillText(self, text, x, y):  # noqa: N802
        anchor = {"center": "middle", "right": "end", "end": "end"}.get(self.textAlign, "start")
        base = {"middle": "central", "top": "hanging"}.get(self.textBaseline, "alphabetic")
        weight, size = "400", "10px"
        for part in self.font.split():
            if part.isdigit():
                weight = part
            elif part.endswith("px"):
                size = part
        self.items.append(
            f'<text x="{x:.2f}" y="{y:.2f}" fill="{self.fillStyle}" font-size="{size}" '
            f'font-weight="{weight}" font-family="system-ui, sans-serif" text-anchor="{anchor}" '
            f'dominant-baseline="{base}" opacity="{self.globalAlpha}">{escape(str(text))}</text>')

    def svg(self) -> str:
        """The picture so far as an SVG document."""
        body = "\n".join(self.items)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}"><rect width="100%" height="100%" '
                f'fill="{self.background}"/>\n{body}\n</svg>\n')


def _rgba(colour: str, alpha: float) -> tuple[int, int, int, int]:
    """A canvas colour ('#rrggbb' or 'rgba(r, g, b, a)') as an RGBA tuple, times alpha."""
    if colour.startswith("#"):
        r, g, b, a = int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16), 1.0
    else:
        parts = [p.strip() for p in colour[colour.index("(") + 1:-1].split(",")]
        r, g, b = (int(float(p)) for p in parts[:3])
        a = float(parts[3]) if len(parts) > 3 else 1.0
    return r, g, b, round(255 * a * alpha)


class PngContext(SvgContext):
    """The same stand-in, painting with Pillow at `scale` times the size."""

    FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf"

    def __init__(self, width: int, height: int, background: str, scale: int = 2):
        from PIL import Image

        super().__init__(width, height, background)
        self.scale = scale
        self.image = Image.new("RGBA", (width * scale, height * scale), _rgba(background, 1.0))

    def _polys(self):
        k = self.scale
        return [([(x * k, y * k) for x, y in points], closed) for points, closed in self.subpaths
                if len(points) >= 2]

    def _paint(self, colour, draw_on):
        from PIL import Image, ImageDraw

        rgba = _rgba(colour, self.globalAlpha)
        if rgba[3] == 255:
            draw_on(ImageDraw.Draw(self.image), rgba)
            return
        layer = Image.new("RGBA", self.image.size, (0, 0, 0, 0))
        draw_on(ImageDraw.Draw(layer), rgba)
        box = layer.getbbox()
        if box:
            self.image.alpha_composite(layer.crop(box), box[:2])

    def fill(self):
        polys = [p for p, _ in self._polys() if len(p) >= 3]
        self._paint(self.fillStyle, lambda d, c: [d.polygon(p, fill=c) for p in polys])

    def stroke(self):
        width = max(1, round(self.lineWidth * self.scale))
        lines = []
        for points, closed in self._polys():
            points = points + points[:1] if closed else points
            lines.extend(self._dashed(points) if self.dash else [points])

        def paint(d, c):
            for line in lines:
                d.line(line, fill=c, width=width, joint="curve")
                if self.lineCap == "round" or width > 3:
                    r = width / 2
                    for x, y in (line[0], line[-1]):
                        d.ellipse((x - r, y - r, x + r, y + r), fill=c)
        self._paint(self.strokeStyle, paint)

    def _dashed(self, points):
        pattern = [max(1.0, v * self.scale) for v in self.dash]
        out, i, left, on, current = [], 0, pattern[0], True, [points[0]]
        for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
            seg = math.hypot(x1 - x0, y1 - y0)
            pos = 0.0
            while seg - pos > left:
                pos += left
                p = (x0 + (x1 - x0) * pos / seg, y0 + (y1 - y0) * pos / seg)
                if on:
                    out.append(current + [p])
                current = [p]
                on, i = not on, i + 1
                left = pattern[i % len(pattern)]
            left -= seg - pos
            current.append((x1, y1))
        if on and len(current) > 1:
            out.append(current)
        return out

    def fillText(self, text, x, y):  # noqa: N802
        from PIL import ImageFont

        size, bold = 10, False
        for part in self.font.split():
            if part.isdigit():
                bold = int(part) >= 600
            elif part.endswith("px"):
                size = float(part[:-2])
        font = ImageFont.truetype(self.FONTS.format("-Bold" if bold else ""), round(size * self.scale))
        anchor = {"center": "m", "right": "r", "end": "r"}.get(self.textAlign, "l")
        anchor += {"middle": "m", "top": "t"}.get(self.textBaseline, "s")
        k = self.scale
        self._paint(self.fillStyle, lambda d, c: d.text((x * k, y * k), str(text), fill=c, font=font,
                                                         anchor=anchor))

    def save(self, target) -> None:
        """Scale down to the canvas's size and write a PNG."""
        from PIL import Image

        self.image.resize((self.width, self.height), Image.LANCZOS).save(target)


PAGE = {"light": "#fbf7f0", "dark": "#1b1d22"}


def scenes():
    """(name, Scene, hexes framed) worth looking at: the rules' diagrams and a busy board."""
    from web.clowder.rules_parts import DIAGRAM_KINDS, busy_scene, diagram_scene

    out = [(kind, *diagram_scene(kind)[::2]) for kind in DIAGRAM_KINDS]
    out.append(("busy", busy_scene(), None))
    out.extend((name, scene, None) for name, scene in game_scenes())
    return out


def game_scenes():
    """Scenes of a random 4-player game by the engine: a cat chosen to move, a catch with a
    flee tagged, and the end with a cat in the tower (put there by hand)."""
    import random
    from dataclasses import replace

    from game.clowder import board
    from game.clowder.state import CAUGHT, CHOOSE, MOVE, State
    from web.clowder.draw import scene_of

    out = {}
    for seed in range(1, 30):
        rng, state = random.Random(seed), State.new(4, seed)
        while not state.is_over and len(out) < 2:
            pending = state.pending()
            if state.phase == MOVE and pending and pending[0] != 2 and state.round > 2 and "move" not in out:
                out["move"] = scene_of(state, selected=pending[0], cursor=board.hex_named("O6"))
            if state.phase == CAUGHT and "caught" not in out:
                scene = scene_of(state)
                legal = [x.leap.to for x in scene.landings if x.legal]
                if legal:
                    scene.tags = {legal[0]: "flee"}
                out["caught"] = scene
            if state.phase == CHOOSE:
                state = state.reveal(tuple(rng.choice(state.allowed_tokens(s)) for s in range(state.players)))
            else:
                state = state.play(rng.choice(state.legal_actions()))
        if len(out) == 2:
            break
    won = out["move"]
    cats = list(won.cats)
    cats[0] = (board.TOWER, cats[0][1])
    out["tower"] = replace(won, cats=tuple(cats), selected=None, area=None, landings=(), cursor=None)
    return list(out.items())


def render(scene, size: int, theme: str, hexes=None, kind=SvgContext):
    """One scene drawn at size × size in a theme (framing `hexes` when given) on a new
    stand-in context of `kind`; the context."""
    from dataclasses import replace

    from web.clowder.draw import draw
    from web.clowder.layout import BoardLayout

    ctx = kind(size, size, PAGE[theme])
    draw(ctx, BoardLayout(size, size, hexes=hexes), replace(scene, theme=theme), size, size)
    return ctx


def main(argv: list[str]) -> int:
    """Write the SVGs (and PNGs with --png or --chromium) into the directory named first."""
    out = Path(argv[0] if argv else "/tmp/clowder-pictures")
    out.mkdir(parents=True, exist_ok=True)
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    for name, scene, hexes in scenes():
        for size in (390, 900):
            for theme in ("light", "dark"):
                svg = out / f"{name}-{size}-{theme}.svg"
                svg.write_text(render(scene, size, theme, hexes).svg(), encoding="utf-8")
                if "--png" in argv:
                    render(scene, size, theme, hexes, PngContext).save(svg.with_suffix(".png"))
                elif "--chromium" in argv:
                    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                    "--hide-scrollbars", f"--window-size={size},{size}",
                                    f"--screenshot={svg.with_suffix('.png')}", svg.as_uri()],
                                   check=True, capture_output=True, timeout=120)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
