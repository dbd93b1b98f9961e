"""What Cat Herders' features may ask of its page (pure Python): the kit's FeaturePage
(web/kit/page_interface.py: session, store, settings, act, refresh, on_refresh, say,
show_problem, hide_problem, on, on_element) and what is Cat Herders' own, below.

web/catherders/page.py's Page is the one implementation (tests/catherders/web/test_page.py checks
it offers every member); the features take it as their `page` and never assign its
attributes (tests/catherders/web/test_session_private.py).
"""

from __future__ import annotations

from typing import Any, Protocol

from web.kit.page_interface import FeaturePage


class CatHerdersPage(FeaturePage, Protocol):
    """Cat Herders' page as its features see it."""

    # ---- its parts, each with its own state ----------------------------------------------
    board_view: Any  # the board's canvas (web/catherders/board/canvas.py)
    panel: Any  # the panel beside the board (web/catherders/panel.py)
    computer: Any  # the computer's worker (web/catherders/computer.py)
    views: Any  # the router between the views (web/catherders/views.py)
    reviews: Any  # the review (web/catherders/review/view.py)
    friends: Any  # games by link (web/catherders/sharing/by_link.py)
    new_games: Any  # the new game dialog (web/catherders/new_game.py)

    @property
    def game_id(self) -> str | None:
        """The saved game the game shown is kept as (None: not kept, a lesson's)."""

    # ---- the game shown --------------------------------------------------------------------

    def adopt(self, session, bottom: int | None = None, *, game_id=...,
              announced: bool | None = None) -> None:
        """Show `session` (side `bottom` at the bottom), under `game_id` when given, its end
        counted as announced when `announced` says so."""

    def show_game(self, session, game_id: str | None, announced: bool | None = None) -> None:
        """Show another game in place of the one shown (a lesson on the board ends)."""

    def start_game(self, session) -> None:
        """Show a new game, saved as a game of its own, and let a computer begin."""

    def open_saved(self, entry: dict) -> None:
        """Open a game from the recent games list."""

    def open_fragment(self, fragment: str, from_link: bool) -> bool:
        """Open the game a link holds; whether it opened."""

    def branch(self) -> None:
        """Play on, in a new game, from the earlier position being looked at."""

    # ---- drawing and animation -------------------------------------------------------------

    def scene(self) -> Any:
        """The board's scene now, with the marks of the choices open and the review's."""

    def show_pointing(self) -> None:
        """Redraw after the pointer or the cursor moved."""

    def play_frames(self, frames: list) -> None:
        """Animate frames after those already queued."""

    def frames_left(self) -> int:
        """How many animation frames are still to show."""

    def stop_animation(self) -> None:
        """Drop the frames still to animate."""

    # ---- the page around the board ---------------------------------------------------------

    def hide_welcome(self) -> None:
        """Put the welcome away."""

    def board_text_open(self) -> bool:
        """Whether the board in words is open."""
