"""Whole games by link, as two people on two devices play them, through what the page runs
(web/catherders/session.py, web/catherders/sharing/friend.py, web/catherders/sharing/link.py): each plays
their own
turns by clicks (tests/catherders/web/clicker.py), sends the link for the other side (v=2, compact), and the
other opens it: the link is new turns of their saved game of the match (the first one: a game
they have not seen), its one new turn is played on their board and told, and both devices
always show the same position, to the same end. A click on the other side's pieces is refused
with the reason.

The browser test (tests/browser/catherders/test_by_link.py) plays the last turns of such a game on two
pages, for what only a browser shows: the Send button, the clipboard, a link opened on the
other device, the end said on both.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import Game
from tests.catherders.web.clicker import play_turn
from web.catherders.session import Session
from web.catherders.sharing.friend import arrival, refuse_other_side, send_fragment, share_text
from web.catherders.sharing.link import GameSpec, decode

MATCH = "0000000abcde"


def _open_link(saved: GameSpec | None, fragment: str) -> tuple[Session, GameSpec]:
    """A device opens a friend's link: (its session now, the game it keeps for the match).
    The link must carry the saved game and exactly one new turn, the friend's."""
    spec = decode(fragment)
    came = arrival(saved.turns if saved is not None else None, spec.turns)
    assert came.kind == ("fresh" if saved is None else "new"), came
    assert came.common == len(spec.turns) - 1
    if saved is not None:
        assert saved.same_game_as(spec) and saved.match == spec.match
    session = Session(spec.up_to(came.common))
    assert session.receive(spec.turns[came.common:]) == 1
    assert session.message.startswith(f"Turn {len(spec.turns)} came by link: ")
    return session, session.current_spec()


@pytest.mark.parametrize("cats, seed", [(3, 40), (3, 41), (9, 7), (9, 8), (15, 3)])
def test_whole_games_by_links_alone_end_the_same_on_both_devices(cats, seed):
    rng = random.Random(seed)
    first = GameSpec(board="hex6", setup="beginner" if cats < 15 else "empty", cats=cats, seed=seed,
                     you=0, match=MATCH)
    shadow = Game(first.start(), first.rules)  # the engine's replay of every turn played
    sessions: dict[int, Session | None] = {0: Session(first), 1: None}
    saved: dict[int, GameSpec | None] = {0: first, 1: None}
    while shadow.outcome() is None:
        assert len(shadow.stack) < 400, "the game does not end"
        mover = shadow.to_move
        s = sessions[mover]
        assert s.game.fen() == shadow.fen() and s.spec.you == mover
        if shadow.legal_actions():
            play_turn(s, shadow, rng, greed=0.7)
        else:
            assert s.must_pass() and s.pass_turn()
            shadow.push(str(s.game.turns[-1]))
        if s.game.outcome() is None and any(s.game.cells[c] for c in range(s.board.size)):
            # the friend's turn now: a click here is refused, with the reason
            before = s.game.fen()
            s.click(next(c for c in range(s.board.size) if s.game.cells[c]))
            assert s.game.fen() == before
            assert s.message == refuse_other_side(s.spec, shadow.to_move), s.message
        sent = send_fragment(s.current_spec())
        assert sent.startswith("v=2&") and f"match={MATCH}" in sent
        assert share_text(s.spec, len(s.game.stack), s.game.outcome() is not None).startswith(
            "Cat Herders: ")
        friend = 1 - mover
        sessions[friend], saved[friend] = _open_link(saved[friend], sent)
        saved[mover] = s.current_spec()
        assert sessions[friend].game.fen() == shadow.fen()
        assert sessions[friend].spec.you == friend
    for side in (0, 1):
        assert sessions[side].game.outcome() == shadow.outcome()
    assert len(shadow.stack) >= 4
