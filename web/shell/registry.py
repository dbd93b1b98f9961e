"""The games the site knows, and which one a link opens.

A link names its game first, `#game=NAME&...`; a link that names none is Cat Herders'
(every link made before the site had other games opens as it did). Each entry gives the
game's name in links, its title, its rules file (tools/vendor.py builds each into
assets/app/rules-NAME.json for the rules view), and the start(fragment) of its worker side,
which makes the game's page object on the stand-in document (web/shell/dom.py) and returns it.
The page object answers hash_changed(fragment), leave() (another game is shown next),
enter(fragment) (shown again after another game) and show_problem(text). The shell
(web/shell/router.py) starts the entry a link names and switches between games; the offline
cache and the view stay the shell's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class GameEntry:
    """One game of the site."""

    name: str  # in links: game=NAME
    title: str
    rules: str  # its rules file (Markdown, from the site's root), built for its rules view
    start: Callable[[str], object]  # its worker side: start(fragment) makes its page object


def _cat_herders(_fragment: str):
    from web.catherders import page  # the browser layer: imported only in the worker

    return page.start()  # it reads the address itself


def _pageant(fragment: str):
    from web.pageant import view

    return view.start(fragment)


def _clowder(fragment: str):
    from web.clowder import view

    return view.start(fragment)


def _mansion(fragment: str):
    from web.mansion import view

    return view.start(fragment)


CAT_HERDERS = "catherders"
PAGEANT = "pageant"
CLOWDER = "clowder"
MANSION = "mansion"
GAMES = {entry.name: entry for entry in (
    GameEntry(CAT_HERDERS, "Cat Herders", "RULES.md", _cat_herders),
    GameEntry(PAGEANT, "The Great Cat Pageant", "PAGEANT.md", _pageant),
    GameEntry(CLOWDER, "Clowder", "CLOWDER.md", _clowder),
    GameEntry(MANSION, "Cat's Mansion", "MANSION.md", _mansion),
)}
DEFAULT = CAT_HERDERS  # the game of a link that names none: the site's first


SITE = GAMES[DEFAULT].title  # the site is named after its first game


def page_title(entry: GameEntry) -> str:
    """The browser tab's title while a game is shown: the game's, then the site's."""
    return SITE if entry.name == DEFAULT else f"{entry.title} · {SITE}"


class UnknownGameError(ValueError):
    """A link names a game this site does not have."""


def game_of(fragment: str) -> GameEntry:
    """The game a link's fragment names (Cat Herders when it names none)."""
    text = fragment.removeprefix("#")
    first = text.split("&", 1)[0]
    if not first.startswith("game="):
        return GAMES[DEFAULT]
    name = first.removeprefix("game=")
    if name not in GAMES:
        raise UnknownGameError(f"this link is for a game this site does not have: {name[:40]!r}")
    return GAMES[name]
