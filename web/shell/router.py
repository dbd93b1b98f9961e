"""The site's shell in the game's worker: which game is shown, and the switch between games.

Every game of web/shell/registry.py lives in the one page: its parts carry `data-part="NAME"`
and `body[data-game]` says which game is shown (assets/style.css hides the others;
assets/boot.js sets it from the address before any Python runs). A game's page object is
made the first time its game is shown and kept, so going back to it finds it as it was. The
shell alone listens to the address: a fragment for the game shown goes to its
`hash_changed(fragment)`, a fragment for another game shows that one (`start(fragment)` the
first time, `enter(fragment)` after) once the one shown has been told to `leave()`.

A game's modules come in a zip of their own (tools/vendor.py: assets/app/game-<name>.zip):
assets/py-worker.mjs unpacks the one the address names with the shell's, and any other is
fetched (web/shell/host.py's load_bundle) the first time its game is shown; its page object
is made once it is here.
"""

from __future__ import annotations

import asyncio
import importlib.util

from web.shell import host, protocol, registry
from web.shell.dom import document, window


def has_modules(entry: registry.GameEntry) -> bool:
    """Whether a game's modules are here (its zip unpacked): its package can be found."""
    try:
        return importlib.util.find_spec(f"web.{entry.name}") is not None
    except ModuleNotFoundError:
        return False


def _sentence(text: str) -> str:
    """An error's message as the start of a sentence."""
    return text[:1].upper() + text[1:]


class Shell:
    """The games started in this worker and the one shown."""

    def __init__(self):
        self.pages: dict[str, object] = {}
        self.active = ""
        self.waiting: dict[str, str] = {}  # game -> the fragment to start it with, once loaded

    @property
    def page(self):
        """The page object of the game shown (None before the first is started)."""
        return self.pages.get(self.active)

    def start(self, fragment: str):
        """Show the game the address names (Cat Herders, saying why, when it names one this
        site does not have) and follow the address from now on. None when its page is made,
        else the task that makes it once its modules are fetched."""
        try:
            entry, problem = registry.game_of(fragment), None
        except registry.UnknownGameError as e:
            entry, problem = registry.GAMES[registry.DEFAULT], str(e)
            window.history.replaceState(None, "", "#")
            fragment = ""
        loading = self._show(entry, fragment)
        window.addEventListener("hashchange", self._on_hash_change, {})
        if problem is None:
            return loading
        if loading is None:
            self.page.show_problem(f"{_sentence(problem)}.")
            return None

        async def then_say():
            await loading
            if self.page is not None:
                self.page.show_problem(f"{_sentence(problem)}.")
        return asyncio.ensure_future(then_say())

    def _show(self, entry: registry.GameEntry, fragment: str):
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
        elif has_modules(entry):
            self.pages[entry.name] = entry.start(fragment)
        elif entry.name in self.waiting:
            self.waiting[entry.name] = fragment
        else:
            self.waiting[entry.name] = fragment
            return asyncio.ensure_future(self._load(entry))
        return None

    async def _load(self, entry: registry.GameEntry) -> None:
        """Fetch a game's modules, then make its page with the latest fragment it was shown
        with (if it is still the one shown; else when it is shown again)."""
        try:
            await host.load_bundle(f"game-{entry.name}")
        except Exception as e:  # noqa: BLE001 - offline with no copy of it, say: the page says so
            del self.waiting[entry.name]
            document.send(protocol.failed(f"{entry.title} could not be loaded ({e})"))
            document.flush()
            return
        fragment = self.waiting.pop(entry.name)
        if self.active == entry.name:
            self.pages[entry.name] = host.guarded(entry.start, self._say_problem)(fragment)
        document.flush()

    def _say_problem(self, text: str) -> None:
        document.send(protocol.failed(text))

    def _on_hash_change(self, _event) -> None:
        fragment = str(window.location.hash or "")
        try:
            entry = registry.game_of(fragment)
        except registry.UnknownGameError as e:
            if self.page is not None:
                self.page.show_problem(f"{_sentence(str(e))}. The game you had stays.")
                self.page.hash_changed("")
            return
        if entry.name == self.active and self.page is None:
            self.waiting[entry.name] = fragment  # its modules are on their way
        elif entry.name == self.active:
            self.page.hash_changed(fragment)
        else:
            self._show(entry, fragment)
