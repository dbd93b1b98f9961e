"""The game's controls on Cat Herders' page (a view): the buttons and keys that step through
the history and take turns back, the typed turn, who plays each side, the learning aids'
switches (the preview, the threats), and copying the game's link (the kit's).
"""

from __future__ import annotations

import asyncio

from game.catherders import BLUE, RED
from web.kit.clipboard import copy_link
from web.kit.elements import element
from web.shell.dom import document

# The keys the page's own keydown handler uses (the view prevents their default at once).
HISTORY_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End", "Escape", "f", "n", "p",
                "Ctrl+z", "Ctrl+Z", "Ctrl+y", "Ctrl+Y")


class GameControls:
    """The controls of one page, wired when made."""

    def __init__(self, page):
        self.page = page
        on = page.on
        on("chk-preview", "change", self._toggle_aids)
        on("chk-threats", "change", self._toggle_aids)
        page.on_element(document.body, "keydown", self._on_key, keys=HISTORY_KEYS, onlyKeys=True,
                        skipFields=True,
                        unless='#dlg-new[open], #game-view[hidden], body:not([data-game="catherders"])')
        on("btn-undo", "click", lambda _e: page.act(page.session.undo))
        on("btn-redo", "click", lambda _e: page.act(page.session.redo))
        on("btn-first", "click", lambda _e: page.act(lambda: page.session.goto(0)))
        on("btn-prev", "click", lambda _e: self.step_view(-1))
        on("btn-next", "click", lambda _e: self.step_view(1))
        on("btn-last", "click", lambda _e: page.act(lambda: page.session.goto(None)))
        on("btn-copy", "click", lambda _e: asyncio.ensure_future(self._copy_link()))
        for p in (BLUE, RED):
            on(f"plays-{p}", "change", lambda _e, p=p: self._change_player(p))
        on("form-turn", "submit", self._on_typed_turn, prevent=True)

    def step_view(self, delta: int) -> None:
        """Move the history view one turn back or forward."""
        page = self.page
        s = page.session
        page.act(lambda: s.goto(s.shown_turn_count() + delta))

    def apply_aids(self) -> None:
        """Give the session the remembered switches (preview on by default, threats off)."""
        page = self.page
        preview, threats = page.settings.get("preview", True), page.settings.get("threats", False)
        page.session.set_preview(preview)
        page.session.set_threats(threats)
        element("chk-preview").checked = preview
        element("chk-threats").checked = threats
        element("threats-legend").hidden = not threats

    def _toggle_aids(self, _event) -> None:
        page = self.page
        page.settings.set("preview", bool(element("chk-preview").checked))
        page.settings.set("threats", bool(element("chk-threats").checked))
        self.apply_aids()
        page.refresh()

    def _on_typed_turn(self, event) -> None:
        page = self.page
        event.preventDefault()
        field, note = element("turn-text"), element("turn-note")
        played = []
        page.act(lambda: played.append(page.session.type_turn(str(field.value))))
        if played[0]:
            field.value = ""  # a refused turn stays, to be corrected
        # Why a turn was refused shows under the field too, where the person is looking.
        note.textContent = "" if played[0] else page.session.message
        note.hidden = bool(played[0])
        field.setAttribute("aria-invalid", "false" if played[0] else "true")

    def _on_key(self, event) -> None:
        page = self.page
        target = str(event.target.tagName).lower()
        if target in ("input", "textarea", "select") or element("dlg-new").open \
                or element("game-view").hidden:
            return
        key, ctrl = str(event.key), bool(event.ctrlKey or event.metaKey)
        s = page.session
        actions = {
            "ArrowLeft": lambda: self.step_view(-1),
            "ArrowRight": lambda: self.step_view(1),
            "Home": lambda: page.act(lambda: s.goto(0)),
            "End": lambda: page.act(lambda: s.goto(None)),
            "Escape": lambda: page.act(s.cancel_turn),
        }
        if key == "f" and not ctrl:
            actions[key] = page.board_view.flip
        if key in ("n", "p") and not ctrl and page.reviews.review is not None:
            actions[key] = lambda: page.reviews.jump(1 if key == "n" else -1)
        if ctrl and key.lower() == "z":
            actions[key] = lambda: page.act(s.undo)
        if ctrl and key.lower() == "y":
            actions[key] = lambda: page.act(s.redo)
        if key in actions:
            event.preventDefault()
            actions[key]()

    def _change_player(self, player: int) -> None:
        page = self.page
        who = str(element(f"plays-{player}").value)
        page.act(lambda: page.session.set_player(player, who))
        asyncio.ensure_future(page.computer.warm())

    async def _copy_link(self) -> None:
        page = self.page
        session = page.session
        if await copy_link(session.compact_fragment()):
            session.say("Link copied: send it to share the game, or to play at a distance.")
        else:
            session.say("Could not copy by itself: copy the address from the address bar.")
        if session is page.session:
            page.refresh()
