"""Opening a game on Cat Herders' page (a view): the last game saved, when the page starts;
a game's link; a game from the recent games list. A link that cannot be read, or a saved game
that no longer opens, is refused with the reason, and the game shown stays; no saved game is
ever overwritten.
"""

from __future__ import annotations

import random

from game.catherders import NotationError
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, decode
from web.kit.elements import element
from web.kit.storage import reason
from web.shell import host


def new_id() -> str:
    """A new saved game's id."""
    return f"{random.getrandbits(48):012x}"


def resume_saved(page) -> None:
    """Show the game saved last, if any (the page starts anyway when it no longer opens)."""
    saved = page.store.current()
    if saved is None:
        return
    try:
        page.adopt(Session.from_fragment(saved["fragment"]), game_id=saved["id"])
    except Exception as e:  # a link of an older build, or any failure reading it: the page starts
        if not isinstance(e, NotationError):
            host.log_exception()
        page.show_problem(f"Your last game could not be restored ({reason(e)}). "
                          "It is still listed under Recent games; a new game has started.")


def open_link(page, fragment: str, from_link: bool) -> bool:
    """Open the game a link holds. A link that cannot be read is refused, with the
    reason, and the current game stays. A link with a bad turn opens at its last legal
    turn; the message names the turn refused and why, and holds the rest of the link's
    turns, to copy. Either way no saved game is overwritten."""
    try:
        spec = decode(fragment)
        game, refused = spec.replay_legal()
    except NotationError as e:
        page.show_problem(f"This link does not hold a game that can be opened: {e}",
                          (("Start a new game", page.new_games.open_dialog),))
        return False
    if refused is not None:
        spec = spec.up_to(refused.number - 1)
    elif spec.match is not None and page.friends.receive(spec, game):
        return True  # a game by link: its new turns are played, older links kept
    session = Session(spec, game)
    page.adopt(session, game_id=matching_saved_game(page.store, spec) or new_id(),
               announced=session.game.is_over())
    page.stop_animation()  # frames of the game replaced would be drawn on the new board
    if refused is not None:
        n = refused.number - 1
        where = (f"The game opens after turn {n}, the link's last legal turn." if n
                 else "The game opens at its start: none of the link's turns could be played.")
        said = str(refused)
        page.show_problem(f"{said[0].upper()}{said[1:]}. {where}",
                          copy=(f"The link's turns from turn {refused.number} on, not played "
                                "(to copy):", refused.rest))
    elif from_link:
        page.hide_problem()
    return True


def matching_saved_game(store, spec: GameSpec) -> str | None:
    """The id of a saved game this link continues (same start, its turns extend the saved ones).

    An older link of a saved game (fewer turns) gets a new id: saving it must not
    overwrite the saved game's later turns.
    """
    for entry in store.entries():
        try:
            saved = decode(entry["fragment"])
        except Exception:  # a saved link that no longer reads continues no link
            continue
        if saved.same_game_as(spec) and spec.turns[:len(saved.turns)] == saved.turns:
            return entry["id"]
    return None


def open_saved(page, entry: dict) -> None:
    """Open a game from the recent games list (one that no longer opens stays listed)."""
    try:
        session = Session.from_fragment(entry["fragment"])
    except Exception as e:  # a link of an older build, or any failure reading it: it stays listed
        if not isinstance(e, NotationError):
            host.log_exception()
        page.show_problem(f"That saved game cannot be opened: {reason(e)}. It stays under Recent games.",
                          near=element("recent"))
        return
    page.show_game(session, entry["id"])
    page.refresh(save=True)
