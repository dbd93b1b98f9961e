"""Pictures saved as files, as every game saves them (web/kit/picture.py, on the worker's
stand-in page): a canvas is encoded as a PNG and offered as a download under its name, and
body[data-picture] says its size."""

from __future__ import annotations

import asyncio

from tests.support.page import fresh_page, operations
from tests.support.picture import Recorder
from web.kit.picture import save_png


def test_a_canvas_is_saved_as_a_png_download():
    with fresh_page(Recorder()) as doc:
        canvas = doc.platform.canvas(120, 80)
        asyncio.get_event_loop().run_until_complete(save_png(canvas, "clowder-7-move-3.png"))
        (download,) = [op for op in operations(doc) if op[0] == "download"]
        assert download[1] == "clowder-7-move-3.png"
        doc.flush()
        assert doc.platform.objects[-1][download[2]] == ("blob", "image/png", canvas)
        assert doc.body.dataset.picture == "png 120x80"
