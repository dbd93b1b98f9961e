"""The site's one speaker: the Sound switch every game honours, the first interaction that
allows sound, and what was played.

The Sound switch (#chk-sound, in index.html's header, shown for every game) is the site's
one: its state is the setting "sound", and the `Speaker` the games share (`speaker(page)`)
follows it. Browsers let a page make sound only after the person has interacted with it: the
view starts its audio context at the first pointer or key press while the switch is on
(web/view/sound.py), and the speaker plays nothing before one. It sends the notes of the
sounds asked for (recipes as web/kit/sounds.py writes them) to the view in one operation,
`sound`, and records every sound played in body[data-sounds] (the last KEEP_SOUNDS names),
which the tests read.
"""

from __future__ import annotations

from web.kit.elements import element
from web.kit.sounds import notes_of
from web.shell.dom import document
from web.shell.protocol import SOUND_SWITCH

__all__ = ["SETTING", "SWITCH", "Speaker", "speaker"]

KEEP_SOUNDS = 40  # the names body[data-sounds] keeps
SWITCH = SOUND_SWITCH  # the site's Sound switch
SETTING = "sound"  # the setting it is remembered in


class Speaker:
    """The sounds of every game on the page: the Sound switch, the first interaction that
    allows sound, and what was played."""

    def __init__(self, page):
        self.settings = page.settings
        self.on = bool(self.settings.get(SETTING, True))
        self.awake = False  # True after the first interaction (sound is allowed from then on)
        self.played: list[str] = []
        element(SWITCH).checked = self.on
        page.on(SWITCH, "change", self._toggle)
        for event in ("pointerdown", "keydown"):
            page.on_element(document.body, event, self._wake, once=True)

    def _toggle(self, _event) -> None:
        self.on = bool(element(SWITCH).checked)
        self.settings.set(SETTING, self.on)

    def _wake(self, _event) -> None:
        # The view starts its audio context at the same first interaction (web/view/sound.py).
        self.awake = True

    def play(self, recipes: dict, names: list[str]) -> None:
        """Play the sounds `names` (of `recipes`) one after another: nothing when the switch is
        off, before any interaction, or when there is none to play."""
        if not (names and self.on and self.awake):
            return
        document.op("sound", notes_of(recipes, names))
        self.played = (self.played + names)[-KEEP_SOUNDS:]
        document.body.dataset.sounds = " ".join(self.played)


_SPEAKER: list = [None, None]  # the document and its speaker


def speaker(page) -> Speaker:
    """The page's one speaker, made (and wired with `page`'s listeners) by the first game
    that asks for it."""
    if _SPEAKER[0] is not document:
        _SPEAKER[:] = [document, Speaker(page)]
    return _SPEAKER[1]
