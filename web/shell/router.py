"""The site's shell in the game's worker: which game is shown, and the switch between games.

Every game of web/shell/registry.py lives in the one page: its parts carry `data-part="NAME"`
and `body[data-game]` says which game is shown (assets/style.css hides the others;
assets/boot.js sets it from the address before any Python runs). A game's page object is
made the first time its game is shown and kept, so going back to it finds it as it was. The
shell alone listens to the address: a fragment for the game shown goes to its
`hash_changed(fragment)`, a fragment for another game shows that one (`start(fragment)` the
first time, `enter(fragment)` after) once the one shown has been told to `leave()`.
"""

from __future__ import annotations

from web.shell import registry
from web.shell.dom import document, window


def _sentence(text: str) -> str:
    """An error's message as the start of a sentence."""
    return text[:1].upper() + text[1:]


class Shell:
    """The games started in this worker and the one shown."""

    def __init__(self):
        self.pages: dict[str, object] = {}
        self.active = ""

    @property
    def page(self):
        """The page object of the game shown (None before the first is started)."""
        return self.pages.get(self.active)

    def start(self, fragment: str) -> None:
        """Show the game the address names (Cat Herders, saying why, when it names one this
        site does not have) and follow the address from now on."""
        try:
            entry, problem = registry.game_of(fragment), None
        except registry.UnknownGameError as e:
            entry, problem = registry.GAMES[registry.DEFAULT], str(e)
            window.history.replaceState(None, "", "#")
            fragment = ""
        self._show(entry, fragment)
        if problem is not None:
            self.page.show_problem(f"{_sentence(problem)}.")
        window.addEventListener("hashchange", self._on_hash_change, {})

    def _show(self, entry: registry.GameEntry, fragment: str) -> None:
        if fragment.removeprefix("#") == f"game={entry.name}" and entry.name == registry.DEFAULT:
            window.history.replaceState(None, "", "#")  # its links name no game: see registry
            fragment = ""
        if self.page is not None and self.active != entry.name:
            self.page.leave()  # its dialogs close: they must not cover the game shown next
        document.body.dataset.game = entry.name
        document.getElementById("page-title").textContent = registry.page_title(entry)
        for name in registry.GAMES:
            link = document.getElementById(f"nav-{name}")
            if name == entry.name:
                link.setAttribute("aria-current", "page")
            else:
                link.removeAttribute("aria-current")
        self.active = entry.name
        if entry.name in self.pages:
            self.pages[entry.name].enter(fragment)
        else:
            self.pages[entry.name] = entry.start(fragment)

    def _on_hash_change(self, _event) -> None:
        fragment = str(window.location.hash or "")
        try:
            entry = registry.game_of(fragment)
        except registry.UnknownGameError as e:
            self.page.show_problem(f"{_sentence(str(e))}. The game you had stays.")
            self.page.hash_changed("")
            return
        if entry.name == self.active:
            self.page.hash_changed(fragment)
        else:
            self._show(entry, fragment)
