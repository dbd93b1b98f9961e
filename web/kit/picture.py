"""Pictures saved as files, as every game saves them (Cat Herders' web/catherders/media/picture.py,
the table games' web/kit/table/picture.py): drawn on a canvas of the worker's own, never read
back from the page, on the page's paper (web/kit/paper.py), then encoded as a PNG and offered
as a download. body[data-picture] says what was last saved ("png 1200x1015"): the tests wait on it.
"""

from __future__ import annotations

from web.shell import host
from web.shell.dom import document


async def save_png(canvas, name: str) -> None:
    """Encode a canvas as a PNG and offer it as the download `name`."""
    blob = await host.encoded(canvas, "image/png")
    document.download(name, blob)
    document.body.dataset.picture = f"png {canvas.width}x{canvas.height}"
