"""The views beside the game, and the router between them: the illustrated rules (#rules),
the lessons and puzzles (#learn, #lesson=N, #puzzles, #puzzle=N: web/catherders/training/view.py) and
the position editor (#edit: web/catherders/editor/view.py).

Part of the browser layer. The rules view is web/kit/rules.py's (the rules file as built at
build time, with its diagrams). A lesson or a puzzle plays on the main board
(web/catherders/training/view.py);
while it runs the game is not saved and the address stays the run's.
"""

from __future__ import annotations

import asyncio

from web.catherders import rules_parts
from web.catherders.sharing.link import GAME_NAME
from web.catherders.training.view import Training
from web.kit.elements import element
from web.kit.rules import RulesView
from web.shell.dom import document, window

# The rules' diagrams, the lessons, the puzzles and the editor are imported when first shown,
# not while the page starts: the first visit's board comes sooner (bench/bench_load.py).

VIEWS = {"view-rules": "rules", "view-learn": "learn", "view-edit": "edit", "view-puzzles": "puzzles"}


class Views:
    """The rules and lessons views of one Page."""

    def __init__(self, page):
        self.page = page
        self.rules = RulesView(page, GAME_NAME, rules_parts.Diagrams(page).make)
        self.training = Training(page)
        self._editor = None  # the position editor's view, made when first used
        page.on("btn-rules", "click", lambda _e: self.go("rules"))
        page.on("btn-edit", "click", lambda _e: self.editor.start_from_game())
        page.on("btn-puzzles-edit", "click", lambda _e: self.go("edit"))
        for ident in ("btn-rules-back", "btn-learn-back", "btn-lesson-leave", "btn-puzzles-back"):
            page.on(ident, "click", lambda _e: self.back_to_game())

    @property
    def editor(self):
        """The position editor's view (web/catherders/editor/view.py), imported and wired on first use: the
        first visit's board does not wait for it."""
        if self._editor is None:
            from web.catherders.editor.view import EditView

            self._editor = EditView(self.page)
        return self._editor

    @property
    def lesson(self):
        """The lesson or puzzle on the board (web/catherders/training/view.py), or None."""
        return self.training.run

    # ---- routing --------------------------------------------------------------------

    def go(self, fragment: str) -> None:
        """Open a view by its address (the hashchange that follows does the work)."""
        window.location.hash = fragment

    @staticmethod
    def is_view(fragment: str) -> bool:
        """True when a fragment names a view rather than a game."""
        return fragment in ("rules", "learn", "edit", "puzzles") or fragment.startswith(
            ("lesson=", "puzzle="))

    def route(self, fragment: str) -> bool:
        """Show the view a fragment names; False for a game."""
        training = self.training
        if fragment == "rules":
            self._show("view-rules")
            self.rules.show()
        elif fragment == "learn":
            self._show("view-learn")
            training.fill_lesson_list()
        elif fragment == "puzzles":
            self.show_puzzles()
        elif fragment == "edit":
            self._show("view-edit")
            self.editor.shown()
        elif fragment.startswith("lesson="):
            if not training.open_lesson(fragment.removeprefix("lesson=")):
                self._show("view-learn")
                training.fill_lesson_list()
                window.history.replaceState(None, "", "#learn")
        elif fragment.startswith("puzzle="):
            asyncio.ensure_future(training.open_puzzle(fragment))
        else:
            if training.run is not None:
                training.end()
            self._show(None)
            return False
        return True

    def show_puzzles(self) -> None:
        """Show the list of puzzles."""
        self._show("view-puzzles")
        asyncio.ensure_future(self.training.fill_puzzle_list())

    def show_board(self) -> None:
        """Show the board (for a lesson, a puzzle or a game started from a view)."""
        self._show(None)

    def _show(self, view_id: str | None) -> None:
        """Show one view (None: the board) and hide the others."""
        run = self.training.run
        if view_id is not None and run is not None:
            self.training.end()
            run = None
        if view_id is not None or run is not None:
            element("welcome").hidden = True  # it has done its work
        for ident in VIEWS:
            element(ident).hidden = ident != view_id
        element("game-view").hidden = view_id is not None
        document.body.dataset.view = VIEWS[view_id] if view_id else "game"
        window.scrollTo(0, 0)
        if view_id is not None:
            element(view_id).querySelector("h2").focus()

    def back_to_game(self) -> None:
        """Leave a view, a lesson or a puzzle: the game as it was."""
        if self.training.run is not None:
            self.training.end()
        self._show(None)
        page = self.page
        window.history.replaceState(None, "", "#" + page.session.fragment())
        page.board_view.resize()
        page.refresh(save=True)

    # ---- for the page ------------------------------------------------------------------

    def drop_lesson(self) -> None:
        """Another game takes the board: a lesson or puzzle on it ends (web/catherders/training/view.py)."""
        self.training.drop()
