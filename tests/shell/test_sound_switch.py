"""The site's one Sound switch rules every game: each of the four games booted in the worker as
the browser boots it (tests/support/booting.py), the person's first interaction made, a move
played (the person's, or a computer's answer as the table's loop hands it on): with the switch
on, the move is heard (one `sound` operation, its names in body[data-sounds]); turned off,
nothing is played; and a switch stored off starts off."""

from __future__ import annotations

import json

import pytest

from tests.support.booting import booted
from tests.support.page import listeners, operations
from web.kit.storage import GAME_KEYS, SETTINGS_KEY


def a_move(game: str, page) -> None:
    """One move of `game`'s first position, played as the page plays it."""
    s = page.session
    if game == "catherders":
        page.act(lambda: s.type_turn(str(next(iter(s.game.legal_turns())))))
    elif game == "pageant":
        page.act(lambda: s.select(1))
        page.act(s.cast)
        s.computers_chose({seat: "1" for seat in s.computers_to_ask()})
        page.screen.draw()
    elif game == "clowder":
        page.act(lambda: s.place(s.placeable()[0]))
    elif s.computers_to_ask():  # Cat's Mansion, a computer cat's turn first
        step = next(a for a in s.state.legal_actions() if type(a).__name__ == "Step")
        s.computers_chose({s.computers_to_ask()[0]: str(step)})
        page.screen.draw()
    else:
        page.act(lambda: s.go(next(iter(s.reach()))))


def fire(dom, target, kind: str) -> None:
    for event, hid, _options in listeners(target):
        if event == kind:
            dom.document.dispatch(hid, {"type": kind})


def sound_ops(dom) -> list:
    return [op for op in operations(dom.document) if op[0] == "sound"]


@pytest.mark.parametrize("game", list(GAME_KEYS))
@pytest.mark.parametrize("switch", ["on", "turned off", "stored off"])
def test_the_one_switch_rules_every_game(game, switch):
    storage = {SETTINGS_KEY: json.dumps({"sound": False})} if switch == "stored off" else {}
    with booted(game, storage) as (page, _platform, dom):
        sound = dom.document.getElementById("chk-sound")
        assert sound.checked is (switch != "stored off")
        fire(dom, dom.document.body, "pointerdown")  # the person's first interaction
        if switch == "turned off":
            dom.document.field_is("chk-sound", "on", False)
            fire(dom, sound, "change")
        a_move(game, page)
        played = sound_ops(dom)
        if switch == "on":
            assert len(played) == 1 and played[0][1]
            assert dom.document.body.dataset.sounds
        else:
            assert played == [] and not getattr(dom.document.body.dataset, "sounds", "")
