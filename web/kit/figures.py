"""Pictures drawn on a canvas of the page: a canvas sharp at the page's pixel ratio that is
an image with words (`picture_canvas`: the players' icons, the rules' figures), and the
<figure> a rules view's picture is (`diagram_figure`, for Clowder's and Cat's Mansion's
web/<game>/rules_parts.py `Diagrams`: the game gives only its kinds and how to draw each).
The page's document is imported when a picture is made, so a game's rules parts stay
importable (and testable) without the page.
"""

from __future__ import annotations


def picture_canvas(width: float, height: float, words: str):
    """A new canvas of `width` by `height` CSS pixels, sharp at the page's pixel ratio, that is
    an image (role img) labelled with `words`; and its 2-D context, drawing in CSS pixels."""
    from web.shell.dom import document, window

    ratio = float(window.devicePixelRatio or 1)
    canvas = document.createElement("canvas")
    canvas.width, canvas.height = int(width * ratio), int(height * ratio)
    canvas.style.width, canvas.style.height = f"{width}px", f"{height}px"
    canvas.setAttribute("role", "img")
    canvas.setAttribute("aria-label", words)
    ctx = canvas.getContext("2d")
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    return canvas, ctx


def diagram_figure(spec, kinds, picture):
    """The <figure> of one rules diagram `spec` (a dict naming its `kind`): for a kind among
    `kinds`, a canvas drawn at the page's pixel ratio by `picture(kind)`, which gives
    ((width, height) in CSS pixels, the picture's words, paint(ctx)), labelled with its words
    (role img) and captioned with them; for any other kind, a sentence saying so."""
    from web.shell.dom import document

    kind = spec.get("kind") if isinstance(spec, dict) else None
    figure = document.createElement("figure")
    figure.className = "diagram"
    figure.dataset.diagram = str(kind)
    if kind not in kinds:
        figure.textContent = f"(A picture this page cannot draw: {str(kind)[:40]!r}.)"
        return figure
    (width, height), words, paint = picture(kind)
    canvas, ctx = picture_canvas(width, height, words)
    canvas.dataset.diagram = kind
    paint(ctx)
    caption = document.createElement("figcaption")
    caption.textContent = words
    figure.append(canvas, caption)
    return figure
