"""The tools of a person's table game, on every table game's page once: undo and redo (the
buttons and Ctrl+Z, Ctrl+Y, as Cat Herders has them) and a hint (the button and H).

`TableTools` is mixed into web/kit/table/page.py's TablePage; the session does the work
(web/kit/table/session.py's `undo`, `redo`; web/kit/table/hint.py), and the buttons and the
hint's line are drawn from it with the rest of the screen (`draw_tools`).
"""

from __future__ import annotations

import asyncio

from web.kit.elements import element
from web.kit.table.hint import ask_hint, shown_hint
from web.shell import host

UNDO_KEYS = ("Ctrl+z", "Ctrl+Z")
REDO_KEYS = ("Ctrl+y", "Ctrl+Y")
HINT_KEYS = ("h", "H")
ASKING = "Thinking of a hint…"


class TableTools:
    """Undo, redo and the hint (see the module's docstring)."""

    hinting = False  # a hint is being thought of

    def wire_tools(self) -> None:
        """Listen to the tools' buttons and keys."""
        prefix = self.GAME.prefix
        self.on(f"btn-{prefix}-undo", "click", lambda _e: self.undo())
        self.on(f"btn-{prefix}-redo", "click", lambda _e: self.redo())
        self.on(f"btn-{prefix}-hint", "click", lambda _e: self.hint())
        self.wire_keys(self._on_tool_key, UNDO_KEYS + REDO_KEYS + HINT_KEYS)

    def _on_tool_key(self, event) -> None:
        key = str(event.key)
        ctrl = bool(event.ctrlKey or event.metaKey)
        if ctrl and key in ("z", "Z"):
            self.undo()
        elif ctrl and key in ("y", "Y"):
            self.redo()
        elif not ctrl and key in HINT_KEYS:
            self.hint()

    def undo(self) -> None:
        """Take back the person's last decision (and the computers' replies after it)."""
        session = self.session
        self.act(lambda: (session.undo(), self.reset_view(), self.say(_said(session, "Taken back."))))

    def redo(self) -> None:
        """Play again what was taken back."""
        session = self.session
        self.act(lambda: (session.redo(), self.reset_view(), self.say(_said(session, "Played again."))))

    def hint(self) -> None:
        """Ask the hard computer what it would do in the person's place, then show and say it."""
        if self.hinting or self.session.hint_seat() is None:
            self.say("No hint now: it is nobody's decision at this device.")
            return
        self.hinting = True
        self.screen.draw()  # the hint's line says it is being thought of (draw_tools)
        asyncio.ensure_future(self._hint())

    async def _hint(self) -> None:
        try:
            hint = await ask_hint(self)
        except Exception as e:  # the computer's worker failed: say so, the game goes on
            host.log_exception()
            self.show_problem(f"No hint could be found ({type(e).__name__}: {e}).")
            hint = None
        finally:
            self.hinting = False
        if hint is not None:
            self.say(hint.sentence)
        self.screen.draw()

    def draw_tools(self) -> None:
        """The tools' buttons as the session allows them, and the hint's line."""
        session, prefix = self.session, self.GAME.prefix
        element(f"btn-{prefix}-undo").disabled = not session.can_undo()
        element(f"btn-{prefix}-redo").disabled = not session.can_redo()
        element(f"btn-{prefix}-hint").disabled = self.hinting or session.hint_seat() is None
        hint = shown_hint(session)
        line = element(self.id("hint"))
        line.textContent = ASKING if self.hinting else hint.sentence if hint else ""
        line.hidden = not (self.hinting or hint)
        self.review.draw()


def _said(session, done: str) -> str:
    """What an undo or a redo says: the session's note, or `done`."""
    return session.note or done
