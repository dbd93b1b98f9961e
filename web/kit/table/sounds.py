"""The table games' sounds, played as their screens take the news: each action committed since
the last draw (the session's news, (before, action, after), oldest first) is named by the
game's own sounds (its page's `SOUNDS`, web/<game>/sounds.py: `sounds_for` and the recipes
`SOUNDS`) and played by the site's one speaker (web/kit/speaker.py: the Sound switch, the
first interaction), one after another. Nothing plays while the history is looked back
through, nor for a game that is not the one shown.
"""

from __future__ import annotations

from web.kit.speaker import speaker
from web.shell.dom import document


def play_news(page, news: list) -> None:
    """Play the sounds of the actions in `news`, taken from `page`'s session (see the module's
    docstring)."""
    sounds, session = page.SOUNDS, page.session
    if sounds is None or not news or session.viewing is not None:
        return
    if document.body.dataset.game != page.GAME.name:
        return
    names = []
    for before, action, after in news:
        names += sounds.sounds_for(before, action, after, by_computer(session, before))
    speaker(page).play(sounds.SOUNDS, names)


def by_computer(session, before) -> bool:
    """Whether the seat to act in the state `before` (its `actor()`) is a computer's; False
    where no one seat acts (the tokens shown together, the pageant's votes)."""
    actor = getattr(before, "actor", None)
    seat = actor() if actor is not None else None
    return seat is not None and not session.seats[seat].is_person
