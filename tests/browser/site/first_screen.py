"""What each game's first screen is made of in index.html, for the browser tests of a first
visit (tests/browser/site/test_first_screen.py, test_runtime_after_outline.py)."""

from __future__ import annotations

from tests.tool_modules import load_tool

# Each game's first screen (index.html): its title, its rules button, its status line and the
# outline of its board, a picture (tools/outline_pictures.py for the table games; the pageant's is
# its nine cats' cards, beside its empty ranking) at its final size: the first screen's largest
# thing, so a phone's largest paint comes at once.
FIRST_SCREEN = {
    "catherders": ("h1 .title-text", "#btn-rules", "#status", "#board-placeholder"),
    "pageant": ("#pg-title", "#btn-pg-rules", "#pg-status", "[data-part=pageant] img.board-outline"),
    "clowder": ("#cl-title", "#btn-cl-rules", "#cl-status", "#cl-board-box img.board-outline"),
    "mansion": ("#ma-title", "#btn-ma-rules", "#ma-status", "#ma-board-box img.board-outline"),
}

# Each game's outline picture, by its address from the site's root: Cat Herders' drawn by hand,
# the table games' by tools/outline_pictures.py.
OUTLINE_PICTURES = {"catherders": "assets/board-outline.svg", **load_tool("outline_pictures").OUTLINES}
