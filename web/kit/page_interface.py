"""What a feature may ask of the page it is part of: one small typed interface (pure Python).

A game's page (Cat Herders' `web/catherders/page.py`) holds the game shown (`session`), its
storage, and the page's plumbing; each feature (the review, the lessons, games by link, the
voice, ...) is given the page when it is made and uses only these. A feature never assigns
the page's attributes (tests/catherders/web/test_session_private.py checks it) and is never called by name
after a refresh: it asks to be (`on_refresh`).
"""

from __future__ import annotations

from typing import Any, Protocol

from web.kit.storage import GameStore, Settings


class FeaturePage(Protocol):
    """The page as a feature sees it."""

    @property
    def session(self) -> Any:
        """The game shown (read it; change it through its own methods, inside `act`)."""

    @property
    def store(self) -> GameStore:
        """The saved and recent games."""

    @property
    def settings(self) -> Settings:
        """The remembered settings (the switches, names, what was solved)."""

    def act(self, fn) -> None:
        """Run fn(), a change of the session a person asked for, then animate what it played
        and refresh (keeping the game)."""

    def refresh(self, save: bool = False) -> None:
        """Draw the board and the panel from the session, then call what asked `on_refresh`;
        with `save`, keep the game (saved games, the address)."""

    def on_refresh(self, fn) -> None:
        """Have fn() called after each refresh, in the order asked."""

    def say(self, text: str) -> None:
        """Say `text` on the status line (the session's message) and show it."""

    def show_problem(self, text: str, actions: tuple = (), near=None, copy=None) -> None:
        """Show a message box: plain text, optional (label, callback) buttons, next to the
        element `near`, with an optional (label, text) to copy."""

    def hide_problem(self) -> None:
        """Hide the message box."""

    def on(self, element_id: str, event: str, fn, **options) -> None:
        """Call fn(event) on an element's event, with errors shown on the page; `options`
        tell the view what to prevent at once (web/shell/dom.py's Document.listen)."""

    def on_element(self, target, event: str, fn, **options) -> None:
        """The same for `target`: an element, the window, a media query."""
