"""Pictures of Clowder's board for looking at: a few scenes drawn by web/clowder/draw.py into
SVG files through a stand-in canvas context (SvgContext), then, when asked, made PNGs by a
headless Chromium.

    .venv/bin/python tools/clowder_pictures.py OUT_DIR [--png]

The stand-in knows the canvas calls the renderer uses (paths, arcs, ellipses, quadratic
curves, fills, strokes, dashes, text, global alpha); arcs are written as short lines.
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


PAGE = {"light": "#fbf7f0", "dark": "#1b1d22"}


def scenes():
    """(name, Scene, hexes framed) worth looking at: the rules' diagrams and a busy board."""
    from web.clowder.rules_parts import DIAGRAM_KINDS, busy_scene, diagram_scene

    out = [(kind, *diagram_scene(kind)[::2]) for kind in DIAGRAM_KINDS]
    out.append(("busy", busy_scene(), None))
    return out


def render(scene, size: int, theme: str, hexes=None) -> str:
    """One scene as SVG at size × size in a theme (framing `hexes` when given)."""
    from dataclasses import replace

    from web.clowder.draw import draw
    from web.clowder.layout import BoardLayout

    ctx = SvgContext(size, size, PAGE[theme])
    draw(ctx, BoardLayout(size, size, hexes=hexes), replace(scene, theme=theme), size, size)
    return ctx.svg()


def main(argv: list[str]) -> int:
    """Write the SVGs (and PNGs with --png) into the directory named first."""
    out = Path(argv[0] if argv else "/tmp/clowder-pictures")
    out.mkdir(parents=True, exist_ok=True)
    png = "--png" in argv
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    for name, scene, hexes in scenes():
        for size in (390, 900):
            for theme in ("light", "dark"):
                svg = out / f"{name}-{size}-{theme}.svg"
                svg.write_text(render(scene, size, theme, hexes), encoding="utf-8")
                if png:
                    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                    "--hide-scrollbars", f"--window-size={size},{size}",
                                    f"--screenshot={svg.with_suffix('.png')}", svg.as_uri()],
                                   check=True, capture_output=True, timeout=120)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
