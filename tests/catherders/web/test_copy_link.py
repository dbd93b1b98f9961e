"""The link Copy link copies (Session.compact_fragment): the whole game, short enough for chat
apps and QR codes, in characters every text link carries as they are, opening the same game."""

from __future__ import annotations

import random
import re

import pytest

from game.catherders import Game, new_position
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, decode

# RFC 3986 unreserved characters and the ones the fragment's fields use (= & , :), all allowed
# in a fragment as they are: a link made of these
# is linked whole by chat apps and mail (no percent-escapes, spaces or brackets to break it).
PLAIN = re.compile(r"[A-Za-z0-9\-._~=&,:]*")
LIMIT = 2000


def long_game(turns: int, seed: int) -> Game:
    """A random game of exactly `turns` turns (the first seed from `seed` that lasts so long)."""
    for s in range(seed, seed + 200):
        game = Game(new_position("hex6", "beginner", 9, s))
        rng = random.Random(s)
        while not game.is_over() and len(game.stack) < turns:
            game.random_turn(rng)
        if len(game.stack) == turns:
            return game
    raise AssertionError(f"no game of {turns} turns")


@pytest.mark.parametrize("seed", [1, 2])
def test_a_300_turn_game_fits_in_a_text_link_and_opens_as_it_was(seed):
    """300 turns: the compact fragment is under 2,000 characters with the page's address in
    front of it (the readable one is over), uses only plain URL characters, and decodes to the
    same turns and the same position."""
    game = long_game(300, seed)
    session = Session(GameSpec(start_text=str(game.start), turns=[str(t) for t in game.turns]))
    compact, readable = session.compact_fragment(), session.fragment()
    address = "https://example.github.io/cat-herders/index.html#"
    assert len(address + compact) < LIMIT < len(address + readable)
    assert PLAIN.fullmatch(compact), compact
    spec = decode(compact)
    assert spec.turns == [str(t) for t in game.turns]
    assert spec.replay().fen() == game.fen()
